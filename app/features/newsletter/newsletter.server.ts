import type { AppDatabase } from '../../../db/database.server'
import type { BrandContext } from '../../context'
import { enqueueEmail } from '../email/index.server'
import type { NewsletterSignupRequest } from './newsletter-contract'
import { newsletterConfirmationEmail } from './newsletter-email.server'

/*
 * Storing a newsletter sign-up: the request has passed newsletterSignupRequestSchema. The address is kept lowercased,
 * once per brand; a new sign-up and its confirmation e-mail are written in one transaction, so nobody is subscribed
 * without being told. A repeat (or a race between two identical requests: the unique index decides) stores and sends
 * nothing, so the form cannot be used to flood someone's inbox.
 */

export const NEWSLETTER_EMAIL_KIND = 'newsletter-confirmation'

export type NewsletterSignupOutcome =
  | { kind: 'subscribed'; signupId: number; emailId: number }
  | { kind: 'already-subscribed' }
  /** The honeypot was filled in: answered like a success, nothing stored, nothing sent. */
  | { kind: 'ignored' }

export async function subscribeToNewsletter(
  db: AppDatabase,
  brand: BrandContext,
  request: NewsletterSignupRequest,
  options: { now?: Date } = {},
): Promise<NewsletterSignupOutcome> {
  if (request.website && request.website.trim() !== '') return { kind: 'ignored' }
  const email = request.email.trim().toLowerCase()
  const now = (options.now ?? new Date()).toISOString()
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('newsletterSignups')
      .values({ brandId: brand.id, email, sourcePath: request.sourcePath, unsubscribedAt: null, createdAt: now })
      .onConflict((conflict) => conflict.columns(['brandId', 'email']).doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!inserted) return { kind: 'already-subscribed' } as const
    const message = newsletterConfirmationEmail(brand, email)
    const emailId = await enqueueEmail(trx, {
      brandId: brand.id,
      kind: NEWSLETTER_EMAIL_KIND,
      to: email,
      subject: message.subject,
      text: message.text,
      html: message.html,
    })
    return { kind: 'subscribed', signupId: Number(inserted.id), emailId } as const
  })
}
