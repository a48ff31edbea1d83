import { data } from 'react-router'
import type { Route } from './+types/tour-map'
import { sharedPageHeaders } from '../lib/cache-control'
import { TourMap } from '../features/tour-map'
import { getTourMap } from '../features/tour-map/index.server'
import tourMapStylesHref from '../features/tour-map/tour-map.css?url'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: tourMapStylesHref }]

// The same for every visitor of a brand: served from the page cache (app/lib/cache-control.ts).
export const headers: Route.HeadersFunction = sharedPageHeaders

/** '/maps/{code}': a tour's route map (tours.map_url), for the request's brand and market; 404 for any other code. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const map = await getTourMap(context.db, context.brand, params.code, { origin: context.origin })
  if (!map) throw data(null, { status: 404 })
  return { map }
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  if (!loaderData) return [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }]
  const { seo } = loaderData.map
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonicalUrl },
  ]
}

export default function TourMapRoute({ loaderData }: Route.ComponentProps) {
  return <TourMap key={loaderData.map.tour.code} data={loaderData.map} />
}
