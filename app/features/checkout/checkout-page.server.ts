import { z } from 'zod'
import type { AppDatabase } from '../../../db/database.server'
import type { BrandContext } from '../../context'
import { htmlToText } from '../../components/ui/read-more-rules'
import { formatDate } from '../../lib/dates'
import { getLoginBoxView } from '../auth/index.server'
import { getContentBlocks } from '../content/index.server'
import { codeParam, currencyOf, findVisibleDeparture, isOnSale, todayIso } from '../departures/index.server'
import { describeCancellationPolicy, moneySettingsOf } from '../ledger/index.server'
import { BOOKING_TYPES, PAYMENT_SUBMIT_PATH } from './contract/index.rules'
import { availableRoomsQuerySchema } from './contract/index.schemas'
import type { BookingConfirmationText, CheckoutHotel, CheckoutPageData, CheckoutStepText } from './flow/index.rules'
import { BOOKING_REFERENCE_PARAM, type BookingConfirmation } from './payment/index.rules'

/*
 * The checkout page's loader data (checkout §2, §3): the 'Book now' link's keys checked against the departure they
 * name, the tour, the analytics context and the `checkout.*` texts. Keys that are malformed, unknown, another
 * brand's, or that do not belong together (a filo, transport code or tour code that is not the departure's) are all
 * "not found", so the page never starts a quote for a departure the link did not mean.
 */

export const checkoutPageQuerySchema = availableRoomsQuerySchema.extend({ tourCode: codeParam('tourCode') })

/** A booking reference as the confirmation's address carries it (checkout §2); anything else is not found. */
const bookingReferenceSchema = z.string().trim().min(1).max(32)

const TEXT_KEYS = [
  'checkout.addons',
  'checkout.flights',
  'checkout.travellers',
  'checkout.excursions',
  'checkout.passengerDetails',
  'checkout.donations',
  'checkout.priceBreakdown',
  'checkout.bookingError',
  'checkout.passengersError',
  'checkout.payment',
  'checkout.medicalWarning',
  'checkout.generalWarning',
  'checkout.confirmation.reserved',
  'checkout.confirmation.paid',
  'checkout.confirmation.deposit',
] as const

/** Defaults for a brand whose content lacks a block (the content registry reads a missing block as empty). */
const FALLBACK_TITLES = {
  'checkout.addons': 'Tour extensions',
  'checkout.flights': 'Your flights',
  'checkout.travellers': 'Select Room Types',
  'checkout.excursions': 'Optional excursions',
  'checkout.passengerDetails': 'Passenger details',
  'checkout.donations': 'Donations',
  'checkout.priceBreakdown': 'Price breakdown',
  'checkout.bookingError': 'Sorry, something went wrong',
  'checkout.passengersError': '',
  'checkout.payment': 'Payment',
  'checkout.medicalWarning': 'Your booking will be reserved',
  'checkout.generalWarning': 'Your booking will be reserved',
  'checkout.confirmation.reserved': 'Your holiday is reserved',
  'checkout.confirmation.paid': 'Your holiday is booked',
  'checkout.confirmation.deposit': 'Your holiday is booked',
} as const satisfies Record<(typeof TEXT_KEYS)[number], string>

export interface CheckoutPageOptions {
  now?: Date
  /** The visitor is signed in (checkout §3 login.userIsLoggedIn): no login box, the first passenger prefilled. */
  signedIn?: boolean
  /**
   * This session's booking by reference (bookings' getBookingConfirmation), or null: another session's reference
   * makes the page not found (contract "Confirmation reload").
   */
  findConfirmation?: (reference: string) => Promise<BookingConfirmation | null>
}

export async function getCheckoutPage(
  db: AppDatabase,
  brand: BrandContext,
  searchParams: URLSearchParams,
  options: CheckoutPageOptions = {},
): Promise<(Omit<CheckoutPageData, 'tour'> & { tour: { code: string; name: string; slug: string } }) | null> {
  const now = options.now ?? new Date()
  const { [BOOKING_REFERENCE_PARAM]: reference, ...rest } = Object.fromEntries(searchParams)
  const parsed = checkoutPageQuerySchema.safeParse(rest)
  if (!parsed.success) return null
  const keys = parsed.data
  let confirmation: BookingConfirmation | null = null
  if (reference !== undefined) {
    const validReference = bookingReferenceSchema.safeParse(reference)
    if (!validReference.success || !options.findConfirmation) return null
    confirmation = await options.findConfirmation(validReference.data)
    if (!confirmation) return null
  }
  const departure = await findVisibleDeparture(db, brand, keys.departureId)
  if (
    !departure ||
    departure.filo !== keys.filo ||
    departure.transportCode !== keys.transportCode ||
    departure.tourCode !== keys.tourCode
  )
    return null

  const [tour, transport, blocks, loginBox, addOn, highlights, hotels, moneySettings] = await Promise.all([
    db
      .selectFrom('tours')
      .innerJoin('continents', 'continents.id', 'tours.primaryContinentId')
      .innerJoin('countries', 'countries.id', 'tours.primaryCountryId')
      .select(['tours.slug', 'continents.name as continent', 'countries.name as country'])
      .where('tours.id', '=', departure.tourId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('transportTypes')
      .select('name')
      .where('id', '=', departure.transportTypeId)
      .executeTakeFirstOrThrow(),
    getContentBlocks(db, brand.id, TEXT_KEYS),
    options.signedIn ? null : getLoginBoxView(db, brand),
    // Whether the add-ons step opens the checkout: the add-ons API's own rows (departures' getDepartureAddOns).
    db
      .selectFrom('addonDepartures')
      .innerJoin('addons', 'addons.id', 'addonDepartures.addonId')
      .select('addonDepartures.id')
      .where('addonDepartures.departureId', '=', departure.id)
      .where('addons.tourId', '=', departure.tourId)
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom('highlights').select('text').where('tourId', '=', departure.tourId).orderBy('position').execute(),
    db
      .selectFrom('accommodations')
      .select(['name', 'location', 'nights', 'rating'])
      .where('tourId', '=', departure.tourId)
      .orderBy('position')
      .execute(),
    moneySettingsOf(db, brand.id),
  ])

  const text = (key: (typeof TEXT_KEYS)[number]): CheckoutStepText => ({
    title: blocks[key].title ?? FALLBACK_TITLES[key],
    descriptionHtml: blocks[key].bodyHtml,
  })
  const breakdown = blocks['checkout.priceBreakdown'].data
  const currency = currencyOf(departure.currency, brand)

  return {
    keys: {
      departureId: departure.id,
      filo: departure.filo,
      transportCode: departure.transportCode,
      tourCode: departure.tourCode,
    },
    brand: {
      name: brand.name,
      brandNameFormatted: brand.nameFormatted,
      phone: brand.phone,
      cultureCode: brand.cultureCode,
    },
    tour: { code: departure.tourCode, name: departure.tourName, slug: tour.slug },
    holiday: {
      highlights: highlights.map((highlight) => highlight.text),
      hotels: hotels.map((hotel): CheckoutHotel => ({
        name: hotel.name,
        location: hotel.location,
        nights: hotel.nights,
        rating: hotel.rating !== null && hotel.rating >= 1 && hotel.rating <= 5 ? hotel.rating : null,
      })),
    },
    departure: {
      date: formatDate(departure.startDate),
      isoDate: departure.startDate,
      endDate: formatDate(departure.endDate),
      durationDays: departure.durationDays,
      transportTypeName: transport.name,
      currency,
      priceMinor: departure.priceMinor,
      wasPriceMinor: departure.wasPriceMinor,
      onSale: isOnSale(departure, todayIso(now)),
    },
    analytics: {
      tourCode: departure.tourCode,
      tourName: departure.tourName,
      brand: brand.name,
      continent: tour.continent,
      country: tour.country,
      currency,
      variant: transport.name,
    },
    texts: {
      addons: {
        ...text('checkout.addons'),
        skipButtonText: blocks['checkout.addons'].data.skipButtonText ?? 'Skip extensions',
      },
      flights: text('checkout.flights'),
      travellers: text('checkout.travellers'),
      excursions: {
        ...text('checkout.excursions'),
        skipButtonText: blocks['checkout.excursions'].data.skipButtonText ?? 'Skip excursions',
      },
      passengerDetails: text('checkout.passengerDetails'),
      donations: text('checkout.donations'),
      priceBreakdown: {
        ...text('checkout.priceBreakdown'),
        descriptionHtml: breakdown.descriptionHtml ?? blocks['checkout.priceBreakdown'].bodyHtml,
        introductionHtml: breakdown.introductionHtml ?? null,
        label: breakdown.label ?? 'Subtotal',
        subtotalMismatchHtml: breakdown.subtotalMismatchHtml ?? null,
      },
      bookingError: text('checkout.bookingError'),
      passengerCards: {
        // The cards show these as plain text; the content blocks hold them as rich text.
        visaDescription: plainTextOf(blocks['checkout.passengerDetails'].data.visaDescription),
        dietaryDescription: plainTextOf(blocks['checkout.passengerDetails'].data.dietaryDescription),
        medicalConditionWarning: plainTextOf(blocks['checkout.passengerDetails'].data.medicalConditionWarning),
        termsAndConditionsLink: linkOf(blocks['checkout.passengerDetails'].data.termsAndConditionsLink),
        under18ErrorMessage: blocks['checkout.passengersError'].data.under18ErrorMessage ?? null,
      },
      payment: text('checkout.payment'),
      medicalWarning: text('checkout.medicalWarning'),
      generalWarning: text('checkout.generalWarning'),
      confirmations: BOOKING_TYPES.map((type): BookingConfirmationText => {
        const key = `checkout.confirmation.${type}` as const
        const block = blocks[key]
        return {
          type: block.data.type ?? type,
          title: block.title ?? FALLBACK_TITLES[key],
          descriptionHtml: block.data.descriptionHtml ?? block.bodyHtml,
          nextStepsTitle: block.data.nextStepsTitle ?? null,
          nextStepsDescriptionHtml: block.data.nextStepsDescriptionHtml ?? null,
          nextStepsLink: linkOf(block.data.nextStepsLink),
        }
      }),
    },
    login: { userIsLoggedIn: options.signedIn ?? false, box: loginBox },
    paymentSubmitUrl: PAYMENT_SUBMIT_PATH,
    confirmation,
    firstStep: addOn ? 'addon' : 'travellers',
    // The cancellation policy the confirmation prints, in the words of the module that charges the fee (issue 25).
    cancellationTerms: describeCancellationPolicy(moneySettings.policy),
  }
}

function linkOf(link: { url: string; name: string } | undefined): { url: string; name: string } | null {
  return link ? { url: link.url, name: link.name } : null
}

export type CheckoutPageQuery = z.infer<typeof checkoutPageQuerySchema>

/** A content block's rich text as the plain text a passenger card shows (null when there is none). */
function plainTextOf(html: string | null | undefined): string | null {
  const text = html ? htmlToText(html) : ''
  return text || null
}
