/*
 * The site shell's public module: the header, footer and page tracking every page wears (root.tsx). Its loader
 * data comes from index.server.ts.
 */
export { AnalyticsConsent } from './analytics-consent'
export { PageTracking } from './page-tracking'
export { SiteFooter } from './site-footer'
export { SiteHeader, type HeaderBrand, type HeaderCustomer } from './site-header'
