import type { z } from 'zod'
import type { AppDatabase } from '../../../db/database.server'
import type { BrandContext } from '../../context'
import { formatDate } from '../../lib/dates'
import { getContentBlocks } from '../content/index.server'
import { codeParam, currencyOf, findVisibleDeparture, isOnSale, todayIso } from '../departures/index.server'
import { availableRoomsQuerySchema } from './checkout-contract'
import type { CheckoutPageData, CheckoutStepText } from './checkout-page-data'

/*
 * The checkout page's loader data (checkout §2, §3): the 'Book now' link's keys checked against the departure they
 * name, the tour, the analytics context and the `checkout.*` texts. Keys that are malformed, unknown, another
 * brand's, or that do not belong together (a filo, transport code or tour code that is not the departure's) are all
 * "not found", so the page never starts a quote for a departure the link did not mean.
 */

export const checkoutPageQuerySchema = availableRoomsQuerySchema.extend({ tourCode: codeParam('tourCode') })

const TEXT_KEYS = [
  'checkout.addons',
  'checkout.flights',
  'checkout.travellers',
  'checkout.excursions',
  'checkout.passengerDetails',
  'checkout.donations',
  'checkout.priceBreakdown',
  'checkout.bookingError',
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
} as const satisfies Record<(typeof TEXT_KEYS)[number], string>

export async function getCheckoutPage(
  db: AppDatabase,
  brand: BrandContext,
  searchParams: URLSearchParams,
  now: Date = new Date(),
): Promise<(Omit<CheckoutPageData, 'tour'> & { tour: { code: string; name: string; slug: string } }) | null> {
  const parsed = checkoutPageQuerySchema.safeParse(Object.fromEntries(searchParams))
  if (!parsed.success) return null
  const keys = parsed.data
  const departure = await findVisibleDeparture(db, brand, keys.departureId)
  if (
    !departure ||
    departure.filo !== keys.filo ||
    departure.transportCode !== keys.transportCode ||
    departure.tourCode !== keys.tourCode
  )
    return null

  const [tour, transport, blocks] = await Promise.all([
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
    },
  }
}

export type CheckoutPageQuery = z.infer<typeof checkoutPageQuerySchema>
