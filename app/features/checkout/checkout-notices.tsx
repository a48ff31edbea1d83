import { formatMoney } from '../../lib/money'
import type { CheckoutPageData } from './flow/index.rules'

/*
 * What the checkout tells a traveller before the steps (issue 27): a saved checkout opened again (ADR 0055) — the
 * choices are back, and whether the price changed (the spec's subtotal-mismatch notice with it) or the places are
 * gone (choose again); a waitlist offer — until when the places are held for them. Each notice says what it is in
 * words (its heading), not by colour alone, and is a status message for screen readers.
 */
export function CheckoutNotices({ data }: { data: CheckoutPageData }) {
  const { restored, heldUntil } = data
  if (!restored && !heldUntil) return null
  const currency = data.departure.currency
  const travellers = restored?.rooms.reduce((sum, room) => sum + room.passengers.length, 0) ?? 0
  return (
    <div className="checkout-notices">
      {heldUntil ? (
        <section className="checkout-notice" role="status" aria-labelledby="checkout-held-title">
          <h2 id="checkout-held-title" className="checkout-notice__title">
            Places held for you
          </h2>
          <p>
            Your waitlist places are held for you until <strong>{heldUntil}</strong>. Book before then: after that they
            go to the next person on the waitlist.
          </p>
        </section>
      ) : null}
      {restored ? (
        <section
          className="checkout-notice"
          data-tone={restored.placesHeld && restored.previousSubtotal === null ? undefined : 'warning'}
          role="status"
          aria-labelledby="checkout-restored-title"
        >
          <h2 id="checkout-restored-title" className="checkout-notice__title">
            Your saved booking
          </h2>
          {restored.placesHeld ? (
            <p>
              We have brought back your choices: {travellers === 1 ? '1 traveller' : `${travellers} travellers`} in{' '}
              {restored.rooms.length === 1 ? '1 room' : `${restored.rooms.length} rooms`}. Your places are held again
              while you book.
            </p>
          ) : (
            <p>
              <strong>Sorry, the rooms you chose are no longer available on this departure.</strong> Please choose again
              below, pick another date on the <a href={data.tour.path}>{data.tour.name} page</a>, or call us on{' '}
              {data.brand.phone}.
            </p>
          )}
          {restored.previousSubtotal !== null ? (
            <>
              <p>
                <strong>The price has changed</strong> since you saved it: it was{' '}
                {formatMoney(restored.previousSubtotal, currency)} and is now {formatMoney(restored.subtotal, currency)}
                . The checkout shows today&apos;s prices.
              </p>
              {data.texts.priceBreakdown.subtotalMismatchHtml ? (
                <div
                  className="checkout-notice__mismatch"
                  dangerouslySetInnerHTML={{ __html: data.texts.priceBreakdown.subtotalMismatchHtml }}
                />
              ) : null}
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  )
}
