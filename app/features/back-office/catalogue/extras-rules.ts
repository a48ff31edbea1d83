import {
  DONATION_ALLOCATION_PER_BOOKING,
  DONATION_ALLOCATION_PER_PERSON,
  DONATION_ALLOCATION_TYPES,
  type DonationAllocationType,
} from '../../../lib/constants'
import { parseMoneyInput } from '../shell/index.rules'

/*
 * The rules of the visas and donations the checkout sells, as staff change them (issue 14), pure so each is
 * unit-tested. Both are plain text in the checkout (never HTML), so a name is one line and a description may have
 * line breaks but no other control characters; both are trimmed and length-limited.
 *
 * Prices are whole minor units ABOVE ZERO for both. A visa at £0 would be a free visa service, which the operator
 * does not sell; a donation at £0 would show travellers "Donate £0.00" and add empty donation rows to bookings, and
 * its charity nothing. To stop offering a donation, staff untick "Active" (the checkout then leaves it out of new
 * quotes); its price stays as it was. The currency of either is not editable here: the checkout offers a donation
 * only with departures in its currency, so changing it would silently withdraw it.
 */

export const EXTRA_NAME_MAX = 120
export const EXTRA_DESCRIPTION_MAX = 2000
/** The highest price accepted for a visa or a donation, £10,000: a typo guard, far above any real one. */
export const EXTRA_PRICE_MAX_MINOR = 1_000_000

export const DONATION_ALLOCATION_LABELS: Record<DonationAllocationType, string> = {
  [DONATION_ALLOCATION_PER_PERSON]: 'Per person',
  [DONATION_ALLOCATION_PER_BOOKING]: 'Per booking',
}

export interface VisaEdit {
  name: string
  description: string
  priceMinor: number
}

export interface DonationEdit extends VisaEdit {
  allocationType: DonationAllocationType
  active: boolean
}

export type Parsed<T> = { kind: 'ok'; edit: T } | { kind: 'invalid'; fieldErrors: Record<string, string> }

/** Trimmed, with Windows and old Mac line ends made '\n'. */
export function cleanText(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim()
}

function hasControlCharacter(text: string, allowLineBreaks: boolean): boolean {
  return [...text].some((character) => {
    const code = character.charCodeAt(0)
    if (allowLineBreaks && (character === '\n' || character === '\t')) return false
    return code < 32 || code === 127
  })
}

function nameProblem(name: string): string | null {
  if (!name) return 'Enter a name.'
  if ([...name].length > EXTRA_NAME_MAX) return `Keep the name to ${EXTRA_NAME_MAX} characters.`
  if (hasControlCharacter(name, false)) return 'The name must be one line of plain text.'
  return null
}

function descriptionProblem(description: string): string | null {
  if ([...description].length > EXTRA_DESCRIPTION_MAX)
    return `Keep the description to ${EXTRA_DESCRIPTION_MAX.toLocaleString('en-GB')} characters.`
  if (hasControlCharacter(description, true)) return 'The description must be plain text.'
  return null
}

/** A price typed by staff: minor units above 0 and at most EXTRA_PRICE_MAX_MINOR, or the problem. */
export function parseExtraPrice(text: string): { priceMinor: number } | { problem: string } {
  const priceMinor = parseMoneyInput(text)
  if (priceMinor === null) return { problem: 'Enter the price in pounds and pence, such as 25.00.' }
  if (priceMinor < 1) return { problem: 'Enter a price above 0.' }
  if (priceMinor > EXTRA_PRICE_MAX_MINOR)
    return { problem: `Enter a price of at most ${(EXTRA_PRICE_MAX_MINOR / 100).toLocaleString('en-GB')}.00.` }
  return { priceMinor }
}

/** A visa's form (fields name, description, price) as an edit, or its problems keyed by field. */
export function parseVisaEdit(fields: { name: string; description: string; price: string }): Parsed<VisaEdit> {
  const fieldErrors: Record<string, string> = {}
  const name = cleanText(fields.name)
  const description = cleanText(fields.description)
  const price = parseExtraPrice(fields.price)
  const nameError = nameProblem(name)
  const descriptionError = descriptionProblem(description)
  if (nameError) fieldErrors.name = nameError
  if (descriptionError) fieldErrors.description = descriptionError
  if ('problem' in price) fieldErrors.price = price.problem
  if (Object.keys(fieldErrors).length || 'problem' in price) return { kind: 'invalid', fieldErrors }
  return { kind: 'ok', edit: { name, description, priceMinor: price.priceMinor } }
}

/**
 * A donation's form (name, description, price, allocationType, and active: 'yes' when ticked, anything else when
 * not, as an unticked checkbox sends nothing) as an edit, or its problems keyed by field.
 */
export function parseDonationEdit(fields: {
  name: string
  description: string
  price: string
  allocationType: string
  active: string
}): Parsed<DonationEdit> {
  const visa = parseVisaEdit(fields)
  const fieldErrors = visa.kind === 'invalid' ? { ...visa.fieldErrors } : {}
  const allocationType = allocationTypeOf(fields.allocationType)
  if (!allocationType) fieldErrors.allocationType = 'Choose per person or per booking.'
  if (visa.kind === 'invalid' || !allocationType) return { kind: 'invalid', fieldErrors }
  return { kind: 'ok', edit: { ...visa.edit, allocationType, active: fields.active === 'yes' } }
}

/** 'PerPerson' or 'PerBooking' as the checkout reads them; null for anything else. */
export function allocationTypeOf(text: string): DonationAllocationType | null {
  return DONATION_ALLOCATION_TYPES.find((type) => type === text) ?? null
}

/** Whether saving `edit` over `current` would change nothing (then nothing is written and no audit row made). */
export function unchanged<T extends object>(current: { [K in keyof T]: unknown }, edit: T): boolean {
  return (Object.keys(edit) as (keyof T)[]).every((key) => current[key] === edit[key])
}

/**
 * The line shown with a visa that other brands sell too: a visa belongs to a country, not a brand, so its price and
 * texts change for every brand with a tour visiting that country. Null when only the chosen brand sells it.
 */
export function sharedVisaNote(brandNames: readonly string[], chosenBrandName: string): string | null {
  const others = brandNames.filter((name) => name !== chosenBrandName)
  if (others.length === 0) return null
  const list = others.length === 1 ? others[0]! : `${others.slice(0, -1).join(', ')} and ${others[others.length - 1]!}`
  return `Also sold by ${list}.`
}

/** A 1-based page number from the query string; 1 for anything else. */
export function pageNumber(text: string | null, max = 10_000): number {
  if (!text || !/^\d{1,6}$/.test(text)) return 1
  return Math.min(Math.max(1, Number(text)), max)
}
