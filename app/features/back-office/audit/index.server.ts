/*
 * The audit log page: every staff write, filtered.
 * Server public module (loaders, actions, services and the pure rules server code needs).
 */
export { loadAuditPage } from './audit-page.server'
