import type { APIRequestContext } from '@playwright/test'
import { apiGet } from '../fixtures'

/*
 * The page types the visual suite screenshots and checks (issue 28's review: what a visitor sees, one page of each
 * kind), on both brands. A path may depend on the catalogue (the first tour with departures, its checkout); the
 * catalogue is the same on every run (visual-server.ts), so the resolved pages are too.
 */

export type Brand = 'meridian' | 'cavendish'
export const BRANDS: Brand[] = ['meridian', 'cavendish']
export const WIDTHS = [375, 768, 1280, 1440] as const
export type Width = (typeof WIDTHS)[number]

export type PageTypeId =
  | 'home'
  | 'listing'
  | 'tour'
  | 'continent'
  | 'country'
  | 'brochures'
  | 'info'
  | 'search'
  | 'price'
  | 'wishlist'
  | 'sign-in'
  | 'my-bookings'
  | 'checkout'

export interface PageType {
  id: PageTypeId
  /** What it is, for the test's title. */
  title: string
  /** The path on the brand's origin (given the brand's first tour with departures, when it needs one). */
  path: (tour: PickedTour) => string
  /** The page needs a signed-in customer. */
  signedIn?: boolean
  /** The page needs the wishlist cookie holding the picked tour and another. */
  wishlist?: boolean
}

export interface PickedTour {
  /** '/tours/…' */
  path: string
  code: string
  /** The first step of its first bookable departure's checkout: '/checkout?departureId=…'. */
  checkoutPath: string
  /** Another tour's code, for a wishlist of two. */
  otherCode: string
}

export const PAGE_TYPES: PageType[] = [
  { id: 'home', title: 'home page', path: () => '/' },
  { id: 'listing', title: 'all tours listing', path: () => '/tours' },
  // On Cavendish every tour is a coach tour (pick-up points in the departures table).
  { id: 'tour', title: 'tour page', path: (tour) => tour.path },
  { id: 'continent', title: 'continent page', path: () => '/destinations/europe' },
  { id: 'country', title: 'country page', path: () => '/destinations/europe/italy' },
  { id: 'brochures', title: 'brochures', path: () => '/brochures' },
  { id: 'info', title: 'information page', path: () => '/contact-us' },
  { id: 'search', title: 'search results', path: () => '/search?SearchTerm=lakes' },
  { id: 'price', title: 'tours by price', path: () => '/holidays-under-999' },
  { id: 'wishlist', title: 'wishlist', path: () => '/wishlist', wishlist: true },
  { id: 'sign-in', title: 'sign-in', path: () => '/login' },
  { id: 'my-bookings', title: 'My bookings, signed in', path: () => '/my-bookings', signedIn: true },
  { id: 'checkout', title: 'checkout, first step', path: (tour) => tour.checkoutPath },
]

/** The brand's first tour in its sitemap whose first enabled transport has departures (as bench/lighthouse.mjs). */
export async function pickTour(request: APIRequestContext, origin: string): Promise<PickedTour> {
  const json = async (path: string) => (await apiGet(request, `${origin}${path}`)).json()
  const sitemap = await (await apiGet(request, `${origin}/sitemap.xml`)).text()
  const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/tours\/[^<]+)<\/loc>/g)].map((match) => match[1]!)
  const codeOf = (path: string) => path.split('-').at(-1)!.toUpperCase()
  for (const path of paths) {
    const options = (await json(`/umbraco/api/tourdepartures/traveloptions?tourCode=${codeOf(path)}`)) as Array<{
      enabled: boolean
      value: string
    }>
    const enabled = Array.isArray(options) ? options.find((option) => option.enabled) : undefined
    if (!enabled) continue
    const answer = (await json(enabled.value)) as { departures?: Array<{ moreDetailsUrl?: string }> }
    for (const departure of answer.departures ?? []) {
      if (!departure.moreDetailsUrl) continue
      const { details } = (await json(departure.moreDetailsUrl)) as { details?: { bookNowLink?: { url?: string } } }
      const checkoutPath = details?.bookNowLink?.url
      if (checkoutPath)
        return {
          path,
          code: codeOf(path),
          checkoutPath,
          otherCode: codeOf(paths.find((other) => other !== path)!),
        }
    }
  }
  throw new Error(`no tour with a bookable departure in ${origin}'s sitemap`)
}
