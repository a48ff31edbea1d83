/*
 * What the checkout's flow needs of sign-in before its first step is interactive: the API paths and the signed-in
 * traveller's details. A narrow entry because auth's index.ts also carries the forms' schemas, and the first step
 * must not load Zod (issue 28); the login box itself comes with the passenger step.
 */
export { AUTH_PATHS } from './auth-contract'
export { fetchLoginUserDetails } from './auth-client'
