import { Link } from 'react-router'
import { day, money } from '../../shell'
import { BOOKING_STATUS_LABELS, BOOKING_TYPE_LABELS } from '../booking-labels'
import { balanceInWords } from '../booking-money-panel'
import type { BookingPageData } from '../bookings-pages.server'

/* A booking's header: where it sits, its money at a glance, the trip, the rooms and extras it bought. */

export function BookingSummary({ page }: { page: BookingPageData }) {
  const { booking } = page
  const brandQuery = `?brand=${encodeURIComponent(page.brandId)}`
  const cancelled = booking.status === 'cancelled'
  return (
    <>
      <dl className="admin-figures">
        <div className="admin-figure">
          <dt>Status</dt>
          <dd data-testid="booking-status">
            {BOOKING_STATUS_LABELS[booking.status] ?? booking.status}
            {cancelled ? '' : `, ${BOOKING_TYPE_LABELS[booking.type] ?? booking.type}`}
          </dd>
        </div>
        <div className="admin-figure">
          <dt>Total</dt>
          <dd>{money(booking.totalMinor, booking.currency)}</dd>
        </div>
        <div className="admin-figure">
          <dt>Paid</dt>
          <dd data-testid="booking-paid">{money(booking.amountPaidMinor, booking.currency)}</dd>
        </div>
        <div className="admin-figure">
          <dt>Balance</dt>
          <dd data-testid="booking-balance">{balanceInWords(booking)}</dd>
        </div>
        <div className="admin-figure">
          <dt>Source</dt>
          <dd data-testid="booking-source">
            {booking.source === 'phone' ? `Phone — ${booking.agentName ?? 'a former member of staff'}` : 'Web'}
          </dd>
        </div>
      </dl>
      <p>
        {booking.tourName} ({booking.tourCode}), departure{' '}
        <Link to={`/admin/departures/${booking.departureId}${brandQuery}`}>{booking.departureCode}</Link>:{' '}
        {day(booking.departureDate)} to {day(booking.endDate)}. Booked {day(booking.createdAt)}.
        {page.canExport ? (
          <>
            {' '}
            <a href={`/admin/exports/manifest${brandQuery}&departureId=${booking.departureId}`} download>
              Download this departure&rsquo;s manifest (CSV)
            </a>
          </>
        ) : null}
      </p>
    </>
  )
}

export function BookingRoomsAndExtras({ page }: { page: BookingPageData }) {
  const { booking } = page
  return (
    <>
      <h2 id="booking-rooms">Rooms and extras</h2>
      <ul aria-labelledby="booking-rooms">
        {booking.rooms.map((room, index) => (
          <li key={`room-${index}`}>
            {room.name} for {room.occupancy}: {money(room.pricePerPersonMinor, booking.currency)} per person
            {room.supplementMinor ? ` + ${money(room.supplementMinor, booking.currency)} supplement` : ''}
          </li>
        ))}
        {booking.extras.map((extra, index) => (
          <li key={`extra-${index}`}>
            {extra.kind}: {extra.name}, {money(extra.amountMinor, booking.currency)}
          </li>
        ))}
      </ul>
    </>
  )
}

/** Back to the list, in the same brand. */
export function BookingBackLink({ brandId }: { brandId: string }) {
  return (
    <p>
      <Link to={`/admin/bookings?brand=${encodeURIComponent(brandId)}`}>All bookings</Link>
    </p>
  )
}
