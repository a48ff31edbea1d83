/* The home feature's server service: the home page's data (discovery §2.1). */
export { getHomePage } from './home.server'
