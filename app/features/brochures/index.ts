/*
 * The brochures feature's browser-safe public module: the brochure request page and its campaign parameters.
 * Server services, the API's contract and the request schema the API gates with are in index.server.ts.
 */
export { BrochurePage } from './brochure-page'
export { readCampaign } from './campaign'
