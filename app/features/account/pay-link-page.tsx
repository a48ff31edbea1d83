import { Link } from 'react-router'
import { formatDate } from '../../lib/dates'
import { AccountPaymentSection } from './account-payment-section'
import type { AccountTexts } from './account-texts'
import type { PayLinkPageData } from './pay-link-page.server'

/*
 * A guest's pay link page (issue 27): the booking it pays, the balance and the payment form — nothing else of the
 * booking (the link is no sign-in). Spent and unusable links say what to do instead.
 */

export function PayLinkPage({
  page,
  text,
  phone,
}: {
  page: PayLinkPageData
  text: AccountTexts['payment']
  phone: string
}) {
  return (
    <section className="account-section pay-link" aria-labelledby="pay-link-title">
      <h1 id="pay-link-title" className="account-page__title">
        Pay your balance
      </h1>
      {page.state === 'open' ? (
        <>
          <p className="pay-link__booking" data-testid="pay-link-booking">
            Booking {page.bookingReference}: {page.tourName}, departing {formatDate(page.departureDate)}.
          </p>
          <p className="pay-link__note">
            This secure link lets you pay this booking’s balance by card. It works for one payment, until{' '}
            {formatDate(page.lastDay)}.
          </p>
          <AccountPaymentSection
            booking={{ bookingReference: page.bookingReference }}
            payments={page.payments}
            text={text}
            oneTimeLink
          />
          <p className="pay-link__note">
            Have an account with this e-mail address? <Link to="/my-bookings">Sign in to My bookings</Link> to see your
            whole booking.
          </p>
        </>
      ) : page.state === 'used' ? (
        <p className="account-card" data-testid="pay-link-used">
          A payment has already been made with this link for booking {page.bookingReference}. Thank you. To pay more,
          use the link in your next reminder, sign in to My bookings, or call us on {phone}.
        </p>
      ) : (
        <p className="account-card" data-testid="pay-link-invalid">
          This payment link has expired or cannot be used. Please sign in to My bookings, or call us on {phone} and we
          will help you pay.
        </p>
      )}
    </section>
  )
}
