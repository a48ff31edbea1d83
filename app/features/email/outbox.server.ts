import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'

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
}

/** Queues one e-mail; pass the transaction the change is written in. Returns the outbox row id. */
export async function enqueueEmail(db: Kysely<Database>, email: OutgoingEmail): Promise<number> {
  const row = await db
    .insertInto('emailOutbox')
    .values({
      brandId: email.brandId,
      kind: email.kind,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
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

/** What a masked credential reads as in the back office. */
export const MASKED_CREDENTIAL = '••••••••'
const CREDENTIAL_IN_LINK = /([?&](?:token|code|key|secret)=)[^&\s"'<>]+/gi

/**
 * An e-mail body as staff may see it (issue 24): the value of every credential in a link (a reset or verification
 * token) masked, so nobody but the addressee can use a live link. The rest of the link stays readable.
 */
export function maskCredentials(text: string): string {
  return text.replace(CREDENTIAL_IN_LINK, `$1${MASKED_CREDENTIAL}`)
}
