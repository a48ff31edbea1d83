import { describe, expect, it } from 'vitest'
import { PAYMENT_EXCEEDS_BALANCE_MESSAGE, PAYMENT_MINIMUM_MESSAGE } from '../../lib/validation'
import {
  ACCOUNT_PAYMENT_PENDING_MESSAGE,
  accountStatusPollDelay,
  checkAccountPayment,
  frameTransactionIdOf,
  pollAccountPaymentStatus,
} from './account-payment-form'
import type { AccountPaymentStatus } from './account-contract'
import { contactErrorsOf, contactSlotsOf, contactsToSend, EMPTY_CONTACT } from './emergency-contacts-form'
import {
  excursionsRequestOf,
  isSelectionChanged,
  selectionOf,
  selectionPriceChange,
  toggleExcursion,
} from './excursion-selection'

const cards = [{ id: 3 }, { id: 7 }]

describe('the account payment form (checkout §5 account payment rules)', () => {
  it.each([
    ['', 'This is a required field'],
    ['12.345', 'Enter valid number to two decimal places only.'],
    ['abc', 'Enter valid number to two decimal places only.'],
    ['0.50', PAYMENT_MINIMUM_MESSAGE],
    ['100.01', PAYMENT_EXCEEDS_BALANCE_MESSAGE],
    ['99.50', 'You cannot make a payment that leaves the outstanding balance less than £1'],
    ['99', null],
    ['100', null],
  ])('amount %j against a £100 balance', (amount, message) => {
    const result = checkAccountPayment({ amount, cardTypeId: '3' }, 10_000, cards)
    if (message === null) {
      expect(result).toEqual({ ok: true, amount: Math.round(Number(amount) * 100), cardTypeId: 3 })
    } else {
      expect(result.ok).toBe(false)
      if (!result.ok) expect(result.errors.amount).toBe(message)
    }
  })

  it('pays a balance under £1 in full, and needs a card type of the list', () => {
    expect(checkAccountPayment({ amount: '0.40', cardTypeId: '7' }, 40, cards)).toEqual({
      ok: true,
      amount: 40,
      cardTypeId: 7,
    })
    const noCard = checkAccountPayment({ amount: '10', cardTypeId: '' }, 10_000, cards)
    expect(noCard).toEqual({ ok: false, errors: { cardTypeId: 'This is a required field' } })
    expect(checkAccountPayment({ amount: '10', cardTypeId: '99' }, 10_000, cards).ok).toBe(false)
  })
})

describe('the card frame and the status polling (checkout §4, §8)', () => {
  it('accepts only its own origin with a string transactionId', () => {
    const origin = 'https://example.test'
    expect(frameTransactionIdOf({ origin, data: { transactionId: 'tx_1' } }, origin)).toBe('tx_1')
    expect(frameTransactionIdOf({ origin: 'https://evil.test', data: { transactionId: 'tx_1' } }, origin)).toBeNull()
    expect(frameTransactionIdOf({ origin, data: { transactionId: 4 } }, origin)).toBeNull()
    expect(frameTransactionIdOf({ origin, data: 'tx_1' }, origin)).toBeNull()
    expect(frameTransactionIdOf({ origin, data: { transactionId: '' } }, origin)).toBeNull()
  })

  const reads = (...statuses: AccountPaymentStatus[]) => {
    const queue = [...statuses]
    const pending: AccountPaymentStatus = { status: 'pending', message: null }
    return () => Promise.resolve(queue.shift() ?? pending)
  }
  const sleeps: number[] = []
  const sleep = (ms: number) => {
    sleeps.push(ms)
    return Promise.resolve()
  }

  it('polls again while pending, then confirms an approved payment', async () => {
    sleeps.length = 0
    const outcome = await pollAccountPaymentStatus(
      reads({ status: 'pending', message: null }, { status: 'approved', message: null }),
      sleep,
    )
    expect(outcome).toEqual({ kind: 'confirm' })
    expect(sleeps).toEqual([500])
  })

  it('turns an error or a declined card into the payment error, and gives up after the last poll', async () => {
    expect(await pollAccountPaymentStatus(reads({ status: 'declined', message: 'Card declined' }), sleep)).toEqual({
      kind: 'error',
      message: 'Card declined',
    })
    expect((await pollAccountPaymentStatus(reads({ status: 'error', message: null }), sleep)).kind).toBe('error')
    expect(await pollAccountPaymentStatus(reads(), sleep, 3)).toEqual({
      kind: 'error',
      message: ACCOUNT_PAYMENT_PENDING_MESSAGE,
    })
    expect([0, 1, 2, 10].map(accountStatusPollDelay)).toEqual([0, 500, 750, 4000])
  })
})

describe('emergency contacts (checkout §7: only contacts with a first name are sent)', () => {
  const saved = {
    emergencyContactDetailsId: 5,
    firstName: 'Dora',
    lastName: 'Brown',
    email: null,
    mobileNumber: '07700 900456',
    phoneNumber: null,
    phoneNumber2: null,
    relationship: 'Sister',
    address: null,
  }

  it('pads to two slots and sends only the named ones', () => {
    const slots = contactSlotsOf([saved])
    expect(slots).toHaveLength(2)
    expect(slots[1]).toEqual(EMPTY_CONTACT)
    expect(contactsToSend(slots)).toEqual([
      {
        emergencyContactDetailsId: 5,
        firstName: 'Dora',
        lastName: 'Brown',
        mobileNumber: '07700 900456',
        relationship: 'Sister',
      },
    ])
    expect(contactsToSend([{ ...EMPTY_CONTACT, lastName: 'Only a surname' }])).toEqual([])
  })

  it('maps the server field errors back to the slot typed in', () => {
    const slots = [{ ...EMPTY_CONTACT }, { ...EMPTY_CONTACT, firstName: 'Ed' }]
    expect(contactErrorsOf({ 'passenger.emergencyContacts.0.lastName': 'This is a required field' }, slots)).toEqual({
      1: { lastName: 'This is a required field' },
    })
  })
})

describe('the excursion selection', () => {
  const answer = {
    excursions: [
      {
        excursionId: 1,
        name: 'Boat trip',
        description: null,
        price: 4500,
        passengers: [
          { passengerId: 10, name: 'A', selected: true },
          { passengerId: 11, name: 'B', selected: false },
        ],
      },
      {
        excursionId: 2,
        name: 'Walk',
        description: null,
        price: 2000,
        passengers: [
          { passengerId: 10, name: 'A', selected: false },
          { passengerId: 11, name: 'B', selected: false },
        ],
      },
    ],
  }

  it('adds and removes per passenger and sends the whole selection', () => {
    const booked = selectionOf(answer)
    expect(isSelectionChanged(answer, booked)).toBe(false)
    const next = toggleExcursion(toggleExcursion(booked, 2, 11, true), 1, 10, false)
    expect(isSelectionChanged(answer, next)).toBe(true)
    expect(selectionPriceChange(answer, next)).toBe(2000 - 4500)
    expect(excursionsRequestOf('ABCD2345', next)).toEqual({
      bookingReference: 'ABCD2345',
      excursions: [{ excursionId: 2, passengerIds: [11] }],
    })
  })
})
