import { describe, expect, it } from 'vitest'
import {
  DAY_CHOICES,
  MONTH_CHOICES,
  SEXES,
  TITLES,
  VISA_CHOICES,
  birthYears,
  cardExpiryYears,
  futureYears,
} from './lists'

const in2026 = new Date(2026, 5, 15)

describe('fixed choices', () => {
  it('offers days 1 to 31', () => {
    expect(DAY_CHOICES).toHaveLength(31)
    expect(DAY_CHOICES[0]).toBe(1)
    expect(DAY_CHOICES.at(-1)).toBe(31)
  })

  it.each([
    [0, 1, 'Jan'],
    [2, 3, 'Mar'],
    [11, 12, 'Dec'],
  ])('month choice %i is %i %s', (index, value, label) => {
    expect(MONTH_CHOICES).toHaveLength(12)
    expect(MONTH_CHOICES[index]).toEqual({ value, label })
  })

  it.each<[string, readonly string[], string[]]>([
    ['titles', TITLES, ['Mr', 'Mrs', 'Miss', 'Ms']],
    ['sexes', SEXES, ['Male', 'Female']],
    ['visa choices', VISA_CHOICES, ['Visa required', 'No visa required']],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected)
  })
})

describe('year lists', () => {
  it.each<[string, (today?: Date) => number[], number, number, number]>([
    ['birthYears', birthYears, 2026, 1901, 126],
    ['cardExpiryYears', cardExpiryYears, 2036, 2016, 21],
    ['futureYears', futureYears, 2026, 2055, 30],
  ])('%s in 2026 runs %i → %i (%i years)', (_name, list, first, last, length) => {
    const years = list(in2026)
    expect(years[0]).toBe(first)
    expect(years.at(-1)).toBe(last)
    expect(years).toHaveLength(length)
    const step = first > last ? -1 : 1
    years.forEach((year, i) => expect(year).toBe(first + i * step))
  })

  it.each([
    [new Date(2026, 0, 1, 0, 0), 2026],
    [new Date(2026, 11, 31, 23, 59), 2026],
    [new Date(1901, 5, 1), 1901],
  ])('uses the local year of %s', (today, year) => {
    expect(birthYears(today)[0]).toBe(year)
    expect(futureYears(today)[0]).toBe(year)
    expect(cardExpiryYears(today)[0]).toBe(year + 10)
  })

  it('has just 1901 when the current year is 1901', () => {
    expect(birthYears(new Date(1901, 0, 1))).toEqual([1901])
  })

  it('defaults to the clock', () => {
    const year = new Date().getFullYear()
    expect(birthYears()[0]).toBe(year)
    expect(cardExpiryYears()[0]).toBe(year + 10)
    expect(futureYears()[0]).toBe(year)
  })
})
