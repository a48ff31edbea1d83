import { hashEmail, normalisePerson, pushDataLayer, trackFormSubmit } from '../../lib/analytics'

/*
 * The newsletter opt-in's data-layer events (discovery §7): `newsletter_subscribe` with the address lowercased and
 * its SHA-256 hash (the personal-data rules), then `formSubmit` for the form.
 */

export const NEWSLETTER_FORM_NAME = 'newsletter-signup'

export async function newsletterSubscribePayload(email: string, sourcePath: string) {
  return {
    formName: NEWSLETTER_FORM_NAME,
    pagePath: sourcePath,
    email: normalisePerson({ email }).email,
    emailHash: await hashEmail(email),
  }
}

export async function trackNewsletterSubscribe(email: string, sourcePath: string) {
  const subscribe = pushDataLayer('newsletter_subscribe', await newsletterSubscribePayload(email, sourcePath))
  const submit = trackFormSubmit(NEWSLETTER_FORM_NAME)
  return [subscribe, submit]
}
