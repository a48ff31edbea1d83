import { useId } from 'react'
import { CheckboxField } from '../../../components/form/fields'
import type { BoundField } from '../../../components/form/use-form'
import { DONATION_ALLOCATION_PER_BOOKING } from '../../../lib/constants'
import type { CurrencyCode } from '../../../lib/money'
import { type Donation, fullName, fullNameKey, nameKey } from '../contract/index.rules'
import { type CheckoutStepText, donationPriceText } from '../flow/index.rules'
import type { RoomDraft } from '../travellers/index.rules'
import { donationImageSources } from './donation-image'

/** A checkbox bound to a plain value (the form kit's fields take a BoundField). */
function checkbox(id: string, value: boolean, setValue: (value: boolean) => void): BoundField<boolean> {
  return {
    id,
    name: id,
    value,
    error: null,
    required: false,
    errorId: `${id}-error`,
    hintId: `${id}-hint`,
    setValue,
    blur: () => undefined,
  }
}

/**
 * The travellers step's donation block (checkout §2 "extra configured sections: donations", §4, §9): a per-person
 * donation gives a checkbox per named traveller, ticked by default (unticked names are the non-donating
 * travellers); a per-booking donation gives one checkbox, ticked by default.
 */
export function DonationBlock({
  donation,
  rooms,
  nonDonating,
  donationForBooking,
  currency,
  text,
  onDonates,
  onDonationForBooking,
}: {
  donation: Donation
  rooms: readonly RoomDraft[]
  nonDonating: readonly string[]
  donationForBooking: boolean
  currency: CurrencyCode
  text: CheckoutStepText
  onDonates: (name: string, donates: boolean) => void
  onDonationForBooking: (value: boolean) => void
}) {
  const id = useId()
  const price = donationPriceText(donation, currency)
  const optedOut = new Set(nonDonating.map(fullNameKey))
  const named = rooms.flatMap((room) => room.passengers).filter((passenger) => nameKey(passenger) !== null)
  const perBooking = donation.allocationType === DONATION_ALLOCATION_PER_BOOKING

  return (
    <section className="checkout-card checkout-donation" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="checkout-card__title">
        {text.title}
      </h3>
      {text.descriptionHtml ? (
        <div className="checkout-donation__intro" dangerouslySetInnerHTML={{ __html: text.descriptionHtml }} />
      ) : null}
      <div className="checkout-donation__offer">
        {donation.imageUrl ? (
          <img
            className="checkout-donation__image"
            {...donationImageSources(donation.imageUrl)}
            alt=""
            width={96}
            height={96}
            loading="lazy"
          />
        ) : null}
        <div>
          <p className="checkout-donation__name">
            <strong>{donation.name}</strong> <span className="checkout-donation__price">({price})</span>
          </p>
          <p className="checkout-donation__description">{donation.description}</p>
        </div>
      </div>
      {perBooking ? (
        <CheckboxField
          field={checkbox(`${id}-booking`, donationForBooking, onDonationForBooking)}
          label={`Add ${price.replace(' per booking', '')} to my booking`}
        />
      ) : named.length ? (
        <fieldset className="checkout-donation__travellers">
          <legend className="field__label">Travellers donating {price}</legend>
          {named.map((passenger) => {
            const name = fullName(passenger)
            return (
              <CheckboxField
                key={passenger.key}
                field={checkbox(`${id}-${passenger.key}`, !optedOut.has(fullNameKey(name)), (donates) =>
                  onDonates(name, donates),
                )}
                label={name}
              />
            )
          })}
        </fieldset>
      ) : (
        <p className="checkout-note">Enter your travellers’ names above to choose who donates.</p>
      )}
    </section>
  )
}
