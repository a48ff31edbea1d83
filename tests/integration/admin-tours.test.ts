import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SearchResponse } from '../../app/features/search/search-contract'
import { getTourPage } from '../../app/features/tours/tour-page.server'
import { loadBrands } from '../../server/brands.server'
import { client } from '../support/http-client'
import { DEPARTURES_SHOWN_PER_TOUR, TOURS_PAGE_SIZE } from '../../app/features/back-office/index.server'
import { auditRowsFor, postAdminForm, signedInStaff } from '../support/staff-session'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * Editing a tour in the back office over HTTP against the real server (issue 14), on the dialect under test, with
 * the page cache on as in production: new texts and SEO fields reach the public tour page and site search, an
 * unpublished tour leaves the site and comes back when republished, excursion and add-on departure prices reach the
 * public APIs, unsafe HTML and bad prices are a 400 with nothing written, a sales agent may not edit (403), another
 * brand's tour is not found, a form without its CSRF field is refused, and every save has its audit row.
 */

let server: TestServer
const today = new Date().toISOString().slice(0, 10)

beforeAll(async () => {
  server = await startTestServer('admin-tours', { TRUST_PROXY: 'loopback', PAGE_CACHE_TTL_SECONDS: '60' })
})

afterAll(async () => {
  await server?.stop()
})

const db = () => server.database.db

const tourRow = (id: number) => db().selectFrom('tours').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

/** Meridian GB published tours with a departure to come, excursions and add-on departures to come; one per test. */
let candidates: { id: number; slug: string; code: string }[] | null = null
async function subjectTour() {
  if (!candidates) {
    const rows = await db()
      .selectFrom('tours')
      .select(['tours.id', 'tours.slug', 'tours.code'])
      .where('tours.brandId', '=', 'meridian')
      .where('tours.marketCode', '=', 'GB')
      .where('tours.published', '=', 1)
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('excursions').select('excursions.id').whereRef('excursions.tourId', '=', 'tours.id')),
      )
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('addonDepartures')
            .innerJoin('departures', 'departures.id', 'addonDepartures.departureId')
            .select('addonDepartures.id')
            .whereRef('departures.tourId', '=', 'tours.id')
            .where('departures.startDate', '>', today)
            .where('departures.open', '=', 1),
        ),
      )
      .orderBy('tours.id')
      .limit(10)
      .execute()
    candidates = rows.map((row) => ({ ...row, id: Number(row.id) }))
  }
  const tour = candidates.shift()
  if (!tour) throw new Error('the seed has no more tours with excursions and add-ons')
  return tour
}

/** The tour form as the page sends it, from the row, with changes. */
function tourForm(row: Awaited<ReturnType<typeof tourRow>>, change: Record<string, string> = {}) {
  return {
    intent: 'tour',
    name: row.name,
    description: row.description,
    overviewHtml: row.overviewHtml,
    accommodationHtml: row.accommodationHtml,
    offerText: row.offerText ?? '',
    seoTitle: row.seoTitle ?? '',
    seoDescription: row.seoDescription ?? '',
    published: row.published === 1 ? 'yes' : '',
    ...change,
  }
}

const visitor = () => client(server)

async function publicPage(slug: string) {
  return visitor().get(`/tours/${slug}`)
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
const metaDescriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1]

async function searchIds(term: string): Promise<number[]> {
  const response = await visitor().post('/umbraco/api/search/items', { SearchTerm: term, Take: 100 })
  expect(response.status, response.text.slice(0, 300)).toBe(200)
  return response.json<SearchResponse>().items.map((item) => item.id)
}

describe('editing a tour’s texts, SEO fields and publishing', () => {
  it('new name, description and SEO fields reach the tour page and site search, with one audit row', async () => {
    const tour = await subjectTour()
    const before = await tourRow(tour.id)
    const brandName = (
      await db().selectFrom('brands').select('name').where('id', '=', 'meridian').executeTakeFirstOrThrow()
    ).name
    const first = await publicPage(tour.slug)
    expect(first.status).toBe(200)
    expect(titleOf(first.text)).toBe(`${before.name} | ${brandName}`)

    const { session } = await signedInStaff(server, 'content_editor')
    const list = await session.get(`/admin/tours?q=${tour.code.toLowerCase()}`)
    expect(list.text).toContain(`href="/admin/tours/${tour.id}?brand=meridian"`)
    const page = await session.get(`/admin/tours/${tour.id}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(`Tour ${tour.code}`)
    expect(page.text).toContain('name="seoTitle"')

    const word = `zephyrine${Date.now().toString(36)}`
    expect(await searchIds(word)).toEqual([])
    const saved = await postAdminForm(
      session,
      `/admin/tours/${tour.id}`,
      tourForm(before, {
        name: `  ${before.name} Grand  `,
        description: `${before.description} With a ${word} evening cruise.`,
        seoTitle: '  Grand tour by train  ',
        seoDescription: 'Three cities in ten days, with guides and hotels.',
      }),
    )
    expect(saved.status, saved.text.slice(0, 300)).toBe(200)
    expect(saved.text).toContain('Saved.')
    const after = await tourRow(tour.id)
    expect(after).toMatchObject({
      name: `${before.name} Grand`,
      seoTitle: 'Grand tour by train',
      seoDescription: 'Three cities in ten days, with guides and hotels.',
      published: 1,
    })

    // The page cache keys on the catalogue version, which every process reads again within a second.
    await expect
      .poll(async () => titleOf((await publicPage(tour.slug)).text), { timeout: 5_000 })
      .toBe('Grand tour by train')
    const edited = await publicPage(tour.slug)
    expect(edited.status).toBe(200)
    expect(metaDescriptionOf(edited.text)).toBe('Three cities in ten days, with guides and hotels.')
    expect(edited.text).toContain(`${before.name} Grand`)
    await expect.poll(() => searchIds(word), { timeout: 5_000 }).toContain(tour.id)

    const audit = await auditRowsFor(server, 'tour.edit', tour.id)
    expect(audit).toHaveLength(1)
    const auditBefore = JSON.parse(audit[0]!.beforeJson!) as Record<string, unknown>
    const auditAfter = JSON.parse(audit[0]!.afterJson!) as Record<string, unknown>
    expect(Object.keys(auditAfter).sort()).toEqual(['description', 'name', 'seoDescription', 'seoTitle'])
    expect(auditBefore).toMatchObject({ name: before.name, seoTitle: null, seoDescription: null })
    expect(auditAfter).toMatchObject({ name: `${before.name} Grand`, seoTitle: 'Grand tour by train' })

    // Emptying the SEO fields brings back the page's own title and description; an unchanged form writes nothing.
    const cleared = await postAdminForm(
      session,
      `/admin/tours/${tour.id}`,
      tourForm(after, { seoTitle: ' ', seoDescription: '' }),
    )
    expect(cleared.status).toBe(200)
    expect(await tourRow(tour.id)).toMatchObject({ seoTitle: null, seoDescription: null })
    await expect
      .poll(async () => titleOf((await publicPage(tour.slug)).text), { timeout: 5_000 })
      .toBe(`${before.name} Grand | ${brandName}`)
    const fallback = await publicPage(tour.slug)
    expect(metaDescriptionOf(fallback.text)).not.toBe('Three cities in ten days, with guides and hotels.')
    const unchanged = await postAdminForm(session, `/admin/tours/${tour.id}`, tourForm(await tourRow(tour.id)))
    expect(unchanged.text).toContain('Nothing changed.')
    expect(await auditRowsFor(server, 'tour.edit', tour.id)).toHaveLength(2)
  })

  it('the tour page uses a stored SEO title and description, and ignores blank ones', async () => {
    const tour = await subjectTour()
    const brand = (await loadBrands(db())).get('meridian:GB')!
    const row = await tourRow(tour.id)
    try {
      await db()
        .updateTable('tours')
        .set({ seoTitle: ' Own title ', seoDescription: 'Own description.' })
        .where('id', '=', tour.id)
        .execute()
      const own = (await getTourPage(db(), brand, tour.slug))!
      expect(own.seo).toMatchObject({ title: 'Own title', description: 'Own description.' })
      await db().updateTable('tours').set({ seoTitle: '  ', seoDescription: '' }).where('id', '=', tour.id).execute()
      const made = (await getTourPage(db(), brand, tour.slug))!
      expect(made.seo.title).toBe(`${row.name} | ${brand.name}`)
      expect(made.seo.description.length).toBeGreaterThan(0)
      expect(made.seo.description).not.toBe('Own description.')
    } finally {
      await db().updateTable('tours').set({ seoTitle: null, seoDescription: null }).where('id', '=', tour.id).execute()
    }
  })

  it('unpublishing takes the tour off the site and out of search; publishing again brings it back', async () => {
    const tour = await subjectTour()
    const before = await tourRow(tour.id)
    const { session } = await signedInStaff(server, 'administrator')
    expect((await publicPage(tour.slug)).status).toBe(200)
    expect(await searchIds(tour.code.toLowerCase())).toContain(tour.id)

    const off = await postAdminForm(session, `/admin/tours/${tour.id}`, tourForm(before, { published: '' }))
    expect(off.status).toBe(200)
    expect(off.text).toContain('unpublished')
    expect((await tourRow(tour.id)).published).toBe(0)
    await expect.poll(async () => (await publicPage(tour.slug)).status, { timeout: 5_000 }).toBe(404)
    await expect.poll(() => searchIds(tour.code.toLowerCase()), { timeout: 5_000 }).not.toContain(tour.id)
    // Still editable in the back office.
    expect((await session.get(`/admin/tours/${tour.id}`)).status).toBe(200)

    const on = await postAdminForm(session, `/admin/tours/${tour.id}`, tourForm(before, { published: 'yes' }))
    expect(on.status).toBe(200)
    await expect.poll(async () => (await publicPage(tour.slug)).status, { timeout: 5_000 }).toBe(200)
    await expect.poll(() => searchIds(tour.code.toLowerCase()), { timeout: 5_000 }).toContain(tour.id)

    const audit = await auditRowsFor(server, 'tour.edit', tour.id)
    expect(audit.map((row) => JSON.parse(row.afterJson!))).toEqual([{ published: false }, { published: true }])
  })

  it('refuses unsafe HTML, a missing name and over-long SEO texts with a 400 and nothing written', async () => {
    const tour = await subjectTour()
    const before = await tourRow(tour.id)
    const { session } = await signedInStaff(server, 'content_editor')
    const refusals: [Record<string, string>, string][] = [
      // The sanitiser's one refusal (issue 24): it names what may not be there and lists the allowed tags.
      [{ overviewHtml: '<p>Hi</p><script>alert(1)</script>' }, 'The HTML may not contain scripts, event handlers'],
      [{ accommodationHtml: '<img src="x" onerror="alert(1)">' }, 'The HTML may not contain scripts, event handlers'],
      [{ overviewHtml: '<a href="javascript:alert(1)">x</a>' }, 'The HTML may not contain scripts, event handlers'],
      [{ name: '   ' }, 'Enter the tour’s name.'],
      [{ description: '' }, 'Enter the description'],
      [{ seoTitle: 't'.repeat(71) }, 'The SEO title must be 70 characters or fewer.'],
      [{ seoDescription: 's'.repeat(161) }, 'The SEO description must be 160 characters or fewer.'],
    ]
    for (const [change, message] of refusals) {
      const refused = await postAdminForm(session, `/admin/tours/${tour.id}`, tourForm(before, change))
      expect(refused.status, JSON.stringify(change)).toBe(400)
      expect(refused.text).toContain(message)
      expect(refused.text).toContain('aria-invalid="true"')
    }
    expect(await tourRow(tour.id)).toEqual(before)
    expect(await auditRowsFor(server, 'tour.edit', tour.id)).toHaveLength(0)
  })
})

describe('excursion and add-on departure prices', () => {
  it('a new excursion price reaches the excursions API; an add-on price reaches the departure’s add-ons', async () => {
    const tour = await subjectTour()
    const excursion = await db()
      .selectFrom('excursions')
      .selectAll()
      .where('tourId', '=', tour.id)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const addon = await db()
      .selectFrom('addonDepartures')
      .innerJoin('departures', 'departures.id', 'addonDepartures.departureId')
      .innerJoin('addons', 'addons.id', 'addonDepartures.addonId')
      .select([
        'addonDepartures.id',
        'addonDepartures.priceMinor',
        'addons.name',
        'departures.id as departureId',
        'departures.filo',
        'departures.transportCode',
      ])
      .where('departures.tourId', '=', tour.id)
      .where('departures.startDate', '>', today)
      .where('departures.open', '=', 1)
      .orderBy('departures.startDate')
      .orderBy('addonDepartures.id')
      .executeTakeFirstOrThrow()
    const excursionsUrl = `/umbraco/api/tourexcursion/fortour?departureId=${addon.departureId}`
    const addonsUrl = `/umbraco/api/addon/departure?departureId=${addon.departureId}&filo=${encodeURIComponent(addon.filo)}&transportCode=${encodeURIComponent(addon.transportCode)}&tourCode=${tour.code}`
    const publicExcursionPrice = async () => {
      const response = await visitor().get(excursionsUrl)
      expect(response.status).toBe(200)
      return response.json<{ id: number; price: number }[]>().find((row) => row.id === excursion.id)?.price
    }
    const publicAddonPrice = async () => {
      const response = await visitor().get(addonsUrl)
      expect(response.status, response.text.slice(0, 200)).toBe(200)
      return response.json<{ departureId: number; price: number }[]>().find((row) => row.departureId === addon.id)
        ?.price
    }
    expect(await publicExcursionPrice()).toBe(excursion.priceMinor)
    expect(await publicAddonPrice()).toBe(addon.priceMinor)

    const { session } = await signedInStaff(server, 'content_editor')
    const page = await session.get(`/admin/tours/${tour.id}`)
    expect(page.text).toContain(`name="excursion-${excursion.id}-price"`)
    expect(page.text).toContain(`name="addon-${addon.id}-price"`)
    expect(page.text).toContain(`${excursion.name}: price per person`)

    // Bad prices: 400, the error beside the row's field, nothing written.
    const badExcursion = await postAdminForm(session, `/admin/tours/${tour.id}`, {
      intent: 'excursion-prices',
      [`excursion-${excursion.id}-price`]: '-5',
    })
    expect(badExcursion.status).toBe(400)
    expect(badExcursion.text).toContain(`id="tour-excursion-${excursion.id}-price-error"`)
    const zeroAddon = await postAdminForm(session, `/admin/tours/${tour.id}`, {
      intent: 'addon-prices',
      [`addon-${addon.id}-price`]: '0',
    })
    expect(zeroAddon.status).toBe(400)
    expect(zeroAddon.text).toContain('Enter a price above 0.')
    // A row of another tour is refused whole.
    const other = await db()
      .selectFrom('excursions')
      .select('id')
      .where('tourId', '<>', tour.id)
      .executeTakeFirstOrThrow()
    const foreign = await postAdminForm(session, `/admin/tours/${tour.id}`, {
      intent: 'excursion-prices',
      [`excursion-${excursion.id}-price`]: '1.00',
      [`excursion-${other.id}-price`]: '1.00',
    })
    expect(foreign.status).toBe(400)
    expect(await publicExcursionPrice()).toBe(excursion.priceMinor)
    expect(await auditRowsFor(server, 'tour.excursion-prices', tour.id)).toHaveLength(0)

    const newExcursionPrice = excursion.priceMinor + 1_250
    const savedExcursion = await postAdminForm(session, `/admin/tours/${tour.id}`, {
      intent: 'excursion-prices',
      [`excursion-${excursion.id}-price`]: (newExcursionPrice / 100).toFixed(2),
    })
    expect(savedExcursion.status).toBe(200)
    expect(savedExcursion.text).toContain('Saved.')
    expect(await publicExcursionPrice()).toBe(newExcursionPrice)
    // A free excursion is allowed.
    const free = await postAdminForm(session, `/admin/tours/${tour.id}`, {
      intent: 'excursion-prices',
      [`excursion-${excursion.id}-price`]: '0',
    })
    expect(free.status).toBe(200)
    expect(await publicExcursionPrice()).toBe(0)

    const newAddonPrice = addon.priceMinor + 5_000
    const savedAddon = await postAdminForm(session, `/admin/tours/${tour.id}`, {
      intent: 'addon-prices',
      [`addon-${addon.id}-price`]: `£${(newAddonPrice / 100).toFixed(2)}`,
    })
    expect(savedAddon.status).toBe(200)
    expect(await publicAddonPrice()).toBe(newAddonPrice)

    const excursionAudit = await auditRowsFor(server, 'tour.excursion-prices', tour.id)
    expect(excursionAudit).toHaveLength(2)
    expect(JSON.parse(excursionAudit[0]!.beforeJson!)).toEqual([
      { id: excursion.id, name: excursion.name, priceMinor: excursion.priceMinor },
    ])
    expect(JSON.parse(excursionAudit[0]!.afterJson!)).toEqual([
      { id: excursion.id, name: excursion.name, priceMinor: newExcursionPrice },
    ])
    const addonAudit = await auditRowsFor(server, 'tour.addon-prices', tour.id)
    expect(addonAudit).toHaveLength(1)
    expect(JSON.parse(addonAudit[0]!.afterJson!)).toMatchObject([{ id: addon.id, priceMinor: newAddonPrice }])
  })
})

describe('who may edit which tour', () => {
  it('a sales agent may not; another brand’s tour and a bad id are not found; a form without CSRF is refused', async () => {
    const tour = await subjectTour()
    const before = await tourRow(tour.id)
    const agent = await signedInStaff(server, 'sales_agent')
    expect((await agent.session.get(`/admin/tours/${tour.id}`)).status).toBe(403)
    const agentWrite = await postAdminForm(agent.session, `/admin/tours/${tour.id}`, tourForm(before, { name: 'X' }))
    expect(agentWrite.status).toBe(403)

    const { session } = await signedInStaff(server, 'content_editor')
    expect((await session.get(`/admin/tours/${tour.id}?brand=cavendish`)).status).toBe(404)
    const otherBrandWrite = await postAdminForm(
      session,
      `/admin/tours/${tour.id}?brand=cavendish`,
      tourForm(before, { name: 'X' }),
    )
    expect(otherBrandWrite.status).toBe(404)
    const cavendishTour = await db()
      .selectFrom('tours')
      .select('id')
      .where('brandId', '=', 'cavendish')
      .executeTakeFirstOrThrow()
    expect((await session.get(`/admin/tours/${cavendishTour.id}`)).status).toBe(404)
    expect((await session.get(`/admin/tours/${cavendishTour.id}?brand=cavendish`)).status).toBe(200)
    for (const bad of ['abc', '0', '-1', '99999999', '1.5', '99999999999'])
      expect((await session.get(`/admin/tours/${bad}`)).status, bad).toBe(404)

    const noCsrf = await postAdminForm(session, `/admin/tours/${tour.id}`, tourForm(before, { name: 'X' }), {
      csrf: false,
    })
    expect(noCsrf.status).toBe(403)
    const unknownIntent = await postAdminForm(session, `/admin/tours/${tour.id}`, { intent: 'delete' })
    expect(unknownIntent.status).toBe(400)
    expect(await tourRow(tour.id)).toEqual(before)
    expect(await auditRowsFor(server, 'tour.edit', tour.id)).toHaveLength(0)
  })
})

describe('the tours list', () => {
  const departureLinks = (html: string) =>
    [...html.matchAll(/href="\/admin\/departures\/(\d+)\?brand=meridian"/g)].map((match) => Number(match[1]))

  it('shows each tour’s next six departures, and all of them once the search finds the tour alone', async () => {
    const { session } = await signedInStaff(server, 'content_editor')
    // The first page of the list: the brand's first 20 tours by name.
    const listed = await db()
      .selectFrom('tours')
      .select(['id', 'code'])
      .where('brandId', '=', 'meridian')
      .orderBy('name')
      .orderBy('id')
      .limit(20)
      .execute()
    let subject: { id: number; code: string; upcoming: number[] } | null = null
    for (const tour of listed) {
      const upcoming = await db()
        .selectFrom('departures')
        .select('id')
        .where('tourId', '=', tour.id)
        .where('startDate', '>', today)
        .orderBy('startDate')
        .orderBy('id')
        .execute()
      if (upcoming.length > DEPARTURES_SHOWN_PER_TOUR) {
        subject = { id: Number(tour.id), code: tour.code, upcoming: upcoming.map((row) => Number(row.id)) }
        break
      }
    }
    expect(subject, 'a listed tour with more departures to come than the list shows').not.toBeNull()
    const { id, code, upcoming } = subject!

    const list = await session.get('/admin/tours')
    expect(list.status).toBe(200)
    const start = list.text.indexOf(`<h2 id="tour-${id}"`)
    expect(start).toBeGreaterThan(0)
    const section = list.text.slice(start, list.text.indexOf('</section>', start))
    expect(departureLinks(section)).toEqual(upcoming.slice(0, DEPARTURES_SHOWN_PER_TOUR))
    expect(section).toContain(`All ${upcoming.length} departures to come`)
    expect(section).toContain(`href="/admin/tours?brand=meridian&amp;q=${code}"`)

    const alone = await session.get(`/admin/tours?brand=meridian&q=${code}`)
    expect(alone.status).toBe(200)
    expect(departureLinks(alone.text)).toEqual(upcoming)
    expect(alone.text).not.toMatch(/All \d+ departures to come/)
  })

  const listedTourIds = (html: string) => [...html.matchAll(/<h2 id="tour-(\d+)"/g)].map((match) => Number(match[1]))
  const brandTours = (brandId: string) =>
    db()
      .selectFrom('tours')
      .select(['id', 'code', 'name'])
      .where('brandId', '=', brandId)
      .orderBy('name')
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((row) => ({ ...row, id: Number(row.id) })))

  it('pages the whole list with a count: every tour once, in name order, none past the last page (issue 26)', async () => {
    const { session } = await signedInStaff(server, 'content_editor')
    for (const brandId of ['meridian', 'cavendish']) {
      const all = await brandTours(brandId)
      expect(all.length, `${brandId} has more tours than one page shows`).toBeGreaterThan(TOURS_PAGE_SIZE)
      const pages = Math.ceil(all.length / TOURS_PAGE_SIZE)
      const seen: number[] = []
      for (let page = 1; page <= pages; page++) {
        const response = await session.get(`/admin/tours?brand=${brandId}${page > 1 ? `&page=${page}` : ''}`)
        expect(response.status).toBe(200)
        const first = (page - 1) * TOURS_PAGE_SIZE + 1
        const last = Math.min(page * TOURS_PAGE_SIZE, all.length)
        expect(response.text).toContain(`Showing ${first}–${last} of ${all.length} tours`)
        expect(response.text.includes('>Next page</a>')).toBe(page < pages)
        expect(response.text.includes('>Previous page</a>')).toBe(page > 1)
        seen.push(...listedTourIds(response.text))
      }
      expect(seen).toEqual(all.map((tour) => tour.id))
      const beyond = await session.get(`/admin/tours?brand=${brandId}&page=${pages + 1}`)
      expect(beyond.status).toBe(200)
      expect(listedTourIds(beyond.text)).toEqual([])
      expect(beyond.text).toContain('No more tours match.')
    }
  })

  it('searches by name or code in any case: hits counted, a miss says so, another brand’s tour is not found', async () => {
    const { session } = await signedInStaff(server, 'content_editor')
    const [meridian, cavendish] = [await brandTours('meridian'), await brandTours('cavendish')]
    const tour = meridian[3]!
    const byCode = await session.get(`/admin/tours?brand=meridian&q=${encodeURIComponent(tour.code.toLowerCase())}`)
    expect(byCode.status).toBe(200)
    const codeHits = meridian.filter((row) => row.code.toLowerCase().includes(tour.code.toLowerCase()))
    expect(listedTourIds(byCode.text)).toEqual(codeHits.map((row) => row.id))
    expect(byCode.text).toContain(codeHits.length === 1 ? '1 tour<' : `${codeHits.length} tours<`)

    // A word of a name (plain letters, so both dialects' lower() agree), found in other tours' names too.
    const contains = (row: { name: string; code: string }, text: string) =>
      row.name.toLowerCase().includes(text) || row.code.toLowerCase().includes(text)
    const word = meridian
      .flatMap((row) => row.name.split(/\s+/))
      .find(
        (part) => /^[A-Za-z]{5,}$/.test(part) && meridian.filter((row) => contains(row, part.toLowerCase())).length > 1,
      )!
    expect(word, 'a word that more than one tour name shares').toBeDefined()
    const nameHits = meridian.filter((row) => contains(row, word.toLowerCase()))
    const byName = await session.get(`/admin/tours?brand=meridian&q=${encodeURIComponent(word.toUpperCase())}`)
    expect(byName.status).toBe(200)
    expect(listedTourIds(byName.text)).toEqual(nameHits.slice(0, TOURS_PAGE_SIZE).map((row) => row.id))
    expect(byName.text).toContain(
      nameHits.length > TOURS_PAGE_SIZE
        ? `Showing 1–${TOURS_PAGE_SIZE} of ${nameHits.length} tours<`
        : `${nameHits.length} tours<`,
    )

    const miss = await session.get('/admin/tours?brand=meridian&q=no-such-tour-zz')
    expect(miss.status).toBe(200)
    expect(listedTourIds(miss.text)).toEqual([])
    expect(miss.text).toContain('No tours match.')

    const other = cavendish[0]!
    const elsewhere = await session.get(`/admin/tours?brand=meridian&q=${encodeURIComponent(other.code)}`)
    expect(listedTourIds(elsewhere.text)).not.toContain(other.id)
  })

  it('answers a bad page or an over-long search with a 400, and a sales agent with a 403', async () => {
    const { session } = await signedInStaff(server, 'content_editor')
    for (const search of ['page=0', 'page=abc', 'page=-2', 'page=1.5', 'page=10001', `q=${'x'.repeat(101)}`]) {
      const response = await session.get(`/admin/tours?brand=meridian&${search}`)
      expect(response.status, search).toBe(400)
    }
    expect((await session.get('/admin/tours?brand=meridian&page=abc')).text).toContain(
      'Give the page as a whole number from 1 to 10000.',
    )
    const agent = await signedInStaff(server, 'sales_agent')
    expect((await agent.session.get('/admin/tours?page=2')).status).toBe(403)
  })
})
