import { useId, type Ref } from 'react'
import { CheckboxField } from '../../../components/form/fields'
import type { Excursion } from '../../departures/index'
import { type QuotePassenger, fullName } from '../contract/index.rules'
import { StepActions, StepIntro } from '../flow/index'
import type { CheckoutTexts } from '../flow/index.rules'

/**
 * Checkout step 4 (checkout §2, §4): each excursion of the tour with every traveller on the quote as a checkbox by
 * full name; the skip button (text from page data), Back (which resets the excursions) and Continue (which sets
 * them). The page skips this step by itself when the tour has no excursions.
 */
export function ExcursionsStep({
  excursions,
  passengers,
  choices,
  text,
  headingRef,
  busy,
  onToggle,
  onSkip,
  onBack,
  onContinue,
}: {
  excursions: readonly Excursion[] | null
  passengers: readonly QuotePassenger[]
  choices: Readonly<Record<string, readonly number[]>>
  text: CheckoutTexts['excursions']
  headingRef: Ref<HTMLHeadingElement>
  busy: boolean
  onToggle: (code: string, passengerId: number, selected: boolean) => void
  onSkip: () => void
  onBack: () => void
  onContinue: () => void
}) {
  const id = useId()
  return (
    <section className="checkout-step checkout-step--excursions" aria-labelledby="checkout-step-excursions">
      <StepIntro id="checkout-step-excursions" text={text} headingRef={headingRef} />
      {excursions ? (
        <ul className="checkout-excursions" role="list">
          {excursions.map((excursion) => {
            const chosen = choices[excursion.code] ?? []
            return (
              <li key={excursion.code} className="checkout-card checkout-excursion">
                {excursion.imageUrl ? (
                  <img
                    className="checkout-card__image"
                    src={excursion.imageUrl}
                    alt=""
                    width={320}
                    height={200}
                    loading="lazy"
                  />
                ) : null}
                <div className="checkout-card__body">
                  <h3 className="checkout-card__title" id={`${id}-${excursion.code}`}>
                    {excursion.name}
                  </h3>
                  <p className="checkout-card__price">
                    <strong>{excursion.priceFormatted}</strong> per person
                    {excursion.dayNumber ? (
                      <span className="checkout-card__meta"> · Day {excursion.dayNumber}</span>
                    ) : null}
                  </p>
                  <p className="checkout-card__text">{excursion.description}</p>
                  <fieldset className="checkout-excursion__travellers">
                    <legend className="field__label">
                      Who would like to go?<span className="visually-hidden"> {excursion.name}</span>
                    </legend>
                    {passengers.map((passenger) => {
                      const checkboxId = `${id}-${excursion.code}-${passenger.passengerId}`
                      const selected = chosen.includes(passenger.passengerId)
                      return (
                        <CheckboxField
                          key={passenger.passengerId}
                          field={{
                            id: checkboxId,
                            name: `excursion-${excursion.code}`,
                            value: selected,
                            error: null,
                            required: false,
                            errorId: `${checkboxId}-error`,
                            hintId: `${checkboxId}-hint`,
                            setValue: (value) => onToggle(excursion.code, passenger.passengerId, value),
                            blur: () => undefined,
                          }}
                          label={fullName(passenger)}
                        />
                      )
                    })}
                  </fieldset>
                </div>
              </li>
            )
          })}
        </ul>
      ) : null}
      <StepActions>
        <button type="button" className="button button--secondary" disabled={busy} onClick={onBack}>
          Back
        </button>
        <button type="button" className="button button--secondary" disabled={busy || !excursions} onClick={onSkip}>
          {text.skipButtonText}
        </button>
        <button type="button" className="button button--primary" disabled={busy || !excursions} onClick={onContinue}>
          Continue
        </button>
      </StepActions>
    </section>
  )
}
