import type { Route } from './+types/robots.txt'

/** robots.txt: keep crawlers out of the checkout, account and API, and point them at the sitemap. */
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    'Disallow: /checkout',
    'Disallow: /my-bookings',
    'Disallow: /umbraco/',
    'Disallow: /api/',
    '',
    `Sitemap: ${context.origin}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
