import { useEffect, useRef, type ReactNode } from 'react'
import { NavLink, useLocation } from 'react-router'
import { formatDate } from '../../lib/dates'
import { ACCOUNT_BOOKING_SECTIONS, MY_BOOKINGS_PAGE, accountBookingPath, type AccountBooking } from './account-contract'
import type { AccountTexts } from './account-texts'
import { SECTION_LABELS } from './account-texts'
import { SECTION_HEADING_ID } from './account-ui'

/*
 * One booking in the account area (issue 12; checkout §2 "/my-bookings/:id"): the booking's header (tour, reference,
 * dates, status), the section nav (the current section marked with aria-current="page") and the section itself.
 * When the customer moves to another section, focus goes to that section's heading so a screen reader and a
 * keyboard user start where the new content starts.
 */

/** What the layout hands its sections (useOutletContext). */
export interface AccountBookingOutlet {
  booking: AccountBooking
  texts: AccountTexts
}

export function AccountBookingLayout({ booking, children }: { booking: AccountBooking; children: ReactNode }) {
  const location = useLocation()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    document.getElementById(SECTION_HEADING_ID)?.focus()
  }, [location.pathname])

  return (
    <div className="account-booking" data-testid="account-booking">
      <p className="account-booking__back">
        <a href={MY_BOOKINGS_PAGE}>Back to My bookings</a>
      </p>
      <header className="account-booking__header">
        <h1 className="account-booking__title">{booking.tourName}</h1>
        <dl className="account-booking__facts">
          <div>
            <dt>Booking reference</dt>
            <dd data-testid="account-booking-reference">{booking.bookingReference}</dd>
          </div>
          <div>
            <dt>Dates</dt>
            <dd>
              {formatDate(booking.departure.date)} to {formatDate(booking.departure.endDate)}
            </dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{booking.status}</dd>
          </div>
        </dl>
      </header>
      <nav className="account-nav" aria-label="Booking sections">
        <ul className="account-nav__list">
          {ACCOUNT_BOOKING_SECTIONS.map((section) => (
            <li key={section}>
              <NavLink
                to={accountBookingPath(booking.bookingReference, section)}
                end
                className={({ isActive }) => `account-nav__link${isActive ? ' account-nav__link--current' : ''}`}
              >
                {SECTION_LABELS[section]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account-section">{children}</div>
    </div>
  )
}
