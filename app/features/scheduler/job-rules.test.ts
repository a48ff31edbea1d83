import { describe, expect, it } from 'vitest'
import { RETRY_CAP_MS, afterFailure, errorText, leaseExpiredBefore, parsePayload, retryDelayMs } from './job-rules'

describe('retryDelayMs', () => {
  it.each([
    [1, 60_000],
    [2, 120_000],
    [3, 240_000],
    [4, 480_000],
    [9, 256 * 60_000],
    [10, RETRY_CAP_MS],
    [50, RETRY_CAP_MS],
  ])('after %i failed attempts waits %i ms', (attempts, delay) => {
    expect(retryDelayMs(attempts)).toBe(delay)
  })
})

describe('afterFailure', () => {
  const now = new Date('2027-03-01T09:00:00.000Z')
  it('tries again after the back-off while attempts are left', () => {
    expect(afterFailure(1, 5, now)).toEqual({ state: 'pending', dueAt: '2027-03-01T09:01:00.000Z' })
    expect(afterFailure(4, 5, now)).toEqual({ state: 'pending', dueAt: '2027-03-01T09:08:00.000Z' })
  })
  it('gives up on the last attempt', () => {
    expect(afterFailure(5, 5, now)).toEqual({ state: 'failed' })
    expect(afterFailure(1, 1, now)).toEqual({ state: 'failed' })
  })
})

describe('leaseExpiredBefore', () => {
  it('is the lease before now', () => {
    expect(leaseExpiredBefore(new Date('2027-03-01T09:00:00.000Z'), 300_000)).toBe('2027-03-01T08:55:00.000Z')
  })
})

describe('errorText', () => {
  it('keeps one line of at most 500 characters', () => {
    expect(errorText(new Error('no\n  route to   host'))).toBe('no route to host')
    expect(errorText(new Error('x'.repeat(900)))).toHaveLength(500)
    expect(errorText(new Error(''))).toBe('the job failed')
    expect(errorText('plain')).toBe('plain')
  })
})

describe('parsePayload', () => {
  it('answers the stored JSON object', () => {
    expect(parsePayload('{"bookingId":12,"kind":"balance"}')).toEqual({ bookingId: 12, kind: 'balance' })
  })
  it('answers {} for text that is not a JSON object', () => {
    expect(parsePayload('')).toEqual({})
    expect(parsePayload('not json')).toEqual({})
    expect(parsePayload('[1,2]')).toEqual({})
    expect(parsePayload('null')).toEqual({})
    expect(parsePayload('7')).toEqual({})
  })
})
