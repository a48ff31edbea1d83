import type { Ref } from 'react'
import type { DepartureAddOn } from '../../departures/index'
import { StepActions, StepIntro } from '../flow/index'
import type { CheckoutTexts } from '../flow/index.rules'

/**
 * Checkout step 1 (checkout §2; discovery §4 'Book extension'): the extensions offered with this departure, each
 * with 'Book extension'; a skip button (text from page data) and Back to the previous browser page.
 */
export function AddOnsStep({
  addOns,
  text,
  headingRef,
  busy,
  onBook,
  onSkip,
  onBack,
}: {
  addOns: readonly DepartureAddOn[]
  text: CheckoutTexts['addons']
  headingRef: Ref<HTMLHeadingElement>
  busy: boolean
  onBook: (addOn: DepartureAddOn) => void
  onSkip: () => void
  onBack: () => void
}) {
  return (
    <section className="checkout-step checkout-step--addons" aria-labelledby="checkout-step-addons">
      <StepIntro id="checkout-step-addons" text={text} headingRef={headingRef} />
      <ul className="checkout-addons" role="list">
        {addOns.map((addOn) => (
          <li key={addOn.departureId} className="checkout-card checkout-addon">
            {addOn.imageUrl ? (
              <img
                className="checkout-card__image"
                src={addOn.imageUrl}
                alt=""
                width={320}
                height={200}
                loading="lazy"
              />
            ) : null}
            <div className="checkout-card__body">
              <h3 className="checkout-card__title">{addOn.name}</h3>
              <p className="checkout-card__meta">
                From {addOn.date} · {addOn.durationDays} {addOn.durationDays === 1 ? 'day' : 'days'}
              </p>
              <p className="checkout-card__text">{addOn.description}</p>
              <p className="checkout-card__price">
                <strong>{addOn.priceFormatted}</strong> per person
              </p>
              <button type="button" className="button button--accent" disabled={busy} onClick={() => onBook(addOn)}>
                Book extension<span className="visually-hidden">: {addOn.name}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      <StepActions>
        <button type="button" className="button button--secondary" onClick={onBack}>
          Back
        </button>
        <button type="button" className="button button--primary" disabled={busy} onClick={onSkip}>
          {text.skipButtonText}
        </button>
      </StepActions>
    </section>
  )
}
