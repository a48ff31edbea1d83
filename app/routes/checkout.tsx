import { data } from 'react-router'
import type { Route } from './+types/checkout'
import { personalPageHeaders } from '../lib/cache-control'
import { CheckoutPage } from '../features/checkout/index.page'
import checkoutPageStylesHref from '../features/checkout/checkout-page.css?url'
import { getBookingConfirmation } from '../features/bookings/index.server'
import { getCheckoutPage } from '../features/checkout/index.server'
import { tourPath } from '../features/tours/index.server'

// /checkout?departureId&transportCode&filo&tourCode (checkout §2): the tour page's 'Book now' link. Keys that do not
// name one of this brand's departures together are a 404. The page holds the visitor's own quote: never cached.
// With `&bookingReference=` (the confirmation's rewritten address) it shows that booking's confirmation, to the
// session that made it (or its signed-in customer) only; any other visitor gets a 404.

// One stylesheet (form and checkout styles), preloaded so it is requested before the script chunks (root.tsx).
export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: checkoutPageStylesHref, as: 'style' },
  { rel: 'stylesheet', href: checkoutPageStylesHref },
]

export const headers: Route.HeadersFunction = personalPageHeaders

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await getCheckoutPage(context.db, context.brand, new URL(request.url).searchParams, {
    signedIn: context.customer !== null,
    findConfirmation: (reference) =>
      getBookingConfirmation(context.db, {
        reference,
        sessionId: context.session?.id ?? null,
        brandId: context.brand.id,
        customerId: context.customer?.id ?? null,
      }),
  })
  if (!page) throw data(null, { status: 404 })
  return { ...page, tour: { code: page.tour.code, name: page.tour.name, path: tourPath(page.tour.slug) } }
}

export const meta: Route.MetaFunction = ({ data: page }) => [
  { title: page ? `Checkout: ${page.tour.name} | ${page.brand.name}` : 'Checkout' },
  // Never indexed (robots.txt disallows it too): a checkout is one visitor's quote. The description is for a shared
  // link's preview and the browser's history.
  ...(page
    ? [
        {
          name: 'description',
          content: `Book ${page.tour.name} with ${page.brand.name}: choose your rooms, add your travellers and extras, and pay securely.`,
        },
      ]
    : []),
  { name: 'robots', content: 'noindex' },
]

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container">
      <CheckoutPage key={`${loaderData.keys.departureId}`} data={loaderData} />
    </div>
  )
}
