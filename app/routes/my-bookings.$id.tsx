import { Outlet, data } from 'react-router'
import type { Route } from './+types/my-bookings.$id'
import formStylesHref from '../components/form/form.css?url'
import { personalPageHeaders } from '../lib/cache-control'
import {
  ACCOUNT_TEXT_KEYS,
  AccountBookingLayout,
  accountStylesHref,
  accountTextsOf,
  type AccountBookingOutlet,
} from '../features/account'
import { getAccountBooking } from '../features/account/index.server'
import { requireCustomer } from '../features/auth/index.server'
import { getContentBlocks } from '../features/content/index.server'
import { todayIso } from '../features/departures/index.server'

// /my-bookings/:id (issue 12; checkout §2: id = the booking reference): the booking's header and section nav around
// its sections (nested routes). Signed out → /login?returnUrl=…; a reference that is not this customer's booking on
// this brand (unknown, another customer's, a guest booking not yet claimed) → the 404 page, never 403.

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: formStylesHref },
  { rel: 'stylesheet', href: accountStylesHref },
]

export const headers: Route.HeadersFunction = personalPageHeaders

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const customer = requireCustomer(context, request)
  const who = { brand: context.brand, customer }
  const [booking, blocks] = await Promise.all([
    getAccountBooking(context.db, who, params.id, todayIso()),
    getContentBlocks(context.db, context.brand.id, ACCOUNT_TEXT_KEYS),
  ])
  if (!booking) throw data(null, { status: 404 })
  return { booking, texts: accountTextsOf(blocks), brandName: context.brand.name }
}

export const meta: Route.MetaFunction = ({ data: page }) => [
  { title: page ? `${page.booking.tourName} (${page.booking.bookingReference}) | ${page.brandName}` : 'My booking' },
  { name: 'robots', content: 'noindex' },
]

export default function AccountBookingRoute({ loaderData }: Route.ComponentProps) {
  const outlet: AccountBookingOutlet = { booking: loaderData.booking, texts: loaderData.texts }
  return (
    <div className="container account-page">
      <AccountBookingLayout booking={loaderData.booking}>
        <Outlet context={outlet} />
      </AccountBookingLayout>
    </div>
  )
}
