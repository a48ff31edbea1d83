import { describe, expect, it } from 'vitest'
import { offlinePaymentProblem, placesToRelease, recomputeBookingMoney, refundProblem } from './booking-balance'

describe('recomputeBookingMoney', () => {
  it('sums the payments, refunds included, into the amount paid and the balance', () => {
    const money = recomputeBookingMoney({
      totalMinor: 250_000,
      paymentsMinor: [50_000, 20_000, -5_000],
      previousType: 'deposit',
      balanceDueDate: '2027-03-01',
    })
    expect(money).toEqual({
      totalMinor: 250_000,
      amountPaidMinor: 65_000,
      balanceMinor: 185_000,
      type: 'deposit',
      balanceDueDate: '2027-03-01',
    })
  })

  it('is paid, with no due date, once nothing is left', () => {
    const money = recomputeBookingMoney({
      totalMinor: 100_000,
      paymentsMinor: [40_000, 60_000],
      previousType: 'deposit',
      balanceDueDate: '2027-03-01',
    })
    expect(money.type).toBe('paid')
    expect(money.balanceMinor).toBe(0)
    expect(money.balanceDueDate).toBeNull()
  })

  it('goes back to a deposit booking when a refund re-opens the balance', () => {
    const money = recomputeBookingMoney({
      totalMinor: 100_000,
      paymentsMinor: [100_000, -30_000],
      previousType: 'paid',
      balanceDueDate: null,
    })
    expect(money.type).toBe('deposit')
    expect(money.balanceMinor).toBe(30_000)
  })

  it('keeps a reservation a reservation until money arrives', () => {
    expect(
      recomputeBookingMoney({ totalMinor: 90_000, paymentsMinor: [], previousType: 'reserved', balanceDueDate: null })
        .type,
    ).toBe('reserved')
    expect(
      recomputeBookingMoney({
        totalMinor: 90_000,
        paymentsMinor: [10_000],
        previousType: 'reserved',
        balanceDueDate: null,
      }).type,
    ).toBe('deposit')
  })
})

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

describe('refundProblem', () => {
  it('allows up to what is left on the payment', () => {
    expect(refundProblem({ amountMinor: 300, refundableMinor: 300 })).toBeNull()
    expect(refundProblem({ amountMinor: 301, refundableMinor: 300 })).toMatch(/more than/)
    expect(refundProblem({ amountMinor: 1, refundableMinor: 0 })).toMatch(/Nothing/)
    expect(refundProblem({ amountMinor: -5, refundableMinor: 300 })).toMatch(/at least/)
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
