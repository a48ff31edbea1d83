/*
 * A narrow public entry for the site shell, which every page wears: the auth pages' paths and the login link.
 * Through index.ts the header would reach the auth forms' Zod schemas, which Rollup keeps (a schema is built when
 * its module loads), and with them Zod in every page's first-load JavaScript (ADR 0017,
 * docs/decisions/0017-feature-public-modules.md). The sign-out button and the current user's profile, which only a
 * signed-in visitor's page needs, are in index.session.ts, which the shell imports lazily.
 */
export { AUTH_PAGES, type CurrentUserProfile } from './auth-contract'
export { loginPathFor } from './return-url'
