import { useId } from 'react'
import { CheckboxField, RadioGroupField, SelectField, type Option } from '../../../components/form/fields'
import type { BoundField } from '../../../components/form/use-form'
import {
  PAYMENT_OPTION_DEPOSIT_ONLY,
  PAYMENT_OPTION_FULL_BALANCE,
  UNKNOWN_CARD_TYPE_LABEL,
} from '../../../lib/constants'
import { formatDate } from '../../../lib/dates'
import { formatMoney, type CurrencyCode } from '../../../lib/money'
import type { CheckoutStepText } from '../flow/index.rules'
import {
  amountToPayMinor,
  hasDepositChoice,
  paymentErrors,
  paymentTypeOf,
  remainingAfterDeposit,
  showsSaveAndContinue,
  type AmountToPay,
  type PaymentSectionState,
} from './payment-rules'

/*
 * The payment block of the passenger details step (checkout §2 step 6, §4, §5, §9). Input mode: the title and
 * description from page data, the amount to pay ('Full Balance', and 'Deposit Only' with the remainder and its due
 * date when the deposit differs), the card type ('Unknown card type' when there are none) and, for a deposit, the
 * final-balance toggle; Save and continue. Summary mode: the amount and card type with Edit. A reservation takes no
 * card: the warning box instead (the medical warning when a passenger has mobility limitations, else the general).
 */

export interface PaymentSectionHandlers {
  onAmountToPay: (value: AmountToPay) => void
  onCardType: (cardTypeId: number | null) => void
  onTakeFinalBalance: (value: boolean) => void
  onSave: () => void
  onEdit: () => void
}

function boundField<T extends string | boolean>(
  id: string,
  name: string,
  value: T,
  error: string | null,
  setValue: (value: T) => void,
  required = true,
): BoundField<T> {
  return {
    id: `${id}-${name}`,
    name,
    value,
    error,
    required,
    errorId: `${id}-${name}-error`,
    hintId: `${id}-${name}-hint`,
    setValue,
    blur: () => {},
  }
}

export function PaymentSection({
  payment,
  text,
  reservationWarning,
  currency,
  busy,
  handlers,
}: {
  payment: PaymentSectionState
  text: CheckoutStepText
  /** The reservation's warning box (checkout §8), or null when the booking is paid by card. */
  reservationWarning: CheckoutStepText | null
  currency: CurrencyCode
  busy: boolean
  handlers: PaymentSectionHandlers
}) {
  const id = useId()
  const titleId = `${id}-title`
  const { info } = payment
  const money = (minor: number) => formatMoney(minor, currency)

  if (reservationWarning) {
    return (
      <section className="checkout-card payment-section" aria-labelledby={titleId} data-testid="payment-section">
        <h3 id={titleId} className="checkout-card__title">
          {text.title}
        </h3>
        <div
          className="payment-warning"
          role="note"
          aria-labelledby={`${id}-warning-title`}
          data-testid="reservation-warning"
        >
          <h4 id={`${id}-warning-title`} className="payment-warning__title">
            {reservationWarning.title}
          </h4>
          {reservationWarning.descriptionHtml ? (
            <div dangerouslySetInnerHTML={{ __html: reservationWarning.descriptionHtml }} />
          ) : null}
        </div>
      </section>
    )
  }

  const errors = payment.hasBeenSubmitted ? paymentErrors(payment) : {}
  const deposit = hasDepositChoice(info)
  const chosenMinor = amountToPayMinor(info, payment.amountToPay)
  const dueText = info.data.dueDate ? formatDate(info.data.dueDate) : null

  if (payment.summaryView) {
    return (
      <section className="checkout-card payment-section" aria-labelledby={titleId} data-testid="payment-section">
        <h3 id={titleId} className="checkout-card__title">
          {text.title}
        </h3>
        <dl className="payment-summary" data-testid="payment-summary">
          <div>
            <dt>Amount to pay now</dt>
            <dd>
              {payment.amountToPay} {chosenMinor !== null ? `(${money(chosenMinor)})` : null}
            </dd>
          </div>
          {payment.amountToPay === PAYMENT_OPTION_DEPOSIT_ONLY ? (
            <div>
              <dt>Balance</dt>
              <dd>
                {money(remainingAfterDeposit(info))}
                {dueText ? ` due by ${dueText}` : null}
                {payment.takeFinalBalance ? ', taken from this card on that date' : null}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>Card type</dt>
            <dd>{paymentTypeOf(payment) ?? UNKNOWN_CARD_TYPE_LABEL}</dd>
          </div>
        </dl>
        <button type="button" className="button button--secondary" disabled={busy} onClick={handlers.onEdit}>
          Edit<span className="visually-hidden"> payment</span>
        </button>
      </section>
    )
  }

  const amountOptions: Option[] = [
    { value: PAYMENT_OPTION_FULL_BALANCE, label: `${PAYMENT_OPTION_FULL_BALANCE}: ${money(info.data.fullBalance)}` },
    ...(deposit
      ? [
          {
            value: PAYMENT_OPTION_DEPOSIT_ONLY,
            label: `${PAYMENT_OPTION_DEPOSIT_ONLY}: ${money(info.data.depositAmount)} now, then ${money(
              remainingAfterDeposit(info),
            )}${dueText ? ` by ${dueText}` : ''}`,
          },
        ]
      : []),
  ]
  const cardTypes = info.data.cardTypes
  const cardOptions: Option[] = cardTypes.map((cardType) => ({ value: String(cardType.id), label: cardType.name }))
  const amountField = boundField(id, 'amountToPay', payment.amountToPay ?? '', errors.amountToPay ?? null, (value) =>
    handlers.onAmountToPay(value as AmountToPay),
  )
  const cardField = boundField(
    id,
    'cardTypeId',
    payment.cardTypeId === null ? '' : String(payment.cardTypeId),
    errors.cardTypeId ?? null,
    (value) => handlers.onCardType(value === '' ? null : Number(value)),
    cardTypes.length > 0,
  )
  const finalBalanceField = boundField(
    id,
    'takeFinalBalance',
    payment.takeFinalBalance,
    null,
    handlers.onTakeFinalBalance,
    false,
  )

  return (
    <section className="checkout-card payment-section" aria-labelledby={titleId} data-testid="payment-section">
      <h3 id={titleId} className="checkout-card__title">
        {text.title}
      </h3>
      {text.descriptionHtml ? (
        <div className="payment-section__description" dangerouslySetInnerHTML={{ __html: text.descriptionHtml }} />
      ) : null}
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault()
          if (!busy) handlers.onSave()
        }}
      >
        <RadioGroupField field={amountField} legend="Amount to pay" options={amountOptions} inline={false} />
        {payment.amountToPay === PAYMENT_OPTION_DEPOSIT_ONLY ? (
          <CheckboxField
            field={finalBalanceField}
            label={`Take the balance of ${money(remainingAfterDeposit(info))} from this card${
              dueText ? ` on ${dueText}` : ' when it is due'
            }`}
          />
        ) : null}
        {cardTypes.length > 0 ? (
          <SelectField field={cardField} label="Card type" options={cardOptions} placeholder="Select card type" />
        ) : (
          <div className="field">
            <label htmlFor={cardField.id} className="field__label">
              Card type
            </label>
            <select id={cardField.id} name="cardTypeId" className="field__select" disabled value="">
              <option value="">{UNKNOWN_CARD_TYPE_LABEL}</option>
            </select>
          </div>
        )}
        {showsSaveAndContinue(payment) ? (
          <button type="submit" className="button button--primary" disabled={busy}>
            Save and continue
          </button>
        ) : null}
      </form>
    </section>
  )
}
