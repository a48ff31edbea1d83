import { data } from 'react-router'
import type { Route } from './+types/checkout'
import { personalPageHeaders } from '../lib/cache-control'
import { CheckoutPage } from '../features/checkout/index.page'
import checkoutPageStylesHref from '../features/checkout/checkout-page.css?url'
import { getBookingConfirmation } from '../features/bookings/index.server'
import { getCheckoutPage } from '../features/checkout/index.server'
import {
  RESTORED_QUOTE_PARAM,
  WAS_SUBTOTAL_PARAM,
  restoredRequestOf,
  restoredSelection,
} from '../features/recovery/index.server'
import { tourPath } from '../features/tours/index.server'
import { heldUntilText, offerHeldUntil } from '../features/waitlist/index.server'

// /checkout?departureId&transportCode&filo&tourCode (checkout §2): the tour page's 'Book now' link. Keys that do not
// name one of this brand's departures together are a 404. The page holds the visitor's own quote: never cached.
// With `&bookingReference=` (the confirmation's rewritten address) it shows that booking's confirmation, to the
// session that made it (or its signed-in customer) only; any other visitor gets a 404. With `&restoredQuote=` (a saved
// checkout opened again, /checkout/resume) the travellers step starts from that quote's rooms and names.

// One stylesheet (form and checkout styles), preloaded so it is requested before the script chunks (root.tsx).
export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: checkoutPageStylesHref, as: 'style' },
  { rel: 'stylesheet', href: checkoutPageStylesHref },
]

export const headers: Route.HeadersFunction = personalPageHeaders

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  // A saved checkout opened again (/checkout/resume, issue 27) names its quote: this session's only, else ignored.
  const restoring = restoredRequestOf(params)
  params.delete(RESTORED_QUOTE_PARAM)
  params.delete(WAS_SUBTOTAL_PARAM)
  const page = await getCheckoutPage(context.db, context.brand, params, {
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
  const sessionId = context.session?.id ?? null
  const departureId = page.keys.departureId
  const [restored, heldUntil] = await Promise.all([
    restoring ? restoredSelection(context.db, context.brand, sessionId, { ...restoring, departureId }) : null,
    // A waitlist offer's checkout says until when its places are held for this browser (issue 27).
    offerHeldUntil(context.db, sessionId, departureId),
  ])
  return {
    ...page,
    tour: { code: page.tour.code, name: page.tour.name, path: tourPath(page.tour.slug) },
    restored,
    heldUntil: heldUntil ? heldUntilText(heldUntil) : null,
  }
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
