import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BREAKPOINTS, GALLERY_SMALL_MAX_WIDTH, MOBILE_COLLAPSE_MAX_WIDTH } from '../../lib/constants'

describe('tour-page.css breakpoints', () => {
  // CSS cannot import the constants, so this keeps its media queries in step with them. The add-ons and excursions
  // lists fold at MOBILE_COLLAPSE_MAX_WIDTH in the section primitives' stylesheet (components/ui/content-sections.css).
  const css = readFileSync(new URL('./tour-page.css', import.meta.url), 'utf8')
  it('collapses the gallery to one slide at GALLERY_SMALL_MAX_WIDTH', () => {
    expect(css).toContain(`@media (max-width: ${GALLERY_SMALL_MAX_WIDTH}px)`)
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
