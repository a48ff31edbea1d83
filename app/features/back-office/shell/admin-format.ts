import { formatSignedMoney, type CurrencyCode } from '../../../lib/money'

/* How the back office shows money and dates (issue 14): one place, so every page reads the same. */

/**
 * An amount in minor units: '£1,299.50' in the site's currencies, '1299.50 EUR' in any other; a credit with a true
 * minus sign ('−£1,824', issue 25), as a statement prints it.
 */
export function money(amountMinor: number, currency: string): string {
  return currency === 'GBP' || currency === 'CAD'
    ? formatSignedMoney(amountMinor, currency as CurrencyCode)
    : `${amountMinor < 0 ? '\u2212' : ''}${(Math.abs(amountMinor) / 100).toFixed(2)} ${currency}`
}

/** An amount as a form field holds it: '1299.50' (empty for none). */
export const pounds = (amountMinor: number | null): string =>
  amountMinor === null ? '' : (amountMinor / 100).toFixed(2)

/** The calendar day of an ISO date or instant: '5 Mar 2031' (the day as stored, never shifted by a time zone). */
export function day(iso: string): string {
  return new Date(`${iso.slice(0, 10)}T00:00:00.000Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
}
