import { data } from 'react-router'
import type { Route } from './+types/info-page'
import { sharedPageHeaders } from '../lib/cache-control'
import { InfoPage } from '../features/info'
import { getInfoPage } from '../features/info/index.server'
import infoPageStylesHref from '../features/info/info-page.css?url'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: infoPageStylesHref }]

// The same for every visitor of a brand: served from the page cache (app/lib/cache-control.ts).
export const headers: Route.HeadersFunction = sharedPageHeaders

/**
 * The information pages (privacy policy, cookie policy, booking conditions, contact us, accessibility, travel
 * insurance): one static route per slug in routes.ts, all rendered from content block 'page.{slug}' of the
 * request's brand; a path without such a block is a 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await getInfoPage(context.db, context.brand.id, new URL(request.url).pathname)
  if (!page) throw data(null, { status: 404 })
  return {
    page: { title: page.title, path: page.path, bodyHtml: page.bodyHtml, sections: page.sections },
    meta: {
      title: `${page.title} | ${context.brand.name}`,
      description: page.metaDescription,
      canonicalUrl: `${context.origin}${page.path}`,
    },
  }
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  if (!loaderData) return [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }]
  const { meta: page } = loaderData
  return [
    { title: page.title },
    ...(page.description ? [{ name: 'description', content: page.description }] : []),
    { tagName: 'link', rel: 'canonical', href: page.canonicalUrl },
  ]
}

export default function InfoPageRoute({ loaderData }: Route.ComponentProps) {
  return <InfoPage key={loaderData.meta.canonicalUrl} data={loaderData.page} />
}
