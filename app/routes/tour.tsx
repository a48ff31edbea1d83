import { data } from 'react-router'
import type { Route } from './+types/tour'
import { sharedPageHeaders } from '../lib/cache-control'
import { TourPage, tourPageMeta } from '../features/tours/index.page'
import { getTourPage, toTourPageView } from '../features/tours/index.server'
import tourPageStylesHref from '../features/tours/tour-page.css?url'
import { readWishlistFromCookieHeader } from '../features/wishlist'
import { DocumentOnlyJsonLd } from '../lib/document-only'
import { setDocumentOnly } from '../lib/document-only.server'

// Preloaded so it is requested before the script chunks (root.tsx).
export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: tourPageStylesHref, as: 'style' },
  { rel: 'stylesheet', href: tourPageStylesHref },
]

// The same for every visitor but the saved heart, which the page cache keys on (app/lib/cache-control.ts).
export const headers: Route.HeadersFunction = sharedPageHeaders

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const found = await getTourPage(context.db, context.brand, params.slug, { origin: context.origin })
  if (!found) throw data(null, { status: 404 })
  // The JSON-LD is for the server's HTML alone: not serialised a second time as loader data (1.2 KB gzipped), nor
  // are the tour's other server-only fields (toTourPageView).
  setDocumentOnly(context, TOUR_JSON_LD, found.structuredData)
  const page = toTourPageView(found)
  // The wishlist toggle is rendered in its saved state on the server, so it never flips after hydration.
  const wishlisted = readWishlistFromCookieHeader(request.headers.get('Cookie')).includes(page.tour.code)
  return { page, wishlisted }
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => tourPageMeta(loaderData?.page)

const TOUR_JSON_LD = 'tour.jsonLd'

export default function TourRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <TourPage key={loaderData.page.tour.code} data={loaderData.page} wishlisted={loaderData.wishlisted} />
      <DocumentOnlyJsonLd key={`ld-${loaderData.page.tour.code}`} dataKey={TOUR_JSON_LD} />
    </>
  )
}
