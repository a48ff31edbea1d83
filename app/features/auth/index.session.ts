/* What only a signed-in visitor's site shell needs, loaded lazily by the header and page tracking (index.shell.ts). */
export { fetchCurrentUserProfile } from './auth-client'
export { SignOutButton } from './signed-in-summary'
