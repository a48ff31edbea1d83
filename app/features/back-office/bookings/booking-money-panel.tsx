// Long file (over 400 lines): the booking page's money panel — the statement, the refund forms (card and offline), cancelling with the policy fee, their shared confirmation step and the approvals list — one screen section whose parts share the review panel.
import { useEffect, useRef } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { CsrfField, DataTable, day, money, SubmitButton, type Column } from '../shell'
import type { BookingPageData, MoneyReview, MoneyReviewFigures } from './bookings-pages.server'

/*
 * A booking's money on the ledger (issue 25; ADR 0043): the statement with its running balance, refunds (to a card
 * payment or offline, plain or goodwill), cancelling with the brand's policy fee, and the money changes that wait for
 * an administrator. Every amount starts empty and every change needs a reason; each refund and cancel is first
 * reviewed (the server answers the balance before and after, writing nothing) and then confirmed; the server checks
 * it all again when it is made.
 */

type Errors = Record<string, string>

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="field__error" id={id}>
      {message}
    </p>
  ) : null
}

/** "To refund: £X" / "Fee to pay: £X" / "£X due 1 Sep 2031" / "£0.00": what the balance means now. */
export function balanceInWords(booking: BookingPageData['booking']): string {
  const { money: figures, currency } = booking
  if (figures.toRefundMinor > 0) return `To refund: ${money(figures.toRefundMinor, currency)}`
  if (figures.feeOwingMinor > 0) return `Fee to pay: ${money(figures.feeOwingMinor, currency)}`
  if (figures.dueMinor > 0)
    return `${money(figures.dueMinor, currency)}${booking.balanceDueDate ? ` due ${day(booking.balanceDueDate)}` : ''}`
  return money(0, currency)
}

type StatementEntry = BookingPageData['booking']['statement'][number]

export function BookingStatement({ booking }: { booking: BookingPageData['booking'] }) {
  const columns: Column<StatementEntry>[] = [
    { key: 'date', header: 'Date', kind: 'date', value: (entry) => entry.at },
    {
      key: 'line',
      header: 'Line',
      cell: (entry) => `${entry.description}${entry.reason ? ` (${entry.reason})` : ''}`,
    },
    {
      key: 'amount',
      header: 'Amount',
      kind: 'money',
      value: (entry) => entry.amountMinor,
      currency: () => booking.currency,
    },
    {
      key: 'balance',
      header: 'Balance',
      kind: 'money',
      value: (entry) => entry.balanceMinor,
      currency: () => booking.currency,
    },
    { key: 'reference', header: 'Reference', cell: (entry) => (entry.reference ? <code>{entry.reference}</code> : '') },
  ]
  return (
    <>
      <h2 id="booking-statement">Statement</h2>
      <p>
        {booking.moneyStatusLabel}. Total {money(booking.money.totalMinor, booking.currency)}, paid{' '}
        {money(booking.money.paidMinor, booking.currency)}.
      </p>
      <DataTable
        labelledBy="booking-statement"
        columns={columns}
        rows={booking.statement}
        rowKey={(entry) => `${entry.source}-${entry.at}-${entry.description}-${entry.amountMinor}`}
        empty="No lines yet."
      />
    </>
  )
}

/** A row of the review's table: one figure, before and after, in minor units. */
interface ReviewFigure {
  label: string
  figure: (figures: MoneyReviewFigures) => number
}

/**
 * The confirmation step of a refund or a cancel: what happens, the money before and after, and the one button that
 * does it, posting exactly the reviewed values (the refund's idempotency key included). "Change" goes back to the
 * form. Focus moves here so a keyboard or screen-reader user lands on what to check.
 */
function MoneyReviewPanel({
  review,
  page,
  title,
  what,
  confirmLabel,
}: {
  review: MoneyReview
  page: BookingPageData
  title: string
  what: string
  confirmLabel: string
}) {
  const { currency } = page.booking
  const heading = useRef<HTMLHeadingElement>(null)
  const location = useLocation()
  useEffect(() => heading.current?.focus(), [])
  const columns: Column<ReviewFigure>[] = [
    { key: 'figure', header: 'Figure', rowHeader: true, cell: (row) => row.label },
    { key: 'now', header: 'Now', kind: 'money', value: (row) => row.figure(review.before), currency: () => currency },
    {
      key: 'after',
      header: 'After',
      kind: 'money',
      value: (row) => row.figure(review.after),
      currency: () => currency,
    },
  ]
  const rows: ReviewFigure[] = [
    { label: 'Total', figure: (figures) => figures.totalMinor },
    { label: 'Paid, net of refunds', figure: (figures) => figures.paidMinor },
    { label: 'Balance due', figure: (figures) => figures.dueMinor },
    { label: 'To refund', figure: (figures) => figures.toRefundMinor },
  ]
  return (
    <div className="admin-review" data-testid={`review-${review.intent}`}>
      <h3 id={`review-${review.intent}`} ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <p>{what}</p>
      <p data-testid={`review-${review.intent}-status`}>
        Status now: {review.before.statusLabel}. After: {review.after.statusLabel}.
      </p>
      <DataTable
        labelledBy={`review-${review.intent}`}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.label}
        empty="No figures."
      />
      {review.needsApproval ? (
        <p>
          This is above your approval limit of {money(review.approvalLimitMinor, currency)}: confirming asks an
          administrator, and nothing changes until they approve.
        </p>
      ) : null}
      <Form method="post" className="admin-form admin-review__actions">
        <CsrfField token={page.csrfToken} />
        <input type="hidden" name="intent" value={review.intent} />
        {Object.entries(review.values).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {review.intent === 'cancel' ? (
          <button type="submit" name="confirm" value="yes" className="button button--danger">
            {confirmLabel}
          </button>
        ) : (
          <SubmitButton>{confirmLabel}</SubmitButton>
        )}{' '}
        {/* The page again, without the review: the forms come back (a navigation clears the action's answer). */}
        <Link to={`${location.pathname}${location.search}`} className="button button--secondary">
          Change
        </Link>
      </Form>
    </div>
  )
}

function ReasonField({ id, error }: { id: string; error?: string }) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        Reason
      </label>
      <input
        id={id}
        name="reason"
        className="field__input"
        required
        maxLength={500}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

function AmountField({ id, label, error }: { id: string; label: string; error?: string }) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name="amount"
        className="field__input"
        inputMode="decimal"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

function GoodwillField({ id }: { id: string }) {
  return (
    <div className="field">
      <input id={id} name="kind" type="checkbox" value="goodwill" />{' '}
      <label htmlFor={id}>Goodwill: also credit this amount, so the balance stays as it is</label>
    </div>
  )
}

/** Refunds: to a card payment (through the provider) or offline; shown while anything paid is left to refund. */
export function BookingRefunds({
  page,
  errors,
  refused,
  review,
}: {
  page: BookingPageData
  errors: Errors
  /** The refused form's values: its errors show on that form only (the card's or the offline one). */
  refused?: Record<string, string> | undefined
  review?: MoneyReview | undefined
}) {
  const errorsOf = (via: string, paymentId: string): Errors =>
    refused && refused.via === via && (via !== 'card' || refused.paymentId === paymentId) ? errors : {}
  const { booking } = page
  if (!page.canRefund || booking.money.paidMinor <= 0) return null
  const cards = booking.payments.filter((payment) => payment.refundableMinor > 0)
  if (review) {
    const card = cards.find((payment) => String(payment.id) === review.values.paymentId)
    const where =
      review.values.via === 'card'
        ? `to the card payment of ${card ? day(card.createdAt) : 'this booking'}${card?.cardLast4 ? ` ending ${card.cardLast4}` : ''}`
        : 'by bank transfer (offline)'
    const amount = money(review.amountMinor, booking.currency)
    return (
      <>
        <h3 id="booking-refund">Refund</h3>
        <MoneyReviewPanel
          review={review}
          page={page}
          title="Check the refund"
          what={`Refund ${amount} ${where}${review.values.kind === 'goodwill' ? ', as goodwill (the same amount is credited, so the balance stays)' : ''}. Reason: ${review.values.reason}.`}
          confirmLabel={`Confirm refund of ${amount}`}
        />
      </>
    )
  }
  return (
    <>
      <h3 id="booking-refund">Refund</h3>
      <p>
        Paid, net of refunds: {money(booking.money.paidMinor, booking.currency)}.
        {booking.money.toRefundMinor > 0 ? ` To refund: ${money(booking.money.toRefundMinor, booking.currency)}.` : ''}{' '}
        Above {money(booking.approvalLimitMinor, booking.currency)} a sales agent’s refund waits for an administrator.
      </p>
      {cards.map((payment) => (
        <Form
          key={payment.id}
          method="post"
          className="admin-form"
          // Unique on the page (axe landmark-unique) when a booking has two card payments on one day.
          aria-label={`Refund to the card payment of ${money(payment.amountMinor, booking.currency)} on ${day(payment.createdAt)}${payment.providerReference ? `, ${payment.providerReference}` : ''}`}
          noValidate
        >
          <CsrfField token={page.csrfToken} />
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="via" value="card" />
          <input type="hidden" name="paymentId" value={payment.id} />
          <input type="hidden" name="refundKey" value={page.refundKey} />
          <p>
            Card payment of {money(payment.amountMinor, booking.currency)} on {day(payment.createdAt)}
            {payment.cardLast4 ? ` ending ${payment.cardLast4}` : ''}: up to{' '}
            {money(payment.refundableMinor, booking.currency)} left to refund.
          </p>
          <AmountField
            id={`refund-${payment.id}-amount`}
            label="Amount to refund to the card"
            error={errorsOf('card', String(payment.id)).amount}
          />
          <ReasonField id={`refund-${payment.id}-reason`} error={errorsOf('card', String(payment.id)).reason} />
          <GoodwillField id={`refund-${payment.id}-goodwill`} />
          <SubmitButton name="step" value="review">
            Review refund to card
          </SubmitButton>
        </Form>
      ))}
      <Form method="post" className="admin-form" aria-label="Record an offline refund" noValidate>
        <CsrfField token={page.csrfToken} />
        <input type="hidden" name="intent" value="refund" />
        <input type="hidden" name="via" value="offline" />
        <input type="hidden" name="paymentId" value="" />
        <input type="hidden" name="refundKey" value={page.refundKey} />
        <AmountField
          id="refund-offline-amount"
          label="Amount refunded by bank transfer"
          error={errorsOf('offline', '').amount}
        />
        <div className="field">
          <label className="field__label" htmlFor="refund-offline-reference">
            Bank reference (optional)
          </label>
          <input id="refund-offline-reference" name="offlineReference" className="field__input" maxLength={100} />
        </div>
        <ReasonField id="refund-offline-reason" error={errorsOf('offline', '').reason} />
        <GoodwillField id="refund-offline-goodwill" />
        <SubmitButton name="step" value="review">
          Review offline refund
        </SubmitButton>
      </Form>
    </>
  )
}

/** Cancelling with the brand's policy fee (staff may change it, with the reason). */
export function BookingCancel({
  page,
  errors,
  review,
}: {
  page: BookingPageData
  errors: Errors
  review?: MoneyReview | undefined
}) {
  const { booking } = page
  if (booking.status === 'cancelled')
    return <p>Cancelled on {day(booking.cancelledAt ?? booking.createdAt)}; its places are back on sale.</p>
  const policy = booking.cancellation
  if (review) {
    const fee = money(review.feeMinor ?? 0, booking.currency)
    const policyFee = policy ? money(policy.policyFeeMinor, booking.currency) : null
    return (
      <>
        <h2 id="booking-cancel">Cancel the booking</h2>
        <MoneyReviewPanel
          review={review}
          page={page}
          title="Check the cancellation"
          what={`Cancel booking ${booking.reference} with a cancellation fee of ${fee}${
            policyFee && review.feeMinor !== policy?.policyFeeMinor ? ` (the policy's fee is ${policyFee})` : ''
          }. Its places go back on sale; the customer is e-mailed. Reason: ${review.values.reason}.`}
          confirmLabel={`Yes, cancel booking ${booking.reference}`}
        />
      </>
    )
  }
  return (
    <>
      <h2 id="booking-cancel">Cancel the booking</h2>
      <Form method="post" className="admin-form" aria-labelledby="booking-cancel" noValidate>
        <CsrfField token={page.csrfToken} />
        <input type="hidden" name="intent" value="cancel" />
        <p>
          Cancelling gives the places back to the departure and credits the booking, less the cancellation fee.
          {policy
            ? ` ${policy.daysBefore} days before departure the policy charges ${policy.bandInWords}: ${money(policy.policyFeeMinor, booking.currency)}.`
            : ''}{' '}
          What was paid above the fee is then shown as “to refund”, and can be refunded here.
        </p>
        <div className={`field${errors.fee ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor="cancel-fee">
            Fee, if not the policy’s (0 waives it)
          </label>
          <input
            id="cancel-fee"
            name="fee"
            className="field__input"
            inputMode="decimal"
            aria-invalid={errors.fee ? true : undefined}
            aria-describedby={errors.fee ? 'cancel-fee-error' : undefined}
          />
          <FieldError id="cancel-fee-error" message={errors.fee} />
        </div>
        <ReasonField id="cancel-reason" error={errors.reason} />
        <button type="submit" name="step" value="review" className="button button--secondary">
          Review cancellation
        </button>
      </Form>
    </>
  )
}

/** Money changes above a sales agent's limit, waiting for an administrator (who approves or rejects here). */
export function BookingApprovals({ page }: { page: BookingPageData }) {
  const { booking } = page
  const canDecide = page.canApprove
  if (!booking.pendingApprovals.length) return null
  return (
    <>
      <h2 id="booking-approvals">Waiting for approval</h2>
      <ul aria-labelledby="booking-approvals">
        {booking.pendingApprovals.map((approval) => (
          <li key={approval.id}>
            {approval.kind === 'cancel' ? 'Cancel with the fee lowered by' : 'Refund of'}{' '}
            {money(approval.amountMinor, approval.currency)}, asked by {approval.requestedBy ?? 'former staff'} on{' '}
            {day(approval.requestedAt)}: {approval.reason}
            {canDecide ? (
              <Form method="post" className="admin-inline-form">
                <CsrfField token={page.csrfToken} />
                <input type="hidden" name="intent" value="decide-approval" />
                <input type="hidden" name="approvalId" value={approval.id} />
                <button type="submit" name="decision" value="approve" className="button">
                  Approve
                </button>{' '}
                <button type="submit" name="decision" value="reject" className="button button--secondary">
                  Reject
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  )
}
