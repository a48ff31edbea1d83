import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { client } from '../support/http-client'
import { auditRowsFor, postAdminForm, signedInStaff } from '../support/staff-session'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * Editing content blocks in the back office over HTTP against the real server (issue 14), on the dialect under test,
 * with the page cache on as in production: a saved information page is served with the new text within the
 * catalogue version's one-second check (the version moves on, so the cached page is dropped), a preview renders without saving, data that does
 * not fit the registry or HTML with script is a 400 with nothing written, a sales agent may not edit (403), an
 * unknown key is a 404, and every save has an audit row with the values before and after.
 */

let server: TestServer

beforeAll(async () => {
  server = await startTestServer('admin-content', { TRUST_PROXY: 'loopback', PAGE_CACHE_TTL_SECONDS: '60' })
})

afterAll(async () => {
  await server?.stop()
})

const db = () => server.database.db

const blockRow = (key: string, brandId = 'meridian') =>
  db()
    .selectFrom('contentBlocks')
    .select(['title', 'bodyHtml', 'dataJson'])
    .where('brandId', '=', brandId)
    .where('key', '=', key)
    .executeTakeFirst()

describe('editing content blocks', () => {
  it('lists the registry’s blocks, saves an information page that the site serves at once, with an audit row', async () => {
    const { session } = await signedInStaff(server, 'content_editor')
    const list = await session.get('/admin/content?q=travel')
    expect(list.status).toBe(200)
    expect(list.text).toContain('href="/admin/content/page.travel-insurance?brand=meridian"')

    // Warm the page cache with the old text first: the save must reach a cached page too.
    const before = await client(server).get('/travel-insurance')
    expect(before.status).toBe(200)
    const stored = await blockRow('page.travel-insurance')
    expect(stored).toBeDefined()

    const page = await session.get('/admin/content/page.travel-insurance')
    expect(page.status).toBe(200)
    expect(page.text).toContain('Content block page.travel-insurance')
    expect(page.text).toContain('Fields this block takes: metaDescription.')

    const body = '<p>Cover from the day you book, checked by our team in 2026.</p>'
    const saved = await postAdminForm(session, '/admin/content/page.travel-insurance', {
      intent: 'save',
      title: 'Travel insurance for every tour',
      bodyHtml: body,
      dataJson: '{ "metaDescription": "Insurance that suits a touring holiday." }',
    })
    expect(saved.status).toBe(200)
    expect(saved.text).toContain('Saved.')
    expect(await blockRow('page.travel-insurance')).toEqual({
      title: 'Travel insurance for every tour',
      bodyHtml: body,
      dataJson: '{"metaDescription":"Insurance that suits a touring holiday."}',
    })
    // Each process reads the catalogue version at most once a second, so the cached page goes within that bound.
    const served = () => client(server).get('/travel-insurance')
    await expect
      .poll(async () => (await served()).text, { timeout: 5_000 })
      .toContain('Travel insurance for every tour')
    const after = await served()
    expect(after.status).toBe(200)
    expect(after.text).toContain('checked by our team in 2026')
    expect(after.text).toContain('content="Insurance that suits a touring holiday."')

    const audit = await auditRowsFor(server, 'content.edit', 'page.travel-insurance')
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0]!.beforeJson!)).toMatchObject({ title: stored!.title })
    expect(JSON.parse(audit[0]!.afterJson!)).toMatchObject({ title: 'Travel insurance for every tour' })
    expect(audit[0]!.brandId).toBe('meridian')
  })

  it('creates a block a brand did not have, only for the chosen brand', async () => {
    const { session } = await signedInStaff(server, 'administrator')
    await db().deleteFrom('contentBlocks').where('key', '=', 'checkout.addons').execute()
    const saved = await postAdminForm(session, '/admin/content/checkout.addons?brand=meridian', {
      intent: 'save',
      title: '',
      bodyHtml: '<p>Make more of your trip.</p>',
      dataJson: '{"skipButtonText":"Skip the add-ons"}',
    })
    expect(saved.status).toBe(200)
    expect(await blockRow('checkout.addons')).toEqual({
      title: null,
      bodyHtml: '<p>Make more of your trip.</p>',
      dataJson: '{"skipButtonText":"Skip the add-ons"}',
    })
    const brands = await db().selectFrom('brands').select('id').where('id', '!=', 'meridian').execute()
    for (const brand of brands) expect(await blockRow('checkout.addons', brand.id)).toBeUndefined()
    expect(await auditRowsFor(server, 'content.create', 'checkout.addons')).toHaveLength(1)
  })

  it('previews an edit without saving it', async () => {
    const { session } = await signedInStaff(server, 'content_editor')
    const before = await blockRow('brochures.page')
    const preview = await postAdminForm(session, '/admin/content/brochures.page', {
      intent: 'preview',
      title: 'A preview title',
      bodyHtml: '<p>Preview <strong>body</strong></p>',
      dataJson: '',
    })
    expect(preview.status).toBe(200)
    expect(preview.text).toContain('Preview (not saved)')
    expect(preview.text).toContain('<p>Preview <strong>body</strong></p>')
    expect(await blockRow('brochures.page')).toEqual(before)
    expect(await auditRowsFor(server, 'content.edit', 'brochures.page')).toHaveLength(0)
  })

  it('refuses data that does not fit the registry and HTML that runs script, writing nothing', async () => {
    const { session } = await signedInStaff(server, 'content_editor')
    const before = await blockRow('checkout.priceBreakdown')
    const refusals: [Record<string, string>, string][] = [
      [{ dataJson: '{"subtotalMismatchHtm":"x"}' }, 'The data does not fit this block'],
      [{ dataJson: '{not json' }, 'The data is not valid JSON.'],
      [{ bodyHtml: '<p onmouseover="steal()">Hi</p>' }, 'The HTML may not contain scripts, event handlers'],
      [{ bodyHtml: '<script>alert(1)</script>' }, 'The HTML may not contain scripts, event handlers'],
      // Issue 24: what the pattern check let through.
      [{ bodyHtml: '<svg/onload=alert(1)>' }, 'The HTML may not contain scripts, event handlers'],
      [{ bodyHtml: '<img src="x"/onerror=alert(1)>' }, 'The HTML may not contain scripts, event handlers'],
      [
        { dataJson: '{"subtotalMismatchHtml":"<a href=\\"javascript:x()\\">x</a>"}' },
        'The HTML may not contain scripts, event handlers',
      ],
    ]
    for (const [fields, message] of refusals) {
      const refused = await postAdminForm(session, '/admin/content/checkout.priceBreakdown', {
        intent: 'save',
        title: 'Price',
        bodyHtml: '',
        dataJson: '',
        ...fields,
      })
      expect(refused.status).toBe(400)
      expect(refused.text).toContain(message)
    }
    expect(await blockRow('checkout.priceBreakdown')).toEqual(before)
    expect(await auditRowsFor(server, 'content.edit', 'checkout.priceBreakdown')).toHaveLength(0)
  })

  it('is the content editor’s and administrator’s: a sales agent gets 403; unknown keys and intents are refused', async () => {
    const agent = await signedInStaff(server, 'sales_agent')
    expect((await agent.session.get('/admin/content')).status).toBe(403)
    expect((await agent.session.get('/admin/content/checkout.addons')).status).toBe(403)
    const refused = await postAdminForm(agent.session, '/admin/content/checkout.addons', {
      intent: 'save',
      title: 'Taken over',
      bodyHtml: '',
      dataJson: '',
    })
    expect(refused.status).toBe(403)

    const { session } = await signedInStaff(server, 'content_editor')
    expect((await session.get('/admin/content/checkout.nothing-like-this')).status).toBe(404)
    const unknownIntent = await postAdminForm(session, '/admin/content/checkout.addons', {
      intent: 'publish',
      title: 'x',
      bodyHtml: '',
      dataJson: '',
    })
    expect(unknownIntent.status).toBe(400)
    const noCsrf = await postAdminForm(
      session,
      '/admin/content/checkout.addons',
      { intent: 'save', title: 'x', bodyHtml: '', dataJson: '' },
      { csrf: false },
    )
    expect(noCsrf.status).toBe(403)
    expect((await blockRow('checkout.addons'))?.title ?? null).not.toBe('x')
  })
})
