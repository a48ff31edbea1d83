import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../../../db/schema'

/*
 * The audit trail (issue 14: "who changed what and when (before/after values) for every staff write, readable by
 * administrators"). Every staff write calls recordAudit with the transaction that makes the change, so the row and
 * the change are committed together or not at all. Values are stored as JSON; secrets (password hashes, TOTP
 * secrets) are never passed in.
 */

export interface AuditEntry {
  staffId: number | null
  /** The brand the change belongs to; null for the back office's own data (staff). */
  brandId?: string | null
  /** 'staff.create', 'staff.disable', 'staff.two-factor-enrolled', 'departure.price', … */
  action: string
  /** The table or thing changed: 'staff', 'departure', … */
  entity: string
  entityId?: string | number | null
  before?: unknown
  after?: unknown
}

type Db = Kysely<Database> | Transaction<Database>

const asJson = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value))

export async function recordAudit(trx: Db, entry: AuditEntry, now: Date = new Date()): Promise<void> {
  await trx
    .insertInto('auditLog')
    .values({
      staffId: entry.staffId,
      brandId: entry.brandId ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      beforeJson: asJson(entry.before),
      afterJson: asJson(entry.after),
      createdAt: now.toISOString(),
    })
    .execute()
}

export interface AuditRow {
  id: number
  createdAt: string
  staffName: string | null
  staffEmail: string | null
  brandId: string | null
  action: string
  entity: string
  entityId: string | null
  beforeJson: string | null
  afterJson: string | null
}

export const AUDIT_PAGE_SIZE = 50

/** One page of the log, newest first (page 1 is the newest), and whether an older page exists. */
export async function listAuditLog(
  db: Kysely<Database>,
  page: number,
): Promise<{ rows: AuditRow[]; page: number; hasOlder: boolean }> {
  const current = Math.max(1, Math.floor(page))
  const rows = await db
    .selectFrom('auditLog')
    .leftJoin('staff', 'staff.id', 'auditLog.staffId')
    .select([
      'auditLog.id',
      'auditLog.createdAt',
      'staff.name as staffName',
      'staff.email as staffEmail',
      'auditLog.brandId',
      'auditLog.action',
      'auditLog.entity',
      'auditLog.entityId',
      'auditLog.beforeJson',
      'auditLog.afterJson',
    ])
    .orderBy('auditLog.createdAt', 'desc')
    .orderBy('auditLog.id', 'desc')
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((current - 1) * AUDIT_PAGE_SIZE)
    .execute()
  return {
    rows: rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({ ...row, id: Number(row.id) })),
    page: current,
    hasOlder: rows.length > AUDIT_PAGE_SIZE,
  }
}
