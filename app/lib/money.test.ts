import { describe, expect, it } from 'vitest'
import { formatMoney, formatSignedMoney, sumMinor, toMajorString, toMinor } from './money'

describe('formatMoney', () => {
  it.each<[number, 'GBP' | 'CAD', string]>([
    [150_000, 'GBP', '£1,500'],
    [149_950, 'GBP', '£1,499.50'],
    [149_901, 'GBP', '£1,499.01'],
    [5, 'GBP', '£0.05'],
    [50, 'GBP', '£0.50'],
    [0, 'GBP', '£0'],
    [-0, 'GBP', '£0'],
    [100, 'GBP', '£1'],
    [99_999, 'GBP', '£999.99'],
    [100_000, 'GBP', '£1,000'],
    [123_456_789, 'GBP', '£1,234,567.89'],
    [-1_230, 'GBP', '-£12.30'],
    [-150_000, 'GBP', '-£1,500'],
    [-5, 'GBP', '-£0.05'],
    [150_000, 'CAD', 'C$1,500'],
    [149_950, 'CAD', 'C$1,499.50'],
    [-99, 'CAD', '-C$0.99'],
    [Number.MAX_SAFE_INTEGER, 'GBP', '£90,071,992,547,409.91'],
    [9_007_199_254_740_899, 'GBP', '£90,071,992,547,408.99'],
    [Number.MIN_SAFE_INTEGER, 'GBP', '-£90,071,992,547,409.91'],
  ])('%i %s → %s', (minor, currency, expected) => {
    expect(formatMoney(minor, currency)).toBe(expected)
  })

  it.each([[1.5], [Number.NaN], [Number.POSITIVE_INFINITY], [2 ** 53]])('rejects %s', (minor) => {
    expect(() => formatMoney(minor, 'GBP')).toThrow(RangeError)
  })
})

describe('formatSignedMoney', () => {
  it.each([
    [-182_400, 'GBP', '\u2212£1,824'],
    [-5, 'CAD', '\u2212C$0.05'],
    [0, 'GBP', '£0'],
    [149_950, 'GBP', '£1,499.50'],
  ] as const)('%i %s → %s', (minor, currency, expected) => {
    expect(formatSignedMoney(minor, currency)).toBe(expected)
  })
})

describe('toMajorString', () => {
  it.each<[number, string]>([
    [149_950, '1499.50'],
    [150_000, '1500.00'],
    [5, '0.05'],
    [0, '0.00'],
    [-1_230, '-12.30'],
  ])('%i → %s', (minor, expected) => {
    expect(toMajorString(minor)).toBe(expected)
  })

  it('rejects fractions of a minor unit', () => {
    expect(() => toMajorString(0.5)).toThrow(RangeError)
  })
})

describe('sumMinor', () => {
  it.each<[number[], number]>([
    [[], 0],
    [[10, 20], 30],
    [[10, 20, -5], 25],
    [[Number.MAX_SAFE_INTEGER - 1, 1], Number.MAX_SAFE_INTEGER],
  ])('%j → %i', (values, expected) => {
    expect(sumMinor(...values)).toBe(expected)
  })

  it.each<[number[]]>([[[0.1, 0.2]], [[1, Number.NaN]], [[Number.MAX_SAFE_INTEGER, 1]], [[Number.POSITIVE_INFINITY]]])(
    'rejects %j',
    (values) => {
      expect(() => sumMinor(...values)).toThrow(RangeError)
    },
  )
})

describe('toMinor', () => {
  it.each<[string, number]>([
    ['1500', 150_000],
    ['1499.5', 149_950],
    ['1499.50', 149_950],
    ['0.05', 5],
    ['1.15', 115],
    ['-12.3', -1_230],
    ['-0', 0],
    [' 7 ', 700],
    ['12345678.90', 1_234_567_890],
  ])('%j → %i', (text, expected) => {
    expect(toMinor(text)).toBe(expected)
  })

  it.each([[''], ['abc'], ['1.234'], ['1,500'], ['.5'], ['1e3'], ['£5'], ['99999999999999999']])(
    'rejects %j',
    (text) => {
      expect(() => toMinor(text)).toThrow(RangeError)
    },
  )
})
