import { data, redirect, type AppLoadContext } from 'react-router'
import type { StaffAction } from './permissions'
import { staffAccess, staffLanding, type StaffLanding } from './staff-access'
import { clearedStaffSessionCookie, staffTokenFromCookieHeader } from './staff-cookie.server'
import { resolveStaffSession, type StaffSession } from './staff-sessions.server'
import type { BackOfficeServerContext } from './back-office-context'

/*
 * Every back-office loader and action starts here (issue 14: "every request checked on the server against the
 * role"). Only the staff cookie counts: a customer's `__session` is never read, so a signed-in traveller is as
 * signed out here as anyone. The rule is staff-access.ts; this file turns its answer into a response, the same for a
 * page, a form post and a CSV download: no session → the login page; a session resting on a password an
 * administrator set that has expired (ADR 0034) → the login page, which ends the session and says why (nothing is
 * written); a session still waiting for its TOTP code → the two-factor page, whatever was asked for; a password an
 * administrator set → the account page, whatever else was asked for (a write is not done: the redirect is the
 * refusal, as before the code); a role without the action → 403.
 */

export const ADMIN_PATHS = {
  /** Not /admin itself: the cookie's Path=/admin does not cover /admin.data, a client navigation's data URL. */
  home: '/admin',
  dashboard: '/admin/dashboard',
  login: '/admin/login',
  twoFactor: '/admin/two-factor',
  logout: '/admin/logout',
  account: '/admin/account',
  staff: '/admin/staff',
  audit: '/admin/audit',
  bookings: '/admin/bookings',
  tours: '/admin/tours',
} as const

export function backOfficeOf(context: AppLoadContext): BackOfficeServerContext {
  if (!context.backOffice) throw new Error('The back office needs context.backOffice (server/app.ts getLoadContext)')
  return context.backOffice
}

export type StaffLookup = Awaited<ReturnType<typeof resolveStaffSession>>

/** The request's staff session, and a Set-Cookie that clears a cookie standing for none (or null). */
export async function lookUpStaff(
  context: AppLoadContext,
  request: Request,
  now: Date = new Date(),
): Promise<{ lookup: StaffLookup; clearCookie: string | null }> {
  const token = staffTokenFromCookieHeader(request.headers.get('cookie'))
  const lookup = await resolveStaffSession(context.db, token, now)
  const clearCookie =
    lookup.kind === 'invalid' ? clearedStaffSessionCookie({ secure: backOfficeOf(context).secureCookies }) : null
  return { lookup, clearCookie }
}

function redirectTo(path: string, clearCookie: string | null): Response {
  return redirect(path, clearCookie ? { headers: { 'Set-Cookie': clearCookie } } : undefined)
}

const LANDING_PATHS: Record<StaffLanding, string> = {
  // The login page ends a session whose password expired and says why (loadStaffLoginPage).
  'password-expired': ADMIN_PATHS.login,
  'two-factor': ADMIN_PATHS.twoFactor,
  'change-password': ADMIN_PATHS.account,
  dashboard: ADMIN_PATHS.dashboard,
}

/** Where the sign-in pages send a signed-in member of staff: the code, their own password or the dashboard. */
export function landingPathOf(session: StaffSession, now: Date): string {
  return LANDING_PATHS[staffLanding(session, now)]
}

/**
 * A staff member past both factors who may do `action` now (staffAccess); otherwise throws the redirect or the 403.
 * `account.manage` is the only action open while the member's password is one an administrator set.
 */
export async function requireStaff(
  context: AppLoadContext,
  request: Request,
  action: StaffAction,
): Promise<StaffSession> {
  const now = new Date()
  const { lookup, clearCookie } = await lookUpStaff(context, request, now)
  const session = lookup.kind === 'active' ? lookup.session : null
  const access = staffAccess(session, action, now)
  if (access === 'sign-in' || session === null) throw redirectTo(ADMIN_PATHS.login, clearCookie)
  // The cookie stays for the login page, which ends the session and says the password has expired.
  if (access === 'password-expired') throw redirect(ADMIN_PATHS.login)
  if (access === 'two-factor') throw redirect(ADMIN_PATHS.twoFactor)
  if (access === 'change-password') throw redirect(ADMIN_PATHS.account)
  if (access === 'forbidden') throw data({ message: 'Your role does not allow this page.' }, { status: 403 })
  return session
}

/**
 * The two-factor page's guard: a session that has passed the password but not yet the code, and whose password has
 * not expired since (staffLanding; the login page ends it then).
 */
export async function requirePendingStaff(context: AppLoadContext, request: Request): Promise<StaffSession> {
  const now = new Date()
  const { lookup, clearCookie } = await lookUpStaff(context, request, now)
  if (lookup.kind !== 'active') throw redirectTo(ADMIN_PATHS.login, clearCookie)
  if (staffLanding(lookup.session, now) !== 'two-factor') throw redirect(landingPathOf(lookup.session, now))
  return lookup.session
}
