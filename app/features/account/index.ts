/*
 * The account area's public module for the browser and for routes (issue 12): the wire contract. Server services
 * are in index.server.ts.
 */
export * from './account-contract'
