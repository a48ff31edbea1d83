import { data, redirect, type AppLoadContext } from 'react-router'
import { listAuditLog, type AuditRow } from './audit-log.server'
import { brandParamSchema, createStaffSchema, disableStaffSchema, fieldErrorsOf } from './back-office-schemas'
import { loadDashboard, type DashboardData } from './dashboard.server'
import { formFields, readProtectedForm } from './form-security.server'
import { can, type StaffAction, type StaffRole } from './permissions'
import { PASSWORD_CHANGE_ACTION, reachableActions } from './staff-access'
import { createStaff, disableStaff, listStaff, newOneTimePassword, type StaffSummary } from './staff-accounts.server'
import { ADMIN_PATHS, requireStaff } from './staff-guards.server'
import { isStaffMaintenanceIntent, submitStaffMaintenance } from './staff-maintenance.server'

/*
 * The loaders and actions of the back-office pages (issue 14), for the thin routes in app/routes/admin*.tsx. Each
 * starts with requireStaff and the action the page needs (permissions.ts).
 */

export interface AdminBrand {
  id: string
  name: string
}

export interface AdminLayoutData {
  staff: { name: string; role: StaffRole }
  /** What the navigation offers: the actions the door lets through now (only the account page, before a change). */
  actions: StaffAction[]
  /** The password is one an administrator set: the frame offers only the account page and signing out. */
  passwordChangeRequired: boolean
  brands: AdminBrand[]
  brandId: string
  csrfToken: string
}

export async function brandsOf(context: AppLoadContext): Promise<AdminBrand[]> {
  return context.db.selectFrom('brands').select(['id', 'name']).orderBy('name').execute()
}

/** The brand the back office looks at: `?brand=` when it names a brand, else the host's brand. */
export function chosenBrand(request: Request, brands: AdminBrand[], fallback: string): string {
  const given = brandParamSchema.safeParse(new URL(request.url).searchParams.get('brand') ?? '')
  if (given.success && brands.some((brand) => brand.id === given.data)) return given.data
  return brands.some((brand) => brand.id === fallback) ? fallback : (brands[0]?.id ?? fallback)
}

/**
 * The frame around every page: it opens to any member of staff who may see at least their own account (each page
 * checks its own action as well), so it is there around /admin/account while the password must be changed.
 */
export async function loadAdminLayout(context: AppLoadContext, request: Request): Promise<AdminLayoutData> {
  const session = await requireStaff(context, request, PASSWORD_CHANGE_ACTION)
  const brands = await brandsOf(context)
  return {
    staff: { name: session.staff.name, role: session.staff.role },
    actions: reachableActions(session, new Date()),
    passwordChangeRequired: session.staff.passwordChangeRequired,
    brands,
    brandId: chosenBrand(request, brands, context.brand.id),
    csrfToken: context.csrfToken,
  }
}

export async function loadDashboardPage(
  context: AppLoadContext,
  request: Request,
): Promise<{ dashboard: DashboardData; brandName: string }> {
  const session = await requireStaff(context, request, 'dashboard.view')
  const brands = await brandsOf(context)
  const brandId = chosenBrand(request, brands, context.brand.id)
  const dashboard = await loadDashboard(context.db, {
    brandId,
    withMoney: can(session.staff.role, 'payments.view'),
  })
  return { dashboard, brandName: brands.find((brand) => brand.id === brandId)?.name ?? brandId }
}

export async function loadAuditPage(
  context: AppLoadContext,
  request: Request,
): Promise<{ rows: AuditRow[]; page: number; hasOlder: boolean }> {
  await requireStaff(context, request, 'audit.view')
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1')
  return listAuditLog(context.db, Number.isFinite(page) ? page : 1)
}

export interface StaffPageData {
  staff: StaffSummary[]
  currentStaffId: number
  csrfToken: string
}

export async function loadStaffPage(context: AppLoadContext, request: Request): Promise<StaffPageData> {
  const session = await requireStaff(context, request, 'staff.manage')
  return { staff: await listStaff(context.db), currentStaffId: session.staff.id, csrfToken: context.csrfToken }
}

export type StaffActionData =
  | { kind: 'created'; email: string; name: string; oneTimePassword: string }
  | { kind: 'invalid'; fieldErrors: Record<string, string>; values: Record<string, string> }
  | { kind: 'disabled'; name: string }
  | { kind: 'refused'; message: string }

const DISABLE_REFUSALS = {
  self: 'You cannot disable your own account.',
  'not-found': 'That member of staff no longer exists.',
  'already-disabled': 'That member of staff is already disabled.',
  'actor-disabled': 'Your own account has just been disabled, so nothing was changed.',
} as const

export async function submitStaffPage(context: AppLoadContext, request: Request) {
  const session = await requireStaff(context, request, 'staff.manage')
  const form = await readProtectedForm(request, context.csrfToken)
  const intent = form.get('intent')
  if (intent === 'create') {
    const values = formFields(form, ['email', 'name', 'role'])
    const parsed = createStaffSchema.safeParse(values)
    if (!parsed.success)
      return data<StaffActionData>(
        { kind: 'invalid', fieldErrors: fieldErrorsOf(parsed.error), values },
        { status: 400 },
      )
    const oneTimePassword = newOneTimePassword()
    // The administrator sees this password: the new member must replace it at their first sign-in (ADR 0033).
    const outcome = await createStaff(context.db, {
      ...parsed.data,
      password: oneTimePassword,
      createdBy: session.staff.id,
      passwordChangeRequired: true,
    })
    if (outcome.kind === 'email-taken')
      return data<StaffActionData>(
        { kind: 'invalid', fieldErrors: { email: 'A member of staff already has this e-mail address.' }, values },
        { status: 409 },
      )
    if (outcome.kind === 'invalid')
      return data<StaffActionData>(
        { kind: 'invalid', fieldErrors: { [outcome.field]: outcome.message }, values },
        { status: 400 },
      )
    return data<StaffActionData>({
      kind: 'created',
      email: outcome.staff.email,
      name: outcome.staff.name,
      oneTimePassword,
    })
  }
  if (intent === 'disable') {
    const parsed = disableStaffSchema.safeParse(formFields(form, ['staffId']))
    if (!parsed.success)
      return data<StaffActionData>({ kind: 'refused', message: DISABLE_REFUSALS['not-found'] }, { status: 400 })
    const target = await context.db
      .selectFrom('staff')
      .select('name')
      .where('id', '=', parsed.data.staffId)
      .executeTakeFirst()
    const outcome = await disableStaff(context.db, {
      staffId: parsed.data.staffId,
      disabledBy: session.staff.id,
      dialect: context.dialect,
    })
    if (outcome !== 'disabled')
      return data<StaffActionData>(
        { kind: 'refused', message: DISABLE_REFUSALS[outcome] },
        { status: outcome === 'not-found' ? 404 : outcome === 'actor-disabled' ? 403 : 409 },
      )
    return data<StaffActionData>({ kind: 'disabled', name: target?.name ?? '' })
  }
  // Reset password, reset two-factor, change role (staff-maintenance.server.ts).
  if (isStaffMaintenanceIntent(intent)) return submitStaffMaintenance(context, session, form, intent)
  return data<StaffActionData>({ kind: 'refused', message: 'Unknown action.' }, { status: 400 })
}

/** GET /admin/logout: signing out is a form post; a visit goes back to the dashboard. */
export function redirectToDashboard(): never {
  throw redirect(ADMIN_PATHS.dashboard)
}
