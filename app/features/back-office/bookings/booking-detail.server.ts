import { type Kysely } from 'kysely'
import type { Database } from '../../../../db/schema'
import {
  MONEY_STATUS_LABELS,
  bookingLedgerOf,
  moneySettingsOf,
  type BookingMoney,
  type StatementEntry,
} from '../../ledger/index.server'
import { bookingOfBrand } from './booking-actions.server'
import { pendingApprovals, type PendingApproval } from './booking-approvals.server'
import { refundableOnCard } from './booking-balance'
import { paymentsWithTransactions, policyFeeToday } from './booking-money.server'
import { PASSENGER_DETAILS } from './booking-passengers.server'

/*
 * One booking as the back office shows it (issue 14; docs/decisions/0031-back-office-bookings-and-departures.md): the booking,
 * its passengers, rooms, extras, payments, notes and history. Another brand's reference is "not found".
 */

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
  /** Total less paid (negative: owed back to the customer), from the ledger (issue 25). */
  balanceMinor: number
  balanceDueDate: string | null
  /** A live reservation's payment deadline (issue 26): unpaid by then, released the next morning; else null. */
  paymentDeadline: string | null
  /** Where it was sold, 'web' or 'phone', and the agent who took a phone booking (issue 26, ADR 0059). */
  source: string
  agentName: string | null
  /** The booking's money as the ledger derives it: due, to refund, fee owing, status. */
  money: BookingMoney
  moneyStatusLabel: string
  /** The ledger as a statement with running balance (staff words), each card movement with its provider reference. */
  statement: StatementEntry[]
  /** The brand's cancellation policy applied today (null once cancelled). */
  cancellation: { daysBefore: number; policyFeeMinor: number; bandInWords: string } | null
  /** Money changes waiting for an administrator. */
  pendingApprovals: PendingApproval[]
  approvalLimitMinor: number
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
    /** The payment provider's own reference (card payments and refunds), what its dashboard and the CSV show. */
    providerReference: string | null
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
  const booking = await bookingOfBrand(db, { brandId, reference })
    .innerJoin('departures', 'departures.id', 'bookings.departureId')
    .leftJoin('staff as agent', 'agent.id', 'bookings.agentStaffId')
    .select([
      'bookings.source',
      'agent.name as agentName',
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
      'bookings.paymentDeadline',
      'bookings.depositMinor',
    ])
    .executeTakeFirst()
  if (!booking) return null
  const bookingId = Number(booking.id)
  const [passengers, rooms, excursions, visas, donations, payments, notes] = await Promise.all([
    db
      .selectFrom('bookingPassengers')
      .leftJoin('bookingRooms', 'bookingRooms.id', 'bookingPassengers.bookingRoomId')
      .select([
        'bookingPassengers.id',
        ...PASSENGER_DETAILS,
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
    paymentsWithTransactions(db, bookingId)
      .leftJoin('staff', 'staff.id', 'payments.staffId')
      .select([
        'payments.createdAt',
        'payments.amountMinor',
        'payments.paymentType',
        'payments.reference',
        'paymentTransactions.cardLast4',
        'staff.name as staffName',
      ])
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
  const [{ money, statement }, settings, approvals] = await Promise.all([
    // The money and the statement from one read of the booking's ledger lines and payments.
    bookingLedgerOf(db, { id: bookingId, status: booking.status }, 'staff'),
    moneySettingsOf(db, brandId),
    pendingApprovals(db, brandId, { bookingId }),
  ])
  const policy = booking.status === 'cancelled' ? null : policyFeeToday(settings, booking, money.totalMinor)
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
    totalMinor: money.totalMinor,
    amountPaidMinor: money.paidMinor,
    balanceMinor: money.balanceMinor,
    balanceDueDate: money.dueMinor > 0 ? booking.balanceDueDate : null,
    paymentDeadline: money.status === 'reserved' ? booking.paymentDeadline : null,
    source: booking.source,
    agentName: booking.agentName,
    money,
    moneyStatusLabel: MONEY_STATUS_LABELS[money.status],
    statement,
    cancellation: policy
      ? { daysBefore: policy.daysBefore, policyFeeMinor: policy.feeMinor, bandInWords: policy.bandInWords }
      : null,
    pendingApprovals: approvals,
    approvalLimitMinor: settings.approvalLimitMinor,
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
      providerReference:
        payment.provider && payment.provider !== 'offline' ? (payment.providerReference ?? null) : null,
      refundableMinor: refundableOnCard(payment),
      staffName: payment.staffName ?? null,
    })),
    emails: emails.map((email) => ({ ...email, id: Number(email.id) })),
    notes: notes.map((note) => ({ ...note, id: Number(note.id) })),
  }
}
