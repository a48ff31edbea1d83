import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXPORT_HEADER } from '../../app/features/brochures/brochure-export.server'
import type { Brochure } from '../../app/features/brochures/brochure-schema'
import { client } from '../support/http-client'
import { auditRowsFor, postAdminForm, signedInStaff } from '../support/staff-session'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * The back office's brochure requests and e-mail outbox over HTTP against the real server (issue 14), on the dialect
 * under test: a request made through the public brochure API is listed (search, state filter), the fulfilment CSV
 * is a form post that marks the requests exported (a second finds nothing new and says so), "mark fulfilled" keeps
 * its first time; the outbox lists the request's confirmation e-mail with its text, and "retry" clears a failed
 * e-mail's error (a sent or waiting one is a 409). Role rules, another brand and a missing CSRF field write nothing;
 * every write leaves an audit row.
 */

let server: TestServer
let ipCounter = 20

beforeAll(async () => {
  server = await startTestServer('admin-brochures-outbox', { TRUST_PROXY: 'loopback' })
})

afterAll(async () => {
  await server?.stop()
})

const db = () => server.database.db

let sequence = 0
const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}.${++sequence}@example.com`

/** A brochure request by post through the public API (as the brochure page sends it); its row and brochures. */
async function requestBrochures(email: string, lastName = 'Hopper') {
  const visitor = client(server, {
    headers: { accept: 'application/json', 'x-forwarded-for': `198.51.100.${ipCounter++}` },
  })
  const list = await visitor.get('/umbraco/api/brochures/list')
  expect(list.status).toBe(200)
  const chosen = list
    .json<Brochure[]>()
    .filter((brochure) => brochure.canPost)
    .slice(0, 2)
  expect(chosen).toHaveLength(2)
  const answer = await visitor.post('/umbraco/api/brochures/submit', {
    title: 'Ms',
    firstName: 'Grace',
    lastName,
    email,
    phoneNumber: '01632 960456',
    marketingEmail: false,
    marketingMail: true,
    address: {
      addressLines: ['4 Harbour Row', 'Old Town'],
      town: 'Whitby',
      county: 'North Yorkshire',
      country: 'GB',
      postCode: 'yo22 4bh',
      addressVerified: false,
    },
    dateOrdered: '2000-01-01T00:00:00.000Z',
    brochureIds: chosen.map((brochure) => brochure.uniqueId),
    utmSource: null,
    utmMedium: null,
    website: '',
  })
  expect(answer.status, answer.text.slice(0, 300)).toBe(200)
  const row = await db().selectFrom('brochureRequests').selectAll().where('email', '=', email).executeTakeFirstOrThrow()
  return { row, id: Number(row.id), reference: `BR-${String(row.id).padStart(6, '0')}`, brochures: chosen }
}

const requestRow = (id: number) =>
  db().selectFrom('brochureRequests').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

async function exportAuditCount(): Promise<number> {
  const rows = await db().selectFrom('auditLog').select('id').where('action', '=', 'brochure-requests.export').execute()
  return rows.length
}

const PAGE = '/admin/brochure-requests?brand=meridian'
const EXPORT = '/admin/exports/brochure-requests?brand=meridian'

describe('brochure requests', () => {
  it('lists a request from the public API, downloads it once as CSV, and marks it fulfilled once', async () => {
    const email = uniqueEmail('grace')
    const { id, reference, brochures } = await requestBrochures(email)
    const { session } = await signedInStaff(server, 'content_editor')

    // The list: searched by e-mail, name and post code (with or without its space), filtered by state.
    const listed = async (query: string) => {
      const page = await session.get(`${PAGE}&${query}`)
      expect(page.status).toBe(200)
      expect(page.headers['cache-control']).toBe('private, no-store')
      return page.text.includes(`data-testid="brochure-request-${reference}"`)
    }
    const page = await session.get(`${PAGE}&q=${encodeURIComponent(email)}`)
    expect(page.text).toContain('<h1 id="admin-brochure-requests-title">Brochure requests: ')
    expect(page.text).toContain(reference)
    expect(page.text).toContain('Ms Grace Hopper')
    expect(page.text).toContain('4 Harbour Row, Old Town, Whitby, North Yorkshire, YO22 4BH, GB')
    for (const brochure of brochures) expect(page.text).toContain(brochure.name.replace(/&/g, '&amp;'))
    expect(await listed('q=grace%20hopper')).toBe(true)
    expect(await listed(`q=${encodeURIComponent(email.toUpperCase())}`)).toBe(true)
    expect(await listed('q=yo224bh')).toBe(true)
    expect(await listed(`q=${encodeURIComponent(email)}&state=new`)).toBe(true)
    expect(await listed(`q=${encodeURIComponent(email)}&state=exported`)).toBe(false)
    expect(await listed(`q=${encodeURIComponent(email)}&state=fulfilled`)).toBe(false)
    expect(await listed('q=nobody-at-all')).toBe(false)
    // Nonsense filters are ignored, never a 500.
    expect((await session.get(`${PAGE}&state=%3Cscript%3E&page=-3`)).status).toBe(200)

    // Not exported yet: it cannot be marked fulfilled (the next export would post it again).
    const early = await postAdminForm(session, PAGE, { intent: 'fulfil', requestId: String(id) })
    expect(early.status).toBe(409)
    expect((await requestRow(id)).fulfilledAt).toBeNull()

    // The download: a form post that marks the requests exported, answered with the fulfilment CSV.
    const auditsBefore = await exportAuditCount()
    const download = await postAdminForm(session, EXPORT, { intent: 'export' })
    expect(download.status, download.text.slice(0, 300)).toBe(200)
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="brochure-requests-meridian-.+\.csv"$/,
    )
    expect(download.headers['cache-control']).toBe('private, no-store')
    const lines = download.text.split('\r\n')
    expect(lines[0]).toBe(EXPORT_HEADER.join(','))
    const line = lines.find((text) => text.startsWith(`${reference},`))
    expect(line).toBeDefined()
    expect(line).toContain(`,meridian,Ms,Grace,Hopper,${email},`)
    expect(line).toContain(brochures.map((brochure) => brochure.code).join(';'))
    const exported = await requestRow(id)
    expect(exported.exportedAt).not.toBeNull()
    expect(await exportAuditCount()).toBe(auditsBefore + 1)
    const audit = await db()
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'brochure-requests.export')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(audit.brandId).toBe('meridian')
    expect(JSON.parse(audit.afterJson!)).toMatchObject({ count: lines.length - 2, exportedAt: exported.exportedAt })

    // A second download finds nothing new: back to the page with the notice, nothing written.
    const again = await postAdminForm(session, EXPORT, { intent: 'export' })
    expect(again.status).toBe(303)
    expect(again.headers.location).toBe('/admin/brochure-requests?brand=meridian&export=none')
    const notice = await session.get(again.headers.location!)
    expect(notice.status).toBe(200)
    expect(notice.text).toContain('There are no new brochure requests to export.')
    expect(await exportAuditCount()).toBe(auditsBefore + 1)
    expect((await requestRow(id)).exportedAt).toBe(exported.exportedAt)
    expect(await listed(`q=${encodeURIComponent(email)}&state=exported`)).toBe(true)
    expect(await listed(`q=${encodeURIComponent(email)}&state=new`)).toBe(false)

    // Mark fulfilled: once, with its audit row; marking again keeps the first time and writes nothing.
    const fulfilled = await postAdminForm(session, PAGE, { intent: 'fulfil', requestId: String(id) })
    expect(fulfilled.status).toBe(200)
    expect(fulfilled.text).toContain(`${reference} is marked fulfilled.`)
    const first = (await requestRow(id)).fulfilledAt
    expect(first).not.toBeNull()
    const fulfilAudit = await auditRowsFor(server, 'brochure-request.fulfil', id)
    expect(fulfilAudit).toHaveLength(1)
    expect(JSON.parse(fulfilAudit[0]!.afterJson!)).toEqual({ fulfilledAt: first })
    const twice = await postAdminForm(session, PAGE, { intent: 'fulfil', requestId: String(id) })
    expect(twice.status).toBe(200)
    expect(twice.text).toContain('already marked fulfilled')
    expect((await requestRow(id)).fulfilledAt).toBe(first)
    expect(await auditRowsFor(server, 'brochure-request.fulfil', id)).toHaveLength(1)
    expect(await listed(`q=${encodeURIComponent(email)}&state=fulfilled`)).toBe(true)

    // Another brand's request, or none: 404, nothing written.
    const otherBrand = await postAdminForm(session, '/admin/brochure-requests?brand=cavendish', {
      intent: 'fulfil',
      requestId: String(id),
    })
    expect(otherBrand.status).toBe(404)
    expect((await postAdminForm(session, PAGE, { intent: 'fulfil', requestId: 'abc' })).status).toBe(400)
  })

  it('exports only the chosen brand’s requests; a plain visit to the download address goes to the page', async () => {
    const { id } = await requestBrochures(uniqueEmail('brand'))
    const { session } = await signedInStaff(server, 'administrator')
    const cavendish = await postAdminForm(session, '/admin/exports/brochure-requests?brand=cavendish', {
      intent: 'export',
    })
    expect([200, 303]).toContain(cavendish.status)
    expect(cavendish.text).not.toContain(`BR-${String(id).padStart(6, '0')}`)
    expect((await requestRow(id)).exportedAt).toBeNull()

    const visit = await session.get(EXPORT)
    expect(visit.status).toBe(302)
    expect(visit.headers.location).toBe(PAGE)
    expect((await requestRow(id)).exportedAt).toBeNull()
  })

  it('a sales agent gets 403; a form without its CSRF field is refused and writes nothing', async () => {
    const { id } = await requestBrochures(uniqueEmail('roles'))
    const agent = await signedInStaff(server, 'sales_agent')
    expect((await agent.session.get(PAGE)).status).toBe(403)
    expect((await postAdminForm(agent.session, EXPORT, { intent: 'export' })).status).toBe(403)
    expect((await postAdminForm(agent.session, PAGE, { intent: 'fulfil', requestId: String(id) })).status).toBe(403)
    expect((await requestRow(id)).exportedAt).toBeNull()

    const editor = await signedInStaff(server, 'content_editor')
    const auditsBefore = await exportAuditCount()
    const forged = await postAdminForm(editor.session, EXPORT, { intent: 'export' }, { csrf: false })
    expect(forged.status).toBe(403)
    expect(forged.headers['content-type'] ?? '').not.toContain('text/csv')
    expect((await requestRow(id)).exportedAt).toBeNull()
    expect(await exportAuditCount()).toBe(auditsBefore)
    // Exported now, then a fulfil without the CSRF field: refused, not fulfilled.
    expect((await postAdminForm(editor.session, EXPORT, { intent: 'export' })).status).toBe(200)
    const forgedFulfil = await postAdminForm(
      editor.session,
      PAGE,
      { intent: 'fulfil', requestId: String(id) },
      { csrf: false },
    )
    expect(forgedFulfil.status).toBe(403)
    expect((await requestRow(id)).fulfilledAt).toBeNull()
    expect(await auditRowsFor(server, 'brochure-request.fulfil', id)).toHaveLength(0)
  })
})

const OUTBOX = '/admin/outbox?brand=meridian'

async function confirmationEmailOf(email: string) {
  return db().selectFrom('emailOutbox').selectAll().where('toAddress', '=', email).executeTakeFirstOrThrow()
}

const outboxRow = (id: number) =>
  db().selectFrom('emailOutbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

describe('the e-mail outbox', () => {
  it('lists the brand’s e-mails with their text; retry clears a failed one’s error, and refuses a sent one', async () => {
    const email = uniqueEmail('outbox')
    await requestBrochures(email)
    const queued = await confirmationEmailOf(email)
    const id = Number(queued.id)
    expect(queued.sentAt).toBeNull()
    const { session } = await signedInStaff(server, 'sales_agent')
    const listed = async (query: string) => {
      const page = await session.get(`${OUTBOX}&${query}`)
      expect(page.status).toBe(200)
      expect(page.headers['cache-control']).toBe('private, no-store')
      return page.text.includes(`data-testid="outbox-${id}"`)
    }
    const page = await session.get(`${OUTBOX}&q=${encodeURIComponent(email)}`)
    expect(page.text).toContain('<h1 id="admin-outbox-title">E-mail outbox: ')
    expect(page.text).toContain(queued.kind)
    expect(await listed(`q=${encodeURIComponent(email)}&state=waiting`)).toBe(true)
    expect(await listed(`q=${encodeURIComponent(email)}&state=failed`)).toBe(false)
    expect(await listed(`q=${encodeURIComponent(email)}&state=sent`)).toBe(false)
    expect(await listed(`q=${encodeURIComponent(queued.subject.slice(0, 12).toLowerCase())}`)).toBe(true)
    expect((await session.get(`${OUTBOX}&state=nope&page=abc&id=xyz`)).status).toBe(200)

    // The detail: the text body.
    const detail = await session.get(`${OUTBOX}&id=${id}`)
    expect(detail.status).toBe(200)
    expect(detail.text).toContain('data-testid="outbox-text-body"')
    const firstLine = queued.textBody.split('\n').find((line) => line.trim() && !/[&<>"']/.test(line))!
    expect(detail.text).toContain(firstLine.trim())
    // Another brand's e-mail is not shown.
    const elsewhere = await session.get(`/admin/outbox?brand=cavendish&id=${id}`)
    expect(elsewhere.text).toContain('There is no such e-mail for this brand.')

    // A waiting e-mail is not retried: 409, nothing written.
    const waiting = await postAdminForm(session, OUTBOX, { intent: 'retry', emailId: String(id) })
    expect(waiting.status).toBe(409)
    expect(waiting.text).toContain('Only a failed e-mail can be retried.')

    // Failed (written straight into the database, as the deliverer does): listed as failed, retried once.
    await db().updateTable('emailOutbox').set({ error: 'SMTP 550 mailbox unavailable' }).where('id', '=', id).execute()
    expect(await listed(`q=${encodeURIComponent(email)}&state=failed`)).toBe(true)
    expect((await session.get(`${OUTBOX}&state=failed&q=${encodeURIComponent(email)}`)).text).toContain(
      'SMTP 550 mailbox unavailable',
    )
    const retried = await postAdminForm(session, OUTBOX, { intent: 'retry', emailId: String(id) })
    expect(retried.status).toBe(200)
    expect(retried.text).toContain(`The e-mail to ${email} will be sent again`)
    expect((await outboxRow(id)).error).toBeNull()
    const audit = await auditRowsFor(server, 'email.retry', id)
    expect(audit).toHaveLength(1)
    expect(audit[0]!.brandId).toBe('meridian')
    expect(JSON.parse(audit[0]!.beforeJson!)).toEqual({ error: 'SMTP 550 mailbox unavailable' })
    expect(JSON.parse(audit[0]!.afterJson!)).toEqual({ error: null })

    // Sent: retrying is a 409 with a clear message, nothing written.
    const sentAt = new Date().toISOString()
    await db().updateTable('emailOutbox').set({ sentAt, error: null }).where('id', '=', id).execute()
    expect(await listed(`q=${encodeURIComponent(email)}&state=sent`)).toBe(true)
    const sent = await postAdminForm(session, OUTBOX, { intent: 'retry', emailId: String(id) })
    expect(sent.status).toBe(409)
    expect(sent.text).toContain('This e-mail was sent already; only a failed e-mail can be retried.')
    expect(await outboxRow(id)).toMatchObject({ sentAt, error: null })
    expect(await auditRowsFor(server, 'email.retry', id)).toHaveLength(1)

    // Another brand, or no such e-mail: 404.
    await db().updateTable('emailOutbox').set({ sentAt: null, error: 'timeout' }).where('id', '=', id).execute()
    const otherBrand = await postAdminForm(session, '/admin/outbox?brand=cavendish', {
      intent: 'retry',
      emailId: String(id),
    })
    expect(otherBrand.status).toBe(404)
    expect((await outboxRow(id)).error).toBe('timeout')
  })

  it('a content editor gets 403; a retry without its CSRF field is refused and writes nothing', async () => {
    const email = uniqueEmail('outbox-roles')
    await requestBrochures(email)
    const id = Number((await confirmationEmailOf(email)).id)
    await db().updateTable('emailOutbox').set({ error: 'connection refused' }).where('id', '=', id).execute()

    const editor = await signedInStaff(server, 'content_editor')
    expect((await editor.session.get(OUTBOX)).status).toBe(403)
    expect((await postAdminForm(editor.session, OUTBOX, { intent: 'retry', emailId: String(id) })).status).toBe(403)

    const agent = await signedInStaff(server, 'sales_agent')
    const forged = await postAdminForm(agent.session, OUTBOX, { intent: 'retry', emailId: String(id) }, { csrf: false })
    expect(forged.status).toBe(403)
    expect((await outboxRow(id)).error).toBe('connection refused')
    expect(await auditRowsFor(server, 'email.retry', id)).toHaveLength(0)
  })
})
