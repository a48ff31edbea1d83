/*
 * The newsletter feature's server services: storing a sign-up with its confirmation e-mail, and the contract the
 * server's router needs (server code imports this module, not index.ts with the component).
 */
export {
  NEWSLETTER_EMAIL_KIND,
  recordNewsletterSignup,
  subscribeToNewsletter,
  type NewsletterSignup,
  type NewsletterSignupOutcome,
  type NewsletterSource,
} from './newsletter.server'
export * from './newsletter-contract'
