import { data, useOutletContext } from 'react-router'
import type { Route } from './+types/my-bookings.$id._index'
import { personalPageHeaders } from '../lib/cache-control'
import { BookingOverview, type AccountBookingOutlet } from '../features/account'
import { getPayments } from '../features/account/index.server'
import { requireCustomer } from '../features/auth/index.server'

// /my-bookings/:id — the booking overview (issue 12; checkout §3 account booking): the layout's booking plus the
// payments made. Guarded like the layout: another customer's reference is a 404. Its title and robots noindex are
// the layout's (a route without meta inherits its parent's).

export const headers: Route.HeadersFunction = personalPageHeaders

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const customer = requireCustomer(context, request)
  const payments = await getPayments(context.db, { brand: context.brand, customer }, params.id)
  if (!payments) throw data(null, { status: 404 })
  return { payments }
}

export default function AccountBookingOverview({ loaderData }: Route.ComponentProps) {
  const { booking, texts } = useOutletContext<AccountBookingOutlet>()
  return <BookingOverview booking={booking} payments={loaderData.payments} text={texts.overview} />
}
