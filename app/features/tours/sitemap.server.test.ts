import { describe, expect, it } from 'vitest'
import { sitemapXml } from './sitemap.server'

describe('sitemapXml', () => {
  it('writes absolute, escaped locations with their dates in the sitemaps.org namespace', () => {
    const xml = sitemapXml('https://www.example.com/', [
      { path: '/', lastmod: '2026-11-01' },
      { path: '/tours/a&b', lastmod: null },
    ])
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://www.example.com/</loc><lastmod>2026-11-01</lastmod></url>\n' +
        '<url><loc>https://www.example.com/tours/a&amp;b</loc></url>\n' +
        '</urlset>\n',
    )
  })
})
