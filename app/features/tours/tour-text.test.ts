import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  BREAKPOINTS,
  DESCRIPTION_TRUNCATE_LENGTH,
  GALLERY_SMALL_MAX_WIDTH,
  MOBILE_COLLAPSE_MAX_WIDTH,
} from '../../lib/constants'
import { READ_MORE_MIN_CHARS, htmlToText, isLongHtml, needsShowMore, truncateText, visibleCount } from './tour-text'

describe('htmlToText', () => {
  it.each([
    ['<p>Rome &amp; Florence</p>', 'Rome & Florence'],
    ['<p>One</p><p>Two</p>', 'One Two'],
    ['<ul><li>A&nbsp;B</li></ul>', 'A B'],
    ['  plain   text ', 'plain text'],
  ])('%s → %s', (html, text) => {
    expect(htmlToText(html)).toBe(text)
  })
})

describe('isLongHtml', () => {
  it('counts visible text, not markup', () => {
    const words = 'a'.repeat(READ_MORE_MIN_CHARS)
    expect(isLongHtml(`<p><strong>${words}</strong></p>`)).toBe(false)
    expect(isLongHtml(`<p>${words}b</p>`)).toBe(true)
  })
})

describe('truncateText', () => {
  it('keeps a description that fits', () => {
    const text = 'x'.repeat(DESCRIPTION_TRUNCATE_LENGTH)
    expect(truncateText(text)).toEqual({ text, truncated: false })
  })

  it('cuts at a word within 180 characters and adds an ellipsis', () => {
    const text = `${'word '.repeat(50)}end`
    const result = truncateText(text)
    expect(result.truncated).toBe(true)
    expect(result.text.endsWith('word…')).toBe(true)
    expect(result.text.length).toBeLessThanOrEqual(DESCRIPTION_TRUNCATE_LENGTH + 1)
  })

  it('cuts a word without spaces at the limit', () => {
    expect(truncateText('y'.repeat(400)).text).toBe(`${'y'.repeat(DESCRIPTION_TRUNCATE_LENGTH)}…`)
  })
})

describe('show more lists', () => {
  it.each([
    { total: 7, page: 3, expanded: false, visible: 3, toggle: true },
    { total: 7, page: 3, expanded: true, visible: 7, toggle: true },
    { total: 3, page: 3, expanded: false, visible: 3, toggle: false },
    { total: 2, page: 3, expanded: false, visible: 2, toggle: false },
    { total: 5, page: 0, expanded: false, visible: 5, toggle: false },
    { total: 0, page: 3, expanded: false, visible: 0, toggle: false },
  ])(
    '$total items, $page on load, expanded $expanded → $visible shown',
    ({ total, page, expanded, visible, toggle }) => {
      expect(visibleCount(total, page, expanded)).toBe(visible)
      expect(needsShowMore(total, page)).toBe(toggle)
    },
  )
})

describe('tour-page.css breakpoints', () => {
  // CSS cannot import the constants, so this keeps its media queries in step with them.
  const css = readFileSync(new URL('./tour-page.css', import.meta.url), 'utf8')
  it('collapses the gallery to one slide at GALLERY_SMALL_MAX_WIDTH', () => {
    expect(css).toContain(`@media (max-width: ${GALLERY_SMALL_MAX_WIDTH}px)`)
  })
  it('collapses the add-ons and excursions lists at MOBILE_COLLAPSE_MAX_WIDTH', () => {
    expect(css).toContain(`@media (max-width: ${MOBILE_COLLAPSE_MAX_WIDTH}px)`)
  })
  it('uses no other max-width breakpoints than the spec’s', () => {
    const widths = [...css.matchAll(/@media \(max-width: (\d+)px\)/g)].map((match) => Number(match[1]))
    const allowed = [
      GALLERY_SMALL_MAX_WIDTH,
      MOBILE_COLLAPSE_MAX_WIDTH,
      BREAKPOINTS.xs.max,
      BREAKPOINTS.sm.max,
      BREAKPOINTS.md.max,
    ]
    for (const width of widths) expect(allowed).toContain(width)
  })
})
