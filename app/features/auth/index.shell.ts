/*
 * A narrow public entry for the site shell, which every page wears: the auth pages' paths, the sign-out button and
 * the current user's profile for page tracking. Through index.ts the header would reach the auth forms' Zod
 * schemas, which Rollup keeps (a schema is built when its module loads), and with them Zod in every page's
 * first-load JavaScript (docs/decisions/0017-feature-public-modules.md).
 */
export { AUTH_PAGES, type CurrentUserProfile } from './auth-contract'
export { fetchCurrentUserProfile } from './auth-client'
export { loginPathFor } from './return-url'
export { SignOutButton } from './signed-in-summary'
