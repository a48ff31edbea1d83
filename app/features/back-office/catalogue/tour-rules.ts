import { parseMoneyInput } from '../shell/index.rules'
import { CONTENT_HTML_MAX, unsafeHtmlProblem } from '../content/index.rules'

/*
 * The rules of editing a tour in the back office (issue 14), pure so each is unit-tested: the name and description
 * are required plain text (the description feeds site search and the tour card), the overview and accommodation HTML
 * must hold no active content (the content editor's own check, content-rules.ts), and the optional offer text and
 * SEO title and description are stored as null when left empty, so the tour page falls back to the ones it makes.
 * An excursion may be free (price 0 or more); an add-on departure always costs something (above 0).
 */

export const TOUR_LIMITS = {
  name: 200,
  description: 4_000,
  html: CONTENT_HTML_MAX,
  offerText: 500,
  /** What search engines show of a title; longer is refused rather than cut where nobody sees it. */
  seoTitle: 70,
  /** What search engines show of a meta description. */
  seoDescription: 160,
} as const

/** A tour's texts, in the order the editor shows them; the SEO fields and the offer text are optional. */
export const TOUR_TEXT_FIELDS = [
  'name',
  'description',
  'overviewHtml',
  'accommodationHtml',
  'offerText',
  'seoTitle',
  'seoDescription',
] as const
export type TourTextField = (typeof TOUR_TEXT_FIELDS)[number]
/** The optional texts: stored as null when left empty. */
type OptionalTourText = 'offerText' | 'seoTitle' | 'seoDescription'

export type TourEditInput = Record<TourTextField, string> & { published: boolean }

export type TourEdit = Record<Exclude<TourTextField, OptionalTourText>, string> &
  Record<OptionalTourText, string | null> & { published: boolean }

/** The texts as the editor shows them: a missing or null one (an optional text not set) is empty. */
export function tourTexts(row: Partial<Record<TourTextField, string | null>>): Record<TourTextField, string> {
  return Object.fromEntries(TOUR_TEXT_FIELDS.map((field) => [field, row[field] ?? ''])) as Record<TourTextField, string>
}

export type TourEditField = keyof TourEditInput

export type TourEditResult =
  { ok: true; edit: TourEdit } | { ok: false; fieldErrors: Partial<Record<TourEditField, string>> }

/** A one-line field: runs of whitespace (a pasted newline, a tab) become one space, and the ends are trimmed. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()
/** A multi-line field: a browser posts a textarea's line breaks as CRLF; they are stored as LF, ends trimmed. */
const multiLine = (text: string) => text.replace(/\r\n?/g, '\n').trim()

const tooLong = (what: string, max: number) => `${what} must be ${max.toLocaleString('en-GB')} characters or fewer.`

/** Checks a tour edit; trims every field and stores empty optional ones as null. */
export function validateTourEdit(input: TourEditInput): TourEditResult {
  const fieldErrors: Partial<Record<TourEditField, string>> = {}
  const name = oneLine(input.name)
  const description = multiLine(input.description)
  const overviewHtml = multiLine(input.overviewHtml)
  const accommodationHtml = multiLine(input.accommodationHtml)
  const offerText = oneLine(input.offerText)
  const seoTitle = oneLine(input.seoTitle)
  const seoDescription = oneLine(input.seoDescription)

  if (!name) fieldErrors.name = 'Enter the tour’s name.'
  else if (name.length > TOUR_LIMITS.name) fieldErrors.name = tooLong('The name', TOUR_LIMITS.name)
  if (!description) fieldErrors.description = 'Enter the description (it shows on the tour card and in search).'
  else if (description.length > TOUR_LIMITS.description)
    fieldErrors.description = tooLong('The description', TOUR_LIMITS.description)
  for (const [field, html, what] of [
    ['overviewHtml', overviewHtml, 'The overview'],
    ['accommodationHtml', accommodationHtml, 'The accommodation text'],
  ] as const) {
    if (html.length > TOUR_LIMITS.html) fieldErrors[field] = tooLong(what, TOUR_LIMITS.html)
    else {
      const problem = unsafeHtmlProblem(html)
      if (problem) fieldErrors[field] = problem
    }
  }
  if (offerText.length > TOUR_LIMITS.offerText) fieldErrors.offerText = tooLong('The offer text', TOUR_LIMITS.offerText)
  if (seoTitle.length > TOUR_LIMITS.seoTitle) fieldErrors.seoTitle = tooLong('The SEO title', TOUR_LIMITS.seoTitle)
  if (seoDescription.length > TOUR_LIMITS.seoDescription)
    fieldErrors.seoDescription = tooLong('The SEO description', TOUR_LIMITS.seoDescription)

  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors }
  return {
    ok: true,
    edit: {
      name,
      description,
      overviewHtml,
      accommodationHtml,
      offerText: offerText || null,
      seoTitle: seoTitle || null,
      seoDescription: seoDescription || null,
      published: input.published,
    },
  }
}

/** The fields whose value differs, before and after (the audit row keeps only what changed). */
export function changedFields<T extends object>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T>; fields: (keyof T)[] } {
  const fields = (Object.keys(after) as (keyof T)[]).filter((field) => before[field] !== after[field])
  const pick = (row: T) => Object.fromEntries(fields.map((field) => [field, row[field]])) as Partial<T>
  return { before: pick(before), after: pick(after), fields }
}

/** Whether an edit changes what site search indexes of the tour (its name or description). */
export const changesSearchText = (fields: readonly PropertyKey[]): boolean =>
  fields.includes('name') || fields.includes('description')

export type PriceRule = 'zero-or-more' | 'above-zero'

/**
 * A row's price as typed ('45', '45.50', '£1,299'): minor units, or the problem to show beside the field. An
 * excursion may be free ('zero-or-more'); an add-on departure may not ('above-zero').
 */
export function parseRowPrice(text: string, rule: PriceRule): { minor: number } | { problem: string } {
  const minor = parseMoneyInput(text)
  if (minor === null) return { problem: 'Enter the price in pounds and pence, such as 45.00.' }
  if (rule === 'above-zero' && minor < 1) return { problem: 'Enter a price above 0.' }
  return { minor }
}
