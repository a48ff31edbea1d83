import { sql, type Expression } from 'kysely'

/*
 * What the bookings list's search box means by a telephone number (issue 26): an agent types the number the caller
 * reads out, in whatever shape ('07700 900123', '+44 7700 900123', '(416) 555-0199'), and the booking may hold it in
 * another. Both sides are compared as digits only, on the query's last PHONE_MATCH_DIGITS digits: that drops a
 * country code or trunk prefix typed on one side and not the other (+44 7700… against 07700…), and a number of that
 * length is specific enough to find one caller's bookings.
 */

/** The digits a telephone search compares at most (the subscriber number without country code or leading 0). */
export const PHONE_MATCH_DIGITS = 9
/** Fewer digits than this is not a telephone number (a year, a part of a reference). */
export const PHONE_MIN_DIGITS = 6

/** The characters a typed telephone number may hold besides digits. */
const PHONE_TEXT = /^\+?[\d\s().-]+$/
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * The digits to look for in stored telephone numbers (digits only), or null when the search is not a telephone
 * number: letters, fewer than PHONE_MIN_DIGITS digits, or a date as the list's date search takes it.
 */
export function phoneSearchDigits(q: string): string | null {
  const text = q.trim()
  if (!PHONE_TEXT.test(text) || ISO_DATE.test(text)) return null
  const digits = text.replace(/\D/g, '')
  if (digits.length < PHONE_MIN_DIGITS) return null
  return digits.slice(-PHONE_MATCH_DIGITS)
}

/** The separators removed from a stored number before it is compared (SQL `replace` on both dialects). */
export const PHONE_SEPARATORS = [' ', '-', '(', ')', '+', '.'] as const

/** A stored telephone number as digits only, in SQL both dialects run (its separators replaced by nothing). */
export const phoneDigitsOf = (column: Expression<unknown>): Expression<unknown> =>
  PHONE_SEPARATORS.reduce<Expression<unknown>>((text, separator) => sql`replace(${text}, ${separator}, '')`, column)
