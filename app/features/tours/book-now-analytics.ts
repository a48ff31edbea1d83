import type { AnalyticsItem } from '../../lib/analytics'
import { addToCartEvent, type CheckoutAnalyticsEvent } from '../checkout/index.analytics'
import type { Departure, TransportTypeOption } from '../departures/index'

/**
 * add_to_cart when a departure's 'Book now' is chosen on the tour page (discovery §7; checkout §4 funnel order:
 * view item, add to cart, begin checkout…): the tour's analytics item, priced at the departure chosen, with its
 * transport type as the variant.
 */
export function bookNowEvent(
  item: AnalyticsItem,
  departure: Pick<Departure, 'transportType' | 'tourSummary'>,
  travelOptions: readonly Pick<TransportTypeOption, 'id' | 'name'>[],
): CheckoutAnalyticsEvent {
  const variant = travelOptions.find((option) => option.id === departure.transportType)?.name ?? item.variant
  return addToCartEvent(
    {
      tourCode: item.tourCode,
      tourName: item.name,
      brand: item.brand,
      continent: item.continent,
      country: item.country,
      currency: departure.tourSummary.currency,
      variant,
    },
    departure.tourSummary.fromPrice,
    departure.tourSummary.wasFromPrice,
  )
}
