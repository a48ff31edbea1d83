/*
 * The catalogue: tours (texts, SEO, publishing, add-on prices), departures (prices, places) and extras
 * (visas, donations).
 * Server public module (loaders, actions, services and the pure rules server code needs).
 */
export {
  DEPARTURES_SHOWN_PER_TOUR,
  loadDepartureEditPage,
  loadToursPage,
  submitDepartureEdit,
  type DepartureEditActionData,
  type DepartureEditPageData,
  type ToursPageData,
} from './catalogue-admin.server'
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
