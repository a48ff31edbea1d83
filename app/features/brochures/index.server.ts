/*
 * The brochures feature's server services: the brochure API's contract, the brochure list and page texts, storing
 * a brochure request with its confirmation e-mail (and the schema the API gates it with), and the export of
 * requests (tools/brochure-export).
 */
export * from './brochures-contract'
export { getBrochurePageContent, getThankYouContent, listBrochures } from './brochures.server'
export { brochureRequestReference, submitBrochureRequest } from './brochure-requests.server'
export { brochureRequestSchema, type BrochureSubmitResponse } from './brochure-schema'
export { exportBrochureRequests, exportBrochureRequestsIn } from './brochure-export.server'
