import { DESCRIPTION_TRUNCATE_LENGTH } from '../../lib/constants'

/*
 * Text rules of the tour page's Read More / Read Less toggles and show more / show less lists. Pure: the server
 * render and the browser make the same decision, so the toggles are in the HTML from the first byte and nothing
 * shifts on hydration.
 */

/**
 * A rich-text block (overview, an itinerary day, a hotel) is collapsed behind Read More when its text is longer
 * than this. Decision: the spec names the toggle but not a length; about four lines of the page's measure.
 */
export const READ_MORE_MIN_CHARS = 480

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" }

/** The visible text of trusted HTML from the catalogue: tags dropped, common entities decoded, spaces collapsed. */
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
 * A plain description cut at a word boundary within `max` characters with an ellipsis (spec §9: 180), or returned
 * whole when it fits. `truncated` says whether the read more toggle is needed.
 */
export function truncateText(text: string, max = DESCRIPTION_TRUNCATE_LENGTH): { text: string; truncated: boolean } {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return { text: clean, truncated: false }
  const cut = clean.slice(0, max)
  const space = cut.lastIndexOf(' ')
  const head = (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')
  return { text: `${head}…`, truncated: true }
}

/** How many items of a show more / show less list are visible. A non-positive page size shows everything. */
export function visibleCount(total: number, numberToShowOnPageLoad: number, expanded: boolean): number {
  if (expanded || numberToShowOnPageLoad <= 0) return total
  return Math.min(total, numberToShowOnPageLoad)
}

/** Whether the list needs its show more / show less toggle at all. */
export function needsShowMore(total: number, numberToShowOnPageLoad: number): boolean {
  return numberToShowOnPageLoad > 0 && total > numberToShowOnPageLoad
}
