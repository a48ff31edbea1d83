import { analyticsPrice, hashEmail, normalisePerson, type AnalyticsItem } from '../../../lib/analytics'
import { ANALYTICS_FLIGHT_PRICE, type AnalyticsItemCategory } from '../../../lib/constants'
import type { BookingDetails, QuoteAddOn, QuoteDonation, QuoteExcursion, QuoteRoom } from '../contract/index.rules'

/*
 * The checkout's data-layer events (discovery §7, checkout §4 analytics order) as pure builders: GA4 ecommerce
 * items in the categories tours, addons, rooms, excursions, flights (always priced 0) and donations, with prices in
 * major units (analyticsPrice) and the value summed in minor units first, so a basket never picks up float noise.
 * The page pushes them with pushDataLayer(event.event, event.payload):
 *   add_to_cart       — 'Book now' chosen on the tour page;
 *   begin_checkout    — the checkout page starts (the tour);
 *   add_tour_extension — flights Continue (the extension and its flights);
 *   add_package       — a successful rooms response (rooms and the donation);
 *   add_excursions    — a successful excursions response (the excursions chosen);
 *   add_shipping_info — passengerDetailsResponse accepted (the basket and the lead passenger's data);
 *   add_payment_info  — the payment section saved (the basket, the card type as payment_type);
 *   purchase_submit   — 'Continue to book' (the basket; the payment type, or 'Reservation');
 *   purchase          — the confirmation, once, when checkout §4 says (reserved, or money taken);
 *   newsletter_subscribe — the first passenger ticked marketing e-mail.
 * Personal data (discovery §7) is lowercased with a SHA-256 hash of the e-mail, the post code without spaces and the
 * date of birth as year, two-digit month, two-digit day.
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
  event:
    | 'add_to_cart'
    | 'begin_checkout'
    | 'add_package'
    | 'add_excursions'
    | 'add_tour_extension'
    | 'add_shipping_info'
    | 'add_payment_info'
    | 'purchase_submit'
    | 'purchase'
  payload: {
    ecommerce: { currency: string; value: number; items: AnalyticsItem[] } & Record<string, unknown>
  } & Record<string, unknown>
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

// ------------------------------------------------------------------------------------------------ checkout part 2

/** The basket a quote holds: rooms, extensions, excursions and the donation. */
export function quoteDrafts(quote: {
  rooms: readonly QuoteRoom[]
  addOns: ReadonlyArray<Pick<QuoteAddOn, 'name' | 'price' | 'passengers'>>
  excursions: readonly QuoteExcursion[]
  donations: readonly QuoteDonation[]
}): ItemDraft[] {
  const addOns: ItemDraft[] = quote.addOns.map((addOn) => ({
    name: addOn.name,
    category: 'addons',
    priceMinor: addOn.price,
    quantity: Math.max(1, addOn.passengers),
  }))
  return [
    ...roomDrafts(quote.rooms),
    ...addOns,
    ...excursionDrafts(quote.excursions),
    ...donationDrafts(quote.donations),
  ]
}

type BasketQuote = Parameters<typeof quoteDrafts>[0]

/** A passenger's personal data as the data layer may carry it (discovery §7). */
export interface CheckoutPerson {
  email?: string | null
  firstName?: string | null
  lastName?: string | null
  mobilePhone?: string | null
  dayOfBirth?: string | number | null
  monthOfBirth?: string | number | null
  yearOfBirth?: string | number | null
  address?: { town?: string | null; country?: string | null; postCode?: string | null } | null
}

/**
 * Discovery §7: lowercased, the e-mail also as its SHA-256 hash, the post code without spaces, the date of birth as
 * year, two-digit month and two-digit day.
 */
export async function checkoutUserData(person: CheckoutPerson) {
  const normalised = normalisePerson({
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    mobilePhone: person.mobilePhone,
    town: person.address?.town,
    country: person.address?.country,
    postCode: person.address?.postCode,
    dayOfBirth: person.dayOfBirth,
    monthOfBirth: person.monthOfBirth,
    yearOfBirth: person.yearOfBirth,
  })
  return {
    email: normalised.email,
    emailHash: person.email ? await hashEmail(person.email) : null,
    firstName: normalised.firstName,
    lastName: normalised.lastName,
    phone: normalised.mobilePhone,
    town: normalised.town,
    country: normalised.country,
    postCode: normalised.postCode,
    yearOfBirth: normalised.yearOfBirth,
    monthOfBirth: normalised.monthOfBirth,
    dayOfBirth: normalised.dayOfBirth,
  }
}

/** Passenger details accepted: the basket and the lead passenger's (normalised, hashed) data. */
export async function addShippingInfoEvent(
  context: CheckoutAnalyticsContext,
  quote: BasketQuote,
  lead: CheckoutPerson,
): Promise<CheckoutAnalyticsEvent> {
  const base = event('add_shipping_info', context, quoteDrafts(quote))
  return { ...base, payload: { ...base.payload, user: await checkoutUserData(lead) } }
}

/** The payment section saved: payment_type is the card type's name (checkout §4), with the amount chosen. */
export function addPaymentInfoEvent(
  context: CheckoutAnalyticsContext,
  quote: BasketQuote,
  payment: { paymentType: string | null; transactionType: string; amountToPay: string | null },
): CheckoutAnalyticsEvent {
  const base = event('add_payment_info', context, quoteDrafts(quote))
  return {
    ...base,
    payload: {
      ecommerce: {
        ...base.payload.ecommerce,
        payment_type: payment.paymentType,
        transaction_type: payment.transactionType,
        amount_to_pay: payment.amountToPay,
      },
    },
  }
}

export const RESERVATION_PAYMENT_TYPE = 'Reservation'

/** 'Continue to book': the basket and how it is paid (a reservation takes no card). */
export function purchaseSubmitEvent(
  context: CheckoutAnalyticsContext,
  quote: BasketQuote,
  paymentType: string | null,
): CheckoutAnalyticsEvent {
  const base = event('purchase_submit', context, quoteDrafts(quote))
  return { ...base, payload: { ecommerce: { ...base.payload.ecommerce, payment_type: paymentType } } }
}

/**
 * The confirmation (checkout §4: reserved, or money taken): transaction_id is the booking reference, value the
 * booking's total, items the basket the quote held.
 */
export function purchaseEvent(
  context: CheckoutAnalyticsContext,
  bookingReference: string,
  details: Pick<BookingDetails, 'type' | 'total' | 'amountPaid' | 'currency'>,
  quote: BasketQuote | null,
): CheckoutAnalyticsEvent {
  const base = event('purchase', context, quote ? quoteDrafts(quote) : [])
  return {
    ...base,
    payload: {
      ecommerce: {
        ...base.payload.ecommerce,
        currency: details.currency,
        transaction_id: bookingReference,
        value: analyticsPrice(details.total),
        amount_paid: analyticsPrice(details.amountPaid),
        booking_type: details.type,
      },
    },
  }
}

/** Checkout §4: the first passenger asked for marketing e-mail at the details step. */
export async function newsletterSubscribePayload(person: CheckoutPerson) {
  const user = await checkoutUserData(person)
  return {
    source: 'checkout',
    email: user.email,
    emailHash: user.emailHash,
    firstName: user.firstName,
    lastName: user.lastName,
  }
}
