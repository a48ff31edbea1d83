/*
 * The payments feature's browser-safe public module: the provider's types, the sandbox card rules and the hosted
 * card page's component. Server services are in index.server.ts.
 */
export * from './payment-types'
export * from './sandbox-cards'
export * from './sandbox-page-data'
export { safeReturnPath, returnUrlFor } from './return-path'
export { SandboxCardPage } from './sandbox-card-page'
export { CardFrame } from './frame-height'
