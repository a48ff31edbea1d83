import { describe, expect, it } from 'vitest'
import { deriveBookingMoney } from './booking-money'
import { moneyEmailParagraphs } from './money-emails.server'

const facts = {
  reference: 'MJ123456',
  tourName: 'Highlights of Peru',
  departureDate: '2027-05-12',
  currency: 'GBP' as const,
}

describe('moneyEmailParagraphs', () => {
  it('a cancellation gives the fee, what was paid and what is owed back', () => {
    const money = deriveBookingMoney({
      state: 'cancelled',
      lines: [{ amountMinor: 40_000 }],
      movements: [{ kind: 'payment', amountMinor: 100_000 }],
    })
    const email = moneyEmailParagraphs({ ...facts, kind: 'cancelled', money, amountMinor: 40_000 })
    expect(email.subject).toBe('Your booking MJ123456 is cancelled')
    expect(email.paragraphs.map((p) => p.text).join(' ')).toContain(
      'Cancellation charge: £400. You have paid £1,000. We owe you £600, which we will refund to you.',
    )
  })

  it('a refund says where the money went and that nothing is owed', () => {
    const money = deriveBookingMoney({
      state: 'cancelled',
      lines: [{ amountMinor: 40_000 }],
      movements: [
        { kind: 'payment', amountMinor: 100_000 },
        { kind: 'refund', amountMinor: 60_000 },
      ],
    })
    const email = moneyEmailParagraphs({ ...facts, kind: 'refund', money, amountMinor: 60_000, refundMethod: 'card' })
    expect(email.subject).toBe('Refund issued on your booking MJ123456')
    expect(email.paragraphs[0]!.text).toContain('We have refunded £600 to the card you paid with')
    expect(email.paragraphs[1]!.text).toContain('Nothing is owed either way.')
  })

  it('an amendment gives the change and the new balance', () => {
    const money = deriveBookingMoney({
      state: 'confirmed',
      lines: [{ amountMinor: 100_000 }, { amountMinor: 15_000 }],
      movements: [{ kind: 'payment', amountMinor: 100_000 }],
    })
    const email = moneyEmailParagraphs({ ...facts, currency: 'CAD', kind: 'amended', money, amountMinor: 15_000 })
    expect(email.paragraphs[0]!.text).toContain('the price went up by C$150')
    expect(email.paragraphs[1]!.text).toContain('The balance to pay is C$150.')
  })

  it('an amendment says what changed, and that the price stayed when it did', () => {
    const money = deriveBookingMoney({
      state: 'confirmed',
      lines: [{ amountMinor: 100_000 }],
      movements: [{ kind: 'payment', amountMinor: 100_000 }],
    })
    const email = moneyEmailParagraphs({
      ...facts,
      kind: 'amended',
      money,
      amountMinor: 0,
      change: 'Traveller removed: Charles Babbage',
    })
    expect(email.paragraphs[0]!.text).toContain(
      'has been changed (Traveller removed: Charles Babbage): the price is the same.',
    )
    expect(email.paragraphs[1]!.text).toContain('Nothing is owed either way.')
  })
})
