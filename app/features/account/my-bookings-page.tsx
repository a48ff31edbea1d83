import { useState } from 'react'
import { formatDate } from '../../lib/dates'
import { formatMoney } from '../../lib/money'
import { accountBookingPath, type AccountHoliday } from './account-contract'
import { accountClient, messageOf } from './account-client'
import type { AccountText, AccountTexts } from './account-texts'
import { Announcement, ContentHtml } from './account-ui'

/*
 * /my-bookings below the signed-in summary (issue 12; checkout §2 "the header grid and the bookings grid"): the
 * notice while the e-mail address is unproved (guest bookings join the account only once it is, ADR 0027) with a
 * way to send the link again, then one card per holiday — tour, dates, reference, travellers, balance and due date,
 * status and a link to the booking — or the no-bookings text.
 */

export function VerifyEmailNotice({ text }: { text: AccountTexts['verifyEmail'] }) {
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  return (
    <section className="account-notice" aria-labelledby="verify-email-notice-title" data-testid="verify-email-notice">
      <h2 id="verify-email-notice-title" className="account-notice__title">
        Please confirm your e-mail address
      </h2>
      <ContentHtml html={text.data.noticeHtml} className="account-notice__body" />
      <button
        type="button"
        className="button button--secondary account-button"
        disabled={busy}
        onClick={() => {
          setBusy(true)
          setError(null)
          setSent(null)
          accountClient.sendVerificationEmail().then(
            (answer) => {
              setBusy(false)
              setSent(`${text.data.sentMessage ?? 'We have sent a new link to'} ${answer.email}.`)
            },
            (failure: unknown) => {
              setBusy(false)
              setError(messageOf(failure))
            },
          )
        }}
      >
        {busy ? 'Sending…' : (text.data.resendLabel ?? 'Send the link again')}
      </button>
      <Announcement message={sent} kind="success" />
      <Announcement message={error} kind="error" />
    </section>
  )
}

function HolidayCard({ holiday }: { holiday: AccountHoliday }) {
  const money = (minor: number) => formatMoney(minor, holiday.currency)
  const titleId = `holiday-${holiday.bookingReference}`
  return (
    <li className="holiday-card" data-testid="holiday-card" data-reference={holiday.bookingReference}>
      <article aria-labelledby={titleId}>
        <h3 id={titleId} className="holiday-card__title">
          {holiday.tourName}
        </h3>
        <dl className="holiday-card__facts">
          <div>
            <dt>Dates</dt>
            <dd>
              {formatDate(holiday.departureDate)} to {formatDate(holiday.returnDate)}
            </dd>
          </div>
          <div>
            <dt>Booking reference</dt>
            <dd>{holiday.bookingReference}</dd>
          </div>
          <div>
            <dt>Travellers</dt>
            <dd>{holiday.travellers}</dd>
          </div>
          <div>
            <dt>Balance</dt>
            <dd data-testid="holiday-balance">
              {money(holiday.balance)}
              {holiday.balance > 0 && holiday.balanceDueDate ? `, due by ${formatDate(holiday.balanceDueDate)}` : null}
            </dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <span className={`holiday-status holiday-status--${holiday.status.toLowerCase().replace(/ /g, '-')}`}>
                {holiday.status}
              </span>
            </dd>
          </div>
        </dl>
        <a className="button button--primary account-button" href={accountBookingPath(holiday.bookingReference)}>
          View booking<span className="visually-hidden"> {holiday.bookingReference}</span>
        </a>
      </article>
    </li>
  )
}

export function BookingsGrid({
  holidays,
  noBookings,
}: {
  holidays: AccountHoliday[]
  noBookings: AccountText<{ noBookingsHtml?: string; exploreLink?: { url: string; name: string } }>
}) {
  return (
    <section className="account-bookings" aria-labelledby="account-bookings-title">
      <h2 id="account-bookings-title">Your holidays</h2>
      {holidays.length === 0 ? (
        <div className="account-bookings__empty" data-testid="no-bookings">
          <ContentHtml
            html={noBookings.data.noBookingsHtml ?? '<p>We cannot find any bookings for your account.</p>'}
            className="account-bookings__empty-text"
          />
          {noBookings.data.exploreLink ? (
            <a className="button button--secondary account-button" href={noBookings.data.exploreLink.url}>
              {noBookings.data.exploreLink.name}
            </a>
          ) : null}
        </div>
      ) : (
        <ul className="holiday-grid">
          {holidays.map((holiday) => (
            <HolidayCard key={holiday.bookingReference} holiday={holiday} />
          ))}
        </ul>
      )}
    </section>
  )
}
