import { BookingCancel as CancelWithPolicyFee } from '../booking-money-panel'
import type { BookingActionData, BookingPageData } from '../bookings-pages.server'
import { errorsFor, reviewFor } from './action-errors'

/* Cancelling a booking: the ledger's cancel form (the brand's policy fee, a reason, a confirmation; issue 25). */

export function BookingCancel({ page, actionData }: { page: BookingPageData; actionData?: BookingActionData }) {
  return (
    <CancelWithPolicyFee
      page={page}
      errors={errorsFor(actionData, 'cancel')}
      review={reviewFor(actionData, 'cancel')}
    />
  )
}
