import { describe, expect, it } from 'vitest'
import * as c from './constants'

describe('checkout steps', () => {
  it('has the 7 steps in order with the details step at index 4', () => {
    expect(c.CHECKOUT_STEPS).toEqual([
      'addon',
      'flights',
      'travellers',
      'excursions',
      'passengerDetails',
      'payment',
      'booking',
    ])
    expect(c.CHECKOUT_STEPS).toHaveLength(7)
    expect(c.CHECKOUT_STEPS[c.DETAILS_STEP_INDEX]).toBe('passengerDetails')
    expect(c.CHECKOUT_HEADER_LABELS).toEqual(['Your Holiday', 'Your Details', 'Payment'])
  })
})

describe('discovery §9 numbers', () => {
  it.each<[string, unknown, unknown]>([
    ['SEARCH_DEBOUNCE_MS', c.SEARCH_DEBOUNCE_MS, 500],
    ['FIELD_VALIDATION_DEBOUNCE_MS', c.FIELD_VALIDATION_DEBOUNCE_MS, 100],
    ['ERROR_SCROLL_DEBOUNCE_MS', c.ERROR_SCROLL_DEBOUNCE_MS, 50],
    ['NAME_SESSION_SAVE_DEBOUNCE_MS', c.NAME_SESSION_SAVE_DEBOUNCE_MS, 300],
    ['AUTOCOMPLETE_MIN_LENGTH', c.AUTOCOMPLETE_MIN_LENGTH, 3],
    ['DESCRIPTION_TRUNCATE_LENGTH', c.DESCRIPTION_TRUNCATE_LENGTH, 180],
    ['LIST_START', c.LIST_START, 2],
    ['LIST_STEP', c.LIST_STEP, 2],
    ['TOURS_BY_PRICE_START', c.TOURS_BY_PRICE_START, 12],
    ['TOURS_BY_PRICE_STEP', c.TOURS_BY_PRICE_STEP, 12],
    ['WISHLIST_STEP', c.WISHLIST_STEP, 10],
    ['MOBILE_COLLAPSE_MAX_WIDTH', c.MOBILE_COLLAPSE_MAX_WIDTH, 760],
    ['BROCHURE_POPUP_MAX_WIDTH', c.BROCHURE_POPUP_MAX_WIDTH, 500],
    ['MARKETING_FORM_ID_COACH', c.MARKETING_FORM_ID_COACH, 2410],
    ['MARKETING_FORM_ID_DEFAULT', c.MARKETING_FORM_ID_DEFAULT, 2405],
    ['MIN_REMAINING_BALANCE_MINOR', c.MIN_REMAINING_BALANCE_MINOR, 100],
    ['MIN_PAYMENT_MINOR', c.MIN_PAYMENT_MINOR, 100],
    ['HERO_AUTOPLAY_MS', c.HERO_AUTOPLAY_MS, 5000],
    ['SCROLL_ANIMATION_MS', c.SCROLL_ANIMATION_MS, 300],
    ['SCROLL_ANIMATION_OFFSET_PX', c.SCROLL_ANIMATION_OFFSET_PX, 20],
    ['SMOOTH_SECTION_SCROLL_MS', c.SMOOTH_SECTION_SCROLL_MS, 500],
    ['SCROLL_TO_TOP_MS', c.SCROLL_TO_TOP_MS, 600],
    ['SCROLL_TO_TOP_THRESHOLD_PX', c.SCROLL_TO_TOP_THRESHOLD_PX, 100],
    ['GALLERY_AUTOPLAY_MS', c.GALLERY_AUTOPLAY_MS, 5000],
    ['GALLERY_SLIDES', c.GALLERY_SLIDES, 2],
    ['GALLERY_SLIDES_SMALL', c.GALLERY_SLIDES_SMALL, 1],
    ['GALLERY_SMALL_MAX_WIDTH', c.GALLERY_SMALL_MAX_WIDTH, 768],
    ['PHONE_REFRESH_MS', c.PHONE_REFRESH_MS, 3000],
    ['MENU_SETUP_DELAY_MS', c.MENU_SETUP_DELAY_MS, 100],
    ['TABS_RESIZE_DEBOUNCE_MS', c.TABS_RESIZE_DEBOUNCE_MS, 250],
    ['CHUNK_LOAD_TIMEOUT_MS', c.CHUNK_LOAD_TIMEOUT_MS, 120_000],
    ['MAX_PASSENGERS', c.MAX_PASSENGERS, 9],
    ['MIN_AGE', c.MIN_AGE, 18],
    ['STICKY_SUBTOTAL_THRESHOLD_PX', c.STICKY_SUBTOTAL_THRESHOLD_PX, 72],
    ['STICKY_BROCHURE_FOOTER_MARGIN_PX', c.STICKY_BROCHURE_FOOTER_MARGIN_PX, 72],
    ['BIRTH_YEAR_MIN', c.BIRTH_YEAR_MIN, 1901],
    ['CARD_EXPIRY_YEAR_COUNT', c.CARD_EXPIRY_YEAR_COUNT, 21],
    ['FUTURE_YEAR_COUNT', c.FUTURE_YEAR_COUNT, 30],
    ['FREE_TEXT_MAX_LENGTH', c.FREE_TEXT_MAX_LENGTH, 500],
    ['CSRF_COOKIE_NAME', c.CSRF_COOKIE_NAME, 'XSRF-TOKEN'],
    ['CSRF_HEADER_NAME', c.CSRF_HEADER_NAME, 'X-XSRF-TOKEN'],
    ['SOLD_OUT_STATUS', c.SOLD_OUT_STATUS, 'Sold out'],
    ['UNKNOWN_CARD_TYPE_LABEL', c.UNKNOWN_CARD_TYPE_LABEL, 'Unknown card type'],
    ['TRANSACTION_TYPE_DEPOSIT_ONLY', c.TRANSACTION_TYPE_DEPOSIT_ONLY, 'Deposit Only'],
    ['TRANSACTION_TYPE_FULL_PAYMENT', c.TRANSACTION_TYPE_FULL_PAYMENT, 'Full Payment'],
    ['PAYMENT_OPTION_FULL_BALANCE', c.PAYMENT_OPTION_FULL_BALANCE, 'Full Balance'],
    ['PAYMENT_OPTION_DEPOSIT_ONLY', c.PAYMENT_OPTION_DEPOSIT_ONLY, 'Deposit Only'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected)
  })

  it.each<[string, unknown, unknown]>([
    ['DEPARTURE_STATUSES', c.DEPARTURE_STATUSES, ['Available', 'Limited', 'Sold out']],
    ['DONATION_ALLOCATION_TYPES', c.DONATION_ALLOCATION_TYPES, ['PerPerson', 'PerBooking']],
    ['TITLES', c.TITLES, ['Mr', 'Mrs', 'Miss', 'Ms']],
    ['SEXES', c.SEXES, ['Male', 'Female']],
    ['VISA_CHOICES', c.VISA_CHOICES, ['Visa required', 'No visa required']],
    [
      'ANALYTICS_ITEM_CATEGORIES',
      c.ANALYTICS_ITEM_CATEGORIES,
      ['tours', 'addons', 'rooms', 'excursions', 'flights', 'donations'],
    ],
    ['CHECKOUT_CAROUSEL_BREAKPOINTS_PX', c.CHECKOUT_CAROUSEL_BREAKPOINTS_PX, [768, 1024, 1440]],
    ['TOUR_ICONS_CAROUSEL', c.TOUR_ICONS_CAROUSEL, { speedMs: 7000, autoplayDelayMs: 0, loop: true }],
    [
      'HOTEL_CAROUSEL',
      c.HOTEL_CAROUSEL,
      { speedMs: 1000, autoplayDelayMs: 5000, slidesPerView: 1, navigation: true, pagination: true },
    ],
    ['RESPONSIVE_CAROUSEL_SLIDES', c.RESPONSIVE_CAROUSEL_SLIDES.map((rule) => rule.slides), [3, 2, 1]],
    [
      'general carousel slides per view',
      [c.CAROUSEL_DEFAULT_SLIDES_PER_VIEW, ...c.CAROUSEL_BREAKPOINTS.map((b) => b.slidesPerView)],
      [2, 3, 4, 5],
    ],
    ['general carousel breakpoints', c.CAROUSEL_BREAKPOINTS.map((b) => b.minWidthPx), [768, 1024, 1440]],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected)
  })
})

describe('BREAKPOINTS', () => {
  it('tile the width axis without gaps or overlaps', () => {
    const ranges = Object.values(c.BREAKPOINTS)
    expect(ranges[0]?.min).toBe(0)
    for (let i = 1; i < ranges.length; i += 1) expect(ranges[i]?.min).toBe((ranges[i - 1]?.max ?? Number.NaN) + 1)
    expect(ranges.at(-1)?.max).toBe(Number.POSITIVE_INFINITY)
  })

  it.each([
    ['xs', 0, 575],
    ['sm', 576, 767],
    ['md', 768, 1023],
    ['lg', 1024, 1769],
  ] as const)('%s is %i-%i', (name, min, max) => {
    expect(c.BREAKPOINTS[name]).toEqual({ min, max })
  })

  it('xl starts at 1770', () => {
    expect(c.BREAKPOINTS.xl.min).toBe(1770)
  })
})

describe('analytics', () => {
  it('names every event of both specs once', () => {
    expect(new Set(c.ANALYTICS_EVENTS).size).toBe(c.ANALYTICS_EVENTS.length)
    expect(c.ANALYTICS_EVENTS).toHaveLength(26)
  })

  it('orders the funnel as the specs do, from events that exist', () => {
    expect(c.ANALYTICS_FUNNEL).toEqual([
      'view_item',
      'add_to_cart',
      'begin_checkout',
      'add_package',
      'add_excursions',
      'add_tour_extension',
      'add_shipping_info',
      'add_payment_info',
      'purchase_submit',
      'purchase',
    ])
    for (const event of c.ANALYTICS_FUNNEL) expect(c.ANALYTICS_EVENTS).toContain(event)
  })
})
