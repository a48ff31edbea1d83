import { lazy, Suspense } from 'react'
import type { ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/content-page'
import { HolidaySearchPanel } from '../features/holiday-search/holiday-search-panel'
import { loadContentPage } from '../features/search/content-page.server'
import { ListingPage } from '../features/search/listing-page'
import searchStylesHref from '../features/search/search.css?url'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: searchStylesHref }]

// Tours by price and the wishlist are pages of their own kind: their code loads only on those pages.
const PriceGrid = lazy(() => import('../features/search/price-grid').then((module) => ({ default: module.PriceGrid })))
const WishlistPage = lazy(() =>
  import('../features/search/wishlist-page').then((module) => ({ default: module.WishlistPage })),
)

/**
 * Every path that is not another route: a listing page of the brand's catalogue (all tours, continent, country,
 * tag and search pages; tours by price; the wishlist) rendered on the server from the URL, or a 404.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadContentPage({ request, context })
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
