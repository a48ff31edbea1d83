import { ANALYTICS_EVENTS as ANALYTICS_EVENT_LIST, type AnalyticsEvent, type AnalyticsItemCategory } from './constants'

/*
 * Analytics go only to the tag-manager data layer (discovery §7). Every push is a plain object with an `event`;
 * ecommerce events carry GA4-style items built from the spec's analytics item fields.
 */

export interface AnalyticsItem {
  tourCode: string
  name: string
  brand: string
  continent: string
  country: string
  discount: number
  price: number
  quantity: number
  variant: string
  itemsCount: number
  category?: AnalyticsItemCategory
}

export interface AnalyticsPerson {
  firstName?: string | null
  lastName?: string | null
  email?: string | null
  mobilePhone?: string | null
  town?: string | null
  country?: string | null
  postCode?: string | null
  dayOfBirth?: string | number | null
  monthOfBirth?: string | number | null
  yearOfBirth?: string | number | null
  passengerId?: string | number | null
  clientId?: string | null
  totalOrders?: number | null
}

type DataLayerEntry = { event: AnalyticsEvent | string } & Record<string, unknown>

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/** Pushes one event; a no-op on the server. Returns the entry so tests and callers can inspect it. */
export function pushDataLayer(event: AnalyticsEvent, payload: Record<string, unknown> = {}): DataLayerEntry {
  const entry: DataLayerEntry = { event, ...payload }
  if (typeof window !== 'undefined') {
    window.dataLayer = window.dataLayer ?? []
    window.dataLayer.push(entry)
  }
  return entry
}

/** Minor units → a major-unit number for analytics (2 decimals, exact for every integer number of pence). */
export function analyticsPrice(minor: number): number {
  return Math.round(minor) / 100
}

/** Personal data as the spec asks: lowercased; the post code without spaces; date of birth as year, MM, DD. */
export function normalisePerson(person: AnalyticsPerson): Record<string, string | number | null> {
  const lower = (value: string | null | undefined) => (value ? value.trim().toLowerCase() : null)
  const two = (value: string | number | null | undefined) =>
    value === null || value === undefined || value === '' ? null : String(value).padStart(2, '0')
  return {
    firstName: lower(person.firstName),
    lastName: lower(person.lastName),
    email: lower(person.email),
    mobilePhone: person.mobilePhone ? person.mobilePhone.replace(/\s+/g, '') : null,
    town: lower(person.town),
    country: lower(person.country),
    postCode: person.postCode ? person.postCode.replace(/\s+/g, '').toLowerCase() : null,
    yearOfBirth: person.yearOfBirth ? String(person.yearOfBirth) : null,
    monthOfBirth: two(person.monthOfBirth),
    dayOfBirth: two(person.dayOfBirth),
    passengerId: person.passengerId === undefined || person.passengerId === null ? null : String(person.passengerId),
    clientId: person.clientId ?? null,
    totalOrders: person.totalOrders ?? null,
  }
}

/** SHA-256 hex of the trimmed, lowercased e-mail (Web Crypto: browsers and Node 20). */
export async function hashEmail(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase())
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes)
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/*
 * The registry (discovery §7): the 26 event names, the item categories and the funnel live in constants.ts (the
 * spec's §9-style constants module) and are re-exported here, so a feature imports everything analytics from this
 * one module. Features push only through pushDataLayer (a test scans the source for any other writer of
 * window.dataLayer); checkout-analytics builds its events with the names typed by AnalyticsFunnelEvent.
 */
export {
  ANALYTICS_EVENTS,
  ANALYTICS_FLIGHT_PRICE,
  ANALYTICS_FUNNEL,
  ANALYTICS_ITEM_CATEGORIES,
  type AnalyticsEvent,
  type AnalyticsFunnelEvent,
  type AnalyticsItemCategory,
} from './constants'

/** True when `name` is one of the 26 data-layer events of discovery §7. */
export function isAnalyticsEvent(name: unknown): name is AnalyticsEvent {
  // A search of 26 rather than a module-level Set: nothing runs at import, so pages that never check pay nothing.
  return typeof name === 'string' && (ANALYTICS_EVENT_LIST as readonly string[]).includes(name)
}

/** Personal fields that are sent lowercased (discovery §7). */
const LOWERCASED_PERSON_FIELDS = new Set(['email', 'firstName', 'lastName', 'town', 'country', 'postCode', 'county'])
const PHONE_FIELDS = new Set(['mobilePhone', 'phone', 'phoneNumber', 'telephone'])
const EMAIL_IN_TEXT = /[^\s@]+@[^\s@]+\.[^\s@]+/
const SHA256_HEX = /^[0-9a-f]{64}$/

/**
 * What is wrong with one data-layer entry against discovery §7: an event outside the 26, and personal data that is
 * not lowercased, an e-mail without its SHA-256 hash beside it, a post code or phone with spaces, a date of birth not
 * as four-digit year / two-digit month / two-digit day, or an e-mail address with capitals anywhere in the payload.
 * Entries Tag Manager writes itself (`gtm.*`) are not the site's and are skipped, and so are ecommerce `items` (the
 * products, whose `country` is a destination). An empty list means the entry is fine.
 */
export function dataLayerEntryProblems(entry: unknown): string[] {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return ['not an object']
  const event = (entry as { event?: unknown }).event
  if (typeof event === 'string' && event.startsWith('gtm.')) return []
  const problems: string[] = []
  if (!isAnalyticsEvent(event)) problems.push(`event ${JSON.stringify(event)} is not one of the 26 of discovery §7`)
  const label = typeof event === 'string' ? event : '?'
  walkPersonalData(entry as Record<string, unknown>, `${label}`, problems)
  return problems
}

function walkPersonalData(value: Record<string, unknown>, path: string, problems: string[]): void {
  for (const [key, field] of Object.entries(value)) {
    const at = `${path}.${key}`
    if (typeof field === 'string') {
      if (LOWERCASED_PERSON_FIELDS.has(key) && field !== field.trim().toLowerCase())
        problems.push(`${at} is not lowercased and trimmed`)
      if (key === 'postCode' && /\s/.test(field)) problems.push(`${at} has spaces`)
      if (PHONE_FIELDS.has(key) && /\s/.test(field)) problems.push(`${at} has spaces`)
      if (key === 'emailHash' && !SHA256_HEX.test(field)) problems.push(`${at} is not a SHA-256 hex digest`)
      if (key === 'yearOfBirth' && !/^\d{4}$/.test(field)) problems.push(`${at} is not a four-digit year`)
      if ((key === 'monthOfBirth' || key === 'dayOfBirth') && !/^\d{2}$/.test(field))
        problems.push(`${at} is not two digits`)
      const address = EMAIL_IN_TEXT.exec(field)?.[0]
      if (address && address !== address.toLowerCase()) problems.push(`${at} carries an e-mail address with capitals`)
      if (key === 'email' && field !== '' && typeof value.emailHash !== 'string')
        problems.push(`${at} is sent without an emailHash beside it`)
    } else if (typeof field === 'number' && (key === 'monthOfBirth' || key === 'dayOfBirth' || key === 'yearOfBirth')) {
      problems.push(`${at} is a number, not a zero-padded string`)
    } else if (key === 'items') {
      // Ecommerce items describe tours and extras (their country is the destination), not a person.
      continue
    } else if (Array.isArray(field)) {
      field.forEach((item, index) => {
        if (typeof item === 'object' && item !== null)
          walkPersonalData(item as Record<string, unknown>, `${at}[${index}]`, problems)
      })
    } else if (typeof field === 'object' && field !== null) {
      walkPersonalData(field as Record<string, unknown>, at, problems)
    }
  }
}

/** The person part of a push: normalised (discovery §7) with the SHA-256 of the e-mail when there is one. */
export async function personPayload(person: AnalyticsPerson): Promise<Record<string, string | number | null>> {
  const normalised = normalisePerson(person)
  return person.email ? { ...normalised, emailHash: await hashEmail(person.email) } : normalised
}

/** formSubmit (discovery §7): a form was sent successfully. Carries the form's name only, never what was typed. */
export function trackFormSubmit(formName: string, extra: Record<string, unknown> = {}): DataLayerEntry {
  return pushDataLayer('formSubmit', { formName, ...extra })
}
