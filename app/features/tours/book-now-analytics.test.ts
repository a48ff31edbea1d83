import { describe, expect, it } from 'vitest'
import type { AnalyticsItem } from '../../lib/analytics'
import { bookNowEvent } from './book-now-analytics'

const item: AnalyticsItem = {
  tourCode: 'MJ1042',
  name: 'Namibia Explorer',
  brand: 'Meridian Journeys',
  continent: 'Africa',
  country: 'Namibia',
  discount: 0,
  price: 2999,
  quantity: 1,
  variant: 'Flight',
  itemsCount: 1,
  category: 'tours',
}

describe("add_to_cart on the tour page's 'Book now' (discovery §7)", () => {
  it('is the tour priced at the departure chosen, with its transport type and any discount', () => {
    const event = bookNowEvent(
      item,
      {
        transportType: 'COACH',
        tourSummary: {
          fromPrice: 249_900,
          fromPriceFormatted: '£2,499',
          wasFromPrice: 279_900,
          wasPriceFormatted: '£2,799',
          hasWasFromPrice: true,
          fromDays: 10,
          currency: 'GBP',
          offerText: null,
        },
      },
      [
        { id: 'FLIGHT', name: 'Flight' },
        { id: 'COACH', name: 'Coach' },
      ],
    )
    expect(event.event).toBe('add_to_cart')
    expect(event.payload.ecommerce).toEqual({
      currency: 'GBP',
      value: 2499,
      items: [
        {
          tourCode: 'MJ1042',
          name: 'Namibia Explorer',
          brand: 'Meridian Journeys',
          continent: 'Africa',
          country: 'Namibia',
          discount: 300,
          price: 2499,
          quantity: 1,
          variant: 'Coach',
          itemsCount: 1,
          category: 'tours',
        },
      ],
    })
  })
})
