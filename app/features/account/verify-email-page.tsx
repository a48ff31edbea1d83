import { MY_BOOKINGS_PAGE } from './account-contract'
import type { AccountTexts } from './account-texts'
import { ContentHtml } from './account-ui'

/*
 * The verification link's page (issue 12; ADR 0027): the link proved the address — how many holidays booked with it
 * have joined the account, and the way to My bookings — or the link had expired or was used.
 */

export function VerifyEmailPage({
  outcome,
  text,
}: {
  outcome: { verified: true; claimedBookings: number } | { verified: false }
  text: AccountTexts['verifyEmail']
}) {
  return (
    <section className="account-verify form-card" aria-labelledby="verify-email-title" data-testid="verify-email">
      {outcome.verified ? (
        <>
          <h1 id="verify-email-title">Your e-mail address is confirmed</h1>
          <ContentHtml html={text.data.successHtml} className="account-verify__body" />
          <p data-testid="claimed-bookings">
            {outcome.claimedBookings === 0
              ? 'No holidays booked without logging in were found for this address.'
              : outcome.claimedBookings === 1
                ? 'We have added 1 holiday to your account.'
                : `We have added ${outcome.claimedBookings} holidays to your account.`}
          </p>
        </>
      ) : (
        <>
          <h1 id="verify-email-title">This link cannot be used</h1>
          <ContentHtml
            html={text.data.expiredHtml ?? '<p>This link has expired or has already been used.</p>'}
            className="account-verify__body"
          />
        </>
      )}
      <p>
        <a className="button button--primary account-button" href={MY_BOOKINGS_PAGE}>
          Go to My bookings
        </a>
      </p>
    </section>
  )
}
