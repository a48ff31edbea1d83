/*
 * My bookings' unfinished checkouts (issue 27; ADR 0055): a signed-in customer's saved checkouts, each with its
 * hold's time left or "Places no longer held", and "Continue booking", which restores it in this browser
 * (/checkout/resume?quote=). Laid out like the holiday cards beside it (the account stylesheet's classes).
 */

export interface ContinueBookingItem {
  quoteId: number
  tourName: string
  /** '3rd Jun 2027'. */
  departureDate: string
  travellers: number
  /** 'Places held for 25 minutes more' or 'Places no longer held'. */
  holdText: string
  href: string
}

export function ContinueBooking({ checkouts }: { checkouts: readonly ContinueBookingItem[] }) {
  if (checkouts.length === 0) return null
  return (
    <section
      className="account-bookings"
      aria-labelledby="unfinished-checkouts-title"
      data-testid="unfinished-checkouts"
    >
      <h2 id="unfinished-checkouts-title">Bookings you have not finished</h2>
      <ul className="holiday-grid">
        {checkouts.map((checkout) => {
          const titleId = `unfinished-checkout-${checkout.quoteId}`
          return (
            <li key={checkout.quoteId} className="holiday-card" data-testid="unfinished-checkout">
              <article aria-labelledby={titleId}>
                <h3 id={titleId} className="holiday-card__title">
                  {checkout.tourName}
                </h3>
                <dl className="holiday-card__facts">
                  <div>
                    <dt>Departs</dt>
                    <dd>{checkout.departureDate}</dd>
                  </div>
                  <div>
                    <dt>Travellers</dt>
                    <dd>{checkout.travellers}</dd>
                  </div>
                  <div>
                    <dt>Status</dt>
                    <dd data-testid="unfinished-checkout-hold">{checkout.holdText}</dd>
                  </div>
                </dl>
                <a className="button button--primary account-button" href={checkout.href}>
                  Continue booking<span className="visually-hidden"> {checkout.tourName}</span>
                </a>
              </article>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
