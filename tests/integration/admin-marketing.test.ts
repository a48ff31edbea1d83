import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { client, type HttpClient, type HttpResponse } from '../support/http-client'
import { auditRowsFor, postAdminForm, signedInStaff } from '../support/staff-session'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * The back office's marketing lists over HTTP against the real server (issue 14), on the dialect under test: a lead
 * sent through the public lead form API, a newsletter sign-up through the footer's API and an enquiry through the
 * booking-failed contact form's API show in their lists; search and filters; the two CSV downloads (headers, the
 * filtered rows, cells that look like formulas defused); marking an enquiry handled once, with one audit row; the
 * role rules (a content editor opens none of it); another brand's rows never showing; and a form without its CSRF
 * field writing nothing.
 */

let server: TestServer

beforeAll(async () => {
  server = await startTestServer('admin-marketing', { TRUST_PROXY: 'loopback' })
})

afterAll(async () => {
  await server?.stop()
})

// The public forms' per-address limits: every visitor here comes from 127.0.0.1.
beforeEach(async () => {
  await db().deleteFrom('rateLimits').execute()
})

const db = () => server.database.db

/** Letters only (the forms' name rule), different on every run so a search finds this test's rows alone. */
function uniqueWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  let word = ''
  for (let i = 0; i < 10; i += 1) word += letters[Math.floor(Math.random() * letters.length)]
  return word
}

const today = () => new Date().toISOString().slice(0, 10)
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

async function expectOk(response: HttpResponse, what: string): Promise<void> {
  expect(response.status, `${what}: ${response.text.slice(0, 300)}`).toBe(200)
}

/** The CSV's lines without the byte-order mark. */
function csvLines(response: HttpResponse): string[] {
  expect(response.text.startsWith('\uFEFF')).toBe(true)
  return response.text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '')
    .split('\r\n')
}

async function sendLead(visitor: HttpClient, formId: number, word: string, overrides: Record<string, string> = {}) {
  const response = await visitor.post(`/umbraco/api/marketingforms/${formId}/submit`, {
    FirstName: 'Grace',
    LastName: `Hopper ${word}`,
    Email: `grace.${word}@example.com`,
    phone: '',
    Country: 'FR',
    Referral__c: '=HYPERLINK("http://evil.example")',
    Inquiry_Subcategory__c_account: 'Brochure download',
    ...overrides,
  })
  await expectOk(response, 'lead')
}

describe('marketing leads', () => {
  it('lists the brand’s leads from the public form, searches them, filters by date, and downloads them', async () => {
    const word = uniqueWord()
    await sendLead(client(server), 2405, word)
    await sendLead(client(server, { brand: 'cavendish' }), 2410, word, { Email: `coach.${word}@example.com` })
    // An older lead, for the date range.
    await db()
      .insertInto('marketingLeads')
      .values({
        brandId: 'meridian',
        formId: 2405,
        brochureId: null,
        country: 'GB',
        email: `old.${word}@example.com`,
        firstName: 'Ada',
        lastName: `Byron ${word}`,
        phone: null,
        referral: null,
        inquirySubcategory: null,
        createdAt: '2020-01-15T10:00:00.000Z',
      })
      .execute()

    const { session } = await signedInStaff(server, 'sales_agent')
    const list = async (query: string) => {
      const page = await session.get(`/admin/leads?${query}`)
      await expectOk(page, query)
      expect(page.headers['cache-control']).toBe('private, no-store')
      return page.text
    }
    const all = await list(`q=${word}`)
    expect(all).toContain('Marketing leads: Meridian')
    expect(all).toContain(`grace.${word}@example.com`)
    expect(all).toContain(`old.${word}@example.com`)
    expect(all).toContain('Brochure download form')
    expect(all).not.toContain(`coach.${word}@example.com`)
    // Newest first.
    expect(all.indexOf(`grace.${word}`)).toBeLessThan(all.indexOf(`old.${word}`))
    // By e-mail, by full name, by date.
    expect(await list(`q=GRACE.${word}%40example`)).not.toContain(`old.${word}`)
    const byName = await list(`q=ada+byron+${word}`)
    expect(byName).toContain(`old.${word}@example.com`)
    expect(byName).not.toContain(`grace.${word}`)
    const old = await list(`q=${word}&from=2020-01-01&to=2020-01-31`)
    expect(old).toContain(`old.${word}`)
    expect(old).not.toContain(`grace.${word}`)
    const recent = await list(`q=${word}&from=${today()}&to=${today()}`)
    expect(recent).toContain(`grace.${word}`)
    expect(recent).not.toContain(`old.${word}`)
    expect(await list(`q=${word}&from=${dayOffset(1)}`)).toContain('No leads match.')
    // A search that means nothing to LIKE finds nothing rather than everything.
    expect(await list('q=%25')).toContain('No leads match.')
    // Nonsense filters are ignored, never a 500.
    expect((await session.get('/admin/leads?from=yesterday&to=%3Cscript%3E&page=-3')).status).toBe(200)
    // The page links the download with its filters.
    expect(all).toContain(`href="/admin/exports/leads?brand=meridian&amp;q=${word}"`)

    // The coach brand's list has the coach lead only.
    const coach = await list(`brand=cavendish&q=${word}`)
    expect(coach).toContain(`coach.${word}@example.com`)
    expect(coach).toContain('Brochure download form (coach brand)')
    expect(coach).not.toContain(`grace.${word}`)

    const csv = await session.get(`/admin/exports/leads?q=${word}`)
    await expectOk(csv, 'leads csv')
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['cache-control']).toBe('private, no-store')
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="leads-meridian-${today()}.csv"`)
    const lines = csvLines(csv)
    expect(lines[0]).toBe(
      'Created,Form,Form id,First name,Last name,E-mail,Phone,Country,Brochure,Referral source,Referral detail',
    )
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain(`Brochure download form,2405,Grace,Hopper ${word},grace.${word}@example.com,,FR,`)
    // A cell that starts like a formula is defused.
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(lines[2]).toContain(`old.${word}@example.com`)
    expect(csv.text).not.toContain(`coach.${word}`)
    // The same filters as the list.
    const ranged = csvLines(await session.get(`/admin/exports/leads?q=${word}&from=2020-01-01&to=2020-01-31`))
    expect(ranged).toHaveLength(2)
    expect(ranged[1]).toContain(`old.${word}`)
    const coachCsv = await session.get(`/admin/exports/leads?brand=cavendish&q=${word}`)
    expect(coachCsv.headers['content-disposition']).toBe(`attachment; filename="leads-cavendish-${today()}.csv"`)
    expect(csvLines(coachCsv)).toHaveLength(2)
  })
})

describe('newsletter sign-ups', () => {
  it('lists the brand’s sign-ups, filters them, and downloads the subscribed by default', async () => {
    const word = uniqueWord()
    const signUp = async (visitor: HttpClient, email: string) =>
      expectOk(await visitor.post('/umbraco/api/newsletter/signup', { email, sourcePath: '/tours' }), 'sign-up')
    await signUp(client(server), `News.${word}@Example.com`)
    await signUp(client(server, { brand: 'cavendish' }), `coachnews.${word}@example.com`)
    await db()
      .insertInto('newsletterSignups')
      .values({
        brandId: 'meridian',
        email: `+gone.${word}@example.com`,
        sourcePath: null,
        unsubscribedAt: '2030-01-02T00:00:00.000Z',
        createdAt: '2030-01-01T00:00:00.000Z',
      })
      .execute()

    const { session } = await signedInStaff(server, 'administrator')
    const list = async (query: string) => {
      const page = await session.get(`/admin/newsletter?${query}`)
      await expectOk(page, query)
      return page.text
    }
    const all = await list(`q=${word}`)
    expect(all).toContain('Newsletter sign-ups: Meridian')
    expect(all).toContain(`news.${word}@example.com`)
    expect(all).toContain(`+gone.${word}@example.com`)
    expect(all).not.toContain(`coachnews.${word}`)
    const subscribed = await list(`q=${word}&status=subscribed`)
    expect(subscribed).toContain(`news.${word}@example.com`)
    expect(subscribed).not.toContain(`+gone.${word}`)
    const unsubscribed = await list(`q=${word}&status=unsubscribed`)
    expect(unsubscribed).toContain(`+gone.${word}`)
    expect(unsubscribed).not.toContain(`>news.${word}`)
    expect(await list(`q=nobody.${word}`)).toContain('No sign-ups match.')
    expect((await session.get('/admin/newsletter?status=%3Cb%3E&page=x')).status).toBe(200)
    expect(await list(`brand=cavendish&q=${word}`)).toContain(`coachnews.${word}@example.com`)

    const csv = await session.get(`/admin/exports/newsletter?q=${word}`)
    await expectOk(csv, 'newsletter csv')
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="newsletter-meridian-${today()}.csv"`)
    const lines = csvLines(csv)
    expect(lines[0]).toBe('E-mail,Signed up,Signed up on page,Status,Unsubscribed')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toMatch(new RegExp(`^news\\.${word}@example\\.com,.+,/tours,subscribed,$`))
    const everyone = csvLines(await session.get(`/admin/exports/newsletter?q=${word}&status=all`))
    expect(everyone).toHaveLength(3)
    const gone = csvLines(await session.get(`/admin/exports/newsletter?q=${word}&status=unsubscribed`))
    expect(gone).toHaveLength(2)
    // An address that starts like a formula is defused.
    expect(gone[1]).toBe(`'+gone.${word}@example.com,2030-01-01T00:00:00.000Z,,unsubscribed,2030-01-02T00:00:00.000Z`)
    expect(csvLines(await session.get(`/admin/exports/newsletter?brand=cavendish&q=${word}`))).toHaveLength(2)
  })
})

describe('booking enquiries', () => {
  const enquiry = (word: string, overrides: Record<string, unknown> = {}) => ({
    firstName: 'Ada',
    lastName: `Lovelace ${word}`,
    email: `ada.${word}@example.com`,
    telephone: '07700 900123',
    message: 'Any date in June, please.',
    tourName: 'Italian Lakes and Venice',
    departureDate: '12 June 2031',
    quoteId: 77,
    website: '',
    ...overrides,
  })

  const enquiryRow = (email: string) =>
    db().selectFrom('bookingEnquiries').selectAll().where('email', '=', email).executeTakeFirstOrThrow()

  const reference = (id: number) => `BE-${String(id).padStart(6, '0')}`

  it('lists open enquiries and marks one handled once, with one audit row', async () => {
    const word = uniqueWord()
    const send = async (visitor: HttpClient, body: Record<string, unknown>) =>
      expectOk(await visitor.post('/umbraco/api/checkoutapi/bookingfailedenquiry', body), 'enquiry')
    await send(client(server), enquiry(word))
    await send(client(server, { brand: 'cavendish' }), enquiry(word, { email: `coach.${word}@example.com` }))
    const mine = await enquiryRow(`ada.${word}@example.com`)
    const theirs = await enquiryRow(`coach.${word}@example.com`)

    const { session } = await signedInStaff(server, 'sales_agent')
    const list = async (query: string) => {
      const page = await session.get(`/admin/enquiries?${query}`)
      await expectOk(page, query)
      return page.text
    }
    const open = await list('')
    expect(open).toContain('Booking enquiries: Meridian')
    expect(open).toContain(reference(Number(mine.id)))
    expect(open).toContain(`ada.${word}@example.com`)
    expect(open).toContain('07700 900123')
    expect(open).toContain('Italian Lakes and Venice')
    expect(open).toContain('12 June 2031')
    expect(open).toContain('Any date in June, please.')
    // Quote 77 is not this visitor's own: shown as reported, not linked.
    expect(open).toContain('Quote 77 (not the enquirer’s own)')
    expect(open).not.toContain(`coach.${word}`)
    expect(await list('status=handled')).not.toContain(`ada.${word}`)
    expect(await list('brand=cavendish')).toContain(`coach.${word}@example.com`)
    expect((await session.get('/admin/enquiries?status=deleted&page=0')).status).toBe(200)

    const path = '/admin/enquiries'
    const mark = { intent: 'mark-handled', enquiryId: String(mine.id) }
    // Without the CSRF field: refused, nothing written.
    const forged = await postAdminForm(session, path, mark, { csrf: false })
    expect(forged.status).toBe(403)
    expect((await enquiryRow(mine.email)).handledAt).toBeNull()
    expect(await auditRowsFor(server, 'enquiry.handled', reference(Number(mine.id)))).toHaveLength(0)
    // Another brand's enquiry is not found from this brand.
    const elsewhere = await postAdminForm(session, path, { intent: 'mark-handled', enquiryId: String(theirs.id) })
    expect(elsewhere.status).toBe(404)
    expect((await enquiryRow(theirs.email)).handledAt).toBeNull()
    // Bad input: 400.
    expect((await postAdminForm(session, path, { intent: 'mark-handled', enquiryId: 'abc' })).status).toBe(400)
    expect((await postAdminForm(session, path, { intent: 'delete', enquiryId: String(mine.id) })).status).toBe(400)

    const first = await postAdminForm(session, path, mark)
    await expectOk(first, 'mark')
    expect(first.text).toContain(`Enquiry ${reference(Number(mine.id))} is marked handled.`)
    const handledAt = (await enquiryRow(mine.email)).handledAt
    expect(handledAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    const audit = await auditRowsFor(server, 'enquiry.handled', reference(Number(mine.id)))
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ brandId: 'meridian', entity: 'booking-enquiry' })
    expect(JSON.parse(audit[0]!.afterJson!)).toEqual({ handledAt })

    await new Promise((resolve) => setTimeout(resolve, 5))
    const again = await postAdminForm(session, path, mark)
    await expectOk(again, 'mark again')
    expect(again.text).toContain('was already handled')
    expect((await enquiryRow(mine.email)).handledAt).toBe(handledAt)
    expect(await auditRowsFor(server, 'enquiry.handled', reference(Number(mine.id)))).toHaveLength(1)

    expect(await list('')).not.toContain(`ada.${word}`)
    expect(await list('status=handled')).toContain(`ada.${word}`)
    expect(await list('status=all')).toContain(`ada.${word}`)
  })
})

describe('roles', () => {
  it('a content editor opens none of the marketing pages or downloads, and cannot mark an enquiry', async () => {
    const word = uniqueWord()
    await expectOk(
      await client(server).post('/umbraco/api/checkoutapi/bookingfailedenquiry', {
        firstName: 'Ada',
        lastName: `Lovelace ${word}`,
        email: `editor.${word}@example.com`,
        telephone: '07700 900123',
        message: '',
        tourName: '',
        departureDate: '',
        quoteId: 0,
      }),
      'enquiry',
    )
    const enquiry = await db()
      .selectFrom('bookingEnquiries')
      .selectAll()
      .where('email', '=', `editor.${word}@example.com`)
      .executeTakeFirstOrThrow()

    const { session } = await signedInStaff(server, 'content_editor')
    for (const path of [
      '/admin/leads',
      '/admin/newsletter',
      '/admin/enquiries',
      '/admin/exports/leads',
      '/admin/exports/newsletter',
    ])
      expect((await session.get(path)).status, path).toBe(403)
    const write = await postAdminForm(session, '/admin/enquiries', {
      intent: 'mark-handled',
      enquiryId: String(enquiry.id),
    })
    expect(write.status).toBe(403)
    const after = await db().selectFrom('bookingEnquiries').select('handledAt').where('id', '=', enquiry.id).execute()
    expect(after[0]!.handledAt).toBeNull()
    const dashboard = await session.get('/admin/dashboard')
    expect(dashboard.text).not.toContain('href="/admin/leads')

    // A sales agent sees the three sections in the navigation.
    const agent = await signedInStaff(server, 'sales_agent')
    const home = await agent.session.get('/admin/dashboard')
    expect(home.text).toContain('href="/admin/leads?brand=meridian"')
    expect(home.text).toContain('href="/admin/newsletter?brand=meridian"')
    expect(home.text).toContain('href="/admin/enquiries?brand=meridian"')

    // Signed out: the login page.
    const stranger = await client(server).get('/admin/exports/leads')
    expect(stranger.status).toBe(302)
    expect(stranger.headers.location).toBe('/admin/login')
  })
})
