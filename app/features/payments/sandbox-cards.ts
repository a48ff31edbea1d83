/*
 * The sandbox provider's pure rules (ARCHITECTURE.md "Selling"; ADR 0020): which test card does what, the Luhn check,
 * the expiry list (checkout §9: 21 years from ten years ahead downward) and the card form's validation. Browser-safe.
 */

export type CardOutcome = 'approved' | 'declined' | 'challenge' | 'pending' | 'error'

export interface TestCard {
  number: string
  outcome: CardOutcome
  description: string
}

/** The documented test cards (docs/payments-sandbox.md, the hosted page's "Test cards"). */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', outcome: 'approved', description: 'Approved' },
  { number: '4000 0000 0000 0002', outcome: 'declined', description: 'Declined (another card can be tried)' },
  {
    number: '4000 0000 0000 3220',
    outcome: 'challenge',
    description: '3-D Secure challenge: Authenticate approves, Fail authentication declines',
  },
  { number: '4000 0000 0000 0259', outcome: 'pending', description: 'Pending, then approved after two status reads' },
  { number: '4000 0000 0000 0119', outcome: 'error', description: 'Provider error' },
]

/** Digits only: spaces and dashes are how people type card numbers. */
export function normaliseCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '')
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** Card numbers are 12 to 19 digits (ISO/IEC 7812) and pass the Luhn check. */
export function isValidCardNumber(value: string): boolean {
  const digits = normaliseCardNumber(value)
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits)
}

/** What the sandbox does with a valid card number: the test cards' outcomes, any other valid number approved. */
export function outcomeOfCard(value: string): CardOutcome {
  const digits = normaliseCardNumber(value)
  return TEST_CARDS.find((card) => normaliseCardNumber(card.number) === digits)?.outcome ?? 'approved'
}

export function lastFourDigits(value: string): string {
  return normaliseCardNumber(value).slice(-4)
}

/** Checkout §9: the card expiry year list, 21 years from ten years ahead downward. */
export function expiryYears(today: Date): number[] {
  const year = today.getUTCFullYear()
  return Array.from({ length: 21 }, (_, index) => year + 10 - index)
}

export const EXPIRY_MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const

/** A card is valid to the end of its expiry month. */
export function isExpired(month: number, year: number, today: Date): boolean {
  const currentYear = today.getUTCFullYear()
  const currentMonth = today.getUTCMonth() + 1
  return year < currentYear || (year === currentYear && month < currentMonth)
}

export const CARD_MESSAGES = {
  cardNumberRequired: 'Enter your card number',
  cardNumberInvalid: 'Enter a valid card number, as it is shown on your card',
  expiryMonthRequired: 'Select the expiry month',
  expiryYearRequired: 'Select the expiry year',
  expired: 'This card has expired: check the expiry date or use another card',
  cvcInvalid: 'Enter the 3 or 4 digit security code from the back of your card',
  nameRequired: 'Enter the name as it is shown on the card',
  declined: 'Your card was declined. Please try another card.',
  authenticationFailed: 'Your card could not be authenticated. Please try another card.',
  providerError: 'The payment could not be processed. You have not been charged.',
} as const

export type CardField = 'cardNumber' | 'expiryMonth' | 'expiryYear' | 'cvc' | 'nameOnCard'

/** The card form's fields in page order: the error summary lists errors, and focus goes to the first, in this order. */
export const CARD_FIELDS: readonly CardField[] = ['cardNumber', 'expiryMonth', 'expiryYear', 'cvc', 'nameOnCard']

export interface CardForm {
  cardNumber: string
  expiryMonth: string
  expiryYear: string
  cvc: string
  nameOnCard: string
}

export type CardErrors = Partial<Record<CardField, string>>

export interface ValidCard {
  digits: string
  expiryMonth: number
  expiryYear: number
  nameOnCard: string
}

/** Every problem of the card form at once (an error summary lists them all), or the card. */
export function validateCardForm(
  form: CardForm,
  today: Date,
): { ok: true; card: ValidCard } | { ok: false; errors: CardErrors } {
  const errors: CardErrors = {}
  const digits = normaliseCardNumber(form.cardNumber.trim())
  if (!digits) errors.cardNumber = CARD_MESSAGES.cardNumberRequired
  else if (!isValidCardNumber(digits)) errors.cardNumber = CARD_MESSAGES.cardNumberInvalid

  const month = Number(form.expiryMonth)
  const years = expiryYears(today)
  const year = Number(form.expiryYear)
  const monthOk = /^\d{1,2}$/.test(form.expiryMonth) && month >= 1 && month <= 12
  const yearOk = /^\d{4}$/.test(form.expiryYear) && years.includes(year)
  if (!monthOk) errors.expiryMonth = CARD_MESSAGES.expiryMonthRequired
  if (!yearOk) errors.expiryYear = CARD_MESSAGES.expiryYearRequired
  if (monthOk && yearOk && isExpired(month, year, today)) errors.expiryMonth = CARD_MESSAGES.expired

  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = CARD_MESSAGES.cvcInvalid
  const nameOnCard = form.nameOnCard.trim()
  if (!nameOnCard || nameOnCard.length > 100) errors.nameOnCard = CARD_MESSAGES.nameRequired

  if (Object.keys(errors).length) return { ok: false, errors }
  return { ok: true, card: { digits, expiryMonth: month, expiryYear: year, nameOnCard } }
}
