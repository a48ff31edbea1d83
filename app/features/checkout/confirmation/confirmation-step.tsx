import type { Ref } from 'react'
import { formatDate } from '../../../lib/dates'
import { formatMoney } from '../../../lib/money'
import { bookingConfirmationPdfUrl, type BookingDetails } from '../contract/index.rules'
import type { BookingConfirmationText } from '../flow/index.rules'
import { passengerOrdinalLabel, type BookingConfirmation } from '../payment/index.rules'

/** 'YYYY-MM-DD' as the site writes dates; anything else as it came. */
function dateText(iso: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? formatDate(iso) : iso
}

/** The variant for the booking type (checkout §2 step 8), else the first one page data has. */
export function confirmationVariant(
  variants: readonly BookingConfirmationText[],
  type: BookingDetails['type'] | null,
): BookingConfirmationText | null {
  return variants.find((variant) => variant.type === type) ?? null
}

/**
 * Checkout step 8, the confirmation (checkout §2, §3 Booking): 'Your booking reference is: {reference}', the
 * confirmation variant of the booking type (description, next steps and their link), the summary '{tour name} -
 * Summary' with every section, and the PDF of the confirmation.
 */
export function ConfirmationStep({
  confirmation,
  variants,
  tourName,
  cancellationTerms,
  headingRef,
}: {
  confirmation: BookingConfirmation
  variants: readonly BookingConfirmationText[]
  tourName: string
  /** The brand's cancellation policy in customer words (issue 25), one sentence per band. */
  cancellationTerms: readonly string[]
  headingRef: Ref<HTMLHeadingElement>
}) {
  const details = confirmation.bookingDetails
  const variant = confirmationVariant(variants, details?.type ?? null)
  return (
    <section className="checkout-step checkout-step--confirmation" aria-labelledby="checkout-step-confirmation">
      <div className="checkout-step__intro">
        <h2 id="checkout-step-confirmation" className="checkout-step__title" tabIndex={-1} ref={headingRef}>
          Your booking reference is: <span data-testid="booking-reference">{confirmation.bookingReference}</span>
        </h2>
        {variant ? (
          <>
            <p className="confirmation__status">{variant.title}</p>
            {variant.descriptionHtml ? (
              <div
                className="checkout-step__description"
                dangerouslySetInnerHTML={{ __html: variant.descriptionHtml }}
              />
            ) : null}
          </>
        ) : null}
      </div>
      {variant && (variant.nextStepsTitle || variant.nextStepsDescriptionHtml) ? (
        <section className="checkout-card confirmation__next" aria-labelledby="confirmation-next-steps">
          <h3 id="confirmation-next-steps" className="checkout-card__title">
            {variant.nextStepsTitle ?? 'Next steps'}
          </h3>
          {variant.nextStepsDescriptionHtml ? (
            <div dangerouslySetInnerHTML={{ __html: variant.nextStepsDescriptionHtml }} />
          ) : null}
          {variant.nextStepsLink ? (
            <p>
              <a href={variant.nextStepsLink.url} className="button button--secondary">
                {variant.nextStepsLink.name}
              </a>
            </p>
          ) : null}
        </section>
      ) : null}
      {details ? <BookingSummary details={details} tourName={details.tourName || tourName} /> : null}
      {cancellationTerms.length ? (
        <section className="checkout-card confirmation__terms" aria-labelledby="confirmation-cancellation">
          <h3 id="confirmation-cancellation" className="checkout-card__title">
            If you cancel
          </h3>
          <ul data-testid="cancellation-terms">
            {cancellationTerms.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="confirmation__pdf">
        <a href={bookingConfirmationPdfUrl(confirmation.bookingReference)} download>
          Download your booking confirmation (PDF)
        </a>
      </p>
    </section>
  )
}

function BookingSummary({ details, tourName }: { details: BookingDetails; tourName: string }) {
  const money = (minor: number) => formatMoney(minor, details.currency)
  const lines = (items: ReadonlyArray<{ name: string; passengerCount: number; price: number }>) => (
    <ul role="list" className="confirmation__lines">
      {items.map((item, index) => (
        <li key={`${item.name}-${index}`}>
          <span>
            {item.passengerCount} × {item.name}
          </span>{' '}
          <span className="confirmation__price">{money(item.price * item.passengerCount)}</span>
        </li>
      ))}
    </ul>
  )
  return (
    <section
      className="checkout-card confirmation__summary"
      aria-labelledby="confirmation-summary-title"
      data-testid="booking-summary"
    >
      <h3 id="confirmation-summary-title" className="checkout-card__title">
        {tourName} - Summary
      </h3>
      {details.flights.map((flight, index) => (
        <section
          key={`${flight.carrierCode}-${index}`}
          className="confirmation__section"
          aria-labelledby={`confirmation-flight-${index}`}
        >
          <h4 id={`confirmation-flight-${index}`}>Flight</h4>
          <dl className="confirmation__facts">
            <div>
              <dt>Airline</dt>
              <dd>
                {flight.airline} ({flight.carrierCode})
              </dd>
            </div>
            <div>
              <dt>Departs</dt>
              <dd>
                {flight.departureAirport}, {dateText(flight.departureDate)} {flight.departureTime}
              </dd>
            </div>
            <div>
              <dt>Arrives</dt>
              <dd>
                {flight.arrivalAirport}, {dateText(flight.arrivalDate)} {flight.arrivalTime}
              </dd>
            </div>
          </dl>
        </section>
      ))}
      {details.startingLocation ? (
        <section className="confirmation__section" aria-labelledby="confirmation-start">
          <h4 id="confirmation-start">Starting location</h4>
          <p>
            {dateText(details.startingLocation.date)}, {details.startingLocation.location}
          </p>
        </section>
      ) : null}
      {details.finalLocation ? (
        <section className="confirmation__section" aria-labelledby="confirmation-final">
          <h4 id="confirmation-final">Final location</h4>
          <p>
            {dateText(details.finalLocation.date)}, {details.finalLocation.location}
          </p>
        </section>
      ) : null}
      <section className="confirmation__section" aria-labelledby="confirmation-passengers">
        <h4 id="confirmation-passengers">Passenger Names</h4>
        <dl className="confirmation__facts">
          {details.passengers.map((passenger, index) => (
            <div key={`${passenger.firstName}-${passenger.lastName}-${index}`}>
              <dt>{passengerOrdinalLabel(index)}</dt>
              <dd>{[passenger.title, passenger.firstName, passenger.lastName].filter(Boolean).join(' ')}</dd>
            </div>
          ))}
        </dl>
      </section>
      {details.excursions.length ? (
        <section className="confirmation__section" aria-labelledby="confirmation-excursions">
          <h4 id="confirmation-excursions">Excursions</h4>
          {lines(details.excursions)}
        </section>
      ) : null}
      {details.visas.length ? (
        <section className="confirmation__section" aria-labelledby="confirmation-visas">
          <h4 id="confirmation-visas">Visas</h4>
          {lines(details.visas)}
        </section>
      ) : null}
      <section className="confirmation__section" aria-labelledby="confirmation-payment">
        <h4 id="confirmation-payment">Payment and Balance</h4>
        <dl className="confirmation__facts">
          <div>
            <dt>Total Price</dt>
            <dd data-testid="booking-total">{money(details.total)}</dd>
          </div>
          <div>
            <dt>Amount paid</dt>
            <dd data-testid="booking-amount-paid">{money(details.amountPaid)}</dd>
          </div>
          <div>
            <dt>Balance to pay</dt>
            <dd data-testid="booking-balance">
              {money(details.balanceToPay)}
              {details.balanceToPay > 0 && details.balanceDueDate ? ` by ${dateText(details.balanceDueDate)}` : null}
            </dd>
          </div>
        </dl>
      </section>
      {details.donations.length ? (
        <section className="confirmation__section" aria-labelledby="confirmation-donations">
          <h4 id="confirmation-donations">Thank you</h4>
          {lines(details.donations)}
        </section>
      ) : null}
    </section>
  )
}
