import type { Kysely } from 'kysely'
import nodemailer from 'nodemailer'
import type { Database } from '../../../db/schema'

/*
 * Delivers queued e-mails when SMTP_URL is configured. Rows are claimed one at a time with a conditional update
 * (sentAt and error still empty → error 'sending'), so two processes never send the same e-mail; a sent row gets
 * sentAt, a failed one keeps the error text for an operator to see and retry (clear `error` to resend).
 */

export const SENDING_MARKER = 'sending'

export interface MailMessage {
  from: { name: string; address: string }
  to: string
  subject: string
  text: string
  html?: string
}

/** What the sender needs of a nodemailer transport (tests pass nodemailer's jsonTransport). */
export interface MailTransport {
  sendMail(message: MailMessage): Promise<unknown>
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport(smtpUrl)
}

export interface DeliveryReport {
  sent: number
  failed: number
}

export async function deliverPendingEmails(
  db: Kysely<Database>,
  transport: MailTransport,
  options: { limit?: number; now?: () => Date } = {},
): Promise<DeliveryReport> {
  const now = options.now ?? (() => new Date())
  const pending = await db
    .selectFrom('emailOutbox')
    .innerJoin('brands', 'brands.id', 'emailOutbox.brandId')
    .select([
      'emailOutbox.id',
      'emailOutbox.toAddress',
      'emailOutbox.subject',
      'emailOutbox.textBody',
      'emailOutbox.htmlBody',
      'brands.name as brandName',
      'brands.email as brandEmail',
    ])
    .where('emailOutbox.sentAt', 'is', null)
    .where('emailOutbox.error', 'is', null)
    .orderBy('emailOutbox.id')
    .limit(options.limit ?? 20)
    .execute()

  const report: DeliveryReport = { sent: 0, failed: 0 }
  for (const email of pending) {
    const claimed = await db
      .updateTable('emailOutbox')
      .set({ error: SENDING_MARKER })
      .where('id', '=', email.id)
      .where('sentAt', 'is', null)
      .where('error', 'is', null)
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) continue
    try {
      await transport.sendMail({
        from: { name: email.brandName, address: email.brandEmail },
        to: email.toAddress,
        subject: email.subject,
        text: email.textBody,
        ...(email.htmlBody ? { html: email.htmlBody } : {}),
      })
      await db
        .updateTable('emailOutbox')
        .set({ sentAt: now().toISOString(), error: null })
        .where('id', '=', email.id)
        .execute()
      report.sent++
    } catch (error) {
      const message = (error as Error).message?.slice(0, 500) || 'send failed'
      await db.updateTable('emailOutbox').set({ error: message }).where('id', '=', email.id).execute()
      report.failed++
    }
  }
  return report
}

/**
 * A per-process deliverer: `kick()` after queuing an e-mail starts a delivery pass, or asks the running pass to go
 * round once more, so a burst of requests makes at most two passes at a time rather than one each.
 */
export function createOutboxDeliverer(
  db: Kysely<Database>,
  transport: MailTransport,
  onError: (error: unknown) => void = () => {},
) {
  let running: Promise<void> | null = null
  let again = false
  const run = async (): Promise<void> => {
    do {
      again = false
      try {
        await deliverPendingEmails(db, transport)
      } catch (error) {
        onError(error)
      }
    } while (again)
    running = null
  }
  return {
    kick(): Promise<void> {
      if (running) {
        again = true
        return running
      }
      running = run()
      return running
    },
  }
}
