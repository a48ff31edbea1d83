/*
 * A narrow public entry of the departures feature: the live availability rules alone (status from places left,
 * bookable), for code that runs in a plain Node process and must not load the feature's components or schemas —
 * the demo catalogue's generator seeds statuses with them.
 */
export * from './departure-availability'
