/*
 * The embedded lead form's wire API (discovery §3 "marketing form values", §9 form ids; the endpoint stands in for
 * Marketo Forms 2 when MKTO_* is not configured: docs/decisions/0008-brochure-api-shapes.md). One definition of
 * the path, for the browser's form and server/api/brochures.ts.
 */

/** POST the form's Marketo fields plus brochureId → { success: true, followUpUrl: null }; Express path syntax. */
export const MARKETING_FORM_SUBMIT_PATH = '/umbraco/api/marketingforms/:formId/submit'

/** The submit path of one form id (2405, or 2410 for the coach brand). */
export function marketingFormSubmitPath(formId: number): string {
  return MARKETING_FORM_SUBMIT_PATH.replace(':formId', String(formId))
}
