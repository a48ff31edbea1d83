import { describe, expect, it } from 'vitest'
import { joinedWords, offerWords } from './waitlist-emails'

const facts = { tourName: 'Norway Fjords', departureDate: '2027-06-01', travellers: 2 }

describe('waitlist e-mails', () => {
  it('confirm a join with the departure and the places', () => {
    const words = joinedWords(facts)
    expect(words.subject).toBe('You are on the waitlist for Norway Fjords')
    expect(words.paragraphs[0]).toContain('for 2 places')
    expect(words.paragraphs[0]).toContain('Norway Fjords, departing')
  })
  it('offer the places until the offer lapses', () => {
    const words = offerWords({ ...facts, travellers: 1, expiresAt: '2027-03-02T09:00:00.000Z' })
    expect(words.subject).toBe('Places have come free on Norway Fjords')
    expect(words.paragraphs[0]).toContain('1 place on Norway Fjords')
    expect(words.paragraphs[0]).toContain('holding it for you until')
    expect(words.paragraphs[0]).toContain('09:00 UTC')
  })
})
