import {
  DONATION_ALLOCATION_PER_BOOKING,
  DONATION_ALLOCATION_PER_PERSON,
  type DonationAllocationType,
} from '../../../lib/constants'
import { sumMinor } from '../../../lib/money'
import type { QuoteResponse } from '../contract/index.rules'

/*
 * The ONE subtotal rule (checkout §9), used by the server to price a quote and by the browser to draw the price
 * breakdown and detect a subtotal mismatch (checkout §4, §8). Money is integer minor units throughout.
 *
 * Subtotal = Σ room price per person × occupancy (rooms with an id)
 *          + Σ excursion price × selected passengers
 *          + Σ visa price × count
 *          + the donation: per person = price × (passengers − non-donating travellers); per booking = price, or 0
 *            when declined
 *          + Σ tour extension price × passengers.
 * Extensions are our addition (ADR 0014): §9 predates an extension being priced on the quote itself,
 * and the breakdown shows an extension line, so the sum of the lines and the subtotal must both include it.
 */

export interface SubtotalRoom {
  /** The room type id; null or 0 for a room whose type was cleared (occupancy 0): it costs nothing. */
  id: number | null
  pricePerPerson: number
  occupancy: number
}

export interface SubtotalExcursion {
  price: number
  selectedPassengers: number
}

export interface SubtotalVisa {
  price: number
  count: number
}

export type SubtotalDonation =
  | { allocationType: typeof DONATION_ALLOCATION_PER_PERSON; price: number; passengers: number; nonDonating: number }
  | { allocationType: typeof DONATION_ALLOCATION_PER_BOOKING; price: number; declined: boolean }

export interface SubtotalExtension {
  /** Per traveller. */
  price: number
  passengers: number
}

export interface SubtotalInput {
  rooms: readonly SubtotalRoom[]
  excursions: readonly SubtotalExcursion[]
  visas: readonly SubtotalVisa[]
  donation: SubtotalDonation | null
  extensions: readonly SubtotalExtension[]
}

export type SubtotalLineKind = 'room' | 'excursion' | 'visa' | 'donation' | 'extension'

/** One line of the price breakdown: `index` points into the input list of its kind. */
export interface SubtotalLine {
  kind: SubtotalLineKind
  index: number
  unitPrice: number
  quantity: number
  amount: number
}

function times(unitPrice: number, quantity: number): number {
  // sumMinor refuses fractions and unsafe totals; a product of two safe integers is checked the same way.
  return sumMinor(unitPrice * Math.max(0, quantity))
}

/** Checkout §9 donation amount. A per-person count never goes below zero, whatever the browser sent. */
export function donationAmount(donation: SubtotalDonation | null): number {
  if (!donation) return 0
  if (donation.allocationType === DONATION_ALLOCATION_PER_BOOKING) return donation.declined ? 0 : donation.price
  return times(donation.price, donation.passengers - donation.nonDonating)
}

export function donationQuantity(donation: SubtotalDonation): number {
  return donation.allocationType === DONATION_ALLOCATION_PER_BOOKING
    ? donation.declined
      ? 0
      : 1
    : Math.max(0, donation.passengers - donation.nonDonating)
}

export function subtotalLines(input: SubtotalInput): SubtotalLine[] {
  const lines: SubtotalLine[] = []
  input.rooms.forEach((room, index) => {
    if (!room.id) return
    lines.push({
      kind: 'room',
      index,
      unitPrice: room.pricePerPerson,
      quantity: room.occupancy,
      amount: times(room.pricePerPerson, room.occupancy),
    })
  })
  input.excursions.forEach((excursion, index) => {
    if (excursion.selectedPassengers <= 0) return
    lines.push({
      kind: 'excursion',
      index,
      unitPrice: excursion.price,
      quantity: excursion.selectedPassengers,
      amount: times(excursion.price, excursion.selectedPassengers),
    })
  })
  input.visas.forEach((visa, index) => {
    if (visa.count <= 0) return
    lines.push({
      kind: 'visa',
      index,
      unitPrice: visa.price,
      quantity: visa.count,
      amount: times(visa.price, visa.count),
    })
  })
  if (input.donation) {
    const amount = donationAmount(input.donation)
    if (amount > 0) {
      lines.push({
        kind: 'donation',
        index: 0,
        unitPrice: input.donation.price,
        quantity: donationQuantity(input.donation),
        amount,
      })
    }
  }
  input.extensions.forEach((extension, index) => {
    lines.push({
      kind: 'extension',
      index,
      unitPrice: extension.price,
      quantity: extension.passengers,
      amount: times(extension.price, extension.passengers),
    })
  })
  return lines
}

/** The subtotal in minor units: the sum of the breakdown's lines. */
export function computeSubtotal(input: SubtotalInput): number {
  return sumMinor(...subtotalLines(input).map((line) => line.amount))
}

/**
 * Checkout §4/§8: the quote's subtotal differs from the sum of the lines the page would draw (for instance the
 * operator changed a price during the checkout). The page then shows the quote's subtotal, the mismatch notice and
 * no line prices.
 */
export function isSubtotalMismatch(quoteSubtotal: number, input: SubtotalInput): boolean {
  return quoteSubtotal !== computeSubtotal(input)
}

export function isDonationAllocationType(value: string): value is DonationAllocationType {
  return value === DONATION_ALLOCATION_PER_PERSON || value === DONATION_ALLOCATION_PER_BOOKING
}

/**
 * The subtotal input a quote answer describes: what the browser's price breakdown draws and checks against the
 * quote's own subtotal. Non-donating travellers are the passengers whose `donated` flag is off.
 */
export function subtotalInputOfQuote(
  quote: Pick<QuoteResponse, 'rooms' | 'excursions' | 'visas' | 'donations' | 'addOns' | 'passengers'>,
): SubtotalInput {
  const donation = quote.donations[0]
  return {
    rooms: quote.rooms.map((room) => ({ id: room.id, pricePerPerson: room.pricePerPerson, occupancy: room.occupancy })),
    excursions: quote.excursions.map((excursion) => ({
      price: excursion.price,
      selectedPassengers: excursion.passengers.filter((passenger) => passenger.selected).length,
    })),
    visas: quote.visas.map((visa) => ({ price: visa.price, count: visa.count })),
    donation: !donation
      ? null
      : donation.allocationType === DONATION_ALLOCATION_PER_BOOKING
        ? { allocationType: DONATION_ALLOCATION_PER_BOOKING, price: donation.price, declined: donation.declined }
        : {
            allocationType: DONATION_ALLOCATION_PER_PERSON,
            price: donation.price,
            passengers: quote.passengers.length,
            nonDonating: quote.passengers.filter((passenger) => !passenger.donated).length,
          },
    extensions: quote.addOns.map((addOn) => ({ price: addOn.price, passengers: addOn.passengers })),
  }
}
