import { createRequire } from 'node:module'
import countries from 'i18n-iso-countries'
import type { CountryOption } from './address-schema'

/*
 * The country list from i18n-iso-countries (ISO 3166-1, maintained upstream), with English names. The United
 * Kingdom comes first because almost every customer lives there; the rest follow alphabetically.
 */

const require = createRequire(import.meta.url)
countries.registerLocale(require('i18n-iso-countries/langs/en.json') as Parameters<typeof countries.registerLocale>[0])

export const FIRST_COUNTRY = 'GB'

let cached: CountryOption[] | undefined

export function listCountries(): CountryOption[] {
  if (cached) return cached
  const names = countries.getNames('en', { select: 'official' })
  const collator = new Intl.Collator('en-GB', { sensitivity: 'base' })
  const rest = Object.entries(names)
    .filter(([code]) => code !== FIRST_COUNTRY)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => collator.compare(a.label, b.label))
  cached = [{ value: FIRST_COUNTRY, label: names[FIRST_COUNTRY] ?? 'United Kingdom' }, ...rest]
  return cached
}

export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && countries.isValid(code)
}

export function countryName(code: string): string {
  return countries.getName(code, 'en', { select: 'official' }) ?? code
}
