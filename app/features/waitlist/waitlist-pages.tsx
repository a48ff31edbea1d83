import type { ReactNode } from 'react'

/** The leave form's CSRF field: the page's token (server/csrf.ts's double submit), checked by the route's action. */
export const WAITLIST_CSRF_FIELD = 'csrfToken'

/*
 * The waitlist's own pages (issue 27): the leave link's page, with its one button, and the message an offer link
 * that no longer opens anything shows.
 */

export function WaitlistMessagePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container">
      <section className="waitlist-leave" aria-labelledby="waitlist-page-title">
        <h1 id="waitlist-page-title">{title}</h1>
        {children}
      </section>
    </div>
  )
}

export function WaitlistLeavePage({
  entry,
  csrfToken,
}: {
  entry: { tourName: string; departureDate: string; travellers: number; state: string; left: boolean }
  csrfToken: string
}) {
  const onList = entry.state === 'waiting' || entry.state === 'offered'
  if (entry.left || !onList) {
    return (
      <WaitlistMessagePage title="You have left the waitlist">
        <p role="status">
          You are no longer on the waitlist for {entry.tourName}, departing {entry.departureDate}. We will not e-mail
          you about it again.
        </p>
        <p>
          <a href="/">Back to the home page</a>
        </p>
      </WaitlistMessagePage>
    )
  }
  return (
    <WaitlistMessagePage title="Leave the waitlist">
      <p>
        You are on the waitlist for {entry.tourName}, departing {entry.departureDate}, for{' '}
        {entry.travellers === 1 ? '1 traveller' : `${entry.travellers} travellers`}.
        {entry.state === 'offered' ? ' Places are held for you now: leaving gives them to the next person.' : ''}
      </p>
      <form method="post">
        <input type="hidden" name={WAITLIST_CSRF_FIELD} value={csrfToken} />
        <button type="submit" className="button button--primary">
          Leave the waitlist
        </button>
      </form>
    </WaitlistMessagePage>
  )
}
