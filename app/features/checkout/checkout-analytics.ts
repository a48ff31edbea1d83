import { analyticsPrice, type AnalyticsItem } from '../../lib/analytics'
import { ANALYTICS_FLIGHT_PRICE, type AnalyticsItemCategory } from '../../lib/constants'
import type { QuoteAddOn, QuoteDonation, QuoteExcursion, QuoteRoom } from './checkout-contract'

/*
 * The checkout's data-layer events (discovery §7, checkout §4 analytics order) as pure builders: GA4 ecommerce
 * items in the categories tours, addons, rooms, excursions, flights (always priced 0) and donations, with prices in
 * major units (analyticsPrice) and the value summed in minor units first, so a basket never picks up float noise.
 * The page pushes them with pushDataLayer(event.event, event.payload):
 *   add_to_cart       — 'Book now' chosen on the tour page;
 *   begin_checkout    — the checkout page starts (the tour);
 *   add_tour_extension — flights Continue (the extension and its flights);
 *   add_package       — a successful rooms response (rooms and the donation);
 *   add_excursions    — a successful excursions response (the excursions chosen).
 */

/** What every item of one checkout shares: the tour as the tour page's analytics item describes it. */
export interface CheckoutAnalyticsContext {
  tourCode: string
  tourName: string
  brand: string
  continent: string
  country: string
  currency: string
  /** The transport type's name, as on the tour page's item. */
  variant: string
}

export interface CheckoutAnalyticsEvent {
  event: 'add_to_cart' | 'begin_checkout' | 'add_package' | 'add_excursions' | 'add_tour_extension'
  payload: { ecommerce: { currency: string; value: number; items: AnalyticsItem[] } }
}

interface ItemDraft {
  name: string
  category: AnalyticsItemCategory
  priceMinor: number
  quantity: number
  discountMinor?: number
  variant?: string
}

function items(context: CheckoutAnalyticsContext, drafts: readonly ItemDraft[]): AnalyticsItem[] {
  return drafts.map((draft) => ({
    tourCode: context.tourCode,
    name: draft.name,
    brand: context.brand,
    continent: context.continent,
    country: context.country,
    discount: analyticsPrice(draft.discountMinor ?? 0),
    price: analyticsPrice(draft.priceMinor),
    quantity: draft.quantity,
    variant: draft.variant ?? context.variant,
    itemsCount: drafts.length,
    category: draft.category,
  }))
}

function event(
  name: CheckoutAnalyticsEvent['event'],
  context: CheckoutAnalyticsContext,
  drafts: readonly ItemDraft[],
): CheckoutAnalyticsEvent {
  const valueMinor = drafts.reduce((sum, draft) => sum + draft.priceMinor * draft.quantity, 0)
  return {
    event: name,
    payload: {
      ecommerce: { currency: context.currency, value: analyticsPrice(valueMinor), items: items(context, drafts) },
    },
  }
}

export function tourDrafts(context: CheckoutAnalyticsContext, priceMinor: number, wasPriceMinor?: number | null) {
  const discountMinor = wasPriceMinor && wasPriceMinor > priceMinor ? wasPriceMinor - priceMinor : 0
  return [{ name: context.tourName, category: 'tours', priceMinor, quantity: 1, discountMinor }] satisfies ItemDraft[]
}

export function roomDrafts(rooms: readonly QuoteRoom[]): ItemDraft[] {
  return rooms
    .filter((room) => room.id > 0)
    .map((room) => ({ name: room.name, category: 'rooms', priceMinor: room.pricePerPerson, quantity: room.occupancy }))
}

export function excursionDrafts(excursions: readonly QuoteExcursion[]): ItemDraft[] {
  return excursions
    .map((excursion) => ({
      name: excursion.name,
      category: 'excursions' as const,
      priceMinor: excursion.price,
      quantity: excursion.passengers.filter((passenger) => passenger.selected).length,
    }))
    .filter((draft) => draft.quantity > 0)
}

export function addOnDrafts(
  addOns: ReadonlyArray<Pick<QuoteAddOn, 'name' | 'price'>>,
  passengers: number,
): ItemDraft[] {
  return addOns.map((addOn) => ({
    name: addOn.name,
    category: 'addons',
    priceMinor: addOn.price,
    quantity: Math.max(1, passengers),
  }))
}

/** One item per flight leg, always priced 0 (discovery §7). */
export function flightDrafts(
  legs: ReadonlyArray<{
    flightCarrier: { name: string }
    departureAirport: { code: string }
    arrivalAirport: { code: string }
    instanceCode: string
  }>,
): ItemDraft[] {
  return legs.map((leg) => ({
    name: `${leg.departureAirport.code}-${leg.arrivalAirport.code}`,
    category: 'flights',
    priceMinor: ANALYTICS_FLIGHT_PRICE,
    quantity: 1,
    variant: [leg.flightCarrier.name, leg.instanceCode].filter(Boolean).join(' '),
  }))
}

export function donationDrafts(donations: readonly QuoteDonation[]): ItemDraft[] {
  return donations
    .filter((donation) => donation.amount > 0)
    .map((donation) => ({
      name: donation.name,
      category: 'donations',
      priceMinor: donation.price,
      quantity: donation.passengerCount,
    }))
}

export function addToCartEvent(
  context: CheckoutAnalyticsContext,
  departurePriceMinor: number,
  wasPriceMinor?: number | null,
): CheckoutAnalyticsEvent {
  return event('add_to_cart', context, tourDrafts(context, departurePriceMinor, wasPriceMinor))
}

export function beginCheckoutEvent(
  context: CheckoutAnalyticsContext,
  departurePriceMinor: number,
  wasPriceMinor?: number | null,
): CheckoutAnalyticsEvent {
  return event('begin_checkout', context, tourDrafts(context, departurePriceMinor, wasPriceMinor))
}

export function addPackageEvent(
  context: CheckoutAnalyticsContext,
  quote: { rooms: readonly QuoteRoom[]; donations: readonly QuoteDonation[] },
): CheckoutAnalyticsEvent {
  return event('add_package', context, [...roomDrafts(quote.rooms), ...donationDrafts(quote.donations)])
}

export function addExcursionsEvent(
  context: CheckoutAnalyticsContext,
  quote: { excursions: readonly QuoteExcursion[] },
): CheckoutAnalyticsEvent {
  return event('add_excursions', context, excursionDrafts(quote.excursions))
}

export function addTourExtensionEvent(
  context: CheckoutAnalyticsContext,
  addOns: ReadonlyArray<Pick<QuoteAddOn, 'name' | 'price'>>,
  legs: Parameters<typeof flightDrafts>[0],
  passengers: number,
): CheckoutAnalyticsEvent {
  return event('add_tour_extension', context, [...addOnDrafts(addOns, passengers), ...flightDrafts(legs)])
}
