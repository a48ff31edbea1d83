import type { Route } from './+types/my-bookings'
import formStylesHref from '../components/form/form.css?url'
import { personalPageHeaders } from '../lib/cache-control'
import { SignedInSummary, authStylesHref } from '../features/auth'
import { getMyBookingsPageData, requireCustomer } from '../features/auth/index.server'

// /my-bookings: a signed-out visitor is sent to /login?returnUrl=%2Fmy-bookings (checkout §2, §6). The sign-in
// issue's minimal page shows who is signed in and a sign-out button; the account issue fills in the bookings. Every
// other account page guards itself the same way: requireCustomer(context, request) first in its loader.

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: formStylesHref },
  { rel: 'stylesheet', href: authStylesHref },
]

export const headers: Route.HeadersFunction = personalPageHeaders

export async function loader({ context, request }: Route.LoaderArgs) {
  const customer = requireCustomer(context, request)
  return { ...(await getMyBookingsPageData(context.db, context.brand.id, customer)), brandName: context.brand.name }
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `${data.title} | ${data.brandName}` : 'My Bookings' },
  { name: 'robots', content: 'noindex' },
]

export default function MyBookings({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container">
      <SignedInSummary title={loaderData.title} introHtml={loaderData.introHtml} customer={loaderData.customer} />
    </div>
  )
}
