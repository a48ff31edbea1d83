import { describe, expect, it, vi } from 'vitest'
import type { PaymentInfo, QuoteResponse } from '../contract/checkout-contract'
import {
  PAYMENT_STILL_PENDING_MESSAGE,
  STATUS_POLL_LIMIT,
  amountToPayMinor,
  canBook,
  confirmationAddress,
  initialPaymentSection,
  isReservationBooking,
  passengerOrdinalLabel,
  paymentErrors,
  paymentMessageOf,
  pollPaymentStatus,
  savePaymentSection,
  shouldPushPurchase,
  showsSaveAndContinue,
  statusPollDelay,
  userFriendlyMessageOf,
  type PaymentSectionState,
} from './payment-rules'

const info = (overrides: Partial<PaymentInfo['data']> = {}, canPay = true): PaymentInfo => ({
  data: {
    fullBalance: 600_000,
    depositAmount: 60_000,
    dueDate: '2027-02-17',
    cardTypes: [
      { id: 1, name: 'Visa' },
      { id: 2, name: 'Mastercard' },
    ],
    ...overrides,
  },
  canPay,
  transactionType: overrides.depositAmount === overrides.fullBalance ? 'Full Payment' : 'Deposit Only',
})

const filled = (section: Partial<PaymentSectionState> = {}): PaymentSectionState => ({
  ...initialPaymentSection(info()),
  amountToPay: 'Full Balance',
  cardTypeId: 1,
  ...section,
})

const ann = { firstName: 'Ann', lastName: 'Lee', mobilityLimitations: false }
const bo = { firstName: 'Bo', lastName: 'Lee', mobilityLimitations: false }

describe('the payment section (checkout §4, §5, §9)', () => {
  it('starts in input mode, choosing for the traveller only where there is one choice', () => {
    expect(initialPaymentSection(info())).toMatchObject({ amountToPay: null, cardTypeId: null, summaryView: false })
    const fullOnly = initialPaymentSection(
      info({ depositAmount: 600_000, dueDate: null, cardTypes: [{ id: 3, name: 'Amex' }] }),
    )
    expect(fullOnly).toMatchObject({ amountToPay: 'Full Balance', cardTypeId: 3 })
  })

  it.each([
    ['Full Balance', 600_000],
    ['Deposit Only', 60_000],
    [null, null],
  ] as const)('amount for %s is %s', (choice, amount) => {
    expect(amountToPayMinor(info(), choice)).toBe(amount)
  })

  it('offers no deposit when it equals the full balance', () => {
    expect(amountToPayMinor(info({ depositAmount: 600_000 }), 'Deposit Only')).toBeNull()
  })

  it.each([
    ['nothing chosen', {}, { amountToPay: 'This is a required field', cardTypeId: 'This is a required field' }],
    ['amount only', { amountToPay: 'Full Balance' as const }, { cardTypeId: 'This is a required field' }],
    ['both', { amountToPay: 'Deposit Only' as const, cardTypeId: 2 }, {}],
    [
      'an unknown card type id',
      { amountToPay: 'Full Balance' as const, cardTypeId: 99 },
      { cardTypeId: 'This is a required field' },
    ],
  ])('validates %s', (_, choices, errors) => {
    expect(paymentErrors({ ...initialPaymentSection(info()), ...choices })).toEqual(errors)
  })

  it('needs no card type when there are none (Unknown card type)', () => {
    const section = { ...initialPaymentSection(info({ cardTypes: [] })), amountToPay: 'Full Balance' as const }
    expect(paymentErrors(section)).toEqual({})
  })

  it('marks submitted on any save; only a valid, payable section goes to summary', () => {
    const invalid = savePaymentSection(initialPaymentSection(info()))
    expect(invalid).toMatchObject({ hasBeenSubmitted: true, summaryView: false })
    expect(showsSaveAndContinue(invalid)).toBe(true)
    const valid = savePaymentSection(filled())
    expect(valid).toMatchObject({ hasBeenSubmitted: true, summaryView: true })
    expect(showsSaveAndContinue(valid)).toBe(false)
    const unpayable = savePaymentSection({ ...filled(), info: info({}, false) })
    expect(unpayable.summaryView).toBe(false)
    expect(showsSaveAndContinue(unpayable)).toBe(false)
  })
})

describe('canBook and the reservation rule (checkout §4)', () => {
  const saved = savePaymentSection(filled())
  it.each([
    ['everything ready', { passengersComplete: true, passengers: [ann, bo], payment: saved }, { ok: true }],
    [
      'a passenger incomplete',
      { passengersComplete: false, passengers: [ann, bo], payment: saved },
      { ok: false, message: null },
    ],
    ['no payment', { passengersComplete: true, passengers: [ann, bo], payment: null }, { ok: false, message: null }],
    [
      'payment not saved',
      { passengersComplete: true, passengers: [ann], payment: filled() },
      { ok: false, message: null },
    ],
    [
      'payment back in edit mode',
      { passengersComplete: true, passengers: [ann], payment: { ...saved, summaryView: false } },
      { ok: false, message: null },
    ],
    [
      'two passengers of one name',
      { passengersComplete: true, passengers: [ann, { ...bo, firstName: ' ann ', lastName: 'LEE' }], payment: saved },
      { ok: false, message: 'You cannot continue with two passengers of the same name' },
    ],
    [
      'a reservation (mobility) with nothing to pay',
      {
        passengersComplete: true,
        passengers: [ann, { ...bo, mobilityLimitations: true }],
        payment: filled({ amountToPay: null }),
      },
      { ok: true },
    ],
    [
      'a reservation (canPay false)',
      { passengersComplete: true, passengers: [ann], payment: initialPaymentSection(info({}, false)) },
      { ok: true },
    ],
  ])('%s', (_, readiness, expected) => {
    expect(canBook(readiness)).toEqual(expected)
  })

  it.each([
    [[ann, bo], true, false],
    [[ann, { ...bo, mobilityLimitations: true }], true, true],
    [[ann, bo], false, true],
  ])('passengers %j, canPay %s → reservation %s', (passengers, canPay, reservation) => {
    expect(isReservationBooking({ passengers, payment: initialPaymentSection(info({}, canPay)) })).toBe(reservation)
  })
})

describe('the card frame message (contract "The card frame")', () => {
  const origin = 'https://www.example.com'
  const quote = { quoteId: 41 } as QuoteResponse
  it.each([
    ['same origin with a transaction id', { origin, data: { ...quote, transactionId: 'tx_1' } }, true],
    ['another origin', { origin: 'https://evil.example', data: { ...quote, transactionId: 'tx_1' } }, false],
    ['no transaction id', { origin, data: { ...quote } }, false],
    ['a numeric transaction id', { origin, data: { ...quote, transactionId: 5 } }, false],
    ['a string message', { origin, data: 'tx_1' }, false],
    ['null', { origin, data: null }, false],
  ])('%s', (_, event, accepted) => {
    expect(paymentMessageOf(event, origin) !== null).toBe(accepted)
  })
})

describe('status polling (checkout §4, contract /status-check)', () => {
  it('backs off 500 ms × 1.5 up to 4 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(statusPollDelay)).toEqual([0, 500, 750, 1125, 1688, 2531, 3797, 4000, 4000])
  })

  it.each([
    [['approved'], { kind: 'confirm' }],
    [['pending', 'pending', 'approved'], { kind: 'confirm' }],
    [['declined'], { kind: 'confirm' }],
    [['pending', 'error'], { kind: 'error', message: 'Provider error' }],
  ] as const)('%j → %j', async (statuses, outcome) => {
    const answers = [...statuses]
    const read = vi.fn(async () => {
      const status = answers.shift()!
      return { status, message: status === 'error' ? 'Provider error' : null }
    })
    const sleep = vi.fn(async (_ms: number) => {})
    expect(await pollPaymentStatus(read, sleep)).toEqual(outcome)
    expect(read).toHaveBeenCalledTimes(statuses.length)
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual(statuses.slice(1).map((_, index) => statusPollDelay(index + 1)))
  })

  it('stops after the last poll while still pending', async () => {
    const read = vi.fn(async () => ({ status: 'pending' as const, message: null }))
    expect(await pollPaymentStatus(read, async () => {})).toEqual({
      kind: 'error',
      message: PAYMENT_STILL_PENDING_MESSAGE,
    })
    expect(read).toHaveBeenCalledTimes(STATUS_POLL_LIMIT)
  })
})

describe('the confirmation', () => {
  it.each([
    ['reserved', 0, true],
    ['paid', 600_000, true],
    ['deposit', 60_000, true],
    ['paid', 0, false],
  ] as const)('purchase event for %s with %s paid: %s', (type, amountPaid, pushed) => {
    expect(shouldPushPurchase({ type, amountPaid })).toBe(pushed)
  })

  it('labels passengers by ordinal', () => {
    expect([0, 1, 2, 8, 10].map(passengerOrdinalLabel)).toEqual([
      'First passenger',
      'Second passenger',
      'Third passenger',
      'Ninth passenger',
      'Passenger 11',
    ])
  })

  it('rewrites the address with the booking reference, keeping the checkout keys', () => {
    expect(confirmationAddress({ pathname: '/checkout', search: '?departureId=5&filo=FI' }, 'K7MX4Q2P')).toBe(
      '/checkout?departureId=5&filo=FI&bookingReference=K7MX4Q2P',
    )
  })

  it('reads a UserFriendlyError message only', () => {
    expect(userFriendlyMessageOf({ type: 'UserFriendlyError', message: 'Declined.', error: {} })).toBe('Declined.')
    expect(userFriendlyMessageOf({ message: 'Declined.', error: {} })).toBeNull()
    expect(userFriendlyMessageOf(null)).toBeNull()
  })
})
