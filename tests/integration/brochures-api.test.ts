import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COUNTRY_DOWNLOAD_ONLY_MESSAGE, type Brochure } from '../../app/features/brochures/brochure-schema'
import { EXPORT_HEADER } from '../../app/features/brochures/brochure-export.server'
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from '../../app/lib/validation'
import { BROCHURE_SUBMIT_RATE_LIMIT } from '../../server/api/brochures'
import { client, type HttpClient } from '../support/http-client'
import { startTestServer, type TestServer } from '../support/test-server'

const run = promisify(execFile)

// The test client connects over loopback, and TRUST_PROXY=loopback trusts it as a proxy: each test speaks from its
// own client address (X-Forwarded-For), so the per-IP rate limit is exercised on purpose in one test and never by
// accident in the others.
let server: TestServer
let ipCounter = 10

beforeAll(async () => {
  server = await startTestServer('brochures-api', { TRUST_PROXY: 'loopback' })
})

afterAll(async () => {
  await server?.stop()
})

const nextIp = () => `198.51.100.${ipCounter++}`

/** One browser session per brand host (brands are told apart by Host), keeping its cookies and CSRF token. */
const sessions = new Map<string, HttpClient>()
function visitor(host = 'localhost'): HttpClient {
  let session = sessions.get(host)
  if (!session) {
    session = client(server, { host, headers: { accept: 'application/json' } })
    sessions.set(host, session)
  }
  return session
}

async function getJson<T>(path: string, host = 'localhost'): Promise<{ status: number; body: T }> {
  const answer = await visitor(host).get(path)
  return { status: answer.status, body: answer.json<T>() }
}

async function post(path: string, body: unknown, options: { host?: string; ip?: string; csrf?: boolean } = {}) {
  const answer = await visitor(options.host).post(path, body, {
    csrf: options.csrf,
    headers: { 'x-forwarded-for': options.ip ?? nextIp() },
  })
  return {
    status: answer.status,
    headers: answer.headers,
    body: (answer.text ? answer.json() : null) as Record<string, unknown>,
  }
}

async function count(
  table: 'brochureRequests' | 'brochureRequestItems' | 'emailOutbox' | 'marketingLeads',
): Promise<number> {
  const row = await server.database.db
    .selectFrom(table)
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

async function counts() {
  return {
    requests: await count('brochureRequests'),
    items: await count('brochureRequestItems'),
    outbox: await count('emailOutbox'),
  }
}

let meridian: Brochure[]
let cavendish: Brochure[]

beforeAll(async () => {
  meridian = (await getJson<Brochure[]>('/umbraco/api/brochures/list')).body
  cavendish = (await getJson<Brochure[]>('/umbraco/api/brochures/list', 'coach.localhost')).body
})

const postable = (list: Brochure[]) => list.filter((brochure) => brochure.canPost)

function goodRequest(overrides: Record<string, unknown> = {}) {
  const [first, second] = postable(meridian)
  return {
    title: 'Mrs',
    firstName: '  Ann ',
    lastName: 'O’Brien',
    email: 'ann.obrien@example.com',
    phoneNumber: '01632 960123',
    marketingEmail: true,
    marketingMail: false,
    address: {
      addressLines: ['12 High Street', 'Westminster'],
      town: 'London',
      county: 'Greater London',
      country: 'GB',
      postCode: 'sw1a 1aa',
      addressVerified: true,
    },
    dateOrdered: '1999-01-01T00:00:00.000Z',
    brochureIds: [first!.uniqueId, second!.uniqueId],
    utmSource: 'newsletter',
    utmMedium: null,
    website: '',
    ...overrides,
  }
}

describe('GET /umbraco/api/brochures/list', () => {
  it('answers the request brand’s brochures in the spec’s shape', async () => {
    expect(meridian.length).toBeGreaterThan(3)
    for (const brochure of meridian) {
      expect(Object.keys(brochure).sort()).toEqual(
        [
          'canDownload',
          'canPost',
          'code',
          'description',
          'downloadLink',
          'imageUrl',
          'name',
          'selected',
          'uniqueId',
        ].sort(),
      )
      expect(brochure.downloadLink).toBe(brochure.canDownload ? `/media/brochures/${brochure.uniqueId}.pdf` : null)
      expect(brochure.selected).toBe(false)
    }
    const rows = await server.database.db
      .selectFrom('brochures')
      .select('code')
      .where('brandId', '=', 'meridian')
      .orderBy('position')
      .execute()
    expect(meridian.map((brochure) => brochure.code)).toEqual(rows.map((row) => row.code))
  })

  it('answers the coach brand’s own brochures on its host', async () => {
    expect(cavendish.length).toBeGreaterThan(3)
    const meridianIds = new Set(meridian.map((brochure) => brochure.uniqueId))
    expect(cavendish.some((brochure) => meridianIds.has(brochure.uniqueId))).toBe(false)
    const rows = await server.database.db
      .selectFrom('brochures')
      .select('code')
      .where('brandId', '=', 'cavendish')
      .orderBy('position')
      .execute()
    expect(cavendish.map((brochure) => brochure.code)).toEqual(rows.map((row) => row.code))
  })

  it('includes brochures that can only be downloaded or only be posted', () => {
    expect([...meridian, ...cavendish].some((brochure) => !brochure.canPost && brochure.canDownload)).toBe(true)
    expect([...meridian, ...cavendish].some((brochure) => brochure.canPost && !brochure.canDownload)).toBe(true)
  })

  it('marks brochures the caller asks to preselect', async () => {
    const target = postable(meridian)[0]!
    const { body } = await getJson<Brochure[]>(`/umbraco/api/brochures/list?selected=${target.uniqueId}`)
    expect(body.filter((brochure) => brochure.selected).map((brochure) => brochure.uniqueId)).toEqual([target.uniqueId])
  })
})

describe('GET /media/brochures/{uniqueId}.pdf (the downloadLink)', () => {
  it('serves a real PDF with the PDF content type', async () => {
    const brochure = meridian.find((item) => item.canDownload)!
    const response = await visitor().get(brochure.downloadLink!)
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/pdf/)
    const bytes = response.raw
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(bytes.length).toBeGreaterThan(5_000)
    // Multi-page: a cover and pages of tours.
    expect(bytes.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0).toBeGreaterThan(1)
  })

  it('answers 404 for a brochure that cannot be downloaded', async () => {
    const postOnly = cavendish.find((item) => !item.canDownload)!
    const response = await visitor().get(`/media/brochures/${postOnly.uniqueId}.pdf`)
    expect(response.status).toBe(404)
  })
})

describe('POST /umbraco/api/brochures/submit', () => {
  it('refuses bad input with 400 and the browser’s field messages, and stores nothing', async () => {
    const before = await counts()
    const { status, body } = await post('/umbraco/api/brochures/submit', {
      ...goodRequest(),
      title: 'Dr',
      firstName: '',
      email: 'not-an-email',
      phoneNumber: '0800-CALL-NOW',
      address: { addressLines: [''], town: '', county: '', country: 'GB', postCode: '<script>' },
      brochureIds: [],
    })
    expect(status).toBe(400)
    expect(body).toMatchObject({
      success: false,
      apiError: true,
      errorMessage: expect.any(String),
      error: { code: 'validation_failed' },
    })
    const fieldErrors = (body.error as { fieldErrors: Record<string, string[]> }).fieldErrors
    expect(fieldErrors).toMatchObject({
      title: [REQUIRED_MESSAGE],
      firstName: [REQUIRED_MESSAGE],
      email: [INVALID_EMAIL_MESSAGE],
      phoneNumber: ['Enter numbers only.'],
      'address.addressLines.0': [REQUIRED_MESSAGE],
      'address.town': [REQUIRED_MESSAGE],
      'address.postCode': ['Enter a valid postcode. Letters and numbers.'],
      brochureIds: ['Choose at least one brochure.'],
    })
    expect(await counts()).toEqual(before)
  })

  it('refuses a body that is not an object, and one without the CSRF header, storing nothing', async () => {
    const before = await counts()
    expect((await post('/umbraco/api/brochures/submit', ['not', 'an', 'object'])).status).toBe(400)
    expect((await post('/umbraco/api/brochures/submit', goodRequest(), { csrf: false })).status).toBe(403)
    expect(await counts()).toEqual(before)
  })

  it('refuses posting to a country outside the postal area (download only), storing nothing', async () => {
    const before = await counts()
    const { status, body } = await post('/umbraco/api/brochures/submit', {
      ...goodRequest(),
      address: { addressLines: ['5 Rue de Rivoli'], town: 'Paris', county: '', country: 'FR', postCode: '75001' },
    })
    expect(status).toBe(400)
    expect((body.error as { fieldErrors: Record<string, string[]> }).fieldErrors['address.country']).toEqual([
      COUNTRY_DOWNLOAD_ONLY_MESSAGE,
    ])
    expect(await counts()).toEqual(before)
  })

  it('refuses brochures that cannot be posted or belong to the other brand, storing nothing', async () => {
    const before = await counts()
    const downloadOnly = meridian.find((brochure) => !brochure.canPost)!
    const otherBrand = postable(cavendish)[0]!
    for (const id of [downloadOnly.uniqueId, otherBrand.uniqueId, '00000000-0000-0000-0000-000000000000']) {
      const { status, body } = await post(
        '/umbraco/api/brochures/submit',
        goodRequest({ brochureIds: [postable(meridian)[0]!.uniqueId, id] }),
      )
      expect(status).toBe(400)
      expect((body.error as { fieldErrors: Record<string, string[]> }).fieldErrors.brochureIds).toHaveLength(1)
    }
    expect(await counts()).toEqual(before)
  })

  it('stores exactly one request with its brochures and queues one confirmation e-mail', async () => {
    const before = await counts()
    const request = goodRequest()
    const { status, body } = await post('/umbraco/api/brochures/submit', request)
    expect(status).toBe(200)
    expect(body).toEqual({ success: true })
    expect(await counts()).toEqual({
      requests: before.requests + 1,
      items: before.items + 2,
      outbox: before.outbox + 1,
    })

    const stored = await server.database.db
      .selectFrom('brochureRequests')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(stored).toMatchObject({
      brandId: 'meridian',
      title: 'Mrs',
      firstName: 'Ann',
      lastName: 'O’Brien',
      email: 'ann.obrien@example.com',
      phoneNumber: '01632 960123',
      town: 'London',
      country: 'GB',
      postCode: 'SW1A 1AA',
      addressVerified: 1,
      marketingEmail: 1,
      marketingMail: 0,
      utmSource: 'newsletter',
      utmMedium: null,
      exportedAt: null,
    })
    expect(JSON.parse(stored.addressLinesJson)).toEqual(['12 High Street', 'Westminster'])
    // The server's clock dates the order, not the browser's.
    expect(Date.now() - Date.parse(stored.dateOrdered)).toBeLessThan(60_000)
    const items = await server.database.db
      .selectFrom('brochureRequestItems')
      .select('brochureId')
      .where('requestId', '=', stored.id)
      .execute()
    expect(items).toHaveLength(2)

    const email = await server.database.db
      .selectFrom('emailOutbox')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    const [first, second] = postable(meridian)
    expect(email).toMatchObject({
      brandId: 'meridian',
      kind: 'brochure-request-confirmation',
      toAddress: 'ann.obrien@example.com',
      sentAt: null,
    })
    expect(email.subject).toContain('Meridian Journeys')
    expect(email.textBody).toContain('Dear Mrs O’Brien')
    expect(email.textBody).toContain(first!.name)
    expect(email.textBody).toContain(second!.name)
    expect(email.textBody).toContain('SW1A 1AA')
    expect(email.htmlBody).toContain('O’Brien')
    expect(email.htmlBody).toContain('<!doctype html>')
  })

  it('writes the coach brand’s own e-mail for a request on its host', async () => {
    const coachBrochure = postable(cavendish)[0]!
    const { status } = await post(
      '/umbraco/api/brochures/submit',
      goodRequest({ brochureIds: [coachBrochure.uniqueId], email: 'coach@example.com' }),
      {
        host: 'coach.localhost',
      },
    )
    expect(status).toBe(200)
    const email = await server.database.db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('toAddress', '=', 'coach@example.com')
      .executeTakeFirstOrThrow()
    expect(email.brandId).toBe('cavendish')
    expect(email.subject).toContain('Cavendish Coach Holidays')
    expect(email.textBody).toContain(coachBrochure.name)
  })

  it('answers a filled-in honeypot like a success but stores nothing', async () => {
    const before = await counts()
    const { status, body } = await post(
      '/umbraco/api/brochures/submit',
      goodRequest({ website: 'https://spam.example' }),
    )
    expect(status).toBe(200)
    expect(body).toEqual({ success: true })
    expect(await counts()).toEqual(before)
  })

  it(`rate limits each client address to ${BROCHURE_SUBMIT_RATE_LIMIT.limit} submissions per window: 429 after, nothing stored beyond`, async () => {
    const ip = '203.0.113.77'
    const before = await counts()
    const statuses: number[] = []
    for (let i = 0; i < BROCHURE_SUBMIT_RATE_LIMIT.limit; i++) {
      statuses.push(
        (await post('/umbraco/api/brochures/submit', goodRequest({ email: `limit${i}@example.com` }), { ip })).status,
      )
    }
    expect(statuses).toEqual(Array(BROCHURE_SUBMIT_RATE_LIMIT.limit).fill(200))
    const refused = await post('/umbraco/api/brochures/submit', goodRequest({ email: 'over@example.com' }), { ip })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.body).toMatchObject({ success: false, apiError: true, error: { code: 'rate_limited' } })
    expect(String(refused.body.errorMessage)).toMatch(/too many brochure requests.*try again in \d+ (minute|second)/i)
    const after = await counts()
    expect(after.requests - before.requests).toBe(BROCHURE_SUBMIT_RATE_LIMIT.limit)
    expect(after.outbox - before.outbox).toBe(BROCHURE_SUBMIT_RATE_LIMIT.limit)
    // Another client is not affected.
    expect((await post('/umbraco/api/brochures/submit', goodRequest({ email: 'other@example.com' }))).status).toBe(200)
  })
})

describe('POST /umbraco/api/marketingforms/{formId}/submit (the embedded lead form)', () => {
  const lead = (brochureId: string) => ({
    FirstName: 'Jo',
    LastName: 'Bloggs',
    Email: 'jo@example.com',
    phone: '+44 7700 900123',
    Country: 'FR',
    Referral__c: 'Website',
    Inquiry_Subcategory__c_account: 'Brochure download',
    brochureId,
  })

  it('stores a lead for the brand’s own form id only (2405 here, 2410 on the coach brand)', async () => {
    const brochure = meridian.find((item) => item.canDownload)!
    const before = await count('marketingLeads')
    expect((await post('/umbraco/api/marketingforms/2410/submit', lead(brochure.uniqueId))).status).toBe(404)
    const { status, body } = await post('/umbraco/api/marketingforms/2405/submit', lead(brochure.uniqueId))
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: true })
    const coach = cavendish.find((item) => item.canDownload)!
    expect(
      (await post('/umbraco/api/marketingforms/2410/submit', lead(coach.uniqueId), { host: 'coach.localhost' })).status,
    ).toBe(200)
    expect(await count('marketingLeads')).toBe(before + 2)
    const stored = await server.database.db.selectFrom('marketingLeads').selectAll().orderBy('id').execute()
    expect(stored.at(-2)).toMatchObject({
      brandId: 'meridian',
      formId: 2405,
      email: 'jo@example.com',
      country: 'FR',
      referral: 'Website',
      inquirySubcategory: 'Brochure download',
    })
    expect(stored.at(-1)).toMatchObject({ brandId: 'cavendish', formId: 2410 })
  })

  it('refuses invalid values and brochures that cannot be downloaded, storing nothing', async () => {
    const before = await count('marketingLeads')
    const bad = await post('/umbraco/api/marketingforms/2405/submit', {
      ...lead(meridian[0]!.uniqueId),
      Email: 'nope',
      FirstName: '',
    })
    expect(bad.status).toBe(400)
    expect((bad.body.error as { fieldErrors: Record<string, string[]> }).fieldErrors).toMatchObject({
      Email: [INVALID_EMAIL_MESSAGE],
      FirstName: [REQUIRED_MESSAGE],
    })
    const postOnly = cavendish.find((item) => !item.canDownload)!
    expect(
      (await post('/umbraco/api/marketingforms/2410/submit', lead(postOnly.uniqueId), { host: 'coach.localhost' }))
        .status,
    ).toBe(400)
    expect(await count('marketingLeads')).toBe(before)
  })
})

describe('the fulfilment export (npm run brochures:export)', () => {
  it('holds a new request once; the next export does not hold it again', async () => {
    const email = `export-${Date.now()}@example.com`
    expect(
      (
        await post(
          '/umbraco/api/brochures/submit',
          goodRequest({
            email,
            lastName: 'Smith-Jones',
            utmSource: 'spring "sale", 2026',
            address: { ...goodRequest().address, addressLines: ['Flat 2, Albion Court', 'Mill Lane'] },
          }),
        )
      ).status,
    ).toBe(200)

    const dir = mkdtempSync(join(tmpdir(), 'itinera-export-'))
    try {
      const databaseUrl =
        server.database.dialect === 'sqlite' ? `file:${server.database.location}` : server.database.location
      const exportTo = async (file: string) => {
        const { stderr } = await run(
          'npx',
          ['tsx', 'tools/brochure-export/export-brochure-requests.ts', '--out', file],
          {
            env: {
              ...process.env,
              DATABASE_URL: databaseUrl,
              SESSION_SECRET: 'integration-tests-secret-0123456789abcdef',
              LOG_LEVEL: 'silent',
            },
          },
        )
        return { csv: readFileSync(file, 'utf8'), stderr }
      }
      const first = await exportTo(join(dir, 'first.csv'))
      expect(first.csv.startsWith(`${EXPORT_HEADER.join(',')}\r\n`)).toBe(true)
      expect(first.csv.endsWith('\r\n')).toBe(true)
      const rows = first.csv.split('\r\n').filter((line) => line.includes(email))
      expect(rows).toHaveLength(1)
      // RFC 4180 quoting of a comma and of quotes; one column of brochure codes.
      expect(rows[0]).toContain('"Flat 2, Albion Court",Mill Lane,')
      expect(rows[0]).toContain('"spring ""sale"", 2026"')
      const [a, b] = postable(meridian)
      expect(rows[0]).toContain(`${a!.code};${b!.code}`)
      expect(first.stderr).toMatch(/Exported \d+ brochure requests?/)

      const stored = await server.database.db
        .selectFrom('brochureRequests')
        .select('exportedAt')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
      expect(stored.exportedAt).not.toBeNull()
      const unexported = await server.database.db
        .selectFrom('brochureRequests')
        .select('id')
        .where('exportedAt', 'is', null)
        .execute()
      expect(unexported).toEqual([])

      const second = await exportTo(join(dir, 'second.csv'))
      expect(second.csv).not.toContain(email)
      expect(second.csv).toBe(`${EXPORT_HEADER.join(',')}\r\n`)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
