import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createQuote } from '../support/factories'
import { auditRowsFor, postAdminForm, signedInStaff } from '../support/staff-session'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * Creating tours and generating their departures in the back office over HTTP against the real server (issue 26),
 * on the dialect under test: a new tour is written unpublished with its country, transport and audit row and lands
 * on its edit page; a taken code or page address is refused with a clear message and nothing written; a sales agent
 * may not (403); a form without its CSRF field is refused. The departure generator previews a run (a date the tour
 * already departs on marked and skipped, a monthly run's short months noted), creates what it previewed in one
 * transaction with rooms, the tour's from-price and one audit row, refuses a plan that changed since the preview,
 * bad terms (400) and too many departures, and answers another brand's tour with a 404 and a sales agent with a 403.
 * The departure calendar shows a month of one tour's (or every tour's) departures with places sold, held and status;
 * the bulk price change previews and applies a change to chosen departures with their rooms and one audit row.
 */

let server: TestServer

beforeAll(async () => {
  server = await startTestServer('admin-tour-create', { TRUST_PROXY: 'loopback' })
})

afterAll(async () => {
  await server?.stop()
})

const db = () => server.database.db

let serial = 0
/** A tour code no other test uses (two letters, then digits). */
const freshCode = () => `ZQ${(Date.now() % 100_000) * 10 + (serial++ % 10)}`

async function choices() {
  const country = await db()
    .selectFrom('countries')
    .select(['id', 'name', 'continentId'])
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const transport = await db()
    .selectFrom('transportTypes')
    .select('id')
    .where('code', '=', 'COACH')
    .executeTakeFirstOrThrow()
  return { countryId: String(country.id), continentId: country.continentId, transportTypeId: String(transport.id) }
}

async function newTourForm(change: Record<string, string> = {}) {
  const { countryId, transportTypeId } = await choices()
  return {
    code: freshCode(),
    marketCode: 'GB',
    slug: '',
    durationDays: '8',
    countryId,
    transportTypeId,
    name: `Quiet Valleys ${serial}`,
    description: 'Eight days of quiet valleys.',
    overviewHtml: '<p>Valleys and villages.</p>',
    accommodationHtml: '<p>Family hotels.</p>',
    offerText: '',
    seoTitle: 'Quiet valleys by coach',
    seoDescription: '',
    ...change,
  }
}

const creations = async () =>
  (await db().selectFrom('auditLog').select('id').where('action', '=', 'tour.create').execute()).length

const tourRowOf = (id: number) => db().selectFrom('tours').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

const tourByCode = (code: string) => db().selectFrom('tours').selectAll().where('code', '=', code).executeTakeFirst()

describe('creating a tour', () => {
  it('writes it unpublished with its country, transport and audit row, and lands on its edit page', async () => {
    const { session, id: staffId } = await signedInStaff(server, 'content_editor')
    const list = await session.get('/admin/tours?brand=cavendish')
    expect(list.text).toContain('href="/admin/tours/new?brand=cavendish"')
    const page = await session.get('/admin/tours/new?brand=cavendish')
    expect(page.status).toBe(200)
    expect(page.text).toContain('New tour: ')
    expect(page.text).toContain('name="code"')

    const form = await newTourForm({ code: ` ${freshCode().toLowerCase()} `, name: 'Côte d’Azur by Coach' })
    const code = form.code.trim().toUpperCase()
    const created = await postAdminForm(session, '/admin/tours/new?brand=cavendish', form)
    expect(created.status, created.text.slice(0, 300)).toBe(302)
    const row = await tourByCode(code)
    expect(row).toMatchObject({
      brandId: 'cavendish',
      marketCode: 'GB',
      slug: 'cote-d-azur-by-coach',
      name: 'Côte d’Azur by Coach',
      durationDays: 8,
      currency: 'GBP',
      published: 0,
      seoTitle: 'Quiet valleys by coach',
      seoDescription: null,
      offerText: null,
      primaryCountryId: Number(form.countryId),
      fromPriceMinor: null,
    })
    const tourId = Number(row!.id)
    expect(created.headers.location).toBe(`/admin/tours/${tourId}?brand=cavendish&created=1`)
    const landed = await session.get(created.headers.location!)
    expect(landed.status).toBe(200)
    expect(landed.text).toContain('Tour created, not published.')
    expect(landed.text).toContain(`Tour ${code}`)

    expect(await db().selectFrom('tourCountries').selectAll().where('tourId', '=', tourId).execute()).toEqual([
      { tourId, countryId: Number(form.countryId), position: 0 },
    ])
    expect(
      await db()
        .selectFrom('tourTransportTypes')
        .select(['transportTypeId', 'enabled'])
        .where('tourId', '=', tourId)
        .execute(),
    ).toEqual([{ transportTypeId: Number(form.transportTypeId), enabled: 1 }])
    const audit = await auditRowsFor(server, 'tour.create', tourId)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ staffId, brandId: 'cavendish', entity: 'tour', beforeJson: null })
    expect(JSON.parse(audit[0]!.afterJson!)).toMatchObject({ code, slug: 'cote-d-azur-by-coach', published: false })

    // Unpublished: not on the site, and Meridian's back office does not find it.
    expect((await session.get(`/tours/cote-d-azur-by-coach`)).status).toBe(404)
    expect((await session.get(`/admin/tours/${tourId}?brand=meridian`)).status).toBe(404)
  })

  it('refuses a taken code (this brand’s or another’s) and a taken page address, writing nothing', async () => {
    const { session } = await signedInStaff(server, 'administrator')
    const meridianTour = await db()
      .selectFrom('tours')
      .select(['code', 'slug', 'marketCode'])
      .where('brandId', '=', 'meridian')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const before = await db()
      .selectFrom('tours')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    const creationsBefore = await creations()

    const sameBrand = await postAdminForm(
      session,
      '/admin/tours/new?brand=meridian',
      await newTourForm({ code: meridianTour.code }),
    )
    expect(sameBrand.status).toBe(400)
    expect(sameBrand.text).toContain(`Tour code ${meridianTour.code} is taken by another tour. Choose another code.`)
    const otherBrand = await postAdminForm(
      session,
      '/admin/tours/new?brand=cavendish',
      await newTourForm({ code: meridianTour.code }),
    )
    expect(otherBrand.status).toBe(400)
    expect(otherBrand.text).toContain('taken by another brand’s tour (codes are unique across brands)')
    const slug = await postAdminForm(
      session,
      '/admin/tours/new?brand=meridian',
      await newTourForm({ slug: meridianTour.slug, marketCode: meridianTour.marketCode }),
    )
    expect(slug.status).toBe(400)
    expect(slug.text).toContain(`The page address /tours/${meridianTour.slug} is taken by another tour in this market.`)
    // What was typed comes back in the form.
    expect(slug.text).toContain(`value="${meridianTour.slug}"`)

    const invalid = await postAdminForm(
      session,
      '/admin/tours/new?brand=meridian',
      await newTourForm({ code: '9', durationDays: 'ten', countryId: '999999', overviewHtml: '<script>x</script>' }),
    )
    expect(invalid.status).toBe(400)
    expect(invalid.text).toContain('starting with two letters')
    expect(invalid.text).toContain('Enter the length in days, from 1 to 90.')
    expect(invalid.text).toContain('Choose the main country.')
    const after = await db()
      .selectFrom('tours')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
    expect(await creations()).toBe(creationsBefore)
  })

  it('answers a sales agent with a 403 and a form without its CSRF field with a 403', async () => {
    const agent = await signedInStaff(server, 'sales_agent')
    expect((await agent.session.get('/admin/tours/new')).status).toBe(403)
    const form = await newTourForm()
    expect((await postAdminForm(agent.session, '/admin/tours/new', form)).status).toBe(403)
    const editor = await signedInStaff(server, 'content_editor')
    expect((await postAdminForm(editor.session, '/admin/tours/new', form, { csrf: false })).status).toBe(403)
    expect(await tourByCode(form.code)).toBeUndefined()
  })
})

const nextYear = new Date().getUTCFullYear() + 1
const on = (monthDay: string) => `${nextYear}-${monthDay}`

/** A new coach tour of the brand (made through the form), its id and code. */
async function newTour(session: Awaited<ReturnType<typeof signedInStaff>>['session'], brand = 'meridian') {
  const form = await newTourForm()
  const created = await postAdminForm(session, `/admin/tours/new?brand=${brand}`, form)
  expect(created.status, created.text.slice(0, 300)).toBe(302)
  const row = await tourByCode(form.code)
  return { id: Number(row!.id), code: form.code }
}

const runForm = (change: Record<string, string> = {}) => ({
  startDate: on('03-01'),
  repeat: 'weekly',
  until: on('03-22'),
  pointId: '',
  capacity: '20',
  price: '899.00',
  deposit: '150.00',
  'room-TWN-allocation': '8',
  'room-TWN-supplement': '',
  'room-DBL-allocation': '',
  'room-DBL-supplement': '',
  'room-SGL-allocation': '4',
  'room-SGL-supplement': '120.00',
  'room-TRP-allocation': '',
  'room-TRP-supplement': '',
  ...change,
})

const departuresOf = (tourId: number) =>
  db()
    .selectFrom('departures')
    .select(['id', 'code', 'startDate', 'endDate', 'capacity', 'priceMinor', 'depositMinor', 'seatsSold', 'open'])
    .where('tourId', '=', tourId)
    .orderBy('startDate')
    .execute()

describe('the departure generator', () => {
  it('previews a weekly run with a clashing date skipped, then creates the rest with rooms and one audit row', async () => {
    const { session, id: staffId } = await signedInStaff(server, 'content_editor')
    const tour = await newTour(session)
    const path = `/admin/tours/${tour.id}/departures/new?brand=meridian`
    const point = await db()
      .selectFrom('departurePoints')
      .innerJoin('transportTypes', 'transportTypes.id', 'departurePoints.transportTypeId')
      .select(['departurePoints.id', 'departurePoints.code'])
      .where('transportTypes.code', '=', 'COACH')
      .orderBy('departurePoints.id')
      .executeTakeFirstOrThrow()
    const page = await session.get(path)
    expect(page.status).toBe(200)
    expect(page.text).toContain(`New departures: ${tour.code}`)
    expect(page.text).toContain(`value="${point.id}"`)

    // One departure on 15 March first, so the weekly run clashes there.
    const once = await postAdminForm(
      session,
      path,
      runForm({ intent: 'create', repeat: 'once', startDate: on('03-15'), expected: '1' }),
    )
    expect(once.status, once.text.slice(0, 300)).toBe(302)
    expect(once.headers.location).toBe(
      `/admin/tours/${tour.id}/departures/new?brand=meridian&created=1&month=${nextYear}-03`,
    )
    expect(await departuresOf(tour.id)).toHaveLength(1)

    const run = runForm({ pointId: String(point.id) })
    const preview = await postAdminForm(session, path, { ...run, intent: 'preview' })
    expect(preview.status).toBe(200)
    expect(preview.text).toContain('Preview: 3 departures to create, 1 skipped')
    expect(preview.text).toContain(`${tour.code}-${String(nextYear).slice(2)}0301-${point.code}`)
    expect(preview.text).toContain(
      `The tour already departs this day (${tour.code}-${String(nextYear).slice(2)}0315-COACH): skipped.`,
    )
    expect(preview.text).toContain('Create 3 departures')
    expect(await departuresOf(tour.id)).toHaveLength(1)

    // The plan changed since the preview (a departure added on the 8th): refused with a new preview, nothing written.
    const stale = await postAdminForm(
      session,
      path,
      runForm({ intent: 'create', repeat: 'once', startDate: on('03-08'), expected: '1' }),
    )
    expect(stale.status).toBe(302)
    const refused = await postAdminForm(session, path, { ...run, intent: 'create', expected: '3' })
    expect(refused.status).toBe(200)
    expect(refused.text).toContain('The departures changed since the preview')
    expect(refused.text).toContain('Preview: 2 departures to create, 2 skipped')
    expect(await departuresOf(tour.id)).toHaveLength(2)

    const created = await postAdminForm(session, path, { ...run, intent: 'create', expected: '2' })
    expect(created.status, created.text.slice(0, 300)).toBe(302)
    expect((await session.get(created.headers.location!)).text).toContain('2 departures created.')
    const rows = await departuresOf(tour.id)
    const yy = String(nextYear).slice(2)
    expect(rows.map((row) => [row.code, row.startDate, row.endDate])).toEqual([
      [`${tour.code}-${yy}0301-${point.code}`, on('03-01'), on('03-08')],
      [`${tour.code}-${yy}0308-COACH`, on('03-08'), on('03-15')],
      [`${tour.code}-${yy}0315-COACH`, on('03-15'), on('03-22')],
      [`${tour.code}-${yy}0322-${point.code}`, on('03-22'), on('03-29')],
    ])
    for (const row of rows)
      expect(row).toMatchObject({ capacity: 20, priceMinor: 89_900, depositMinor: 15_000, seatsSold: 0, open: 1 })
    const rooms = await db()
      .selectFrom('rooms')
      .select(['code', 'allocation', 'occupancy', 'supplementMinor', 'pricePerPersonMinor', 'sold'])
      .where('departureId', '=', Number(rows[0]!.id))
      .orderBy('id')
      .execute()
    expect(rooms).toEqual([
      { code: 'TWN', allocation: 8, occupancy: 2, supplementMinor: 0, pricePerPersonMinor: 89_900, sold: 0 },
      { code: 'SGL', allocation: 4, occupancy: 1, supplementMinor: 12_000, pricePerPersonMinor: 101_900, sold: 0 },
    ])
    expect((await tourRowOf(tour.id)).fromPriceMinor).toBe(89_900)
    const audit = await auditRowsFor(server, 'tour.departures-generate', tour.id)
    expect(audit).toHaveLength(3)
    expect(audit[2]).toMatchObject({ staffId, brandId: 'meridian', entity: 'tour' })
    expect(JSON.parse(audit[2]!.afterJson!)).toMatchObject({
      repeat: 'weekly',
      codes: [rows[0]!.code, rows[3]!.code],
      skipped: [on('03-08'), on('03-15')],
      priceMinor: 89_900,
      capacity: 20,
    })
  })

  it('notes a monthly run’s short months, and refuses bad terms and too many departures with a 400', async () => {
    const { session } = await signedInStaff(server, 'administrator')
    const tour = await newTour(session)
    const path = `/admin/tours/${tour.id}/departures/new?brand=meridian`
    const monthly = await postAdminForm(
      session,
      path,
      runForm({ intent: 'preview', repeat: 'monthly', startDate: on('01-31'), until: on('04-30') }),
    )
    expect(monthly.status).toBe(200)
    expect(monthly.text).toContain('Preview: 4 departures to create')
    // In the table (the page's data for hydration repeats the notes): February and April.
    expect(monthly.text.match(/<td>The month has no 31st: its last day instead.<\/td>/g)).toHaveLength(2)
    expect(monthly.text).toContain(`data-testid="planned-${on('02-28')}"`)
    expect(monthly.text).toContain(`data-testid="planned-${on('04-30')}"`)

    const bad = await postAdminForm(
      session,
      path,
      runForm({ intent: 'preview', price: '0', deposit: 'lots', 'room-SGL-supplement': 'x', capacity: '21' }),
    )
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('Enter a price above 0.')
    expect(bad.text).toContain('Enter the deposit in pounds and pence, such as 250.00.')
    expect(bad.text).toContain('Single Room: enter the supplement in pounds and pence')
    const tooMany = await postAdminForm(
      session,
      path,
      runForm({ intent: 'create', startDate: on('01-04'), until: `${nextYear + 3}-01-01`, expected: '157' }),
    )
    expect(tooMany.status).toBe(400)
    expect(tooMany.text).toContain('That is more than 104 departures')
    const past = await postAdminForm(session, path, runForm({ intent: 'preview', startDate: '2020-01-01' }))
    expect(past.status).toBe(400)
    expect(past.text).toContain('The first departure date cannot be in the past.')
    const flightPoint = await db()
      .selectFrom('departurePoints')
      .innerJoin('transportTypes', 'transportTypes.id', 'departurePoints.transportTypeId')
      .select('departurePoints.id')
      .where('transportTypes.code', '=', 'FLIGHT')
      .executeTakeFirstOrThrow()
    const wrongPoint = await postAdminForm(
      session,
      path,
      runForm({ intent: 'preview', pointId: String(flightPoint.id) }),
    )
    expect(wrongPoint.status).toBe(400)
    expect(wrongPoint.text).toContain('Choose a departure point from the list.')
    expect((await postAdminForm(session, path, runForm({ intent: 'delete' }))).status).toBe(400)
    expect(await departuresOf(tour.id)).toEqual([])
    expect(await auditRowsFor(server, 'tour.departures-generate', tour.id)).toEqual([])
  })

  it('answers another brand’s tour with a 404, a sales agent with a 403 and a form without its CSRF field with a 403', async () => {
    const { session } = await signedInStaff(server, 'content_editor')
    const tour = await newTour(session, 'cavendish')
    expect((await session.get(`/admin/tours/${tour.id}/departures/new?brand=cavendish`)).status).toBe(200)
    expect((await session.get(`/admin/tours/${tour.id}/departures/new?brand=meridian`)).status).toBe(404)
    const form = runForm({ intent: 'create', repeat: 'once', expected: '1' })
    expect((await postAdminForm(session, `/admin/tours/${tour.id}/departures/new?brand=meridian`, form)).status).toBe(
      404,
    )
    expect(
      (await postAdminForm(session, `/admin/tours/${tour.id}/departures/new?brand=cavendish`, form, { csrf: false }))
        .status,
    ).toBe(403)
    const agent = await signedInStaff(server, 'sales_agent')
    expect((await agent.session.get(`/admin/tours/${tour.id}/departures/new?brand=cavendish`)).status).toBe(403)
    expect(
      (await postAdminForm(agent.session, `/admin/tours/${tour.id}/departures/new?brand=cavendish`, form)).status,
    ).toBe(403)
    expect(await departuresOf(tour.id)).toEqual([])
  })
})

describe('the departure calendar', () => {
  it('shows a month of a tour’s departures with places sold, held and status, linking to each', async () => {
    const { session } = await signedInStaff(server, 'content_editor')
    const tour = await newTour(session)
    const path = `/admin/tours/${tour.id}/departures/new?brand=meridian`
    const run = runForm({ startDate: on('06-07'), until: on('06-28') })
    expect((await postAdminForm(session, path, { ...run, intent: 'create', expected: '4' })).status).toBe(302)
    const [first, second, third] = await departuresOf(tour.id)
    // The first: 18 of 20 sold and 1 held in a live checkout (Limited); the second closed by staff.
    await db().updateTable('departures').set({ seatsSold: 18 }).where('id', '=', first!.id).execute()
    await db().updateTable('departures').set({ open: 0 }).where('id', '=', second!.id).execute()
    const room = await db()
      .selectFrom('rooms')
      .select('id')
      .where('departureId', '=', first!.id)
      .executeTakeFirstOrThrow()
    const { quote } = await createQuote(db(), { departureId: Number(first!.id), roomIds: [Number(room.id)] })
    await db()
      .insertInto('inventoryHolds')
      .values({
        quoteId: Number(quote.id),
        departureId: Number(first!.id),
        roomId: Number(room.id),
        rooms: 1,
        places: 1,
        expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      })
      .execute()

    const page = await session.get(`/admin/departures/calendar?brand=meridian&tour=${tour.id}&month=${nextYear}-06`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(`Departures in June ${nextYear}: ${tour.code}`)
    expect(page.text).toContain('4 departures.')
    const item = (id: number) => {
      const start = page.text.indexOf(`data-testid="calendar-departure-${id}"`)
      expect(start, `departure ${id} is on the calendar`).toBeGreaterThan(0)
      return page.text.slice(start, page.text.indexOf('</li>', start))
    }
    expect(item(Number(first!.id))).toContain(`href="/admin/departures/${first!.id}?brand=meridian"`)
    expect(item(Number(first!.id))).toContain('18 sold, 1 held, of 20')
    expect(item(Number(first!.id))).toContain('>Limited<')
    expect(item(Number(second!.id))).toContain('>Closed<')
    expect(item(Number(third!.id))).toContain('0 sold, 0 held, of 20')
    expect(item(Number(third!.id))).toContain('>Available<')
    expect(page.text).toContain(
      `href="/admin/departures/calendar?brand=meridian&amp;month=${nextYear}-05&amp;tour=${tour.id}"`,
    )
    expect(page.text).toContain(`Next month: July ${nextYear}`)

    // Every tour of the brand that month: this tour's departures among them; none in the month before the run.
    const all = await session.get(`/admin/departures/calendar?brand=meridian&month=${nextYear}-06`)
    expect(all.status).toBe(200)
    expect(all.text).toContain(`data-testid="calendar-departure-${third!.id}"`)
    const before = await session.get(`/admin/departures/calendar?brand=meridian&tour=${tour.id}&month=${nextYear}-05`)
    expect(before.text).toContain('No departures this month.')

    // A sales agent sees it too (bookings.view), as the departure page.
    const agent = await signedInStaff(server, 'sales_agent')
    expect((await agent.session.get(`/admin/departures/calendar?brand=meridian&tour=${tour.id}`)).status).toBe(200)
  })

  it('answers a bad month with a 400 and its message, another brand’s or no such tour with a 404', async () => {
    const { session } = await signedInStaff(server, 'content_editor')
    for (const month of ['2027-13', 'May', '2027-5'] as const) {
      const response = await session.get(`/admin/departures/calendar?brand=meridian&month=${month}`)
      expect(response.status, month).toBe(400)
      expect(response.text).toContain('Give the month as a year and month between 2000 and 2100, such as 2027-05.')
    }
    const cavendishTour = await db()
      .selectFrom('tours')
      .select('id')
      .where('brandId', '=', 'cavendish')
      .executeTakeFirstOrThrow()
    expect((await session.get(`/admin/departures/calendar?brand=meridian&tour=${cavendishTour.id}`)).status).toBe(404)
    expect((await session.get(`/admin/departures/calendar?brand=cavendish&tour=${cavendishTour.id}`)).status).toBe(200)
    for (const bad of ['abc', '0', '-1', '99999999'])
      expect((await session.get(`/admin/departures/calendar?brand=meridian&tour=${bad}`)).status, bad).toBe(404)
  })
})

describe('the bulk price change', () => {
  async function tourWithJuly(session: Awaited<ReturnType<typeof signedInStaff>>['session']) {
    const tour = await newTour(session)
    const run = runForm({ startDate: on('07-05'), until: on('07-19') })
    const created = await postAdminForm(session, `/admin/tours/${tour.id}/departures/new?brand=meridian`, {
      ...run,
      intent: 'create',
      expected: '3',
    })
    expect(created.status).toBe(302)
    return {
      tour,
      departures: await departuresOf(tour.id),
      path: `/admin/departures/prices?brand=meridian&tour=${tour.id}&month=${nextYear}-07`,
    }
  }
  const bulkAudits = async (staffId: number) =>
    db()
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'departure.bulk-price')
      .where('staffId', '=', staffId)
      .execute()

  it('previews old → new for the chosen departures, then applies them with their rooms and one audit row', async () => {
    const { session, id: staffId } = await signedInStaff(server, 'content_editor')
    const { tour, departures, path } = await tourWithJuly(session)
    const [first, second, third] = departures
    const calendar = await session.get(`/admin/departures/calendar?brand=meridian&tour=${tour.id}&month=${nextYear}-07`)
    expect(calendar.text).toContain(
      `href="/admin/departures/prices?brand=meridian&amp;month=${nextYear}-07&amp;tour=${tour.id}"`,
    )
    const page = await session.get(path)
    expect(page.status).toBe(200)
    expect(page.text).toContain(`value="${third!.id}"`)

    const chosen = (extra: Record<string, string>) => {
      const body = new URLSearchParams({ kind: 'percent', value: '-10', ...extra })
      body.append('departure', String(first!.id))
      body.append('departure', String(second!.id))
      return body
    }
    const post = async (body: URLSearchParams) => {
      body.set('csrfToken', await session.csrfToken())
      return session.post(path, body.toString(), { headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    }
    const preview = await post(chosen({ intent: 'preview' }))
    expect(preview.status).toBe(200)
    expect(preview.text).toContain('Preview: 2 new prices')
    expect(preview.text).toContain('Apply to 2 departures')
    expect(preview.text).toContain('£809.10')
    expect((await departuresOf(tour.id)).map((row) => row.priceMinor)).toEqual([89_900, 89_900, 89_900])

    const applied = await post(
      chosen({ intent: 'apply', [`old-${first!.id}`]: '89900', [`old-${second!.id}`]: '89900' }),
    )
    expect(applied.status).toBe(200)
    expect(applied.text).toContain('New prices applied to 2 departures.')
    expect((await departuresOf(tour.id)).map((row) => row.priceMinor)).toEqual([80_910, 80_910, 89_900])
    const rooms = await db()
      .selectFrom('rooms')
      .select(['code', 'pricePerPersonMinor'])
      .where('departureId', '=', Number(first!.id))
      .orderBy('id')
      .execute()
    expect(rooms).toEqual([
      { code: 'TWN', pricePerPersonMinor: 80_910 },
      { code: 'SGL', pricePerPersonMinor: 92_910 },
    ])
    expect((await tourRowOf(tour.id)).fromPriceMinor).toBe(80_910)
    const audit = await bulkAudits(staffId)
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0]!.beforeJson!)).toEqual([
      { id: Number(first!.id), code: first!.code, priceMinor: 89_900 },
      { id: Number(second!.id), code: second!.code, priceMinor: 89_900 },
    ])

    // Applying the same preview again: the prices moved since, so it is refused with a fresh preview.
    const stale = await post(chosen({ intent: 'apply', [`old-${first!.id}`]: '89900', [`old-${second!.id}`]: '89900' }))
    expect(stale.text).toContain('A price changed since the preview.')
    expect((await departuresOf(tour.id)).map((row) => row.priceMinor)).toEqual([80_910, 80_910, 89_900])
    expect(await bulkAudits(staffId)).toHaveLength(1)
  })

  it('refuses a zero price, no selection, a price below a deposit (nothing applied), another brand’s departure and a sales agent', async () => {
    const { session, id: staffId } = await signedInStaff(server, 'content_editor')
    const { departures, path } = await tourWithJuly(session)
    const one = String(departures[0]!.id)
    const zero = await postAdminForm(session, path, { intent: 'preview', kind: 'set', value: '0', departure: one })
    expect(zero.status).toBe(400)
    expect(zero.text).toContain('Enter the new price above 0, such as 1299.00.')
    const none = await postAdminForm(session, path, { intent: 'preview', kind: 'amount', value: '10' })
    expect(none.status).toBe(400)
    expect(none.text).toContain('Choose at least one departure.')
    // £899 − £800 = £99, below the £150 deposit: refused in the preview, and an apply writes nothing.
    const below = { kind: 'amount', value: '-800', departure: one, [`old-${one}`]: '89900' }
    const preview = await postAdminForm(session, path, { ...below, intent: 'preview' })
    expect(preview.status).toBe(200)
    expect(preview.text).toContain('Preview: 1 of 1 new prices refused')
    expect(preview.text).toContain('The new price is below the departure’s deposit.')
    expect(preview.text).not.toContain('Apply to 1 departure')
    const apply = await postAdminForm(session, path, { ...below, intent: 'apply' })
    expect(apply.status).toBe(400)
    expect(
      (await db().selectFrom('departures').select('priceMinor').where('id', '=', Number(one)).executeTakeFirstOrThrow())
        .priceMinor,
    ).toBe(89_900)
    const cavendishDeparture = await db()
      .selectFrom('departures')
      .innerJoin('tours', 'tours.id', 'departures.tourId')
      .select('departures.id')
      .where('tours.brandId', '=', 'cavendish')
      .executeTakeFirstOrThrow()
    const elsewhere = await postAdminForm(session, path, {
      intent: 'preview',
      kind: 'amount',
      value: '10',
      departure: String(cavendishDeparture.id),
    })
    expect(elsewhere.status).toBe(404)
    expect(await bulkAudits(staffId)).toEqual([])
    const agent = await signedInStaff(server, 'sales_agent')
    expect((await agent.session.get(path)).status).toBe(403)
    expect((await postAdminForm(agent.session, path, { ...below, intent: 'preview' })).status).toBe(403)
  })
})
