import { ERROR_SCROLL_DEBOUNCE_MS } from '../../lib/constants'
import { debounce, type Debounced } from '../../lib/debounce'

/*
 * A field error scrolls into view (debounced ERROR_SCROLL_DEBOUNCE_MS) unless an input or select has focus: while
 * someone types, the page must not jump; after pressing a submit button, the first error comes into sight. One
 * scroller per document, so several forms on a page (a form and its address block) scroll once, to the first error
 * in document order.
 */

export const FIELD_ERROR_ATTRIBUTE = 'data-field-error'

const TYPING_ELEMENTS = new Set(['INPUT', 'SELECT', 'TEXTAREA'])

export function isTypingInField(doc: Document): boolean {
  const active = doc.activeElement
  return !!active && TYPING_ELEMENTS.has(active.tagName)
}

export function scrollToFirstFieldError(doc: Document): Element | null {
  if (isTypingInField(doc)) return null
  const first = doc.querySelector(`[${FIELD_ERROR_ATTRIBUTE}]`)
  if (!first) return null
  const reduceMotion = doc.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  if (typeof first.scrollIntoView === 'function') {
    first.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' })
  }
  return first
}

export function createErrorScroller(doc: Document, delayMs = ERROR_SCROLL_DEBOUNCE_MS): Debounced<[]> {
  return debounce(() => {
    scrollToFirstFieldError(doc)
  }, delayMs)
}

const scrollers = new WeakMap<Document, Debounced<[]>>()

/** Asks for the first field error to be scrolled into view after the debounce; a no-op on the server. */
export function requestErrorScroll(): void {
  if (typeof document === 'undefined') return
  let scroller = scrollers.get(document)
  if (!scroller) {
    scroller = createErrorScroller(document)
    scrollers.set(document, scroller)
  }
  scroller()
}
