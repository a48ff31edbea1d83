/*
 * Saved and resumed checkouts' pure rules (issue 27; ADR 0055), for plain Node (the configuration) and the browser.
 */
export * from './recovery-rules'
