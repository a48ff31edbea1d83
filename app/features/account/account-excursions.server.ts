import { epochDay, parseIsoDate, toIsoDate } from '../../lib/dates'
import { BALANCE_DUE_DAYS_BEFORE_DEPARTURE } from '../checkout/index.server'
import { inWriteTransaction } from '../../../db/write-transaction.server'
import { appendLedgerLines, settleBookingMoney } from '../ledger/index.server'
import {
  currencyOf,
  lockOwnBooking,
  ownBooking,
  type AccountDb,
  type AccountWho,
  type AnyDb,
} from './account-access.server'
import { accountBookingOf } from './account-bookings.server'
import {
  EXCURSIONS_CLOSED_MESSAGE,
  EXCURSION_REFUND_MESSAGE,
  type AccountBooking,
  type BookingExcursionsAnswer,
  type UpdateExcursionsRequest,
} from './account-contract'
import { AccountInputError, AccountRefusedError } from './account-errors'
import { excursionsChangeable } from './account-rules'

/*
 * Booked excursions in the account area (issue 12; checkout §3, §9): every excursion of the departure's tour with
 * each passenger selected or not, and the change of selection. Changes are allowed only while the departure is at
 * least 10 days away. The server prices them: a kept excursion keeps the price it was booked at, an added one costs
 * today's excursions.price; the booking's total moves by the difference, in one write transaction with the booking
 * row locked. A change that would leave more paid than the new total is refused (no online refunds).
 */

async function departureOf(db: AnyDb, departureId: number) {
  return db
    .selectFrom('departures')
    .select(['id', 'tourId', 'startDate'])
    .where('id', '=', departureId)
    .executeTakeFirstOrThrow()
}

async function tourExcursions(db: AnyDb, tourId: number) {
  const rows = await db
    .selectFrom('excursions')
    .select(['id', 'name', 'description', 'priceMinor', 'dayNumber'])
    .where('tourId', '=', tourId)
    .orderBy('id')
    .execute()
  // As the tour page lists them: fixed days first, by day (sorted here: the dialects disagree on NULL order).
  return rows.sort(
    (a, b) => (a.dayNumber ?? Number.MAX_SAFE_INTEGER) - (b.dayNumber ?? Number.MAX_SAFE_INTEGER) || a.id - b.id,
  )
}

export async function getBookingExcursions(
  db: AccountDb,
  who: AccountWho,
  bookingReference: string,
  today: string,
): Promise<BookingExcursionsAnswer | null> {
  const booking = await ownBooking(db, who, bookingReference)
  if (!booking) return null
  const departure = await departureOf(db, booking.departureId)
  const [excursions, passengers, chosen] = await Promise.all([
    tourExcursions(db, departure.tourId),
    db
      .selectFrom('bookingPassengers')
      .select(['id', 'title', 'firstName', 'lastName'])
      .where('bookingId', '=', booking.id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('bookingExcursions')
      .select(['excursionId', 'passengerId', 'priceMinor'])
      .where('bookingId', '=', booking.id)
      .execute(),
  ])
  const changeable = excursionsChangeable(today, departure.startDate)
  return {
    currency: currencyOf(booking.currency),
    changeable,
    closedMessage: changeable ? null : EXCURSIONS_CLOSED_MESSAGE,
    excursions: excursions.map((excursion) => ({
      excursionId: excursion.id,
      name: excursion.name,
      description: excursion.description || null,
      // What this customer pays per passenger: the booked price once booked, else today's.
      price: chosen.find((row) => row.excursionId === excursion.id)?.priceMinor ?? excursion.priceMinor,
      passengers: passengers.map((passenger) => ({
        passengerId: passenger.id,
        name: [passenger.title, passenger.firstName, passenger.lastName].filter(Boolean).join(' '),
        selected: chosen.some((row) => row.excursionId === excursion.id && row.passengerId === passenger.id),
      })),
    })),
  }
}

/** The balance due date once a balance appears again: 84 days before departure, or today when that has passed. */
function balanceDueDateOf(departureDate: string, today: string): string {
  const departure = parseIsoDate(departureDate)!
  const due = new Date((epochDay(departure) - BALANCE_DUE_DAYS_BEFORE_DEPARTURE) * 86_400_000)
  const iso = toIsoDate({ year: due.getUTCFullYear(), month: due.getUTCMonth() + 1, day: due.getUTCDate() })
  return iso < today ? today : iso
}

export async function updateExcursions(
  db: AccountDb,
  who: AccountWho,
  request: UpdateExcursionsRequest,
  today: string,
): Promise<AccountBooking | null> {
  return inWriteTransaction(db, async (trx, context) => {
    const booking = await lockOwnBooking(trx, context, who, request.bookingReference)
    if (!booking) return null
    const departure = await departureOf(trx, booking.departureId)
    if (!excursionsChangeable(today, departure.startDate)) throw new AccountRefusedError(EXCURSIONS_CLOSED_MESSAGE)

    const [offered, passengers, current] = await Promise.all([
      tourExcursions(trx, departure.tourId),
      trx.selectFrom('bookingPassengers').select('id').where('bookingId', '=', booking.id).execute(),
      trx
        .selectFrom('bookingExcursions')
        .select(['excursionId', 'passengerId', 'priceMinor'])
        .where('bookingId', '=', booking.id)
        .execute(),
    ])
    const errors: Record<string, string[]> = {}
    const passengerIds = new Set(passengers.map((row) => row.id))
    const seen = new Set<number>()
    request.excursions.forEach((choice, index) => {
      if (!offered.some((excursion) => excursion.id === choice.excursionId)) {
        errors[`excursions.${index}.excursionId`] = ['This excursion is not offered with this holiday.']
      } else if (seen.has(choice.excursionId)) {
        errors[`excursions.${index}.excursionId`] = ['This excursion is listed twice.']
      }
      seen.add(choice.excursionId)
      choice.passengerIds.forEach((passengerId, position) => {
        if (!passengerIds.has(passengerId)) {
          errors[`excursions.${index}.passengerIds.${position}`] = ['This traveller is not on this booking.']
        }
      })
    })
    if (Object.keys(errors).length) throw new AccountInputError(errors)

    const wanted = request.excursions.flatMap((choice) =>
      [...new Set(choice.passengerIds)].map((passengerId) => {
        const kept = current.find((row) => row.excursionId === choice.excursionId && row.passengerId === passengerId)
        const price = kept?.priceMinor ?? offered.find((excursion) => excursion.id === choice.excursionId)!.priceMinor
        return { bookingId: booking.id, excursionId: choice.excursionId, passengerId, priceMinor: price }
      }),
    )
    const before = current.reduce((sum, row) => sum + row.priceMinor, 0)
    const after = wanted.reduce((sum, row) => sum + row.priceMinor, 0)
    const total = booking.totalMinor - before + after
    if (total < booking.amountPaidMinor) throw new AccountRefusedError(EXCURSION_REFUND_MESSAGE)

    await trx.deleteFrom('bookingExcursions').where('bookingId', '=', booking.id).execute()
    if (wanted.length) await trx.insertInto('bookingExcursions').values(wanted).execute()
    // The change in price is an amendment line on the booking's ledger (issue 25); the total, type and balance due
    // date follow from the ledger. A balance that opens again is due by the terms' date.
    if (after !== before)
      await appendLedgerLines(trx, booking, [
        {
          kind: 'amendment',
          description: 'Excursions changed',
          amountMinor: after - before,
          reason: 'Changed by the customer in My bookings',
          actor: 'customer',
        },
      ])
    if (total > booking.amountPaidMinor && !booking.balanceDueDate)
      await trx
        .updateTable('bookings')
        .set({ balanceDueDate: balanceDueDateOf(departure.startDate, today) })
        .where('id', '=', booking.id)
        .execute()
    await settleBookingMoney(trx, booking.id)
    const updated = await lockOwnBooking(trx, context, who, booking.reference)
    return accountBookingOf(trx, updated!, today)
  })
}
