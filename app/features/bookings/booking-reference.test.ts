import { describe, expect, it } from 'vitest'
import {
  BOOKING_REFERENCE_ALPHABET,
  BOOKING_REFERENCE_PATTERN,
  newBookingReference,
  normaliseBookingReference,
} from './booking-reference'

describe('booking references', () => {
  it('uses 32 unambiguous symbols: no 0/O, no 1/I', () => {
    expect(BOOKING_REFERENCE_ALPHABET).toHaveLength(32)
    expect(new Set(BOOKING_REFERENCE_ALPHABET).size).toBe(32)
    for (const ambiguous of ['0', 'O', '1', 'I']) expect(BOOKING_REFERENCE_ALPHABET).not.toContain(ambiguous)
  })

  it('makes eight characters of the alphabet', () => {
    for (let index = 0; index < 200; index++) {
      const reference = newBookingReference()
      expect(reference).toMatch(BOOKING_REFERENCE_PATTERN)
    }
  })

  it('maps every byte value onto the alphabet uniformly', () => {
    expect(newBookingReference(() => new Uint8Array([0, 31, 32, 255, 1, 9, 100, 200]))).toBe('2Z2Z3B6A')
  })

  it('is not sequential: 1000 draws are all different', () => {
    const drawn = new Set(Array.from({ length: 1000 }, () => newBookingReference()))
    expect(drawn.size).toBe(1000)
  })

  it('normalises a typed reference and refuses anything else', () => {
    expect(normaliseBookingReference(' k7mx4q2p ')).toBe('K7MX4Q2P')
    expect(normaliseBookingReference('K7MX4Q2')).toBeNull()
    expect(normaliseBookingReference('K7MX4Q2O')).toBeNull()
    expect(normaliseBookingReference(null)).toBeNull()
  })
})
