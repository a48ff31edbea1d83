/** robots.txt: keep crawlers out of the checkout, account and API. The tour page issue adds the sitemap line. */
export function loader() {
  const body = ['User-agent: *', 'Disallow: /checkout', 'Disallow: /my-bookings', 'Disallow: /umbraco/', 'Disallow: /api/', ''].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
