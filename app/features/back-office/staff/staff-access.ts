import { STAFF_ACTIONS, can, type StaffAction } from './permissions'
import { adminSetPasswordExpired } from './staff-rules'

/*
 * Who gets through the back office's door, and where everyone else is sent (issue 14; ADR 0028, ADR 0033, ADR 0034).
 * This is the one rule behind every back-office loader and action (requireStaff in staff-guards.server.ts), the
 * sign-in pages' "where next" and the frame's navigation; pure, so it is unit-tested (staff-access.test.ts). In this
 * order:
 * 1. no staff session: sign in;
 * 2. a session resting on a password an administrator set whose time is up (staff-rules.ts,
 *    adminSetPasswordExpired): signed out, whatever it asks for and however far it got (the code, the change); the
 *    login page ends it and says why;
 * 3. a session still waiting for its TOTP code (or, at the first sign-in, the authenticator's enrolment): the
 *    two-factor page;
 * 4. a password an administrator set (the one-time password of a new member, the temporary one of a reset): only
 *    the member's own account (`account.manage`, where they choose their own) until they change it. Signing out
 *    needs no guard, so it always works;
 * 5. a role without the action: 403.
 * The two-factor step comes before the password change: a reset's temporary password alone (read over a shoulder,
 * sent by e-mail) cannot choose the member's next password without their authenticator too.
 */

/** The only action a member of staff whose password an administrator set may do: change it on their account page. */
export const PASSWORD_CHANGE_ACTION = 'account.manage' satisfies StaffAction

/** Why the account page is the only one open (shown there, role="alert"). */
export const PASSWORD_CHANGE_REQUIRED_MESSAGE =
  'Your password was set by an administrator. Choose a new password of your own to continue.'

/** What the rule needs of a staff session (a StaffSession fits); null when there is none. */
export interface StaffAccessSession {
  secondFactorDone: boolean
  staff: { role: string; passwordChangeRequired: boolean; passwordExpiresAt: string | null }
}

export type StaffAccess = 'allowed' | 'sign-in' | 'password-expired' | 'two-factor' | 'change-password' | 'forbidden'

export function staffAccess(session: StaffAccessSession | null, action: StaffAction, now: Date): StaffAccess {
  if (session === null) return 'sign-in'
  if (adminSetPasswordExpired(session.staff, now)) return 'password-expired'
  if (!session.secondFactorDone) return 'two-factor'
  if (session.staff.passwordChangeRequired && action !== PASSWORD_CHANGE_ACTION) return 'change-password'
  if (!can(session.staff.role, action)) return 'forbidden'
  return 'allowed'
}

export type StaffLanding = 'password-expired' | 'two-factor' | 'change-password' | 'dashboard'

/**
 * Where a signed-in member of staff is sent from the sign-in pages: the code, their own password, or the dashboard;
 * or, when the password an administrator set has expired, nowhere (the session is to end).
 */
export function staffLanding(session: StaffAccessSession, now: Date): StaffLanding {
  if (adminSetPasswordExpired(session.staff, now)) return 'password-expired'
  if (!session.secondFactorDone) return 'two-factor'
  return session.staff.passwordChangeRequired ? 'change-password' : 'dashboard'
}

/** The actions that get through the door now (the frame's navigation offers only these), in the table's order. */
export function reachableActions(session: StaffAccessSession | null, now: Date): StaffAction[] {
  return STAFF_ACTIONS.filter((action) => staffAccess(session, action, now) === 'allowed')
}
