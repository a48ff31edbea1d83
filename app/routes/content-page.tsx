import { lazy, Suspense } from 'react'
import { data, type ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/content-page'
import { PERSONAL_PAGE_CACHE_CONTROL, SHARED_PAGE_CACHE_CONTROL } from '../lib/cache-control'
import { HolidaySearchPanel } from '../features/holiday-search'
import { ListingPage } from '../features/search'
import { loadContentPage } from '../features/search/index.content-page.server'
import searchStylesHref from '../features/search/search.css?url'

// Preloaded so it is requested before the script chunks (root.tsx).
export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: searchStylesHref, as: 'style' },
  { rel: 'stylesheet', href: searchStylesHref },
]

// Tours by price and the wishlist are pages of their own kind: their code loads only on those pages.
const PriceGrid = lazy(() =>
  import('../features/search/index.price-grid').then((module) => ({ default: module.PriceGrid })),
)
const WishlistPage = lazy(() =>
  import('../features/wishlist/index.page').then((module) => ({ default: module.WishlistPage })),
)

/**
 * Every path that is not another route: a listing page of the brand's catalogue (all tours, continent, country,
 * tag and search pages; tours by price; the wishlist) rendered on the server from the URL, or a 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadContentPage({ request, context })
  // Listing pages are the same for every visitor (the saved hearts come from the wishlist cookie, which the page
  // cache keys on); the wishlist page lists the visitor's own cookie, so it is never shared.
  const cacheControl = page.view.view === 'wishlist' ? PERSONAL_PAGE_CACHE_CONTROL : SHARED_PAGE_CACHE_CONTROL
  return data(page, { headers: { 'Cache-Control': cacheControl } })
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => ({
  'Cache-Control': loaderHeaders.get('Cache-Control') ?? PERSONAL_PAGE_CACHE_CONTROL,
})

/**
 * Query-string changes on the same page are handled by the page itself through the search API (discovery §7), so the
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
