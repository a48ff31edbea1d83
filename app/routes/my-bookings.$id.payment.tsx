import { data, useOutletContext } from 'react-router'
import type { Route } from './+types/my-bookings.$id.payment'
import { personalPageHeaders } from '../lib/cache-control'
import { AccountPaymentSection, type AccountBookingOutlet } from '../features/account'
import { getPayments } from '../features/account/index.server'
import { requireCustomer } from '../features/auth/index.server'

// /my-bookings/:id/payment — make a payment (issue 12; checkout §4 account payment): the balance, the payments'
// card types, then the card frame. Another customer's reference is a 404.

export const headers: Route.HeadersFunction = personalPageHeaders

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const customer = requireCustomer(context, request)
  const payments = await getPayments(context.db, { brand: context.brand, customer }, params.id)
  if (!payments) throw data(null, { status: 404 })
  return { payments }
}

export default function AccountPayment({ loaderData }: Route.ComponentProps) {
  const { booking, texts } = useOutletContext<AccountBookingOutlet>()
  return <AccountPaymentSection booking={booking} payments={loaderData.payments} text={texts.payment} />
}
