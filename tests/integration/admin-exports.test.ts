import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookThroughApi } from '../support/checkout-journey'
import { createBooking, stockDeparture, type StockedDeparture } from '../support/factories'
import { client, type HttpResponse } from '../support/http-client'
import { postAdminForm, signedInStaff } from '../support/staff-session'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * The back office's exports over HTTP against the real server (issue 14), on the dialect under test: a booking made
 * through the public checkout API, an offline payment and a refund recorded through the booking page's forms, then
 * the bookings CSV (the booking with its stored totals, the date and status filters), the payments CSV (the card
 * payment, the offline payment and the refund as a negative amount, each with its method), the role rules (a content
 * editor opens none of it; the exports page lists only what the role may download), another brand's rows never
 * showing, and nonsense filters ignored rather than a 500.
 */

let server: TestServer
const used = new Set<number>()

beforeAll(async () => {
  server = await startTestServer('admin-exports', { TRUST_PROXY: 'loopback' })
})

afterAll(async () => {
  await server?.stop()
})

const db = () => server.database.db

const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const today = () => dayOffset(0)

/** The CSV as rows of cells (RFC 4180: quoted cells, doubled quotes, CRLF), without the byte-order mark. */
function csvRows(response: HttpResponse): string[][] {
  expect(response.status, response.text.slice(0, 300)).toBe(200)
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
  expect(response.text.startsWith('\uFEFF')).toBe(true)
  const text = response.text.slice(1)
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"'
        i += 1
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(cell)
      cell = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i += 1
    } else cell += c
  }
  return rows
}

/** The rows of one booking reference (the first column) as objects keyed by the header. */
function rowsOf(rows: string[][], reference: string): Record<string, string>[] {
  const [headers, ...body] = rows
  return body
    .filter((row) => row[0] === reference)
    .map((row) => Object.fromEntries(headers!.map((header, index) => [header, row[index] ?? ''])))
}

const pounds = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`

interface Booked {
  departure: StockedDeparture
  reference: string
  agentName: string
}

let booked: Booked

/** One booking paid by card (deposit), then a cheque and a £20 refund of the card payment, by a sales agent. */
async function bookedAndPaid(): Promise<Booked> {
  const departure = await stockDeparture(db(), { placesLeft: 6, twinsLeft: 3, startDate: '2031-09-01', used })
  const journey = await bookThroughApi(server, db(), departure, {
    amountToPay: 'Deposit Only',
    leadEmail: `ada.export.${departure.id}@example.com`,
  })
  const reference = journey.bookingReference
  const agent = await signedInStaff(server, 'sales_agent', 'exports-agent')
  const paid = await postAdminForm(agent.session, `/admin/bookings/${reference}`, {
    intent: 'offline-payment',
    amount: '100.00',
    method: 'cheque',
    paymentReference: 'CHQ 4411',
  })
  expect(paid.status, paid.text.slice(0, 300)).toBe(200)
  const booking = await db()
    .selectFrom('bookings')
    .select('id')
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow()
  const card = await db()
    .selectFrom('payments')
    .selectAll()
    .where('bookingId', '=', booking.id)
    .where('method', '=', 'card')
    .executeTakeFirstOrThrow()
  const refunded = await postAdminForm(agent.session, `/admin/bookings/${reference}`, {
    intent: 'refund',
    via: 'card',
    paymentId: String(card.id),
    amount: '20.00',
    reason: 'Customer asked',
    refundKey: crypto.randomUUID(),
  })
  expect(refunded.status, refunded.text.slice(0, 300)).toBe(200)
  expect(refunded.text).toContain('The refund went back to the card')
  return { departure, reference, agentName: 'Test exports-agent' }
}

beforeAll(async () => {
  booked = await bookedAndPaid()
})

describe('the bookings CSV', () => {
  it('holds the booking with its stored totals, and the filters narrow it', async () => {
    const { reference } = booked
    const { session } = await signedInStaff(server, 'sales_agent')
    const stored = await db()
      .selectFrom('bookings')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow()

    const response = await session.get(`/admin/exports/bookings?from=${today()}&to=${today()}`)
    expect(response.headers['content-disposition']).toBe(`attachment; filename="bookings-meridian-${today()}.csv"`)
    expect(response.headers['cache-control']).toBe('private, no-store')
    const rows = csvRows(response)
    expect(rows[0]!.join(',')).toBe(
      'Reference,Created at,Status,Tour code,Tour name,Departure code,Departure date,Lead passenger,Lead e-mail,' +
        'Phone,Passengers,Total,Paid,Balance due,Currency,Cancelled at',
    )
    const mine = rowsOf(rows, reference)
    expect(mine).toHaveLength(1)
    const paid = Number(stored.amountPaidMinor)
    const total = Number(stored.totalMinor)
    expect(mine[0]).toMatchObject({
      'Created at': stored.createdAt,
      Status: 'confirmed',
      'Tour code': stored.tourCode,
      'Tour name': stored.tourName,
      'Departure date': '2031-09-01',
      'Lead passenger': 'Ada Lovelace',
      'Lead e-mail': `ada.export.${booked.departure.id}@example.com`,
      Passengers: '2',
      Total: pounds(total),
      Paid: pounds(paid),
      'Balance due': pounds(total - paid),
      Currency: 'GBP',
      'Cancelled at': '',
    })
    expect(mine[0]!.Total).toMatch(/^\d+\.\d{2}$/)
    expect(mine[0]!['Departure code']).not.toBe('')

    const list = async (query: string) =>
      rowsOf(csvRows(await session.get(`/admin/exports/bookings?${query}`)), reference)
    expect(await list('')).toHaveLength(1)
    expect(await list(`from=${dayOffset(1)}`)).toHaveLength(0)
    expect(await list(`to=${dayOffset(-1)}`)).toHaveLength(0)
    expect(await list('from=2000-01-01&to=2000-01-31')).toHaveLength(0)
    // A backwards range is read the other way round.
    expect(await list(`from=${dayOffset(1)}&to=${dayOffset(-1)}`)).toHaveLength(1)
    expect(await list('status=confirmed')).toHaveLength(1)
    expect(await list('status=cancelled')).toHaveLength(0)
    expect(await list('status=all')).toHaveLength(1)
  })

  it('ignores nonsense filters rather than failing', async () => {
    const { session } = await signedInStaff(server, 'administrator')
    for (const query of [
      'from=yesterday&to=2031-02-30&status=%3Cscript%3E',
      'from=9999-99-99&status=',
      'status=confirmed&status=cancelled&from[]=x',
      'brand=nowhere',
      'from=%00&to=%27%3B--',
    ]) {
      const response = await session.get(`/admin/exports/bookings?${query}`)
      expect(response.status, query).toBe(200)
      expect(rowsOf(csvRows(response), booked.reference), query).toHaveLength(1)
    }
  })
})

describe('the payments CSV', () => {
  it('holds the card payment, the cheque and the refund as a negative amount', async () => {
    const { reference, agentName } = booked
    const { session } = await signedInStaff(server, 'sales_agent')
    const response = await session.get(`/admin/exports/payments?from=${today()}&to=${today()}`)
    expect(response.headers['content-disposition']).toBe(`attachment; filename="payments-meridian-${today()}.csv"`)
    const rows = csvRows(response)
    expect(rows[0]!.join(',')).toBe(
      'Booking reference,Recorded at,Method,Amount,Currency,Reference,Provider transaction id,Recorded by',
    )
    const mine = rowsOf(rows, reference)
    expect(mine.map((row) => row.Method).sort()).toEqual(['card', 'cheque', 'refund'])
    const byMethod = Object.fromEntries(mine.map((row) => [row.Method, row]))

    const stored = await db()
      .selectFrom('payments')
      .innerJoin('bookings', 'bookings.id', 'payments.bookingId')
      .select(['payments.method', 'payments.amountMinor'])
      .where('bookings.reference', '=', reference)
      .execute()
    const cardMinor = Number(stored.find((payment) => payment.method === 'card')!.amountMinor)
    expect(byMethod.card).toMatchObject({
      Amount: pounds(cardMinor),
      Currency: 'GBP',
      Reference: '',
      'Recorded by': '',
    })
    expect(byMethod.card!['Provider transaction id']).toMatch(/^sbx_/)
    expect(byMethod.card!['Recorded at']).toMatch(new RegExp(`^${today()}T`))
    expect(byMethod.cheque).toMatchObject({
      Amount: '100.00',
      Reference: 'CHQ 4411',
      'Provider transaction id': '',
      'Recorded by': agentName,
    })
    expect(byMethod.refund).toMatchObject({ Amount: '-20.00', Currency: 'GBP', 'Recorded by': agentName })
    expect(byMethod.refund!['Provider transaction id']).toMatch(/^sbx_/)

    const methods = async (query: string) =>
      rowsOf(csvRows(await session.get(`/admin/exports/payments?${query}`)), reference).map((row) => row.Method)
    expect(await methods('method=refund')).toEqual(['refund'])
    expect(await methods('method=cheque')).toEqual(['cheque'])
    expect(await methods('method=bank+transfer')).toEqual([])
    expect((await methods('method=gold+bars&from=yesterday')).sort()).toEqual(['card', 'cheque', 'refund'])
    expect(await methods(`from=${dayOffset(1)}`)).toEqual([])
    expect(await methods('to=2000-01-01')).toEqual([])
  })
})

describe('brands', () => {
  it('never shows another brand’s bookings or payments', async () => {
    const theirs = await createBooking(db(), { brand: 'cavendish', payments: 'full' })
    const { session } = await signedInStaff(server, 'administrator')
    const meridianBookings = csvRows(await session.get('/admin/exports/bookings'))
    expect(rowsOf(meridianBookings, theirs.booking.reference)).toHaveLength(0)
    expect(rowsOf(meridianBookings, booked.reference)).toHaveLength(1)
    const meridianPayments = csvRows(await session.get('/admin/exports/payments'))
    expect(rowsOf(meridianPayments, theirs.booking.reference)).toHaveLength(0)

    const coachBookings = await session.get('/admin/exports/bookings?brand=cavendish')
    expect(coachBookings.headers['content-disposition']).toBe(
      `attachment; filename="bookings-cavendish-${today()}.csv"`,
    )
    const coachRows = csvRows(coachBookings)
    expect(rowsOf(coachRows, theirs.booking.reference)).toHaveLength(1)
    expect(rowsOf(coachRows, booked.reference)).toHaveLength(0)
    const coachPayments = csvRows(await session.get('/admin/exports/payments?brand=cavendish'))
    expect(rowsOf(coachPayments, theirs.booking.reference)).toHaveLength(1)
    expect(rowsOf(coachPayments, booked.reference)).toHaveLength(0)
  })
})

describe('the exports page and roles', () => {
  it('lists what a sales agent may download, with the manifest picker, and no brochure-request export', async () => {
    const soon = await stockDeparture(db(), { placesLeft: 6, twinsLeft: 3, startDate: dayOffset(30), used })
    const { session } = await signedInStaff(server, 'sales_agent')
    const page = await session.get('/admin/exports')
    expect(page.status).toBe(200)
    expect(page.headers['cache-control']).toBe('private, no-store')
    expect(page.text).toMatch(/<h1[^>]*>Exports: /)
    expect(page.text).toContain('href="/admin/exports?brand=meridian"')
    for (const action of ['bookings', 'payments', 'manifest', 'leads', 'newsletter'])
      expect(page.text, action).toContain(`action="/admin/exports/${action}"`)
    expect(page.text).not.toContain('/admin/exports/brochure-requests')
    expect(page.text).not.toContain('data-testid="export-brochure-requests-export"')
    // The manifest picker: the brand's departures of the next 180 days, not the one in 2031.
    expect(page.text).toContain(`<option value="${soon.id}">`)
    expect(page.text).not.toContain(`<option value="${booked.departure.id}">`)
    const manifest = await session.get(`/admin/exports/manifest?brand=meridian&departureId=${soon.id}`)
    expect(manifest.status).toBe(200)
    expect(manifest.headers['content-type']).toBe('text/csv; charset=utf-8')
  })

  it('shows an administrator the brochure requests’ download as a form post with the CSRF field', async () => {
    const { session } = await signedInStaff(server, 'administrator')
    const page = await session.get('/admin/exports?brand=cavendish')
    expect(page.status).toBe(200)
    expect(page.text).toMatch(/<h1[^>]*>Exports: /)
    const form = (page.text.match(/<form[^>]*>/g) ?? []).find((tag) =>
      tag.includes('action="/admin/exports/brochure-requests?brand=cavendish"'),
    )
    expect(form).toMatch(/method="post"/)
    expect(page.text).toContain('name="intent" value="export"')
    expect(page.text).toContain('name="csrfToken"')
    expect(page.text).toContain('action="/admin/exports/payments"')
  })

  it('refuses a content editor the page and both downloads', async () => {
    const { session } = await signedInStaff(server, 'content_editor')
    expect((await session.get('/admin/exports')).status).toBe(403)
    expect((await session.get('/admin/exports/bookings')).status).toBe(403)
    expect((await session.get('/admin/exports/payments')).status).toBe(403)
    const dashboard = await session.get('/admin/dashboard')
    expect(dashboard.status).toBe(200)
    expect(dashboard.text).not.toContain('href="/admin/exports?')
  })

  it('sends a visitor who is not signed in to the sign-in page', async () => {
    const stranger = client(server)
    for (const path of ['/admin/exports', '/admin/exports/bookings', '/admin/exports/payments']) {
      const response = await stranger.get(path)
      expect(response.status, path).toBe(302)
      expect(response.headers.location).toBe('/admin/login')
    }
  })
})
