/*
 * The 'Find my holiday' feature's public module: the panel on the home and listing pages, the modal every page
 * carries (root.tsx), and the event the header's search button sends to open it.
 */
export { HolidaySearchModal } from './holiday-search-modal'
export { HolidaySearchPanel } from './holiday-search-panel'
export { openSearchModal } from './open-search-modal'
