import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { departureStatusFor } from '../../app/features/departures/index.availability'
import { openDatabase, type DatabaseHandle } from '../../db/database.server'
import { migrateToLatest } from '../../db/migrate.server'
import { ALL_TABLES_CHILDREN_FIRST } from './bulk-insert.server'
import { addDays, addMonths } from './calendar-days'
import { CustomerDataError, ensureDemoCatalogue, seedDemoCatalogue, type SeedSummary } from './catalogue.server'
import { BROCHURE_COVER_SCENES } from './artwork/scenes'
import { CONTENT_BLOCK_KEYS } from './content-blocks'
import { IN_FLIGHT_LOCATION } from './itinerary-flights'
import { CANADIAN_AIRPORTS, CONTINENTS, COUNTRIES } from './reference-data'

const TODAY = '2026-01-15'
const OPTIONS = { tours: 60, today: TODAY }

const directory = mkdtempSync(join(tmpdir(), 'itinera-seed-'))
const databases: DatabaseHandle[] = []

async function freshDatabase(name: string): Promise<DatabaseHandle> {
  const handle = openDatabase(`file:${join(directory, `${name}.db`)}`)
  databases.push(handle)
  await migrateToLatest(handle.db)
  return handle
}

afterAll(async () => {
  for (const handle of databases) await handle.close()
  rmSync(directory, { recursive: true, force: true })
})

async function tourDigest(handle: DatabaseHandle): Promise<string> {
  const tours = await handle.db
    .selectFrom('tours')
    .select([
      'id',
      'code',
      'slug',
      'name',
      'description',
      'durationDays',
      'fromPriceMinor',
      'wasPriceMinor',
      'offerText',
      'rank',
      'scene',
      'createdAt',
    ])
    .orderBy('id')
    .execute()
  const departures = await handle.db
    .selectFrom('departures')
    .select(['id', 'code', 'startDate', 'priceMinor', 'wasPriceMinor', 'status', 'seatsSold'])
    .orderBy('id')
    .execute()
  const legs = await handle.db
    .selectFrom('departureLegs')
    .select(['departureId', 'instanceCode', 'departureTime', 'location'])
    .orderBy('id')
    .execute()
  return createHash('sha256')
    .update(JSON.stringify([tours, departures, legs]))
    .digest('hex')
}

describe('seedDemoCatalogue (60 tours)', () => {
  let handle: DatabaseHandle
  let summary: SeedSummary

  beforeAll(async () => {
    handle = await freshDatabase('small')
    summary = await seedDemoCatalogue(handle.db, OPTIONS)
  }, 60_000)

  it('reports what it wrote', async () => {
    expect(summary.tours).toBe(60)
    expect(summary.today).toBe(TODAY)
    expect(summary.counts.tours).toBe(60)
    const departures = await handle.db
      .selectFrom('departures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(departures.n)).toBe(summary.counts.departures)
  })

  it('rebuilds the free-text search index from the new tours', async () => {
    expect(summary.counts.tour_search).toBe(60)
    const indexed = await sql<{ n: number }>`select count(*) as n from tour_search`.execute(handle.db)
    expect(Number(indexed.rows[0]!.n)).toBe(60)
    const tour = await handle.db.selectFrom('tours').select(['id', 'code']).orderBy('id').executeTakeFirstOrThrow()
    const match = await sql<{
      id: number
    }>`select rowid as id from tour_search_fts where tour_search_fts match ${`code:${tour.code.toLowerCase()}`}`.execute(
      handle.db,
    )
    expect(match.rows.map((row) => Number(row.id))).toEqual([tour.id])
  })

  it('creates both brands and markets', async () => {
    const brands = await handle.db.selectFrom('brands').selectAll().orderBy('id').execute()
    expect(brands.map((b) => [b.id, b.marketingFormId, b.isCoach, b.phone])).toEqual([
      ['cavendish', 2410, 1, '0800 088 4411'],
      ['meridian', 2405, 0, '0800 024 6020'],
    ])
    const markets = await handle.db.selectFrom('markets').selectAll().orderBy('code').execute()
    expect(markets.map((m) => [m.code, m.currency, m.cultureCode])).toEqual([
      ['CA', 'CAD', 'en-CA'],
      ['GB', 'GBP', 'en-GB'],
    ])
  })

  it('writes every content block for both brands', async () => {
    const blocks = await handle.db
      .selectFrom('contentBlocks')
      .select(['brandId', 'key', 'dataJson', 'bodyHtml', 'title'])
      .execute()
    for (const brandId of ['meridian', 'cavendish']) {
      const keys = blocks
        .filter((b) => b.brandId === brandId)
        .map((b) => b.key)
        .sort()
      expect(keys).toEqual([...CONTENT_BLOCK_KEYS].sort())
    }
    const login = (brandId: string) =>
      JSON.parse(blocks.find((b) => b.brandId === brandId && b.key === 'checkout.login')!.dataJson!)
    expect(login('meridian').continueText).toBe('Continue without log in')
    expect(login('cavendish').continueText).toBe('Continue')
    for (const block of blocks)
      expect(`${block.title}${block.bodyHtml}${block.dataJson}`).not.toMatch(/\{(brandName|phone|email|year)\}/)
  })

  it('gives every tour countries, pictures in three sizes, an itinerary, hotels and highlights', async () => {
    const tours = await handle.db.selectFrom('tours').selectAll().execute()
    const countries = await handle.db.selectFrom('tourCountries').selectAll().execute()
    const images = await handle.db.selectFrom('tourImages').selectAll().execute()
    const days = await handle.db.selectFrom('itineraryDays').selectAll().execute()
    const hotels = await handle.db.selectFrom('accommodations').selectAll().execute()
    const highlights = await handle.db.selectFrom('highlights').selectAll().execute()
    const types = await handle.db.selectFrom('tourTravelTypes').selectAll().execute()
    for (const tour of tours) {
      const own = countries.filter((c) => c.tourId === tour.id)
      expect(own.length, tour.code).toBeGreaterThanOrEqual(1)
      expect(own.length, tour.code).toBeLessThanOrEqual(3)
      expect(own.find((c) => c.position === 0)?.countryId, tour.code).toBe(tour.primaryCountryId)
      const pictures = images.filter((i) => i.tourId === tour.id).sort((a, b) => a.position - b.position)
      expect(pictures.length, tour.code).toBeGreaterThanOrEqual(5)
      expect(pictures.length, tour.code).toBeLessThanOrEqual(7)
      expect(pictures[0]!.position).toBe(0)
      for (const picture of pictures) {
        expect(picture.smallUrl).toMatch(/^\/media\/tours\/[^/]+\/\d+-small\.svg$/)
        expect(picture.mediumUrl).toMatch(/-medium\.svg$/)
        expect(picture.largeUrl).toMatch(/-large\.svg$/)
        expect(picture.altText.length).toBeGreaterThan(10)
      }
      const itinerary = days
        .filter((d) => d.tourId === tour.id)
        .map((d) => d.dayNumber)
        .sort((a, b) => a - b)
      expect(itinerary, tour.code).toEqual(Array.from({ length: tour.durationDays }, (_, i) => i + 1))
      const stays = hotels.filter((h) => h.tourId === tour.id)
      expect(stays.length, tour.code).toBeGreaterThanOrEqual(1)
      expect(stays.length, tour.code).toBeLessThanOrEqual(4)
      // Every night is in a hotel (or on board), or on the outbound flight (defect 8).
      const nightsInTheAir = days.filter((d) => d.tourId === tour.id && d.location === IN_FLIGHT_LOCATION).length
      expect(stays.reduce((sum, h) => sum + h.nights, 0) + nightsInTheAir, tour.code).toBe(tour.durationDays - 1)
      const points = highlights.filter((h) => h.tourId === tour.id).length
      expect(points, tour.code).toBeGreaterThanOrEqual(4)
      expect(points, tour.code).toBeLessThanOrEqual(6)
      const typeCount = types.filter((t) => t.tourId === tour.id).length
      expect(typeCount, tour.code).toBeGreaterThanOrEqual(1)
      expect(typeCount, tour.code).toBeLessThanOrEqual(3)
      expect(tour.slug.endsWith(`-${tour.code.toLowerCase()}`), tour.code).toBe(true)
      expect(tour.searchText).toBe(tour.searchText.toLowerCase())
      expect(tour.searchText).toContain(tour.code.toLowerCase())
      expect(tour.code).toMatch(tour.brandId === 'meridian' ? /^MJ\d{4,5}(-CA)?$/ : /^CC\d{4,5}$/)
    }
    const names = tours.filter((t) => t.marketCode === 'GB').map((t) => t.name)
    expect(new Set(names).size).toBe(names.length)
  })

  it('hangs every tour under its own brand’s country page', async () => {
    const tours = await handle.db
      .selectFrom('tours')
      .select(['code', 'brandId', 'parentPageId', 'primaryCountryId'])
      .execute()
    const pages = await handle.db.selectFrom('listingPages').selectAll().execute()
    for (const tour of tours) {
      const page = pages.find((p) => p.id === tour.parentPageId)
      expect(page?.kind, tour.code).toBe('country')
      expect(page?.brandId).toBe(tour.brandId)
      expect(page?.countryId).toBe(tour.primaryCountryId)
    }
    for (const brandId of ['meridian', 'cavendish']) {
      const own = pages.filter((p) => p.brandId === brandId)
      expect(own.find((p) => p.kind === 'all')?.path).toBe('/tours')
      expect(own.filter((p) => p.kind === 'continent')).toHaveLength(CONTINENTS.length)
      expect(own.find((p) => p.path === '/holidays-under-999')?.thresholdPriceMinor).toBe(99900)
      // Price bands per market, in its currency (issue 28 defect 18): Meridian sells in Canada too, Cavendish not.
      const bands = own.filter((p) => p.kind === 'price').map((p) => [p.marketCode, p.path, p.title])
      expect(bands).toEqual([
        ['GB', '/holidays-under-999', 'Holidays under £999'],
        ['GB', '/holidays-under-1499', 'Holidays under £1,499'],
        ['GB', '/holidays-under-1999', 'Holidays under £1,999'],
        ...(brandId === 'meridian'
          ? [
              ['CA', '/holidays-under-4999', 'Holidays under C$4,999'],
              ['CA', '/holidays-under-5999', 'Holidays under C$5,999'],
              ['CA', '/holidays-under-6999', 'Holidays under C$6,999'],
            ]
          : []),
      ])
      expect(own.filter((p) => p.kind !== 'price').every((p) => p.marketCode === null)).toBe(true)
      expect(own.find((p) => p.kind === 'search')?.path).toBe('/search')
      expect(own.find((p) => p.kind === 'wishlist')?.path).toBe('/wishlist')
      for (const page of own) expect(JSON.parse(page.settingsJson!)).toHaveProperty('start')
    }
  })

  it('writes copy that reads as proofread: no sentence twice in a tour, names agree with their verbs', async () => {
    // Issue 28 defect 11: an overview repeated its description's sentence, day texts came back day after day,
    // 'The Mamanuca Islands, …, is a highlight', 'a 8-day'.
    const tours = await handle.db.selectFrom('tours').select(['id', 'code', 'description', 'overviewHtml']).execute()
    const days = await handle.db.selectFrom('itineraryDays').select(['tourId', 'descriptionHtml']).execute()
    const sentences = (html: string) =>
      html
        .replace(/<[^>]+>/g, ' ')
        .split(/(?<=[.!?])\s+/)
        .map((sentence) => sentence.trim())
        .filter((sentence) => sentence.length > 20)
    const repeats = (texts: string[]) => {
      const seen = new Set<string>()
      return texts.flatMap(sentences).filter((sentence) => (seen.has(sentence) ? true : (seen.add(sentence), false)))
    }
    for (const tour of tours) {
      expect(repeats([tour.overviewHtml]), `${tour.code} overview`).toEqual([])
      const own = days.filter((day) => day.tourId === tour.id).map((day) => day.descriptionHtml)
      expect(repeats(own), `${tour.code} itinerary`).toEqual([])
      expect(tour.description, tour.code).not.toMatch(/is a highlight|\bA (8|11|18)-day|\ba (8|11|18)-day/)
    }
  })

  it('only has departures after today and within eighteen months, with consistent dates, money and seats', async () => {
    const tours = await handle.db.selectFrom('tours').selectAll().execute()
    const departures = await handle.db.selectFrom('departures').selectAll().execute()
    const limit = addMonths(TODAY, 18)
    for (const departure of departures) {
      const tour = tours.find((t) => t.id === departure.tourId)!
      expect(departure.startDate > TODAY, departure.code).toBe(true)
      expect(departure.startDate <= limit, departure.code).toBe(true)
      expect(departure.endDate).toBe(addDays(departure.startDate, tour.durationDays - 1))
      expect(departure.durationDays).toBe(tour.durationDays)
      expect(departure.currency).toBe(tour.currency)
      expect(departure.depositMinor).toBeLessThanOrEqual(departure.priceMinor)
      expect(departure.priceMinor % 1000, departure.code).toBe(900)
      if (departure.wasPriceMinor !== null) expect(departure.wasPriceMinor).toBeGreaterThan(departure.priceMinor)
      const left = departure.capacity - departure.seatsSold
      // Statuses are live (places left after sales and checkout holds); on seeding day there are no holds, so the
      // stored column is exactly the live rule's answer ('Limited' at 10 or fewer, 'Sold out' at 0).
      expect(departure.status, departure.code).toBe(departureStatusFor(left))
      if (departure.status === 'Sold out') {
        expect(left).toBe(0)
        expect(departure.open).toBe(0)
      } else {
        expect(departure.open).toBe(1)
        expect(left).toBeGreaterThan(0)
      }
      expect(departure.seatsSold === departure.capacity).toBe(departure.status === 'Sold out')
    }
    const statuses = new Set(departures.map((d) => d.status))
    expect(statuses).toContain('Sold out')
    expect(statuses).toContain('Limited')
    expect(statuses).toContain('Available')
  })

  it('prices rooms from the departure, with two to four room types and sales that follow the status', async () => {
    const departures = await handle.db.selectFrom('departures').selectAll().execute()
    const rooms = await handle.db.selectFrom('rooms').selectAll().execute()
    const byDeparture = new Map<number, typeof rooms>()
    for (const room of rooms) byDeparture.set(room.departureId, [...(byDeparture.get(room.departureId) ?? []), room])
    for (const departure of departures) {
      const own = byDeparture.get(departure.id) ?? []
      expect(own.length, departure.code).toBeGreaterThanOrEqual(2)
      expect(own.length, departure.code).toBeLessThanOrEqual(4)
      for (const room of own) {
        expect(room.pricePerPersonMinor).toBe(departure.priceMinor + room.supplementMinor)
        expect(room.sold).toBeLessThanOrEqual(room.allocation)
        if (departure.status === 'Sold out') expect(room.sold).toBe(room.allocation)
      }
      if (departure.status !== 'Sold out')
        expect(
          own.some((r) => r.sold < r.allocation),
          departure.code,
        ).toBe(true)
    }
  })

  it('keeps each tour’s from price equal to its cheapest bookable departure', async () => {
    const tours = await handle.db.selectFrom('tours').selectAll().execute()
    const departures = await handle.db.selectFrom('departures').selectAll().orderBy('startDate').execute()
    for (const tour of tours) {
      const bookable = departures.filter((d) => d.tourId === tour.id && d.status !== 'Sold out' && d.open === 1)
      if (bookable.length === 0) {
        expect(tour.fromPriceMinor, tour.code).toBeNull()
        expect(tour.wasPriceMinor, tour.code).toBeNull()
        continue
      }
      const cheapest = Math.min(...bookable.map((d) => d.priceMinor))
      expect(tour.fromPriceMinor, tour.code).toBe(cheapest)
      const first = bookable.find((d) => d.priceMinor === cheapest)!
      expect(tour.wasPriceMinor, tour.code).toBe(first.wasPriceMinor)
    }
  })

  it('gives flight departures flights both ways and other departures a start and end location', async () => {
    const departures = await handle.db.selectFrom('departures').selectAll().execute()
    const legs = await handle.db.selectFrom('departureLegs').selectAll().orderBy('sequence').execute()
    const transportTypes = await handle.db.selectFrom('transportTypes').selectAll().execute()
    const flightTypeId = transportTypes.find((t) => t.code === 'FLIGHT')!.id
    for (const departure of departures) {
      const own = legs.filter((l) => l.departureId === departure.id)
      const out = own.filter((l) => l.direction === 'out')
      const back = own.filter((l) => l.direction === 'return')
      if (departure.transportTypeId === flightTypeId) {
        expect(departure.filo).toBe('FI')
        expect(out.length, departure.code).toBeGreaterThanOrEqual(1)
        expect(out.length).toBeLessThanOrEqual(2)
        expect(back.length, departure.code).toBeGreaterThanOrEqual(1)
        expect(back.length).toBeLessThanOrEqual(2)
        expect(out[0]!.departureAirportCode).toBe(departure.transportCode)
        expect(back[back.length - 1]!.arrivalAirportCode).toBe(departure.transportCode)
        expect(out[0]!.departureTime!.slice(0, 10)).toBe(departure.startDate)
        for (const leg of own) {
          expect(leg.isFlight).toBe(1)
          expect(leg.instanceCode).toMatch(/^[A-Z0-9]{2}\d{4}$/)
          expect(leg.departureTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
          expect(leg.arrivalTime! > leg.departureTime!.slice(0, 10)).toBe(true)
        }
        if (out.length === 2) expect(out[0]!.arrivalAirportCode).toBe(out[1]!.departureAirportCode)
      } else {
        expect(departure.filo).toBe('LO')
        expect(own.map((l) => [l.direction, l.isFlight])).toEqual([
          ['out', 0],
          ['return', 0],
        ])
        expect(out[0]!.date).toBe(departure.startDate)
        expect(back[0]!.date).toBe(departure.endDate)
        expect(out[0]!.location).toBeTruthy()
      }
    }
  })

  it('starts an itinerary at the destination only once its outbound flights have landed (defect 8)', async () => {
    const departures = await handle.db.selectFrom('departures').select(['id', 'tourId', 'startDate', 'code']).execute()
    const legs = await handle.db
      .selectFrom('departureLegs')
      .select(['departureId', 'arrivalTime'])
      .where('direction', '=', 'out')
      .where('isFlight', '=', 1)
      .orderBy('sequence')
      .execute()
    const days = await handle.db.selectFrom('itineraryDays').select(['tourId', 'dayNumber', 'location']).execute()
    let landingLater = 0
    for (const departure of departures) {
      const landing = legs.filter((leg) => leg.departureId === departure.id).at(-1)?.arrivalTime
      if (!landing) continue
      const daysAfterStart = Math.round(
        (Date.parse(landing.slice(0, 10)) - Date.parse(departure.startDate)) / 86_400_000,
      )
      const inTheAir = days.filter((d) => d.tourId === departure.tourId && d.location === IN_FLIGHT_LOCATION)
      expect(inTheAir.map((d) => d.dayNumber).sort(), departure.code).toEqual(
        Array.from({ length: inTheAir.length }, (_, i) => i + 1),
      )
      expect(daysAfterStart, departure.code).toBeLessThanOrEqual(inTheAir.length)
      if (daysAfterStart > 0) landingLater++
    }
    // The demo catalogue has long-haul tours whose flights land the next day or later: the rule was exercised.
    expect(landingLater).toBeGreaterThan(0)
  })

  it('lists every transport type a tour departs by, and shows the edge cases', async () => {
    const tabs = await handle.db.selectFrom('tourTransportTypes').selectAll().execute()
    const departures = await handle.db.selectFrom('departures').select(['tourId', 'transportTypeId']).execute()
    for (const departure of departures) {
      const tab = tabs.find((t) => t.tourId === departure.tourId && t.transportTypeId === departure.transportTypeId)
      expect(tab?.enabled).toBe(1)
    }
    expect(tabs.some((t) => t.enabled === 0)).toBe(true)
    const tours = await handle.db.selectFrom('tours').select(['id', 'brandId']).execute()
    for (const brandId of ['meridian', 'cavendish']) {
      const withoutDepartures = tours.filter((t) => t.brandId === brandId && !departures.some((d) => d.tourId === t.id))
      expect(withoutDepartures.length, brandId).toBeGreaterThanOrEqual(1)
    }
  })

  it('sells Canadian versions in dollars from Canadian airports', async () => {
    const tours = await handle.db.selectFrom('tours').selectAll().where('marketCode', '=', 'CA').execute()
    expect(tours.length).toBeGreaterThan(0)
    const canadian = new Set(CANADIAN_AIRPORTS.map((a) => a.code))
    for (const tour of tours) {
      expect(tour.code).toMatch(/-CA$/)
      expect(tour.currency).toBe('CAD')
      const departures = await handle.db
        .selectFrom('departures')
        .selectAll()
        .where('tourId', '=', tour.id)
        .where('filo', '=', 'FI')
        .execute()
      for (const departure of departures) expect(canadian.has(departure.transportCode), departure.code).toBe(true)
    }
  })

  it('adds excursions, extensions with a departure each, visas and donations', async () => {
    const excursions = await handle.db.selectFrom('excursions').selectAll().execute()
    expect(excursions.length).toBeGreaterThan(0)
    for (const excursion of excursions) {
      const pounds = excursion.currency === 'GBP' ? excursion.priceMinor / 100 : excursion.priceMinor / 170
      expect(pounds).toBeGreaterThanOrEqual(19)
      expect(pounds).toBeLessThanOrEqual(181)
      expect(excursion.imageUrl).toMatch(/\/(8|9|10|11|12|13)-small\.svg$/)
    }
    const addons = await handle.db.selectFrom('addons').selectAll().execute()
    const addonDepartures = await handle.db.selectFrom('addonDepartures').selectAll().execute()
    const departures = await handle.db
      .selectFrom('departures')
      .select(['id', 'tourId', 'startDate', 'endDate'])
      .execute()
    for (const addon of addons) {
      const expected = departures.filter((d) => d.tourId === addon.tourId)
      const own = addonDepartures.filter((a) => a.addonId === addon.id)
      expect(own.length, addon.code).toBe(expected.length)
      for (const row of own) {
        const departure = expected.find((d) => d.id === row.departureId)!
        expect([departure.startDate, departure.endDate]).toContain(row.startDate)
      }
    }
    const visas = await handle.db.selectFrom('visas').selectAll().execute()
    expect(visas.length).toBe(COUNTRIES.filter((c) => c.visa).length)
    const donations = await handle.db.selectFrom('donations').selectAll().execute()
    for (const brandId of ['meridian', 'cavendish']) {
      expect(
        donations
          .filter((d) => d.brandId === brandId)
          .map((d) => d.allocationType)
          .sort(),
      ).toEqual(['PerBooking', 'PerPerson'])
    }
    const cards = await handle.db.selectFrom('cardTypes').select('code').orderBy('id').execute()
    expect(cards.map((c) => c.code)).toEqual(['VISA', 'MC', 'AMEX', 'VISADEBIT'])
  })

  it('prints a real PDF for every brochure', async () => {
    const brochures = await handle.db.selectFrom('brochures').selectAll().execute()
    const files = await handle.db.selectFrom('brochureFiles').selectAll().execute()
    expect(brochures.length).toBeGreaterThanOrEqual(10)
    expect(new Set(brochures.map((b) => b.brandId))).toEqual(new Set(['meridian', 'cavendish']))
    expect(new Set(brochures.map((b) => b.uniqueId)).size).toBe(brochures.length)
    expect(brochures.some((b) => b.canPost === 0) && brochures.some((b) => b.canDownload === 0)).toBe(true)
    for (const brochure of brochures) {
      expect(brochure.uniqueId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      const file = files.find((f) => f.brochureId === brochure.id)!
      expect(file.contentType).toBe('application/pdf')
      const content = Buffer.from(file.content)
      expect(content.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(file.byteSize).toBe(content.length)
      expect(file.pageCount).toBeGreaterThanOrEqual(2)
      // The cover pictures what the brochure sells (issue 28 defect 13), not a scene drawn from the code by chance.
      expect(BROCHURE_COVER_SCENES[brochure.code], brochure.code).toBeDefined()
    }
  })

  it('leaves customer data alone unless told to replace it, and gives the same rows for the same options', async () => {
    const before = await tourDigest(handle)
    await handle.db
      .insertInto('customers')
      .values({
        brandId: 'meridian',
        email: 'x@example.com',
        passwordHash: 'x',
        clientId: 'c-1',
        marketingEmail: 0,
        marketingMail: 0,
      })
      .execute()
    await expect(seedDemoCatalogue(handle.db, { ...OPTIONS, seed: 7 })).rejects.toThrow(CustomerDataError)
    expect(await handle.db.selectFrom('customers').select('id').execute()).toHaveLength(1)
    expect(await tourDigest(handle)).toBe(before)

    const again = await seedDemoCatalogue(handle.db, { ...OPTIONS, replaceCustomerData: true })
    expect(again.counts).toEqual(summary.counts)
    expect(await tourDigest(handle)).toBe(before)
    const customers = await handle.db.selectFrom('customers').select('id').execute()
    expect(customers).toHaveLength(0)
  }, 60_000)

  it('gives different rows for a different seed', async () => {
    const other = await freshDatabase('other-seed')
    await seedDemoCatalogue(other.db, { ...OPTIONS, seed: 7 })
    expect(await tourDigest(other)).not.toBe(await tourDigest(handle))
  }, 60_000)
})

describe('seedDemoCatalogue at the default size', () => {
  it('covers every continent and every country, with about 40% of descriptions longer than a card shows', async () => {
    const handle = await freshDatabase('default')
    await seedDemoCatalogue(handle.db, { today: TODAY })
    const tours = await handle.db
      .selectFrom('tours')
      .select(['id', 'brandId', 'primaryContinentId', 'description'])
      .execute()
    expect(tours).toHaveLength(300)
    const continents = await handle.db.selectFrom('continents').select(['id', 'code']).execute()
    for (const continent of continents)
      expect(
        tours.some((t) => t.primaryContinentId === continent.id),
        continent.code,
      ).toBe(true)
    const used = await handle.db.selectFrom('tourCountries').select('countryId').distinct().execute()
    expect(used).toHaveLength(COUNTRIES.length)
    const meridian = tours.filter((t) => t.brandId === 'meridian').length
    expect(meridian / tours.length).toBeGreaterThan(0.6)
    expect(meridian / tours.length).toBeLessThan(0.72)
    const long = tours.filter((t) => t.description.length > 180).length / tours.length
    expect(long).toBeGreaterThan(0.3)
    expect(long).toBeLessThan(0.55)
  }, 60_000)
})

describe('ensureDemoCatalogue', () => {
  it('seeds an empty database once', async () => {
    const handle = await freshDatabase('ensure')
    expect(await ensureDemoCatalogue(handle.db, { tours: 6, today: TODAY })).toBe(true)
    expect(await ensureDemoCatalogue(handle.db, { tours: 6, today: TODAY })).toBe(false)
    const tours = await handle.db.selectFrom('tours').select('id').execute()
    expect(tours).toHaveLength(6)
  }, 60_000)

  it('refuses options it cannot honour', async () => {
    const handle = await freshDatabase('invalid')
    await expect(seedDemoCatalogue(handle.db, { tours: 0 })).rejects.toThrow(/tours/)
    await expect(seedDemoCatalogue(handle.db, { tours: 10, today: '2026-02-30' })).rejects.toThrow(/today/)
  })
})

describe('wiping before a seed', () => {
  it('knows every table the migrations create, except the search index it rebuilds afterwards', async () => {
    const handle = await freshDatabase('tables')
    const { rows } = await sql<{ name: string }>`
      select name from sqlite_master
      where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'
        and name not like 'tour_search%' and name <> 'search_index_state'`.execute(handle.db)
    expect([...ALL_TABLES_CHILDREN_FIRST].sort()).toEqual(rows.map((row) => row.name).sort())
  })
})
