import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WRONG_CURRENT_PASSWORD_MESSAGE, disableStaff } from '../../app/features/back-office/index.server'
import type { HttpClient } from '../support/http-client'
import {
  STAFF_TEST_PASSWORD,
  auditRowsFor,
  makeStaff,
  postAdminForm,
  signInStaff,
  signedInStaff,
  staffBrowser,
  staffRowOf,
} from '../support/staff-session'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * Staff account maintenance over HTTP against the real server (issue 14), on the dialect under test: an
 * administrator resets another member's password (their sessions end, the new password signs in) or two-factor
 * sign-in (they enrol again), and changes roles (at once, on the next request); nobody demotes themselves and the
 * last active administrator stays one; a sales agent may do none of it. Every member of staff changes their own
 * password on /admin/account: the current one must be right (limited like sign-in), their other sessions end and
 * this one stays. Every write has an audit row with no hash or secret in it; a form without its CSRF field is a 403.
 */

let server: TestServer

beforeAll(async () => {
  server = await startTestServer('admin-staff-maintenance', { TRUST_PROXY: 'loopback' })
})

afterAll(async () => {
  await server?.stop()
})

const db = () => server.database.db
const STEP_MS = 30_000
const NEW_PASSWORD = 'Amber-Falcon-Meadow-73'

const staffRow = (id: number) => staffRowOf(server, id)
const sessionCount = async (id: number) =>
  (await db().selectFrom('staffSessions').select('id').where('staffId', '=', id).execute()).length

/** Whether the browser is still signed in: the dashboard answers, rather than sending it to the login page. */
async function signedIn(session: HttpClient): Promise<boolean> {
  const page = await session.get('/admin/dashboard')
  if (page.status === 200) return true
  expect(page.status).toBe(302)
  expect(page.headers.location).toBe('/admin/login')
  return false
}

async function passwordAccepted(email: string, password: string): Promise<number> {
  const login = await postAdminForm(staffBrowser(server), '/admin/login', { email, password })
  if (login.status === 302) expect(login.headers.location).toBe('/admin/two-factor')
  return login.status
}

/** The three per-member forms of /admin/staff (the staffId is added by the caller). */
const staffActionForms = (role: string): Record<string, string>[] => [
  { intent: 'reset-password', password: NEW_PASSWORD },
  { intent: 'reset-two-factor' },
  { intent: 'change-role', role },
]

/** No audit value may carry a password, a hash or a TOTP secret. */
function expectNoSecrets(rows: { beforeJson: string | null; afterJson: string | null }[], secrets: string[]) {
  for (const row of rows) {
    const text = `${row.beforeJson ?? ''} ${row.afterJson ?? ''}`
    expect(text).not.toMatch(/argon2|passwordHash|totpSecret/i)
    for (const secret of secrets) expect(text).not.toContain(secret)
  }
}

describe('an administrator resets another member’s password', () => {
  it('signs them out everywhere; the new password signs in and the old one no longer does', async () => {
    const admin = await signedInStaff(server, 'administrator', 'reset-pw-admin')
    const agent = await makeSignedIn('sales_agent', 'reset-pw-agent')
    const before = await staffRow(agent.id)

    const page = await admin.session.get('/admin/staff')
    expect(page.status).toBe(200)
    expect(page.text).toContain(`New temporary password for ${agent.name}`)
    expect(page.text).toContain('value="reset-password"')

    // A password the creation rules refuse: 400, nothing written, the agent still signed in.
    const weak = await postAdminForm(admin.session, '/admin/staff', {
      intent: 'reset-password',
      staffId: String(agent.id),
      password: 'Password1',
    })
    expect(weak.status).toBe(400)
    expect(weak.text).toContain('The password was not changed')
    expect((await staffRow(agent.id)).passwordHash).toBe(before.passwordHash)
    expect(await signedIn(agent.session)).toBe(true)
    expect(await auditRowsFor(server, 'staff.password-reset', agent.id)).toHaveLength(0)

    const reset = await postAdminForm(admin.session, '/admin/staff', {
      intent: 'reset-password',
      staffId: String(agent.id),
      password: NEW_PASSWORD,
    })
    expect(reset.status).toBe(200)
    expect(reset.text).toContain('has the new temporary password and is signed out everywhere')
    const after = await staffRow(agent.id)
    expect(after.passwordHash).not.toBe(before.passwordHash)
    expect(after.passwordHash).toMatch(/^\$argon2id\$/)
    expect(await sessionCount(agent.id)).toBe(0)
    // The agent's browser is signed out: any back-office request goes to the login page.
    const bookings = await agent.session.get('/admin/bookings')
    expect(bookings.status).toBe(302)
    expect(bookings.headers.location).toBe('/admin/login')

    expect(await passwordAccepted(agent.email, STAFF_TEST_PASSWORD)).toBe(401)
    // The new password, then the next code of the same authenticator (two-factor is untouched), then My account:
    // the temporary password must be changed before anything else opens (admin-staff-password-change.test.ts).
    const again = await signInStaff(server, agent.email, {
      password: NEW_PASSWORD,
      secret: agent.secret,
      at: Date.now() + STEP_MS,
      landing: '/admin/account',
    })
    expect((await again.session.get('/admin/dashboard')).headers.location).toBe('/admin/account')
    expect((await again.session.get('/admin/account')).status).toBe(200)

    const audit = await auditRowsFor(server, 'staff.password-reset', agent.id)
    expect(audit).toEqual([expect.objectContaining({ staffId: admin.id, entity: 'staff' })])
    expect(JSON.parse(audit[0]!.afterJson!)).toMatchObject({ passwordReset: true, sessionsEnded: 1 })
    expectNoSecrets(audit, [NEW_PASSWORD, after.passwordHash, before.passwordHash])
  })

  it('refuses the administrator’s own account and a disabled member (409, nothing written)', async () => {
    const admin = await signedInStaff(server, 'administrator', 'reset-self-admin')
    const own = await postAdminForm(admin.session, '/admin/staff', {
      intent: 'reset-password',
      staffId: String(admin.id),
      password: NEW_PASSWORD,
    })
    expect(own.status).toBe(409)
    expect(own.text).toContain('You cannot reset your own account here')
    const ownTwoFactor = await postAdminForm(admin.session, '/admin/staff', {
      intent: 'reset-two-factor',
      staffId: String(admin.id),
    })
    expect(ownTwoFactor.status).toBe(409)
    expect((await staffRow(admin.id)).totpEnabledAt).not.toBeNull()
    expect(await signedIn(admin.session)).toBe(true)

    const gone = await makeSignedIn('content_editor', 'reset-disabled')
    expect(
      (await postAdminForm(admin.session, '/admin/staff', { intent: 'disable', staffId: String(gone.id) })).status,
    ).toBe(200)
    const disabled = await postAdminForm(admin.session, '/admin/staff', {
      intent: 'reset-password',
      staffId: String(gone.id),
      password: NEW_PASSWORD,
    })
    expect(disabled.status).toBe(409)
    const missing = await postAdminForm(admin.session, '/admin/staff', {
      intent: 'reset-two-factor',
      staffId: '99999999',
    })
    expect(missing.status).toBe(404)
    expect(await auditRowsFor(server, 'staff.password-reset', admin.id)).toHaveLength(0)
    expect(await auditRowsFor(server, 'staff.two-factor-reset', admin.id)).toHaveLength(0)
    expect(await auditRowsFor(server, 'staff.password-reset', gone.id)).toHaveLength(0)
  })
})

describe('an administrator resets another member’s two-factor sign-in', () => {
  it('clears the secret and signs them out; their next sign-in enrols a new authenticator', async () => {
    const admin = await signedInStaff(server, 'administrator', 'reset-2fa-admin')
    const editor = await makeSignedIn('content_editor', 'reset-2fa-editor')
    const before = await staffRow(editor.id)
    expect(before.totpSecret).not.toBeNull()

    const reset = await postAdminForm(admin.session, '/admin/staff', {
      intent: 'reset-two-factor',
      staffId: String(editor.id),
    })
    expect(reset.status).toBe(200)
    expect(reset.text).toContain('two-factor sign-in is reset')
    const after = await staffRow(editor.id)
    expect(after).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    expect(after.passwordHash).toBe(before.passwordHash)
    expect(await signedIn(editor.session)).toBe(false)

    // The password, then the enrolment page with a new secret, not a request for a code of the old one.
    const browser = staffBrowser(server)
    const login = await postAdminForm(browser, '/admin/login', { email: editor.email, password: STAFF_TEST_PASSWORD })
    expect(login.headers.location).toBe('/admin/two-factor')
    const twoFactor = await browser.get('/admin/two-factor')
    expect(twoFactor.status).toBe(200)
    expect(twoFactor.text).toContain('Set up two-factor sign-in')
    const enrolled = await signInStaff(server, editor.email, { session: browser })
    expect(enrolled.secret).not.toBe(editor.secret)
    expect(await signedIn(enrolled.session)).toBe(true)
    expect((await staffRow(editor.id)).totpEnabledAt).not.toBeNull()

    const audit = await auditRowsFor(server, 'staff.two-factor-reset', editor.id)
    expect(audit).toEqual([expect.objectContaining({ staffId: admin.id, entity: 'staff' })])
    expect(JSON.parse(audit[0]!.beforeJson!)).toMatchObject({ twoFactor: true })
    expect(JSON.parse(audit[0]!.afterJson!)).toMatchObject({ twoFactor: false, sessionsEnded: 1 })
    expectNoSecrets(audit, [editor.secret, before.totpSecret!])
  })
})

describe('an administrator changes a member’s role', () => {
  it('takes effect on the member’s next request: a sales agent made content editor gets 403 on bookings', async () => {
    const admin = await signedInStaff(server, 'administrator', 'role-admin')
    const agent = await makeSignedIn('sales_agent', 'role-agent')
    expect((await agent.session.get('/admin/bookings')).status).toBe(200)

    const nonsense = await postAdminForm(admin.session, '/admin/staff', {
      intent: 'change-role',
      staffId: String(agent.id),
      role: 'owner',
    })
    expect(nonsense.status).toBe(400)
    const unchanged = await postAdminForm(admin.session, '/admin/staff', {
      intent: 'change-role',
      staffId: String(agent.id),
      role: 'sales_agent',
    })
    expect(unchanged.status).toBe(409)

    const changed = await postAdminForm(admin.session, '/admin/staff', {
      intent: 'change-role',
      staffId: String(agent.id),
      role: 'content_editor',
    })
    expect(changed.status).toBe(200)
    expect(changed.text).toContain('is now content editor')
    expect((await staffRow(agent.id)).role).toBe('content_editor')
    expect((await agent.session.get('/admin/bookings')).status).toBe(403)
    expect((await agent.session.get('/admin/content')).status).toBe(200)
    expect(await signedIn(agent.session)).toBe(true)

    const audit = await auditRowsFor(server, 'staff.role-change', agent.id)
    expect(audit).toEqual([expect.objectContaining({ staffId: admin.id, entity: 'staff' })])
    expect(JSON.parse(audit[0]!.beforeJson!)).toMatchObject({ role: 'sales_agent' })
    expect(JSON.parse(audit[0]!.afterJson!)).toMatchObject({ role: 'content_editor' })
    expectNoSecrets(audit, [])
  })

  it('never lets an administrator demote themselves, nor the last active administrator be demoted (409)', async () => {
    const admin = await signedInStaff(server, 'administrator', 'last-admin')
    const selfDemotion = await postAdminForm(admin.session, '/admin/staff', {
      intent: 'change-role',
      staffId: String(admin.id),
      role: 'sales_agent',
    })
    expect(selfDemotion.status).toBe(409)
    expect(selfDemotion.text).toContain('You cannot take the administrator role from yourself')

    // Every other administrator of this test database disabled for a moment: this one is the last.
    const others = await db()
      .selectFrom('staff')
      .select('id')
      .where('role', '=', 'administrator')
      .where('disabledAt', 'is', null)
      .where('id', '<>', admin.id)
      .execute()
    const otherIds = others.map((row) => row.id)
    if (otherIds.length)
      await db()
        .updateTable('staff')
        .set({ disabledAt: new Date().toISOString() })
        .where('id', 'in', otherIds)
        .execute()
    try {
      const last = await postAdminForm(admin.session, '/admin/staff', {
        intent: 'change-role',
        staffId: String(admin.id),
        role: 'content_editor',
      })
      expect(last.status).toBe(409)
      expect(last.text).toContain('This is the last active administrator')
    } finally {
      if (otherIds.length)
        await db().updateTable('staff').set({ disabledAt: null }).where('id', 'in', otherIds).execute()
    }
    expect((await staffRow(admin.id)).role).toBe('administrator')
    expect(await auditRowsFor(server, 'staff.role-change', admin.id)).toHaveLength(0)
    expect((await admin.session.get('/admin/staff')).status).toBe(200)
  })
})

describe('two administrators disabling each other', () => {
  const activeOf = async (ids: number[]) =>
    (await db().selectFrom('staff').select('id').where('id', 'in', ids).where('disabledAt', 'is', null).execute()).map(
      (row) => Number(row.id),
    )

  it('refuses a disable whose author has just been disabled (the target stays active, nothing written)', async () => {
    const first = await makeStaff(server, 'administrator', 'mutual-a')
    const second = await makeStaff(server, 'administrator', 'mutual-b')
    const dialect = server.database.dialect
    expect(await disableStaff(db(), { staffId: second.id, disabledBy: first.id, dialect })).toBe('disabled')
    // The second administrator's request was already under way when the first one's committed.
    expect(await disableStaff(db(), { staffId: first.id, disabledBy: second.id, dialect })).toBe('actor-disabled')
    expect(await activeOf([first.id, second.id])).toEqual([first.id])
    expect(await auditRowsFor(server, 'staff.disable', first.id)).toHaveLength(0)
  })

  it('at the same moment over HTTP: one of them is disabled, the other stays an active administrator', async () => {
    const first = await signedInStaff(server, 'administrator', 'race-a')
    const second = await signedInStaff(server, 'administrator', 'race-b')
    const [byFirst, bySecond] = await Promise.all([
      postAdminForm(first.session, '/admin/staff', { intent: 'disable', staffId: String(second.id) }),
      postAdminForm(second.session, '/admin/staff', { intent: 'disable', staffId: String(first.id) }),
    ])
    expect(await activeOf([first.id, second.id])).toHaveLength(1)
    const audits = [
      ...(await auditRowsFor(server, 'staff.disable', first.id)),
      ...(await auditRowsFor(server, 'staff.disable', second.id)),
    ]
    expect(audits).toHaveLength(1)
    // The loser was refused: by the lock (403 and why), or, had the winner's write come first, at the door.
    const statuses = [byFirst.status, bySecond.status].sort()
    expect(statuses[0]).toBe(200)
    expect([302, 403]).toContain(statuses[1])
    const refused = byFirst.status === 200 ? bySecond : byFirst
    if (refused.status === 403) expect(refused.text).toContain('Your own account has just been disabled')
  })
})

describe('who may do it', () => {
  it('answers a sales agent 403 on every staff action, and writes nothing', async () => {
    const agent = await signedInStaff(server, 'sales_agent', 'not-admin')
    const target = await makeSignedIn('content_editor', 'not-admin-target')
    const before = await staffRow(target.id)
    for (const fields of staffActionForms('administrator')) {
      const response = await postAdminForm(agent.session, '/admin/staff', { ...fields, staffId: String(target.id) })
      expect(response.status, fields.intent).toBe(403)
    }
    expect(await staffRow(target.id)).toEqual(before)
    expect(await signedIn(target.session)).toBe(true)
    for (const action of ['staff.password-reset', 'staff.two-factor-reset', 'staff.role-change'])
      expect(await auditRowsFor(server, action, target.id)).toHaveLength(0)
  })

  it('refuses every form without its CSRF field (403), and writes nothing', async () => {
    const admin = await signedInStaff(server, 'administrator', 'csrf-admin')
    const target = await makeSignedIn('sales_agent', 'csrf-target')
    const before = await staffRow(target.id)
    for (const fields of staffActionForms('content_editor')) {
      const response = await postAdminForm(
        admin.session,
        '/admin/staff',
        { ...fields, staffId: String(target.id) },
        { csrf: false },
      )
      expect(response.status, fields.intent).toBe(403)
    }
    const own = await postAdminForm(
      target.session,
      '/admin/account',
      {
        intent: 'change-password',
        currentPassword: STAFF_TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
      { csrf: false },
    )
    expect(own.status).toBe(403)
    expect(await staffRow(target.id)).toEqual(before)
    expect(await signedIn(target.session)).toBe(true)
  })
})

describe('my account', () => {
  it('shows every role their own name, e-mail and role, and is in the navigation', async () => {
    for (const role of ['administrator', 'sales_agent', 'content_editor'] as const) {
      const member = await signedInStaff(server, role, `account-${role}`)
      const page = await member.session.get('/admin/account')
      expect(page.status, role).toBe(200)
      expect(page.headers['cache-control']).toBe('private, no-store')
      expect(page.text).toContain('<h1 id="admin-account-title">My account</h1>')
      expect(page.text).toContain(member.email)
      expect(page.text).toContain(`Test account-${role}`)
      expect(page.text).toContain('href="/admin/account?brand=')
    }
    const signedOut = await staffBrowser(server).get('/admin/account')
    expect(signedOut.status).toBe(302)
    expect(signedOut.headers.location).toBe('/admin/login')
  })

  it('changes one’s own password: the current one must be right; other sessions end, this one stays', async () => {
    const member = await makeSignedIn('content_editor', 'own-password')
    // A second browser, signed in with the next code.
    const other = await signInStaff(server, member.email, { secret: member.secret, at: Date.now() + STEP_MS })
    const before = await staffRow(member.id)
    const change = (fields: Record<string, string>) =>
      postAdminForm(member.session, '/admin/account', { intent: 'change-password', ...fields })

    const wrong = await change({
      currentPassword: 'Not-The-Password-41',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    })
    expect(wrong.status).toBe(400)
    expect(wrong.text).toContain(WRONG_CURRENT_PASSWORD_MESSAGE)
    const mismatch = await change({
      currentPassword: STAFF_TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}x`,
    })
    expect(mismatch.status).toBe(400)
    const weak = await change({
      currentPassword: STAFF_TEST_PASSWORD,
      newPassword: 'Password1',
      confirmPassword: 'Password1',
    })
    expect(weak.status).toBe(400)
    expect(await staffRow(member.id)).toEqual(before)
    expect(await signedIn(other.session)).toBe(true)
    expect(await auditRowsFor(server, 'staff.password-changed', member.id)).toHaveLength(0)

    const changed = await change({
      currentPassword: STAFF_TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    })
    expect(changed.status).toBe(200)
    expect(changed.text).toContain('Your password is changed.')
    expect(await signedIn(other.session)).toBe(false)
    expect(await signedIn(member.session)).toBe(true)
    expect(await sessionCount(member.id)).toBe(1)
    expect(await passwordAccepted(member.email, NEW_PASSWORD)).toBe(302)
    expect(await passwordAccepted(member.email, STAFF_TEST_PASSWORD)).toBe(401)

    const after = await staffRow(member.id)
    const audit = await auditRowsFor(server, 'staff.password-changed', member.id)
    expect(audit).toEqual([expect.objectContaining({ staffId: member.id, entity: 'staff' })])
    expect(JSON.parse(audit[0]!.afterJson!)).toMatchObject({ passwordChanged: true, otherSessionsEnded: 1 })
    expectNoSecrets(audit, [NEW_PASSWORD, STAFF_TEST_PASSWORD, before.passwordHash, after.passwordHash])
  })

  it('limits attempts at the current password like sign-in: the 11th in 15 minutes is a 429', async () => {
    const member = await signedInStaff(server, 'sales_agent', 'own-password-limit')
    const attempt = () =>
      postAdminForm(member.session, '/admin/account', {
        intent: 'change-password',
        currentPassword: 'Not-The-Password-41',
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      })
    for (let count = 1; count <= 10; count += 1) expect((await attempt()).status, `attempt ${count}`).toBe(400)
    const limited = await attempt()
    expect(limited.status).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.text).toContain('Too many attempts')
  })
})

/** A member of staff signed in past both factors, with their name and authenticator secret. */
async function makeSignedIn(role: 'administrator' | 'sales_agent' | 'content_editor', label: string) {
  const member = await makeStaff(server, role, label)
  const { session, secret } = await signInStaff(server, member.email)
  return { ...member, session, secret, name: `Test ${label}` }
}
