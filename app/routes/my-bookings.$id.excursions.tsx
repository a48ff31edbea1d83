import { data, useOutletContext } from 'react-router'
import type { Route } from './+types/my-bookings.$id.excursions'
import { personalPageHeaders } from '../lib/cache-control'
import { ExcursionsSection, type AccountBookingOutlet } from '../features/account'
import { getBookingExcursions } from '../features/account/index.server'
import { requireCustomer } from '../features/auth/index.server'
import { todayIso } from '../features/departures/index.server'

// /my-bookings/:id/excursions — add or remove excursions per passenger while the departure is at least 10 days
// away (issue 12; checkout §9), priced by the server. Another customer's reference is a 404.

export const headers: Route.HeadersFunction = personalPageHeaders

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const customer = requireCustomer(context, request)
  const excursions = await getBookingExcursions(context.db, { brand: context.brand, customer }, params.id, todayIso())
  if (!excursions) throw data(null, { status: 404 })
  return { excursions }
}

export default function AccountExcursions({ loaderData }: Route.ComponentProps) {
  const { booking, texts } = useOutletContext<AccountBookingOutlet>()
  return (
    <ExcursionsSection
      key={booking.bookingReference}
      booking={booking}
      excursions={loaderData.excursions}
      text={texts.excursions}
    />
  )
}
