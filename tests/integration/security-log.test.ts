import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_PATHS, CHECKOUT_AUTH_TOKEN_HEADER } from '../../app/features/auth/index.server'
import { client } from '../support/http-client'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * Issue 24, defect 3: the request log of a real server holds no credential. The server writes its JSON log (the
 * request log at level info) to a file; requests carry a reset token and a verification token in the query, a
 * checkout token in X-Auth-Token and a session cookie, and the file is then searched the way the acceptance list
 * does (`grep -Ei "token=|x-auth-token"`), and for the secret values themselves.
 */

let server: TestServer
const logFile = path.join(mkdtempSync(path.join(tmpdir(), 'itinera-log-')), 'server.log')

beforeAll(async () => {
  server = await startTestServer('security-log', {}, { logFile })
})

afterAll(async () => {
  await server?.stop()
})

const SECRETS = [
  'reset-secret-0a1b2c',
  'verify-secret-3d4e5f',
  'checkout-secret-6a7b8c',
  'session-secret-9d0e1f',
  'saved-checkout-secret-2b3c4d',
]

describe('the request log', () => {
  it('keeps tokens, codes, credential headers and cookies out', async () => {
    const browser = client(server)
    await browser.get(`/reset-password?token=${SECRETS[0]}`)
    await browser.get(`/my-bookings/verify-email?token=${SECRETS[1]}&returnUrl=%2Fmy-bookings`)
    await browser.get(AUTH_PATHS.loginUserDetails, {
      headers: { [CHECKOUT_AUTH_TOKEN_HEADER]: SECRETS[2]!, cookie: `itinera_session=${SECRETS[3]}` },
    })
    await browser.get('/admin/two-factor?code=123456')
    // A saved checkout's link (issue 27, ADR 0055), whatever it answers.
    await browser.get(`/checkout/resume?token=${SECRETS[4]}`)
    const log = readFileSync(logFile, 'utf8')
    // The requests above were logged (so the absence below means something).
    expect(log).toContain('/reset-password?[redacted]')
    expect(log).toContain('/checkout/resume?[redacted]')
    expect(log.split('\n').filter((line) => /token=|x-auth-token/i.test(line))).toEqual([])
    for (const secret of SECRETS) expect(log).not.toContain(secret)
    expect(log).not.toContain('code=123456')
  })
})
