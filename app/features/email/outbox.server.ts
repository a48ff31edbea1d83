import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'
import { sealEmailBody, type OutboxSeal } from './credential-seal.server'

/*
 * Every e-mail the site sends is first written to email_outbox, inside the same transaction as the change it
 * reports (a stored brochure request and its confirmation commit together or not at all). With SMTP_URL set,
 * sender.server.ts delivers pending rows; without it they stay readable in the database (development).
 */

export interface OutgoingEmail {
  brandId: string
  /** What the e-mail is about: 'brochure-request-confirmation'. */
  kind: string
  to: string
  subject: string
  text: string
  html?: string | null
  /**
   * The key that seals a credential in a link (a reset or verification token) so the stored row never holds it in
   * clear (credential-seal.server.ts). Required when the e-mail carries one: queuing it without a seal throws.
   */
  seal?: OutboxSeal
}

/** Queues one e-mail; pass the transaction the change is written in. Returns the outbox row id. */
export async function enqueueEmail(db: Kysely<Database>, email: OutgoingEmail): Promise<number> {
  const stored = sealEmailBody({ text: email.text, html: email.html ?? null }, email.seal, {
    brandId: email.brandId,
    to: email.to,
  })
  const row = await db
    .insertInto('emailOutbox')
    .values({
      brandId: email.brandId,
      kind: email.kind,
      toAddress: email.to,
      subject: email.subject,
      textBody: stored.textBody,
      htmlBody: stored.htmlBody,
      sealedCredentials: stored.sealedCredentials,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

/** Escapes text for HTML e-mail bodies. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
