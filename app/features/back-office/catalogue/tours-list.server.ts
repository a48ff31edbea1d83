import { data, type AppLoadContext } from 'react-router'
import { chosenBrandOf, likeLower, likePattern, readPage, type ListPageData } from '../shell/index.server'
import { requireStaff } from '../staff/index.server'
import { parseToursListQuery, TOURS_PAGE_SIZE, type ToursListQuery } from './tours-list-rules'

/* The back office's tours list (issues 14 and 26): find a tour and open one of its departures. */

export interface ToursPageData extends ListPageData<ToursListQuery, TourListRow> {
  /** Tours that match the search, on every page. */
  total: number
}

export interface TourListRow {
  id: number
  code: string
  name: string
  slug: string
  published: boolean
  departures: { id: number; code: string; startDate: string; priceMinor: number; currency: string; open: boolean }[]
  /** Departures still to come beyond those listed (the search for the tour's code lists them all). */
  laterDepartures: number
}

/**
 * Departures listed per tour when the page lists several tours: a tour sells for a year and more ahead, and twenty
 * tours with every departure made a page of hundreds of rows. A search that finds one tour lists all of them.
 */
export const DEPARTURES_SHOWN_PER_TOUR = 6

/**
 * /admin/tours: the brand's tours found by name or code, a page of TOURS_PAGE_SIZE at a time with the number that
 * match (issue 26: the list used to stop at 20 without saying so), each with its next departures still to come (all
 * of them when the search finds a single tour). A bad page or an over-long search is a 400.
 */
export async function loadToursPage(context: AppLoadContext, request: Request): Promise<ToursPageData> {
  await requireStaff(context, request, 'tours.edit')
  const { brandId, brandName } = await chosenBrandOf(context, request)
  const parsed = parseToursListQuery(new URL(request.url).searchParams)
  if (!parsed.ok) throw data({ message: parsed.message }, { status: 400 })
  const { query } = parsed
  let matching = context.db.selectFrom('tours').where('brandId', '=', brandId)
  if (query.q) {
    const pattern = likePattern(query.q)
    matching = matching.where((eb) => eb.or([likeLower(eb.ref('name'), pattern), likeLower(eb.ref('code'), pattern)]))
  }
  const counted = await matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
  const total = Number(counted?.n ?? 0)
  const { rows: tours, hasMore } = await matching
    .select(['id', 'code', 'name', 'slug', 'published'])
    .orderBy('name')
    .orderBy('id')
    .$call(readPage(query.page, TOURS_PAGE_SIZE))
  const departures = tours.length
    ? await context.db
        .selectFrom('departures')
        .select(['id', 'tourId', 'code', 'startDate', 'priceMinor', 'currency', 'open'])
        .where(
          'tourId',
          'in',
          tours.map((tour) => tour.id),
        )
        .where('startDate', '>', new Date().toISOString().slice(0, 10))
        .orderBy('startDate')
        .orderBy('id')
        .execute()
    : []
  return {
    brandId,
    brandName,
    query,
    hasMore,
    total,
    pageSize: TOURS_PAGE_SIZE,
    rows: tours.map((tour) => ({
      id: Number(tour.id),
      code: tour.code,
      name: tour.name,
      slug: tour.slug,
      published: tour.published === 1,
      ...listedDepartures(
        departures.filter((departure) => departure.tourId === tour.id),
        total === 1 ? Number.POSITIVE_INFINITY : DEPARTURES_SHOWN_PER_TOUR,
      ),
    })),
  }
}

function listedDepartures(
  rows: { id: number; code: string; startDate: string; priceMinor: number; currency: string; open: number }[],
  shown: number,
): Pick<TourListRow, 'departures' | 'laterDepartures'> {
  return {
    departures: rows.slice(0, shown).map((departure) => ({
      id: Number(departure.id),
      code: departure.code,
      startDate: departure.startDate,
      priceMinor: departure.priceMinor,
      currency: departure.currency,
      open: departure.open === 1,
    })),
    laterDepartures: Math.max(0, rows.length - shown),
  }
}
