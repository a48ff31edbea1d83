import { describe, expect, it } from 'vitest'
import { ANALYTICS_EVENTS, dataLayerEntryProblems, isAnalyticsEvent, personPayload } from './analytics'

/* The registry of discovery §7: the 26 events and the personal-data rules every push is held to. */

describe('the 26 events of discovery §7', () => {
  it('are 26 distinct names', () => {
    expect(ANALYTICS_EVENTS).toHaveLength(26)
    expect(new Set(ANALYTICS_EVENTS).size).toBe(26)
  })

  it.each(['view_page', 'add-to-wishlist', 'carousel_hero_header', 'banner_hero_header', 'newsletter_subscribe'])(
    '%s is one of them',
    (name) => expect(isAnalyticsEvent(name)).toBe(true),
  )

  it.each(['page_view', 'addToWishlist', 'Search', '', 42, undefined])('%s is not', (name) => {
    expect(isAnalyticsEvent(name)).toBe(false)
  })
})

describe('dataLayerEntryProblems', () => {
  const hash = '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b'

  it('accepts a well-formed entry and ignores Tag Manager’s own', () => {
    expect(
      dataLayerEntryProblems({
        event: 'brochure_request_post',
        email: 'test@example.com',
        emailHash: hash,
        firstName: 'zoë',
        postCode: 'sw1a1aa',
        phone: '07700900123',
        user: { yearOfBirth: '1956', monthOfBirth: '07', dayOfBirth: '03' },
      }),
    ).toEqual([])
    expect(dataLayerEntryProblems({ event: 'gtm.js', 'gtm.start': 1 })).toEqual([])
    // Items are products: their country is a destination, sent as the catalogue names it.
    expect(
      dataLayerEntryProblems({ event: 'view_item', ecommerce: { items: [{ country: 'Italy', name: 'Lakes' }] } }),
    ).toEqual([])
  })

  it('refuses an unknown event', () => {
    expect(dataLayerEntryProblems({ event: 'page_view' })).toEqual([
      'event "page_view" is not one of the 26 of discovery §7',
    ])
  })

  it.each([
    [{ event: 'login', email: 'Test@example.com', emailHash: hash }, 'login.email is not lowercased and trimmed'],
    [{ event: 'login', email: 'test@example.com' }, 'login.email is sent without an emailHash beside it'],
    [{ event: 'login', email: 'test@example.com', emailHash: 'abc' }, 'login.emailHash is not a SHA-256 hex digest'],
    [{ event: 'purchase', user: { postCode: 'sw1a 1aa' } }, 'purchase.user.postCode has spaces'],
    [{ event: 'purchase', user: { lastName: 'Smith' } }, 'purchase.user.lastName is not lowercased and trimmed'],
    [{ event: 'purchase', user: { monthOfBirth: '7' } }, 'purchase.user.monthOfBirth is not two digits'],
    [{ event: 'purchase', user: { dayOfBirth: 3 } }, 'purchase.user.dayOfBirth is a number, not a zero-padded string'],
    [{ event: 'purchase', user: { yearOfBirth: '56' } }, 'purchase.user.yearOfBirth is not a four-digit year'],
    [
      { event: 'formSubmit', formName: 'Sent by Ann@Example.com' },
      'formSubmit.formName carries an e-mail address with capitals',
    ],
    [
      { event: 'add_shipping_info', passengers: [{ phone: '07700 900123' }] },
      'add_shipping_info.passengers[0].phone has spaces',
    ],
  ])('%o → %s', (entry, problem) => {
    expect(dataLayerEntryProblems(entry)).toContain(problem)
  })
})

describe('personPayload', () => {
  it('normalises the person and adds the e-mail hash, passing the rules', async () => {
    const person = await personPayload({
      email: ' Test@Example.com ',
      firstName: 'Ada',
      postCode: 'SW1A 1AA',
      dayOfBirth: 3,
      monthOfBirth: 7,
      yearOfBirth: 1956,
    })
    expect(person).toMatchObject({
      email: 'test@example.com',
      emailHash: '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b',
      postCode: 'sw1a1aa',
      dayOfBirth: '03',
      monthOfBirth: '07',
      yearOfBirth: '1956',
    })
    expect(dataLayerEntryProblems({ event: 'purchase', user: person })).toEqual([])
  })
})
