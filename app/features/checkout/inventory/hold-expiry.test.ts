import { describe, expect, it } from 'vitest'
import { DEFAULT_HOLD_MINUTES, holdExpiresAt, holdMinutesOf, holdSecondsLeft, isHoldLive } from './hold-expiry'

const now = new Date('2030-05-01T12:00:00.000Z')

describe('hold expiry arithmetic', () => {
  it('holds for 30 minutes by default', () => {
    expect(DEFAULT_HOLD_MINUTES).toBe(30)
    expect(holdExpiresAt(now)).toBe('2030-05-01T12:30:00.000Z')
  })

  it.each([
    [1, '2030-05-01T12:01:00.000Z'],
    [45, '2030-05-01T12:45:00.000Z'],
    [1440, '2030-05-02T12:00:00.000Z'],
  ])('%i minutes → %s', (minutes, expiry) => {
    expect(holdExpiresAt(now, minutes)).toBe(expiry)
  })

  it.each([0, -5, 1.5, 1441, Number.NaN])('refuses %s minutes', (minutes) => {
    expect(() => holdMinutesOf(minutes)).toThrow(RangeError)
  })

  it.each([
    ['a second before expiry', '2030-05-01T12:00:01.000Z', true],
    ['at the instant of expiry', '2030-05-01T12:00:00.000Z', false],
    ['after expiry', '2030-05-01T11:59:59.999Z', false],
  ])('is live %s: %s', (_name, expiresAt, live) => {
    expect(isHoldLive(expiresAt, now)).toBe(live)
  })

  it.each([
    ['2030-05-01T12:30:00.000Z', 1800],
    ['2030-05-01T12:00:01.999Z', 1],
    ['2030-05-01T12:00:00.000Z', 0],
    ['2030-05-01T11:00:00.000Z', 0],
    ['not a date', 0],
  ])('seconds left until %s: %i', (expiresAt, seconds) => {
    expect(holdSecondsLeft(expiresAt, now)).toBe(seconds)
  })

  it('extending from a later save moves the expiry by the save time, not the first hold', () => {
    const saved = new Date(now.getTime() + 20 * 60_000)
    expect(holdExpiresAt(saved)).toBe('2030-05-01T12:50:00.000Z')
  })
})
