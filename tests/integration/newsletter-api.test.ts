import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../app/lib/api-error'
import type { AppDatabase } from '../../db/database.server'
import { client } from '../support/http-client'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * The footer's newsletter sign-up (discovery §7 `newsletter_subscribe`; issue 13) through the real server, on the
 * dialect under test: a new address is stored lowercased for the brand it was sent on, with its confirmation in the
 * outbox, in one go; a repeat stores and sends nothing and answers the same; the honeypot; 400s that store nothing;
 * CSRF; and the per-address rate limit.
 */

const PATH = '/umbraco/api/newsletter/signup'

let server: TestServer
let db: AppDatabase

beforeAll(async () => {
  server = await startTestServer('newsletter')
  db = server.database.db
})

afterAll(async () => {
  await server?.stop()
})

beforeEach(async () => {
  await db.deleteFrom('rateLimits').where('key', 'like', 'newsletter-signup:%').execute()
})

async function counts() {
  const signups = await db
    .selectFrom('newsletterSignups')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  const emails = await db
    .selectFrom('emailOutbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'newsletter-confirmation')
    .executeTakeFirstOrThrow()
  return { signups: Number(signups.n), emails: Number(emails.n) }
}

describe('POST /umbraco/api/newsletter/signup', () => {
  it('stores a new address lowercased for the brand, with its confirmation e-mail', async () => {
    const before = await counts()
    const response = await client(server).post(PATH, { email: 'Ada.Lovelace@Example.com', sourcePath: '/tours' })
    expect(response.status, response.text).toBe(200)
    expect(response.json()).toEqual({ success: true })
    expect(response.headers['cache-control']).toBe('no-store')
    const stored = await db
      .selectFrom('newsletterSignups')
      .selectAll()
      .where('email', '=', 'ada.lovelace@example.com')
      .executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ brandId: 'meridian', source: 'footer', sourcePath: '/tours', unsubscribedAt: null })
    const email = await db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('kind', '=', 'newsletter-confirmation')
      .where('toAddress', '=', 'ada.lovelace@example.com')
      .executeTakeFirstOrThrow()
    expect(email.brandId).toBe('meridian')
    expect(email.subject).toContain('Meridian Journeys')
    expect(await counts()).toEqual({ signups: before.signups + 1, emails: before.emails + 1 })
  })

  it('answers a repeat the same, storing and sending nothing more; another brand is a separate list', async () => {
    const session = client(server)
    expect((await session.post(PATH, { email: 'repeat@example.com' })).status).toBe(200)
    const before = await counts()
    const again = await session.post(PATH, { email: ' REPEAT@example.com ' })
    expect(again.status).toBe(200)
    expect(again.json()).toEqual({ success: true })
    expect(await counts()).toEqual(before)
    const coach = await client(server, { brand: 'cavendish' }).post(PATH, { email: 'repeat@example.com' })
    expect(coach.status).toBe(200)
    const brands = await db
      .selectFrom('newsletterSignups')
      .select('brandId')
      .where('email', '=', 'repeat@example.com')
      .orderBy('brandId')
      .execute()
    expect(brands.map((row) => row.brandId)).toEqual(['cavendish', 'meridian'])
  })

  it('keeps only a same-site path as the source', async () => {
    await client(server).post(PATH, { email: 'source@example.com', sourcePath: 'https://evil.example/x' })
    const stored = await db
      .selectFrom('newsletterSignups')
      .select('sourcePath')
      .where('email', '=', 'source@example.com')
      .executeTakeFirstOrThrow()
    expect(stored.sourcePath).toBeNull()
  })

  it('answers a filled honeypot like a success and keeps nothing', async () => {
    const before = await counts()
    const response = await client(server).post(PATH, { email: 'robot@example.com', website: 'https://spam.example' })
    expect(response.status).toBe(200)
    expect(response.json()).toEqual({ success: true })
    expect(await counts()).toEqual(before)
  })

  it('refuses a missing or bad address with 400 and a field error, storing nothing', async () => {
    const before = await counts()
    const session = client(server)
    for (const body of [{}, { email: 'not-an-email' }, { email: `${'a'.repeat(250)}@example.com` }]) {
      const response = await session.post(PATH, body)
      expect(response.status).toBe(400)
      const error = response.json<ApiErrorBody>().error
      expect(error.code).toBe('validation_failed')
      expect(Object.keys(error.fieldErrors ?? {})).toEqual(['email'])
    }
    expect(await counts()).toEqual(before)
  })

  it('needs the CSRF header, and limits each address to 5 sign-ups in 10 minutes', async () => {
    const session = client(server)
    expect((await session.post(PATH, { email: 'csrf@example.com' }, { csrf: false })).status).toBe(403)
    for (let i = 0; i < 5; i++) expect((await session.post(PATH, { email: `limit${i}@example.com` })).status).toBe(200)
    const limited = await session.post(PATH, { email: 'limit5@example.com' })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json<ApiErrorBody>().error.code).toBe('rate_limited')
  })
})
