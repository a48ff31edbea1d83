import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import xss from '../data/xss-payloads.json'
import { requestAs } from '../support/http-client'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * Issue 24, defect 4, on the dialect under test: HTML that reached a content block without the back office's check
 * (a database edit, an import) is sanitised when /privacy-policy renders it. Every payload of
 * tests/data/xss-payloads.json is stored in the page's block between two markers; what the page serves between them
 * holds no script, event handler, SVG, frame or javascript: link.
 */

let server: TestServer

beforeAll(async () => {
  server = await startTestServer('security-content')
})

afterAll(async () => {
  await server?.stop()
})

describe('the privacy policy page', () => {
  it('serves none of the cheat-sheet payloads stored in its content block', async () => {
    const bodyHtml = `<p>XSS-START</p>${xss.payloads.map((payload) => `<div>${payload}</div>`).join('')}<p>XSS-END</p>`
    const updated = await server.database.db
      .updateTable('contentBlocks')
      .set({ bodyHtml })
      .where('brandId', '=', 'meridian')
      .where('key', '=', 'page.privacy-policy')
      .executeTakeFirst()
    expect(Number(updated.numUpdatedRows)).toBe(1)

    const page = await requestAs(server.origin, '/privacy-policy')
    expect(page.status).toBe(200)
    const start = page.text.indexOf('XSS-START')
    const end = page.text.indexOf('XSS-END')
    expect(start).toBeGreaterThan(0)
    expect(end).toBeGreaterThan(start)
    const served = page.text.slice(start, end)
    expect(served).not.toMatch(
      /<script|<svg|<img|<iframe|<object|<embed|<math|<animate|<set\b|<style|<form|<base|<meta|<link/i,
    )
    expect(served).not.toMatch(/\son[a-z]+\s*=/i)
    expect(served).not.toMatch(/javascript:|vbscript:|data:text/i)
  })
})
