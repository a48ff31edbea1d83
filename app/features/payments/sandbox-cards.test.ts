import { describe, expect, it } from 'vitest'
import {
  CARD_MESSAGES,
  expiryYears,
  isExpired,
  isValidCardNumber,
  lastFourDigits,
  outcomeOfCard,
  passesLuhn,
  TEST_CARDS,
  validateCardForm,
  type CardForm,
} from './sandbox-cards'

const today = new Date('2026-05-15T12:00:00Z')

describe('Luhn check', () => {
  it.each([
    '4242424242424242',
    '4000000000000002',
    '4000000000003220',
    '4000000000000259',
    '4000000000000119',
    '79927398713',
    '0',
  ])('accepts %s', (digits) => expect(passesLuhn(digits)).toBe(true))
  it.each(['4242424242424241', '4000000000000001', '79927398710', '12a4', ''])('refuses %s', (digits) =>
    expect(passesLuhn(digits)).toBe(false),
  )
  it('needs 12 to 19 digits for a card number; spaces and dashes are ignored', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true)
    expect(isValidCardNumber('4242-4242-4242-4242')).toBe(true)
    expect(isValidCardNumber('79927398713')).toBe(false)
    expect(isValidCardNumber('4242 4242 4242 4241')).toBe(false)
    expect(isValidCardNumber('4242x4242x4242x4242')).toBe(false)
  })
})

describe('test card outcomes (ARCHITECTURE.md "Selling"; ADR 0020)', () => {
  it.each([
    ['4242 4242 4242 4242', 'approved'],
    ['4000 0000 0000 0002', 'declined'],
    ['4000 0000 0000 3220', 'challenge'],
    ['4000 0000 0000 0259', 'pending'],
    ['4000 0000 0000 0119', 'error'],
    ['5555 5555 5555 4444', 'approved'],
  ] as const)('%s → %s', (number, outcome) => expect(outcomeOfCard(number)).toBe(outcome))

  it('documents only valid numbers', () => {
    for (const card of TEST_CARDS) expect(isValidCardNumber(card.number)).toBe(true)
  })

  it('keeps only the last four digits', () => expect(lastFourDigits('4000 0000 0000 3220')).toBe('3220'))
})

describe('expiry (checkout §9)', () => {
  it('lists 21 years from ten years ahead downward', () => {
    const years = expiryYears(today)
    expect(years).toHaveLength(21)
    expect(years[0]).toBe(2036)
    expect(years[20]).toBe(2016)
    expect([...years].sort((a, b) => b - a)).toEqual(years)
  })
  it('treats a card as valid to the end of its expiry month', () => {
    expect(isExpired(5, 2026, today)).toBe(false)
    expect(isExpired(4, 2026, today)).toBe(true)
    expect(isExpired(1, 2027, today)).toBe(false)
    expect(isExpired(12, 2025, today)).toBe(true)
  })
})

describe('the card form', () => {
  const valid: CardForm = {
    cardNumber: '4242 4242 4242 4242',
    expiryMonth: '09',
    expiryYear: '2028',
    cvc: '123',
    nameOnCard: ' A Traveller ',
  }

  it('gives the card when everything is valid', () => {
    expect(validateCardForm(valid, today)).toEqual({
      ok: true,
      card: { digits: '4242424242424242', expiryMonth: 9, expiryYear: 2028, nameOnCard: 'A Traveller' },
    })
  })

  it('lists every problem at once', () => {
    const result = validateCardForm(
      { cardNumber: '', expiryMonth: '', expiryYear: '', cvc: '', nameOnCard: ' ' },
      today,
    )
    expect(result).toEqual({
      ok: false,
      errors: {
        cardNumber: CARD_MESSAGES.cardNumberRequired,
        expiryMonth: CARD_MESSAGES.expiryMonthRequired,
        expiryYear: CARD_MESSAGES.expiryYearRequired,
        cvc: CARD_MESSAGES.cvcInvalid,
        nameOnCard: CARD_MESSAGES.nameRequired,
      },
    })
  })

  it.each([
    [{ cardNumber: '4242 4242 4242 4241' }, 'cardNumber', CARD_MESSAGES.cardNumberInvalid],
    [{ expiryMonth: '04', expiryYear: '2026' }, 'expiryMonth', CARD_MESSAGES.expired],
    [{ expiryMonth: '13' }, 'expiryMonth', CARD_MESSAGES.expiryMonthRequired],
    [{ expiryYear: '2037' }, 'expiryYear', CARD_MESSAGES.expiryYearRequired],
    [{ cvc: '12' }, 'cvc', CARD_MESSAGES.cvcInvalid],
    [{ cvc: '12345' }, 'cvc', CARD_MESSAGES.cvcInvalid],
    [{ nameOnCard: 'x'.repeat(101) }, 'nameOnCard', CARD_MESSAGES.nameRequired],
  ] as const)('%o → %s error', (change, field, message) => {
    const result = validateCardForm({ ...valid, ...change }, today)
    expect(result).toEqual({ ok: false, errors: { [field]: message } })
  })

  it('accepts a 4-digit security code and this month', () => {
    expect(validateCardForm({ ...valid, cvc: '1234', expiryMonth: '05', expiryYear: '2026' }, today).ok).toBe(true)
  })
})
