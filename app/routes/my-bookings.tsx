import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import formStylesHref from '../components/form/form.css?url'
import { personalPageHeaders } from '../lib/cache-control'
import authStylesHref from '../features/auth/auth.css?url'
import { requireCustomer } from '../features/auth/auth-guards.server'
import { getMyBookingsPageData } from '../features/auth/auth-pages.server'
import { SignedInSummary } from '../features/auth/signed-in-summary'

// /my-bookings: a signed-out visitor is sent to /login?returnUrl=/my-bookings (checkout §2, §6); the sign-in
// issue's minimal page shows who is signed in and a sign-out button; the account issue fills in the bookings.
// Not yet in app/routes.ts (see the sign-in handover).

export const links = () => [
  { rel: 'stylesheet', href: formStylesHref },
  { rel: 'stylesheet', href: authStylesHref },
]

export const headers = personalPageHeaders

export async function loader({ context, request }: LoaderFunctionArgs) {
  const customer = requireCustomer(context, request)
  return { ...(await getMyBookingsPageData(context.db, context.brand.id, customer)), brandName: context.brand.name }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.title} | ${data.brandName}` : 'My Bookings' },
  { name: 'robots', content: 'noindex' },
]

export default function MyBookings() {
  const data = useLoaderData<typeof loader>()
  return (
    <div className="container">
      <SignedInSummary title={data.title} introHtml={data.introHtml} customer={data.customer} />
    </div>
  )
}
