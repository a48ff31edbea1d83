// Long file (over 400 lines): the ledger's money actions (cancel, card/offline refund, goodwill, deciding an approval) share one lock, derive, write, audit and e-mail sequence; their readers and writers of money rows are in booking-money.server.ts, the approvals list in booking-approvals.server.ts.
import { sql, type Kysely } from 'kysely'
import type { AppDatabase } from '../../../../db/database.server'
import type { Database } from '../../../../db/schema'
import { inWriteTransaction } from '../../../../db/write-transaction.server'
import {
  appendLedgerLines,
  bookingMoneyOf,
  cancellationFeeDescription,
  cancellationLines,
  deriveBookingMoney,
  enqueueMoneyEmail,
  moneyFigures,
  moneySettingsOf,
  needsApproval,
  refundAmountProblem,
  settleBookingMoney,
  type BookingMoney,
  type CancellationBand,
} from '../../ledger/index.server'
import { formatMoney } from '../../../lib/money'
import type { AppPaymentProvider } from '../../payments/index.server'
import { announceCatalogueChange, recordAudit } from '../shell/index.server'
import { placesToRelease, refundableOnCard } from './booking-balance'
import { BookingActionRefused, lockedBooking, type BookingRow } from './booking-actions.server'
import { approvalsOfBrand, requestApproval } from './booking-approvals.server'
import {
  insertOfflineTransaction,
  insertStaffPayment,
  paymentsWithTransactions,
  policyFeeToday,
} from './booking-money.server'

/*
 * The booking's money actions on the ledger (issue 25; ADR 0043): cancel with the brand's policy fee, refund (by
 * card through the provider, or offline), a goodwill refund (a credit line plus the refund, so the balance stays),
 * and the approvals a sales agent's large refund or fee waiver waits for. Each is: lock the booking (its departure
 * FOR UPDATE on PostgreSQL, the write lock on SQLite), check against the DERIVED money, append lines and/or payment
 * rows, settle the projection, audit with before/after figures, queue the customer's e-mail, all in one transaction.
 * A card refund asks the provider between two transactions, never inside one (ARCHITECTURE "Providers"): the first
 * claims the amount under the lock (so ten concurrent refunds can never claim more than was paid), the second
 * records what the provider did.
 */

type Db = Kysely<Database>

export interface MoneyActionInput {
  brandId: string
  reference: string
  staffId: number
  role: string
  /** The brand's public origin in a market, for the e-mail's link to My bookings. */
  originFor: (brandId: string, marketCode: string) => string
}

/** The public origin of the booking's own brand and market (the culture it was sold in). */
export async function originOf(
  trx: Db,
  booking: LockedBooking,
  originFor: MoneyActionInput['originFor'],
): Promise<string> {
  const market = await trx
    .selectFrom('markets')
    .select('code')
    .where('cultureCode', '=', booking.cultureCode)
    .executeTakeFirst()
  return originFor(booking.brandId, market?.code ?? '')
}

type LockedBooking = BookingRow

function currencyOf(currency: string): 'GBP' | 'CAD' {
  return currency === 'CAD' ? 'CAD' : 'GBP'
}

// ------------------------------------------------------------------------------------------------------ cancel

export interface CancelPlan {
  daysBefore: number
  policyFeeMinor: number
  bandInWords: string
  band: CancellationBand
  feeMinor: number
  before: BookingMoney
  after: BookingMoney
  /** The fee was lowered by more than the brand's limit by someone who is not an administrator. */
  needsApproval: boolean
  approvalLimitMinor: number
}

/** What a cancel would do: the policy's fee, the fee chosen (staff may change it), the money before and after. */
export async function planCancel(
  db: Db,
  booking: LockedBooking,
  input: { role: string; feeMinor: number | null },
  now = new Date(),
): Promise<CancelPlan> {
  const [before, settings] = await Promise.all([bookingMoneyOf(db, booking.id), moneySettingsOf(db, booking.brandId)])
  const policy = policyFeeToday(settings, booking, before.totalMinor, now.toISOString().slice(0, 10))
  const feeMinor = input.feeMinor ?? policy.feeMinor
  if (!Number.isSafeInteger(feeMinor) || feeMinor < 0) throw new BookingActionRefused('Enter a fee of 0 or more.', 400)
  if (feeMinor > before.totalMinor)
    throw new BookingActionRefused('The fee cannot be more than the booking’s total.', 400)
  const after = deriveBookingMoney({
    state: 'cancelled',
    lines: [{ amountMinor: feeMinor }],
    movements: [
      { kind: 'payment', amountMinor: before.paymentsMinor },
      { kind: 'refund', amountMinor: before.refundsMinor },
    ],
  })
  return {
    daysBefore: policy.daysBefore,
    policyFeeMinor: policy.feeMinor,
    bandInWords: policy.bandInWords,
    band: policy.band,
    feeMinor,
    before,
    after,
    needsApproval: needsApproval({
      role: input.role,
      amountMinor: Math.max(0, policy.feeMinor - feeMinor),
      limitMinor: settings.approvalLimitMinor,
    }),
    approvalLimitMinor: settings.approvalLimitMinor,
  }
}

/** The cancel form's confirmation step: nothing is written. */
export async function previewCancel(
  db: AppDatabase,
  input: { brandId: string; reference: string; role: string; feeMinor: number | null },
): Promise<CancelPlan> {
  return inWriteTransaction(db, async (trx, context) => {
    const booking = await lockedBooking(trx, context, input)
    if (booking.status === 'cancelled') throw new BookingActionRefused('This booking is already cancelled.', 409)
    return planCancel(trx, booking, input)
  })
}

export type CancelOutcome = { kind: 'cancelled'; plan: CancelPlan } | { kind: 'pending-approval'; approvalId: number }

/**
 * Cancels: credits everything owed, charges the fee (the policy's, or the one staff chose with a reason), gives the
 * places back to the departure and its room types, audits, e-mails the customer. A sales agent lowering the fee by
 * more than the limit leaves a pending approval instead, and nothing else changes.
 */
export async function cancelWithPolicy(
  db: AppDatabase,
  input: MoneyActionInput & {
    feeMinor: number | null
    reason: string
    approvedBy?: { staffId: number; approvalId: number }
  },
): Promise<CancelOutcome> {
  const reason = input.reason.trim()
  if (!reason) throw new BookingActionRefused('Give the reason for cancelling.', 400)
  const outcome = await inWriteTransaction(db, async (trx, context): Promise<CancelOutcome> => {
    const booking = await lockedBooking(trx, context, input)
    if (booking.status === 'cancelled') throw new BookingActionRefused('This booking is already cancelled.', 409)
    const plan = await planCancel(trx, booking, input)
    if (plan.needsApproval && !input.approvedBy) {
      const approvalId = await requestApproval(trx, {
        booking,
        kind: 'cancel',
        amountMinor: plan.policyFeeMinor - plan.feeMinor,
        request: { feeMinor: plan.feeMinor },
        reason,
        staffId: input.staffId,
      })
      return { kind: 'pending-approval', approvalId }
    }

    const after = await applyCancel(trx, booking, plan, {
      actor: 'staff',
      staffId: input.staffId,
      auditStaffId: input.approvedBy?.staffId ?? input.staffId,
      approvalId: input.approvedBy?.approvalId ?? null,
      reason,
      origin: await originOf(trx, booking, input.originFor),
    })
    return { kind: 'cancelled', plan: { ...plan, after } }
  })
  // Availability changed: every process's search and page caches drop the old answer at their next version check.
  if (outcome.kind === 'cancelled') await announceCatalogueChange(db)
  return outcome
}

export interface CancelActor {
  /** Staff cancelling by hand, or the system (an unpaid balance past the brand's overdue rule). */
  actor: 'staff' | 'system'
  /** Who asked for it (null for the system). */
  staffId: number | null
  /** Who the audit row names: the approver of an approved fee waiver, else the asker. */
  auditStaffId: number | null
  approvalId: number | null
  reason: string
  /** The public origin the customer's e-mail links to. */
  origin: string
  /** Said in the audit row when the system cancelled (what rule, how many days overdue). */
  automatic?: Record<string, unknown>
}

/**
 * The cancel's writes, in the caller's transaction with the booking locked: the places go back, the ledger gets the
 * credit and the fee, the booking is cancelled, its money settled, the audit row and the customer's e-mail written.
 * Shared by staff's cancel and the scheduler's automatic one (overdue-cancel.server.ts), so both book the same lines.
 */
export async function applyCancel(trx: Db, booking: LockedBooking, plan: CancelPlan, by: CancelActor) {
  const released = await releasePlaces(trx, booking)
  const changedFee = plan.feeMinor !== plan.policyFeeMinor
  await appendLedgerLines(
    trx,
    booking,
    cancellationLines({
      totalMinor: plan.before.totalMinor,
      feeMinor: plan.feeMinor,
      feeDescription: changedFee
        ? plan.feeMinor === 0
          ? 'Cancellation fee waived'
          : 'Cancellation fee (set by staff)'
        : cancellationFeeDescription(plan.band, plan.daysBefore),
    }).map((line) => ({
      ...line,
      actor: by.actor,
      staffId: by.staffId,
      reason:
        line.kind === 'cancellation-fee' && changedFee
          ? `${by.reason} (the policy’s fee was ${formatMoney(plan.policyFeeMinor, currencyOf(booking.currency))}: ${plan.bandInWords})`
          : by.reason,
    })),
  )
  const cancelledAt = new Date().toISOString()
  await trx.updateTable('bookings').set({ status: 'cancelled', cancelledAt }).where('id', '=', booking.id).execute()
  const after = await settleBookingMoney(trx, booking.id)
  await recordAudit(trx, {
    staffId: by.auditStaffId,
    brandId: booking.brandId,
    action: 'booking.cancel',
    entity: 'booking',
    entityId: booking.reference,
    before: { status: booking.status, ...moneyFigures(plan.before) },
    after: {
      status: 'cancelled',
      cancelledAt,
      ...moneyFigures(after),
      feeMinor: plan.feeMinor,
      policyFeeMinor: plan.policyFeeMinor,
      feeChanged: changedFee,
      reason: by.reason,
      requestedBy: by.staffId,
      approvalId: by.approvalId,
      seatsReleased: released.seats,
      rooms: Object.fromEntries(released.roomsById),
      ...(by.automatic ? { automatic: by.automatic } : {}),
    },
  })
  await enqueueMoneyEmail(trx, {
    bookingId: booking.id,
    kind: 'cancelled',
    money: after,
    amountMinor: plan.feeMinor,
    origin: by.origin,
  })
  return after
}

/** Gives a booking's places back: each booked room to its room type, its seats to the departure. */
async function releasePlaces(trx: Db, booking: LockedBooking) {
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
  return released
}

// ------------------------------------------------------------------------------------------------------ refunds

export type RefundKind = 'refund' | 'goodwill'
export type RefundVia = { kind: 'card'; paymentId: number } | { kind: 'offline'; reference: string }

export interface RefundRequest {
  kind: RefundKind
  via: RefundVia
  amountMinor: number
  reason: string
}

export interface RefundPlan {
  before: BookingMoney
  after: BookingMoney
  /** Paid, less refunds already claimed and on their way through the provider. */
  refundableMinor: number
  needsApproval: boolean
  approvalLimitMinor: number
}

/** Refunds claimed from the provider but not yet recorded (the claim's second transaction has not run). */
async function claimedNotRecordedMinor(trx: Db, bookingId: number): Promise<number> {
  const row = await trx
    .selectFrom('adminRefunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amountMinor'), sql<number>`0`).as('claimed'))
    .where('bookingId', '=', bookingId)
    .where('refundTransactionId', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.claimed)
}

async function planRefund(trx: Db, booking: LockedBooking, request: RefundRequest, role: string): Promise<RefundPlan> {
  const [before, settings, claimed] = await Promise.all([
    bookingMoneyOf(trx, booking.id),
    moneySettingsOf(trx, booking.brandId),
    claimedNotRecordedMinor(trx, booking.id),
  ])
  const refundableMinor = before.paidMinor - claimed
  const problem = refundAmountProblem({ amountMinor: request.amountMinor, paidMinor: refundableMinor })
  if (problem) throw new BookingActionRefused(problem, 400)
  if (!request.reason.trim()) throw new BookingActionRefused('Give the reason for the refund.', 400)
  const after = deriveBookingMoney({
    state: booking.status,
    lines: [
      { amountMinor: before.totalMinor },
      ...(request.kind === 'goodwill' ? [{ amountMinor: -request.amountMinor }] : []),
    ],
    movements: [
      { kind: 'payment', amountMinor: before.paymentsMinor },
      { kind: 'refund', amountMinor: before.refundsMinor + request.amountMinor },
    ],
  })
  return {
    before,
    after,
    refundableMinor,
    needsApproval: needsApproval({ role, amountMinor: request.amountMinor, limitMinor: settings.approvalLimitMinor }),
    approvalLimitMinor: settings.approvalLimitMinor,
  }
}

/** The refund form's confirmation step: the balance before and after; nothing is written. */
export async function previewRefund(
  db: AppDatabase,
  input: { brandId: string; reference: string; role: string } & RefundRequest,
): Promise<RefundPlan> {
  return inWriteTransaction(db, async (trx, context) => {
    const booking = await lockedBooking(trx, context, input)
    await cardPaymentOf(trx, booking, input.via, input.amountMinor)
    return planRefund(trx, booking, input, input.role)
  })
}

/** The card payment a refund goes back to, checked: this booking's, approved, with enough left on it. */
async function cardPaymentOf(trx: Db, booking: LockedBooking, via: RefundVia, amountMinor: number) {
  if (via.kind !== 'card') return null
  const payment = await paymentsWithTransactions(trx, booking.id)
    .where('payments.id', '=', via.paymentId)
    .executeTakeFirst()
  if (!payment || payment.method !== 'card' || payment.refundOf !== null)
    throw new BookingActionRefused('Choose a card payment of this booking to refund to.', 400)
  const leftOnCard = refundableOnCard(payment)
  if (amountMinor > leftOnCard)
    throw new BookingActionRefused('The amount is more than is left to refund on this card payment.', 400)
  return payment
}

export type RefundOutcome = 'refunded' | 'already-refunded' | { kind: 'pending-approval'; approvalId: number }

/**
 * A refund (or a goodwill refund: a credit line plus the refund). By card: claimed under the booking's lock with the
 * form's idempotency key, sent to the provider outside any transaction, then recorded; offline: recorded at once.
 */
export async function refundBooking(
  db: AppDatabase,
  provider: AppPaymentProvider,
  input: MoneyActionInput &
    RefundRequest & { idempotencyKey: string; approvedBy?: { staffId: number; approvalId: number } },
): Promise<RefundOutcome> {
  const reason = input.reason.trim()
  const claim = await inWriteTransaction(db, async (trx, context) => {
    const booking = await lockedBooking(trx, context, input)
    const earlier = await trx
      .selectFrom('adminRefunds')
      .select('bookingId')
      .where('idempotencyKey', '=', input.idempotencyKey)
      .executeTakeFirst()
    if (earlier) return { kind: 'already' as const }
    const card = await cardPaymentOf(trx, booking, input.via, input.amountMinor)
    const plan = await planRefund(trx, booking, input, input.role)
    if (plan.needsApproval && !input.approvedBy) {
      const approvalId = await requestApproval(trx, {
        booking,
        kind: input.kind === 'goodwill' ? 'goodwill-refund' : 'refund',
        amountMinor: input.amountMinor,
        request: { kind: input.kind, via: input.via, amountMinor: input.amountMinor },
        reason,
        staffId: input.staffId,
      })
      return { kind: 'pending' as const, approvalId }
    }
    if (card) {
      await trx
        .insertInto('adminRefunds')
        .values({
          idempotencyKey: input.idempotencyKey,
          bookingId: booking.id,
          transactionId: card.transactionId,
          amountMinor: input.amountMinor,
        })
        .execute()
      return { kind: 'card' as const, transactionId: card.transactionId, providerReference: card.providerReference }
    }
    // Offline: money going back by bank transfer gets a transaction of its own (provider 'offline'), as an offline
    // payment does, and is recorded in this same transaction.
    const offlineReference = input.via.kind === 'offline' ? input.via.reference.trim() : ''
    const transactionId = await insertOfflineTransaction(trx, booking, {
      amountMinor: input.amountMinor,
      status: 'refunded',
      reference: offlineReference || null,
      description: 'Offline refund recorded by staff',
    })
    await trx
      .insertInto('adminRefunds')
      .values({
        idempotencyKey: input.idempotencyKey,
        bookingId: booking.id,
        transactionId,
        amountMinor: input.amountMinor,
        refundTransactionId: transactionId,
      })
      .execute()
    await recordRefund(trx, booking, input, plan.before, {
      transactionId,
      method: 'offline refund',
      reference: offlineReference || null,
    })
    return { kind: 'recorded' as const }
  })
  if (claim.kind === 'already') return 'already-refunded'
  if (claim.kind === 'pending') return { kind: 'pending-approval', approvalId: claim.approvalId }
  if (claim.kind === 'recorded') return 'refunded'

  let refundTransactionId: string
  try {
    ;({ refundTransactionId } = await provider.refundPayment(claim.transactionId, input.amountMinor))
  } catch (error) {
    // Nothing went back to the card: free the claim so the member of staff can try again.
    await db.deleteFrom('adminRefunds').where('idempotencyKey', '=', input.idempotencyKey).execute()
    throw new BookingActionRefused(
      `The payment provider refused the refund: ${error instanceof Error ? error.message : 'unknown error'}.`,
      409,
    )
  }

  await inWriteTransaction(db, async (trx, context) => {
    const booking = await lockedBooking(trx, context, input)
    const before = await bookingMoneyOf(trx, booking.id)
    const refund = await trx
      .selectFrom('paymentTransactions')
      .select('providerReference')
      .where('id', '=', refundTransactionId)
      .executeTakeFirst()
    await trx
      .updateTable('adminRefunds')
      .set({ refundTransactionId })
      .where('idempotencyKey', '=', input.idempotencyKey)
      .execute()
    await recordRefund(trx, booking, input, before, {
      transactionId: refundTransactionId,
      method: 'refund',
      reference: refund?.providerReference ?? claim.providerReference ?? null,
    })
  })
  return 'refunded'
}

/** The refund's payments row, its goodwill line, the settle, the audit and the customer's e-mail. */
async function recordRefund(
  trx: Db,
  booking: LockedBooking,
  input: MoneyActionInput & RefundRequest & { approvedBy?: { staffId: number; approvalId: number } },
  before: BookingMoney,
  refund: { transactionId: string; method: 'refund' | 'offline refund'; reference: string | null },
) {
  const paymentId = await insertStaffPayment(trx, booking, {
    transactionId: refund.transactionId,
    amountMinor: -input.amountMinor,
    paymentType: 'Refund',
    method: refund.method,
    reference: refund.reference,
    staffId: input.approvedBy?.staffId ?? input.staffId,
  })
  if (input.kind === 'goodwill')
    await appendLedgerLines(trx, booking, [
      {
        kind: 'goodwill-credit',
        description: 'Goodwill credit',
        amountMinor: -input.amountMinor,
        reason: input.reason,
        actor: 'staff',
        staffId: input.staffId,
        paymentId,
      },
    ])
  const after = await settleBookingMoney(trx, booking.id)
  await recordAudit(trx, {
    staffId: input.approvedBy?.staffId ?? input.staffId,
    brandId: input.brandId,
    action: input.kind === 'goodwill' ? 'booking.goodwill-refund' : 'booking.refund',
    entity: 'booking',
    entityId: booking.reference,
    before: moneyFigures(before),
    after: {
      ...moneyFigures(after),
      amountMinor: input.amountMinor,
      method: refund.method,
      reference: refund.reference,
      paymentId,
      reason: input.reason,
      requestedBy: input.staffId,
      approvalId: input.approvedBy?.approvalId ?? null,
    },
  })
  await enqueueMoneyEmail(trx, {
    bookingId: booking.id,
    kind: 'refund',
    money: after,
    amountMinor: input.amountMinor,
    refundMethod: refund.method === 'refund' ? 'card' : 'bank transfer',
    origin: await originOf(trx, booking, input.originFor),
  })
}

// ------------------------------------------------------------------------------------------------------ approvals

/**
 * An administrator approves (the request runs now, as they approved it) or rejects a pending money change. The row is
 * claimed by a conditional update first, so two administrators deciding at once decide once.
 */
export async function decideApproval(
  db: AppDatabase,
  provider: AppPaymentProvider,
  input: {
    brandId: string
    approvalId: number
    staffId: number
    role: string
    approve: boolean
    originFor: MoneyActionInput['originFor']
  },
): Promise<'approved' | 'rejected'> {
  if (input.role !== 'administrator')
    throw new BookingActionRefused('Only an administrator can approve or reject this.', 400)
  const approval = await approvalsOfBrand(db, input.brandId)
    .select([
      'moneyApprovals.id',
      'moneyApprovals.kind',
      'moneyApprovals.request',
      'moneyApprovals.reason',
      'moneyApprovals.requestedBy',
      'moneyApprovals.status',
      'bookings.reference',
    ])
    .where('moneyApprovals.id', '=', input.approvalId)
    .executeTakeFirst()
  if (!approval) throw new BookingActionRefused('No such approval.', 404)
  const claimed = await db
    .updateTable('moneyApprovals')
    .set({
      status: input.approve ? 'approved' : 'rejected',
      decidedBy: input.staffId,
      decidedAt: new Date().toISOString(),
    })
    .where('id', '=', approval.id)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) !== 1) throw new BookingActionRefused('This was already decided.', 409)
  const base = {
    brandId: input.brandId,
    reference: approval.reference,
    staffId: approval.requestedBy ?? input.staffId,
    role: 'administrator',
    originFor: input.originFor,
    reason: approval.reason,
    approvedBy: { staffId: input.staffId, approvalId: Number(approval.id) },
  }
  try {
    if (!input.approve) {
      await recordAudit(db, {
        staffId: input.staffId,
        brandId: input.brandId,
        action: 'booking.approval-rejected',
        entity: 'booking',
        entityId: approval.reference,
        after: { approvalId: Number(approval.id), kind: approval.kind },
      })
      return 'rejected'
    }
    const request = JSON.parse(approval.request) as Record<string, unknown>
    if (approval.kind === 'cancel') {
      await cancelWithPolicy(db, { ...base, feeMinor: Number(request.feeMinor) })
    } else {
      await refundBooking(db, provider, {
        ...base,
        kind: request.kind === 'goodwill' ? 'goodwill' : 'refund',
        via: request.via as RefundVia,
        amountMinor: Number(request.amountMinor),
        idempotencyKey: `approval-${approval.id}`,
      })
    }
    return 'approved'
  } catch (error) {
    // The change could not be made (the money moved meanwhile): the request waits again with the reason shown.
    await db
      .updateTable('moneyApprovals')
      .set({ status: 'pending', decidedBy: null, decidedAt: null })
      .where('id', '=', approval.id)
      .execute()
    throw error
  }
}
