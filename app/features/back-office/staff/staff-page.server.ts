import { data, redirect, type AppLoadContext } from 'react-router'
import { fieldErrorsOf, formFields, readProtectedForm } from '../shell/index.server'
import { createStaffSchema, disableStaffSchema } from './staff-schemas'
import { createStaff, disableStaff, listStaff, newOneTimePassword, type StaffSummary } from './staff-accounts.server'
import { ADMIN_PATHS, requireStaff } from './staff-guards.server'
import { isStaffMaintenanceIntent, submitStaffMaintenance } from './staff-maintenance.server'

/* The staff page's loader and action (issue 14): the list of staff, adding and disabling a member. */

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
