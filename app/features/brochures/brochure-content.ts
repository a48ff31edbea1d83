// The brochure pages' texts as pages see them (read by brochures.server.ts from the brand's content blocks).

export interface LinkData {
  url: string
  name: string
  target: string | null
}

/** The brochure page's texts (discovery §3 "brochure page data"), from the brand's 'brochures.page' content block. */
export interface BrochurePageContent {
  title: string
  introductionHtml: string
  formFillIntroductionHtml: string
  disclaimerHtml: string
  countryDownloadWarning: string
  brochurePrivacy: string
  privacyLinkMessage: string
  privacyPolicyLink: LinkData | null
  thankYouUrl: string
  brandNameFormatted: string
}

export interface ThankYouContent {
  title: string
  bodyHtml: string
  link: LinkData | null
}

export const DEFAULT_THANK_YOU_URL = '/brochures/thank-you'

/** Same-site paths only: the redirect target comes from page data, and must never send a visitor elsewhere. */
export function safeLocalPath(value: unknown, fallback: string): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : fallback
}
