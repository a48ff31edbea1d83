import type { Kysely } from 'kysely'
import type { AppDatabase } from '../../../db/database.server'
import type { Database } from '../../../db/schema'
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

/** The forms a sign-up comes from: the footer's newsletter form, the checkout's "news and offers by e-mail" box. */
export type NewsletterSource = 'footer' | 'checkout'

export interface NewsletterSignup {
  email: string
  source: NewsletterSource
  /** The site path the sign-up was made on, when known. */
  sourcePath: string | null
  /** The wording the person agreed to. */
  consentText: string | null
}

/**
 * One sign-up and its confirmation e-mail, inside the caller's transaction (so the checkout records it with the
 * passenger details that carry the consent). A repeat stores and sends nothing.
 */
export async function recordNewsletterSignup(
  trx: Kysely<Database>,
  brand: BrandContext,
  signup: NewsletterSignup,
  options: { now?: Date } = {},
): Promise<Exclude<NewsletterSignupOutcome, { kind: 'ignored' }>> {
  const email = signup.email.trim().toLowerCase()
  const now = (options.now ?? new Date()).toISOString()
  const inserted = await trx
    .insertInto('newsletterSignups')
    .values({
      brandId: brand.id,
      email,
      source: signup.source,
      sourcePath: signup.sourcePath,
      consentText: signup.consentText,
      unsubscribedAt: null,
      createdAt: now,
    })
    .onConflict((conflict) => conflict.columns(['brandId', 'email']).doNothing())
    .returning('id')
    .executeTakeFirst()
  if (!inserted) return { kind: 'already-subscribed' }
  const message = newsletterConfirmationEmail(brand, email)
  const emailId = await enqueueEmail(trx, {
    brandId: brand.id,
    kind: NEWSLETTER_EMAIL_KIND,
    to: email,
    subject: message.subject,
    text: message.text,
    html: message.html,
  })
  return { kind: 'subscribed', signupId: Number(inserted.id), emailId }
}

/** The footer form's sign-up (the request has passed newsletterSignupRequestSchema). */
export async function subscribeToNewsletter(
  db: AppDatabase,
  brand: BrandContext,
  request: NewsletterSignupRequest,
  options: { now?: Date } = {},
): Promise<NewsletterSignupOutcome> {
  if (request.website && request.website.trim() !== '') return { kind: 'ignored' }
  return db
    .transaction()
    .execute((trx) =>
      recordNewsletterSignup(
        trx,
        brand,
        { email: request.email, source: 'footer', sourcePath: request.sourcePath, consentText: null },
        options,
      ),
    )
}
