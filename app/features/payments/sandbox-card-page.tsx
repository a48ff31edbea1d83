import { useEffect, useRef } from 'react'
import { Form, useNavigation } from 'react-router'
import { usePostFrameHeight } from './frame-height'
import { CARD_FIELDS, EXPIRY_MONTHS, TEST_CARDS, type CardErrors, type CardField } from './sandbox-cards'
import {
  CARD_FIELD_LABELS,
  cardFieldId,
  CSRF_FIELD_NAME,
  INTENT_FIELD_NAME,
  type SandboxActionData,
  type SandboxCardPageData,
} from './sandbox-page-data'

/*
 * The sandbox provider's hosted card page (issue 11): what a payment service provider's page looks like inside the
 * checkout's card frame. It works as a plain form (no JavaScript needed); with JavaScript, focus goes to the first
 * field in error, or to the decline message, after a submit.
 */

const errorId = (field: CardField) => `${cardFieldId(field)}-error`

function describedBy(field: CardField, errors: CardErrors, hintId?: string): string | undefined {
  const ids = [hintId, errors[field] ? errorId(field) : undefined].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

function FieldError({ field, errors }: { field: CardField; errors: CardErrors }) {
  const message = errors[field]
  return message ? (
    <p id={errorId(field)} className="field__error">
      <span className="visually-hidden">Error: </span>
      {message}
    </p>
  ) : null
}

function ErrorSummary({ errors }: { errors: CardErrors }) {
  const fields = CARD_FIELDS.filter((field) => errors[field])
  if (!fields.length) return null
  return (
    <div className="sandbox-pay__error-summary" aria-labelledby="sandbox-error-summary-title">
      <h2 id="sandbox-error-summary-title">There is a problem</h2>
      <ul>
        {fields.map((field) => (
          <li key={field}>
            <a href={`#${cardFieldId(field)}`}>{errors[field]}</a>
          </li>
        ))}
      </ul>
    </div>
  )
}

function TestCards() {
  return (
    <details className="sandbox-pay__test-cards">
      <summary>Test cards</summary>
      <p>
        This is a sandbox: no money moves. Use any future expiry date, any 3-digit security code and any name. Any other
        valid card number is approved.
      </p>
      <table>
        <caption className="visually-hidden">Sandbox test cards and what they do</caption>
        <thead>
          <tr>
            <th scope="col">Card number</th>
            <th scope="col">Outcome</th>
          </tr>
        </thead>
        <tbody>
          {TEST_CARDS.map((card) => (
            <tr key={card.number}>
              <td>
                <code>{card.number}</code>
              </td>
              <td>{card.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}

function Summary({ page }: { page: SandboxCardPageData }) {
  return (
    <dl className="sandbox-pay__summary">
      <div>
        <dt>Amount to pay</dt>
        <dd className="sandbox-pay__amount">{page.amountText}</dd>
      </div>
      {page.description ? (
        <div>
          <dt>For</dt>
          <dd>{page.description}</dd>
        </div>
      ) : null}
    </dl>
  )
}

function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name={CSRF_FIELD_NAME} value={token} />
}

function ChallengeStep({ page, cardLast4 }: { page: SandboxCardPageData; cardLast4: string | null }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const busy = useNavigation().state !== 'idle'
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <section className="sandbox-pay__challenge" aria-labelledby="sandbox-challenge-title">
      <h1 id="sandbox-challenge-title" ref={headingRef} tabIndex={-1}>
        Confirm it’s you
      </h1>
      <p>Your bank wants to check this payment (3-D Secure){cardLast4 ? ` on the card ending ${cardLast4}` : ''}.</p>
      <Summary page={page} />
      <Form method="post" className="sandbox-pay__actions">
        <CsrfField token={page.csrfToken} />
        <button
          className="button button--primary"
          type="submit"
          name={INTENT_FIELD_NAME}
          value="authenticate"
          disabled={busy}
        >
          Authenticate
        </button>
        <button
          className="button button--secondary"
          type="submit"
          name={INTENT_FIELD_NAME}
          value="fail-authentication"
          disabled={busy}
        >
          Fail authentication
        </button>
      </Form>
    </section>
  )
}

function CardStep({
  page,
  declinedMessage,
  actionData,
}: {
  page: SandboxCardPageData
  declinedMessage: string | null
  actionData: SandboxActionData | undefined
}) {
  const formRef = useRef<HTMLFormElement>(null)
  const messageRef = useRef<HTMLDivElement>(null)
  const busy = useNavigation().state !== 'idle'
  const errors: CardErrors = actionData?.kind === 'invalid' ? actionData.errors : {}
  const values = actionData?.kind === 'invalid' ? actionData.values : undefined
  const refused = actionData?.kind === 'refused' ? actionData.message : null

  // After a submit with errors: focus the first field in error (its label and error are read out with it).
  useEffect(() => {
    if (actionData?.kind !== 'invalid') return
    const first = CARD_FIELDS.find((field) => actionData.errors[field])
    if (first) formRef.current?.querySelector<HTMLElement>(`#${cardFieldId(first)}`)?.focus()
  }, [actionData])
  // A decline (or a refused post): focus the message, so it is read out and the next card can be typed after it.
  useEffect(() => {
    if (declinedMessage || refused) messageRef.current?.focus()
  }, [declinedMessage, refused, page.attempt])

  const monthError = errors.expiryMonth
  return (
    <section aria-labelledby="sandbox-card-title">
      <h1 id="sandbox-card-title">Pay by card</h1>
      <Summary page={page} />
      {declinedMessage || refused ? (
        <div className="sandbox-pay__message" role="alert" tabIndex={-1} ref={messageRef}>
          {refused ?? declinedMessage}
        </div>
      ) : null}
      <ErrorSummary errors={errors} />
      <Form method="post" ref={formRef} noValidate className="sandbox-pay__form" key={page.attempt}>
        <CsrfField token={page.csrfToken} />
        <div className={`field${errors.cardNumber ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={cardFieldId('cardNumber')}>
            {CARD_FIELD_LABELS.cardNumber}
          </label>
          <p className="field__hint" id={`${cardFieldId('cardNumber')}-hint`}>
            The long number on the front of your card
          </p>
          <input
            id={cardFieldId('cardNumber')}
            name="cardNumber"
            className="field__input sandbox-pay__card-number"
            type="text"
            inputMode="numeric"
            autoComplete="cc-number"
            spellCheck={false}
            maxLength={23}
            required
            aria-invalid={errors.cardNumber ? true : undefined}
            aria-describedby={describedBy('cardNumber', errors, `${cardFieldId('cardNumber')}-hint`)}
          />
          <FieldError field="cardNumber" errors={errors} />
        </div>

        <fieldset className={`field sandbox-pay__expiry${monthError || errors.expiryYear ? ' field--invalid' : ''}`}>
          <legend className="field__label">Expiry date</legend>
          <div className="sandbox-pay__expiry-row">
            <div>
              <label className="field__label field__label--inline" htmlFor={cardFieldId('expiryMonth')}>
                Month
              </label>
              <select
                id={cardFieldId('expiryMonth')}
                name="expiryMonth"
                className="field__select"
                autoComplete="cc-exp-month"
                required
                defaultValue={values?.expiryMonth ?? ''}
                aria-invalid={monthError ? true : undefined}
                aria-describedby={describedBy('expiryMonth', errors)}
              >
                <option value="">MM</option>
                {EXPIRY_MONTHS.map((month) => (
                  <option key={month} value={month}>
                    {month}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label className="field__label field__label--inline" htmlFor={cardFieldId('expiryYear')}>
                Year
              </label>
              <select
                id={cardFieldId('expiryYear')}
                name="expiryYear"
                className="field__select"
                autoComplete="cc-exp-year"
                required
                defaultValue={values?.expiryYear ?? ''}
                aria-invalid={errors.expiryYear ? true : undefined}
                aria-describedby={describedBy('expiryYear', errors)}
              >
                <option value="">YYYY</option>
                {page.expiryYears.map((year) => (
                  <option key={year} value={String(year)}>
                    {year}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <FieldError field="expiryMonth" errors={errors} />
          <FieldError field="expiryYear" errors={errors} />
        </fieldset>

        <div className={`field sandbox-pay__cvc${errors.cvc ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={cardFieldId('cvc')}>
            {CARD_FIELD_LABELS.cvc}
          </label>
          <p className="field__hint" id={`${cardFieldId('cvc')}-hint`}>
            The last 3 digits on the back of the card (4 on the front for American Express)
          </p>
          <input
            id={cardFieldId('cvc')}
            name="cvc"
            className="field__input"
            type="text"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            required
            aria-invalid={errors.cvc ? true : undefined}
            aria-describedby={describedBy('cvc', errors, `${cardFieldId('cvc')}-hint`)}
          />
          <FieldError field="cvc" errors={errors} />
        </div>

        <div className={`field${errors.nameOnCard ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={cardFieldId('nameOnCard')}>
            {CARD_FIELD_LABELS.nameOnCard}
          </label>
          <input
            id={cardFieldId('nameOnCard')}
            name="nameOnCard"
            className="field__input"
            type="text"
            autoComplete="cc-name"
            maxLength={100}
            required
            defaultValue={values?.nameOnCard ?? ''}
            aria-invalid={errors.nameOnCard ? true : undefined}
            aria-describedby={describedBy('nameOnCard', errors)}
          />
          <FieldError field="nameOnCard" errors={errors} />
        </div>

        <button
          className="button button--primary button--large"
          type="submit"
          name={INTENT_FIELD_NAME}
          value="pay"
          disabled={busy}
        >
          Pay {page.amountText}
        </button>
      </Form>
      <TestCards />
    </section>
  )
}

export function SandboxCardPage({
  page,
  actionData,
}: {
  page: SandboxCardPageData
  actionData: SandboxActionData | undefined
}) {
  const root = usePostFrameHeight()
  return (
    <div className="sandbox-pay" ref={root}>
      <p className="sandbox-pay__provider">
        <span className="sandbox-pay__badge">Sandbox</span> Secure card payment for {page.brandName}
      </p>
      {page.view.kind === 'challenge' ? (
        <ChallengeStep page={page} cardLast4={page.view.cardLast4} />
      ) : (
        <CardStep page={page} declinedMessage={page.view.declinedMessage} actionData={actionData} />
      )}
    </div>
  )
}
