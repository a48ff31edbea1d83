import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MOBILE_COLLAPSE_MAX_WIDTH } from '../../lib/constants'
import { needsShowMore, visibleCount } from './collapsible-list-rules'

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

describe('content-sections.css (CollapsibleList)', () => {
  // CSS cannot import the constants: this keeps the one-column fold in step with the component's media query.
  it('lays the items in one column at MOBILE_COLLAPSE_MAX_WIDTH and below', () => {
    const css = readFileSync(new URL('./content-sections.css', import.meta.url), 'utf8')
    expect(css).toContain(`@media (max-width: ${MOBILE_COLLAPSE_MAX_WIDTH}px)`)
  })
})
