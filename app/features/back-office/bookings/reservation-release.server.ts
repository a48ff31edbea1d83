import type { AppDatabase } from '../../../../db/database.server'
import { inWriteTransaction } from '../../../../db/write-transaction.server'
import { formatDate } from '../../../lib/dates'
import { bookingMoneyOf, zonedDay } from '../../ledger/index.server'
import type { OriginFor } from '../../reminders/index.server'
import { planJob, type JobHandler } from '../../scheduler/index.server'
import { bumpSearchVersion } from '../../search/index.server'
import { recordAudit } from '../shell/index.server'
import { BookingActionRefused, lockedBooking, lockedBookingById, type ActionInput } from './booking-actions.server'
import { applyCancel, planCancel } from './booking-money-actions.server'
import {
  RESERVATION_RELEASE_JOB,
  reservationDeadlineProblem,
  reservationReleaseAt,
  reservationReleaseKey,
} from './reservation-deadline'

/*
 * A reservation's payment deadline and its release (issue 26). Staff set (or clear) the day by which a reserved
 * booking must be paid; in the same transaction the release is planned as a scheduler job for nine the next morning.
 * When the job runs it looks again under the booking's lock, in the job's own transaction: still live, still that
 * deadline, still nothing paid — then it releases the reservation as a cancel with no fee (places back, ledger lines
 * with the system as actor, audit row) and tells the customer their reservation was released. Otherwise it does
 * nothing and its outcome says why. The job's "done" commits with it: one release on any number of processes.
 */

export async function setReservationDeadline(
  db: AppDatabase,
  input: ActionInput & { deadline: string | null; now?: Date },
): Promise<void> {
  await inWriteTransaction(db, async (trx, context) => {
    const booking = await lockedBooking(trx, context, input)
    if (booking.status === 'cancelled') throw new BookingActionRefused('This booking is cancelled.', 409)
    const money = await bookingMoneyOf(trx, booking.id)
    if (money.status !== 'reserved')
      throw new BookingActionRefused('Only a reservation with nothing paid can have a payment deadline.', 409)
    const { deadline } = input
    if (deadline !== null) {
      const problem = reservationDeadlineProblem({
        deadline,
        today: zonedDay(input.now ?? new Date()),
        departureDate: booking.startDate,
      })
      if (problem) throw new BookingActionRefused(problem, 400)
    }
    await trx.updateTable('bookings').set({ paymentDeadline: deadline }).where('id', '=', booking.id).execute()
    if (deadline !== null)
      await planJob(trx, {
        kind: RESERVATION_RELEASE_JOB,
        key: reservationReleaseKey(booking.id, deadline),
        dueAt: reservationReleaseAt(deadline),
        brandId: booking.brandId,
        payload: { bookingId: booking.id, deadline },
      })
    await recordAudit(trx, {
      staffId: input.staffId,
      brandId: booking.brandId,
      action: 'booking.payment-deadline',
      entity: 'booking',
      entityId: booking.reference,
      before: { paymentDeadline: booking.paymentDeadline },
      after: { paymentDeadline: deadline, releaseAt: deadline === null ? null : reservationReleaseAt(deadline) },
    })
  })
}

export function reservationReleaseHandler(originFor: OriginFor): JobHandler {
  return async ({ trx, job, now }) => {
    const bookingId = Number(job.payload.bookingId)
    const deadline = String(job.payload.deadline)
    const locked = await lockedBookingById(trx, bookingId)
    if (!locked) return 'not released: the booking no longer exists'
    const { booking, marketCode } = locked
    if (booking.status === 'cancelled') return 'not released: the booking is already cancelled'
    if (booking.paymentDeadline !== deadline) return 'not released: the payment deadline was changed or removed'
    const money = await bookingMoneyOf(trx, booking.id)
    if (money.paidMinor > 0) return 'not released: a payment was made'

    const plan = await planCancel(trx, booking, { role: 'system', feeMinor: 0 }, now)
    await applyCancel(trx, booking, plan, {
      actor: 'system',
      staffId: null,
      auditStaffId: null,
      approvalId: null,
      reason: `Reservation not paid by its deadline, ${formatDate(deadline)}`,
      origin: originFor(booking.brandId, marketCode),
      automatic: { rule: 'reservation-deadline', deadline },
      email: { kind: 'released', deadline },
    })
    // The places are on sale again from this transaction's commit (every process's caches drop the old answer).
    await bumpSearchVersion(trx)
    return `released: places back on sale, the customer told`
  }
}
