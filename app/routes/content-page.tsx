import { lazy, Suspense } from 'react'
import { data, type ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/content-page'
import { getContentBlocks } from '../features/content/content.server'
import { HolidaySearchPanel } from '../features/holiday-search/holiday-search-panel'
import {
  buildSearchBody,
  clampTake,
  pagesToFetch,
  parseListingQuery,
  TAKE_PER_CALL,
  type ListingScope,
} from '../features/search/listing-state'
import { ListingPage, type ListingPageData } from '../features/search/listing-page'
import type { PriceGridData } from '../features/search/price-grid'
import { parseSearchRequest, type SearchResponse } from '../features/search/search-contract'
import {
  getListingPageByPath,
  searchTagResults,
  searchTours,
  type ListingPage as Page,
} from '../features/search/search.server'
import { SORT_ORDERS } from '../features/search/sort-orders'
import { toursByPrice } from '../features/search/tours-by-price.server'
import { publicOrigin } from '../features/tours/tour-meta'
import type { WishlistPageData } from '../features/search/wishlist-page'
import { wishlistTours } from '../features/search/wishlist-search.server'
import { readWishlistFromCookieHeader } from '../features/wishlist/wishlist-cookie'
import searchStylesHref from '../features/search/search.css?url'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: searchStylesHref }]

// Tours by price and the wishlist are pages of their own kind: their code loads only on those pages.
const PriceGrid = lazy(() => import('../features/search/price-grid').then((module) => ({ default: module.PriceGrid })))
const WishlistPage = lazy(() =>
  import('../features/search/wishlist-page').then((module) => ({ default: module.WishlistPage })),
)

const LISTING_KINDS = ['all', 'continent', 'country', 'tag', 'search']

/**
 * Every path that is not another route: a listing page of the brand's catalogue (all tours, continent, country,
 * tag and search pages; tours by price; the wishlist) rendered on the server from the URL, or a 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const { db, brand } = context
  const page = await getListingPageByPath(db, brand.id, url.pathname)
  if (!page) throw data(null, { status: 404 })
  const meta = {
    noindex: false,
    brandName: brand.name,
    description: page.metaDescription,
    canonical: `${publicOrigin(request, context.site)}${page.path}`,
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
    const blocks = await getContentBlocks(db, brand.id, ['wishlist.page'])
    const block = blocks['wishlist.page']!
    const { start, step } = page.settings
    const view: WishlistPageData = {
      view: 'wishlist',
      title: block.title ?? page.title,
      introHtml: block.bodyHtml ?? page.introHtml,
      emptyHtml: typeof block.data.emptyHtml === 'string' ? block.data.emptyHtml : null,
      loadMoreText: typeof block.data.loadMoreText === 'string' ? block.data.loadMoreText : 'Load more',
      settings: { start, step },
      response: await wishlistTours(db, brand, savedCodes, take(start)),
    }
    return { meta: { ...meta, noindex: true }, view }
  }

  if (!LISTING_KINDS.includes(page.kind)) throw data(null, { status: 404 })
  const view = await listingView(context, page, url, savedCodes)
  return { meta: { ...meta, noindex: page.kind === 'search' }, view }
}

async function listingView(
  context: Route.LoaderArgs['context'],
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
    noResults: { title: blocks['listing.noResults']!.title, bodyHtml: blocks['listing.noResults']!.bodyHtml },
    searchPrompt: scope.isSiteSearch
      ? { title: null, bodyHtml: (blocks['search.page']!.data.emptyHtml as string | undefined) ?? null }
      : null,
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

/**
 * Query-string changes on the same page are handled by the page itself through the search API (spec §7), so the
 * loader runs only when the path changes (or on a form submission).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false
  return defaultShouldRevalidate
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  if (!loaderData) return [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }]
  const { meta: page, view } = loaderData
  return [
    { title: `${view.title} | ${page.brandName}` },
    ...(page.description ? [{ name: 'description', content: page.description }] : []),
    { tagName: 'link', rel: 'canonical', href: page.canonical },
    ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ]
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { view, meta } = loaderData
  if (view.view === 'price' || view.view === 'wishlist') {
    return (
      <Suspense fallback={null}>
        {view.view === 'price' ? (
          <PriceGrid key={meta.canonical} data={view} />
        ) : (
          <WishlistPage key={meta.canonical} data={view} />
        )}
      </Suspense>
    )
  }
  return <ListingPage key={meta.canonical} data={view} beforeResults={<HolidaySearchPanel collapsible />} />
}
