import { validateTourEdit, type TourEdit, type TourEditInput } from './tour-rules'

/*
 * The rules of creating a tour in the back office (issue 26), pure so each is unit-tested. A new tour has the
 * editor's texts (tour-rules.ts, the same checks and messages) plus what only creation sets: its code (the booking
 * system's, unique across every brand: departure codes start with it), its slug (its page's address, unique within
 * the brand and market), its length in days, its main country and how it travels. It is never published on
 * creation: staff publish it from its edit page once it has departures.
 */

export const TOUR_CODE_PATTERN = /^[A-Z]{2}[A-Z0-9]{1,10}$/
export const TOUR_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const TOUR_SLUG_MAX = 80
export const TOUR_DURATION_MAX = 90

export type NewTourInput = Omit<TourEditInput, 'published'> & {
  code: string
  slug: string
  marketCode: string
  durationDays: string
  countryId: string
  transportTypeId: string
}

export type NewTour = Omit<TourEdit, 'published'> & {
  code: string
  slug: string
  marketCode: string
  durationDays: number
  countryId: number
  transportTypeId: number
}

export type NewTourField = keyof NewTourInput

/** What the form may choose from (the markets, countries and transport types that exist). */
export interface NewTourChoices {
  marketCodes: readonly string[]
  countryIds: readonly number[]
  transportTypeIds: readonly number[]
}

const wholeNumber = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null)

/** A slug from a name: lower case, accents dropped, runs of anything else one hyphen ('Côte d’Azur' → 'cote-d-azur'). */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, TOUR_SLUG_MAX)
    .replace(/-+$/, '')
}

/** Checks a new tour; the code is upper-cased, an empty slug is made from the name. */
export function validateNewTour(
  input: NewTourInput,
  choices: NewTourChoices,
): { ok: true; tour: NewTour } | { ok: false; fieldErrors: Partial<Record<NewTourField, string>> } {
  const texts = validateTourEdit({ ...input, published: false })
  const fieldErrors: Partial<Record<NewTourField, string>> = texts.ok ? {} : { ...texts.fieldErrors }
  delete (fieldErrors as Record<string, string>).published

  const code = input.code.trim().toUpperCase()
  if (!code) fieldErrors.code = 'Enter the tour’s code, such as MJ1042.'
  else if (!TOUR_CODE_PATTERN.test(code))
    fieldErrors.code = 'The code is 3 to 12 letters and digits, starting with two letters, such as MJ1042.'

  const slug = input.slug.trim().toLowerCase() || slugFromName(input.name)
  if (!slug) fieldErrors.slug = 'Enter the page address, such as grand-tour-of-italy.'
  else if (slug.length > TOUR_SLUG_MAX || !TOUR_SLUG_PATTERN.test(slug))
    fieldErrors.slug = `The page address is lower-case letters, digits and single hyphens, ${TOUR_SLUG_MAX} characters or fewer.`

  if (!choices.marketCodes.includes(input.marketCode)) fieldErrors.marketCode = 'Choose the market.'
  const durationDays = wholeNumber(input.durationDays)
  if (durationDays === null || durationDays < 1 || durationDays > TOUR_DURATION_MAX)
    fieldErrors.durationDays = `Enter the length in days, from 1 to ${TOUR_DURATION_MAX}.`
  const countryId = wholeNumber(input.countryId)
  if (countryId === null || !choices.countryIds.includes(countryId)) fieldErrors.countryId = 'Choose the main country.'
  const transportTypeId = wholeNumber(input.transportTypeId)
  if (transportTypeId === null || !choices.transportTypeIds.includes(transportTypeId))
    fieldErrors.transportTypeId = 'Choose how the tour travels.'

  if (!texts.ok || Object.keys(fieldErrors).length) return { ok: false, fieldErrors }
  const { published: _published, ...edit } = texts.edit
  return {
    ok: true,
    tour: {
      ...edit,
      code,
      slug,
      marketCode: input.marketCode,
      durationDays: durationDays!,
      countryId: countryId!,
      transportTypeId: transportTypeId!,
    },
  }
}

/** What site search matches a tour by until the index is rebuilt: the demo catalogue's recipe, lower case. */
export function searchTextOf(tour: Pick<NewTour, 'name' | 'description' | 'code'>, places: readonly string[]): string {
  return [tour.name, ...places, tour.description, tour.code].join(' ').toLowerCase()
}
