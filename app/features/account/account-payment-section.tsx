import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import { CardFrame } from '../payments/index'
import { formatDate } from '../../lib/dates'
import { formatMoney } from '../../lib/money'
import type { AccountBooking, AccountPaymentFrame, PaymentsAnswer } from './account-contract'
import { accountClient, fieldErrorsOf, messageOf } from './account-client'
import {
  checkAccountPayment,
  frameTransactionIdOf,
  pollAccountPaymentStatus,
  type AccountPaymentFieldErrors,
} from './account-payment-form'
import type { AccountTexts } from './account-texts'
import { Announcement, ContentHtml, SectionHeading } from './account-ui'

/*
 * Make a payment (issue 12; checkout §4 account payment, §5, §8): an amount (the payment-amount pattern, at least £1,
 * not above the balance, leaving 0 or at least £1) and a card type, then the payment provider's card frame — the
 * same sandbox frame as the checkout. The frame's last page posts { transactionId } to this window (same origin
 * only); the page polls the payment status while pending, shows the payment error on error or a declined card, else
 * confirms the payment. Then the frame, amount and card type are cleared, the payments reloaded, and the result
 * announced in a live region. The server checks the amount against its own balance at each step.
 */

export const CARD_FRAME_TITLE = 'Secure card payment'

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

type Pending = AccountPaymentFrame & { amount: number; cardTypeId: number }

export function AccountPaymentSection({
  booking,
  payments: initialPayments,
  text,
  oneTimeLink = false,
}: {
  booking: Pick<AccountBooking, 'bookingReference'>
  payments: PaymentsAnswer
  text: AccountTexts['payment']
  /**
   * Paying through a guest's pay link (issue 27; /pay-balance?token=…): the link pays once, so after the payment nothing is
   * reloaded (the spent link would be asked) and the form gives way to a closing note.
   */
  oneTimeLink?: boolean
}) {
  const revalidator = useRevalidator()
  const [payments, setPayments] = useState(initialPayments)
  const [amount, setAmount] = useState('')
  const [cardTypeId, setCardTypeId] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<AccountPaymentFieldErrors>({})
  const [frame, setFrame] = useState<Pending | null>(null)
  const [busy, setBusy] = useState(false)
  const [success, setSuccess] = useState<string | null>(null)
  const [spent, setSpent] = useState(false)
  const [paymentError, setPaymentError] = useState<string | null>(null)
  const frameHeading = useRef<HTMLHeadingElement>(null)
  const money = (minor: number) => formatMoney(minor, payments.currency)
  const balance = payments.summary.balance
  const check = checkAccountPayment({ amount, cardTypeId }, balance, payments.cardTypes)
  const errors: AccountPaymentFieldErrors = {
    ...(submitted && !check.ok ? check.errors : {}),
    ...serverErrors,
  }

  useEffect(() => setPayments(initialPayments), [initialPayments])

  useEffect(() => {
    if (frame) frameHeading.current?.focus()
  }, [frame])

  // The card frame's answer: one per frame (a reloaded last page changes nothing); the server owns the rest. The
  // listener goes on in the same commit that puts the frame on the page (a layout effect), so no answer from the
  // frame can come before it: a passive effect runs after paint, and a loaded machine let a test's message in first.
  const current = useRef<Pending | null>(null)
  current.current = frame
  useLayoutEffect(() => {
    if (!frame) return
    let handled = false
    const listener = (event: MessageEvent) => {
      const transactionId = frameTransactionIdOf(event, window.location.origin)
      const pending = current.current
      if (!transactionId || handled || !pending || transactionId !== pending.transactionId) return
      handled = true
      void finish(pending)
    }
    window.addEventListener('message', listener)
    return () => window.removeEventListener('message', listener)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one listener per frame
  }, [frame?.transactionId])

  async function finish(pending: Pending) {
    setBusy(true)
    setPaymentError(null)
    try {
      const outcome = await pollAccountPaymentStatus(() => accountClient.paymentStatus(pending.transactionId), sleep)
      if (outcome.kind === 'error') {
        setFrame(null)
        setPaymentError(outcome.message)
        return
      }
      const answer = await accountClient.confirmPayment({
        bookingReference: booking.bookingReference,
        amount: pending.amount,
        cardTypeId: pending.cardTypeId,
        transactionId: pending.transactionId,
      })
      setFrame(null)
      setAmount('')
      setCardTypeId('')
      setSubmitted(false)
      setSuccess(
        `${text.data.successMessage ?? 'Thank you. Your payment has been received.'} You paid ${money(
          answer.payment.amount,
        )}; your balance is now ${money(answer.summary.balance)}.`,
      )
      if (oneTimeLink) {
        setSpent(true)
        setPayments({ ...payments, summary: answer.summary })
        return
      }
      setPayments(
        await accountClient.payments(booking.bookingReference).catch(() => ({ ...payments, summary: answer.summary })),
      )
      void revalidator.revalidate()
    } catch (error) {
      setFrame(null)
      setPaymentError(messageOf(error))
    } finally {
      setBusy(false)
    }
  }

  function start() {
    setSubmitted(true)
    setServerErrors({})
    setSuccess(null)
    setPaymentError(null)
    if (!check.ok) return
    setBusy(true)
    accountClient
      .startPayment({ bookingReference: booking.bookingReference, amount: check.amount, cardTypeId: check.cardTypeId })
      .then(
        (answer) => {
          setBusy(false)
          setFrame({ ...answer, amount: check.amount, cardTypeId: check.cardTypeId })
        },
        (error: unknown) => {
          setBusy(false)
          const fields = fieldErrorsOf(error)
          setServerErrors({
            ...(fields.amount ? { amount: fields.amount } : {}),
            ...(fields.cardTypeId ? { cardTypeId: fields.cardTypeId } : {}),
          })
          setPaymentError(messageOf(error))
        },
      )
  }

  const amountError = errors.amount ?? null
  const cardError = errors.cardTypeId ?? null

  return (
    <>
      <SectionHeading>{text.title ?? 'Make a payment'}</SectionHeading>
      <ContentHtml html={text.bodyHtml} />
      <dl className="account-totals account-card">
        <div>
          <dt>Total</dt>
          <dd>{money(payments.summary.total)}</dd>
        </div>
        <div>
          <dt>Paid so far</dt>
          <dd data-testid="payment-paid">{money(payments.summary.amountPaid)}</dd>
        </div>
        <div>
          <dt>Balance</dt>
          <dd data-testid="payment-balance">
            {money(balance)}
            {balance > 0 && payments.summary.balanceDueDate
              ? `, due by ${formatDate(payments.summary.balanceDueDate)}`
              : null}
          </dd>
        </div>
      </dl>
      <Announcement message={success} kind="success" />
      <Announcement message={paymentError} kind="error" />
      {!payments.summary.canPay ? (
        <ContentHtml html={text.data.paidInFullHtml ?? '<p>Your holiday is paid in full. Thank you.</p>'} />
      ) : spent ? (
        <p className="account-card" data-testid="pay-link-spent">
          This link has now been used. To pay the rest of your balance, use the link in your next reminder or call us.
        </p>
      ) : frame ? (
        <section className="account-card card-frame" aria-labelledby="account-card-frame-title">
          <h3 id="account-card-frame-title" className="account-card__title" tabIndex={-1} ref={frameHeading}>
            Pay {money(frame.amount)} by card
          </h3>
          <p>Enter your card details below. They go straight to our payment provider.</p>
          <CardFrame url={frame.url} title={CARD_FRAME_TITLE} />
          {busy ? <p role="status">Checking your payment…</p> : null}
          <button
            type="button"
            className="button button--secondary account-button"
            disabled={busy}
            onClick={() => setFrame(null)}
          >
            Cancel
          </button>
        </section>
      ) : (
        <form
          className="account-card account-form"
          noValidate
          aria-labelledby="account-section-heading"
          onSubmit={(event) => {
            event.preventDefault()
            if (!busy) start()
          }}
        >
          <div className={`field${amountError ? ' field--invalid' : ''}`}>
            <label htmlFor="account-payment-amount" className="field__label">
              Amount to pay (£)
            </label>
            <p id="account-payment-amount-hint" className="field__hint">
              From £1 up to {money(balance)}, in pounds and pence, for example 150.00
            </p>
            <input
              id="account-payment-amount"
              name="amount"
              className="field__input account-payment__amount"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value)
                setServerErrors(({ amount: _dropped, ...rest }) => rest)
              }}
              onBlur={() => setAmount((value) => value.trim())}
              required
              aria-invalid={amountError ? true : undefined}
              aria-describedby={`account-payment-amount-hint${amountError ? ' account-payment-amount-error' : ''}`}
            />
            {amountError ? (
              <p id="account-payment-amount-error" className="field__error" data-field-error="">
                {amountError}
              </p>
            ) : null}
          </div>
          <div className={`field${cardError ? ' field--invalid' : ''}`}>
            <label htmlFor="account-payment-card" className="field__label">
              Card type
            </label>
            <select
              id="account-payment-card"
              name="cardTypeId"
              className="field__select"
              value={cardTypeId}
              onChange={(event) => {
                setCardTypeId(event.target.value)
                setServerErrors(({ cardTypeId: _dropped, ...rest }) => rest)
              }}
              required
              aria-invalid={cardError ? true : undefined}
              aria-describedby={cardError ? 'account-payment-card-error' : undefined}
            >
              <option value="">Select card type</option>
              {payments.cardTypes.map((cardType) => (
                <option key={cardType.id} value={String(cardType.id)}>
                  {cardType.name}
                </option>
              ))}
            </select>
            {cardError ? (
              <p id="account-payment-card-error" className="field__error" data-field-error="">
                {cardError}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button button--primary account-button" disabled={busy}>
            {busy ? 'Please wait…' : (text.data.submitLabel ?? 'Continue to card details')}
          </button>
        </form>
      )}
    </>
  )
}
