import { z } from 'zod'
import { zField } from '../../lib/validation'

/*
 * The footer's newsletter sign-up (discovery §7 `newsletter_subscribe`; issue 13). The spec shows no endpoint for
 * it, so the path is ours, beside the site's other form calls under /umbraco/api. One Zod schema for the form (the
 * browser's messages) and the request (the server's gate): the §5 e-mail rule, a length limit, the page it was sent
 * from, and the honeypot the site's other forms use.
 */

/** POST { email, sourcePath?, website? } → { success: true }. */
export const NEWSLETTER_SIGNUP_PATH = '/umbraco/api/newsletter/signup'

export const NEWSLETTER_EMAIL_MAX_LENGTH = 254
export const NEWSLETTER_SOURCE_PATH_MAX_LENGTH = 300
/** The honeypot's name: the lead, brochure and enquiry forms', so one trap serves every form. */
export const NEWSLETTER_HONEYPOT_FIELD = 'website'

export const newsletterFormSchema = z.object({
  email: zField('email', { required: true, maxLength: NEWSLETTER_EMAIL_MAX_LENGTH }),
})
export type NewsletterFormValues = z.input<typeof newsletterFormSchema>

export const newsletterSignupRequestSchema = newsletterFormSchema.extend({
  // A same-site path only ('/…'), kept for the record of consent; anything else is dropped rather than refused.
  sourcePath: z
    .string()
    .max(NEWSLETTER_SOURCE_PATH_MAX_LENGTH)
    .optional()
    .transform((path) => (path && /^\/(?!\/)[^\s<>]*$/.test(path) ? path : null)),
  [NEWSLETTER_HONEYPOT_FIELD]: z.string().max(500).optional(),
})
export type NewsletterSignupRequest = z.output<typeof newsletterSignupRequestSchema>

/** The same answer for a new address, a repeat and a filled honeypot: nobody learns who is subscribed. */
export interface NewsletterSignupResponse {
  success: true
}
