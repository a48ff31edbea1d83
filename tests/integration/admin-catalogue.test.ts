import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QuoteResponse } from '../../app/features/checkout/index.server'
import { stockDeparture, type StockedDeparture } from '../support/factories'
import { client } from '../support/http-client'
import { auditRowsFor, postAdminForm, signedInStaff } from '../support/staff-session'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * Editing a departure in the back office over HTTP against the real server (issue 14), on the dialect under test,
 * with the page cache on as in production: a new price reaches the tour page's departures API and a new checkout's
 * quote (every room type moves with it), capacity can never go below sold and held places, a sales agent may not
 * edit (403), another brand's departure is not found, bad input is a 400 with nothing written, and every save has
 * an audit row with the values before and after.
 */

let server: TestServer
const used = new Set<number>()

beforeAll(async () => {
  server = await startTestServer('admin-catalogue', { TRUST_PROXY: 'loopback', PAGE_CACHE_TTL_SECONDS: '60' })
})

afterAll(async () => {
  await server?.stop()
})

const db = () => server.database.db

const stocked = () => stockDeparture(db(), { placesLeft: 10, twinsLeft: 4, startDate: '2031-10-01', used })

const departureRow = (id: number) =>
  db().selectFrom('departures').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

async function publicPrice(departure: StockedDeparture): Promise<number> {
  const response = await client(server).get(
    `/umbraco/api/tourdepartures/departures?tourCode=${departure.tourCode}&transportType=${departure.transportType}`,
  )
  expect(response.status).toBe(200)
  const row = response
    .json<{ departures: { id: number; tourSummary: { fromPrice: number } }[] }>()
    .departures.find((candidate) => candidate.id === departure.id)
  if (!row) throw new Error('the departure is not on the tour page')
  return row.tourSummary.fromPrice
}

async function newQuoteTwinPrice(departure: StockedDeparture): Promise<number> {
  const response = await client(server).post('/umbraco/api/checkoutapi/roomsresponse', {
    quoteId: 0,
    departureId: departure.id,
    filo: departure.filo,
    departureTransportCode: departure.transportCode,
    passengers: [
      { roomId: departure.twin.id, roomKey: 'r1', firstName: 'Ada', lastName: 'Lovelace' },
      { roomId: departure.twin.id, roomKey: 'r1', firstName: 'Charles', lastName: 'Babbage' },
    ],
  })
  expect(response.status, response.text.slice(0, 300)).toBe(200)
  const quote = response.json<QuoteResponse>()
  return quote.rooms[0]!.pricePerPerson
}

const form = (row: { priceMinor: number; depositMinor: number; capacity: number }, change: Record<string, string>) => ({
  price: (row.priceMinor / 100).toFixed(2),
  wasPrice: '',
  deposit: (row.depositMinor / 100).toFixed(2),
  capacity: String(row.capacity),
  open: 'yes',
  ...change,
})

describe('editing a departure', () => {
  it('a new price reaches the tour page and a new checkout at once, with an audit row', async () => {
    const departure = await stocked()
    const before = await departureRow(departure.id)
    expect(await publicPrice(departure)).toBe(before.priceMinor)
    const { session } = await signedInStaff(server, 'content_editor')
    const tours = await session.get(`/admin/tours?q=${departure.tourCode.toLowerCase()}`)
    expect(tours.status).toBe(200)
    expect(tours.text).toContain(`href="/admin/departures/${departure.id}?brand=meridian"`)
    const page = await session.get(`/admin/departures/${departure.id}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(`Departure ${before.code}`)

    const newPrice = before.priceMinor + 12_300
    const saved = await postAdminForm(
      session,
      `/admin/departures/${departure.id}`,
      form(before, { price: (newPrice / 100).toFixed(2), wasPrice: ((newPrice + 50_000) / 100).toFixed(2) }),
    )
    expect(saved.status).toBe(200)
    expect(saved.text).toContain('Saved.')
    const after = await departureRow(departure.id)
    expect(after).toMatchObject({ priceMinor: newPrice, wasPriceMinor: newPrice + 50_000 })
    expect(await publicPrice(departure)).toBe(newPrice)
    expect(await newQuoteTwinPrice(departure)).toBe(newPrice)

    const audit = await auditRowsFor(server, 'departure.edit', departure.id)
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0]!.beforeJson!)).toMatchObject({ priceMinor: before.priceMinor })
    expect(JSON.parse(audit[0]!.afterJson!)).toMatchObject({ priceMinor: newPrice })
  })

  it('never sets the capacity below sold and held places, and refuses bad input with nothing written', async () => {
    const departure = await stocked()
    const before = await departureRow(departure.id)
    const { session } = await signedInStaff(server, 'administrator')
    const tooSmall = await postAdminForm(
      session,
      `/admin/departures/${departure.id}`,
      form(before, { capacity: String(before.seatsSold - 1) }),
    )
    expect(tooSmall.status).toBe(400)
    expect(tooSmall.text).toContain('The capacity cannot be below the')
    const changes: Record<string, string>[] = [
      { price: 'free' },
      { price: '0' },
      { deposit: '999999999' },
      { capacity: '-3' },
    ]
    for (const change of changes) {
      const refused = await postAdminForm(session, `/admin/departures/${departure.id}`, form(before, change))
      expect(refused.status).toBe(400)
    }
    expect(await departureRow(departure.id)).toEqual(before)
    expect(await auditRowsFor(server, 'departure.edit', departure.id)).toHaveLength(0)

    // Exactly the places sold is allowed; closing the departure takes it off sale.
    const atFloor = await postAdminForm(
      session,
      `/admin/departures/${departure.id}`,
      form(before, { capacity: String(before.seatsSold), open: '' }),
    )
    expect(atFloor.status).toBe(200)
    expect(await departureRow(departure.id)).toMatchObject({ capacity: before.seatsSold, open: 0 })
  })

  it('a sales agent may not edit; another brand’s departure and a bad id are not found', async () => {
    const departure = await stocked()
    const before = await departureRow(departure.id)
    const agent = await signedInStaff(server, 'sales_agent')
    // Issue 26: the agent opens the page for its bookings, without the form.
    const read = await agent.session.get(`/admin/departures/${departure.id}`)
    expect(read.status).toBe(200)
    expect(read.text).not.toContain('name="price"')
    expect((await agent.session.get('/admin/tours')).status).toBe(403)
    const write = await postAdminForm(
      agent.session,
      `/admin/departures/${departure.id}`,
      form(before, { price: '1.00' }),
    )
    expect(write.status).toBe(403)
    expect(await departureRow(departure.id)).toEqual(before)

    const { session } = await signedInStaff(server, 'content_editor')
    expect((await session.get(`/admin/departures/${departure.id}?brand=cavendish`)).status).toBe(404)
    expect((await session.get('/admin/departures/abc')).status).toBe(404)
    expect((await session.get('/admin/departures/99999999')).status).toBe(404)
  })

  it('edits room allocations and supplements: a room’s price is the price plus its supplement, never below sold + held', async () => {
    const departure = await stocked()
    const before = await departureRow(departure.id)
    const twin = await db()
      .selectFrom('rooms')
      .selectAll()
      .where('id', '=', departure.twin.id)
      .executeTakeFirstOrThrow()
    // A live checkout hold on one twin room: the allocation may not drop below sold + 1.
    const { session } = await signedInStaff(server, 'content_editor')
    const page = await session.get(`/admin/departures/${departure.id}`)
    expect(page.text).toContain(`name="room-${twin.id}-allocation"`)
    expect(page.text).toContain(`${twin.name}: supplement per person`)

    const tooFew = await postAdminForm(session, `/admin/departures/${departure.id}`, {
      ...form(before, {}),
      [`room-${twin.id}-allocation`]: String(twin.sold - 1),
    })
    expect(tooFew.status).toBe(400)
    expect(tooFew.text).toContain('The allocation cannot be below the')
    const badSupplement = await postAdminForm(session, `/admin/departures/${departure.id}`, {
      ...form(before, {}),
      [`room-${twin.id}-supplement`]: `-${(before.priceMinor / 100).toFixed(2)}`,
    })
    expect(badSupplement.status).toBe(400)
    expect(badSupplement.text).toContain('The price per person with this supplement must be above 0.')
    expect(await db().selectFrom('rooms').selectAll().where('id', '=', twin.id).executeTakeFirstOrThrow()).toEqual(twin)

    const saved = await postAdminForm(session, `/admin/departures/${departure.id}`, {
      ...form(before, {}),
      [`room-${twin.id}-allocation`]: String(twin.allocation + 5),
      [`room-${twin.id}-supplement`]: '75.50',
    })
    expect(saved.status).toBe(200)
    const after = await db().selectFrom('rooms').selectAll().where('id', '=', twin.id).executeTakeFirstOrThrow()
    expect(after).toMatchObject({
      allocation: twin.allocation + 5,
      supplementMinor: 7_550,
      pricePerPersonMinor: before.priceMinor + 7_550,
    })
    expect(await newQuoteTwinPrice(departure)).toBe(before.priceMinor + 7_550)
    const audit = await auditRowsFor(server, 'departure.edit', departure.id)
    expect(JSON.parse(audit.at(-1)!.afterJson!).rooms).toContainEqual({
      id: twin.id,
      allocation: twin.allocation + 5,
      supplementMinor: 7_550,
    })
  })

  it('an open quote is re-priced at its next step: the breakdown and the amount to pay follow the new price', async () => {
    const departure = await stocked()
    const before = await departureRow(departure.id)
    const shopper = client(server)
    const opened = await shopper.post('/umbraco/api/checkoutapi/roomsresponse', {
      quoteId: 0,
      departureId: departure.id,
      filo: departure.filo,
      departureTransportCode: departure.transportCode,
      passengers: [
        { roomId: departure.twin.id, roomKey: 'r1', firstName: 'Ada', lastName: 'Lovelace' },
        { roomId: departure.twin.id, roomKey: 'r1', firstName: 'Charles', lastName: 'Babbage' },
      ],
    })
    expect(opened.status).toBe(200)
    const quote = opened.json<QuoteResponse>()
    const twinBefore = quote.rooms[0]!.pricePerPerson

    const { session } = await signedInStaff(server, 'administrator')
    const rise = 4_000
    const saved = await postAdminForm(
      session,
      `/admin/departures/${departure.id}`,
      form(before, { price: ((before.priceMinor + rise) / 100).toFixed(2) }),
    )
    expect(saved.status).toBe(200)

    const next = await shopper.post('/umbraco/api/checkoutapi/excursionsresponse', {
      quoteId: quote.quoteId,
      excursions: [],
    })
    expect(next.status).toBe(200)
    const repriced = next.json<QuoteResponse>()
    expect(repriced.rooms[0]!.pricePerPerson).toBe(twinBefore + rise)
    expect(repriced.subtotal).toBe(quote.subtotal + 2 * rise)
  })
})
