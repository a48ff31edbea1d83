import { describe, expect, it } from 'vitest'
import { daysInOrder, endOfDay } from './day-range'

describe('endOfDay', () => {
  it('ends a day at its last millisecond, so the whole of the `to` day is taken', () => {
    expect(endOfDay('2031-01-31')).toBe('2031-01-31T23:59:59.999Z')
    expect('2031-01-31T23:59:59.123Z' <= endOfDay('2031-01-31')).toBe(true)
    expect('2031-02-01T00:00:00.000Z' <= endOfDay('2031-01-31')).toBe(false)
  })
})

describe('daysInOrder', () => {
  it('reads a from after its to the other way round, and keeps the rest', () => {
    expect(daysInOrder({ from: '2031-02-01', to: '2031-01-01', q: 'x' })).toEqual({
      from: '2031-01-01',
      to: '2031-02-01',
      q: 'x',
    })
    expect(daysInOrder({ from: '2031-01-01', to: '2031-02-01' })).toEqual({ from: '2031-01-01', to: '2031-02-01' })
    expect(daysInOrder({ from: '2031-02-01', to: '' })).toEqual({ from: '2031-02-01', to: '' })
  })
})
