import { useOutletContext } from 'react-router'
import type { Route } from './+types/my-bookings.$id.passengers'
import { personalPageHeaders } from '../lib/cache-control'
import { PassengersSection, type AccountBookingOutlet } from '../features/account'

// /my-bookings/:id/passengers — passengers with up to two emergency contacts each (issue 12). The booking, its
// passengers and their contacts are the layout's (guarded there); saving goes through the account API.

export const headers: Route.HeadersFunction = personalPageHeaders

export default function AccountPassengers() {
  const { booking, texts } = useOutletContext<AccountBookingOutlet>()
  return <PassengersSection key={booking.bookingReference} booking={booking} text={texts.passengers} />
}
