import { useOutletContext } from 'react-router'
import type { Route } from './+types/my-bookings.$id.visas'
import { personalPageHeaders } from '../lib/cache-control'
import { VisasSection, type AccountBookingOutlet } from '../features/account'

// /my-bookings/:id/visas — the visa choices for the booking's passengers (issue 12), read from the visas call in the
// browser so that its failure sets the section's error (checkout §8). The layout guards the booking.

export const headers: Route.HeadersFunction = personalPageHeaders

export default function AccountVisas() {
  const { booking, texts } = useOutletContext<AccountBookingOutlet>()
  return <VisasSection booking={booking} text={texts.visas} />
}
