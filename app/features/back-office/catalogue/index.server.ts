/*
 * The catalogue: tours (texts, SEO, publishing, add-on prices), departures (prices, places) and extras
 * (visas, donations).
 * Server public module (loaders, actions, services and the pure rules server code needs).
 */
export {
  loadDepartureEditPage,
  submitDepartureEdit,
  type DepartureEditActionData,
  type DepartureEditPageData,
} from './catalogue-admin.server'
export { DEPARTURES_SHOWN_PER_TOUR, loadToursPage, type TourListRow, type ToursPageData } from './tours-list.server'
export { TOURS_PAGE_SIZE } from './tours-list-rules'
export {
  EXTRAS_PAGE_SIZE,
  loadExtrasPage,
  saveDonation,
  saveVisa,
  submitExtrasPage,
  type ExtrasActionData,
  type ExtrasPageData,
} from './extras-admin.server'
export {
  ADDON_PRICES_PAGE_SIZE,
  loadTourEditPage,
  submitTourEditPage,
  type TourEditActionData,
  type TourEditPageData,
} from './tour-admin.server'
export { loadNewTourPage, submitNewTour, type NewTourActionData, type NewTourPageData } from './tour-create.server'
export {
  loadGeneratorPage,
  submitGenerator,
  type GeneratorActionData,
  type GeneratorPageData,
} from './departure-generator.server'
export { CALENDAR_LIMIT, loadCalendarPage, type CalendarPageData } from './departure-calendar.server'
export {
  loadBulkPricePage,
  submitBulkPrice,
  type BulkPriceActionData,
  type BulkPricePageData,
} from './bulk-price.server'
