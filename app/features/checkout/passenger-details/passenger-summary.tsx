import type { ReactNode } from 'react'
import { countryDisplayName, type AddressFormValues } from '../../address/index'
import { MONTHS_SHORT } from '../../../lib/dates'
import type { CheckoutVisa } from '../contract/index.rules'
import { visaField, type PassengerFormValues } from './passenger-details-form'

/*
 * A saved passenger's summary view (checkout §2 step 5, §4): what was entered, read back, with Edit to return to the
 * edit view. Lead-only parts (contact, billing address, marketing) only for the lead.
 */

function dateOfBirthText(values: PassengerFormValues): string {
  const month = MONTHS_SHORT[Number(values.monthOfBirth) - 1]
  return month ? `${values.dayOfBirth} ${month} ${values.yearOfBirth}` : ''
}

function yesNoText(answer: string, details: string): string {
  return answer === 'yes' ? `Yes: ${details.trim()}` : 'No'
}

export function passengerDisplayName(
  values: Pick<PassengerFormValues, 'title' | 'firstName' | 'otherNames' | 'lastName'>,
) {
  return [values.title, values.firstName, values.otherNames, values.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')
}

/** The billing address as read back: the country by name ('United Kingdom', not the form's 'GB'). */
export function addressLines(address: AddressFormValues): string[] {
  return [
    address.addressLine1,
    address.addressLine2,
    address.town,
    address.county,
    address.postCode,
    countryDisplayName(address.country),
  ]
    .map((line) => line.trim())
    .filter(Boolean)
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="passenger-summary__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

export function PassengerSummary({
  values,
  address,
  lead,
  visas,
  label,
  busy,
  onEdit,
}: {
  values: PassengerFormValues
  address: AddressFormValues | null
  lead: boolean
  visas: readonly CheckoutVisa[]
  /** 'Passenger 2', for the Edit button's accessible name. */
  label: string
  busy: boolean
  onEdit: () => void
}) {
  return (
    <div className="passenger-summary">
      <dl className="passenger-summary__list">
        <Row term="Name">{passengerDisplayName(values)}</Row>
        <Row term="Date of birth">{dateOfBirthText(values)}</Row>
        <Row term="Sex">{values.sex}</Row>
        <Row term="Mobility limitations or medical conditions">
          {yesNoText(values.mobilityLimitations, values.mobilityDetails)}
        </Row>
        <Row term="Dietary requirements">{yesNoText(values.dietaryRequests, values.dietaryRequirements)}</Row>
        {visas.map((visa) => (
          <Row key={visa.id} term={visa.name}>
            {String(values[visaField(visa.id)] ?? '')}
          </Row>
        ))}
        {lead ? (
          <>
            <Row term="Email">{values.email}</Row>
            <Row term="Mobile phone">{values.mobilePhone}</Row>
            <Row term="Home phone">{values.homePhone}</Row>
            {address ? (
              <Row term="Billing address">
                {addressLines(address).map((line, index) => (
                  <span key={index} className="passenger-summary__line">
                    {line}
                  </span>
                ))}
              </Row>
            ) : null}
            <Row term="Marketing">
              {`E-mail: ${values.marketingEmail ? 'Yes' : 'No'}; Post: ${values.marketingMail ? 'Yes' : 'No'}`}
            </Row>
          </>
        ) : null}
      </dl>
      <button
        type="button"
        className="button button--secondary passenger-summary__edit"
        onClick={onEdit}
        disabled={busy}
      >
        Edit<span className="visually-hidden"> {label}</span>
      </button>
    </div>
  )
}
