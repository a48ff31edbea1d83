import { describe, expect, it } from 'vitest'
import { parseToursListQuery, TOURS_QUERY_MAX, toursListHref } from './tours-list-rules'

const parse = (search: string) => parseToursListQuery(new URLSearchParams(search))

describe('parseToursListQuery', () => {
  it('reads the search trimmed and the page, page 1 when absent', () => {
    expect(parse('')).toEqual({ ok: true, query: { q: '', page: 1 } })
    expect(parse('q=%20Alps%20&page=3')).toEqual({ ok: true, query: { q: 'Alps', page: 3 } })
    expect(parse(`q=${'a'.repeat(TOURS_QUERY_MAX)}`)).toMatchObject({ ok: true })
  })

  it.each(['page=0', 'page=-1', 'page=abc', 'page=1.5', 'page=10001', 'page=999999'])(
    'refuses %s with a message',
    (search) => {
      expect(parse(search)).toEqual({ ok: false, message: 'Give the page as a whole number from 1 to 10000.' })
    },
  )

  it('refuses a search longer than the field takes', () => {
    expect(parse(`q=${'a'.repeat(TOURS_QUERY_MAX + 1)}`)).toMatchObject({ ok: false })
  })
})

describe('toursListHref', () => {
  it('keeps the brand and the search, and leaves page 1 out of the address', () => {
    expect(toursListHref('meridian', { q: '' }, 1)).toBe('/admin/tours?brand=meridian')
    expect(toursListHref('cavendish', { q: 'lake & hills' }, 2)).toBe(
      '/admin/tours?brand=cavendish&q=lake+%26+hills&page=2',
    )
  })
})
