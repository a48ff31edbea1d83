/* The information pages' server service: a page's content block by path. */
export { getInfoPage } from './info-page.server'
