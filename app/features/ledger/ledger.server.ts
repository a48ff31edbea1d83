// Long file (over 400 lines): the ledger's one write side (lines, sale lines, settling, statements and the brand's money settings), kept together so every money change reads as the same few steps (ADR 0043).
import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'
import {
  DEFAULT_APPROVAL_LIMIT_MINOR,
  bookingStatement,
  bookingTypeOfMoney,
  deriveBookingMoney,
  isLedgerLineKind,
  ledgerLineProblem,
  type BookingMoney,
  type LedgerLineKind,
  type MoneyMovementAmount,
  type StatementEntry,
  type StatementLineInput,
  type StatementMovementInput,
} from './booking-money'
import {
  DEFAULT_CANCELLATION_POLICY,
  cancellationPolicySchema,
  parseCancellationPolicy,
  type CancellationPolicy,
} from './cancellation-policy'
import {
  MAX_OVERDUE_CANCEL_AFTER_DAYS,
  MAX_WISHLIST_FEW_PLACES,
  parseReminderDays,
  reminderDaysSchema,
} from './reminder-settings'
import { saleLinesOf } from './sale-lines'

/*
 * The ledger's reads and writes (issue 25; ADR 0043). Lines are only ever inserted (never updated or deleted); the
 * figures are derived by booking-money.ts; settleBookingMoney writes the derivation's projection onto the booking
 * (total, paid, type, balance due date) in the caller's transaction, so lists and SQL filters read the same figures
 * the derivation gives. Every money change in the app is: lock the booking, append lines and/or payment rows, settle.
 */

type Db = Kysely<Database>

export type LedgerActor = 'staff' | 'customer' | 'system'

export interface NewLedgerLine {
  kind: LedgerLineKind
  description: string
  amountMinor: number
  reason?: string | null
  actor: LedgerActor
  staffId?: number | null
  paymentId?: number | null
  /** Default now. */
  at?: string
}

export class LedgerLineRefused extends Error {}

/** Appends lines to a booking's ledger, each checked against its kind's sign and reason rule. */
export async function appendLedgerLines(
  db: Db,
  booking: { id: number; currency: string },
  lines: readonly NewLedgerLine[],
): Promise<void> {
  if (lines.length === 0) return
  for (const line of lines) {
    const problem = ledgerLineProblem(line)
    if (problem) throw new LedgerLineRefused(problem)
  }
  const at = new Date().toISOString()
  await db
    .insertInto('bookingLedgerLines')
    .values(
      lines.map((line) => ({
        bookingId: booking.id,
        kind: line.kind,
        description: line.description,
        amountMinor: line.amountMinor,
        currency: booking.currency,
        reason: line.reason?.trim() || null,
        actor: line.actor,
        staffId: line.staffId ?? null,
        paymentId: line.paymentId ?? null,
        createdAt: line.at ?? at,
      })),
    )
    .execute()
}

/**
 * The sale's lines for a booking just written (the checkout's confirm, a seeded or test booking): itemised from its
 * rooms, excursions, visas and donations, adding up to its agreed total (bookings.total_minor as the sale wrote it).
 */
export async function recordSaleLines(db: Db, bookingId: number, actor: LedgerActor = 'customer'): Promise<void> {
  const booking = await db
    .selectFrom('bookings')
    .select(['id', 'totalMinor', 'currency', 'createdAt'])
    .where('id', '=', bookingId)
    .executeTakeFirstOrThrow()
  const [rooms, excursions, visas, donations] = await Promise.all([
    db
      .selectFrom('bookingRooms')
      .select(['name', 'occupancy', 'pricePerPersonMinor'])
      .where('bookingId', '=', bookingId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('bookingExcursions')
      .innerJoin('excursions', 'excursions.id', 'bookingExcursions.excursionId')
      .select(['excursions.name', 'bookingExcursions.priceMinor'])
      .where('bookingExcursions.bookingId', '=', bookingId)
      .execute(),
    db
      .selectFrom('bookingVisas')
      .innerJoin('visas', 'visas.id', 'bookingVisas.visaId')
      .select(['visas.name', 'bookingVisas.priceMinor'])
      .where('bookingVisas.bookingId', '=', bookingId)
      .execute(),
    db
      .selectFrom('bookingDonations')
      .innerJoin('donations', 'donations.id', 'bookingDonations.donationId')
      .select(['donations.name', 'bookingDonations.amountMinor'])
      .where('bookingDonations.bookingId', '=', bookingId)
      .execute(),
  ])
  const lines = saleLinesOf(
    {
      rooms: rooms.map((room) => ({ ...room, pricePerPersonMinor: Number(room.pricePerPersonMinor) })),
      excursions: excursions.map((row) => ({ name: row.name, priceMinor: Number(row.priceMinor) })),
      visas: visas.map((row) => ({ name: row.name, priceMinor: Number(row.priceMinor) })),
      donations: donations.map((row) => ({ name: row.name, amountMinor: Number(row.amountMinor) })),
    },
    Number(booking.totalMinor),
  )
  await appendLedgerLines(
    db,
    { id: Number(booking.id), currency: booking.currency },
    lines.map((line) => ({ ...line, actor, at: booking.createdAt })),
  )
}

/** A payments row as a movement: a negative amount is a refund. */
function movementOf(amountMinor: number): MoneyMovementAmount {
  return amountMinor < 0 ? { kind: 'refund', amountMinor: -amountMinor } : { kind: 'payment', amountMinor }
}

/** Each booking's derived money, for lists and reports (two queries, whatever the number of bookings). */
export async function moneyOfBookings(db: Db, bookingIds: readonly number[]): Promise<Map<number, BookingMoney>> {
  const result = new Map<number, BookingMoney>()
  if (bookingIds.length === 0) return result
  const ids = [...new Set(bookingIds)]
  const [bookings, lines, payments] = await Promise.all([
    db.selectFrom('bookings').select(['id', 'status']).where('id', 'in', ids).execute(),
    db.selectFrom('bookingLedgerLines').select(['bookingId', 'amountMinor']).where('bookingId', 'in', ids).execute(),
    db.selectFrom('payments').select(['bookingId', 'amountMinor']).where('bookingId', 'in', ids).execute(),
  ])
  const linesOf = new Map<number, { amountMinor: number }[]>()
  for (const line of lines) {
    const list = linesOf.get(Number(line.bookingId)) ?? []
    list.push({ amountMinor: Number(line.amountMinor) })
    linesOf.set(Number(line.bookingId), list)
  }
  const movementsOf = new Map<number, MoneyMovementAmount[]>()
  for (const payment of payments) {
    const list = movementsOf.get(Number(payment.bookingId)) ?? []
    list.push(movementOf(Number(payment.amountMinor)))
    movementsOf.set(Number(payment.bookingId), list)
  }
  for (const booking of bookings) {
    const id = Number(booking.id)
    result.set(
      id,
      deriveBookingMoney({ state: booking.status, lines: linesOf.get(id) ?? [], movements: movementsOf.get(id) ?? [] }),
    )
  }
  return result
}

export async function bookingMoneyOf(db: Db, bookingId: number): Promise<BookingMoney> {
  const money = (await moneyOfBookings(db, [bookingId])).get(bookingId)
  if (!money) throw new Error(`No booking ${bookingId}`)
  return money
}

/** The figures an audit entry keeps before and after a money change. */
export function moneyFigures(money: BookingMoney) {
  return {
    totalMinor: money.totalMinor,
    paidMinor: money.paidMinor,
    balanceMinor: money.balanceMinor,
    moneyStatus: money.status,
  }
}

/**
 * Writes the derivation's projection onto the booking (total, paid, type, balance due date), inside the caller's
 * transaction after it appended lines or payments; answers the money as derived now.
 */
export async function settleBookingMoney(db: Db, bookingId: number): Promise<BookingMoney> {
  const booking = await db
    .selectFrom('bookings')
    .select(['type', 'balanceDueDate'])
    .where('id', '=', bookingId)
    .executeTakeFirstOrThrow()
  const money = await bookingMoneyOf(db, bookingId)
  await db
    .updateTable('bookings')
    .set({
      totalMinor: money.totalMinor,
      amountPaidMinor: money.paidMinor,
      type: bookingTypeOfMoney(money, booking.type),
      // A balance that opens again is due at once when its terms' date is gone; a settled one has none.
      balanceDueDate: money.dueMinor > 0 ? (booking.balanceDueDate ?? new Date().toISOString().slice(0, 10)) : null,
    })
    .where('id', '=', bookingId)
    .execute()
  return money
}

/** A booking's ledger lines and payment rows (refunds included), each read once. */
async function ledgerRowsOf(db: Db, bookingId: number) {
  const [lines, payments] = await Promise.all([
    db
      .selectFrom('bookingLedgerLines')
      .select(['id', 'createdAt', 'kind', 'description', 'amountMinor', 'reason'])
      .where('bookingId', '=', bookingId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('payments')
      .leftJoin('paymentTransactions', 'paymentTransactions.id', 'payments.transactionId')
      .select([
        'payments.id',
        'payments.createdAt',
        'payments.amountMinor',
        'payments.method',
        'payments.reference',
        'paymentTransactions.provider',
        'paymentTransactions.providerReference',
      ])
      .where('payments.bookingId', '=', bookingId)
      .orderBy('payments.id')
      .execute(),
  ])
  return { lines, payments }
}

type LedgerRows = Awaited<ReturnType<typeof ledgerRowsOf>>

function statementOfRows({ lines, payments }: LedgerRows, audience: 'staff' | 'customer'): StatementEntry[] {
  const lineInputs: StatementLineInput[] = lines
    .filter((line) => isLedgerLineKind(line.kind))
    .map((line) => ({
      id: Number(line.id),
      at: line.createdAt,
      kind: line.kind as LedgerLineKind,
      description: line.description,
      amountMinor: Number(line.amountMinor),
      reason: line.reason,
    }))
  const movementInputs: StatementMovementInput[] = payments.map((payment) => {
    const amount = Number(payment.amountMinor)
    const viaProvider = payment.provider !== null && payment.provider !== 'offline'
    return {
      id: Number(payment.id),
      at: payment.createdAt,
      kind: amount < 0 ? 'refund' : 'payment',
      method: payment.method,
      amountMinor: Math.abs(amount),
      // The provider's own reference for money that went through it (what its dashboard and statements show); the
      // bank or cheque reference staff typed for money that did not.
      reference: viaProvider ? (payment.providerReference ?? null) : (payment.reference ?? null),
    }
  })
  return bookingStatement(lineInputs, movementInputs, audience)
}

/** The booking's ledger and movements as a statement with running balance (staff or customer words). */
export async function ledgerStatementOf(
  db: Db,
  bookingId: number,
  audience: 'staff' | 'customer' = 'staff',
): Promise<StatementEntry[]> {
  return statementOfRows(await ledgerRowsOf(db, bookingId), audience)
}

/**
 * A booking's derived money and its statement from one read of its lines and payments (a page that shows both: the
 * back office's booking, the customer's overview). The money is bookingMoneyOf's: every line counts.
 */
export async function bookingLedgerOf(
  db: Db,
  booking: { id: number; status: string },
  audience: 'staff' | 'customer',
): Promise<{ money: BookingMoney; statement: StatementEntry[] }> {
  const rows = await ledgerRowsOf(db, booking.id)
  const money = deriveBookingMoney({
    state: booking.status,
    lines: rows.lines.map((line) => ({ amountMinor: Number(line.amountMinor) })),
    movements: rows.payments.map((payment) => movementOf(Number(payment.amountMinor))),
  })
  return { money, statement: statementOfRows(rows, audience) }
}

// ------------------------------------------------------------------------------------------------------ settings

export interface MoneySettings {
  policy: CancellationPolicy
  approvalLimitMinor: number
  /** The days before the balance's due date its reminders go (issue 27); null: the reminders' default. */
  reminderDaysBefore: number[] | null
  /** Days overdue after which an unpaid booking is cancelled under the policy; null: staff decide (the default). */
  overdueCancelAfterDays: number | null
  /** Places left at or below which wishlist alerts say "few places left" (issue 27); null: the alerts' default. */
  wishlistFewPlaces: number | null
  /** The fee of each amendment staff make (issue 26); null: the amendments' default. */
  amendmentFeeMinor: number | null
  /** Null while the brand runs on the defaults. */
  updatedAt: string | null
}

export async function moneySettingsOf(db: Db, brandId: string): Promise<MoneySettings> {
  const row = await db
    .selectFrom('brandMoneySettings')
    .select([
      'cancellationPolicy',
      'approvalLimitMinor',
      'reminderDaysBefore',
      'overdueCancelAfterDays',
      'wishlistFewPlaces',
      'amendmentFeeMinor',
      'updatedAt',
    ])
    .where('brandId', '=', brandId)
    .executeTakeFirst()
  if (!row)
    return {
      policy: DEFAULT_CANCELLATION_POLICY,
      approvalLimitMinor: DEFAULT_APPROVAL_LIMIT_MINOR,
      reminderDaysBefore: null,
      overdueCancelAfterDays: null,
      wishlistFewPlaces: null,
      amendmentFeeMinor: null,
      updatedAt: null,
    }
  return {
    policy: parseCancellationPolicy(row.cancellationPolicy),
    approvalLimitMinor: Number(row.approvalLimitMinor),
    reminderDaysBefore: parseReminderDays(row.reminderDaysBefore),
    overdueCancelAfterDays: row.overdueCancelAfterDays === null ? null : Number(row.overdueCancelAfterDays),
    wishlistFewPlaces: row.wishlistFewPlaces === null ? null : Number(row.wishlistFewPlaces),
    amendmentFeeMinor: row.amendmentFeeMinor === null ? null : Number(row.amendmentFeeMinor),
    updatedAt: row.updatedAt,
  }
}

/** Saves a brand's policy and limit (validated again here); answers the settings before, for the audit. */
export async function saveMoneySettings(
  db: Db,
  input: {
    brandId: string
    policy: CancellationPolicy
    approvalLimitMinor: number
    reminderDaysBefore: number[] | null
    overdueCancelAfterDays: number | null
    /** The wishlist alerts' few-places threshold (1–50, null: the default); left as stored when not given. */
    wishlistFewPlaces?: number | null
    /** The amendment fee (minor units, null: the default); left as stored when not given. */
    amendmentFeeMinor?: number | null
    /** Who saved them; null for a change no member of staff made (a test, a script). */
    staffId: number | null
  },
): Promise<MoneySettings> {
  const policy = cancellationPolicySchema.parse(input.policy)
  if (!Number.isSafeInteger(input.approvalLimitMinor) || input.approvalLimitMinor < 0)
    throw new LedgerLineRefused('The approval limit is a whole amount of at least 0.')
  const reminderDays = input.reminderDaysBefore === null ? null : reminderDaysSchema.parse(input.reminderDaysBefore)
  const overdue = input.overdueCancelAfterDays
  if (overdue !== null && (!Number.isSafeInteger(overdue) || overdue < 1 || overdue > MAX_OVERDUE_CANCEL_AFTER_DAYS))
    throw new LedgerLineRefused(
      `Cancel after 1 to ${MAX_OVERDUE_CANCEL_AFTER_DAYS} days overdue, or leave it to staff.`,
    )
  const few = input.wishlistFewPlaces
  if (few !== undefined && few !== null && (!Number.isSafeInteger(few) || few < 1 || few > MAX_WISHLIST_FEW_PLACES))
    throw new LedgerLineRefused(`Few places left is 1 to ${MAX_WISHLIST_FEW_PLACES} places, or the default.`)
  const fee = input.amendmentFeeMinor
  if (fee !== undefined && fee !== null && (!Number.isSafeInteger(fee) || fee < 0))
    throw new LedgerLineRefused('The amendment fee is a whole amount of at least 0.')
  const before = await moneySettingsOf(db, input.brandId)
  const values = {
    cancellationPolicy: JSON.stringify(policy),
    approvalLimitMinor: input.approvalLimitMinor,
    reminderDaysBefore: reminderDays === null ? null : JSON.stringify([...new Set(reminderDays)].sort((a, b) => b - a)),
    overdueCancelAfterDays: overdue,
    ...(few === undefined ? {} : { wishlistFewPlaces: few }),
    ...(fee === undefined ? {} : { amendmentFeeMinor: fee }),
    updatedAt: new Date().toISOString(),
    updatedBy: input.staffId,
  }
  await db
    .insertInto('brandMoneySettings')
    .values({ brandId: input.brandId, ...values })
    .onConflict((oc) => oc.column('brandId').doUpdateSet(values))
    .execute()
  return before
}
