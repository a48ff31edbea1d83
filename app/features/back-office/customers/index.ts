/*
 * Customers: the search and one customer's account.
 * Browser-safe public module (components, pure rules); server services: index.server.ts.
 */
export { CustomerPage, CustomersPage } from './customers-pages'
export type { CustomerActionData, CustomerPageData, CustomersPageData } from './customers-pages.server'
