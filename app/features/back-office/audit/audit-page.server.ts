import type { AppLoadContext } from 'react-router'
import { z } from 'zod'
import { AUDIT_PAGE_SIZE, listAuditLog, type AuditQuery, type AuditRow } from '../shell/index.server'
import { requireStaff } from '../staff/index.server'

/* /admin/audit: the log, filtered by who, what and when (issue 23), 50 a page. */

const isoDay = z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)])
const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  staffId: z.union([z.literal('').transform(() => null), z.coerce.number().int().positive()]).catch(null),
  what: z.string().trim().max(100).catch(''),
  from: isoDay.catch(''),
  to: isoDay.catch(''),
})

export interface AuditPageData {
  rows: AuditRow[]
  page: number
  hasOlder: boolean
  total: number
  pageSize: number
  query: AuditQuery
  /** Everyone who may appear in the log, for the "who" filter. */
  staff: { id: number; name: string }[]
}

export async function loadAuditPage(context: AppLoadContext, request: Request): Promise<AuditPageData> {
  await requireStaff(context, request, 'audit.view')
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const query = auditQuerySchema.parse({ page: 1, staffId: '', what: '', from: '', to: '', ...params })
  const [log, staff] = await Promise.all([
    listAuditLog(context.db, query),
    context.db.selectFrom('staff').select(['id', 'name']).orderBy('name').orderBy('id').execute(),
  ])
  return {
    ...log,
    pageSize: AUDIT_PAGE_SIZE,
    query,
    staff: staff.map((member) => ({ id: Number(member.id), name: member.name })),
  }
}
