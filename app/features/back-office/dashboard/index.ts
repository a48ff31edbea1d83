/*
 * The dashboard: the brand's sales, departures' load and what needs doing.
 * Browser-safe public module (components, pure rules); server services: index.server.ts.
 */
export { DashboardPage } from './dashboard-page'
export type { DashboardData } from './dashboard.server'
