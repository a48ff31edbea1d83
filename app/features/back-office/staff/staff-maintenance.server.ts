// Long file (over 400 lines): the staff maintenance actions (password reset, two-factor reset, role change, own password) share one guard and audit pattern per write.
import { data, type AppLoadContext } from 'react-router'
import type { Kysely, Updateable } from 'kysely'
import { z } from 'zod'
import type { DialectName } from '../../../../db/dialect-columns'
import { asBool, type Database } from '../../../../db/schema'
import {
  hashPassword,
  validateNewPassword,
  verifyPassword,
  type AuthRateLimitRule,
  type AuthRateLimitVerdict,
} from '../../auth/index.server'
import { formFields, readProtectedForm, recordAudit } from '../shell/index.server'
import { isStaffRole, STAFF_ROLES, type StaffRole } from './permissions'
import { PASSWORD_CHANGE_ACTION } from './staff-access'
import { describeWait } from './staff-auth.server'
import { backOfficeOf, requireStaff } from './staff-guards.server'
import type { StaffSession } from './staff-sessions.server'
import {
  adminSetPasswordExpiresAt,
  ownPasswordChangeErrors,
  refusalStatus,
  RESET_REFUSAL_MESSAGES,
  resetRefusal,
  ROLE_CHANGE_REFUSAL_MESSAGES,
  roleChangeRefusal,
  type OwnPasswordField,
  type RoleChangeRefusal,
  type StaffResetRefusal,
} from './staff-rules'

/*
 * Staff account maintenance (issue 14): on /admin/staff an administrator resets another member's password (to a
 * temporary one they choose, under the creation rules) or two-factor sign-in (they enrol again at their next
 * sign-in), or changes their role; on /admin/account every member of staff sees their own account and changes their
 * own password. Each write is one transaction with its audit row, which never holds a hash or a secret. A reset ends
 * all the member's sessions and marks the password to be changed (the member sees only /admin/account until they
 * choose their own, ADR 0033) by a time (ADR 0034: past it the password no longer signs in); a change of one's own
 * password clears that mark and that time, ends the other sessions and keeps this one. A role change needs no
 * sign-out: every request reads the role afresh (resolveStaffSession). The rules are in staff-rules.ts and
 * staff-access.ts.
 */

type Db = Kysely<Database>

/**
 * Attempts at the current password are limited like sign-in's (10 per 15 minutes, per member of staff): every
 * attempt that reaches the check counts, before the password is checked, so parallel guesses cannot slip past.
 */
export const STAFF_PASSWORD_CHANGE_PER_STAFF: AuthRateLimitRule = {
  name: 'staff-password-change',
  limit: 10,
  windowSeconds: 15 * 60,
}

const staffIdSchema = z.coerce.number().int().positive()
const roleSchema = z.enum(STAFF_ROLES)
// The password rules cap the length; this only keeps a huge post from reaching argon2.
const passwordFieldSchema = z.string().max(1024)

function contextWordsOf(staff: { email: string; name: string }): string[] {
  return [staff.email.split('@')[0] ?? '', staff.name]
}

interface TargetRow {
  id: number
  email: string
  name: string
  role: StaffRole
  disabled: boolean
  twoFactorEnabled: boolean
}

/** The member of staff, locked for the transaction on PostgreSQL (SQLite holds its write lock anyway). */
async function targetRow(trx: Db, dialect: DialectName, staffId: number): Promise<TargetRow | null> {
  let query = trx
    .selectFrom('staff')
    .select(['id', 'email', 'name', 'role', 'disabledAt', 'totpEnabledAt'])
    .where('id', '=', staffId)
  if (dialect === 'postgres') query = query.forUpdate()
  const row = await query.executeTakeFirst()
  if (!row) return null
  return {
    id: Number(row.id),
    email: row.email,
    name: row.name,
    role: isStaffRole(row.role) ? row.role : 'content_editor',
    disabled: row.disabledAt !== null,
    twoFactorEnabled: row.totpEnabledAt !== null,
  }
}

async function endSessionsOf(trx: Db, staffId: number, keepSessionId?: string): Promise<number> {
  let query = trx.deleteFrom('staffSessions').where('staffId', '=', staffId)
  if (keepSessionId !== undefined) query = query.where('id', '<>', keepSessionId)
  const result = await query.executeTakeFirst()
  return Number(result.numDeletedRows)
}

export type StaffResetOutcome =
  | { kind: 'done'; name: string; sessionsEnded: number }
  | { kind: 'refused'; refusal: StaffResetRefusal }
  | { kind: 'invalid'; message: string }

/**
 * An administrator's reset of another member (their password, their two-factor sign-in): one transaction that reads
 * the member (held on PostgreSQL), refuses what resetRefusal refuses, writes the change, ends all the member's
 * sessions and records it in the audit log with `now`.
 */
async function resetMember(
  db: Db,
  input: { staffId: number; actorId: number; dialect: DialectName },
  now: Date,
  reset: {
    set: Updateable<Database['staff']>
    action: string
    before: (target: TargetRow) => Record<string, unknown>
    after: (target: TargetRow, sessionsEnded: number) => Record<string, unknown>
  },
): Promise<StaffResetOutcome> {
  return db.transaction().execute(async (trx): Promise<StaffResetOutcome> => {
    const target = await targetRow(trx, input.dialect, input.staffId)
    const refusal = resetRefusal({ actorId: input.actorId, target })
    if (refusal || !target) return { kind: 'refused', refusal: refusal ?? 'not-found' }
    await trx.updateTable('staff').set(reset.set).where('id', '=', target.id).execute()
    const sessionsEnded = await endSessionsOf(trx, target.id)
    await recordAudit(
      trx,
      {
        staffId: input.actorId,
        action: reset.action,
        entity: 'staff',
        entityId: target.id,
        before: reset.before(target),
        after: reset.after(target, sessionsEnded),
      },
      now,
    )
    return { kind: 'done', name: target.name, sessionsEnded }
  })
}

/**
 * An administrator gives another member a new (temporary) password, which the member must change at their next
 * sign-in (after the two-factor code), and which stops working ADMIN_SET_PASSWORD_LIFETIME_HOURS from `now` if they
 * have not; all that member's sessions end.
 */
export async function resetStaffPassword(
  db: Db,
  input: { staffId: number; password: string; actorId: number; dialect: DialectName },
  now: Date = new Date(),
): Promise<StaffResetOutcome> {
  const found = await db
    .selectFrom('staff')
    .select(['id', 'email', 'name', 'disabledAt'])
    .where('id', '=', input.staffId)
    .executeTakeFirst()
  const early = resetRefusal({
    actorId: input.actorId,
    target: found ? { id: Number(found.id), disabled: found.disabledAt !== null } : null,
  })
  if (early || !found) return { kind: 'refused', refusal: early ?? 'not-found' }
  const problem = validateNewPassword(input.password, { contextWords: contextWordsOf(found), audience: 'staff' })
  if (problem) return { kind: 'invalid', message: problem }
  const passwordHash = await hashPassword(input.password)
  const passwordExpiresAt = adminSetPasswordExpiresAt(now)
  return resetMember(db, input, now, {
    set: { passwordHash, passwordChangeRequired: 1, passwordExpiresAt },
    action: 'staff.password-reset',
    before: (target) => ({ email: target.email }),
    after: (target, sessionsEnded) => ({
      email: target.email,
      passwordReset: true,
      passwordChangeRequired: true,
      passwordExpiresAt,
      sessionsEnded,
    }),
  })
}

/** An administrator clears another member's TOTP secret: they enrol again at their next sign-in; their sessions end. */
export async function resetStaffTwoFactor(
  db: Db,
  input: { staffId: number; actorId: number; dialect: DialectName },
  now: Date = new Date(),
): Promise<StaffResetOutcome> {
  return resetMember(db, input, now, {
    set: { totpSecret: null, totpEnabledAt: null, totpLastStep: null },
    action: 'staff.two-factor-reset',
    before: (target) => ({ email: target.email, twoFactor: target.twoFactorEnabled }),
    after: (target, sessionsEnded) => ({ email: target.email, twoFactor: false, twoFactorReset: true, sessionsEnded }),
  })
}

export type RoleChangeOutcome =
  { kind: 'changed'; name: string; role: StaffRole } | { kind: 'refused'; refusal: RoleChangeRefusal }

/**
 * Gives a member of staff another role. On PostgreSQL the active administrators' rows and the target's are locked
 * first, so two administrators demoting each other at once cannot leave none (SQLite runs one write at a time).
 */
export async function changeStaffRole(
  db: Db,
  input: { staffId: number; role: StaffRole; actorId: number; dialect: DialectName },
  now: Date = new Date(),
): Promise<RoleChangeOutcome> {
  return db.transaction().execute(async (trx): Promise<RoleChangeOutcome> => {
    let admins = trx
      .selectFrom('staff')
      .select('id')
      .where('role', '=', 'administrator')
      .where('disabledAt', 'is', null)
      .orderBy('id')
    if (input.dialect === 'postgres') admins = admins.forUpdate()
    const activeAdministrators = (await admins.execute()).length
    const target = await targetRow(trx, input.dialect, input.staffId)
    const refusal = roleChangeRefusal({ actorId: input.actorId, target, newRole: input.role, activeAdministrators })
    if (refusal || !target) return { kind: 'refused', refusal: refusal ?? 'not-found' }
    await trx.updateTable('staff').set({ role: input.role }).where('id', '=', target.id).execute()
    await recordAudit(
      trx,
      {
        staffId: input.actorId,
        action: 'staff.role-change',
        entity: 'staff',
        entityId: target.id,
        before: { email: target.email, role: target.role },
        after: { email: target.email, role: input.role },
      },
      now,
    )
    return { kind: 'changed', name: target.name, role: input.role }
  })
}

export type OwnPasswordOutcome =
  /** `requirementCleared`: the password replaced was one an administrator set, and the back office opens again. */
  | { kind: 'changed'; sessionsEnded: number; requirementCleared: boolean }
  | { kind: 'invalid'; fieldErrors: Partial<Record<OwnPasswordField, string>> }
  | { kind: 'too-many'; retryAfterSeconds: number }

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not right.'

/**
 * A member of staff changes their own password: the current one must verify; the new one follows the creation
 * rules; the member's other sessions end and `keepSessionId` (this browser's) stays. A password an administrator set
 * is no longer marked to be changed, nor does it expire: the member chose this one. Call the rate limiter first.
 */
export async function changeOwnPassword(
  db: Db,
  input: {
    staffId: number
    keepSessionId: string
    currentPassword: string
    newPassword: string
    confirmPassword: string
    /** Counts one attempt at the current password (the rate limiter), just before it is checked. */
    countAttempt?: () => Promise<AuthRateLimitVerdict>
  },
  now: Date = new Date(),
): Promise<OwnPasswordOutcome> {
  const staff = await db
    .selectFrom('staff')
    .select(['id', 'email', 'name', 'passwordHash', 'passwordChangeRequired', 'passwordExpiresAt'])
    .where('id', '=', input.staffId)
    .executeTakeFirstOrThrow()
  const wasRequired = asBool(staff.passwordChangeRequired)
  const fieldErrors = ownPasswordChangeErrors({
    ...input,
    newPasswordProblem: validateNewPassword(input.newPassword, {
      contextWords: contextWordsOf(staff),
      audience: 'staff',
    }),
  })
  if (Object.keys(fieldErrors).length) return { kind: 'invalid', fieldErrors }
  const verdict = await input.countAttempt?.()
  if (verdict && !verdict.allowed) return { kind: 'too-many', retryAfterSeconds: verdict.retryAfterSeconds }
  if (!(await verifyPassword(staff.passwordHash, input.currentPassword)))
    return { kind: 'invalid', fieldErrors: { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE } }
  const passwordHash = await hashPassword(input.newPassword)
  return db.transaction().execute(async (trx) => {
    // Only if the hash is still the one the current password was checked against (no change in between).
    const updated = await trx
      .updateTable('staff')
      .set({ passwordHash, passwordChangeRequired: 0, passwordExpiresAt: null })
      .where('id', '=', staff.id)
      .where('passwordHash', '=', staff.passwordHash)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1)
      return { kind: 'invalid' as const, fieldErrors: { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE } }
    const sessionsEnded = await endSessionsOf(trx, staff.id, input.keepSessionId)
    await recordAudit(
      trx,
      {
        staffId: staff.id,
        action: 'staff.password-changed',
        entity: 'staff',
        entityId: staff.id,
        before: { email: staff.email, passwordChangeRequired: wasRequired, passwordExpiresAt: staff.passwordExpiresAt },
        after: {
          email: staff.email,
          passwordChanged: true,
          passwordChangeRequired: false,
          passwordExpiresAt: null,
          otherSessionsEnded: sessionsEnded,
        },
      },
      now,
    )
    return { kind: 'changed' as const, sessionsEnded, requirementCleared: wasRequired }
  })
}

// ---- /admin/staff: the per-member intents (submitStaffPage delegates here) ----

export const STAFF_MAINTENANCE_INTENTS = ['reset-password', 'reset-two-factor', 'change-role'] as const
export type StaffMaintenanceIntent = (typeof STAFF_MAINTENANCE_INTENTS)[number]

export function isStaffMaintenanceIntent(value: unknown): value is StaffMaintenanceIntent {
  return typeof value === 'string' && (STAFF_MAINTENANCE_INTENTS as readonly string[]).includes(value)
}

export type StaffMaintenanceActionData =
  | { kind: 'password-reset'; staffId: number; name: string }
  | { kind: 'two-factor-reset'; staffId: number; name: string }
  | { kind: 'role-changed'; staffId: number; name: string; role: StaffRole }
  | { kind: 'password-invalid'; staffId: number; message: string }
  | { kind: 'refused'; message: string }

function refused(message: string, status: number) {
  return data<StaffMaintenanceActionData>({ kind: 'refused', message }, { status })
}

/**
 * One per-member action of /admin/staff, for an administrator (`session`) whose form has passed the CSRF check.
 */
export async function submitStaffMaintenance(
  context: AppLoadContext,
  session: StaffSession,
  form: FormData,
  intent: StaffMaintenanceIntent,
) {
  const fields = formFields(form, ['staffId', 'password', 'role'])
  const staffId = staffIdSchema.safeParse(fields.staffId)
  if (!staffId.success) return refused(RESET_REFUSAL_MESSAGES['not-found'], 400)
  const base = { staffId: staffId.data, actorId: session.staff.id, dialect: context.dialect }

  if (intent === 'change-role') {
    const role = roleSchema.safeParse(fields.role)
    if (!role.success) return refused('Choose a role.', 400)
    const outcome = await changeStaffRole(context.db, { ...base, role: role.data })
    if (outcome.kind === 'refused')
      return refused(ROLE_CHANGE_REFUSAL_MESSAGES[outcome.refusal], refusalStatus(outcome.refusal))
    return data<StaffMaintenanceActionData>({
      kind: 'role-changed',
      staffId: base.staffId,
      name: outcome.name,
      role: outcome.role,
    })
  }

  let outcome: StaffResetOutcome
  if (intent === 'reset-password') {
    const password = passwordFieldSchema.safeParse(fields.password)
    if (!password.success)
      return data<StaffMaintenanceActionData>(
        { kind: 'password-invalid', staffId: base.staffId, message: 'Choose a shorter password.' },
        { status: 400 },
      )
    outcome = await resetStaffPassword(context.db, { ...base, password: password.data })
  } else {
    outcome = await resetStaffTwoFactor(context.db, base)
  }
  if (outcome.kind === 'refused')
    return refused(RESET_REFUSAL_MESSAGES[outcome.refusal], refusalStatus(outcome.refusal))
  if (outcome.kind === 'invalid')
    return data<StaffMaintenanceActionData>(
      { kind: 'password-invalid', staffId: base.staffId, message: outcome.message },
      { status: 400 },
    )
  return data<StaffMaintenanceActionData>({
    kind: intent === 'reset-password' ? 'password-reset' : 'two-factor-reset',
    staffId: base.staffId,
    name: outcome.name,
  })
}

// ---- /admin/account: the member of staff's own account ----

export interface AccountPageData {
  staff: { name: string; email: string; role: StaffRole; twoFactorEnabled: boolean }
  /** The password is one an administrator set: the page says so, and nothing else opens until it is changed. */
  passwordChangeRequired: boolean
  csrfToken: string
}

export type AccountActionData =
  | { kind: 'password-changed'; otherSessionsEnded: number; backOfficeOpened: boolean }
  | { kind: 'invalid'; fieldErrors: Partial<Record<OwnPasswordField, string>> }
  | { kind: 'refused'; message: string }

// The account page is the one page (and its form the one write) open while the password is an administrator's.
export async function loadAccountPage(context: AppLoadContext, request: Request): Promise<AccountPageData> {
  const session = await requireStaff(context, request, PASSWORD_CHANGE_ACTION)
  const { name, email, role, twoFactorEnabled, passwordChangeRequired } = session.staff
  return { staff: { name, email, role, twoFactorEnabled }, passwordChangeRequired, csrfToken: context.csrfToken }
}

export async function submitAccountPage(context: AppLoadContext, request: Request) {
  const session = await requireStaff(context, request, PASSWORD_CHANGE_ACTION)
  const backOffice = backOfficeOf(context)
  const form = await readProtectedForm(request, context.csrfToken)
  if (form.get('intent') !== 'change-password')
    return data<AccountActionData>({ kind: 'refused', message: 'Unknown action.' }, { status: 400 })
  const fields = formFields(form, ['currentPassword', 'newPassword', 'confirmPassword'])
  const tooLong = Object.entries(fields).find(([, value]) => !passwordFieldSchema.safeParse(value).success)
  if (tooLong)
    return data<AccountActionData>(
      { kind: 'invalid', fieldErrors: { [tooLong[0]]: 'Choose a shorter password.' } },
      { status: 400 },
    )
  const outcome = await changeOwnPassword(context.db, {
    staffId: session.staff.id,
    keepSessionId: session.id,
    currentPassword: fields.currentPassword ?? '',
    newPassword: fields.newPassword ?? '',
    confirmPassword: fields.confirmPassword ?? '',
    countAttempt: () => backOffice.rateLimiter(STAFF_PASSWORD_CHANGE_PER_STAFF, String(session.staff.id)),
  })
  if (outcome.kind === 'too-many')
    return data<AccountActionData>(
      {
        kind: 'refused',
        message: `Too many attempts. Please wait ${describeWait(outcome.retryAfterSeconds)} and try again.`,
      },
      { status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
    )
  if (outcome.kind === 'invalid')
    return data<AccountActionData>({ kind: 'invalid', fieldErrors: outcome.fieldErrors }, { status: 400 })
  return data<AccountActionData>({
    kind: 'password-changed',
    otherSessionsEnded: outcome.sessionsEnded,
    backOfficeOpened: outcome.requirementCleared,
  })
}
