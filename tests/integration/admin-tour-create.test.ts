import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditRowsFor, postAdminForm, signedInStaff } from '../support/staff-session'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * Creating tours and generating their departures in the back office over HTTP against the real server (issue 26),
 * on the dialect under test: a new tour is written unpublished with its country, transport and audit row and lands
 * on its edit page; a taken code or page address is refused with a clear message and nothing written; a sales agent
 * may not (403); a form without its CSRF field is refused.
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
