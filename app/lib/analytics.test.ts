import { afterEach, describe, expect, it } from 'vitest'
import { analyticsPrice, hashEmail, normalisePerson, pushDataLayer } from './analytics'

describe('pushDataLayer', () => {
  afterEach(() => {
    // @ts-expect-error -- test cleanup of the global
    delete globalThis.window
  })

  it('returns the entry without a window (server rendering)', () => {
    expect(pushDataLayer('search', { searchTerm: 'italy' })).toEqual({ event: 'search', searchTerm: 'italy' })
  })

  it('appends to window.dataLayer, creating it when missing', () => {
    // @ts-expect-error -- a minimal window for the test
    globalThis.window = {}
    pushDataLayer('view_item_list', { items: [] })
    pushDataLayer('add-to-wishlist', { tourCode: 'MJ1001' })
    expect(window.dataLayer).toEqual([
      { event: 'view_item_list', items: [] },
      { event: 'add-to-wishlist', tourCode: 'MJ1001' },
    ])
  })
})

describe('analyticsPrice', () => {
  it.each([
    [149900, 1499],
    [149950, 1499.5],
    [1, 0.01],
    [0, 0],
  ])('%i minor → %d', (minor, expected) => {
    expect(analyticsPrice(minor)).toBe(expected)
  })
})

describe('normalisePerson', () => {
  it('lowercases, strips post code spaces and pads the date of birth', () => {
    expect(
      normalisePerson({
        firstName: ' Zoë ',
        lastName: "O'Brien",
        email: 'Zoe.OBrien@Example.COM',
        postCode: 'SW1A 1AA',
        town: 'London',
        country: 'GB',
        dayOfBirth: 3,
        monthOfBirth: '7',
        yearOfBirth: 1956,
      }),
    ).toMatchObject({
      firstName: 'zoë',
      lastName: "o'brien",
      email: 'zoe.obrien@example.com',
      postCode: 'sw1a1aa',
      town: 'london',
      country: 'gb',
      dayOfBirth: '03',
      monthOfBirth: '07',
      yearOfBirth: '1956',
    })
  })

  it('keeps missing values null', () => {
    expect(normalisePerson({})).toMatchObject({ firstName: null, email: null, postCode: null, dayOfBirth: null })
  })
})

describe('hashEmail', () => {
  it('hashes the trimmed lowercase address with SHA-256', async () => {
    // sha256("test@example.com")
    const expected = '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b'
    expect(await hashEmail(' Test@Example.com ')).toBe(expected)
  })
})
