import { DEFAULT_COUNTRY, type AddressFormValues } from '../../address/index'
import { VISA_REQUIRED, NO_VISA_REQUIRED } from './passenger-details-rules'
import { DATE_OF_BIRTH_FIELDS, visaField, type PassengerFormValues, type YesNo } from './passenger-details-form'
import { sameName, type PassengerName } from '../contract/index.rules'

/*
 * The passenger cards in the browser's session storage (checkout §3): under 'passengerDetails', keyed by passenger
 * index, so a reload keeps what was typed. The §3 rules: a false dietary or mobility flag is removed (only a yes is
 * kept), a details text is kept only while its flag is true, and the date of birth only when day, month and year are
 * all present. The lead's billing address is kept with the lead.
 *
 * A reload makes a new quote (the travellers step posts the rooms again), so passenger ids change. An entry is tied
 * to its passenger by the name the travellers step gave (`quoteName`): it comes back only for the passenger at that
 * index with that name, so another party's details never fill someone else's card. Storage that refuses (private
 * modes, a full quota) is ignored: the page works without it.
 */

export const PASSENGER_DETAILS_STORAGE_KEY = 'passengerDetails'

export interface StoredAddress {
  addressLines: string[]
  town: string
  county: string
  country: string
  postCode: string
  addressVerified: boolean
}

export interface StoredPassenger {
  quoteName: PassengerName
  title?: string
  firstName?: string
  lastName?: string
  otherNames?: string
  dayOfBirth?: string
  monthOfBirth?: string
  yearOfBirth?: string
  sex?: string
  mobilityLimitations?: true
  mobilityDetails?: string
  dietaryRequests?: true
  dietaryRequirements?: string
  /** Visa id → 'Visa required' | 'No visa required'. */
  visaChoices?: Record<string, string>
  email?: string
  confirmEmail?: string
  mobilePhone?: string
  homePhone?: string
  termsAndConditions?: boolean
  marketingMail?: boolean
  marketingEmail?: boolean
  address?: StoredAddress
}

export type StoredPassengers = Record<string, StoredPassenger>

const TEXT_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'otherNames',
  'sex',
  'email',
  'confirmEmail',
  'mobilePhone',
  'homePhone',
] as const
const FLAG_FIELDS = ['termsAndConditions', 'marketingMail', 'marketingEmail'] as const
const VISA_PREFIX = visaField(0).slice(0, -1)

/** What one card keeps in storage, by the §3 rules. */
export function storedPassengerOf(
  values: PassengerFormValues,
  options: { quoteName: PassengerName; lead: boolean; address: AddressFormValues | null },
): StoredPassenger {
  const stored: StoredPassenger = {
    quoteName: { firstName: options.quoteName.firstName, lastName: options.quoteName.lastName },
  }
  for (const field of TEXT_FIELDS) {
    if (
      !options.lead &&
      (field === 'email' || field === 'confirmEmail' || field === 'mobilePhone' || field === 'homePhone')
    )
      continue
    if (values[field] !== '') stored[field] = values[field]
  }
  if (DATE_OF_BIRTH_FIELDS.every((field) => values[field] !== '')) {
    stored.dayOfBirth = values.dayOfBirth
    stored.monthOfBirth = values.monthOfBirth
    stored.yearOfBirth = values.yearOfBirth
  }
  if (values.mobilityLimitations === 'yes') {
    stored.mobilityLimitations = true
    if (values.mobilityDetails !== '') stored.mobilityDetails = values.mobilityDetails
  }
  if (values.dietaryRequests === 'yes') {
    stored.dietaryRequests = true
    if (values.dietaryRequirements !== '') stored.dietaryRequirements = values.dietaryRequirements
  }
  const visaChoices: Record<string, string> = {}
  for (const [field, value] of Object.entries(values)) {
    if (field.startsWith(VISA_PREFIX) && (value === VISA_REQUIRED || value === NO_VISA_REQUIRED)) {
      visaChoices[field.slice(VISA_PREFIX.length)] = value
    }
  }
  if (Object.keys(visaChoices).length > 0) stored.visaChoices = visaChoices
  if (options.lead) {
    for (const field of FLAG_FIELDS) stored[field] = values[field]
    const address = options.address
    if (address && (address.addressLine1 || address.town || address.postCode || address.county)) {
      stored.address = {
        addressLines: [address.addressLine1, address.addressLine2].filter((line) => line !== ''),
        town: address.town,
        county: address.county,
        country: address.country,
        postCode: address.postCode,
        addressVerified: address.addressVerified,
      }
    }
  }
  return stored
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** A stored card back into form values over `base` (the card's defaults); unreadable parts are skipped. */
export function passengerValuesFromStored(stored: StoredPassenger, base: PassengerFormValues): PassengerFormValues {
  const values: PassengerFormValues = { ...base }
  for (const field of TEXT_FIELDS) {
    const value = text(stored[field])
    if (value !== undefined) values[field] = value
  }
  const dateParts = DATE_OF_BIRTH_FIELDS.map((field) => text(stored[field]))
  if (dateParts.every((part) => part !== undefined && /^\d{1,4}$/.test(part))) {
    DATE_OF_BIRTH_FIELDS.forEach((field, index) => (values[field] = dateParts[index]!))
  }
  if (stored.mobilityLimitations === true) {
    values.mobilityLimitations = 'yes' satisfies YesNo
    values.mobilityDetails = text(stored.mobilityDetails) ?? ''
  }
  if (stored.dietaryRequests === true) {
    values.dietaryRequests = 'yes' satisfies YesNo
    values.dietaryRequirements = text(stored.dietaryRequirements) ?? ''
  }
  if (stored.visaChoices && typeof stored.visaChoices === 'object') {
    for (const [id, choice] of Object.entries(stored.visaChoices)) {
      if (/^\d+$/.test(id) && (choice === VISA_REQUIRED || choice === NO_VISA_REQUIRED)) {
        values[visaField(Number(id))] = choice
      }
    }
  }
  for (const field of FLAG_FIELDS) {
    if (typeof stored[field] === 'boolean') values[field] = stored[field]
  }
  return values
}

/** A stored address back into the address block's values, or null. */
export function addressValuesFromStored(stored: StoredPassenger): AddressFormValues | null {
  const address = stored.address
  if (!address || typeof address !== 'object' || !Array.isArray(address.addressLines)) return null
  return {
    addressLine1: text(address.addressLines[0]) ?? '',
    addressLine2: address.addressLines
      .slice(1)
      .filter((line) => typeof line === 'string')
      .join(', '),
    town: text(address.town) ?? '',
    county: text(address.county) ?? '',
    country: text(address.country) || DEFAULT_COUNTRY,
    postCode: text(address.postCode) ?? '',
    addressVerified: address.addressVerified === true,
  }
}

/** The stored entry for the passenger at `index`, when it was stored for a passenger of the same name. */
export function storedPassengerFor(
  stored: StoredPassengers,
  index: number,
  quoteName: PassengerName,
): StoredPassenger | null {
  const entry = stored[String(index)]
  if (!entry || typeof entry !== 'object' || !entry.quoteName) return null
  return sameName(entry.quoteName, quoteName) ? entry : null
}

export function readPassengerDetails(storage: Storage | undefined): StoredPassengers {
  try {
    const value: unknown = JSON.parse(storage?.getItem(PASSENGER_DETAILS_STORAGE_KEY) ?? '{}')
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as StoredPassengers) : {}
  } catch {
    return {}
  }
}

export function writePassengerDetails(storage: Storage | undefined, passengers: readonly StoredPassenger[]): void {
  if (!storage) return
  try {
    const byIndex: StoredPassengers = {}
    passengers.forEach((passenger, index) => (byIndex[String(index)] = passenger))
    storage.setItem(PASSENGER_DETAILS_STORAGE_KEY, JSON.stringify(byIndex))
  } catch {
    // A full or disabled storage only loses the convenience of a reload keeping the details.
  }
}
