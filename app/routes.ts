import { index, route, type RouteConfig } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  // Tour pages, their sitemap and robots rules (tour page issue).
  route('tours/:slug', 'routes/tour.tsx'),
  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),
  // Brochure requests (brochure issue).
  route('brochures', 'routes/brochures.tsx'),
  route('brochures/thank-you', 'routes/brochures.thank-you.tsx'),
  // Every other path is a content page from the catalogue's listing pages (all tours, continents, countries, offers,
  // site search, tours by price, wishlist), or a 404.
  route('*', 'routes/content-page.tsx'),
] satisfies RouteConfig
