import type { Kysely } from 'kysely'
import type { Database } from '../../../../db/schema'
import { dialectOf } from '../../../../db/dialect-columns'
import { lockDeparture } from '../../../../db/write-transaction.server'
import { bookingTypeOfMoney, settleBookingMoney } from '../../ledger/index.server'

/*
 * What every staff action on a booking shares (issue 14; docs/decisions/0031-back-office-bookings-and-departures.md): each is one
 * write transaction that locks the booking's departure (as the checkout does, so it never races a confirm),
 * settles the money from the booking's ledger (app/features/ledger) and writes its audit row. Everything is scoped to one
 * brand: another brand's reference is "not found".
 */

export class BookingActionRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409,
  ) {
    super(message)
  }
}

export interface ActionInput {
  brandId: string
  reference: string
  staffId: number
}

export type Trx = Kysely<Database>

/** The chosen brand's booking with this reference (as typed: trimmed, any case), for a select to finish. */
export function bookingOfBrand(db: Trx, input: Pick<ActionInput, 'brandId' | 'reference'>) {
  return db
    .selectFrom('bookings')
    .where('brandId', '=', input.brandId)
    .where('reference', '=', input.reference.trim().toUpperCase())
}

/** Another brand's booking, or none with that reference, is the same 404. */
export function orNoSuchBooking<T>(row: T | undefined): T {
  if (!row) throw new BookingActionRefused('No such booking.', 404)
  return row
}

/**
 * The booking (with its departure's start date), its departure locked and the booking row FOR UPDATE (PostgreSQL), or
 * the database's write lock held (SQLite).
 */
export async function lockedBooking(
  trx: Trx,
  context: Parameters<typeof lockDeparture>[1],
  input: Pick<ActionInput, 'brandId' | 'reference'>,
) {
  const found = orNoSuchBooking(await bookingOfBrand(trx, input).select(['id', 'departureId']).executeTakeFirst())
  await lockDeparture(trx, context, found.departureId)
  let query = trx
    .selectFrom('bookings')
    .innerJoin('departures', 'departures.id', 'bookings.departureId')
    .selectAll('bookings')
    .select('departures.startDate')
    .where('bookings.id', '=', found.id)
  if (context.dialect === 'postgres') query = query.forUpdate('bookings')
  return query.executeTakeFirstOrThrow()
}

export type BookingRow = Awaited<ReturnType<typeof lockedBooking>>

/**
 * A scheduler job's booking, by id, locked as lockedBooking locks it (in the job's own transaction), with the market
 * code its e-mail's link needs; undefined when the booking no longer exists.
 */
export async function lockedBookingById(trx: Trx, bookingId: number) {
  const found = await trx
    .selectFrom('bookings')
    .leftJoin('markets', 'markets.cultureCode', 'bookings.cultureCode')
    .select(['bookings.brandId', 'bookings.reference', 'markets.code as marketCode'])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst()
  if (!found) return undefined
  return { booking: await lockedBooking(trx, { dialect: dialectOf(trx) }, found), marketCode: found.marketCode ?? '' }
}

/** Settles the booking's money from its ledger and payments (app/features/ledger); answers before and after. */
export async function rewriteMoney(trx: Trx, booking: BookingRow) {
  const money = await settleBookingMoney(trx, booking.id)
  return {
    before: { amountPaidMinor: Number(booking.amountPaidMinor), type: booking.type },
    after: {
      amountPaidMinor: money.paidMinor,
      type: bookingTypeOfMoney(money, booking.type),
      balanceMinor: money.balanceMinor,
    },
  }
}
