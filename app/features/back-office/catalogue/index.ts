/*
 * The catalogue: tours (texts, SEO, publishing, add-on prices), departures (prices, places) and extras
 * (visas, donations).
 * Browser-safe public module (components, pure rules); server services: index.server.ts.
 */
export type { DepartureEditActionData, DepartureEditPageData } from './catalogue-admin.server'
export type { ToursPageData } from './tours-list.server'
export { DepartureEditPage, ToursPage } from './catalogue-pages'
export type { ExtrasActionData, ExtrasPageData } from './extras-admin.server'
export { ExtrasPage } from './extras-pages'
export type { TourEditActionData, TourEditPageData } from './tour-admin.server'
export { TourEditPage } from './tour-pages'
export type { NewTourActionData, NewTourPageData } from './tour-create.server'
export { NewTourPage } from './tour-create-page'
export type { GeneratorActionData, GeneratorPageData } from './departure-generator.server'
export { DepartureGeneratorPage } from './departure-generator-page'
export type { CalendarPageData } from './departure-calendar.server'
export { DepartureCalendarPage } from './departure-calendar-page'
export type { BulkPriceActionData, BulkPricePageData } from './bulk-price.server'
export { BulkPricePage } from './bulk-price-page'
