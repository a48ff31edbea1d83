import { createStaff, totpCodeAt, type StaffRole } from '../../app/features/back-office/index.server'
import { client, type HttpClient, type HttpResponse } from './http-client'
import type { TestServer } from './test-server'

/*
 * Staff in the integration tests (issue 14): a member of staff made straight in the database, signed in over HTTP
 * with the password and a TOTP code as a browser does, and form posts with the back office's CSRF hidden field.
 * Each browser comes from its own address (start the server with TRUST_PROXY: 'loopback'), so the per-IP sign-in
 * limits of one test never spill into the next. No test-runner imports: failures throw with what came back.
 */

export const STAFF_TEST_PASSWORD = 'Copper-Heron-Lantern-58'

let sequence = 0

/** A new browser session on the server, from an address of its own. */
export function staffBrowser(server: TestServer): HttpClient {
  sequence += 1
  return client(server, { headers: { 'x-forwarded-for': `10.14.${(sequence >> 8) & 255}.${sequence & 255}` } })
}

export function uniqueStaffEmail(label: string): string {
  sequence += 1
  return `staff-${label}-${Date.now().toString(36)}-${sequence}-${process.pid}@example.com`
}

/** A form post as a browser sends it, with the CSRF hidden field unless told otherwise. */
export async function postAdminForm(
  session: HttpClient,
  path: string,
  fields: Record<string, string>,
  options: { csrf?: boolean } = {},
): Promise<HttpResponse> {
  const token = await session.csrfToken()
  const body = new URLSearchParams({ ...(options.csrf === false ? {} : { csrfToken: token }), ...fields }).toString()
  return session.post(path, body, { headers: { 'content-type': 'application/x-www-form-urlencoded' } })
}

/**
 * A member of staff made straight in the database with STAFF_TEST_PASSWORD, as if they had chosen it themselves; with
 * `passwordChangeRequired` it is one an administrator set, to be changed at their first sign-in (ADR 0033).
 */
export async function makeStaff(
  server: TestServer,
  role: StaffRole,
  label: string = role,
  options: { passwordChangeRequired?: boolean } = {},
): Promise<{ email: string; id: number }> {
  const email = uniqueStaffEmail(label)
  const outcome = await createStaff(server.database.db, {
    email,
    name: `Test ${label}`,
    role,
    password: STAFF_TEST_PASSWORD,
    createdBy: null,
    passwordChangeRequired: options.passwordChangeRequired ?? false,
  })
  if (outcome.kind !== 'created') throw new Error(`staff not created: ${JSON.stringify(outcome)}`)
  return { email, id: outcome.staff.id }
}

export function totpSecretFrom(html: string): string {
  const match = /data-testid="totp-secret">([A-Z2-7 ]+)</.exec(html)
  if (!match) throw new Error('no TOTP secret on the page')
  return match[1]!.replace(/ /g, '')
}

/** The one-time password /admin/staff shows once after creating a member of staff. */
export function oneTimePasswordFrom(html: string): string {
  const match = /data-testid="one-time-password">([^<]+)</.exec(html)
  if (!match) throw new Error('no one-time password on the page')
  return match[1]!
}

function expectRedirect(response: HttpResponse, location: string, step: string): void {
  if (response.status !== 302 || response.headers.location !== location)
    throw new Error(`${step}: expected 302 → ${location}, got ${response.status} → ${response.headers.location ?? ''}`)
}

/**
 * Password, then enrolment (the first time) or the code; returns the signed-in browser and the TOTP secret. The code
 * sends the browser to the dashboard, or to `/admin/account` (`landing`) when the password is one an administrator set.
 */
export async function signInStaff(
  server: TestServer,
  email: string,
  options: {
    secret?: string
    at?: number
    session?: HttpClient
    password?: string
    landing?: '/admin/dashboard' | '/admin/account'
  } = {},
): Promise<{ session: HttpClient; secret: string }> {
  const session = options.session ?? staffBrowser(server)
  const login = await postAdminForm(session, '/admin/login', {
    email,
    password: options.password ?? STAFF_TEST_PASSWORD,
  })
  expectRedirect(login, '/admin/two-factor', 'password')
  let secret = options.secret
  if (!secret) {
    const page = await session.get('/admin/two-factor')
    if (page.status !== 200) throw new Error(`two-factor page answered ${page.status}`)
    secret = totpSecretFrom(page.text)
  }
  const verified = await postAdminForm(session, '/admin/two-factor', {
    code: totpCodeAt(secret, options.at ?? Date.now()),
  })
  expectRedirect(verified, options.landing ?? '/admin/dashboard', 'code')
  return { session, secret }
}

/** A new member of staff with `role`, signed in past both factors. */
export async function signedInStaff(
  server: TestServer,
  role: StaffRole,
  label: string = role,
): Promise<{ session: HttpClient; id: number; email: string }> {
  const staff = await makeStaff(server, role, label)
  const { session } = await signInStaff(server, staff.email)
  return { session, ...staff }
}

/** A member of staff's row as the database holds it now. */
export function staffRowOf(server: TestServer, id: number) {
  return server.database.db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

/** The audit rows of one action on one thing, oldest first. */
export async function auditRowsFor(server: TestServer, action: string, entityId: number | string) {
  return server.database.db
    .selectFrom('auditLog')
    .selectAll()
    .where('action', '=', action)
    .where('entityId', '=', String(entityId))
    .orderBy('id')
    .execute()
}
