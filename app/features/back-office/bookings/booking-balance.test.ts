import { describe, expect, it } from 'vitest'
import { offlinePaymentProblem, placesToRelease, refundableOnCard } from './booking-balance'

describe('offlinePaymentProblem', () => {
  it('allows an amount from 0.01 up to the balance', () => {
    expect(offlinePaymentProblem({ amountMinor: 1, balanceMinor: 500, status: 'confirmed' })).toBeNull()
    expect(offlinePaymentProblem({ amountMinor: 500, balanceMinor: 500, status: 'confirmed' })).toBeNull()
  })
  it('refuses nothing, more than the balance, a paid booking and a cancelled one', () => {
    expect(offlinePaymentProblem({ amountMinor: 0, balanceMinor: 500, status: 'confirmed' })).toMatch(/at least/)
    expect(offlinePaymentProblem({ amountMinor: 501, balanceMinor: 500, status: 'confirmed' })).toMatch(/more than/)
    expect(offlinePaymentProblem({ amountMinor: 1, balanceMinor: 0, status: 'confirmed' })).toMatch(/Nothing/)
    expect(offlinePaymentProblem({ amountMinor: 1, balanceMinor: 500, status: 'cancelled' })).toMatch(/cancelled/)
  })
})

describe('placesToRelease', () => {
  it('gives back one room per booked room and the room type’s seats', () => {
    const released = placesToRelease([
      { roomId: 7, roomTypeOccupancy: 2 },
      { roomId: 7, roomTypeOccupancy: 2 },
      { roomId: 9, roomTypeOccupancy: 1 },
    ])
    expect(released.seats).toBe(5)
    expect([...released.roomsById]).toEqual([
      [7, 2],
      [9, 1],
    ])
  })
})

describe('refundableOnCard', () => {
  const card = {
    method: 'card',
    transactionStatus: 'approved',
    transactionAmountMinor: 5000,
    refundedMinor: 1200,
    refundOf: null,
  }
  it('is what the provider approved less what went back already', () => {
    expect(refundableOnCard(card)).toBe(3800)
    expect(refundableOnCard({ ...card, transactionStatus: 'refunded', refundedMinor: 5000 })).toBe(0)
    expect(refundableOnCard({ ...card, refundedMinor: null })).toBe(5000)
  })
  it('is 0 for an offline payment, a refund row and a card payment the provider did not approve', () => {
    expect(refundableOnCard({ ...card, method: 'bank transfer' })).toBe(0)
    expect(refundableOnCard({ ...card, refundOf: 'tx-1' })).toBe(0)
    expect(refundableOnCard({ ...card, transactionStatus: 'declined' })).toBe(0)
    expect(refundableOnCard({ ...card, transactionStatus: null })).toBe(0)
  })
})
