import { describe, expect, it } from 'vitest'
import { nextSort, parseSort, withParams, type SortState } from './table-sort'

type Key = 'booked' | 'departs'
const fallback: SortState<Key> = { key: 'booked', direction: 'desc' }
const allowed: Key[] = ['booked', 'departs']

describe('parseSort', () => {
  it.each([
    ['', fallback],
    ['sort=departs', { key: 'departs', direction: 'asc' }],
    ['sort=departs&dir=desc', { key: 'departs', direction: 'desc' }],
    ['sort=departs&dir=sideways', { key: 'departs', direction: 'asc' }],
    ['sort=total_minor;drop', fallback],
    ['dir=asc', fallback],
  ])('%s → %j', (query, expected) => {
    expect(parseSort(new URLSearchParams(query), allowed, fallback)).toEqual(expected)
  })
})

describe('nextSort', () => {
  it('flips the direction of the column already sorted', () => {
    expect(nextSort<Key>({ key: 'departs', direction: 'asc' }, 'departs')).toEqual({
      key: 'departs',
      direction: 'desc',
    })
    expect(nextSort<Key>({ key: 'departs', direction: 'desc' }, 'departs')).toEqual({
      key: 'departs',
      direction: 'asc',
    })
  })
  it('starts another column ascending', () => {
    expect(nextSort<Key>({ key: 'booked', direction: 'desc' }, 'departs')).toEqual({ key: 'departs', direction: 'asc' })
  })
})

describe('withParams', () => {
  it('sets, replaces and drops parameters, keeping the others', () => {
    const search = new URLSearchParams('brand=meridian&q=smith&page=3')
    expect(withParams(search, { page: '4' })).toBe('?brand=meridian&q=smith&page=4')
    expect(withParams(search, { sort: 'departs', dir: 'asc', page: null })).toBe(
      '?brand=meridian&q=smith&sort=departs&dir=asc',
    )
    expect(withParams(new URLSearchParams(), { q: '' })).toBe('?')
  })
})
