/*
 * Customers: every booker — accounts and guest bookers (issue 26) — the search and one customer.
 * Server public module (loaders, actions, services and the pure rules server code needs).
 */
export { sendCustomerPasswordReset } from './customers-admin.server'
export { CUSTOMERS_PAGE_SIZE } from './customer-list.server'
export {
  loadCustomerPage,
  loadCustomersPage,
  submitCustomerPage,
  type CustomerActionData,
  type CustomerPageData,
  type CustomersPageData,
} from './customers-pages.server'
