import sanitizeHtml, { type IOptions } from 'sanitize-html'

/*
 * The HTML of content blocks and tour texts (issue 24, defect 4): editors' markup is shown to every traveller, so it
 * goes through sanitize-html (a maintained parser-based sanitiser) with an allow-list of exactly what the blocks
 * need — paragraphs, headings, lists, emphasis, links, the information pages' tables and their scrollable region —
 * on save (the back office refuses HTML the allow-list would change, so what is saved is what the editor saw) and
 * again on render (whatever reached the database another way). Everything else is dropped: script and style
 * elements with their content, SVG and MathML, forms, frames, every event handler, style attributes, and any link
 * whose scheme is not http(s), mailto or tel (relative links to the site are kept). The hand-written pattern
 * check it replaces could be walked around by `<svg/onload=…>` and `<img src="x"/onerror=…>`.
 */

const TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'small',
  'sup',
  'sub',
  'abbr',
  'span',
  'blockquote',
  'hr',
  'code',
  'address',
]
const STRUCTURE_TAGS = ['h2', 'h3', 'h4', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'div', 'a']
const TABLE_TAGS = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td']

export const CONTENT_HTML_ALLOWED_TAGS: readonly string[] = [...TEXT_TAGS, ...STRUCTURE_TAGS, ...TABLE_TAGS]
export const CONTENT_HTML_ALLOWED_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel']

const SLUG_ID = /^[a-z][a-z0-9-]{0,63}$/

function withSlugId(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { id, ...rest } = attribs
  return { tagName, attribs: id !== undefined && SLUG_ID.test(id) ? { ...rest, id } : rest }
}

const OPTIONS: IOptions = {
  allowedTags: [...CONTENT_HTML_ALLOWED_TAGS],
  allowedAttributes: {
    '*': ['class'],
    a: ['href', 'title', 'target', 'rel', 'aria-label'],
    abbr: ['title'],
    // The information pages' wide tables: a labelled, focusable scrolling region (tools/demo-catalogue/info-pages.ts).
    div: ['role', 'aria-label', 'tabindex'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    // Section anchors: an information page builds its "On this page" list from its <h2 id="…"> headings.
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
  },
  // An anchor is a plain slug, so it cannot clobber a global the page's scripts read (window.__XSRF_TOKEN__ …).
  transformTags: { h2: withSlugId, h3: withSlugId, h4: withSlugId },
  allowedSchemes: [...CONTENT_HTML_ALLOWED_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'action', 'formaction', 'xlink:href'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  // Dropped with everything inside them; any other refused element keeps its text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'template',
    'xmp',
    'iframe',
    'svg',
    'math',
  ],
  disallowedTagsMode: 'discard',
  parseStyleAttributes: false,
}

/** The allowed form of a piece of content HTML. */
export function sanitiseContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}

/** The same HTML, re-serialised by the same parser but with nothing removed (to see whether sanitising changed it). */
export function reserialisedHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    allowedSchemesAppliedToAttributes: [],
  })
}

/** Whether the allow-list would change this HTML (something in it is not allowed). */
export function hasDisallowedHtml(html: string): boolean {
  return sanitiseContentHtml(html) !== reserialisedHtml(html)
}

/** Every string under a key ending in `Html` (descriptionHtml, introHtml, …), sanitised, at any depth. */
export function sanitiseHtmlFields<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => sanitiseHtmlFields(item)) as T
  if (!value || typeof value !== 'object') return value
  const copy: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value as Record<string, unknown>))
    copy[key] = typeof field === 'string' && /Html$/.test(key) ? sanitiseContentHtml(field) : sanitiseHtmlFields(field)
  return copy as T
}
