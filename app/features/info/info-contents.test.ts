import { describe, expect, it } from 'vitest'
import { infoPageSections, infoSlugFromPath } from './info-contents'

describe('infoPageSections', () => {
  it('lists every h2 that has an id, as plain text, in order', () => {
    const html =
      '<p>Intro</p><h2 id="who">Who <em>we</em> are</h2><p>…</p><h2>No id</h2><h2 class="x" id="fees">Fees &amp; charges</h2>'
    expect(infoPageSections(html)).toEqual([
      { id: 'who', title: 'Who we are' },
      { id: 'fees', title: 'Fees & charges' },
    ])
    expect(infoPageSections(null)).toEqual([])
  })
})

describe('infoSlugFromPath', () => {
  it('accepts one plain slug, with or without a trailing slash', () => {
    expect(infoSlugFromPath('/privacy-policy')).toBe('privacy-policy')
    expect(infoSlugFromPath('/contact-us/')).toBe('contact-us')
    for (const path of ['/', '/a/b', '/Privacy-Policy', '/privacy--policy', '/../etc', '/page.x']) {
      expect(infoSlugFromPath(path), path).toBeNull()
    }
  })
})
