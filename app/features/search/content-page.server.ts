import { data, type AppLoadContext } from 'react-router'
import { getContentBlocks } from '../content/index.server'
import { getWishlistPageView, readWishlistFromCookieHeader } from '../wishlist/index.server'
import {
  buildSearchBody,
  clampTake,
  pagesToFetch,
  parseListingQuery,
  TAKE_PER_CALL,
  type ListingScope,
} from './listing-state'
import type { ListingPageData } from './listing-page'
import type { PriceGridData } from './price-grid'
import type { SearchResponse } from './search-contract'
import { parseSearchRequest } from './search-schema'
import { getListingPageByPath, searchTagResults, searchTours, type ListingPage as Page } from './search.server'
import { SORT_ORDERS } from './sort-orders'
import { toursByPrice } from './tours-by-price.server'

const LISTING_KINDS = ['all', 'continent', 'country', 'tag', 'search']

/**
 * Every path that is not another route: a listing page of the brand's catalogue (all tours, continent, country,
 * tag and search pages; tours by price; the wishlist) rendered on the server from the URL, or a 404.
 */
export async function loadContentPage({ request, context }: { request: Request; context: AppLoadContext }) {
  const url = new URL(request.url)
  const { db, brand } = context
  const page = await getListingPageByPath(db, brand.id, url.pathname)
  if (!page) throw data(null, { status: 404 })
  const meta = {
    noindex: false,
    brandName: brand.name,
    description: page.metaDescription,
    canonical: `${context.origin}${page.path}`,
  }
  const savedCodes = readWishlistFromCookieHeader(request.headers.get('Cookie'))
  const take = (start: number) => Math.min(clampTake(url.searchParams.get('Take'), start), TAKE_PER_CALL)

  if (page.kind === 'price' && page.thresholdPriceMinor !== null) {
    const thresholdPrice = Math.floor(page.thresholdPriceMinor / 100)
    const { start, step } = page.settings
    const view: PriceGridData = {
      view: 'price',
      title: page.title,
      introHtml: page.introHtml,
      thresholdPrice,
      settings: { start, step },
      response: await toursByPrice(db, brand, { thresholdPrice, take: take(start) }),
      savedCodes,
    }
    return { meta, view }
  }

  if (page.kind === 'wishlist') {
    const view = await getWishlistPageView(db, brand, page, savedCodes, take(page.settings.start))
    return { meta: { ...meta, noindex: true }, view }
  }

  if (!LISTING_KINDS.includes(page.kind)) throw data(null, { status: 404 })
  const view = await listingView(context, page, url, savedCodes)
  return { meta: { ...meta, noindex: page.kind === 'search' }, view }
}

async function listingView(
  context: AppLoadContext,
  page: Page,
  url: URL,
  savedCodes: string[],
): Promise<ListingPageData> {
  const settings = { start: page.settings.start, step: page.settings.step }
  const scope: ListingScope = {
    parentId: page.id,
    childItemsOnly: page.kind === 'continent' || page.kind === 'country',
    isSiteSearch: page.kind === 'search',
    showFilters: page.settings.showFilters,
    tag: page.kind === 'tag' ? page.tagSlug : null,
  }
  const query = parseListingQuery(url.searchParams, settings)
  const search = scope.tag ? searchTagResults : searchTours
  let response: SearchResponse | null = null
  const items: SearchResponse['items'] = []
  for (const range of pagesToFetch(query.Take, 0)) {
    const answer = await search(context.db, context.brand, validRequest(buildSearchBody(query, scope, range)))
    items.push(...answer.items)
    response = answer
    if (answer.items.length < range.take) break
  }
  const blocks = await getContentBlocks(context.db, context.brand.id, ['listing.noResults', 'search.page'])
  return {
    view: 'listing',
    title: page.title,
    introHtml: page.introHtml,
    scope,
    settings,
    sortOrders: SORT_ORDERS.map((option) => ({ ...option })),
    response: {
      ...response!,
      items,
      remaining: Math.max(0, response!.total - items.length),
      takeCounter: items.length,
    },
    noResults: { title: blocks['listing.noResults'].title, bodyHtml: blocks['listing.noResults'].bodyHtml },
    searchPrompt: scope.isSiteSearch ? { title: null, bodyHtml: blocks['search.page'].data.emptyHtml ?? null } : null,
    savedCodes,
  }
}

/** The URL is visitor input: a value the API would refuse (an unknown shape, a bad slug) is dropped, not a 500. */
function validRequest(body: ReturnType<typeof buildSearchBody>) {
  const first = parseSearchRequest(body)
  if (first.success) return first.data
  const bad = new Set(first.error.issues.map((issue) => String(issue.path[0])))
  const cleaned = Object.fromEntries(Object.entries(body).filter(([key]) => !bad.has(key)))
  const second = parseSearchRequest(cleaned)
  if (second.success) return second.data
  throw data(null, { status: 400 })
}
