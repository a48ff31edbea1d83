import { describe, expect, it } from 'vitest'
import { pickerWithoutRepeats, Random } from './random'
import { indefiniteArticle } from './tour-rows'

// Issue 28 defect 11: the generator's copy rules.

describe('indefiniteArticle', () => {
  it.each([
    [1, 'A'],
    [5, 'A'],
    [7, 'A'],
    [8, 'An'],
    [11, 'An'],
    [12, 'A'],
    [18, 'An'],
    [21, 'A'],
    [80, 'An'],
    [88, 'An'],
    [100, 'A'],
  ] as const)('%i days: %s', (days, article) => {
    expect(indefiniteArticle(days)).toBe(article)
  })
})

describe('pickerWithoutRepeats', () => {
  it('gives every item of a pool once before any comes back', () => {
    const pick = pickerWithoutRepeats(new Random(7))
    const pool = ['a', 'b', 'c', 'd']
    const first = [pick(pool), pick(pool), pick(pool), pick(pool)]
    expect([...first].sort()).toEqual(pool)
    const second = [pick(pool), pick(pool), pick(pool), pick(pool)]
    expect([...second].sort()).toEqual(pool)
  })

  it('keeps pools apart', () => {
    const pick = pickerWithoutRepeats(new Random(1))
    const days = ['free 1', 'free 2']
    const cruising = ['cruise 1', 'cruise 2']
    const drawn = [pick(days), pick(cruising), pick(days), pick(cruising)]
    expect(drawn.filter((text) => days.includes(text)).sort()).toEqual(days)
    expect(drawn.filter((text) => cruising.includes(text)).sort()).toEqual(cruising)
  })

  it('is as deterministic as its random source', () => {
    const draw = () => {
      const pick = pickerWithoutRepeats(new Random(42))
      const pool = [1, 2, 3, 4, 5]
      return Array.from({ length: 12 }, () => pick(pool))
    }
    expect(draw()).toEqual(draw())
  })
})
