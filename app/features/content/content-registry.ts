import { z } from 'zod'

/*
 * Every content block ("from page data" in the specs) by key, with the Zod schema of its `data` (the block's fields
 * beyond `title` and `bodyHtml`). The reader (content.server.ts) parses stored data with it, so callers get typed
 * fields and never cast; the demo catalogue's seed is checked against it (content-registry.test.ts).
 *
 * Every field is optional: a brand without a block, or an old block without a newer field, reads as an empty one
 * and the caller falls back to its default. Objects are strict, so a misspelled field in stored data is caught
 * rather than silently ignored. Adding a block: add its key here with its schema, then write it in the seed.
 */

/** A link as content stores it. `target` only where a page honours it (the brochure page's privacy link). */
export const contentLinkSchema = z.strictObject({
  url: z.string(),
  name: z.string(),
  target: z.string().optional(),
})
export type ContentLink = z.output<typeof contentLinkSchema>

const text = z.string().optional()
const html = z.string().optional()
const link = contentLinkSchema.optional()
const links = z.array(contentLinkSchema).optional()
const noData = z.strictObject({})

const formError = z.strictObject({ title: text, descriptionHtml: html }).optional()

const skippableStep = z.strictObject({ skipButtonText: text })

const confirmation = z.strictObject({
  type: z.enum(['reserved', 'paid', 'deposit']).optional(),
  descriptionHtml: html,
  nextStepsTitle: text,
  nextStepsDescriptionHtml: html,
  nextStepsLink: link,
})

/** The add-on and excursion lists of the tour page (discovery §2.7, §3 "add-on list data"). */
const listTexts = z.strictObject({
  descriptionHtml: html,
  numberToShowOnPageLoad: z.number().int().positive().optional(),
  priceLabel: text,
  addAtCheckoutText: text,
  readMoreText: text,
  readLessText: text,
  showMoreResultsText: text,
  showLessResultsText: text,
})

const accountForm = z.strictObject({
  submitLabel: text,
  links,
  error: formError,
  successHtml: html,
  expiredHtml: html,
})

export const CONTENT_BLOCK_SCHEMAS = {
  // ---- Checkout (checkout §2–§8)
  'checkout.addons': skippableStep,
  'checkout.flights': noData,
  'checkout.travellers': noData,
  'checkout.excursions': skippableStep,
  'checkout.passengerDetails': z.strictObject({
    descriptionHtml: html,
    visaDescription: html,
    dietaryDescription: html,
    medicalConditionWarning: html,
    termsAndConditionsLink: link,
  }),
  'checkout.donations': noData,
  'checkout.priceBreakdown': z.strictObject({
    descriptionHtml: html,
    introductionHtml: html,
    label: text,
    image: text,
    subtotalMismatchHtml: html,
  }),
  'checkout.passengersError': z.strictObject({ under18ErrorMessage: text }),
  'checkout.login': z.strictObject({
    heading: text,
    error: formError,
    links,
    submitLabel: text,
    continueText: text,
  }),
  'checkout.payment': noData,
  'checkout.medicalWarning': noData,
  'checkout.generalWarning': noData,
  'checkout.bookingError': noData,
  'checkout.confirmation.reserved': confirmation,
  'checkout.confirmation.paid': confirmation,
  'checkout.confirmation.deposit': confirmation,
  // The booking-failed contact form (checkout §2 routes, §8): title and bodyHtml introduce it.
  'checkout.bookingFailedContact': z.strictObject({ submitLabel: text, successTitle: text, successHtml: html }),

  // ---- Brochures (discovery §3, §4)
  'brochures.page': z.strictObject({
    introductionHtml: html,
    formFillIntroductionHtml: html,
    disclaimerHtml: html,
    countryDownloadWarning: text,
    brochurePrivacy: text,
    privacyLinkMessage: text,
    privacyPolicyLink: link,
    thankYouUrl: text,
  }),
  'brochures.thankYou': z.strictObject({ link }),

  // ---- Listing, tour page, departures, add-ons
  'listing.noResults': noData,
  'departures.apiUnavailable': noData,
  'departures.noResults': noData,
  'addons.list': listTexts,
  'excursions.list': listTexts,
  'tourPage.brochureLink': z.strictObject({ link }),

  // ---- Home page and the site shell (header and footer)
  'home.hero': z.strictObject({ subtitle: text, ctaText: text, ctaUrl: text }),
  'home.intro': noData,
  // The hero header carousel's slides (issue 13, discovery §9 hero autoplay): each slide's picture is the featured
  // tour at the same position unless the slide names its own.
  'home.heroSlides': z.strictObject({
    slides: z
      .array(z.strictObject({ title: z.string(), subtitle: text, ctaText: text, ctaUrl: z.string(), imageUrl: text }))
      .optional(),
  }),
  // The clickable hero banner under the carousel (tracked as banner_hero_header, discovery §7).
  'home.heroBanner': z.strictObject({ text: text, link }),
  'site.openingTimes': z.strictObject({ weekday: text, saturday: text, sunday: text, phone: text }),
  'site.footer': z.strictObject({
    about: text,
    linkGroups: z.array(z.strictObject({ title: z.string(), links: z.array(contentLinkSchema) })).optional(),
    legal: text,
  }),

  // ---- Account (checkout §2 standalone pages, §5), wishlist, search
  'account.login': accountForm,
  'account.register': accountForm,
  'account.forgotPassword': accountForm,
  'account.resetPassword': accountForm,
  'account.myBookings': z.strictObject({ noBookingsHtml: html, exploreLink: link }),
  // The account area (issue 12): one block per booking section, and the e-mail verification's page and notice.
  'account.bookingOverview': z.strictObject({ noPaymentsText: text }),
  'account.myDetails': z.strictObject({ submitLabel: text, successMessage: text }),
  'account.passengerDetails': z.strictObject({ emergencyContactsHtml: html, submitLabel: text, successMessage: text }),
  'account.excursions': z.strictObject({ noExcursionsHtml: html, submitLabel: text, successMessage: text }),
  'account.visas': z.strictObject({ noVisasHtml: html }),
  'account.payment': z.strictObject({ submitLabel: text, successMessage: text, paidInFullHtml: html }),
  'account.verifyEmail': z.strictObject({
    successHtml: html,
    expiredHtml: html,
    noticeHtml: html,
    resendLabel: text,
    sentMessage: text,
  }),
  'wishlist.page': z.strictObject({ emptyHtml: html, loadMoreText: text }),
  'search.page': z.strictObject({ placeholder: text, buttonText: text, emptyHtml: html }),
} as const satisfies Record<string, z.ZodType<Record<string, unknown>>>

/** An information page's block, 'page.{slug}' (features/info): title, body and its meta description. */
export const INFO_PAGE_BLOCK_PREFIX = 'page.'
export const infoPageBlockSchema = z.strictObject({ metaDescription: text })

type FixedKey = keyof typeof CONTENT_BLOCK_SCHEMAS
export type InfoPageBlockKey = `${typeof INFO_PAGE_BLOCK_PREFIX}${string}`
export type ContentBlockKey = FixedKey | InfoPageBlockKey

/** The typed `data` of a block key. */
export type ContentBlockData<K extends ContentBlockKey> = K extends FixedKey
  ? z.output<(typeof CONTENT_BLOCK_SCHEMAS)[K]>
  : z.output<typeof infoPageBlockSchema>

export interface ContentBlock<K extends ContentBlockKey = ContentBlockKey> {
  key: K
  title: string | null
  bodyHtml: string | null
  data: ContentBlockData<K>
}

export function isContentBlockKey(key: string): key is ContentBlockKey {
  return Object.hasOwn(CONTENT_BLOCK_SCHEMAS, key) || isInfoPageBlockKey(key)
}

function isInfoPageBlockKey(key: string): key is InfoPageBlockKey {
  return key.startsWith(INFO_PAGE_BLOCK_PREFIX) && key.length > INFO_PAGE_BLOCK_PREFIX.length
}

/** The schema of a key's data; undefined for a key the registry does not know. */
export function contentBlockSchema(key: string): z.ZodType<Record<string, unknown>> | undefined {
  if (Object.hasOwn(CONTENT_BLOCK_SCHEMAS, key)) return CONTENT_BLOCK_SCHEMAS[key as FixedKey]
  return isInfoPageBlockKey(key) ? infoPageBlockSchema : undefined
}

export type ContentDataResult<K extends ContentBlockKey> =
  { ok: true; data: ContentBlockData<K> } | { ok: false; data: ContentBlockData<K>; issues: string[] }

/**
 * A block's stored data (parsed JSON, or null when there is none) checked against its schema. Data that does not
 * fit reads as an empty block (every field falls back), with the problems listed for a warning.
 */
export function parseContentData<K extends ContentBlockKey>(key: K, value: unknown): ContentDataResult<K> {
  const schema = contentBlockSchema(key)
  if (!schema) return { ok: false, data: {} as ContentBlockData<K>, issues: [`unknown content block key "${key}"`] }
  const parsed = schema.safeParse(value ?? {})
  if (parsed.success) return { ok: true, data: parsed.data as ContentBlockData<K> }
  return {
    ok: false,
    data: {} as ContentBlockData<K>,
    issues: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`),
  }
}
