import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../../../db/schema'
import { readPage } from './paging'
import { withinDays } from './day-range'
import { likeLower, likePattern } from './text-search'

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

/** What the audit log page filters by: who (a staff id), what (action, thing or its id), when (UTC days). */
export interface AuditQuery {
  page: number
  staffId: number | null
  what: string
  from: string
  to: string
}

/** One page of the log, newest first (page 1 is the newest), whether an older page exists, and how many match. */
export async function listAuditLog(
  db: Kysely<Database>,
  query: AuditQuery,
): Promise<{ rows: AuditRow[]; page: number; hasOlder: boolean; total: number }> {
  const current = Math.max(1, Math.floor(query.page))
  let select = db.selectFrom('auditLog').leftJoin('staff', 'staff.id', 'auditLog.staffId')
  if (query.staffId !== null) select = select.where('auditLog.staffId', '=', query.staffId)
  if (query.what) {
    const pattern = likePattern(query.what)
    select = select.where((eb) =>
      eb.or([
        likeLower(eb.ref('auditLog.action'), pattern),
        likeLower(eb.ref('auditLog.entity'), pattern),
        likeLower(eb.ref('auditLog.entityId'), pattern),
      ]),
    )
  }
  select = select.where(withinDays('auditLog.createdAt', query))
  const counted = await select.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
  const page = await select
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
    .$call(readPage(current, AUDIT_PAGE_SIZE))
  return {
    rows: page.rows.map((row) => ({ ...row, id: Number(row.id) })),
    page: current,
    hasOlder: page.hasMore,
    total: Number(counted?.n ?? 0),
  }
}
