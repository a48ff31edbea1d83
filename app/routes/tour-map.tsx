import { data } from 'react-router'
import type { Route } from './+types/tour-map'
import { TourMap } from '../features/tour-map/tour-map'
import { getTourMap } from '../features/tour-map/tour-map.server'
import tourMapStylesHref from '../features/tour-map/tour-map.css?url'
import { publicOrigin } from '../features/tours/tour-meta'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: tourMapStylesHref }]

/** '/maps/{code}': a tour's route map (tours.map_url), for the request's brand and market; 404 for any other code. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const map = await getTourMap(context.db, context.brand, params.code, { origin: publicOrigin(request, context.site) })
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
