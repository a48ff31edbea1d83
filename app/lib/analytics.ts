import type { AnalyticsEvent, AnalyticsItemCategory } from './constants'

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
