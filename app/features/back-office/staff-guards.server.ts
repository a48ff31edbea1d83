import { data, redirect, type AppLoadContext } from 'react-router'
import { can, type StaffAction } from './permissions'
import { clearedStaffSessionCookie, staffTokenFromCookieHeader } from './staff-cookie.server'
import { resolveStaffSession, type StaffSession } from './staff-sessions.server'
import type { BackOfficeServerContext } from './back-office-context'

/*
 * Every back-office loader and action starts here (issue 14: "every request checked on the server against the
 * role"). Only the staff cookie counts: a customer's `__session` is never read, so a signed-in traveller is as
 * signed out here as anyone. No session → the login page; a session still waiting for its TOTP code → the
 * two-factor page, whatever was asked for; a role without the action → 403.
 */

export const ADMIN_PATHS = {
  /** Not /admin itself: the cookie's Path=/admin does not cover /admin.data, a client navigation's data URL. */
  home: '/admin',
  dashboard: '/admin/dashboard',
  login: '/admin/login',
  twoFactor: '/admin/two-factor',
  logout: '/admin/logout',
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
): Promise<{ lookup: StaffLookup; clearCookie: string | null }> {
  const token = staffTokenFromCookieHeader(request.headers.get('cookie'))
  const lookup = await resolveStaffSession(context.db, token)
  const clearCookie =
    lookup.kind === 'invalid' ? clearedStaffSessionCookie({ secure: backOfficeOf(context).secureCookies }) : null
  return { lookup, clearCookie }
}

function redirectTo(path: string, clearCookie: string | null): Response {
  return redirect(path, clearCookie ? { headers: { 'Set-Cookie': clearCookie } } : undefined)
}

/** A staff member past both factors who may do `action`; otherwise throws the redirect or the 403. */
export async function requireStaff(
  context: AppLoadContext,
  request: Request,
  action: StaffAction,
): Promise<StaffSession> {
  const { lookup, clearCookie } = await lookUpStaff(context, request)
  if (lookup.kind !== 'active') throw redirectTo(ADMIN_PATHS.login, clearCookie)
  if (!lookup.session.secondFactorDone) throw redirect(ADMIN_PATHS.twoFactor)
  if (!can(lookup.session.staff.role, action))
    throw data({ message: 'Your role does not allow this page.' }, { status: 403 })
  return lookup.session
}

/** The two-factor page's guard: a session that has passed the password but not yet the code. */
export async function requirePendingStaff(context: AppLoadContext, request: Request): Promise<StaffSession> {
  const { lookup, clearCookie } = await lookUpStaff(context, request)
  if (lookup.kind !== 'active') throw redirectTo(ADMIN_PATHS.login, clearCookie)
  if (lookup.session.secondFactorDone) throw redirect(ADMIN_PATHS.dashboard)
  return lookup.session
}
