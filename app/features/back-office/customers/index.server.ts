/*
 * Customers: the search and one customer's account.
 * Server public module (loaders, actions, services and the pure rules server code needs).
 */
export { CUSTOMERS_PAGE_SIZE, sendCustomerPasswordReset } from './customers-admin.server'
export {
  loadCustomerPage,
  loadCustomersPage,
  submitCustomerPage,
  type CustomerActionData,
  type CustomerPageData,
  type CustomersPageData,
} from './customers-pages.server'
