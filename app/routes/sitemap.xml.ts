import type { Route } from './+types/sitemap.xml'
import { getSitemapEntries, sitemapXml } from '../features/tours/index.server'

/** sitemap.xml: every published tour and indexable listing page of the request's brand and market. */
export async function loader({ context }: Route.LoaderArgs) {
  const entries = await getSitemapEntries(context.db, context.brand)
  return new Response(sitemapXml(context.origin, entries), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
