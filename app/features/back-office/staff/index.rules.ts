/*
 * Staff's pure rules alone: the role table (permissions) and the expiry of a password an administrator set (ADR 0034).
 * Both public modules pass them on, so the browser and the server read one list.
 */
export * from './permissions'
export { ADMIN_SET_PASSWORD_LIFETIME_HOURS, PASSWORD_EXPIRED_MESSAGE } from './staff-rules'
