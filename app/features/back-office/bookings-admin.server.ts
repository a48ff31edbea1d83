import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { AppDatabase } from '../../../db/database.server'
import type { Database } from '../../../db/schema'
import type { BrandContext } from '../../context'
import {
  BOOKING_CONFIRMATION_EMAIL_KIND,
  bookingConfirmationEmail,
  bookingContactOf,
  bookingDetailsOf,
} from '../bookings/index.server'
import { inWriteTransaction, lockDeparture } from '../checkout/index.server'
import { enqueueEmail } from '../email/index.server'
import { bookingTypeOfMoney, settleBookingMoney } from '../ledger/index.server'
import type { AppPaymentProvider } from '../payments/index.server'
import { recordAudit } from './audit-log.server'
import { announceCatalogueChange } from './catalogue-change.server'
import { offlinePaymentProblem, placesToRelease, refundProblem, type OfflinePaymentMethod } from './booking-balance'
import { likeLower, likePattern } from './text-search'

/*
 * The back office's bookings (issue 14; docs/decisions/0031-back-office-bookings-and-departures.md): the list with search and
 * filters, one booking's detail, and the staff actions on it. Every action is one write transaction that locks the
 * booking's departure (as the checkout does, so it never races a confirm), re-computes the money from the payments
 * (booking-balance.ts) and writes its audit row. Everything is scoped to one brand: another brand's reference is
 * "not found".
 */

export const BOOKINGS_PAGE_SIZE = 25

export interface BookingListQuery {
  q: string
  status: '' | 'confirmed' | 'cancelled'
  balance: '' | 'due' | 'paid'
  from: string
  to: string
  page: number
}

export interface BookingListRow {
  reference: string
  createdAt: string
  tourName: string
  tourCode: string
  departureDate: string
  leadName: string
  leadEmail: string | null
  travellers: number
  currency: string
  totalMinor: number
  amountPaidMinor: number
  balanceMinor: number
  status: string
  type: string
}

export async function listBookings(
  db: Kysely<Database>,
  brandId: string,
  query: BookingListQuery,
): Promise<{ rows: BookingListRow[]; hasMore: boolean }> {
  let select = db
    .selectFrom('bookings')
    .innerJoin('departures', 'departures.id', 'bookings.departureId')
    .leftJoin('bookingPassengers as lead', (join) =>
      join.onRef('lead.bookingId', '=', 'bookings.id').on('lead.isLead', '=', 1),
    )
    .where('bookings.brandId', '=', brandId)
  if (query.q) {
    const pattern = likePattern(query.q)
    select = select.where((eb) =>
      eb.or([
        likeLower(eb.ref('bookings.reference'), pattern),
        likeLower(eb.ref('bookings.tourName'), pattern),
        likeLower(eb.ref('bookings.tourCode'), pattern),
        eb('departures.startDate', '=', query.q),
        eb.exists(
          eb
            .selectFrom('bookingPassengers as p')
            .select('p.bookingId')
            .whereRef('p.bookingId', '=', 'bookings.id')
            .where((inner) =>
              inner.or([
                likeLower(sql`${sql.ref('p.firstName')} || ' ' || ${sql.ref('p.lastName')}`, pattern),
                likeLower(inner.ref('p.email'), pattern),
              ]),
            ),
        ),
      ]),
    )
  }
  if (query.status) select = select.where('bookings.status', '=', query.status)
  if (query.balance === 'due') select = select.where(sql<boolean>`bookings.total_minor > bookings.amount_paid_minor`)
  if (query.balance === 'paid') select = select.where(sql<boolean>`bookings.total_minor <= bookings.amount_paid_minor`)
  if (query.from) select = select.where('departures.startDate', '>=', query.from)
  if (query.to) select = select.where('departures.startDate', '<=', query.to)
  const rows = await select
    .select((eb) => [
      'bookings.reference',
      'bookings.createdAt',
      'bookings.tourName',
      'bookings.tourCode',
      'departures.startDate as departureDate',
      'lead.firstName',
      'lead.lastName',
      'lead.email as leadEmail',
      'bookings.currency',
      'bookings.totalMinor',
      'bookings.amountPaidMinor',
      'bookings.status',
      'bookings.type',
      eb
        .selectFrom('bookingPassengers as t')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('t.bookingId', '=', 'bookings.id')
        .as('travellers'),
    ])
    .orderBy('bookings.createdAt', 'desc')
    .orderBy('bookings.id', 'desc')
    .limit(BOOKINGS_PAGE_SIZE + 1)
    .offset((query.page - 1) * BOOKINGS_PAGE_SIZE)
    .execute()
  return {
    rows: rows.slice(0, BOOKINGS_PAGE_SIZE).map((row) => ({
      reference: row.reference,
      createdAt: row.createdAt,
      tourName: row.tourName,
      tourCode: row.tourCode,
      departureDate: row.departureDate,
      leadName: [row.firstName, row.lastName].filter(Boolean).join(' '),
      leadEmail: row.leadEmail ?? null,
      travellers: Number(row.travellers ?? 0),
      currency: row.currency,
      totalMinor: Number(row.totalMinor),
      amountPaidMinor: Number(row.amountPaidMinor),
      balanceMinor: Number(row.totalMinor) - Number(row.amountPaidMinor),
      status: row.status,
      type: row.type,
    })),
    hasMore: rows.length > BOOKINGS_PAGE_SIZE,
  }
}

export interface BookingDetail {
  id: number
  reference: string
  brandId: string
  status: string
  type: string
  createdAt: string
  cancelledAt: string | null
  tourName: string
  tourCode: string
  departureId: number
  departureCode: string
  departureDate: string
  endDate: string
  currency: string
  totalMinor: number
  amountPaidMinor: number
  balanceMinor: number
  balanceDueDate: string | null
  passengers: {
    id: number
    title: string | null
    firstName: string
    lastName: string
    dateOfBirth: string | null
    email: string | null
    phone: string | null
    isLead: boolean
    room: string | null
  }[]
  rooms: { name: string; occupancy: number; pricePerPersonMinor: number; supplementMinor: number }[]
  extras: { kind: string; name: string; amountMinor: number }[]
  payments: {
    id: number
    createdAt: string
    amountMinor: number
    method: string
    paymentType: string
    transactionId: string
    reference: string | null
    cardLast4: string | null
    /** What can still be refunded through the provider (card payments only). */
    refundableMinor: number
    staffName: string | null
  }[]
  emails: {
    id: number
    createdAt: string
    subject: string
    toAddress: string
    sentAt: string | null
    error: string | null
  }[]
  notes: { id: number; createdAt: string; body: string; staffName: string | null }[]
}

export async function getBookingDetail(
  db: Kysely<Database>,
  brandId: string,
  reference: string,
): Promise<BookingDetail | null> {
  const booking = await db
    .selectFrom('bookings')
    .innerJoin('departures', 'departures.id', 'bookings.departureId')
    .select([
      'bookings.id',
      'bookings.reference',
      'bookings.brandId',
      'bookings.status',
      'bookings.type',
      'bookings.createdAt',
      'bookings.cancelledAt',
      'bookings.tourName',
      'bookings.tourCode',
      'bookings.departureId',
      'departures.code as departureCode',
      'departures.startDate',
      'departures.endDate',
      'bookings.currency',
      'bookings.totalMinor',
      'bookings.amountPaidMinor',
      'bookings.balanceDueDate',
    ])
    .where('bookings.brandId', '=', brandId)
    .where('bookings.reference', '=', reference.trim().toUpperCase())
    .executeTakeFirst()
  if (!booking) return null
  const bookingId = Number(booking.id)
  const [passengers, rooms, excursions, visas, donations, payments, notes] = await Promise.all([
    db
      .selectFrom('bookingPassengers')
      .leftJoin('bookingRooms', 'bookingRooms.id', 'bookingPassengers.bookingRoomId')
      .select([
        'bookingPassengers.id',
        'bookingPassengers.title',
        'bookingPassengers.firstName',
        'bookingPassengers.lastName',
        'bookingPassengers.dateOfBirth',
        'bookingPassengers.email',
        'bookingPassengers.mobilePhone',
        'bookingPassengers.isLead',
        'bookingRooms.name as roomName',
      ])
      .where('bookingPassengers.bookingId', '=', bookingId)
      .orderBy('bookingPassengers.position')
      .execute(),
    db
      .selectFrom('bookingRooms')
      .select(['name', 'occupancy', 'pricePerPersonMinor', 'supplementMinor'])
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
    db
      .selectFrom('payments')
      .leftJoin('paymentTransactions', 'paymentTransactions.id', 'payments.transactionId')
      .leftJoin('staff', 'staff.id', 'payments.staffId')
      .select([
        'payments.id',
        'payments.createdAt',
        'payments.amountMinor',
        'payments.method',
        'payments.paymentType',
        'payments.transactionId',
        'payments.reference',
        'paymentTransactions.cardLast4',
        'paymentTransactions.status as transactionStatus',
        'paymentTransactions.amountMinor as transactionAmount',
        'paymentTransactions.refundedMinor',
        'paymentTransactions.refundOf',
        'staff.name as staffName',
      ])
      .where('payments.bookingId', '=', bookingId)
      .orderBy('payments.createdAt')
      .orderBy('payments.id')
      .execute(),
    db
      .selectFrom('bookingNotes')
      .leftJoin('staff', 'staff.id', 'bookingNotes.staffId')
      .select(['bookingNotes.id', 'bookingNotes.createdAt', 'bookingNotes.body', 'staff.name as staffName'])
      .where('bookingNotes.bookingId', '=', bookingId)
      .orderBy('bookingNotes.id', 'desc')
      .execute(),
  ])
  const lead = passengers.find((passenger) => passenger.isLead === 1)
  const emails = lead?.email
    ? await db
        .selectFrom('emailOutbox')
        .select(['id', 'createdAt', 'subject', 'toAddress', 'sentAt', 'error'])
        .where('brandId', '=', brandId)
        .where('toAddress', '=', lead.email)
        .where('subject', 'like', `%${booking.reference}%`)
        .orderBy('id', 'desc')
        .limit(50)
        .execute()
    : []
  const totalMinor = Number(booking.totalMinor)
  const amountPaidMinor = Number(booking.amountPaidMinor)
  return {
    id: bookingId,
    reference: booking.reference,
    brandId: booking.brandId,
    status: booking.status,
    type: booking.type,
    createdAt: booking.createdAt,
    cancelledAt: booking.cancelledAt,
    tourName: booking.tourName,
    tourCode: booking.tourCode,
    departureId: Number(booking.departureId),
    departureCode: booking.departureCode,
    departureDate: booking.startDate,
    endDate: booking.endDate,
    currency: booking.currency,
    totalMinor,
    amountPaidMinor,
    balanceMinor: totalMinor - amountPaidMinor,
    balanceDueDate: booking.balanceDueDate,
    passengers: passengers.map((passenger) => ({
      id: Number(passenger.id),
      title: passenger.title ?? null,
      firstName: passenger.firstName,
      lastName: passenger.lastName,
      dateOfBirth: passenger.dateOfBirth ?? null,
      email: passenger.email ?? null,
      phone: passenger.mobilePhone ?? null,
      isLead: passenger.isLead === 1,
      room: passenger.roomName ?? null,
    })),
    rooms: rooms.map((room) => ({
      name: room.name,
      occupancy: room.occupancy,
      pricePerPersonMinor: room.pricePerPersonMinor,
      supplementMinor: room.supplementMinor,
    })),
    extras: [
      ...excursions.map((row) => ({ kind: 'Excursion', name: row.name, amountMinor: row.priceMinor })),
      ...visas.map((row) => ({ kind: 'Visa', name: row.name, amountMinor: row.priceMinor })),
      ...donations.map((row) => ({ kind: 'Donation', name: row.name, amountMinor: row.amountMinor })),
    ],
    payments: payments.map((payment) => ({
      id: Number(payment.id),
      createdAt: payment.createdAt,
      amountMinor: Number(payment.amountMinor),
      method: payment.method,
      paymentType: payment.paymentType,
      transactionId: payment.transactionId,
      reference: payment.reference,
      cardLast4: payment.cardLast4 ?? null,
      refundableMinor:
        payment.method === 'card' &&
        payment.refundOf === null &&
        (payment.transactionStatus === 'approved' || payment.transactionStatus === 'refunded')
          ? Math.max(0, Number(payment.transactionAmount ?? 0) - Number(payment.refundedMinor ?? 0))
          : 0,
      staffName: payment.staffName ?? null,
    })),
    emails: emails.map((email) => ({ ...email, id: Number(email.id) })),
    notes: notes.map((note) => ({ ...note, id: Number(note.id) })),
  }
}

// ------------------------------------------------------------------------------------------------------ actions

export class BookingActionRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409,
  ) {
    super(message)
  }
}

interface ActionInput {
  brandId: string
  reference: string
  staffId: number
}

type Trx = Kysely<Database>

/** The chosen brand's booking with this reference (as typed: trimmed, any case), for a select to finish. */
function bookingOfBrand(db: Trx, input: ActionInput) {
  return db
    .selectFrom('bookings')
    .where('brandId', '=', input.brandId)
    .where('reference', '=', input.reference.trim().toUpperCase())
}

/** Another brand's booking, or none with that reference, is the same 404. */
function orNoSuchBooking<T>(row: T | undefined): T {
  if (!row) throw new BookingActionRefused('No such booking.', 404)
  return row
}

/** The booking, its departure locked (PostgreSQL) or the database's write lock held (SQLite). */
async function lockedBooking(trx: Trx, context: Parameters<typeof lockDeparture>[1], input: ActionInput) {
  const found = orNoSuchBooking(await bookingOfBrand(trx, input).select(['id', 'departureId']).executeTakeFirst())
  await lockDeparture(trx, context, found.departureId)
  let query = trx.selectFrom('bookings').selectAll().where('id', '=', found.id)
  if (context.dialect === 'postgres') query = query.forUpdate()
  return query.executeTakeFirstOrThrow()
}

type BookingRow = Awaited<ReturnType<typeof lockedBooking>>

/** Settles the booking's money from its ledger and payments (app/features/ledger); answers before and after. */
async function rewriteMoney(trx: Trx, booking: BookingRow) {
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

export async function recordOfflinePayment(
  db: AppDatabase,
  input: ActionInput & { amountMinor: number; method: OfflinePaymentMethod; paymentReference: string },
): Promise<void> {
  await inWriteTransaction(db, async (trx, context) => {
    const booking = await lockedBooking(trx, context, input)
    const problem = offlinePaymentProblem({
      amountMinor: input.amountMinor,
      balanceMinor: Number(booking.totalMinor) - Number(booking.amountPaidMinor),
      status: booking.status,
    })
    if (problem) throw new BookingActionRefused(problem, 400)
    // payments.transaction_id references a transaction: money taken outside the provider gets one of its own
    // (provider 'offline', approved when recorded), never refundable through the card provider.
    const transactionId = `offline-${randomUUID()}`
    const at = new Date().toISOString()
    await trx
      .insertInto('paymentTransactions')
      .values({
        id: transactionId,
        purpose: 'offline',
        quoteId: null,
        bookingId: booking.id,
        amountMinor: input.amountMinor,
        currency: booking.currency,
        cardTypeId: null,
        status: 'approved',
        cardLast4: null,
        provider: 'offline',
        providerReference: input.paymentReference || null,
        message: null,
        createdAt: at,
        updatedAt: at,
        sessionId: null,
        brandId: booking.brandId,
        returnUrl: null,
        description: `Offline payment (${input.method}) recorded by staff`,
        threeDsState: null,
        refundOf: null,
        completedAt: at,
      })
      .execute()
    const payment = await trx
      .insertInto('payments')
      .values({
        bookingId: booking.id,
        transactionId,
        amountMinor: input.amountMinor,
        currency: booking.currency,
        cardTypeId: null,
        paymentType: 'Balance',
        method: input.method,
        reference: input.paymentReference || null,
        staffId: input.staffId,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const money = await rewriteMoney(trx, booking)
    await recordAudit(trx, {
      staffId: input.staffId,
      brandId: input.brandId,
      action: 'booking.offline-payment',
      entity: 'booking',
      entityId: booking.reference,
      before: money.before,
      after: {
        ...money.after,
        paymentId: Number(payment.id),
        amountMinor: input.amountMinor,
        method: input.method,
        reference: input.paymentReference || null,
      },
    })
  })
}

/**
 * A refund of a card payment through the provider. The form's idempotency key is claimed first (a primary key), so
 * a double submit — or the same form posted to two processes — reaches the provider once; the second answers that
 * the refund was already made. The provider's own guard (never more than is left on the transaction) holds too.
 */
export async function refundCardPayment(
  db: AppDatabase,
  provider: AppPaymentProvider,
  input: ActionInput & { paymentId: number; amountMinor: number; idempotencyKey: string },
): Promise<'refunded' | 'already-refunded'> {
  const claim = await inWriteTransaction(db, async (trx, context) => {
    const booking = await lockedBooking(trx, context, input)
    const earlier = await trx
      .selectFrom('adminRefunds')
      .select(['bookingId'])
      .where('idempotencyKey', '=', input.idempotencyKey)
      .executeTakeFirst()
    if (earlier) return { kind: 'already' as const }
    const payment = await trx
      .selectFrom('payments')
      .innerJoin('paymentTransactions', 'paymentTransactions.id', 'payments.transactionId')
      .select([
        'payments.transactionId',
        'payments.method',
        'paymentTransactions.status',
        'paymentTransactions.amountMinor',
        'paymentTransactions.refundedMinor',
        'paymentTransactions.refundOf',
      ])
      .where('payments.id', '=', input.paymentId)
      .where('payments.bookingId', '=', booking.id)
      .executeTakeFirst()
    if (!payment || payment.method !== 'card' || payment.refundOf !== null)
      throw new BookingActionRefused('Only a card payment of this booking can be refunded.', 400)
    const refundable =
      payment.status === 'approved' || payment.status === 'refunded'
        ? Number(payment.amountMinor) - Number(payment.refundedMinor)
        : 0
    const problem = refundProblem({ amountMinor: input.amountMinor, refundableMinor: refundable })
    if (problem) throw new BookingActionRefused(problem, 400)
    await trx
      .insertInto('adminRefunds')
      .values({
        idempotencyKey: input.idempotencyKey,
        bookingId: booking.id,
        transactionId: payment.transactionId,
        amountMinor: input.amountMinor,
      })
      .execute()
    return { kind: 'claimed' as const, transactionId: payment.transactionId }
  })
  if (claim.kind === 'already') return 'already-refunded'

  let refundTransactionId: string
  try {
    ;({ refundTransactionId } = await provider.refundPayment(db, claim.transactionId, input.amountMinor))
  } catch (error) {
    // Nothing went back to the card: free the key so the member of staff can try again.
    await db.deleteFrom('adminRefunds').where('idempotencyKey', '=', input.idempotencyKey).execute()
    throw new BookingActionRefused(
      `The payment provider refused the refund: ${error instanceof Error ? error.message : 'unknown error'}.`,
      409,
    )
  }

  await inWriteTransaction(db, async (trx, context) => {
    const booking = await lockedBooking(trx, context, input)
    await trx
      .insertInto('payments')
      .values({
        bookingId: booking.id,
        transactionId: refundTransactionId,
        amountMinor: -input.amountMinor,
        currency: booking.currency,
        cardTypeId: null,
        paymentType: 'Refund',
        method: 'refund',
        reference: `Refund of ${claim.transactionId}`,
        staffId: input.staffId,
      })
      .execute()
    await trx
      .updateTable('adminRefunds')
      .set({ refundTransactionId })
      .where('idempotencyKey', '=', input.idempotencyKey)
      .execute()
    const money = await rewriteMoney(trx, booking)
    await recordAudit(trx, {
      staffId: input.staffId,
      brandId: input.brandId,
      action: 'booking.refund',
      entity: 'booking',
      entityId: booking.reference,
      before: money.before,
      after: { ...money.after, refundOf: claim.transactionId, refundTransactionId, amountMinor: input.amountMinor },
    })
  })
  return 'refunded'
}

/** Cancels the booking and gives its places back to the departure and its room types. */
export async function cancelBooking(db: AppDatabase, input: ActionInput): Promise<void> {
  await inWriteTransaction(db, async (trx, context) => {
    const booking = await lockedBooking(trx, context, input)
    if (booking.status === 'cancelled') throw new BookingActionRefused('This booking is already cancelled.', 409)
    const rooms = await trx
      .selectFrom('bookingRooms')
      .innerJoin('rooms', 'rooms.id', 'bookingRooms.roomId')
      .select(['bookingRooms.roomId', 'rooms.occupancy as roomTypeOccupancy'])
      .where('bookingRooms.bookingId', '=', booking.id)
      .execute()
    const released = placesToRelease(rooms)
    for (const [roomId, count] of released.roomsById) {
      await trx
        .updateTable('rooms')
        .set({ sold: sql<number>`CASE WHEN sold >= ${count} THEN sold - ${count} ELSE 0 END` })
        .where('id', '=', roomId)
        .execute()
    }
    await trx
      .updateTable('departures')
      .set({
        seatsSold: sql<number>`CASE WHEN seats_sold >= ${released.seats} THEN seats_sold - ${released.seats} ELSE 0 END`,
      })
      .where('id', '=', booking.departureId)
      .execute()
    const cancelledAt = new Date().toISOString()
    await trx.updateTable('bookings').set({ status: 'cancelled', cancelledAt }).where('id', '=', booking.id).execute()
    await recordAudit(trx, {
      staffId: input.staffId,
      brandId: input.brandId,
      action: 'booking.cancel',
      entity: 'booking',
      entityId: booking.reference,
      before: { status: booking.status },
      after: {
        status: 'cancelled',
        cancelledAt,
        seatsReleased: released.seats,
        rooms: Object.fromEntries(released.roomsById),
      },
    })
  })
  // Availability changed: every process's search and page caches drop the old answer at their next version check.
  await announceCatalogueChange(db)
}

export async function addBookingNote(db: AppDatabase, input: ActionInput & { body: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const booking = orNoSuchBooking(await bookingOfBrand(trx, input).select(['id', 'reference']).executeTakeFirst())
    const note = await trx
      .insertInto('bookingNotes')
      .values({ bookingId: booking.id, staffId: input.staffId, body: input.body })
      .returning('id')
      .executeTakeFirstOrThrow()
    await recordAudit(trx, {
      staffId: input.staffId,
      brandId: input.brandId,
      action: 'booking.note',
      entity: 'booking',
      entityId: booking.reference,
      after: { noteId: Number(note.id), body: input.body },
    })
  })
}

/** The passengers of a departure, for the tour manager's manifest (confirmed bookings only). */
export async function departureManifest(db: Kysely<Database>, brandId: string, departureId: number) {
  const departure = await db
    .selectFrom('departures')
    .innerJoin('tours', 'tours.id', 'departures.tourId')
    .select(['departures.id', 'departures.code', 'departures.startDate', 'tours.name as tourName'])
    .where('departures.id', '=', departureId)
    .where('tours.brandId', '=', brandId)
    .executeTakeFirst()
  if (!departure) return null
  const rows = await db
    .selectFrom('bookingPassengers')
    .innerJoin('bookings', 'bookings.id', 'bookingPassengers.bookingId')
    .leftJoin('bookingRooms', 'bookingRooms.id', 'bookingPassengers.bookingRoomId')
    .select([
      'bookings.reference',
      'bookingPassengers.id',
      'bookingPassengers.title',
      'bookingPassengers.firstName',
      'bookingPassengers.lastName',
      'bookingPassengers.dateOfBirth',
      'bookingPassengers.sex',
      'bookingPassengers.isLead',
      'bookingPassengers.email',
      'bookingPassengers.mobilePhone',
      'bookingPassengers.mobilityLimitations',
      'bookingPassengers.mobilityDetails',
      'bookingPassengers.dietaryRequests',
      'bookingPassengers.dietaryRequirements',
      'bookingRooms.name as roomName',
    ])
    .where('bookings.departureId', '=', departureId)
    .where('bookings.brandId', '=', brandId)
    .where('bookings.status', '=', 'confirmed')
    .orderBy('bookings.reference')
    .orderBy('bookingPassengers.position')
    .execute()
  const contacts = rows.length
    ? await db
        .selectFrom('emergencyContacts')
        .select(['bookingPassengerId', 'firstName', 'lastName', 'mobileNumber', 'phoneNumber'])
        .where(
          'bookingPassengerId',
          'in',
          rows.map((row) => Number(row.id)),
        )
        .orderBy('id')
        .execute()
    : []
  const contactOf = new Map<number, string>()
  for (const contact of contacts) {
    const text = `${contact.firstName} ${contact.lastName} ${contact.mobileNumber ?? contact.phoneNumber ?? ''}`.trim()
    contactOf.set(
      contact.bookingPassengerId,
      contactOf.has(contact.bookingPassengerId) ? `${contactOf.get(contact.bookingPassengerId)}; ${text}` : text,
    )
  }
  return {
    departure: {
      id: Number(departure.id),
      code: departure.code,
      startDate: departure.startDate,
      tourName: departure.tourName,
    },
    passengers: rows.map((row) => ({
      reference: row.reference,
      title: row.title ?? '',
      firstName: row.firstName,
      lastName: row.lastName,
      dateOfBirth: row.dateOfBirth ?? '',
      sex: row.sex ?? '',
      lead: row.isLead === 1,
      room: row.roomName ?? '',
      email: row.email ?? '',
      phone: row.mobilePhone ?? '',
      mobility: row.mobilityLimitations ? row.mobilityDetails || 'yes' : '',
      dietary: row.dietaryRequests ? row.dietaryRequirements || 'yes' : '',
      emergencyContacts: contactOf.get(Number(row.id)) ?? '',
    })),
  }
}

/** The brand and market a booking was sold in, as the e-mails need them. */
async function brandOfBooking(
  db: Kysely<Database>,
  brandId: string,
  cultureCode: string,
): Promise<BrandContext | null> {
  const row = await db
    .selectFrom('brands')
    .innerJoin('markets', (join) => join.on('markets.cultureCode', '=', cultureCode))
    .select([
      'brands.id',
      'brands.name',
      'brands.nameFormatted',
      'brands.isCoach',
      'brands.phone',
      'brands.email',
      'brands.marketingFormId',
      'markets.code as marketCode',
      'markets.currency',
      'markets.cultureCode',
    ])
    .where('brands.id', '=', brandId)
    .executeTakeFirst()
  if (!row) return null
  return {
    id: row.id,
    name: row.name,
    nameFormatted: row.nameFormatted,
    isCoach: row.isCoach === 1,
    phone: row.phone,
    email: row.email,
    marketingFormId: row.marketingFormId,
    marketCode: row.marketCode,
    currency: row.currency === 'CAD' ? 'CAD' : 'GBP',
    cultureCode: row.cultureCode,
  }
}

/**
 * Queues the booking confirmation e-mail again, to the lead passenger, with the booking as it is now (payments and
 * changes since included) and links on the brand's own site.
 */
export async function resendConfirmation(
  db: AppDatabase,
  input: ActionInput & { originFor: (brandId: string, marketCode: string) => string },
): Promise<string> {
  const booking = orNoSuchBooking(
    await bookingOfBrand(db, input).select(['id', 'reference', 'status', 'cultureCode']).executeTakeFirst(),
  )
  if (booking.status === 'cancelled')
    throw new BookingActionRefused('This booking is cancelled: there is no confirmation to send.', 409)
  const [contact, confirmation, brand] = await Promise.all([
    bookingContactOf(db, booking.id),
    bookingDetailsOf(db, booking.id),
    brandOfBooking(db, input.brandId, booking.cultureCode),
  ])
  if (!contact?.leadEmail) throw new BookingActionRefused('The lead passenger has no e-mail address.', 409)
  if (!confirmation || !brand) throw new BookingActionRefused('No such booking.', 404)
  const email = bookingConfirmationEmail({
    brand,
    origin: input.originFor(brand.id, brand.marketCode),
    confirmation,
    leadName: contact.leadName,
  })
  await db.transaction().execute(async (trx) => {
    const emailId = await enqueueEmail(trx, {
      brandId: brand.id,
      kind: BOOKING_CONFIRMATION_EMAIL_KIND,
      to: contact.leadEmail!,
      ...email,
    })
    await recordAudit(trx, {
      staffId: input.staffId,
      brandId: input.brandId,
      action: 'booking.resend-confirmation',
      entity: 'booking',
      entityId: booking.reference,
      after: { emailId, to: contact.leadEmail },
    })
  })
  return contact.leadEmail
}

export interface PassengerAmendment {
  passengerId: number
  title: string
  firstName: string
  lastName: string
  dateOfBirth: string
  email: string | null
  mobilePhone: string | null
}

/** Corrects one passenger's name, date of birth and contact details; the before and after go to the audit log. */
export async function amendPassenger(db: AppDatabase, input: ActionInput & PassengerAmendment): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const passenger = await trx
      .selectFrom('bookingPassengers')
      .innerJoin('bookings', 'bookings.id', 'bookingPassengers.bookingId')
      .select([
        'bookingPassengers.id',
        'bookingPassengers.isLead',
        'bookingPassengers.title',
        'bookingPassengers.firstName',
        'bookingPassengers.lastName',
        'bookingPassengers.dateOfBirth',
        'bookingPassengers.email',
        'bookingPassengers.mobilePhone',
        'bookings.reference',
      ])
      .where('bookings.brandId', '=', input.brandId)
      .where('bookings.reference', '=', input.reference.trim().toUpperCase())
      .where('bookingPassengers.id', '=', input.passengerId)
      .executeTakeFirst()
    if (!passenger) throw new BookingActionRefused('No such passenger on this booking.', 404)
    if (passenger.isLead === 1 && !input.email)
      throw new BookingActionRefused('The lead passenger needs an e-mail address.', 400)
    const after = {
      title: input.title,
      firstName: input.firstName,
      lastName: input.lastName,
      dateOfBirth: input.dateOfBirth,
      email: input.email,
      mobilePhone: input.mobilePhone,
    }
    await trx.updateTable('bookingPassengers').set(after).where('id', '=', passenger.id).execute()
    await recordAudit(trx, {
      staffId: input.staffId,
      brandId: input.brandId,
      action: 'booking.amend-passenger',
      entity: 'booking',
      entityId: passenger.reference,
      before: {
        passengerId: Number(passenger.id),
        title: passenger.title,
        firstName: passenger.firstName,
        lastName: passenger.lastName,
        dateOfBirth: passenger.dateOfBirth,
        email: passenger.email,
        mobilePhone: passenger.mobilePhone,
      },
      after: { passengerId: Number(passenger.id), ...after },
    })
  })
}
