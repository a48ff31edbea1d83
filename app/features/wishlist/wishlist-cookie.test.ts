import { describe, expect, it } from 'vitest'
import {
  addToWishlist,
  parseWishlist,
  readWishlistFromCookieHeader,
  removeFromWishlist,
  WISHLIST_MAX_ITEMS,
  wishlistCookieString,
} from './wishlist-cookie'

describe('parseWishlist', () => {
  it.each([
    ['a JSON array', '["MJ1001","CC2002"]', ['MJ1001', 'CC2002']],
    ['an encoded array', encodeURIComponent('["MJ1001"]'), ['MJ1001']],
    ['duplicates', '["MJ1001","MJ1001"]', ['MJ1001']],
    ['non-strings and bad codes', '["MJ1001",5,null,"<script>","a b"]', ['MJ1001']],
    ['an object', '{"a":1}', []],
    ['garbage', '%E0%A4%A', []],
    ['empty', '', []],
  ])('reads %s', (_name, value, expected) => {
    expect(parseWishlist(value)).toEqual(expected)
  })

  it('caps the list', () => {
    const many = JSON.stringify(Array.from({ length: 150 }, (_, i) => `MJ${1000 + i}`))
    expect(parseWishlist(many)).toHaveLength(WISHLIST_MAX_ITEMS)
  })
})

describe('add and remove', () => {
  it('adds once, removes the code', () => {
    const one = addToWishlist([], 'MJ1001')
    expect(addToWishlist(one, 'MJ1001')).toEqual(['MJ1001'])
    expect(addToWishlist(one, 'CC2002')).toEqual(['MJ1001', 'CC2002'])
    expect(removeFromWishlist(['MJ1001', 'CC2002'], 'MJ1001')).toEqual(['CC2002'])
  })

  it('ignores an invalid code', () => {
    expect(addToWishlist([], '"; drop')).toEqual([])
  })
})

describe('cookie strings', () => {
  it('writes the list and removes the cookie when the list is empty', () => {
    expect(wishlistCookieString(['MJ1001'])).toMatch(
      /^wishlist=%5B%22MJ1001%22%5D; Path=\/; Max-Age=\d+; SameSite=Lax$/,
    )
    expect(wishlistCookieString([])).toBe('wishlist=; Path=/; Max-Age=0; SameSite=Lax')
  })

  it('reads back what it wrote from a Cookie header', () => {
    const cookie = wishlistCookieString(['MJ1001', 'CC2002']).split(';')[0]
    expect(readWishlistFromCookieHeader(`XSRF-TOKEN=x; ${cookie}; other=1`)).toEqual(['MJ1001', 'CC2002'])
    expect(readWishlistFromCookieHeader(null)).toEqual([])
  })
})
