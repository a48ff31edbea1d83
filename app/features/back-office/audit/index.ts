/*
 * The audit log page: every staff write, filtered.
 * Browser-safe public module (components, pure rules); server services: index.server.ts.
 */
export { AuditPage } from './audit-page'
