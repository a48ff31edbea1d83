import type { AppLoadContext } from 'react-router'
import { listAuditLog, type AuditRow } from '../shell/index.server'
import { requireStaff } from '../staff/index.server'

export async function loadAuditPage(
  context: AppLoadContext,
  request: Request,
): Promise<{ rows: AuditRow[]; page: number; hasOlder: boolean }> {
  await requireStaff(context, request, 'audit.view')
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1')
  return listAuditLog(context.db, Number.isFinite(page) ? page : 1)
}
