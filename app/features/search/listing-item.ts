import type { CurrencyCode } from '../../lib/constants'
import { MONTHS_SHORT } from '../../lib/dates'
import { analyticsPrice } from '../../lib/analytics'
import { formatMoney } from '../../lib/money'
import { tourPath } from '../tours/index.server'
import { DEPARTURE_MONTHS_SHOWN, type ListingItem } from './search-contract'

/** The explore link's text on a result card (our wording; the spec shows none). */
export const EXPLORE_LINK_TEXT = 'Explore tour'
/** The map link's text when the tour's map has no name of its own. */
export const MAP_LINK_TEXT = 'View map'

/**
 * 'YYYY-MM' months (sorted) → 'Dec 2026, Jan, Feb, Apr 2027': months grouped by year, the year written once after
 * its last month; at most DEPARTURE_MONTHS_SHOWN months, then ', …'.
 */
export function formatDepartureMonths(months: readonly string[], limit = DEPARTURE_MONTHS_SHOWN): string {
  const shown = months.slice(0, limit)
  const parts: string[] = []
  shown.forEach((month, index) => {
    const year = month.slice(0, 4)
    const name = MONTHS_SHORT[Number(month.slice(5, 7)) - 1] ?? month
    const next = shown[index + 1]
    parts.push(next === undefined || next.slice(0, 4) !== year ? `${name} ${year}` : name)
  })
  return parts.join(', ') + (months.length > limit ? ', …' : '')
}

/** A tour row as the listing reads it (one query for a page of tours, joined with its hero image and places). */
export interface ListingTourRow {
  id: number
  code: string
  slug: string
  name: string
  description: string
  offerText: string | null
  durationDays: number
  fromPriceMinor: number
  wasPriceMinor: number | null
  mapUrl: string | null
  mapName: string | null
  smallUrl: string | null
  mediumUrl: string | null
  largeUrl: string | null
  altText: string | null
  countryName: string
  continentName: string
}

/** Where the generated artwork lives when a tour has no image row. */
const fallbackImage = (code: string, size: 'small' | 'medium' | 'large') => `/media/tours/${code}/0-${size}.svg`

export function toListingItem(
  row: ListingTourRow,
  context: { currency: CurrencyCode; brandName: string; departureMonths: readonly string[]; itemsCount: number },
): ListingItem {
  const url = tourPath(row.slug)
  const was = row.wasPriceMinor !== null && row.wasPriceMinor > row.fromPriceMinor ? row.wasPriceMinor : null
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: {
      smallUrl: row.smallUrl ?? fallbackImage(row.code, 'small'),
      mediumUrl: row.mediumUrl ?? fallbackImage(row.code, 'medium'),
      largeUrl: row.largeUrl ?? fallbackImage(row.code, 'large'),
      altText: row.altText ?? row.name,
    },
    tourCode: row.code,
    tourLink: { url, name: EXPLORE_LINK_TEXT },
    mapLink: row.mapUrl ? { url: row.mapUrl, name: row.mapName ?? MAP_LINK_TEXT } : null,
    departureDatesFormatted: formatDepartureMonths(context.departureMonths),
    tourSummary: {
      offerText: row.offerText,
      fromDays: row.durationDays,
      fromPriceFormatted: formatMoney(row.fromPriceMinor, context.currency),
      wasFromPrice: was,
      wasPriceFormatted: was === null ? null : formatMoney(was, context.currency),
      hasWasFromPrice: was !== null,
      fromPrice: row.fromPriceMinor,
      currency: context.currency,
    },
    url,
    analytics: {
      tourCode: row.code,
      name: row.name,
      brand: context.brandName,
      continent: row.continentName,
      country: row.countryName,
      discount: was === null ? 0 : analyticsPrice(was - row.fromPriceMinor),
      price: analyticsPrice(row.fromPriceMinor),
      quantity: 1,
      variant: `${row.durationDays} days`,
      itemsCount: context.itemsCount,
      category: 'tours',
    },
  }
}
