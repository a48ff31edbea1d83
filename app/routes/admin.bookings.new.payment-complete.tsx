import { loadPhonePaymentComplete } from '../features/back-office/index.server'
import type { Route } from './+types/admin.bookings.new.payment-complete'

// /admin/bookings/new/payment-complete (issue 26): the phone booking's card frame return page, a resource route.

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPhonePaymentComplete(context, request)
}
