import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AUTH_PATHS,
  FORGOT_PASSWORD_SENT_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  startSession,
} from '../../app/features/auth/index.server'
import { CSRF_COOKIE_NAME, SESSION_COOKIE_NAME } from '../../app/lib/constants'
import { client, type BrandName, type HttpClient, type HttpResponse } from '../support/http-client'
import { startTestServer, type TestServer } from '../support/test-server'
import { receivedText } from '../support/outbox-credentials'

/*
 * Sign-in over HTTP against the real server (server/api/auth.ts, the session resolver of the request context, the
 * pages and the header), on the dialect under test: the sign-in issue's acceptance list. Every visitor is a
 * tests/support/http-client.ts session (cookies and CSRF as a browser keeps them). The server trusts X-Forwarded-For
 * from loopback, so each visitor can come from its own address and the per-IP limits of one test do not spill into
 * the next. A second server runs with APP_ENV=production for the Secure cookie and the configured origins.
 */

let server: TestServer
let production: TestServer

const PRODUCTION_ORIGINS = {
  localhost: 'https://www.meridian.example',
  'coach.localhost': 'https://www.cavendish.example',
  'ca.localhost': 'https://ca.meridian.example',
}

beforeAll(async () => {
  server = await startTestServer('auth-api', { TRUST_PROXY: 'loopback', PAGE_CACHE_TTL_SECONDS: '60' })
  production = await startTestServer('auth-api-production', {
    APP_ENV: 'production',
    TRUST_PROXY: 'loopback',
    PUBLIC_ORIGINS: Object.entries(PRODUCTION_ORIGINS)
      .map(([host, origin]) => `${host}=${origin}`)
      .join(','),
  })
})

afterAll(async () => {
  await server?.stop()
  await production?.stop()
})

const db = () => server.database.db
const PASSWORD = 'Tangerine-Walrus-42'
const NEW_PASSWORD = 'Marmalade-Otter-77'

let sequence = 0
function uniqueEmail(label: string): string {
  sequence += 1
  return `auth-${label}-${Date.now().toString(36)}-${sequence}@example.com`
}

/** A browser on its own address (the server believes X-Forwarded-For from loopback). */
function visitor(options: { brand?: BrandName; on?: TestServer; host?: string } = {}): HttpClient {
  sequence += 1
  const ip = `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`
  return client(options.on ?? server, {
    brand: options.brand,
    host: options.host,
    headers: { 'x-forwarded-for': ip },
  })
}

const register = (browser: HttpClient, email: string, password = PASSWORD) =>
  browser.post(AUTH_PATHS.register, { email, password, confirmPassword: password })
const logIn = (browser: HttpClient, email: string, password = PASSWORD) =>
  browser.post(AUTH_PATHS.login, { email, password })

/** The Set-Cookie line that sets `name`, if the response has one. */
function setCookie(response: HttpResponse, name: string): string | undefined {
  return response.headers['set-cookie']?.find((line) => line.startsWith(`${name}=`))
}

/** An error body without its per-request id, for comparing two answers. */
function withoutRequestId(response: HttpResponse): unknown {
  const body = response.json<{ error?: Record<string, unknown> }>()
  if (!body.error) return body
  const { requestId: _requestId, ...error } = body.error
  return { ...body, error }
}

async function customerId(email: string, brand: BrandName = 'meridian'): Promise<number> {
  const row = await db()
    .selectFrom('customers')
    .select('id')
    .where('brandId', '=', brand)
    .where('email', '=', email)
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

/** The newest reset link e-mailed to `email` (the outbox is where e-mails wait for SMTP). */
async function resetLinkFor(email: string, on: TestServer = server): Promise<{ link: string; token: string }> {
  const mail = await on.database.db
    .selectFrom('emailOutbox')
    .select(['textBody', 'brandId', 'toAddress', 'sealedCredentials'])
    .where('toAddress', '=', email)
    .where('kind', '=', 'password-reset')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  const text = receivedText(mail)
  const match = /(\S+\/reset-password\?token=([A-Za-z0-9_-]{43})\S*)/.exec(text)
  if (!match) throw new Error(`no reset link in: ${text}`)
  return { link: match[1]!, token: match[2]! }
}

async function signedUp(options: { brand?: BrandName } = {}): Promise<{ browser: HttpClient; email: string }> {
  const browser = visitor(options)
  const email = uniqueEmail('member')
  expect((await register(browser, email)).status).toBe(200)
  return { browser, email }
}

describe('register → log in → userData → sign out', () => {
  it('registers and signs the new customer in, answers userData, signs out, and then answers 401', async () => {
    const browser = visitor()
    const email = uniqueEmail('journey')
    const registered = await register(browser, `  ${email.toUpperCase()} `)
    expect(registered.status).toBe(200)
    expect(registered.json()).toEqual({ success: true })
    expect(browser.cookies.get(SESSION_COOKIE_NAME)).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const data = await browser.get(AUTH_PATHS.userData)
    expect(data.status).toBe(200)
    expect(data.json()).toEqual({ clientId: expect.any(String), email })

    const signedOut = await browser.post(AUTH_PATHS.signOut, {})
    expect(signedOut.status).toBe(200)
    expect(setCookie(signedOut, SESSION_COOKIE_NAME)).toMatch(/^__session=; .*Max-Age=0/)
    expect(browser.cookies.get(SESSION_COOKIE_NAME)).toBeUndefined()
    const after = await browser.get(AUTH_PATHS.userData)
    expect(after.status).toBe(401)
    expect(after.json()).toMatchObject({ error: { code: 'unauthorised' } })

    const loggedIn = await logIn(browser, email)
    expect(loggedIn.status).toBe(200)
    expect(loggedIn.json()).toEqual({ success: true })
    expect((await browser.get(AUTH_PATHS.userData)).json()).toEqual(data.json())
    expect((await browser.post(AUTH_PATHS.signOut, {})).status).toBe(200)
    expect((await browser.get(AUTH_PATHS.userData)).status).toBe(401)
  })

  it('answers the signed-in member calls, and 401 to each of them signed out', async () => {
    const { browser, email } = await signedUp()
    const details = await browser.get(AUTH_PATHS.userDetails)
    expect(details.status).toBe(200)
    expect(details.json()).toMatchObject({ email, firstName: null, lastName: null, address: null })
    const profile = await browser.get(AUTH_PATHS.currentUser)
    expect(profile.json()).toEqual({
      isAuthenticated: true,
      clientId: expect.any(String),
      email,
      firstName: null,
      lastName: null,
    })

    const generated = await browser.post(AUTH_PATHS.generateToken, {})
    expect(generated.status).toBe(200)
    const { token } = generated.json<{ token: string; expiresAt: string }>()
    const withToken = await browser.get(AUTH_PATHS.loginUserDetails, { headers: { 'X-Auth-Token': token } })
    expect(withToken.status).toBe(200)
    expect(withToken.json()).toEqual(details.json())

    // A token is bound to the session that asked for it.
    const other = await signedUp()
    const stolen = await other.browser.get(AUTH_PATHS.loginUserDetails, { headers: { 'X-Auth-Token': token } })
    expect(stolen.status).toBe(401)

    const stranger = visitor()
    for (const path of [AUTH_PATHS.userData, AUTH_PATHS.userDetails, AUTH_PATHS.currentUser]) {
      expect((await stranger.get(path)).status, path).toBe(401)
    }
    expect((await stranger.post(AUTH_PATHS.generateToken, {})).status).toBe(401)
    expect((await stranger.get(AUTH_PATHS.loginUserDetails)).status).toBe(401)
  })

  it('answers a taken e-mail exactly like a new one, signs nobody in, and e-mails the owner instead', async () => {
    const { email } = await signedUp()
    const again = visitor()
    const response = await register(again, email)
    expect(response.status).toBe(200)
    expect(response.json()).toEqual({ success: true })
    expect(again.cookies.get(SESSION_COOKIE_NAME)).toBeUndefined()
    const kinds = await db()
      .selectFrom('emailOutbox')
      .select('kind')
      .where('toAddress', '=', email)
      .orderBy('id')
      .execute()
    // A new account also gets the link that proves its address (issue 12, ADR 0027).
    expect(kinds.map((row) => row.kind)).toEqual(['account-welcome', 'account-verification', 'account-exists'])
  })

  it('refuses an unsafe password and a confirmation that does not match, with field errors', async () => {
    const browser = visitor()
    const weak = await browser.post(AUTH_PATHS.register, {
      email: uniqueEmail('weak'),
      password: 'password',
      confirmPassword: 'Password1',
    })
    expect(weak.status).toBe(400)
    const { fieldErrors } = weak.json<{ error: { code: string; fieldErrors: Record<string, string[]> } }>().error
    expect(fieldErrors.password).toContain('Minimum 10 characters including 1 upper case and 1 number.')
    expect(fieldErrors.confirmPassword).toEqual(['Field should match password'])
    // Long enough for the 10-character rule (issue 24), and still one of the passwords attackers try first.
    const common = await register(browser, uniqueEmail('common'), 'Password12345')
    expect(common.status).toBe(400)
    expect(common.json()).toMatchObject({
      error: { fieldErrors: { password: [expect.stringMatching(/too easy to guess/)] } },
    })
  })

  it('keeps accounts per brand: the same e-mail on both, and one brand’s session is nothing on the other', async () => {
    const { browser, email } = await signedUp({ brand: 'meridian' })
    const coach = visitor({ brand: 'cavendish' })
    expect((await register(coach, email)).status).toBe(200)
    const meridianData = (await browser.get(AUTH_PATHS.userData)).json<{ clientId: string }>()
    const coachData = (await coach.get(AUTH_PATHS.userData)).json<{ clientId: string }>()
    expect(coachData.clientId).not.toBe(meridianData.clientId)

    // Meridian's cookie carried by hand to the coach brand's host signs nobody in there, and is cleared.
    const carried = visitor({ brand: 'cavendish' })
    const answer = await carried.get(AUTH_PATHS.userData, {
      cookies: { [SESSION_COOKIE_NAME]: browser.cookies.get(SESSION_COOKIE_NAME)! },
    })
    expect(answer.status).toBe(401)
    expect(setCookie(answer, SESSION_COOKIE_NAME)).toMatch(/Max-Age=0/)
    // …and it still works at home.
    expect((await browser.get(AUTH_PATHS.userData)).status).toBe(200)
  })
})

describe('no user enumeration', () => {
  it('answers a wrong password and an unknown e-mail with the same status and body', async () => {
    const { email } = await signedUp()
    const wrongPassword = await logIn(visitor(), email, 'Wrong-Password-1')
    const unknownEmail = await logIn(visitor(), uniqueEmail('nobody'), 'Wrong-Password-1')
    expect(wrongPassword.status).toBe(401)
    expect(unknownEmail.status).toBe(401)
    expect(withoutRequestId(wrongPassword)).toEqual(withoutRequestId(unknownEmail))
    expect(withoutRequestId(wrongPassword)).toEqual({ error: { code: 'unauthorised', message: LOGIN_FAILED_MESSAGE } })
    expect(setCookie(wrongPassword, SESSION_COOKIE_NAME)).toBeUndefined()
    expect(setCookie(unknownEmail, SESSION_COOKIE_NAME)).toBeUndefined()
  })

  it('answers forgot-password the same whether or not an account exists', async () => {
    const { email } = await signedUp()
    const known = await visitor().post(AUTH_PATHS.forgotPassword, { email })
    const unknown = await visitor().post(AUTH_PATHS.forgotPassword, { email: uniqueEmail('nobody') })
    expect(known.status).toBe(200)
    expect(known.json()).toEqual({ success: true, message: FORGOT_PASSWORD_SENT_MESSAGE })
    expect(unknown.json()).toEqual(known.json())
  })
})

describe('login rate limits', () => {
  it('answers the 11th attempt from one address in the window with 429, Retry-After and a clear message', async () => {
    const browser = visitor()
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await logIn(browser, uniqueEmail('guess'), 'Wrong-Password-1')).status, `attempt ${attempt}`).toBe(401)
    }
    const eleventh = await logIn(browser, uniqueEmail('guess'), 'Wrong-Password-1')
    expect(eleventh.status).toBe(429)
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0)
    expect(eleventh.json()).toMatchObject({
      error: {
        code: 'rate_limited',
        message: expect.stringMatching(
          /^Too many attempts\. Please wait \d+ (minutes?|seconds?) and try again, or reset your password\.$/,
        ),
      },
    })
  })

  it('slows an address failing on one account, and the owner still signs in from another (issue 24)', async () => {
    const { email } = await signedUp()
    const attacker = visitor()
    const statuses: number[] = []
    for (let attempt = 1; attempt <= 9; attempt++)
      statuses.push((await logIn(attacker, email, 'Wrong-Password-1')).status)
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401])
    expect(statuses).toContain(429)
    for (let attempt = 1; attempt <= 10; attempt++)
      expect((await logIn(visitor(), email, 'Wrong-Password-1')).status, `address ${attempt}`).toBe(401)
    // Before issue 24 this was 429: ten failures from anywhere locked the owner out.
    expect((await logIn(visitor(), email)).status).toBe(200)
  })
})

describe('password reset', () => {
  it('works once with the e-mailed link, revokes every session, and fails the second time', async () => {
    const { browser: first, email } = await signedUp()
    const second = visitor()
    expect((await logIn(second, email)).status).toBe(200)

    const stranger = visitor()
    expect((await stranger.post(AUTH_PATHS.forgotPassword, { email })).status).toBe(200)
    const { link, token } = await resetLinkFor(email)
    expect(link.startsWith(`http://localhost:${server.port}/reset-password?token=`)).toBe(true)

    // The page behind the link: a form for a live token, never cached, never passed on as a Referer.
    const page = await stranger.get(new URL(link).pathname + new URL(link).search)
    expect(page.status).toBe(200)
    expect(page.headers['cache-control']).toBe('private, no-store')
    // The route's policy comes after the site-wide one, and a browser follows the last it understands.
    expect(String(page.headers['referrer-policy']).split(/,\s*/).at(-1)).toBe('no-referrer')

    const reset = { newpassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD, token }
    const used = await stranger.post(AUTH_PATHS.resetPassword, reset)
    expect(used.status).toBe(200)
    expect(used.json()).toEqual({ success: true })

    expect((await first.get(AUTH_PATHS.userData)).status).toBe(401)
    expect((await second.get(AUTH_PATHS.userData)).status).toBe(401)
    expect((await logIn(visitor(), email)).status).toBe(401)
    expect((await logIn(visitor(), email, NEW_PASSWORD)).status).toBe(200)

    const again = await stranger.post(AUTH_PATHS.resetPassword, {
      ...reset,
      newpassword: 'Another-Heron-58',
      confirmNewPassword: 'Another-Heron-58',
    })
    expect(again.status).toBe(400)
    expect(again.json()).toMatchObject({
      error: { code: 'validation_failed', fieldErrors: { token: [RESET_LINK_INVALID_MESSAGE] } },
    })
    expect((await logIn(visitor(), email, NEW_PASSWORD)).status).toBe(200)
  })

  it('refuses a link older than 60 minutes', async () => {
    const { email } = await signedUp()
    const browser = visitor()
    await browser.post(AUTH_PATHS.forgotPassword, { email })
    const { token } = await resetLinkFor(email)
    // As if issued 61 minutes ago: its expiry (issue + 60 minutes) was a minute ago.
    const issuedAt = Date.now() - 61 * 60_000
    await db()
      .updateTable('passwordResets')
      .set({ expiresAt: new Date(issuedAt + 60 * 60_000).toISOString() })
      .where('customerId', '=', await customerId(email))
      .execute()
    const page = await browser.get(`/reset-password?token=${token}`)
    expect(page.text).not.toContain(token)
    const answer = await browser.post(AUTH_PATHS.resetPassword, {
      newpassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
      token,
    })
    expect(answer.status).toBe(400)
    expect(answer.json()).toMatchObject({ error: { fieldErrors: { token: [RESET_LINK_INVALID_MESSAGE] } } })
    expect((await logIn(visitor(), email)).status).toBe(200)
  })

  it('builds the link from the configured origin, never from the Host header', async () => {
    const { email } = await signedUp()
    const forged = visitor({ host: 'evil.example' })
    expect((await forged.post(AUTH_PATHS.forgotPassword, { email })).status).toBe(200)
    const { link } = await resetLinkFor(email)
    expect(new URL(link).origin).toBe(`http://localhost:${server.port}`)
    expect(link).not.toContain('evil.example')
  })
})

describe('sessions', () => {
  it('gives a new session id on login: a planted session token signs nobody in afterwards', async () => {
    const { email } = await signedUp()
    // An attacker's own valid (anonymous) session, planted in the victim's browser.
    const planted = await startSession(db(), { brandId: 'meridian', customerId: null })
    const victim = visitor()
    victim.cookies.set(SESSION_COOKIE_NAME, planted.token)
    const loggedIn = await logIn(victim, email)
    expect(loggedIn.status).toBe(200)
    const issued = victim.cookies.get(SESSION_COOKIE_NAME)
    expect(issued).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(issued).not.toBe(planted.token)
    expect((await victim.get(AUTH_PATHS.userData)).status).toBe(200)

    const attacker = visitor()
    attacker.cookies.set(SESSION_COOKIE_NAME, planted.token)
    expect((await attacker.get(AUTH_PATHS.userData)).status).toBe(401)
  })

  it('gives a new session id when a signed-in browser logs in again, as the same or another customer', async () => {
    const { browser, email } = await signedUp()
    const { email: otherEmail } = await signedUp()
    const before = browser.cookies.get(SESSION_COOKIE_NAME)
    expect((await logIn(browser, email)).status).toBe(200)
    const same = browser.cookies.get(SESSION_COOKIE_NAME)
    expect(same).not.toBe(before)
    expect((await logIn(browser, otherEmail)).status).toBe(200)
    expect(browser.cookies.get(SESSION_COOKIE_NAME)).not.toBe(same)
    expect((await browser.get(AUTH_PATHS.userData)).json()).toMatchObject({ email: otherEmail })
  })

  it('signs out a session idle for more than 7 days, or past its 30 days, and clears its cookie', async () => {
    const idle = await signedUp()
    const old = await signedUp()
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()
    await db()
      .updateTable('sessions')
      .set({ lastSeenAt: daysAgo(8) })
      .where('customerId', '=', await customerId(idle.email))
      .execute()
    await db()
      .updateTable('sessions')
      .set({ expiresAt: daysAgo(0.001) })
      .where('customerId', '=', await customerId(old.email))
      .execute()
    for (const { browser, email } of [idle, old]) {
      const answer = await browser.get(AUTH_PATHS.userData)
      expect(answer.status, email).toBe(401)
      expect(setCookie(answer, SESSION_COOKIE_NAME), email).toMatch(/^__session=; .*Max-Age=0/)
      expect(browser.cookies.get(SESSION_COOKIE_NAME)).toBeUndefined()
      const rows = await db()
        .selectFrom('sessions')
        .select('id')
        .where('customerId', '=', await customerId(email))
        .execute()
      expect(rows, email).toEqual([])
    }
  })

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/, not Secure outside production', async () => {
    const browser = visitor()
    const response = await register(browser, uniqueEmail('cookie'))
    const cookie = setCookie(response, SESSION_COOKIE_NAME)!
    expect(cookie).toMatch(/^__session=[A-Za-z0-9_-]{43}; /)
    const attributes = cookie.split('; ').slice(1)
    expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax']))
    // Kept until the session's absolute expiry, 30 days from now (to the second the server computed it).
    const maxAge = Number(attributes.find((attribute) => attribute.startsWith('Max-Age='))?.slice('Max-Age='.length))
    expect(maxAge).toBeGreaterThan(30 * 86_400 - 60)
    expect(maxAge).toBeLessThanOrEqual(30 * 86_400)
    expect(attributes).not.toContain('Secure')
  })

  it('sets the session and CSRF cookies Secure under APP_ENV=production', async () => {
    const browser = visitor({ on: production })
    const email = uniqueEmail('production')
    const response = await register(browser, email)
    expect(response.status).toBe(200)
    const session = setCookie(response, SESSION_COOKIE_NAME)!.split('; ')
    expect(session).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Secure']))
    expect(setCookie(response, CSRF_COOKIE_NAME)).toMatch(/; Secure/)
    expect(setCookie(await browser.post(AUTH_PATHS.signOut, {}), SESSION_COOKIE_NAME)).toMatch(/; Secure/)

    // …and the reset link is on the configured public origin, whatever the Host said.
    const forged = visitor({ on: production, host: 'evil.example' })
    expect((await forged.post(AUTH_PATHS.forgotPassword, { email })).status).toBe(200)
    const { link } = await resetLinkFor(email, production)
    expect(link.startsWith(`${PRODUCTION_ORIGINS.localhost}/reset-password?token=`)).toBe(true)
  })
})

describe('CSRF', () => {
  it('refuses login, register and sign-out without the header, before doing anything', async () => {
    const browser = visitor()
    const email = uniqueEmail('csrf')
    for (const [path, body] of [
      [AUTH_PATHS.register, { email, password: PASSWORD, confirmPassword: PASSWORD }],
      [AUTH_PATHS.login, { email, password: PASSWORD }],
      [AUTH_PATHS.signOut, {}],
    ] as const) {
      const answer = await browser.post(path, body, { csrf: false })
      expect(answer.status, path).toBe(403)
      expect(answer.json(), path).toMatchObject({ error: { code: 'csrf_failed' } })
    }
    const accounts = await db().selectFrom('customers').select('id').where('email', '=', email).execute()
    expect(accounts).toEqual([])
  })

  it('rotates the CSRF token on register, login and sign-out', async () => {
    const browser = visitor()
    const email = uniqueEmail('rotate')
    const tokens = [await browser.csrfToken()]
    for (const call of [
      () => register(browser, email),
      () => browser.post(AUTH_PATHS.signOut, {}),
      () => logIn(browser, email),
    ]) {
      const response = await call()
      expect(response.status).toBe(200)
      expect(setCookie(response, CSRF_COOKIE_NAME)).toBeDefined()
      tokens.push(await browser.csrfToken())
    }
    expect(new Set(tokens).size).toBe(tokens.length)
    // The new token works for the next call; the one from before signing in does not.
    expect((await browser.post(AUTH_PATHS.generateToken, {})).status).toBe(200)
    const stale = await browser.post(AUTH_PATHS.generateToken, {}, { headers: { 'x-xsrf-token': tokens[0]! } })
    expect(stale.status).toBe(403)
  })
})

describe('pages', () => {
  it('serves the four sign-in pages on both brands, private and not indexed', async () => {
    for (const brand of ['meridian', 'cavendish'] as const) {
      const browser = visitor({ brand })
      for (const path of ['/login', '/register', '/forgot-password', '/reset-password']) {
        const page = await browser.get(path)
        expect(page.status, `${brand} ${path}`).toBe(200)
        expect(page.headers['cache-control'], path).toBe('private, no-store')
        expect(page.text, path).toContain('<meta name="robots" content="noindex"/>')
        expect(page.text, path).toContain(brand === 'cavendish' ? 'Cavendish Coach Holidays' : 'Meridian Journeys')
      }
    }
  })

  it('sends a signed-out visitor from /my-bookings to /login with returnUrl, and shows a signed-in one their page', async () => {
    const stranger = visitor()
    const away = await stranger.get('/my-bookings')
    expect(away.status).toBe(302)
    expect(away.headers.location).toBe('/login?returnUrl=%2Fmy-bookings')

    const { browser, email } = await signedUp()
    const page = await browser.get('/my-bookings')
    expect(page.status).toBe(200)
    expect(page.headers['cache-control']).toBe('private, no-store')
    expect(page.text).toContain(email)
    expect(page.text).toContain('Sign out')
  })

  it('sends a signed-in visitor on from /login to a same-site returnUrl only', async () => {
    const { browser } = await signedUp()
    const onward = await browser.get('/login?returnUrl=%2Ftours%3Fpage%3D2')
    expect(onward.status).toBe(302)
    expect(onward.headers.location).toBe('/tours?page=2')
    for (const unsafe of ['//evil.example', 'https://evil.example/', '/\\evil.example', '/login']) {
      const answer = await browser.get(`/login?returnUrl=${encodeURIComponent(unsafe)}`)
      expect(answer.headers.location, unsafe).toBe('/my-bookings')
    }
  })

  it('shows the header signed out (My account → log in and come back) and signed in (name, My bookings, Sign out)', async () => {
    const headerOf = (html: string) => /<header class="site-header">([\s\S]*?)<\/header>/.exec(html)?.[1] ?? ''
    const signedOut = headerOf((await visitor().get('/brochures')).text)
    expect(signedOut).toContain('href="/login?returnUrl=%2Fbrochures"')
    expect(signedOut).toContain('My account')
    expect(signedOut).not.toContain('Sign out')
    // The account dropdown (issue 13) offers signing up too; its My bookings link leads through the log-in page.
    expect(signedOut).toContain('Create an account')

    const { browser, email } = await signedUp()
    const signedIn = headerOf((await browser.get('/brochures')).text)
    expect(signedIn).toContain(email)
    expect(signedIn).toContain('href="/my-bookings"')
    expect(signedIn).toContain('My bookings')
    expect(signedIn).toContain('Sign out')
    expect(signedIn).not.toContain('My account')
  })
})

describe('the page cache and signed-in renders', () => {
  it('never stores a signed-in page view nor serves it to another visitor', async () => {
    const { browser, email } = await signedUp()
    const path = '/?auth-page-cache=1'

    // Signed in first: rendered for them, marked private, kept out of the cache.
    const mine = await browser.get(path)
    expect(mine.status).toBe(200)
    expect(mine.text).toContain(email)
    expect(mine.headers['x-page-cache']).toBe('BYPASS')
    expect(mine.headers['cache-control']).toBe('private, no-store')

    // The next visitor gets a fresh signed-out render (a MISS: nothing was stored), then the shared copy.
    const next = await visitor().get(path)
    expect(next.headers['x-page-cache']).toBe('MISS')
    expect(next.headers['cache-control']).toBe('public, no-cache')
    expect(next.text).not.toContain(email)
    expect(next.text).not.toContain('Sign out')
    const shared = await visitor().get(path)
    expect(shared.headers['x-page-cache']).toBe('HIT')
    expect(shared.text).not.toContain(email)

    // Signed in again after the page is cached: still their own render, never the shared copy.
    const again = await browser.get(path)
    expect(again.headers['x-page-cache']).toBe('BYPASS')
    expect(again.text).toContain(email)
  })

  it('keeps the data of client-side navigations private too when signed in', async () => {
    const { browser, email } = await signedUp()
    const data = await browser.get('/brochures.data')
    expect(data.status).toBe(200)
    expect(data.text).toContain(email)
    expect(data.headers['cache-control']).toBe('private, no-store')
    const anonymous = await visitor().get('/brochures.data')
    expect(anonymous.text).not.toContain(email)
    expect(anonymous.headers['cache-control']).toBe('public, no-cache')
  })
})
