import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestAs, startTestServer, type TestServer } from '../support/test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer('page-cache', { PAGE_CACHE_TTL_SECONDS: '60' })
})

afterAll(async () => {
  await server?.stop()
})

function scriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  )
}

describe('the rendered-page cache', () => {
  it('renders a page once, then serves the same document to the next visitor', async () => {
    const first = await requestAs(server.origin, '/?cache-test=1')
    const second = await requestAs(server.origin, '/?cache-test=1')
    expect(first.headers['x-page-cache']).toBe('MISS')
    expect(second.headers['x-page-cache']).toBe('HIT')
    expect(second.status).toBe(200)
    expect(second.text).toBe(first.text)
  })

  it('allows exactly the cached document’s inline scripts by hash instead of a stale nonce', async () => {
    await requestAs(server.origin, '/?cache-test=2')
    const hit = await requestAs(server.origin, '/?cache-test=2')
    const csp = String(hit.headers['content-security-policy'])
    expect(csp).not.toMatch(/'nonce-/)
    for (const hash of scriptHashes(hit.text)) expect(csp).toContain(hash)
  })

  it('still gives each visitor their own CSRF cookie', async () => {
    await requestAs(server.origin, '/?cache-test=3')
    const a = await requestAs(server.origin, '/?cache-test=3')
    const b = await requestAs(server.origin, '/?cache-test=3')
    const cookieOf = (response: typeof a) =>
      String(response.headers['set-cookie']?.find((c) => c.startsWith('XSRF-TOKEN=')))
    expect(a.headers['x-page-cache']).toBe('HIT')
    expect(cookieOf(a)).not.toBe(cookieOf(b))
  })

  it('serves pre-compressed bytes to clients that accept them', async () => {
    await requestAs(server.origin, '/?cache-test=4')
    const gzip = await requestAs(server.origin, '/?cache-test=4', { headers: { 'accept-encoding': 'gzip' } })
    const brotli = await requestAs(server.origin, '/?cache-test=4', { headers: { 'accept-encoding': 'br, gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(brotli.headers['content-encoding']).toBe('br')
  })

  it('keeps brands, and visitors with a wishlist, apart', async () => {
    await requestAs(server.origin, '/?cache-test=5', { host: 'localhost' })
    const coach = await requestAs(server.origin, '/?cache-test=5', { host: 'coach.localhost' })
    expect(coach.headers['x-page-cache']).toBe('MISS')
    expect(coach.text).toContain('data-brand="cavendish"')
    const withWishlist = await requestAs(server.origin, '/?cache-test=5', {
      host: 'localhost',
      headers: { cookie: `wishlist=${encodeURIComponent('["MJ1001"]')}` },
    })
    expect(withWishlist.headers['x-page-cache']).toBe('MISS')
  })

  it('never stores errors or personal pages', async () => {
    await requestAs(server.origin, '/no-such-page-for-cache')
    expect((await requestAs(server.origin, '/no-such-page-for-cache')).headers['x-page-cache']).toBe('MISS')
    await requestAs(server.origin, '/wishlist')
    expect((await requestAs(server.origin, '/wishlist')).headers['x-page-cache']).toBeUndefined()
  })
})
