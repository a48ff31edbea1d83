/*
 * The departures feature's paths, URL builders and answer types without its schemas: for modules that load in the
 * browser's first checkout step, which must not pull in Zod (issue 28; departures-schemas.ts stays with
 * index.contract.ts).
 */
export * from './departures-contract'
