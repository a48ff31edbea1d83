import { useOutletContext } from 'react-router'
import type { Route } from './+types/my-bookings.$id.details'
import { personalPageHeaders } from '../lib/cache-control'
import { MyDetailsForm, type AccountBookingOutlet } from '../features/account'
import { getUserDetails, requireCustomer } from '../features/auth/index.server'

// /my-bookings/:id/details — the customer's own details, editable (issue 12). The layout guards the booking; the
// details are the customer's, whichever booking they are reached from. If they cannot be read the form starts
// empty (checkout §8 "user-details failure ignored").

export const headers: Route.HeadersFunction = personalPageHeaders

export async function loader({ context, request }: Route.LoaderArgs) {
  const customer = requireCustomer(context, request)
  const details = await getUserDetails(context.db, customer.id).catch(() => null)
  return { details, email: customer.email }
}

export default function AccountMyDetails({ loaderData }: Route.ComponentProps) {
  const { texts } = useOutletContext<AccountBookingOutlet>()
  return <MyDetailsForm details={loaderData.details} email={loaderData.email} text={texts.myDetails} />
}
