import type { Page } from '@playwright/test'

/*
 * Layout checks that need no baseline (issue 28): each looks at the page as it is laid out now and names what it
 * finds, so a failure says which element is wrong. They run in the visual suite on every page type, width and brand.
 *
 * - horizontal-overflow: the page scrolls sideways (document scrollWidth > innerWidth).
 * - cut-off-label: a text element of the header, a navigation or a button (or a button-like link) whose content is
 *   wider than its box (scrollWidth > clientWidth): "Find my h", a label squeezed to 0 px; or a header or
 *   navigation field's placeholder wider than the field: "Search destinati".
 * - hero-text-overlap: two visible pieces of text of the home page's hero drawn on top of each other.
 * - sticky-covered: after scrolling, a stuck sticky element is hidden (at its own centre line) by another sticky or
 *   fixed element: the tour page's section nav under the main nav.
 * - card-text-under-overlay: a card's text under an absolutely placed control or tag of the same card: an offer tag
 *   under the wishlist heart, a tag over the tour's name.
 *
 * The functions passed to page.evaluate run in the browser: they may use only what they define themselves.
 */

export const LAYOUT_CHECKS = [
  'horizontal-overflow',
  'cut-off-label',
  'hero-text-overlap',
  'sticky-covered',
  'card-text-under-overlay',
] as const
export type LayoutCheck = (typeof LAYOUT_CHECKS)[number]

export interface LayoutFinding {
  check: LayoutCheck
  /** What was found, naming the elements (for the failure message; not compared). */
  detail: string
}

/** Runs the checks that read the page at its scroll position of the moment (call at the top of a fresh load). */
export async function staticLayoutFindings(page: Page): Promise<LayoutFinding[]> {
  return page.evaluate(() => {
    const findings: Array<{ check: string; detail: string }> = []
    const describe = (element: Element): string => {
      const classes = [...element.classList].slice(0, 2).join('.')
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${text ? ` "${text}"` : ''}`
    }
    const visible = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })
    /** Visually hidden on purpose (the screen-reader-only pattern): a 1 px clipped box. */
    const screenReaderOnly = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node)
        if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true
      }
      return false
    }
    const ownText = (element: Element) =>
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '')
    const intersect = (a: DOMRect, b: DOMRect) => {
      const width = Math.min(a.right, b.right) - Math.max(a.left, b.left)
      const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
      return width > 2 && height > 2 ? { width, height } : null
    }

    // horizontal-overflow
    const scrollWidth = document.documentElement.scrollWidth
    if (scrollWidth > window.innerWidth) {
      // What sticks out past the window's edge and is not clipped by a box that ends inside the window.
      const clippedInside = (element: Element) => {
        for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
          if (getComputedStyle(node).overflowX !== 'visible' && node.getBoundingClientRect().right <= window.innerWidth)
            return true
        }
        return false
      }
      const wide = [...document.body.querySelectorAll('*')].filter((element) => {
        const rect = element.getBoundingClientRect()
        return rect.width > 0 && rect.right > window.innerWidth + 0.5 && visible(element) && !clippedInside(element)
      })
      const deepest = wide.filter((element) => !wide.some((other) => other !== element && element.contains(other)))
      findings.push({
        check: 'horizontal-overflow',
        detail: `document ${scrollWidth} px wide in a ${window.innerWidth} px window; past the edge: ${deepest
          .slice(0, 3)
          .map((element) => `${describe(element)} (right ${Math.round(element.getBoundingClientRect().right)})`)
          .join(', ')}`,
      })
    }

    // cut-off-label: content wider than the box, and it is text that sticks out (not a decoration such as a
    // rotated chevron)
    const textSticksOut = (element: Element) => {
      const box = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      const left = box.left + parseFloat(style.borderLeftWidth)
      const right = box.left + parseFloat(style.borderLeftWidth) + (element as HTMLElement).clientWidth
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent!.trim() === '' || (node.parentElement && screenReaderOnly(node.parentElement))) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of range.getClientRects()) if (rect.right > right + 1 || rect.left < left - 1) return true
      }
      return false
    }
    const labelScopes = 'header, nav, button, [role="button"], a.button, .button'
    const candidates = new Set<Element>()
    for (const scope of document.querySelectorAll(labelScopes)) {
      candidates.add(scope)
      for (const inner of scope.querySelectorAll('*')) candidates.add(inner)
    }
    for (const element of candidates) {
      const interactive = element.matches('button, [role="button"], a.button, .button, a')
      if (!ownText(element) && !(interactive && (element.textContent ?? '').trim() !== '')) continue
      const style = getComputedStyle(element)
      if (style.display === 'inline' || style.display === 'contents' || style.display === 'none') continue
      if (!visible(element) || screenReaderOnly(element)) continue
      const { scrollWidth: contentWidth, clientWidth } = element as HTMLElement
      if (contentWidth > clientWidth + 1 && textSticksOut(element))
        findings.push({
          check: 'cut-off-label',
          detail: `${describe(element)}: content ${contentWidth} px in a ${clientWidth} px box`,
        })
    }

    // …and a header or navigation field whose placeholder is wider than the field ("Search destinati"): the text a
    // visitor reads to know what the box is for, cut mid-word
    const measure = document.createElement('canvas').getContext('2d')!
    for (const input of document.querySelectorAll<HTMLInputElement>(
      'header input[placeholder], nav input[placeholder]',
    )) {
      if (input.value !== '' || !visible(input) || screenReaderOnly(input)) continue
      const style = getComputedStyle(input)
      measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      const needed = measure.measureText(input.placeholder).width
      if (needed > room + 1)
        findings.push({
          check: 'cut-off-label',
          detail: `input placeholder "${input.placeholder}": ${Math.ceil(needed)} px of text in ${Math.floor(room)} px`,
        })
    }

    // hero-text-overlap: the home page's hero (intro headline and the carousel's slides)
    const hero = document.querySelector('.hero-header')
    if (hero) {
      const boxes: Array<{ element: Element; rect: DOMRect }> = []
      const walker = document.createTreeWalker(hero, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!parent || node.textContent!.trim() === '' || !visible(parent) || screenReaderOnly(parent)) continue
        // What an ancestor with overflow other than visible (the carousel's viewport) clips away is not seen.
        let clip = new DOMRect(0, -1e7, window.innerWidth, 2e7)
        for (let ancestor: Element | null = parent; ancestor; ancestor = ancestor.parentElement) {
          if (getComputedStyle(ancestor).overflow !== 'visible') {
            const r = ancestor.getBoundingClientRect()
            const left = Math.max(clip.left, r.left)
            const top = Math.max(clip.top, r.top)
            clip = new DOMRect(left, top, Math.min(clip.right, r.right) - left, Math.min(clip.bottom, r.bottom) - top)
          }
        }
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of range.getClientRects()) {
          if (intersect(rect, clip)) boxes.push({ element: parent, rect })
        }
      }
      const reported = new Set<string>()
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i]!
          const b = boxes[j]!
          if (a.element === b.element || a.element.contains(b.element) || b.element.contains(a.element)) continue
          if (!intersect(a.rect, b.rect)) continue
          const key = `${describe(a.element)} / ${describe(b.element)}`
          if (reported.has(key)) continue
          reported.add(key)
          findings.push({ check: 'hero-text-overlap', detail: `${describe(a.element)} over ${describe(b.element)}` })
        }
      }
    }

    // card-text-under-overlay
    const cards = [...document.querySelectorAll('main *')].filter((element) =>
      [...element.classList].some((name) => /(^|-)(card|tile)$/.test(name)),
    )
    for (const card of cards) {
      const cardRect = card.getBoundingClientRect()
      const overlays = [...card.querySelectorAll('*')].filter((element) => {
        if (getComputedStyle(element).position !== 'absolute' || !visible(element) || screenReaderOnly(element))
          return false
        // A picture placed to fill the card's media box is what the tags sit on, not something drawn over them.
        if (['IMG', 'PICTURE', 'VIDEO'].includes(element.tagName)) return false
        const rect = element.getBoundingClientRect()
        // A link stretched over the whole card is how the card is clickable, not a control drawn over its text.
        return rect.width > 1 && rect.height > 1 && rect.width * rect.height < 0.4 * cardRect.width * cardRect.height
      })
      for (const overlay of overlays) {
        const overlayRect = overlay.getBoundingClientRect()
        const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement
          if (!parent || node.textContent!.trim() === '' || overlay.contains(parent) || parent.contains(overlay))
            continue
          if (!visible(parent) || screenReaderOnly(parent)) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          if ([...range.getClientRects()].some((rect) => intersect(rect, overlayRect))) {
            findings.push({
              check: 'card-text-under-overlay',
              detail: `${describe(parent)} under ${describe(overlay)} in ${describe(card).slice(0, 60)}`,
            })
            break
          }
        }
      }
    }
    return findings as LayoutFinding[]
  })
}

/**
 * Scrolls down to where sticky elements are stuck (half the page, and near its end) and finds every stuck sticky
 * element hidden by another sticky or fixed one. Leaves the page scrolled.
 */
export async function stickyFindings(page: Page): Promise<LayoutFinding[]> {
  const findings: LayoutFinding[] = []
  for (const fraction of [0.35, 0.7]) {
    await page.evaluate((at) => {
      // A whole number of pixels: a fractional scroll offset left the sticky header's and the carousels' layers
      // rastered half a pixel off, and the capture after scrolling back 1 px off (ADR 0042).
      window.scrollTo(0, Math.round((document.documentElement.scrollHeight - window.innerHeight) * at))
    }, fraction)
    // Two frames: scroll handlers (the header's scrolled state) have run and the page is laid out again.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    findings.push(
      ...(await page.evaluate(() => {
        const found: Array<{ check: 'sticky-covered'; detail: string }> = []
        const describe = (element: Element): string => {
          const classes = [...element.classList].slice(0, 2).join('.')
          const label = element.getAttribute('aria-label')
          return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${label ? ` "${label}"` : ''}`
        }
        const pinnedAncestor = (element: Element | null): Element | null => {
          for (let node = element; node; node = node.parentElement) {
            const position = getComputedStyle(node).position
            if (position === 'sticky' || position === 'fixed') return node
          }
          return null
        }
        const stuck = [...document.querySelectorAll('body *')].filter((element) => {
          const style = getComputedStyle(element)
          if (style.position !== 'sticky' || style.top === 'auto') return false
          if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false
          const rect = element.getBoundingClientRect()
          return rect.height > 0 && Math.abs(rect.top - parseFloat(style.top)) < 1.5
        })
        for (const element of stuck) {
          const rect = element.getBoundingClientRect()
          const y = Math.min(window.innerHeight - 1, Math.max(0, rect.top + rect.height / 2))
          const coveredBy = new Set<Element>()
          let samples = 0
          for (const at of [0.25, 0.5, 0.75]) {
            const x = Math.min(window.innerWidth - 1, Math.max(0, rect.left + rect.width * at))
            const hit = document.elementFromPoint(x, y)
            samples += 1
            if (!hit || element.contains(hit)) continue
            const cover = pinnedAncestor(hit)
            if (cover && cover !== element && !cover.contains(element)) coveredBy.add(cover)
          }
          if (coveredBy.size && samples)
            found.push({
              check: 'sticky-covered',
              detail: `${describe(element)} under ${[...coveredBy].map(describe).join(', ')}`,
            })
        }
        return found
      })),
    )
  }
  // Each covering once, however many scroll positions showed it.
  return findings.filter((finding, index) => findings.findIndex((f) => f.detail === finding.detail) === index)
}
