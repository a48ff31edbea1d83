import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_PATHS, hashPassword } from '../../app/features/auth/index.server'
import redirectTargets from '../data/redirect-targets.json'
import { createCustomer } from '../support/factories'
import { client, type HttpClient } from '../support/http-client'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * Issue 24, defect 1, over HTTP on the dialect under test: a signed-in visitor sent to /login or /register with a
 * crafted returnUrl is redirected to /my-bookings, never to another host; the login page's redirectUrl (where the
 * page goes after a signed-out login) is the same safe path. The payloads are tests/data/redirect-targets.json.
 */

let server: TestServer
let signedIn: HttpClient
const PASSWORD = 'Quiet-Harbour-Lantern-42'

beforeAll(async () => {
  server = await startTestServer('security-redirects', { TRUST_PROXY: 'loopback' })
  const customer = await createCustomer(server.database.db, { passwordHash: await hashPassword(PASSWORD) })
  signedIn = client(server, { headers: { 'x-forwarded-for': '10.24.1.1' } })
  const login = await signedIn.post(AUTH_PATHS.login, { email: customer.email, password: PASSWORD })
  expect(login.status).toBe(200)
})

afterAll(async () => {
  await server?.stop()
})

const ISSUE_PAYLOADS = [
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
]

describe('the sign-in redirect', () => {
  it.each([...ISSUE_PAYLOADS, ...redirectTargets.refused.filter((value) => value.startsWith('/'))])(
    'sends a signed-in visitor with returnUrl=%j to /my-bookings',
    async (payload) => {
      for (const page of ['/login', '/register']) {
        const response = await signedIn.get(`${page}?returnUrl=${encodeURIComponent(payload)}`)
        expect(response.status).toBe(302)
        expect(response.headers.location).toBe('/my-bookings')
      }
    },
  )

  it('still honours a path of the site', async () => {
    const response = await signedIn.get(`/login?returnUrl=${encodeURIComponent('/tours?SortOrder=price-asc')}`)
    expect(response.headers.location).toBe('/tours?SortOrder=price-asc')
  })

  it.each(ISSUE_PAYLOADS)('gives the signed-out login page /my-bookings as where to go for %j', async (payload) => {
    const page = await client(server).get(`/login?returnUrl=${encodeURIComponent(payload)}`)
    expect(page.status).toBe(200)
    expect(page.text).not.toContain('evil.example')
  })
})
