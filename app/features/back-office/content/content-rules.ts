import { CONTENT_HTML_ALLOWED_TAGS, contentBlockSchema, hasDisallowedHtml } from '../../content/index.server'

/*
 * The rules of editing a content block in the back office (issue 14): the key must be one the registry knows, the
 * structured data must be JSON that fits the key's schema, and the HTML must be exactly what the content sanitiser's
 * allow-list keeps (app/features/content/html-sanitiser.server.ts, sanitize-html; issue 24 replaced a pattern check
 * that `<svg/onload=…>` walked around). Content editors are trusted staff, but their HTML is shown to every traveller
 * (and in the preview to staff), so markup the allow-list would change is refused outright rather than silently
 * cleaned: what is saved is what the editor saw. The site sanitises it again when it renders.
 */

export const CONTENT_TITLE_MAX = 300
export const CONTENT_HTML_MAX = 50_000
export const CONTENT_DATA_MAX = 20_000

/**
 * Whether an address may be linked to: web and mail addresses, telephone numbers, and paths on the site. Anything else
 * with a scheme (javascript:, data:, an entity-encoded scheme) is refused: an allow-list, as a browser reads more
 * spellings of "javascript:" than a deny-list could name.
 */
export function isSafeAddress(address: string): boolean {
  const value = address.trim()
  // A tab or newline inside a scheme ('java\tscript:') is dropped by browsers, so no control character passes.
  if ([...value].some((character) => character.charCodeAt(0) < 32)) return false
  if (/^(?:https?:\/\/|mailto:|tel:|\/|#|\?)/i.test(value)) return true
  return !/[:&]/.test(value.split(/[/?#]/)[0] ?? '')
}

/** Why `html` cannot be saved, or null when the allow-list keeps it as it is. */
export function unsafeHtmlProblem(html: string): string | null {
  return hasDisallowedHtml(html) ? DISALLOWED_HTML_PROBLEM : null
}

export const DISALLOWED_HTML_PROBLEM =
  'The HTML may not contain scripts, event handlers, styles, SVG, forms, frames or links other than web, e-mail or ' +
  `telephone addresses and pages of the site. Allowed tags: ${CONTENT_HTML_ALLOWED_TAGS.join(', ')}.`

/** Every string inside a parsed JSON value (the HTML fields of a block's data are checked like its body). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsIn)
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn)
  return []
}

/** A `url` field anywhere in the data (links, link lists) must be a safe address too. */
function linkProblem(value: unknown): string | null {
  if (Array.isArray(value)) return value.map(linkProblem).find(Boolean) ?? null
  if (!value || typeof value !== 'object') return null
  for (const [name, field] of Object.entries(value)) {
    if (name === 'url' && typeof field === 'string' && !isSafeAddress(field))
      return `The link address "${field}" is not a web, e-mail or telephone address or a page of the site.`
    const nested = linkProblem(field)
    if (nested) return nested
  }
  return null
}

export interface ContentEditInput {
  title: string
  bodyHtml: string
  dataJson: string
}

export interface ContentEdit {
  title: string | null
  bodyHtml: string | null
  /** Normalised JSON (sorted as typed, two-space indent removed), or null for a block without data. */
  dataJson: string | null
  data: Record<string, unknown>
}

export type ContentEditResult =
  { ok: true; edit: ContentEdit } | { ok: false; fieldErrors: Partial<Record<keyof ContentEditInput, string>> }

/** Checks an edit of block `key` against the registry; empty fields are stored as null (the page's fallback shows). */
export function validateContentEdit(key: string, input: ContentEditInput): ContentEditResult {
  const schema = contentBlockSchema(key)
  if (!schema) return { ok: false, fieldErrors: { dataJson: `There is no content block "${key}".` } }
  const fieldErrors: Partial<Record<keyof ContentEditInput, string>> = {}
  const title = input.title.trim()
  const bodyHtml = input.bodyHtml.trim()
  const dataText = input.dataJson.trim()
  if (title.length > CONTENT_TITLE_MAX)
    fieldErrors.title = `The title must be ${CONTENT_TITLE_MAX} characters or fewer.`
  if (bodyHtml.length > CONTENT_HTML_MAX)
    fieldErrors.bodyHtml = `The body must be ${CONTENT_HTML_MAX.toLocaleString('en-GB')} characters or fewer.`
  else {
    const problem = unsafeHtmlProblem(bodyHtml)
    if (problem) fieldErrors.bodyHtml = problem
  }
  let data: Record<string, unknown> = {}
  if (dataText.length > CONTENT_DATA_MAX)
    fieldErrors.dataJson = `The data must be ${CONTENT_DATA_MAX.toLocaleString('en-GB')} characters or fewer.`
  else if (dataText) {
    let parsed: unknown
    try {
      parsed = JSON.parse(dataText)
    } catch {
      fieldErrors.dataJson = 'The data is not valid JSON.'
    }
    if (!fieldErrors.dataJson) {
      const result = schema.safeParse(parsed)
      if (!result.success)
        fieldErrors.dataJson = `The data does not fit this block: ${result.error.issues
          .map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`)
          .join('; ')}.`
      else {
        data = result.data
        const problem = stringsIn(data).map(unsafeHtmlProblem).find(Boolean) ?? linkProblem(data)
        if (problem) fieldErrors.dataJson = problem
      }
    }
  }
  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors }
  return {
    ok: true,
    edit: {
      title: title || null,
      bodyHtml: bodyHtml || null,
      dataJson: Object.keys(data).length ? JSON.stringify(data) : null,
      data,
    },
  }
}

/** The group a key is listed under on the content page: its first segment ('checkout', 'account', 'page', …). */
export function contentGroupOf(key: string): string {
  return key.split('.')[0] ?? key
}

/** Stored JSON shown for editing: pretty-printed, or as stored when it is not JSON. */
export function dataForEditing(dataJson: string | null): string {
  if (!dataJson) return ''
  try {
    return JSON.stringify(JSON.parse(dataJson), null, 2)
  } catch {
    return dataJson
  }
}
