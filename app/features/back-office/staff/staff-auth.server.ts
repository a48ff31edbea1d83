import { createHash } from 'node:crypto'
import { data, redirect, type AppLoadContext } from 'react-router'
import { asBool } from '../../../../db/schema'
import {
  LOGIN_FAILURE_DELAY,
  accountAtAddress,
  hashPassword,
  verifyPassword,
  type AuthRateLimitRule,
} from '../../auth/index.server'
import { fieldErrorsOf, formFields, readProtectedForm, recordAudit } from '../shell/index.server'
import { staffLoginSchema, twoFactorSchema } from './staff-schemas'
import { staffLanding } from './staff-access'
import { ADMIN_PATHS, backOfficeOf, landingPathOf, lookUpStaff, requirePendingStaff } from './staff-guards.server'
import { normaliseStaffEmail } from './staff-accounts.server'
import { adminSetPasswordExpired, PASSWORD_EXPIRED_MESSAGE } from './staff-rules'
import { clearedStaffSessionCookie, staffSessionCookie, staffTokenFromCookieHeader } from './staff-cookie.server'
import { endStaffSession, hashStaffToken, newStaffToken, startStaffSession } from './staff-sessions.server'
import {
  checkTotpCode,
  decryptTotpSecret,
  encryptTotpSecret,
  groupSecret,
  newTotpSecret,
  totpQrCodeDataUri,
  totpUri,
} from './totp.server'

/*
 * Staff sign-in (issue 14; docs/decisions/0028-back-office-foundation.md): the password (argon2id, the sign-in
 * feature's hashing), then a TOTP code on every sign-in; the first sign-in of a new member of staff enrols the
 * authenticator app instead (the secret as a QR code and as text, confirmed with a code). Attempts are limited in
 * the database like the customers' (ADR 0016): 10 logins per 15 minutes per IP address (counted before the password
 * is checked, whether or not the account exists), a growing delay per account and address after failures (issue 24,
 * never a lock the owner cannot get past from elsewhere), 10 codes per 15 minutes per sign-in's
 * member of staff. An unknown e-mail, a disabled account and a wrong password get the same answer after the same
 * work. Past the code, a member whose password an administrator set goes to /admin/account to choose their own
 * (docs/decisions/0033-staff-must-change-admin-set-passwords.md); everyone else to the dashboard. Such a password
 * expires (ADR 0034): once it has, the right password gets PASSWORD_EXPIRED_MESSAGE and no session (the attempt
 * counted like any other), and a session it started before is ended by the login page, which says why.
 */

export const STAFF_LOGIN_PER_IP: AuthRateLimitRule = { name: 'staff-login-ip', limit: 10, windowSeconds: 15 * 60 }
/** Per account and address, a growing delay rather than a lock (issue 24; the customers' rule, its own counters). */
export const STAFF_LOGIN_FAILURE_DELAY = { ...LOGIN_FAILURE_DELAY, name: 'staff-login-failures' }
export const STAFF_TWO_FACTOR_PER_STAFF: AuthRateLimitRule = {
  name: 'staff-two-factor',
  limit: 10,
  windowSeconds: 15 * 60,
}

export const STAFF_LOGIN_FAILED_MESSAGE = 'The e-mail address or password is not right.'
export const TWO_FACTOR_FAILED_MESSAGE = 'That code is not right, or has been used already. Enter the newest code.'

export interface LoginPageData {
  csrfToken: string
  /** Why the browser is here: its session rested on a password an administrator set, which has expired. */
  formError?: string
}

export interface LoginActionData {
  formError?: string
  fieldErrors?: Record<string, string>
  email?: string
}

export interface TwoFactorActionData {
  formError?: string
  fieldErrors?: Record<string, string>
}

function accountSubject(email: string): string {
  return createHash('sha256').update(email, 'utf8').digest('base64url').slice(0, 32)
}

let dummyHash: Promise<string> | undefined

/** "10 minutes", "1 minute", "30 seconds": for the 429 message (as server/rate-limit.ts says it to customers). */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

/**
 * The login page: a signed-in member of staff goes on to the dashboard (or their code, or their own password); a
 * session whose administrator-set password has expired since it began ends here, and the page says so.
 */
export async function loadStaffLoginPage(context: AppLoadContext, request: Request) {
  const now = new Date()
  const { lookup, clearCookie } = await lookUpStaff(context, request, now)
  if (lookup.kind === 'active' && staffLanding(lookup.session, now) === 'password-expired') {
    await endStaffSession(context.db, staffTokenFromCookieHeader(request.headers.get('cookie')))
    return data<LoginPageData>(
      { csrfToken: context.csrfToken, formError: PASSWORD_EXPIRED_MESSAGE },
      { headers: { 'Set-Cookie': clearedStaffSessionCookie({ secure: backOfficeOf(context).secureCookies }) } },
    )
  }
  if (lookup.kind === 'active') throw redirect(landingPathOf(lookup.session, now))
  return data<LoginPageData>(
    { csrfToken: context.csrfToken },
    clearCookie ? { headers: { 'Set-Cookie': clearCookie } } : undefined,
  )
}

function tooMany(retryAfterSeconds: number, email: string) {
  return data<LoginActionData>(
    { formError: `Too many attempts. Please wait ${describeWait(retryAfterSeconds)} and try again.`, email },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
  )
}

export async function submitStaffLogin(context: AppLoadContext, request: Request) {
  const backOffice = backOfficeOf(context)
  const form = await readProtectedForm(request, context.csrfToken)
  const parsed = staffLoginSchema.safeParse(formFields(form, ['email', 'password']))
  if (!parsed.success)
    return data<LoginActionData>(
      { fieldErrors: fieldErrorsOf(parsed.error), email: formFields(form, ['email']).email },
      { status: 400 },
    )
  const email = normaliseStaffEmail(parsed.data.email)
  const perIp = await backOffice.rateLimiter(STAFF_LOGIN_PER_IP, backOffice.clientIp)
  if (!perIp.allowed) return tooMany(perIp.retryAfterSeconds, email)
  const throttleSubject = accountAtAddress(accountSubject(email), backOffice.clientIp)
  const wait = await backOffice.failureThrottle.wait(STAFF_LOGIN_FAILURE_DELAY, throttleSubject)
  if (wait > 0) return tooMany(wait, email)

  const staff = await context.db
    .selectFrom('staff')
    .select(['id', 'passwordHash', 'disabledAt', 'passwordChangeRequired', 'passwordExpiresAt'])
    .where('email', '=', email)
    .executeTakeFirst()
  const usable = staff !== undefined && staff.disabledAt === null
  dummyHash ??= hashPassword('no member of staff has this password, ever')
  const passwordHash = usable ? staff.passwordHash : await dummyHash
  const verified = await verifyPassword(passwordHash, parsed.data.password)
  if (!usable || !verified) {
    await backOffice.failureThrottle.fail(STAFF_LOGIN_FAILURE_DELAY, throttleSubject)
    return data<LoginActionData>({ formError: STAFF_LOGIN_FAILED_MESSAGE, email }, { status: 401 })
  }
  await backOffice.failureThrottle.clear(STAFF_LOGIN_FAILURE_DELAY, throttleSubject)
  // Only someone who has the password learns that it expired (ADR 0034); the attempt has been counted above.
  const password = {
    passwordChangeRequired: asBool(staff.passwordChangeRequired),
    passwordExpiresAt: staff.passwordExpiresAt,
  }
  if (adminSetPasswordExpired(password, new Date()))
    return data<LoginActionData>({ formError: PASSWORD_EXPIRED_MESSAGE, email }, { status: 401 })

  // A browser signing in again starts afresh: its old staff session (if any) ends first.
  await endStaffSession(context.db, staffTokenFromCookieHeader(request.headers.get('cookie')))
  const started = await startStaffSession(context.db, {
    staffId: Number(staff.id),
    userAgent: request.headers.get('user-agent'),
  })
  throw redirect(ADMIN_PATHS.twoFactor, {
    headers: {
      'Set-Cookie': staffSessionCookie(started.token, started.expiresAt, { secure: backOffice.secureCookies }),
    },
  })
}

export type TwoFactorPageData =
  | { mode: 'verify'; csrfToken: string; staffName: string }
  | {
      mode: 'setup'
      csrfToken: string
      staffName: string
      secretText: string
      otpauthUri: string
      qrCodeDataUri: string
    }
  | { mode: 'unreadable'; csrfToken: string; staffName: string }

export async function loadTwoFactorPage(context: AppLoadContext, request: Request): Promise<TwoFactorPageData> {
  const session = await requirePendingStaff(context, request)
  const { sessionSecret } = backOfficeOf(context)
  const staff = await context.db
    .selectFrom('staff')
    .select(['id', 'email', 'totpSecret', 'totpEnabledAt'])
    .where('id', '=', session.staff.id)
    .executeTakeFirstOrThrow()
  const base = { csrfToken: context.csrfToken, staffName: session.staff.name }
  const stored = staff.totpSecret === null ? null : decryptTotpSecret(staff.totpSecret, sessionSecret)
  if (staff.totpEnabledAt !== null)
    return stored === null ? { mode: 'unreadable', ...base } : { mode: 'verify', ...base }
  // Enrolment: the secret is made once and kept (encrypted) until a code confirms it, so a reload shows the same one.
  let secret = stored
  if (secret === null) {
    secret = newTotpSecret()
    await context.db
      .updateTable('staff')
      .set({ totpSecret: encryptTotpSecret(secret, sessionSecret), totpLastStep: null })
      .where('id', '=', staff.id)
      .where('totpEnabledAt', 'is', null)
      .execute()
  }
  const otpauthUri = totpUri(staff.email, secret)
  return {
    mode: 'setup',
    ...base,
    secretText: groupSecret(secret),
    otpauthUri,
    qrCodeDataUri: totpQrCodeDataUri(otpauthUri),
  }
}

export async function submitTwoFactor(context: AppLoadContext, request: Request) {
  const session = await requirePendingStaff(context, request)
  const backOffice = backOfficeOf(context)
  const form = await readProtectedForm(request, context.csrfToken)
  const parsed = twoFactorSchema.safeParse(formFields(form, ['code']))
  if (!parsed.success) return data<TwoFactorActionData>({ fieldErrors: fieldErrorsOf(parsed.error) }, { status: 400 })
  const limit = await backOffice.rateLimiter(STAFF_TWO_FACTOR_PER_STAFF, String(session.staff.id))
  if (!limit.allowed)
    return data<TwoFactorActionData>(
      { formError: `Too many attempts. Please wait ${describeWait(limit.retryAfterSeconds)} and try again.` },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
    )
  const staff = await context.db
    .selectFrom('staff')
    .select(['id', 'totpSecret', 'totpEnabledAt', 'totpLastStep'])
    .where('id', '=', session.staff.id)
    .executeTakeFirstOrThrow()
  const secret = staff.totpSecret === null ? null : decryptTotpSecret(staff.totpSecret, backOffice.sessionSecret)
  if (secret === null) return data<TwoFactorActionData>({ formError: TWO_FACTOR_FAILED_MESSAGE }, { status: 400 })
  const lastStep = staff.totpLastStep === null ? null : Number(staff.totpLastStep)
  const checked = checkTotpCode(secret, parsed.data.code, lastStep)
  if (!checked.ok) return data<TwoFactorActionData>({ formError: TWO_FACTOR_FAILED_MESSAGE }, { status: 400 })

  const enrolling = staff.totpEnabledAt === null
  const now = new Date()
  const token = newStaffToken()
  const accepted = await context.db.transaction().execute(async (trx) => {
    // The step is claimed by a conditional update, so two requests with one code cannot both pass.
    const claimed = await trx
      .updateTable('staff')
      .set({ totpLastStep: checked.step, ...(enrolling ? { totpEnabledAt: now.toISOString() } : {}) })
      .where('id', '=', staff.id)
      .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', checked.step)]))
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) return false
    // Past the second factor the session gets a new token: whoever saw the half-signed-in one has nothing.
    await trx
      .updateTable('staffSessions')
      .set({ secondFactorAt: now.toISOString(), tokenHash: hashStaffToken(token), lastSeenAt: now.toISOString() })
      .where('id', '=', session.id)
      .execute()
    if (enrolling)
      await recordAudit(
        trx,
        {
          staffId: staff.id,
          action: 'staff.two-factor-enrolled',
          entity: 'staff',
          entityId: staff.id,
          before: { twoFactor: false },
          after: { twoFactor: true },
        },
        now,
      )
    return true
  })
  if (!accepted) return data<TwoFactorActionData>({ formError: TWO_FACTOR_FAILED_MESSAGE }, { status: 400 })
  // On to the dashboard, or first to the account page when the password is one an administrator set (ADR 0033).
  throw redirect(landingPathOf({ ...session, secondFactorDone: true }, now), {
    headers: { 'Set-Cookie': staffSessionCookie(token, session.expiresAt, { secure: backOffice.secureCookies }) },
  })
}

/** Sign-out: a form post (CSRF-checked); the session row goes and the cookie is cleared. */
export async function submitStaffLogout(context: AppLoadContext, request: Request) {
  const backOffice = backOfficeOf(context)
  await readProtectedForm(request, context.csrfToken)
  await endStaffSession(context.db, staffTokenFromCookieHeader(request.headers.get('cookie')))
  throw redirect(ADMIN_PATHS.login, {
    headers: { 'Set-Cookie': clearedStaffSessionCookie({ secure: backOffice.secureCookies }) },
  })
}
