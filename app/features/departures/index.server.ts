/*
 * The departures feature's server services for other features and the API routers: brand-scoped departure and tour
 * lookups, the departures table, details, add-ons and excursions, and the read side of live inventory (places held
 * by checkouts in progress).
 */
export {
  currencyOf,
  findVisibleDeparture,
  findVisibleTourByCode,
  todayIso,
  type VisibleDeparture,
  type VisibleTour,
} from './departure-lookup.server'
export {
  departuresFullByHolds,
  liveHoldsByRoom,
  livePlacesHeldByDeparture,
  placesLeftSql,
  waitingPlacesByDeparture,
} from './live-places.server'
export * from './departures.server'
export * from './addons.server'
export * from './excursions.server'

// The contract and pure rules server code needs (server code never imports index.ts, which may carry components).
export * from './departures-contract'
export * from './departures-schemas'
export * from './departure-availability'
