import { formatDate } from '../../../lib/dates'
import { formatMoney } from '../../../lib/money'
import { bookingMoneyOf, moneySettingsOf } from '../../ledger/index.server'
import type { OriginFor } from '../../reminders/index.server'
import type { JobHandler } from '../../scheduler/index.server'
import { bumpSearchVersion } from '../../search/index.server'
import { lockedBookingById } from './booking-actions.server'
import { applyCancel, planCancel } from './booking-money-actions.server'

/*
 * The automatic cancel of an unpaid booking (issue 27): a brand that sets "cancel unpaid bookings after N days
 * overdue" on /admin/cancellation-policy has each booking with a balance planned a job for its due date + N (the
 * reminders' planner, balance-reminder-plan.ts). When the job runs it looks again, under the booking's lock, in the
 * job's own transaction: the booking must still be live, still owe a balance, still be due on that date, and the
 * brand's rule must still be N days — otherwise it does nothing and its outcome says why. Then it cancels exactly
 * as staff would with the policy's fee (the same applyCancel: places back, ledger lines, audit, the customer's
 * "cancelled" e-mail), with the system as the actor. The job's "done" commits with it: one cancel, on any number of
 * processes.
 */

export function overdueCancelHandler(originFor: OriginFor): JobHandler {
  return async ({ trx, job, now }) => {
    const bookingId = Number(job.payload.bookingId)
    const dueDate = String(job.payload.dueDate)
    const afterDays = Number(job.payload.afterDays)
    const locked = await lockedBookingById(trx, bookingId)
    if (!locked) return 'not cancelled: the booking no longer exists'
    const { booking, marketCode } = locked
    const settings = await moneySettingsOf(trx, booking.brandId)
    if (settings.overdueCancelAfterDays !== afterDays)
      return settings.overdueCancelAfterDays === null
        ? 'not cancelled: the brand now leaves overdue bookings to staff'
        : `not cancelled: the brand now waits ${settings.overdueCancelAfterDays} days`
    if (booking.status === 'cancelled') return 'not cancelled: the booking is already cancelled'
    const money = await bookingMoneyOf(trx, booking.id)
    if (money.dueMinor <= 0) return 'not cancelled: the balance is paid'
    // Nothing paid at all is a reservation: it is released by its payment deadline (no fee), never charged a fee here.
    if (money.status === 'reserved') return 'not cancelled: a reservation is released by its payment deadline'
    if (booking.balanceDueDate !== dueDate) return 'not cancelled: the balance is now due on another date'

    const plan = await planCancel(trx, booking, { role: 'system', feeMinor: null }, now)
    const currency = booking.currency === 'CAD' ? 'CAD' : 'GBP'
    const unpaid = formatMoney(money.dueMinor, currency)
    await applyCancel(trx, booking, plan, {
      actor: 'system',
      staffId: null,
      auditStaffId: null,
      approvalId: null,
      reason: `Balance of ${unpaid} not paid ${afterDays} days after it was due on ${formatDate(dueDate)}`,
      origin: originFor(booking.brandId, marketCode),
      automatic: { rule: 'overdue-cancel', afterDays, dueDate, unpaidMinor: money.dueMinor },
    })
    // Places came back: every process's search and page caches drop the old availability at their next version check
    // (the version moves with this transaction's commit).
    await bumpSearchVersion(trx)
    return `cancelled: ${unpaid} unpaid; cancellation fee ${formatMoney(plan.feeMinor, currency)} (${plan.bandInWords})`
  }
}
