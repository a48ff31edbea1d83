/*
 * The wishlist alerts' unsubscribe page (issue 27; ADR 0056): every alert's link opens it. One button stops that
 * holiday's alerts, another every saved holiday's; a form post, so a mail scanner that fetches the link stops
 * nothing. The route checks the form's CSRF field against the page's token.
 */

export const UNSUBSCRIBE_CSRF_FIELD = 'csrfToken'
export const UNSUBSCRIBE_SCOPE_FIELD = 'scope'

export interface UnsubscribeView {
  tourName: string
  alertsOn: boolean
  otherAlerts: number
  /** What the customer just did, if anything. */
  done: 'tour' | 'all' | null
}

export function WishlistUnsubscribePage({ view, csrfToken }: { view: UnsubscribeView; csrfToken: string }) {
  const stopped = view.done !== null || (!view.alertsOn && view.otherAlerts === 0)
  return (
    <div className="container">
      <section className="wishlist-unsubscribe" aria-labelledby="wishlist-unsubscribe-title">
        <h1 id="wishlist-unsubscribe-title">Wishlist alerts</h1>
        {view.done === 'all' || (stopped && view.done === null) ? (
          <p role="status">Your wishlist alerts are off. We will not e-mail you about your saved holidays.</p>
        ) : view.done === 'tour' ? (
          <p role="status">Alerts for {view.tourName} are off. We will not e-mail you about it again.</p>
        ) : (
          <p>
            {view.alertsOn
              ? `You get an e-mail when a departure of ${view.tourName} drops in price or has few places left.`
              : `Alerts for ${view.tourName} are off.`}
          </p>
        )}
        {view.done !== 'all' && (view.alertsOn || view.otherAlerts > 0) ? (
          <form method="post" className="wishlist-unsubscribe__actions">
            <input type="hidden" name={UNSUBSCRIBE_CSRF_FIELD} value={csrfToken} />
            {view.alertsOn ? (
              <button type="submit" name={UNSUBSCRIBE_SCOPE_FIELD} value="tour" className="button button--primary">
                Stop alerts for {view.tourName}
              </button>
            ) : null}
            <button type="submit" name={UNSUBSCRIBE_SCOPE_FIELD} value="all" className="button button--secondary">
              Stop all my wishlist alerts
            </button>
          </form>
        ) : null}
        <p>
          <a href="/wishlist">Your wishlist</a>
        </p>
      </section>
    </div>
  )
}
