/*
 * The brochures' wire API (discovery §7: "GET brochures (configured URL)", "POST brochure submit (configured
 * URL)"): its paths, parameter names and limits, one definition each, imported by the brochure page and by
 * server/api/brochures.ts. The request's field rules are brochure-schema.ts; the answers' shapes, Brochure and
 * BrochureSubmitResponse, live beside them (docs/decisions/0008-brochure-api-shapes.md).
 */

export const BROCHURE_PATHS = {
  /** GET ?selected=uniqueId,uniqueId → the request brand's brochures, the given ones marked selected. */
  list: '/umbraco/api/brochures/list',
  /** POST the form, address, brochureIds and campaign → { success: true } or the spec's apiError body. */
  submit: '/umbraco/api/brochures/submit',
} as const

/** The list's query parameter: brochure uniqueIds to preselect, comma-separated. */
export const BROCHURE_LIST_SELECTED_PARAM = 'selected'
/** Ids beyond this many in `selected` are ignored. */
export const BROCHURE_LIST_SELECTED_MAX = 50
