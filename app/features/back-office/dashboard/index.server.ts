/*
 * The dashboard: the brand's sales, departures' load and what needs doing.
 * Server public module (loaders, actions, services and the pure rules server code needs).
 */
export { loadDashboardPage } from './dashboard-page.server'
export { loadDashboard, type DashboardData } from './dashboard.server'
