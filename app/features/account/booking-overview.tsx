import { useEffect, useState } from 'react'
import { createApiClient } from '../../lib/api-client'
import { formatDate, formatTime } from '../../lib/dates'
import { formatMoney, formatSignedMoney } from '../../lib/money'
import { departureLegsUrl, type DepartureLegsResponse } from '../departures/index.contract'
import type { AccountBooking, AccountBookingLine, AccountStatementEntry, PaymentsAnswer } from './account-contract'
import type { AccountTexts } from './account-texts'
import { ContentHtml, SectionHeading } from './account-ui'

/*
 * The booking overview (issue 12; checkout §3 account booking): departure details (flights, or the no-flight
 * pick-up and return entries), rooms, passengers, excursions, visas, donations, the subtotal, the payments made and
 * the balance with its due date. The departure details come from the departures API in the browser; if that call
 * fails the block is simply left out (checkout §8 "flight details failure swallowed").
 */

const legsApi = createApiClient()

function useDepartureLegs(booking: AccountBooking): DepartureLegsResponse | null {
  const [legs, setLegs] = useState<DepartureLegsResponse | null>(null)
  const { departureId, filo, transportCode } = booking.departure
  useEffect(() => {
    let active = true
    legsApi.get<DepartureLegsResponse>(departureLegsUrl({ departureId, filo, transportCode })).then(
      (answer) => {
        if (active && answer && Array.isArray(answer.departureLegs)) setLegs(answer)
      },
      () => {
        // checkout §8: the flight details failure is swallowed; the section is omitted.
      },
    )
    return () => {
      active = false
    }
  }, [departureId, filo, transportCode])
  return legs
}

function Journey({ legs }: { legs: DepartureLegsResponse }) {
  const flights = legs.departureLegs.length + legs.returnLegs.length > 0
  const noFlights = legs.departureNoFlights.length + legs.returnNoFlights.length > 0
  if (!flights && !noFlights) return null
  return (
    <section className="account-card" aria-labelledby="overview-departure">
      <h3 id="overview-departure" className="account-card__title">
        Departure details
      </h3>
      {flights ? (
        <ul className="account-list" data-testid="overview-flights">
          {[...legs.departureLegs, ...legs.returnLegs].map((leg) => (
            <li key={`${leg.instanceCode}-${leg.departureTime.date}`}>
              {leg.flightCarrier.name} {leg.instanceCode}: {leg.departureAirport.name} to {leg.arrivalAirport.name},{' '}
              {formatDate(leg.departureTime.date.slice(0, 10))} at {formatTime(leg.departureTime.date)}
            </li>
          ))}
        </ul>
      ) : (
        <ul className="account-list" data-testid="overview-no-flights">
          {legs.departureNoFlights.map((entry) => (
            <li key={`out-${entry.location}-${entry.date}`}>
              Departs from {entry.location} on {entry.dateFormatted}
            </li>
          ))}
          {legs.returnNoFlights.map((entry) => (
            <li key={`back-${entry.location}-${entry.date}`}>
              Returns to {entry.location} on {entry.dateFormatted}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function Lines({
  id,
  title,
  lines,
  money,
}: {
  id: string
  title: string
  lines: AccountBookingLine[]
  money: (minor: number) => string
}) {
  if (lines.length === 0) return null
  return (
    <section className="account-card" aria-labelledby={id}>
      <h3 id={id} className="account-card__title">
        {title}
      </h3>
      <ul className="account-list">
        {lines.map((line, index) => (
          <li key={`${line.name}-${index}`}>
            {line.name}
            {line.passengerCount > 0 ? ` × ${line.passengerCount}` : null}: {money(line.price)}
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The customer's statement (issue 25): every charge, credit, payment and refund with the balance after it, in the
 * same order and figures as the operator's statement, so a phone call about money starts from the same page.
 */
function Statement({ entries, currency }: { entries: AccountStatementEntry[]; currency: AccountBooking['currency'] }) {
  if (entries.length === 0) return null
  const signed = (minor: number) => formatSignedMoney(minor, currency)
  return (
    <div className="account-table-scroll" role="region" aria-labelledby="overview-statement" tabIndex={0}>
      <table className="account-table account-statement" data-testid="overview-statement">
        <caption id="overview-statement" className="account-statement__caption">
          Your statement
        </caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Item</th>
            <th scope="col" className="account-table__number">
              Amount
            </th>
            <th scope="col" className="account-table__number">
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={index}>
              <td className="account-table__date">{formatDate(entry.date)}</td>
              <td>{entry.description}</td>
              <td className="account-table__number">{signed(entry.amount)}</td>
              <td className="account-table__number">{signed(entry.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function BookingOverview({
  booking,
  payments,
  text,
}: {
  booking: AccountBooking
  payments: PaymentsAnswer | null
  text: AccountTexts['overview']
}) {
  const legs = useDepartureLegs(booking)
  const money = (minor: number) => formatMoney(minor, booking.currency)
  const summary = payments?.summary ?? booking.payment
  return (
    <>
      <SectionHeading>{text.title ?? 'Booking overview'}</SectionHeading>
      <ContentHtml html={text.bodyHtml} />
      {legs ? <Journey legs={legs} /> : null}
      <section className="account-card" aria-labelledby="overview-rooms">
        <h3 id="overview-rooms" className="account-card__title">
          Rooms and passengers
        </h3>
        <ul className="account-list">
          {booking.rooms.map((room, index) => (
            <li key={`${room.name}-${index}`}>
              {room.name} for {room.occupancy}: {money(room.pricePerPerson)} per person
              {room.supplement > 0 ? ` plus ${money(room.supplement)} supplement` : null}
            </li>
          ))}
        </ul>
        <ul className="account-list" data-testid="overview-passengers">
          {booking.passengers.map((passenger) => (
            <li key={passenger.passengerId}>
              {[passenger.title, passenger.firstName, passenger.lastName].filter(Boolean).join(' ')}
              {passenger.lead ? ' (lead passenger)' : null}
            </li>
          ))}
        </ul>
      </section>
      <Lines id="overview-excursions" title="Excursions" lines={booking.excursions} money={money} />
      <Lines id="overview-visas" title="Visas" lines={booking.visas} money={money} />
      <Lines id="overview-donations" title="Donations" lines={booking.donations} money={money} />
      <section className="account-card" aria-labelledby="overview-payments">
        <h3 id="overview-payments" className="account-card__title">
          Payments and balance
        </h3>
        {payments && payments.payments.length > 0 ? (
          <table className="account-table">
            <caption className="visually-hidden">Payments made</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Type</th>
                <th scope="col">Card</th>
                <th scope="col" className="account-table__number">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.payments.map((payment) => (
                <tr key={payment.transactionId}>
                  <td>{formatDate(payment.date.slice(0, 10))}</td>
                  <td>{payment.paymentType}</td>
                  <td>
                    {[payment.cardType, payment.cardLast4 ? `ending ${payment.cardLast4}` : null]
                      .filter(Boolean)
                      .join(' ')}
                  </td>
                  <td className="account-table__number">{formatSignedMoney(payment.amount, booking.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>{text.data.noPaymentsText ?? 'No payments have been made yet.'}</p>
        )}
        <p className="account-money-status" data-testid="overview-money-status">
          {booking.moneyStatus}
          {booking.toRefund > 0 ? `: ${money(booking.toRefund)} to come back to you` : null}
        </p>
        <Statement entries={booking.statement} currency={booking.currency} />
        <dl className="account-totals">
          <div>
            <dt>Subtotal</dt>
            <dd data-testid="overview-subtotal">{money(booking.subtotal)}</dd>
          </div>
          <div>
            <dt>Paid so far</dt>
            <dd data-testid="overview-paid">{money(summary.amountPaid)}</dd>
          </div>
          <div>
            <dt>Balance</dt>
            <dd data-testid="overview-balance">
              {money(summary.balance)}
              {summary.balance > 0 && summary.balanceDueDate ? `, due by ${formatDate(summary.balanceDueDate)}` : null}
            </dd>
          </div>
        </dl>
      </section>
    </>
  )
}
