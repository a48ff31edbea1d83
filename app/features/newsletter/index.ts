/*
 * The newsletter feature's public module (browser-safe): the footer's sign-up form. The footer adds
 * <NewsletterSignup /> (app/features/site-shell/site-footer.tsx); the endpoint is server/api/newsletter.ts.
 */
export { NewsletterSignup } from './newsletter-signup'
export { NEWSLETTER_SIGNUP_PATH } from './newsletter-contract'
