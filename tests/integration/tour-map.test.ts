import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestAs } from '../support/http-client'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * Tour map pages ('/maps/{code}', the tours.map_url links on result cards and tour pages): the request's brand's
 * published tour, in any letter case, with its route drawn as a labelled picture and every itinerary place in the
 * ordered list of stops; 404 for unknown codes and for another brand's, another market's or an unpublished tour.
 */

// jsdom ships no type declarations; a document is all these tests need.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } }
}

let server: TestServer

beforeAll(async () => {
  server = await startTestServer('tour-map')
})

afterAll(async () => {
  await server?.stop()
})

const db = () => server.database.db
const documentOf = (html: string) => new JSDOM(html).window.document

async function tourWithMap(brandId: string, marketCode = 'GB') {
  return db()
    .selectFrom('tours')
    .select(['id', 'code', 'slug', 'name', 'mapUrl'])
    .where('brandId', '=', brandId)
    .where('marketCode', '=', marketCode)
    .where('published', '=', 1)
    .where('mapUrl', 'is not', null)
    .orderBy('rank')
    .orderBy('id')
    .executeTakeFirstOrThrow()
}

async function itineraryLocations(tourId: number): Promise<string[]> {
  const days = await db()
    .selectFrom('itineraryDays')
    .select('location')
    .where('tourId', '=', tourId)
    .orderBy('dayNumber')
    .execute()
  // A day in the air has no location (the demo catalogue's outbound flight days): no stop on the map.
  return days.map((day) => day.location).filter((location) => location !== '')
}

describe.each([
  { brandId: 'meridian', host: 'localhost' },
  { brandId: 'cavendish', host: 'coach.localhost' },
])('$brandId tour map', ({ brandId, host }) => {
  it('shows the tour’s name, a labelled route picture and every itinerary place in the ordered list', async () => {
    const tour = await tourWithMap(brandId)
    expect(tour.mapUrl).toBe(`/maps/${tour.code}`)
    const response = await requestAs(server.origin, tour.mapUrl!, { host })
    expect(response.status).toBe(200)
    const doc = documentOf(response.text)
    expect(doc.querySelector('h1')?.textContent).toBe(tour.name)
    expect(doc.title).toContain(tour.name)
    const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? ''
    expect(new URL(canonical).pathname).toBe(`/maps/${tour.code}`)

    const locations = await itineraryLocations(tour.id)
    expect(locations.length).toBeGreaterThan(0)
    const list = doc.querySelector('ol.route-stops')!
    const listed = [...list.querySelectorAll(':scope > li h3')].map((h3) => h3.firstChild?.textContent)
    for (const location of locations) expect(listed).toContain(location)
    // Consecutive days in one place are one stop.
    const stops = locations.filter((location, index) => location !== locations[index - 1])
    expect(listed).toEqual(stops)

    const pictures = doc.querySelectorAll('svg[role="img"]')
    expect(pictures.length).toBeGreaterThan(0)
    for (const picture of pictures) {
      expect(picture.getAttribute('aria-label')).toContain(tour.name)
      expect(picture.querySelectorAll('.route-map__marker')).toHaveLength(stops.length)
    }
    const back = [...doc.querySelectorAll('main a')].find((a) => a.textContent === `Back to ${tour.name}`)
    expect(back?.getAttribute('href')).toBe(`/tours/${tour.slug}`)
  })

  it('answers 200 for every map link of the brand’s published tours', async () => {
    const tours = await db()
      .selectFrom('tours')
      .select(['code', 'mapUrl'])
      .where('brandId', '=', brandId)
      .where('marketCode', '=', 'GB')
      .where('published', '=', 1)
      .where('mapUrl', 'is not', null)
      .execute()
    expect(tours.length).toBeGreaterThan(0)
    const failures: string[] = []
    for (const tour of tours) {
      const { status } = await requestAs(server.origin, tour.mapUrl!, { host })
      if (status !== 200) failures.push(`${tour.mapUrl} → ${status}`)
    }
    expect(failures).toEqual([])
  })
})

describe('finding the tour', () => {
  it('accepts the code in any letter case, with the canonical URL in the stored case', async () => {
    const tour = await tourWithMap('meridian')
    const response = await requestAs(server.origin, `/maps/${tour.code.toLowerCase()}`, { host: 'localhost' })
    expect(response.status).toBe(200)
    const canonical = documentOf(response.text).querySelector('link[rel="canonical"]')?.getAttribute('href') ?? ''
    expect(new URL(canonical).pathname).toBe(`/maps/${tour.code}`)
  })

  it('answers 404 for unknown and malformed codes', async () => {
    for (const path of ['/maps/NOPE999', '/maps/%3Cscript%3E', `/maps/${'A'.repeat(60)}`, '/maps/']) {
      const response = await requestAs(server.origin, path, { host: 'localhost' })
      expect(response.status, path).toBe(404)
    }
  })

  it('answers 404 for another brand’s tour, and for another market’s', async () => {
    const meridian = await tourWithMap('meridian')
    const cavendish = await tourWithMap('cavendish')
    expect((await requestAs(server.origin, meridian.mapUrl!, { host: 'coach.localhost' })).status).toBe(404)
    expect((await requestAs(server.origin, cavendish.mapUrl!, { host: 'localhost' })).status).toBe(404)
    const canadian = await db()
      .selectFrom('tours')
      .select('code')
      .where('brandId', '=', 'meridian')
      .where('marketCode', '<>', 'GB')
      .where('published', '=', 1)
      .executeTakeFirst()
    if (canadian) {
      expect((await requestAs(server.origin, `/maps/${canadian.code}`, { host: 'localhost' })).status).toBe(404)
    }
  })

  it('answers 404 for an unpublished tour', async () => {
    const tour = await tourWithMap('meridian')
    await db().updateTable('tours').set({ published: 0 }).where('id', '=', tour.id).execute()
    try {
      expect((await requestAs(server.origin, tour.mapUrl!, { host: 'localhost' })).status).toBe(404)
    } finally {
      await db().updateTable('tours').set({ published: 1 }).where('id', '=', tour.id).execute()
    }
  })
})
