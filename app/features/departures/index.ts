/*
 * The departures feature's browser-safe public module: the wire contract of the tour page's departures, add-ons and
 * excursions calls, the live availability rules (status from places left, bookable), and the departures table the
 * tour page shows.
 */
export * from './departures-contract'
export * from './departure-availability'
export { DeparturesTable } from './departures-table'
export type { SoldOutAction } from './departure-details'
