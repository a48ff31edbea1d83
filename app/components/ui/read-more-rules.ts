import { DESCRIPTION_TRUNCATE_LENGTH } from '../../lib/constants'

/*
 * When a Read more / Read less toggle is needed and what the clipped text says. Pure: the server render and the
 * browser make the same decision, so the toggles are in the HTML from the first byte and nothing shifts on
 * hydration.
 */

/**
 * A rich-text block (a tour's overview, an itinerary day, a hotel) is collapsed behind Read more when its visible
 * text is longer than this. Decision: discovery §2.11 names the toggle but not a length; about four lines of the
 * page's measure.
 */
export const READ_MORE_MIN_CHARS = 480

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" }

/** The visible text of trusted HTML: tags dropped, common entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}

export function isLongHtml(html: string, minChars = READ_MORE_MIN_CHARS): boolean {
  return htmlToText(html).length > minChars
}

/**
 * A plain description cut at the last word break within `max` characters, trailing punctuation dropped, with an
 * ellipsis (discovery §2.2: 180), or returned whole (spaces collapsed) when it fits. A word longer than half the
 * limit is cut at the limit rather than leaving a stub. Characters are counted as code points, so an emoji or an
 * accented letter is one. `truncated` says whether the toggle is needed.
 */
export function truncateText(text: string, max = DESCRIPTION_TRUNCATE_LENGTH): { text: string; truncated: boolean } {
  const clean = text.replace(/\s+/g, ' ').trim()
  const chars = [...clean]
  if (chars.length <= max) return { text: clean, truncated: false }
  const head = chars.slice(0, max).join('')
  const lastBreak = head.lastIndexOf(' ')
  const cut = lastBreak >= 0 && [...head.slice(0, lastBreak)].length > max / 2 ? head.slice(0, lastBreak) : head
  return { text: `${cut.replace(/[\s,;:.\-–—]+$/u, '')}…`, truncated: true }
}
