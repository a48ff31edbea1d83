import type { Kysely } from 'kysely'
import type { Database } from '../../../../db/schema'
import { recordAudit } from '../shell/index.server'
import { BookingActionRefused } from './booking-actions.server'

/*
 * Money approvals (issue 25; ADR 0043): a sales agent's refund or fee waiver over the brand's limit waits here for an
 * administrator. The booking page, its money panel and the dashboard read the same list; the decision itself runs
 * the money action (booking-money-actions.server.ts, decideApproval).
 */

type Db = Kysely<Database>

/** Leaves a pending approval (one per booking at a time) and audits the request; answers its id. */
export async function requestApproval(
  trx: Db,
  input: {
    booking: { id: number; brandId: string; currency: string; reference: string }
    kind: 'refund' | 'goodwill-refund' | 'cancel'
    amountMinor: number
    request: unknown
    reason: string
    staffId: number
  },
): Promise<number> {
  const pending = await trx
    .selectFrom('moneyApprovals')
    .select('id')
    .where('bookingId', '=', input.booking.id)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  if (pending)
    throw new BookingActionRefused('A money change on this booking is already waiting for an administrator.', 409)
  const row = await trx
    .insertInto('moneyApprovals')
    .values({
      bookingId: input.booking.id,
      brandId: input.booking.brandId,
      kind: input.kind,
      amountMinor: input.amountMinor,
      currency: input.booking.currency,
      request: JSON.stringify(input.request),
      reason: input.reason,
      requestedBy: input.staffId,
      status: 'pending',
      decidedBy: null,
      decidedAt: null,
      decisionNote: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await recordAudit(trx, {
    staffId: input.staffId,
    brandId: input.booking.brandId,
    action: 'booking.approval-requested',
    entity: 'booking',
    entityId: input.booking.reference,
    after: { approvalId: Number(row.id), kind: input.kind, amountMinor: input.amountMinor, reason: input.reason },
  })
  return Number(row.id)
}

export interface PendingApproval {
  id: number
  reference: string
  tourName: string
  kind: string
  amountMinor: number
  currency: string
  reason: string
  requestedBy: string | null
  requestedAt: string
}

/** The brand's approvals with their booking, for a select to finish: another brand's approval is not found. */
export function approvalsOfBrand(db: Db, brandId: string) {
  return db
    .selectFrom('moneyApprovals')
    .innerJoin('bookings', 'bookings.id', 'moneyApprovals.bookingId')
    .where('moneyApprovals.brandId', '=', brandId)
}

/** The brand's money changes waiting for an administrator, oldest first: all of them, or one booking's. */
export async function pendingApprovals(
  db: Db,
  brandId: string,
  options: { bookingId?: number; limit?: number } = {},
): Promise<PendingApproval[]> {
  let query = approvalsOfBrand(db, brandId)
    .leftJoin('staff', 'staff.id', 'moneyApprovals.requestedBy')
    .select([
      'moneyApprovals.id',
      'bookings.reference',
      'bookings.tourName',
      'moneyApprovals.kind',
      'moneyApprovals.amountMinor',
      'moneyApprovals.currency',
      'moneyApprovals.reason',
      'staff.name as requestedBy',
      'moneyApprovals.requestedAt',
    ])
    .where('moneyApprovals.status', '=', 'pending')
    .orderBy('moneyApprovals.requestedAt')
    .orderBy('moneyApprovals.id')
  if (options.bookingId !== undefined) query = query.where('moneyApprovals.bookingId', '=', options.bookingId)
  if (options.limit !== undefined) query = query.limit(options.limit)
  const rows = await query.execute()
  return rows.map((row) => ({ ...row, id: Number(row.id), amountMinor: Number(row.amountMinor) }))
}
