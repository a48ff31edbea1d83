import { describe, expect, it } from 'vitest'
import {
  holdStateOf,
  holdStateText,
  isRecoveryLinkLive,
  planningWindowStart,
  recoveryDecision,
  recoveryDelayMinutesOf,
  recoveryDueAt,
  recoveryJobKey,
  recoveryLinkExpiresAt,
  recoveryWords,
  type RecoveryFacts,
} from './recovery-rules'

const eligible: RecoveryFacts = {
  quoteStatus: 'open',
  leadEmail: 'ada@example.com',
  marketingEmail: true,
  signedIn: false,
  bookedByEmail: false,
  onSale: true,
}

describe('when the saved-checkout e-mail is due', () => {
  it('is the passenger details save plus the delay (two hours by default)', () => {
    expect(recoveryDueAt('2027-03-01T10:15:00.000Z')).toBe('2027-03-01T12:15:00.000Z')
    expect(recoveryDueAt('2027-03-01T23:30:00.000Z', 45)).toBe('2027-03-02T00:15:00.000Z')
  })

  it('takes a delay of whole minutes from five minutes to a week, else refuses it', () => {
    expect(recoveryDelayMinutesOf(undefined)).toBe(120)
    expect(recoveryDelayMinutesOf(5)).toBe(5)
    expect(recoveryDelayMinutesOf(10_080)).toBe(10_080)
    for (const bad of [0, 4, 10_081, 1.5, Number.NaN]) expect(() => recoveryDelayMinutesOf(bad)).toThrow(RangeError)
  })

  it('is keyed by the quote alone, so a quote gets one e-mail', () => {
    expect(recoveryJobKey(42)).toBe('checkout-recovery:42')
    expect(recoveryJobKey(42)).toBe(recoveryJobKey(42))
    expect(recoveryJobKey(43)).not.toBe(recoveryJobKey(42))
  })

  it('is planned only for details saved in the last week', () => {
    expect(planningWindowStart(new Date('2027-03-08T10:00:00.000Z'))).toBe('2027-03-01T10:00:00.000Z')
  })
})

describe('who may get it (PECR)', () => {
  it('goes with marketing consent, or to a signed-in customer without it', () => {
    expect(recoveryDecision(eligible)).toEqual({ send: true })
    expect(recoveryDecision({ ...eligible, marketingEmail: false, signedIn: true })).toEqual({ send: true })
  })

  it('never goes without consent to a guest', () => {
    expect(recoveryDecision({ ...eligible, marketingEmail: false })).toEqual({
      send: false,
      reason: 'no marketing consent, not signed in',
    })
  })

  it('never goes after a booking by that e-mail, for a booked quote, without an address, or off sale', () => {
    expect(recoveryDecision({ ...eligible, bookedByEmail: true }).send).toBe(false)
    expect(recoveryDecision({ ...eligible, quoteStatus: 'booked' }).send).toBe(false)
    expect(recoveryDecision({ ...eligible, leadEmail: null }).send).toBe(false)
    expect(recoveryDecision({ ...eligible, onSale: false }).send).toBe(false)
  })
})

describe('the link', () => {
  it('restores for seven days after it was sent, not at the instant it expires', () => {
    const expires = recoveryLinkExpiresAt(new Date('2027-03-01T12:00:00.000Z'))
    expect(expires).toBe('2027-03-08T12:00:00.000Z')
    expect(isRecoveryLinkLive(expires, new Date('2027-03-08T11:59:59.999Z'))).toBe(true)
    expect(isRecoveryLinkLive(expires, new Date('2027-03-08T12:00:00.000Z'))).toBe(false)
  })
})

describe('a saved checkout’s hold in My bookings', () => {
  const now = new Date('2027-03-01T12:00:00.000Z')

  it('counts the minutes left, rounded up, while the hold lasts', () => {
    expect(holdStateOf('2027-03-01T12:24:30.000Z', now)).toEqual({ held: true, minutesLeft: 25 })
    expect(holdStateOf('2027-03-01T12:00:00.500Z', now)).toEqual({ held: true, minutesLeft: 1 })
    expect(holdStateText({ held: true, minutesLeft: 25 })).toBe('Places held for 25 minutes more')
    expect(holdStateText({ held: true, minutesLeft: 65 })).toBe('Places held for 1 hour 5 minutes more')
    expect(holdStateText({ held: true, minutesLeft: 120 })).toBe('Places held for 2 hours more')
  })

  it('says the places are no longer held once the hold ran out or there is none', () => {
    expect(holdStateOf('2027-03-01T12:00:00.000Z', now)).toEqual({ held: false })
    expect(holdStateOf(null, now)).toEqual({ held: false })
    expect(holdStateText({ held: false })).toBe('Places no longer held')
  })
})

describe('the e-mail’s words', () => {
  it('name the holiday, the travellers and why the e-mail came', () => {
    const words = recoveryWords({
      tourName: 'Lakes and Fells',
      departureDate: '2027-06-03',
      travellers: 2,
      firstName: 'Ada',
    })
    expect(words.subject).toBe('Your Lakes and Fells booking is saved')
    expect(words.paragraphs.join(' ')).toContain('departing 3rd Jun 2027, for 2 travellers')
    expect(words.paragraphs.join(' ')).toContain('agreed to hear from us by e-mail, or were signed in')
  })
})
