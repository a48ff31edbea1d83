import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addOnListDataSchema,
  departureAddOnsResponseSchema,
  departureLegsResponseSchema,
  departureMoreDetailsResponseSchema,
  departuresResponseSchema,
  excursionsResponseSchema,
  travelOptionsResponseSchema,
  type DeparturesResponse,
  type TransportTypeOption,
} from '../../app/features/departures/departures-schemas'
import { todayIso } from '../../app/features/departures/departure-lookup.server'
import { formatLayover } from '../../app/lib/dates'
import { formatMoney } from '../../app/lib/money'
import { client } from '../support/http-client'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * The tour page's JSON API against a real server and seeded database: every call's fields and types (the
 * contract's Zod schemas are the check), filtering by transport type and location compared with the database,
 * the 404 and 400 paths, and brand isolation. Subjects are picked from the database so the test holds for any seed.
 */

let server: TestServer
const today = todayIso()
const MERIDIAN = 'localhost'
const CAVENDISH = 'coach.localhost'

beforeAll(async () => {
  server = await startTestServer('tour-api')
})

afterAll(async () => {
  await server?.stop()
})

const db = () => server.database.db

/** GET on a brand's host: brands are told apart by Host. */
async function get(path: string, host: string): Promise<{ status: number; text: string; type: string }> {
  const { status, text, headers } = await client(server, { host, headers: { accept: 'application/json' } }).get(path)
  return { status, text, type: String(headers['content-type'] ?? '') }
}

async function call(path: string, host = MERIDIAN): Promise<{ status: number; body: unknown; type: string }> {
  const { status, text, type } = await get(path, host)
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // left as text: the assertions below say it should have been JSON
  }
  return { status, body, type }
}

async function ok<T>(path: string, host = MERIDIAN): Promise<T> {
  const result = await call(path, host)
  expect(result.status, `${path}: ${JSON.stringify(result.body).slice(0, 300)}`).toBe(200)
  return result.body as T
}

/** Published tours of a brand whose departures (upcoming) use the transport type, with the most locations first. */
async function toursWith(brandId: string, transport: string) {
  const rows = await db()
    .selectFrom('departures')
    .innerJoin('tours', 'tours.id', 'departures.tourId')
    .innerJoin('transportTypes', 'transportTypes.id', 'departures.transportTypeId')
    .innerJoin('tourTransportTypes', (join) =>
      join
        .onRef('tourTransportTypes.tourId', '=', 'tours.id')
        .onRef('tourTransportTypes.transportTypeId', '=', 'transportTypes.id'),
    )
    .select(({ fn }) => [
      'tours.id',
      'tours.code',
      fn.count<number>('departures.departurePointId').distinct().as('points'),
    ])
    .where('tours.brandId', '=', brandId)
    .where('tours.marketCode', '=', 'GB')
    .where('tours.published', '=', 1)
    .where('tourTransportTypes.enabled', '=', 1)
    .where('transportTypes.code', '=', transport)
    .where('departures.startDate', '>', today)
    .groupBy(['tours.id', 'tours.code'])
    .execute()
  return rows.map((row) => ({ ...row, points: Number(row.points) })).sort((a, b) => b.points - a.points || a.id - b.id)
}

async function upcomingDepartures(tourId: number, transport: string) {
  return db()
    .selectFrom('departures')
    .innerJoin('transportTypes', 'transportTypes.id', 'departures.transportTypeId')
    .leftJoin('departurePoints', 'departurePoints.id', 'departures.departurePointId')
    .select([
      'departures.id',
      'departures.priceMinor',
      'departures.status',
      'departures.open',
      'departures.filo',
      'departures.transportCode',
      'departures.startDate',
      'departurePoints.code as pointCode',
      'departurePoints.name as pointName',
    ])
    .where('departures.tourId', '=', tourId)
    .where('transportTypes.code', '=', transport)
    .where('departures.startDate', '>', today)
    .execute()
}

async function departureRow(id: number) {
  return db()
    .selectFrom('departures')
    .innerJoin('tours', 'tours.id', 'departures.tourId')
    .innerJoin('transportTypes', 'transportTypes.id', 'departures.transportTypeId')
    .select([
      'departures.id',
      'departures.tourId',
      'departures.filo',
      'departures.transportCode',
      'departures.status',
      'departures.open',
      'departures.startDate',
      'departures.capacity',
      'departures.seatsSold',
      'departures.departurePointId',
      'tours.code as tourCode',
      'tours.brandId',
      'transportTypes.code as transportType',
    ])
    .where('departures.id', '=', id)
    .executeTakeFirstOrThrow()
}

describe('travel options', () => {
  it('lists the tour transport types in tab order with their departures URL and enabled flag', async () => {
    const [tour] = await toursWith('meridian', 'FLIGHT')
    expect(tour, 'a Meridian flight tour in the seed').toBeDefined()
    const options = travelOptionsResponseSchema.parse(
      await ok(`/umbraco/api/tourdepartures/traveloptions?tourCode=${tour!.code}`),
    )
    const expected = await db()
      .selectFrom('tourTransportTypes')
      .innerJoin('transportTypes', 'transportTypes.id', 'tourTransportTypes.transportTypeId')
      .select(['transportTypes.code', 'tourTransportTypes.enabled'])
      .where('tourId', '=', tour!.id)
      .orderBy('tourTransportTypes.position')
      .orderBy('transportTypes.id')
      .execute()
    expect(options.map((option) => [option.id, option.enabled])).toEqual(
      expected.map((row) => [row.code, row.enabled === 1]),
    )
    for (const option of options) {
      const url = new URL(option.value, server.origin)
      expect(url.pathname).toBe('/umbraco/api/tourdepartures/departures')
      expect(url.searchParams.get('tourCode')).toBe(tour!.code)
      expect(url.searchParams.get('transportType')).toBe(option.id)
    }
  })

  it('shows a disabled transport type as a tab whose departures are empty', async () => {
    const disabled = await db()
      .selectFrom('tourTransportTypes')
      .innerJoin('tours', 'tours.id', 'tourTransportTypes.tourId')
      .select(['tours.code', 'tourTransportTypes.transportTypeId'])
      .where('tourTransportTypes.enabled', '=', 0)
      .where('tours.brandId', '=', 'meridian')
      .where('tours.marketCode', '=', 'GB')
      .where('tours.published', '=', 1)
      .orderBy('tours.id')
      .executeTakeFirst()
    if (!disabled) return // the seed may have none; nothing to prove then
    const options = await ok<TransportTypeOption[]>(
      `/umbraco/api/tourdepartures/traveloptions?tourCode=${disabled.code}`,
    )
    const option = options.find((candidate) => !candidate.enabled)!
    expect(option).toBeDefined()
    const answer = departuresResponseSchema.parse(await ok(option.value))
    expect(answer.departures).toEqual([])
    expect(answer.departurePoints.children).toEqual([])
  })
})

describe('departures', () => {
  it('answers a flight tour with upcoming flight departures only, the airport column and every airport', async () => {
    const [tour] = await toursWith('meridian', 'FLIGHT')
    const answer = departuresResponseSchema.parse(
      await ok(`/umbraco/api/tourdepartures/departures?tourCode=${tour!.code}&transportType=FLIGHT`),
    )
    const expected = await upcomingDepartures(tour!.id, 'FLIGHT')
    expect(answer.secondaryLabel).toBe('Airport')
    expect(answer.departurePoints.type).toBe('airport')
    expect(answer.departurePoints.selected).toBeNull()
    expect(answer.departures.map((d) => d.id).sort((a, b) => a - b)).toEqual(
      expected.map((d) => d.id).sort((a, b) => a - b),
    )
    const points = new Map(expected.filter((d) => d.pointCode).map((d) => [d.pointCode!, d.pointName!]))
    expect(answer.departurePoints.children.map((c) => c.value).sort()).toEqual([...points.keys()].sort())
    for (const child of answer.departurePoints.children) expect(child.label).toBe(points.get(child.value))
    const byId = new Map(expected.map((d) => [d.id, d]))
    for (const departure of answer.departures) {
      const row = byId.get(departure.id)!
      expect(departure.transportType).toBe('FLIGHT')
      expect(departure.isoDate > today).toBe(true)
      expect(departure.secondaryInformation).toBe(row.pointName)
      expect(departure.tourSummary.fromPrice).toBe(row.priceMinor)
      expect(departure.tourSummary.fromPriceFormatted).toBe(formatMoney(row.priceMinor, 'GBP'))
      expect(departure.status).toBe(row.status)
      expect(departure.available).toBe(row.status !== 'Sold out')
      expect(departure.open).toBe(row.open === 1)
      expect(departure.details).toBeNull()
      expect(departure.moreDetailsUrl).toBe(`/umbraco/api/tourdepartures/details?departureId=${departure.id}`)
    }
    // Date order, as the table shows before any sorting.
    const dates = answer.departures.map((d) => d.isoDate)
    expect(dates).toEqual([...dates].sort())
  })

  it('filters by the chosen airport: every departure leaves from it, and all of them are there', async () => {
    const [tour] = await toursWith('meridian', 'FLIGHT')
    const base = `/umbraco/api/tourdepartures/departures?tourCode=${tour!.code}&transportType=FLIGHT`
    const all = await ok<DeparturesResponse>(base)
    expect(all.departurePoints.children.length).toBeGreaterThan(0)
    for (const child of all.departurePoints.children.slice(0, 3)) {
      const answer = departuresResponseSchema.parse(await ok(`${base}&airport=${child.value}`))
      expect(answer.departurePoints.selected).toBe(child.value)
      expect(answer.departurePoints.children).toEqual(all.departurePoints.children)
      const expected = (await upcomingDepartures(tour!.id, 'FLIGHT')).filter((d) => d.pointCode === child.value)
      expect(answer.departures.length).toBe(expected.length)
      for (const departure of answer.departures) {
        expect(departure.location?.code).toBe(child.value)
        const row = await departureRow(departure.id)
        expect(row.transportType).toBe('FLIGHT')
        expect(row.tourCode).toBe(tour!.code)
      }
    }
  })

  it('answers a coach tour with coach departures, the duration column and the pick-up points', async () => {
    const [tour] = await toursWith('cavendish', 'COACH')
    expect(tour, 'a Cavendish coach tour in the seed').toBeDefined()
    const base = `/umbraco/api/tourdepartures/departures?tourCode=${tour!.code}&transportType=COACH`
    const answer = departuresResponseSchema.parse(await ok(base, CAVENDISH))
    expect(answer.secondaryLabel).toBe('Duration')
    expect(answer.departurePoints.type).toBe('pickup')
    expect(answer.departures.length).toBe((await upcomingDepartures(tour!.id, 'COACH')).length)
    for (const departure of answer.departures) {
      expect(departure.transportType).toBe('COACH')
      expect(departure.secondaryInformation).toBe(
        departure.durationDays === 1 ? '1 day' : `${departure.durationDays} days`,
      )
    }
    const pickup = answer.departurePoints.children[0]
    if (pickup) {
      const filtered = departuresResponseSchema.parse(await ok(`${base}&pickup=${pickup.value}`, CAVENDISH))
      expect(filtered.departures.length).toBeGreaterThan(0)
      for (const departure of filtered.departures) expect(departure.location?.code).toBe(pickup.value)
    }
  })

  // Issue 13 defect 9: a location with no departures is an empty list (discovery §4, §8: the no-results block), not
  // a 404 that the page can only show as 'Departures are unavailable'.
  it('answers an empty list for a location the tour does not leave from', async () => {
    const [tour] = await toursWith('meridian', 'FLIGHT')
    const base = `/umbraco/api/tourdepartures/departures?tourCode=${tour!.code}&transportType=FLIGHT`
    const everywhere = departuresResponseSchema.parse(await ok(base))
    const used = new Set(everywhere.departurePoints.children.map((child) => child.value))
    const airports = await db()
      .selectFrom('departurePoints')
      .innerJoin('transportTypes', 'transportTypes.id', 'departurePoints.transportTypeId')
      .select('departurePoints.code')
      .where('transportTypes.code', '=', 'FLIGHT')
      .execute()
    const other = airports.find((airport) => !used.has(airport.code))
    expect(other, 'an airport this tour does not fly from').toBeDefined()
    for (const airport of [other!.code, 'ZZZ']) {
      const answer = departuresResponseSchema.parse(await ok(`${base}&airport=${airport}`))
      expect(answer.departures).toEqual([])
      expect(answer.departurePoints.children).toEqual(everywhere.departurePoints.children)
      expect(answer.departurePoints.selected).toBe(airport)
    }
  })

  it('answers 404 for a transport type the tour is not sold with', async () => {
    const [tour] = await toursWith('meridian', 'FLIGHT')
    const base = `/umbraco/api/tourdepartures/departures?tourCode=${tour!.code}`
    const types = await ok<TransportTypeOption[]>(`/umbraco/api/tourdepartures/traveloptions?tourCode=${tour!.code}`)
    const missing = (['FLIGHT', 'COACH', 'RAIL', 'SELF'] as const).find(
      (code) => !types.some((type) => type.id === code),
    )
    if (missing) expect((await call(`${base}&transportType=${missing}`)).status).toBe(404)
  })

  it('answers a tour without departures with empty lists', async () => {
    const tour = await db()
      .selectFrom('tours')
      .select(['tours.id', 'tours.code'])
      .where('brandId', '=', 'meridian')
      .where('marketCode', '=', 'GB')
      .where('published', '=', 1)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('departures')
              .select('departures.id')
              .whereRef('departures.tourId', '=', 'tours.id')
              .where('departures.startDate', '>', today),
          ),
        ),
      )
      .orderBy('tours.id')
      .executeTakeFirst()
    if (!tour) return
    const options = await ok<TransportTypeOption[]>(`/umbraco/api/tourdepartures/traveloptions?tourCode=${tour.code}`)
    for (const option of options) {
      const answer = departuresResponseSchema.parse(await ok(option.value))
      expect(answer.departures).toEqual([])
    }
  })
})

describe('departure details (moreDetailsUrl)', () => {
  it('gives a bookable departure a book now link into the checkout carrying every key', async () => {
    const [tour] = await toursWith('meridian', 'FLIGHT')
    const { departures } = await ok<DeparturesResponse>(
      `/umbraco/api/tourdepartures/departures?tourCode=${tour!.code}&transportType=FLIGHT`,
    )
    const departure = departures.find((d) => d.available && d.open)!
    expect(departure).toBeDefined()
    const { details } = departureMoreDetailsResponseSchema.parse(await ok(departure.moreDetailsUrl))
    expect(details.bookNowLink?.name).toBe('Book now')
    const link = new URL(details.bookNowLink!.url, server.origin)
    expect(link.pathname).toBe('/checkout')
    expect(Object.fromEntries(link.searchParams)).toEqual({
      departureId: String(departure.id),
      transportCode: departure.transportCode,
      filo: departure.filo,
      tourCode: tour!.code,
    })
    const row = await departureRow(departure.id)
    expect([row.filo, row.transportCode]).toEqual([departure.filo, departure.transportCode])
    expect(details.outbound.some((step) => step.kind === 'flight')).toBe(true)
    expect(details.rooms.length).toBeGreaterThan(0)
    const remaining = row.capacity - row.seatsSold
    expect(details.seatsLeft).toBe(remaining > 0 && remaining <= 10 ? remaining : null)
  })

  // Issue 13 defect 8: a connecting flight carries its layover in hours and minutes (discovery §9).
  it('gives each connecting flight its layover at the connecting airport', async () => {
    const connecting = await db()
      .selectFrom('departureLegs')
      .innerJoin('departures', 'departures.id', 'departureLegs.departureId')
      .innerJoin('tours', 'tours.id', 'departures.tourId')
      .select(['departureLegs.departureId'])
      .where('departureLegs.isFlight', '=', 1)
      .where('departureLegs.direction', '=', 'out')
      .where('departureLegs.sequence', '=', 2)
      .where('tours.brandId', '=', 'meridian')
      .where('tours.marketCode', '=', 'GB')
      .where('tours.published', '=', 1)
      .executeTakeFirst()
    expect(connecting, 'a departure with a connecting outbound flight').toBeDefined()
    const legs = await db()
      .selectFrom('departureLegs')
      .selectAll()
      .where('departureId', '=', connecting!.departureId)
      .where('direction', '=', 'out')
      .where('isFlight', '=', 1)
      .orderBy('sequence')
      .execute()
    const { details } = departureMoreDetailsResponseSchema.parse(
      await ok(`/umbraco/api/tourdepartures/details?departureId=${connecting!.departureId}`),
    )
    const flights = details.outbound.filter((step) => step.kind === 'flight')
    expect(flights.map((step) => step.departureAirport.code)).toEqual(legs.map((leg) => leg.departureAirportCode))
    expect(flights[0]!.layover).toBeNull()
    const minutes = (Date.parse(`${legs[1]!.departureTime}Z`) - Date.parse(`${legs[0]!.arrivalTime}Z`)) / 60_000
    expect(flights[1]!.layover).toBe(formatLayover(minutes))
  })

  it('gives a sold-out departure no book now link', async () => {
    const soldOut = await db()
      .selectFrom('departures')
      .innerJoin('tours', 'tours.id', 'departures.tourId')
      .select('departures.id')
      .where('departures.status', '=', 'Sold out')
      .where('tours.brandId', '=', 'meridian')
      .where('tours.marketCode', '=', 'GB')
      .where('tours.published', '=', 1)
      .orderBy('departures.id')
      .executeTakeFirst()
    if (!soldOut) return
    const { details } = departureMoreDetailsResponseSchema.parse(
      await ok(`/umbraco/api/tourdepartures/details?departureId=${soldOut.id}`),
    )
    expect(details.status).toBe('Sold out')
    expect(details.bookNowLink).toBeNull()
    expect(details.seatsLeft).toBeNull()
  })
})

describe('departuredetails (flight legs or no-flight entries)', () => {
  it('gives a flight departure out and return legs with airport codes, names, carrier and instance code', async () => {
    const [tour] = await toursWith('meridian', 'FLIGHT')
    const [departure] = await upcomingDepartures(tour!.id, 'FLIGHT')
    const path = `/umbraco/api/tourdepartures/departuredetails?departureId=${departure!.id}&filo=${encodeURIComponent(departure!.filo)}&transportCode=${encodeURIComponent(departure!.transportCode)}`
    const legs = departureLegsResponseSchema.parse(await ok(path))
    expect(legs.departureLegs.length).toBeGreaterThan(0)
    expect(legs.returnLegs.length).toBeGreaterThan(0)
    for (const leg of [...legs.departureLegs, ...legs.returnLegs]) {
      expect(leg.departureAirport.code).toMatch(/^[A-Z]{3}$/)
      expect(leg.arrivalAirport.code).toMatch(/^[A-Z]{3}$/)
      expect(leg.departureAirport.name).not.toBe('')
      expect(leg.flightCarrier.name).not.toBe('')
      expect(leg.instanceCode).not.toBe('')
      expect(leg.departureTime.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/)
    }
    expect(legs.departureLegs[0]!.departureAirport.code).toBe(departure!.pointCode)
    const count = await db()
      .selectFrom('departureLegs')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('departureId', '=', departure!.id)
      .where('isFlight', '=', 1)
      .executeTakeFirstOrThrow()
    expect(legs.departureLegs.length + legs.returnLegs.length).toBe(Number(count.n))
  })

  it('gives a coach departure no-flight entries with location and date, and no legs', async () => {
    const [tour] = await toursWith('cavendish', 'COACH')
    const [departure] = await upcomingDepartures(tour!.id, 'COACH')
    const path = `/umbraco/api/tourdepartures/departuredetails?departureId=${departure!.id}&filo=${encodeURIComponent(departure!.filo)}&transportCode=${encodeURIComponent(departure!.transportCode)}`
    const legs = departureLegsResponseSchema.parse(await ok(path, CAVENDISH))
    expect(legs.departureLegs).toEqual([])
    expect(legs.returnLegs).toEqual([])
    expect(legs.departureNoFlights.length).toBeGreaterThan(0)
    for (const entry of [...legs.departureNoFlights, ...legs.returnNoFlights]) {
      expect(entry.location).not.toBe('')
      expect(entry.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })

  it('answers 404 when the filo or transport code is not the departure’s own', async () => {
    const [tour] = await toursWith('meridian', 'FLIGHT')
    const [departure] = await upcomingDepartures(tour!.id, 'FLIGHT')
    const base = `/umbraco/api/tourdepartures/departuredetails?departureId=${departure!.id}`
    const filo = encodeURIComponent(departure!.filo)
    const transportCode = encodeURIComponent(departure!.transportCode)
    expect((await call(`${base}&filo=WRONG&transportCode=${transportCode}`)).status).toBe(404)
    expect((await call(`${base}&filo=${filo}&transportCode=WRONG`)).status).toBe(404)
    expect((await call(`${base}&filo=${filo}&transportCode=${transportCode}`)).status).toBe(200)
  })
})

describe('add-ons', () => {
  async function departureWithAddOns() {
    return db()
      .selectFrom('addonDepartures')
      .innerJoin('departures', 'departures.id', 'addonDepartures.departureId')
      .innerJoin('tours', 'tours.id', 'departures.tourId')
      .select([
        'departures.id',
        'departures.filo',
        'departures.transportCode',
        'tours.code as tourCode',
        'tours.id as tourId',
      ])
      .where('tours.brandId', '=', 'meridian')
      .where('tours.marketCode', '=', 'GB')
      .where('tours.published', '=', 1)
      .where('departures.startDate', '>', today)
      .where('departures.open', '=', 1)
      .where('departures.status', '!=', 'Sold out')
      .orderBy('departures.id')
      .executeTakeFirst()
  }

  it('answers the add-ons data URL with the list texts and the tour’s add-ons at their lowest price', async () => {
    const subject = await departureWithAddOns()
    expect(subject, 'a departure with add-ons in the seed').toBeDefined()
    const list = addOnListDataSchema.parse(await ok(`/umbraco/api/addon/list?tourCode=${subject!.tourCode}`))
    expect(list.title).toBe('Tour extensions')
    expect(list.numberToShowOnPageLoad).toBe(3)
    expect(list.showMoreResultsText).toBe('Show more')
    expect(list.addOns.length).toBeGreaterThan(0)
    for (const addOn of list.addOns) {
      const row = await db()
        .selectFrom('addonDepartures')
        .innerJoin('addons', 'addons.id', 'addonDepartures.addonId')
        .select(['addons.code', 'addons.tourId', 'addonDepartures.priceMinor', 'addonDepartures.transportCode'])
        .where('addonDepartures.id', '=', addOn.departureId)
        .executeTakeFirstOrThrow()
      expect(row.code).toBe(addOn.code)
      expect(row.tourId).toBe(subject!.tourId)
      expect(row.transportCode).toBe(addOn.transportCode)
      expect(addOn.price).toBe(formatMoney(row.priceMinor, 'GBP'))
    }
  })

  it('answers /umbraco/api/addon/departure with the departure’s add-ons, and 404 for keys that do not match', async () => {
    const subject = (await departureWithAddOns())!
    const keys = `departureId=${subject.id}&filo=${encodeURIComponent(subject.filo)}&transportCode=${encodeURIComponent(subject.transportCode)}`
    const addOns = departureAddOnsResponseSchema.parse(
      await ok(`/umbraco/api/addon/departure?${keys}&tourCode=${subject.tourCode}`),
    )
    const expected = await db()
      .selectFrom('addonDepartures')
      .select(['id', 'priceMinor'])
      .where('departureId', '=', subject.id)
      .execute()
    expect(addOns.map((a) => a.departureId).sort((a, b) => a - b)).toEqual(
      expected.map((e) => e.id).sort((a, b) => a - b),
    )
    for (const addOn of addOns) {
      expect(addOn.price).toBe(expected.find((e) => e.id === addOn.departureId)!.priceMinor)
      expect(addOn.priceFormatted).toBe(formatMoney(addOn.price, 'GBP'))
    }
    expect((await call(`/umbraco/api/addon/departure?${keys}&tourCode=MJ0000`)).status).toBe(404)
    expect(
      (
        await call(
          `/umbraco/api/addon/departure?departureId=${subject.id}&filo=X&transportCode=${encodeURIComponent(subject.transportCode)}&tourCode=${subject.tourCode}`,
        )
      ).status,
    ).toBe(404)
  })
})

describe('excursions', () => {
  it('answers /umbraco/api/tourexcursion/fortour with the tour’s excursions and prices', async () => {
    const subject = await db()
      .selectFrom('excursions')
      .innerJoin('tours', 'tours.id', 'excursions.tourId')
      .innerJoin('departures', 'departures.tourId', 'tours.id')
      .select(['departures.id as departureId', 'tours.id as tourId'])
      .where('tours.brandId', '=', 'meridian')
      .where('tours.marketCode', '=', 'GB')
      .where('tours.published', '=', 1)
      .orderBy('departures.id')
      .executeTakeFirst()
    expect(subject, 'a departure whose tour has excursions').toBeDefined()
    const excursions = excursionsResponseSchema.parse(
      await ok(`/umbraco/api/tourexcursion/fortour?departureId=${subject!.departureId}`),
    )
    const expected = await db()
      .selectFrom('excursions')
      .select(['id', 'name', 'priceMinor'])
      .where('tourId', '=', subject!.tourId)
      .execute()
    expect(excursions.map((e) => e.id).sort((a, b) => a - b)).toEqual(expected.map((e) => e.id).sort((a, b) => a - b))
    for (const excursion of excursions) {
      const row = expected.find((e) => e.id === excursion.id)!
      expect(excursion.name).toBe(row.name)
      expect(excursion.price).toBe(row.priceMinor)
      expect(excursion.priceFormatted).toBe(formatMoney(row.priceMinor, 'GBP'))
    }
  })
})

describe('errors', () => {
  it('answers 404 JSON for unknown tours and departures', async () => {
    for (const path of [
      '/umbraco/api/tourdepartures/traveloptions?tourCode=ZZ9999',
      '/umbraco/api/tourdepartures/departures?tourCode=ZZ9999&transportType=FLIGHT',
      '/umbraco/api/tourdepartures/details?departureId=2000000000',
      '/umbraco/api/tourdepartures/departuredetails?departureId=2000000000&filo=FI&transportCode=X',
      '/umbraco/api/addon/list?tourCode=ZZ9999',
      '/umbraco/api/addon/departure?departureId=2000000000&filo=FI&transportCode=X&tourCode=ZZ9999',
      '/umbraco/api/tourexcursion/fortour?departureId=2000000000',
    ]) {
      const result = await call(path)
      expect(result.status, path).toBe(404)
      expect(result.type).toContain('application/json')
      expect(result.body).toMatchObject({ error: { code: 'not_found' } })
    }
  })

  it('answers 400 with field errors for malformed parameters', async () => {
    const cases: Array<[string, string]> = [
      ['/umbraco/api/tourdepartures/traveloptions', 'tourCode'],
      ['/umbraco/api/tourdepartures/departures?tourCode=MJ1001', 'transportType'],
      ['/umbraco/api/tourdepartures/departures?tourCode=MJ1001&transportType=BOAT', 'transportType'],
      ['/umbraco/api/tourdepartures/departures?tourCode=MJ1001&transportType=FLIGHT&airport=%3Cscript%3E', 'airport'],
      ['/umbraco/api/tourdepartures/details?departureId=abc', 'departureId'],
      ['/umbraco/api/tourdepartures/details?departureId=1&departureId=2', 'departureId'],
      ['/umbraco/api/tourdepartures/departuredetails?departureId=1&filo=FI', 'transportCode'],
      ['/umbraco/api/addon/departure?departureId=1&filo=FI&transportCode=X', 'tourCode'],
      ['/umbraco/api/tourexcursion/fortour?departureId=-4', 'departureId'],
    ]
    for (const [path, field] of cases) {
      const result = await call(path)
      expect(result.status, path).toBe(400)
      expect(result.body, path).toMatchObject({ error: { code: 'validation_failed' } })
      expect(Object.keys((result.body as { error: { fieldErrors: object } }).error.fieldErrors), path).toContain(field)
    }
  })

  it('never answers 500, whatever is thrown at it', async () => {
    const garbage = [
      '',
      ' ',
      '0',
      '-1',
      '1e9',
      '9'.repeat(40),
      "1' OR '1'='1",
      '%00',
      '%F0%9F%92%A9',
      '[]',
      '{}',
      'null',
      'NaN',
      '..%2F..%2Fetc',
      'a'.repeat(1500),
    ]
    const endpoints = [
      (g: string) => `/umbraco/api/tourdepartures/traveloptions?tourCode=${g}`,
      (g: string) => `/umbraco/api/tourdepartures/departures?tourCode=${g}&transportType=${g}`,
      (g: string) =>
        `/umbraco/api/tourdepartures/departures?tourCode=MJ1001&transportType=FLIGHT&airport=${g}&pickup=${g}`,
      (g: string) => `/umbraco/api/tourdepartures/details?departureId=${g}`,
      (g: string) => `/umbraco/api/tourdepartures/departuredetails?departureId=${g}&filo=${g}&transportCode=${g}`,
      (g: string) => `/umbraco/api/addon/list?tourCode=${g}`,
      (g: string) => `/umbraco/api/addon/departure?departureId=${g}&filo=${g}&transportCode=${g}&tourCode=${g}`,
      (g: string) => `/umbraco/api/tourexcursion/fortour?departureId=${g}`,
      (g: string) => `/umbraco/api/tourexcursion/fortour?departureId[]=${g}`,
      (g: string) => `/umbraco/api/tourexcursion/fortour?departureId[a]=${g}`,
    ]
    for (const endpoint of endpoints) {
      for (const value of garbage) {
        const path = endpoint(value)
        const result = await call(path)
        expect([400, 404], path).toContain(result.status)
        expect(result.type, path).toContain('application/json')
      }
    }
  })
})

describe('brand isolation', () => {
  it('hides a Cavendish tour and its departures from the Meridian host', async () => {
    const [tour] = await toursWith('cavendish', 'COACH')
    const [departure] = await upcomingDepartures(tour!.id, 'COACH')
    const keys = `departureId=${departure!.id}&filo=${encodeURIComponent(departure!.filo)}&transportCode=${encodeURIComponent(departure!.transportCode)}`
    const paths = [
      `/umbraco/api/tourdepartures/traveloptions?tourCode=${tour!.code}`,
      `/umbraco/api/tourdepartures/departures?tourCode=${tour!.code}&transportType=COACH`,
      `/umbraco/api/tourdepartures/details?departureId=${departure!.id}`,
      `/umbraco/api/tourdepartures/departuredetails?${keys}`,
      `/umbraco/api/addon/list?tourCode=${tour!.code}`,
      `/umbraco/api/addon/departure?${keys}&tourCode=${tour!.code}`,
      `/umbraco/api/tourexcursion/fortour?departureId=${departure!.id}`,
    ]
    for (const path of paths) {
      expect((await call(path, CAVENDISH)).status, `${path} on its own host`).toBe(200)
      expect((await call(path, MERIDIAN)).status, `${path} on the Meridian host`).toBe(404)
    }
  })

  it('hides a Meridian tour from the Cavendish host', async () => {
    const [tour] = await toursWith('meridian', 'FLIGHT')
    expect((await call(`/umbraco/api/tourdepartures/traveloptions?tourCode=${tour!.code}`, CAVENDISH)).status).toBe(404)
  })

  it('hides unpublished tours', async () => {
    const [tour] = await toursWith('meridian', 'FLIGHT')
    await db().updateTable('tours').set({ published: 0 }).where('id', '=', tour!.id).execute()
    try {
      expect((await call(`/umbraco/api/tourdepartures/traveloptions?tourCode=${tour!.code}`)).status).toBe(404)
      const [departure] = await upcomingDepartures(tour!.id, 'FLIGHT')
      expect((await call(`/umbraco/api/tourdepartures/details?departureId=${departure!.id}`)).status).toBe(404)
    } finally {
      await db().updateTable('tours').set({ published: 1 }).where('id', '=', tour!.id).execute()
    }
  })
})
