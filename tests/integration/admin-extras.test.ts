import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CheckoutVisa, Donation, QuoteResponse } from '../../app/features/checkout/index.server'
import { stockDeparture, type StockedDeparture } from '../support/factories'
import { client, type HttpClient } from '../support/http-client'
import { auditRowsFor, postAdminForm, signedInStaff } from '../support/staff-session'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * The back office's extras page over HTTP against the real server (issue 14), on the dialect under test, with the
 * page cache on as in production: a donation's new price reaches the checkout's getdonations and a new quote's
 * donation, an inactive donation is no longer offered, a visa's new price reaches the checkout's visas call; bad
 * input is a 400 with nothing written, a sales agent may not see or edit (403), another brand's donation and an
 * unknown visa are not found (404), a form without its CSRF field is refused (403), and every save has an audit row.
 */

let server: TestServer
const used = new Set<number>()

beforeAll(async () => {
  server = await startTestServer('admin-extras', { TRUST_PROXY: 'loopback', PAGE_CACHE_TTL_SECONDS: '60' })
})

afterAll(async () => {
  await server?.stop()
})

const db = () => server.database.db

const donationRow = (id: number) =>
  db().selectFrom('donations').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const visaRow = (id: number) => db().selectFrom('visas').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

async function brandDonation(brandId: string, allocationType: 'PerPerson' | 'PerBooking') {
  return db()
    .selectFrom('donations')
    .selectAll()
    .where('brandId', '=', brandId)
    .where('allocationType', '=', allocationType)
    .orderBy('id')
    .executeTakeFirstOrThrow()
}

type DonationRow = Awaited<ReturnType<typeof brandDonation>>

const donationForm = (row: DonationRow, change: Record<string, string> = {}) => ({
  intent: 'donation',
  id: String(row.id),
  name: row.name,
  description: row.description,
  price: (row.priceMinor / 100).toFixed(2),
  allocationType: row.allocationType,
  active: row.active === 1 ? 'yes' : '',
  ...change,
})

const visaForm = (row: { id: number; name: string; description: string; priceMinor: number }, change = {}) => ({
  intent: 'visa',
  id: String(row.id),
  name: row.name,
  description: row.description,
  price: (row.priceMinor / 100).toFixed(2),
  ...change,
})

async function offeredDonations(departure: StockedDeparture): Promise<Donation[]> {
  const response = await client(server).get(`/umbraco/api/tourextras/getdonations?departureId=${departure.id}`)
  expect(response.status, response.text.slice(0, 300)).toBe(200)
  return response.json<Donation[]>()
}

async function checkoutVisas(departure: StockedDeparture): Promise<CheckoutVisa[]> {
  const response = await client(server).get(
    `/umbraco/api/checkoutapi/visas?departureId=${departure.id}&filo=${encodeURIComponent(departure.filo)}`,
  )
  expect(response.status, response.text.slice(0, 300)).toBe(200)
  return response.json<CheckoutVisa[]>()
}

/** A new checkout's quote for two travellers in a twin room, choosing the donation. */
async function newQuoteWithDonation(
  departure: StockedDeparture,
  donation: { id: number; allocationType: string },
): Promise<{ status: number; quote: QuoteResponse | null; text: string }> {
  const browser: HttpClient = client(server)
  const rooms = await browser.post('/umbraco/api/checkoutapi/roomsresponse', {
    quoteId: 0,
    departureId: departure.id,
    filo: departure.filo,
    departureTransportCode: departure.transportCode,
    passengers: [
      { roomId: departure.twin.id, roomKey: 'r1', firstName: 'Ada', lastName: 'Lovelace' },
      { roomId: departure.twin.id, roomKey: 'r1', firstName: 'Charles', lastName: 'Babbage' },
    ],
  })
  expect(rooms.status, rooms.text.slice(0, 300)).toBe(200)
  const quote = rooms.json<QuoteResponse>()
  const added = await browser.post('/umbraco/api/checkoutapi/addonations', {
    quoteId: quote.quoteId,
    donationExtraId: donation.id,
    donationAllocationType: donation.allocationType,
  })
  return { status: added.status, quote: added.status === 200 ? added.json<QuoteResponse>() : null, text: added.text }
}

describe('the extras page', () => {
  it('lists the brand’s visas (saying which other brands share them) and only the brand’s donations', async () => {
    const departure = await stockDeparture(db(), {
      placesLeft: 10,
      twinsLeft: 4,
      startDate: '2031-10-01',
      withVisas: true,
      used,
    })
    const { session } = await signedInStaff(server, 'content_editor')
    const page = await session.get('/admin/extras?brand=meridian')
    expect(page.status).toBe(200)
    expect(page.text).toContain('Extras: ')
    expect(page.text).toContain('changes it for every brand that sells that country')
    for (const visaId of departure.visaIds) expect(page.text).toContain(`data-testid="visa-${visaId}"`)
    // Each row is its own form: the inputs in its cells belong to the form in its last cell.
    const firstVisa = departure.visaIds[0]!
    expect(page.text).toMatch(
      new RegExp(`<form id="visa-${firstVisa}"[^>]*action="/admin/extras\\?brand=meridian" method="post"`),
    )
    // The input's attributes in any order (the kit's CellInput writes them in its own).
    expect(page.text).toMatch(
      new RegExp(
        `<input(?=[^>]*\\bid="visa-${firstVisa}-price")(?=[^>]*\\bform="visa-${firstVisa}")(?=[^>]*\\bname="price")`,
      ),
    )
    const meridian = await brandDonation('meridian', 'PerPerson')
    const cavendish = await brandDonation('cavendish', 'PerPerson')
    expect(page.text).toContain(`data-testid="donation-${meridian.id}"`)
    expect(page.text).not.toContain(`data-testid="donation-${cavendish.id}"`)
    expect(page.text).toContain('href="/admin/extras?brand=meridian"')

    // A visa of a country both brands visit names the other brand next to it, on both brands' pages.
    const visa = await visaRow(departure.visaIds[0]!)
    const cavendishTour = await db()
      .selectFrom('tours')
      .select('id')
      .where('brandId', '=', 'cavendish')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const linked = await db()
      .selectFrom('tourCountries')
      .select('tourId')
      .where('tourId', '=', cavendishTour.id)
      .where('countryId', '=', visa.countryId)
      .executeTakeFirst()
    if (!linked)
      await db()
        .insertInto('tourCountries')
        .values({ tourId: cavendishTour.id, countryId: visa.countryId, position: 99 })
        .execute()
    const names = await db().selectFrom('brands').select(['id', 'name']).execute()
    const nameOf = (id: string) => names.find((brand) => brand.id === id)!.name
    const rowOf = (html: string) => {
      const at = html.indexOf(`data-testid="visa-${visa.id}"`)
      expect(at).toBeGreaterThan(-1)
      return html.slice(at, html.indexOf('</tr>', at))
    }
    expect(rowOf((await session.get('/admin/extras?brand=meridian')).text)).toContain(
      `Also sold by ${nameOf('cavendish')}`,
    )
    expect(rowOf((await session.get('/admin/extras?brand=cavendish')).text)).toContain(
      `Also sold by ${nameOf('meridian')}`,
    )
  })

  it('a donation’s new price reaches getdonations and a new quote; an inactive one is no longer offered', async () => {
    const departure = await stockDeparture(db(), { placesLeft: 10, twinsLeft: 4, startDate: '2031-10-01', used })
    const perPerson = await brandDonation('meridian', 'PerPerson')
    const perBooking = await brandDonation('meridian', 'PerBooking')
    expect((await offeredDonations(departure)).map((donation) => donation.id)).toEqual(
      expect.arrayContaining([perPerson.id, perBooking.id]),
    )
    const { session } = await signedInStaff(server, 'content_editor')

    const newPrice = perPerson.priceMinor + 250
    const saved = await postAdminForm(
      session,
      '/admin/extras',
      donationForm(perPerson, { price: (newPrice / 100).toFixed(2), name: `  ${perPerson.name} (new)  ` }),
    )
    expect(saved.status, saved.text.slice(0, 300)).toBe(200)
    expect(saved.text).toContain(`Saved ${perPerson.name} (new).`)
    expect(await donationRow(perPerson.id)).toMatchObject({ priceMinor: newPrice, name: `${perPerson.name} (new)` })
    const listed = (await offeredDonations(departure)).find((donation) => donation.id === perPerson.id)
    expect(listed).toMatchObject({ price: newPrice, name: `${perPerson.name} (new)` })
    const quoted = await newQuoteWithDonation(departure, perPerson)
    expect(quoted.status, quoted.text.slice(0, 300)).toBe(200)
    expect(quoted.quote!.donations[0]).toMatchObject({ id: perPerson.id, price: newPrice, amount: newPrice * 2 })

    const deactivated = await postAdminForm(session, '/admin/extras', donationForm(perBooking, { active: '' }))
    expect(deactivated.status).toBe(200)
    expect(await donationRow(perBooking.id)).toMatchObject({ active: 0, priceMinor: perBooking.priceMinor })
    expect((await offeredDonations(departure)).map((donation) => donation.id)).not.toContain(perBooking.id)
    expect((await newQuoteWithDonation(departure, perBooking)).status).toBe(400)

    const priceAudit = await auditRowsFor(server, 'donation.edit', perPerson.id)
    expect(priceAudit).toHaveLength(1)
    expect(priceAudit[0]!.brandId).toBe('meridian')
    expect(JSON.parse(priceAudit[0]!.beforeJson!)).toMatchObject({ priceMinor: perPerson.priceMinor, active: true })
    expect(JSON.parse(priceAudit[0]!.afterJson!)).toMatchObject({
      priceMinor: newPrice,
      name: `${perPerson.name} (new)`,
    })
    const activeAudit = await auditRowsFor(server, 'donation.edit', perBooking.id)
    expect(activeAudit).toHaveLength(1)
    expect(JSON.parse(activeAudit[0]!.beforeJson!)).toMatchObject({ active: true })
    expect(JSON.parse(activeAudit[0]!.afterJson!)).toMatchObject({ active: false })

    // Saving what is already there writes nothing.
    const again = await postAdminForm(session, '/admin/extras', donationForm(await donationRow(perBooking.id)))
    expect(again.status).toBe(200)
    expect(again.text).toContain('Nothing changed')
    expect(await auditRowsFor(server, 'donation.edit', perBooking.id)).toHaveLength(1)

    // Active again: offered again.
    await postAdminForm(session, '/admin/extras', donationForm(perBooking, { active: 'yes' }))
    expect((await offeredDonations(departure)).map((donation) => donation.id)).toContain(perBooking.id)
  })

  it('a visa’s new price reaches the checkout’s visas call, with an audit row', async () => {
    const departure = await stockDeparture(db(), {
      placesLeft: 10,
      twinsLeft: 4,
      startDate: '2031-10-01',
      withVisas: true,
      used,
    })
    const visa = await visaRow(departure.visaIds[0]!)
    const { session } = await signedInStaff(server, 'administrator')
    const newPrice = visa.priceMinor + 1_050
    const saved = await postAdminForm(session, '/admin/extras', visaForm(visa, { price: (newPrice / 100).toFixed(2) }))
    expect(saved.status, saved.text.slice(0, 300)).toBe(200)
    expect(saved.text).toContain('for every brand that sells it')
    expect(await visaRow(visa.id)).toMatchObject({ priceMinor: newPrice, name: visa.name })
    expect((await checkoutVisas(departure)).find((row) => row.id === visa.id)).toMatchObject({ price: newPrice })
    const audit = await auditRowsFor(server, 'visa.edit', visa.id)
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0]!.beforeJson!)).toMatchObject({ priceMinor: visa.priceMinor })
    expect(JSON.parse(audit[0]!.afterJson!)).toMatchObject({ priceMinor: newPrice })
  })

  it('refuses bad input with a 400 and writes nothing', async () => {
    const departure = await stockDeparture(db(), {
      placesLeft: 10,
      twinsLeft: 4,
      startDate: '2031-10-01',
      withVisas: true,
      used,
    })
    const visa = await visaRow(departure.visaIds[0]!)
    const donation = await brandDonation('meridian', 'PerPerson')
    const donationBefore = await donationRow(donation.id)
    const visaAuditBefore = (await auditRowsFor(server, 'visa.edit', visa.id)).length
    const donationAuditBefore = (await auditRowsFor(server, 'donation.edit', donation.id)).length
    const { session } = await signedInStaff(server, 'content_editor')
    for (const change of [
      { price: '0' },
      { price: 'free' },
      { price: '-5.00' },
      { price: '' },
      { name: '   ' },
      { name: 'x'.repeat(121) },
    ] as Record<string, string>[]) {
      const refused = await postAdminForm(session, '/admin/extras', visaForm(visa, change))
      expect(refused.status, JSON.stringify(change)).toBe(400)
      expect(refused.text).toContain('The visa was not saved.')
    }
    for (const change of [
      { price: '0.00' },
      { price: '1.234' },
      { allocationType: 'PerRoom' },
      { description: 'd'.repeat(2001) },
    ] as Record<string, string>[]) {
      const refused = await postAdminForm(session, '/admin/extras', donationForm(donation, change))
      expect(refused.status, JSON.stringify(change)).toBe(400)
    }
    const unknownIntent = await postAdminForm(session, '/admin/extras', { ...visaForm(visa), intent: 'excursion' })
    expect(unknownIntent.status).toBe(400)
    expect(await visaRow(visa.id)).toEqual(visa)
    expect(await donationRow(donation.id)).toEqual(donationBefore)
    expect(await auditRowsFor(server, 'visa.edit', visa.id)).toHaveLength(visaAuditBefore)
    expect(await auditRowsFor(server, 'donation.edit', donation.id)).toHaveLength(donationAuditBefore)
  })

  it('a sales agent may not see or edit (403); another brand’s donation and an unknown visa are not found; no CSRF → 403', async () => {
    const departure = await stockDeparture(db(), {
      placesLeft: 10,
      twinsLeft: 4,
      startDate: '2031-10-01',
      withVisas: true,
      used,
    })
    const visa = await visaRow(departure.visaIds[0]!)
    const cavendish = await brandDonation('cavendish', 'PerPerson')
    const meridian = await brandDonation('meridian', 'PerBooking')
    const meridianBefore = await donationRow(meridian.id)

    const agent = await signedInStaff(server, 'sales_agent')
    expect((await agent.session.get('/admin/extras')).status).toBe(403)
    expect((await postAdminForm(agent.session, '/admin/extras', visaForm(visa, { price: '1.00' }))).status).toBe(403)
    expect(await visaRow(visa.id)).toEqual(visa)

    const { session } = await signedInStaff(server, 'content_editor')
    const otherBrand = await postAdminForm(
      session,
      '/admin/extras?brand=meridian',
      donationForm(cavendish, { price: '1.00' }),
    )
    expect(otherBrand.status).toBe(404)
    expect(await donationRow(cavendish.id)).toEqual(cavendish)
    const unknownVisa = await postAdminForm(session, '/admin/extras', visaForm({ ...visa, id: 99_999_999 }))
    expect(unknownVisa.status).toBe(404)
    const badId = await postAdminForm(session, '/admin/extras', { ...visaForm(visa), id: 'abc' })
    expect(badId.status).toBe(404)
    // The same donation under its own brand is found.
    const ownBrand = await postAdminForm(session, '/admin/extras?brand=cavendish', donationForm(cavendish))
    expect(ownBrand.status).toBe(200)

    const noCsrf = await postAdminForm(session, '/admin/extras', donationForm(meridian, { price: '3.00' }), {
      csrf: false,
    })
    expect(noCsrf.status).toBe(403)
    expect(await donationRow(meridian.id)).toEqual(meridianBefore)
    expect(await auditRowsFor(server, 'donation.edit', cavendish.id)).toHaveLength(0)
    expect(await auditRowsFor(server, 'visa.edit', 99_999_999)).toHaveLength(0)
  })
})
