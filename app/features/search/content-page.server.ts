import { data, type AppLoadContext } from 'react-router'
import { formatMoney, type CurrencyCode } from '../../lib/money'
import { getContentBlocks, sanitiseContentHtml } from '../content/index.server'
import { accountWishlistAlerts, getWishlistPageView, readWishlistFromCookieHeader } from '../wishlist/index.server'
import { buildSearchBody, clampTake, pagesToFetch, parseListingQuery, type ListingScope } from './listing-state'
import type { ListingPageData } from './listing-page'
import type { PriceGridData } from './price-grid'
import type { SearchResponse } from './search-contract'
import { parseSearchRequest } from './search-schema'
import { getListingPageByPath, searchTagResults, searchTours, type ListingPage as Page } from './search.server'
import { SORT_ORDERS } from './sort-orders'
import { toursByPrice } from './tours-by-price.server'

const LISTING_KINDS = ['all', 'continent', 'country', 'tag', 'search']

/**
 * A price page shown on every market (market code null: a page made before price bands had markets) names its
 * threshold in pounds; another market reads its own money. A market's own band is written in its currency already
 * ('Holidays under C$4,999', issue 28 defect 18) and passes through unchanged.
 */
function inMarketCurrency(text: string, thresholdMinor: number, currency: CurrencyCode): string {
  return currency === 'GBP'
    ? text
    : text.replaceAll(formatMoney(thresholdMinor, 'GBP'), formatMoney(thresholdMinor, currency))
}

/**
 * Every path that is not another route: a listing page of the brand's catalogue (all tours, continent, country,
 * tag and search pages; tours by price; the wishlist) rendered on the server from the URL, or a 404.
 */
export async function loadContentPage({ request, context }: { request: Request; context: AppLoadContext }) {
  const url = new URL(request.url)
  const { db, brand } = context
  const found = await getListingPageByPath(db, brand, url.pathname)
  if (!found) throw data(null, { status: 404 })
  // The page's HTML is sanitised on render as on save (issue 24).
  const page = { ...found, introHtml: found.introHtml === null ? null : sanitiseContentHtml(found.introHtml) }
  const meta = {
    noindex: false,
    brandName: brand.name,
    description: page.metaDescription,
    canonical: `${context.origin}${page.path}`,
  }
  const savedCodes = readWishlistFromCookieHeader(request.headers.get('Cookie'))
  // In process there is no per-call cap: a Take past 100 (a reload after 'Load more') renders in full (issue 13).
  const take = (start: number) => clampTake(url.searchParams.get('Take'), start)

  if (page.kind === 'price' && page.thresholdPriceMinor !== null) {
    const thresholdPrice = Math.floor(page.thresholdPriceMinor / 100)
    const { start, step } = page.settings
    // The band is in the market's currency, as the tours' prices are (issue 13 defect 3): 'under C$999' in Canada.
    const priced = (text: string) => inMarketCurrency(text, page.thresholdPriceMinor!, brand.currency)
    const blocks = await getContentBlocks(db, brand.id, ['listing.noResults'])
    const view: PriceGridData = {
      view: 'price',
      title: priced(page.title),
      introHtml: page.introHtml === null ? null : priced(page.introHtml),
      thresholdPrice,
      settings: { start, step },
      response: await toursByPrice(db, brand, { thresholdPrice, take: take(start), from: 0 }),
      savedCodes,
      noResults: { title: blocks['listing.noResults'].title, bodyHtml: blocks['listing.noResults'].bodyHtml },
    }
    return { meta: { ...meta, description: meta.description === null ? null : priced(meta.description) }, view }
  }

  if (page.kind === 'wishlist') {
    // Signed in, the cookie is the account's list already (the wishlist's cookie sync); the alerts are the account's.
    const alerts = context.customer ? await accountWishlistAlerts(db, context.customer.id) : null
    const view = await getWishlistPageView(db, brand, page, savedCodes, take(page.settings.start), alerts)
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
    // A continent or country page lists every tour visiting it, as its filter, the menu and the home page's tiles
    // count them (issue 13 defect 4, issue 28 defect 8): a tour of Peru and Antarctica is on both continents' pages.
    childItemsOnly: false,
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
