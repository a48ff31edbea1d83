import { Form } from 'react-router'
import { CsrfField, day, money, SubmitButton } from '../shell'
import type { BookingPageData } from './bookings-pages.server'

/*
 * A booking's money on the ledger (issue 25; ADR 0043): the statement with its running balance, refunds (to a card
 * payment or offline, plain or goodwill), cancelling with the brand's policy fee, and the money changes that wait for
 * an administrator. Every amount starts empty and every change needs a reason; the server checks it all again.
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

export function BookingStatement({ booking }: { booking: BookingPageData['booking'] }) {
  return (
    <>
      <h2 id="booking-statement">Statement</h2>
      <p>
        {booking.moneyStatusLabel}. Total {money(booking.money.totalMinor, booking.currency)}, paid{' '}
        {money(booking.money.paidMinor, booking.currency)}.
      </p>
      {booking.statement.length ? (
        <div className="admin-table-scroll">
          <table className="admin-table" aria-labelledby="booking-statement">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Line</th>
                <th scope="col">Amount</th>
                <th scope="col">Balance</th>
                <th scope="col">Reference</th>
              </tr>
            </thead>
            <tbody>
              {booking.statement.map((entry, index) => (
                <tr key={index}>
                  <td>{day(entry.at)}</td>
                  <td>
                    {entry.description}
                    {entry.reason ? ` (${entry.reason})` : ''}
                  </td>
                  <td>{money(entry.amountMinor, booking.currency)}</td>
                  <td>{money(entry.balanceMinor, booking.currency)}</td>
                  <td>{entry.reference ? <code>{entry.reference}</code> : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>No lines yet.</p>
      )}
    </>
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
export function BookingRefunds({ page, errors }: { page: BookingPageData; errors: Errors }) {
  const { booking } = page
  if (!page.canRefund || booking.money.paidMinor <= 0) return null
  const cards = booking.payments.filter((payment) => payment.refundableMinor > 0)
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
          aria-label={`Refund to the card payment of ${day(payment.createdAt)}`}
          noValidate
        >
          <CsrfField token={page.csrfToken} />
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="via" value="card" />
          <input type="hidden" name="paymentId" value={payment.id} />
          <input type="hidden" name="refundKey" value={page.refundKey} />
          <p>
            Card payment of {day(payment.createdAt)}
            {payment.cardLast4 ? ` ending ${payment.cardLast4}` : ''}: up to{' '}
            {money(payment.refundableMinor, booking.currency)} left to refund.
          </p>
          <AmountField id={`refund-${payment.id}-amount`} label="Amount to refund to the card" error={errors.amount} />
          <ReasonField id={`refund-${payment.id}-reason`} error={errors.reason} />
          <GoodwillField id={`refund-${payment.id}-goodwill`} />
          <SubmitButton>Refund to card</SubmitButton>
        </Form>
      ))}
      <Form method="post" className="admin-form" aria-label="Record an offline refund" noValidate>
        <CsrfField token={page.csrfToken} />
        <input type="hidden" name="intent" value="refund" />
        <input type="hidden" name="via" value="offline" />
        <input type="hidden" name="paymentId" value="" />
        <input type="hidden" name="refundKey" value={page.refundKey} />
        <AmountField id="refund-offline-amount" label="Amount refunded by bank transfer" error={errors.amount} />
        <div className="field">
          <label className="field__label" htmlFor="refund-offline-reference">
            Bank reference (optional)
          </label>
          <input id="refund-offline-reference" name="offlineReference" className="field__input" maxLength={100} />
        </div>
        <ReasonField id="refund-offline-reason" error={errors.reason} />
        <GoodwillField id="refund-offline-goodwill" />
        <SubmitButton>Record offline refund</SubmitButton>
      </Form>
    </>
  )
}

/** Cancelling with the brand's policy fee (staff may change it, with the reason). */
export function BookingCancel({ page, errors }: { page: BookingPageData; errors: Errors }) {
  const { booking } = page
  if (booking.status === 'cancelled')
    return <p>Cancelled on {day(booking.cancelledAt ?? booking.createdAt)}; its places are back on sale.</p>
  const policy = booking.cancellation
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
        <div className={`field${errors.confirm ? ' field--invalid' : ''}`}>
          <input
            id="cancel-confirm"
            name="confirm"
            type="checkbox"
            value="yes"
            aria-describedby={errors.confirm ? 'cancel-confirm-error' : undefined}
          />{' '}
          <label htmlFor="cancel-confirm">Yes, cancel booking {booking.reference}</label>
          <FieldError id="cancel-confirm-error" message={errors.confirm} />
        </div>
        <button type="submit" className="button button--secondary">
          Cancel booking
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
