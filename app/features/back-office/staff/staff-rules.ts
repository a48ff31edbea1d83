import type { StaffRole } from './permissions'

/*
 * The rules of staff account maintenance (issue 14), pure so they are unit-tested (staff-rules.test.ts) and the page
 * can say the same thing the server decides. An administrator resets another member's password or two-factor
 * sign-in (never their own: their own password is changed on /admin/account, where the current one is asked for),
 * and changes roles; nobody demotes themselves, and the last active administrator is never demoted, so the back
 * office always has someone who can manage staff.
 */

export type StaffResetRefusal = 'self' | 'not-found' | 'disabled'

/** Why an administrator may not reset this member's password or two-factor sign-in; null when they may. */
export function resetRefusal(input: {
  actorId: number
  target: { id: number; disabled: boolean } | null
}): StaffResetRefusal | null {
  if (input.target === null) return 'not-found'
  if (input.target.id === input.actorId) return 'self'
  if (input.target.disabled) return 'disabled'
  return null
}

export const RESET_REFUSAL_MESSAGES: Record<StaffResetRefusal, string> = {
  self: 'You cannot reset your own account here. Change your own password on “My account”.',
  'not-found': 'That member of staff no longer exists.',
  disabled: 'That member of staff is disabled.',
}

export type RoleChangeRefusal = 'not-found' | 'disabled' | 'unchanged' | 'last-administrator' | 'self-demotion'

/**
 * Why `actorId` may not give the member `target` the role `newRole`; null when they may. `activeAdministrators` is
 * the number of active (not disabled) administrators now, the target included when they are one.
 */
export function roleChangeRefusal(input: {
  actorId: number
  target: { id: number; role: StaffRole; disabled: boolean } | null
  newRole: StaffRole
  activeAdministrators: number
}): RoleChangeRefusal | null {
  const { target, newRole } = input
  if (target === null) return 'not-found'
  if (target.disabled) return 'disabled'
  if (target.role === newRole) return 'unchanged'
  const demotesAnAdministrator = target.role === 'administrator' && newRole !== 'administrator'
  if (demotesAnAdministrator && input.activeAdministrators <= 1) return 'last-administrator'
  if (demotesAnAdministrator && target.id === input.actorId) return 'self-demotion'
  return null
}

export const ROLE_CHANGE_REFUSAL_MESSAGES: Record<RoleChangeRefusal, string> = {
  'not-found': 'That member of staff no longer exists.',
  disabled: 'That member of staff is disabled.',
  unchanged: 'That member of staff already has this role.',
  'last-administrator':
    'This is the last active administrator: make someone else an administrator first, or the back office would have nobody to manage staff.',
  'self-demotion': 'You cannot take the administrator role from yourself. Ask another administrator.',
}

/** The HTTP status of a refusal: a missing member is 404, anything the current state forbids is 409. */
export function refusalStatus(refusal: StaffResetRefusal | RoleChangeRefusal): 404 | 409 {
  return refusal === 'not-found' ? 404 : 409
}

export type OwnPasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword'

/**
 * The checks of a password change that need no database: every field given, the confirmation equal to the new
 * password, the new one not the current one. `newPasswordProblem` is the creation rule's verdict (validateNewPassword).
 */
export function ownPasswordChangeErrors(input: {
  currentPassword: string
  newPassword: string
  confirmPassword: string
  newPasswordProblem: string | null
}): Partial<Record<OwnPasswordField, string>> {
  const errors: Partial<Record<OwnPasswordField, string>> = {}
  if (!input.currentPassword) errors.currentPassword = 'Enter your current password.'
  if (input.newPasswordProblem) errors.newPassword = input.newPasswordProblem
  else if (input.newPassword === input.currentPassword)
    errors.newPassword = 'Choose a new password that is not your current one.'
  if (!input.confirmPassword) errors.confirmPassword = 'Enter the new password again.'
  else if (!errors.newPassword && input.confirmPassword !== input.newPassword)
    errors.confirmPassword = 'The two new passwords are not the same.'
  return errors
}

/*
 * A password an administrator set expires (docs/decisions/0034-staff-admin-set-password-expiry.md): the one-time
 * password of a new member and the temporary one of a reset travel by phone, chat or paper, so they stop working if
 * the member has not replaced them with their own within this many hours. Three days cover a weekend or a day off
 * between the handover and the first sign-in; past them an administrator resets the password (one form on
 * /admin/staff, where the member shows as expired).
 */
export const ADMIN_SET_PASSWORD_LIFETIME_HOURS = 72

/** Said at sign-in to someone who gave the right password after it expired (never to anyone without it). */
export const PASSWORD_EXPIRED_MESSAGE = 'This password has expired. Ask an administrator for a new one.'

/** When a password an administrator sets `now` stops working (staff.password_expires_at, ISO-8601 UTC). */
export function adminSetPasswordExpiresAt(now: Date): string {
  return new Date(now.getTime() + ADMIN_SET_PASSWORD_LIFETIME_HOURS * 3_600_000).toISOString()
}

/**
 * Whether the member's password is one an administrator set and its time is up at `now`. A password the member chose
 * never expires, nor does a marked one with no expiry (rows marked before migration 0017). An expiry that cannot be
 * read counts as past: the rule fails closed.
 */
export function adminSetPasswordExpired(
  staff: { passwordChangeRequired: boolean; passwordExpiresAt: string | null },
  now: Date,
): boolean {
  if (!staff.passwordChangeRequired || staff.passwordExpiresAt === null) return false
  return !(Date.parse(staff.passwordExpiresAt) > now.getTime())
}

/** The status column of the staff list (/admin/staff). */
export function staffStatusLabel(member: {
  disabled: boolean
  passwordChangeRequired: boolean
  passwordExpired: boolean
}): string {
  if (member.disabled) return 'Disabled'
  if (member.passwordExpired) return 'Active, one-time password expired'
  if (member.passwordChangeRequired) return 'Active, must choose a new password'
  return 'Active'
}
