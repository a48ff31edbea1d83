import {
  AUTOCOMPLETE_MIN_LENGTH,
  FREE_TEXT_MAX_LENGTH,
  MIN_AGE,
  MIN_PAYMENT_MINOR,
  MIN_REMAINING_BALANCE_MINOR,
} from './constants'
import { calendarDateOf, isValidCalendarDate } from './dates'

/*
 * The field rules of discovery §5 and their messages, without Zod: what a page that validates by hand needs (the
 * checkout's first step loads this and must not load a schema library; issue 28). validation.ts re-exports it with
 * the Zod builders every form schema uses.
 */

// The discovery §5 pattern table is a contract: the messages below are copied verbatim and every form (browser and
// server) builds on this one table. "Letters" means any script's letters (\p{L}) plus combining marks (\p{M}), so
// that Zoë, Müller and Łukasz pass whether the browser sends them composed or decomposed. Apostrophes accept the
// typographic ’ as well, because phone keyboards insert it for O’Brien.

export const REQUIRED_MESSAGE = 'This is a required field'
/** Shown when an email-type input fails the browser's own email check (before the pattern). */
export const INVALID_EMAIL_MESSAGE = 'Invalid email address'
export const NEW_PASSWORD_MATCH_MESSAGE = 'Field should match new password'
export const PAYMENT_LEAVES_BALANCE_MESSAGE =
  'You cannot make a payment that leaves the outstanding balance less than £1'
export const INVALID_DATE_MESSAGE = 'Please enter a valid date'
export const DUPLICATE_PASSENGER_NAME_MESSAGE = 'You cannot add two passengers with the same name'
export const DUPLICATE_PASSENGER_CONTINUE_MESSAGE = 'You cannot continue with two passengers of the same name'
export const ADDRESS_NO_RESULTS_MESSAGE = 'No results found. Please check the postcode or enter the address manually.'
// The spec names these two payment rules but shows no text; these are our wording.
export const PAYMENT_MINIMUM_MESSAGE = 'The minimum payment is £1.'
export const PAYMENT_EXCEEDS_BALANCE_MESSAGE = 'You cannot pay more than the outstanding balance.'

export function minAgeMessage(minAge: number = MIN_AGE): string {
  return `Please ensure age is ${minAge} years or older`
}

export function maxTravellersMessage(max: number): string {
  return `Maximum ${max} travellers`
}

const LETTER = '\\p{L}\\p{M}'
const APOSTROPHE = "'\u2019"
const NAME_PART = `[${LETTER}${APOSTROPHE},.-]+`
const NAMES_WORD = `[${LETTER}${APOSTROPHE}-]+`

export type FieldRule = { readonly pattern: RegExp; readonly message: string }

export const FIELD_RULES = {
  numbersOnly: { pattern: /^[0-9 ]+$/, message: 'Enter numbers only.' },
  lettersOnly: { pattern: new RegExp(`^[${LETTER}]+$`, 'u'), message: 'Enter letters only.' },
  lettersAndNumbers: {
    pattern: new RegExp(`^[${LETTER}0-9 ,.${APOSTROPHE}-]+$`, 'u'),
    message: 'Enter letters and numbers only.',
  },
  paymentAmount: {
    pattern: /^[0-9]{1,6}(?:\.[0-9]{1,2})?$/,
    message: 'Enter valid number to two decimal places only.',
  },
  // At least one letter or digit, so a lone hyphen is not a postcode.
  postcode: {
    pattern: new RegExp(`^(?=.*[\\p{L}0-9])[${LETTER}0-9 -]+$`, 'u'),
    message: 'Enter a valid postcode. Letters and numbers.',
  },
  // The spec's name rule lists no space, but passports carry multi-part names (St. John, van der Berg, Mary Ann);
  // refusing them would stop real travellers booking. Decision: parts of the spec's characters joined by single
  // spaces.
  name: {
    pattern: new RegExp(`^${NAME_PART}(?: ${NAME_PART})*$`, 'u'),
    message: 'Enter letters, hyphens and apostrophes only.',
  },
  // The spec shows no message for "names"; its characters are the name rule's minus comma and dot, so the name
  // message describes it exactly.
  names: {
    pattern: new RegExp(`^${NAMES_WORD}(?: ${NAMES_WORD})*$`, 'u'),
    message: 'Enter letters, hyphens and apostrophes only.',
  },
  // The spec's rule says 6 characters; issue 24 (a black-box review) found 6-character passwords guessable, so the
  // length is 10 for customers, in the spec's own wording (ADR 0039). Staff need 12 (auth/password-rules.ts).
  password: {
    pattern: /^(?=[\s\S]*\p{Lu})(?=[\s\S]*[0-9])[\s\S]{10,}$/u,
    message: 'Minimum 10 characters including 1 upper case and 1 number.',
  },
  // The spec says "letters, digits, spaces; no angle brackets". Naming the angle brackets only makes sense if the
  // rule is otherwise permissive, and the field holds dietary and medical notes ("Nut allergy, no shellfish."), so:
  // letters, digits, whitespace including newlines, punctuation and symbols, except < and > (markup) and control
  // characters. The length counts code points, so an emoji is one character.
  freeText: {
    pattern: new RegExp(
      `^(?![\\s\\S]*[<>])[${LETTER}\\p{N}\\p{P}\\p{S}\\p{Zs}\\t\\r\\n]{0,${FREE_TEXT_MAX_LENGTH}}$`,
      'u',
    ),
    message: 'Enter letters and numbers only. Maximum 500 characters.',
  },
  // "At least 7 characters" counts the digits and spaces after the optional +; the first must be a digit.
  telephone: {
    pattern: /^\+?[0-9][0-9 ]{6,}$/,
    message: 'Enter numbers only (prefixed with a "+" if applicable), minimum 7 characters.',
  },
  email: { pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Enter a valid email address.' },
} as const satisfies Record<string, FieldRule>

export type FieldKind = keyof typeof FIELD_RULES
export const FIELD_KINDS = Object.keys(FIELD_RULES) as FieldKind[]

// Passwords are compared byte for byte; trimming one would silently change it.
export const UNTRIMMED_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>(['password'])

/** The WHATWG "valid e-mail address" used by <input type="email">; failing it gives INVALID_EMAIL_MESSAGE. */
export const EMAIL_TYPE_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

export function isEmailType(value: string): boolean {
  return EMAIL_TYPE_PATTERN.test(value)
}

// ---- Free text: invisible control and direction characters ----

/*
 * Typed text never keeps control characters other than tab, line feed and carriage return (C0, DEL and C1), nor
 * Unicode's bidirectional controls (the Bidi_Control property): the embeddings and overrides U+202A–U+202E, the
 * isolates U+2066–U+2069 and the marks U+200E, U+200F and U+061C. They are invisible, and the direction controls make
 * text display in another order than it is stored ("Trojan Source"), so a name in an e-mail, the back office or a
 * CSV export could read as something it is not. Decision: the marks go too. In one plain-text field they only
 * change how nearby punctuation is shown, and an invisible character would make two identical-looking names
 * differ (the checkout's duplicate passenger check). Joiners (U+200C, U+200D) stay: scripts and emoji need them.
 */
const CONTROL_AND_BIDI_CHARACTERS = /(?![\t\n\r])[\p{Cc}\p{Bidi_Control}]/gu

/** The text without control characters (tab and line breaks kept) and without bidirectional controls. */
export function stripControlAndBidiCharacters(text: string): string {
  return text.replace(CONTROL_AND_BIDI_CHARACTERS, '')
}

export function maxLengthMessage(maxLength: number): string {
  return `Maximum ${maxLength} characters.`
}

/** Length as a person counts it: code points, so an emoji or an accented letter is one character. */
export function characterCount(text: string): number {
  return [...text].length
}

/** The value as the rules see it and the server stores it: cleaned and trimmed; a password exactly as typed. */
export function normaliseFieldValue(kind: FieldKind, value: string): string {
  return UNTRIMMED_KINDS.has(kind) ? value : stripControlAndBidiCharacters(value).trim()
}

export type FieldOptions = { required?: boolean; maxLength?: number }

/** The first error message for a value of a field kind, or null. Empty and not required is valid. */
export function validateField(
  kind: FieldKind,
  value: string | null | undefined,
  options: FieldOptions = {},
): string | null {
  const text = normaliseFieldValue(kind, value ?? '')
  if (text === '') return options.required ? REQUIRED_MESSAGE : null
  if (options.maxLength !== undefined && characterCount(text) > options.maxLength)
    return maxLengthMessage(options.maxLength)
  if (kind === 'email' && !isEmailType(text)) return INVALID_EMAIL_MESSAGE
  const rule: FieldRule = FIELD_RULES[kind]
  return rule.pattern.test(text) ? null : rule.message
}

// ---- Match check ----

export function matchMessage(otherFieldName: string, isNewPassword = false): string {
  return isNewPassword ? NEW_PASSWORD_MATCH_MESSAGE : `Field should match ${otherFieldName}`
}

/** Exact equality: confirm-email and confirm-password must repeat the value character for character. */
export function validateMatch(
  value: string,
  other: string,
  options: { otherFieldName: string; isNewPassword?: boolean },
): string | null {
  return value === other ? null : matchMessage(options.otherFieldName, options.isNewPassword ?? false)
}

// ---- Payment amounts (integer minor units) ----

const AMOUNT = /^([0-9]{1,6})(?:\.([0-9]{1,2}))?$/

/** '12.5' → 1250, '12.50' → 1250, '123456' → 12345600; null for anything the payment-amount rule rejects. The
 * string's digits are read directly so no binary fraction ever touches money. */
export function parseAmountToMinor(text: string): number | null {
  const m = AMOUNT.exec(text.trim())
  if (!m) return null
  const pounds = Number(m[1])
  const pence = Number((m[2] ?? '').padEnd(2, '0'))
  return pounds * 100 + pence
}

/** The balance left after paying must be exactly 0 or at least £1. */
export function paymentLeavesValidBalance(balanceMinor: number, paymentMinor: number): boolean {
  const remaining = balanceMinor - paymentMinor
  return remaining === 0 || remaining >= MIN_REMAINING_BALANCE_MINOR
}

/** The first error for a typed payment amount against an outstanding balance, or null. Paying the whole balance is
 * always allowed, even one under £1, or such a balance could never be cleared. */
export function validatePaymentAmount(text: string | null | undefined, balanceMinor: number): string | null {
  const trimmed = (text ?? '').trim()
  if (trimmed === '') return REQUIRED_MESSAGE
  const amount = parseAmountToMinor(trimmed)
  if (amount === null) return FIELD_RULES.paymentAmount.message
  if (amount > balanceMinor) return PAYMENT_EXCEEDS_BALANCE_MESSAGE
  if (amount === balanceMinor) return null
  if (amount < MIN_PAYMENT_MINOR) return PAYMENT_MINIMUM_MESSAGE
  return paymentLeavesValidBalance(balanceMinor, amount) ? null : PAYMENT_LEAVES_BALANCE_MESSAGE
}

// ---- Holiday search 'where' ----

/** Only letters, digits, hyphen, ampersand and space survive; whitespace runs become one space; a leading space
 * goes. A trailing space stays, since the user is usually about to type the next word. */
export function sanitiseWhere(text: string): string {
  return text
    .replace(/[^\p{L}\p{M}\p{Nd}&\s-]/gu, '')
    .replace(/\s+/gu, ' ')
    .replace(/^ /, '')
}

/** Whether the sanitised where text is long enough to ask for suggestions. */
export function canAutocomplete(where: string): boolean {
  return [...sanitiseWhere(where).trim()].length >= AUTOCOMPLETE_MIN_LENGTH
}

// ---- Dates of birth ----

export type DateParts = { day: number; month: number; year: number }

export function isValidDate(day: number, month: number, year: number): boolean {
  return isValidCalendarDate(year, month, day)
}

/** Age in whole years on today's calendar date. Someone born on 29 February comes of age on 1 March in common
 * years, as in UK law. */
export function ageOn(dob: DateParts, today: Date): number {
  const now = calendarDateOf(today)
  const hadBirthday = now.month > dob.month || (now.month === dob.month && now.day >= dob.day)
  return now.year - dob.year - (hadBirthday ? 0 : 1)
}

export function isAtLeastAge(dob: DateParts, minAge: number, today: Date): boolean {
  return ageOn(dob, today) >= minAge
}

type DobInput = { day?: number | string | null; month?: number | string | null; year?: number | string | null }

function toWholeNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return value
  const trimmed = value.trim()
  return /^[0-9]+$/.test(trimmed) ? Number(trimmed) : trimmed === '' ? null : Number.NaN
}

/** The first error of a date of birth from three selects, or null. A date in the future is not a valid birth date. */
export function validateDateOfBirth(
  dob: DobInput,
  options: { today: Date; minAge?: number; minAgeMessage?: string },
): string | null {
  const day = toWholeNumber(dob.day)
  const month = toWholeNumber(dob.month)
  const year = toWholeNumber(dob.year)
  if (day === null || month === null || year === null) return REQUIRED_MESSAGE
  if (!isValidDate(day, month, year)) return INVALID_DATE_MESSAGE
  const parts = { day, month, year }
  if (ageOn(parts, options.today) < 0) return INVALID_DATE_MESSAGE
  const minAge = options.minAge ?? MIN_AGE
  return isAtLeastAge(parts, minAge, options.today) ? null : (options.minAgeMessage ?? minAgeMessage(minAge))
}
