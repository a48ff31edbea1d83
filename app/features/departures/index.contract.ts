/*
 * A narrow public entry of the departures feature: the wire contract alone (paths, query schemas, DepartureKeys),
 * for contracts of other features that must load in plain Node as well as in the browser (the account area's,
 * issue 12) without the departures table component.
 */
export * from './departures-contract'
export * from './departures-schemas'
