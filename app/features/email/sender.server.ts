import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely'
import nodemailer from 'nodemailer'
// The file itself: Node's ESM loader does not resolve a folder (nodemailer has no "exports" map).
import SMTPPool from 'nodemailer/lib/smtp-pool/index.js'
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js'
import type { Database } from '../../../db/schema'
import { openEmailBody, type OutboxSeal } from './credential-seal.server'

/*
 * Delivers queued e-mails when SMTP_URL is configured. A row is claimed with one conditional update (not sent, and
 * either never claimed or claimed under a lease that has run out → error 'sending', claimedAt now), so two processes
 * never both win a row; a sent row gets sentAt, a failed one keeps the error text for an operator to see and retry
 * (clear `error` to resend).
 *
 * The claim is a lease, not a lock: a process that dies between its claim and the outcome (kill -9, a crash, a
 * deploy) leaves the row 'sending', and once the claim is older than CLAIM_LEASE_MS the next pass of any process
 * claims it again and sends it. A 'sending' row without claimedAt was claimed by code from before migration 0015
 * added the column: its lease is counted from the row's creation. The outcome (sent or failed) clears claimedAt: it only
 * means something while the row is 'sending', and a row the back office retries starts with no claim.
 */

export const SENDING_MARKER = 'sending'

/**
 * How long a claim holds before another pass may take the row. It must outlast one SMTP send, or a slow but live
 * send would be sent again by another process: a stuck send fails well before it (SMTP_TIMEOUTS: at most about
 * 2 minutes to connect and be greeted with nodemailer's 30 s DNS timeout, then a minute of silence on the socket
 * ends it), and the lease leaves a wide margin for a stalled event loop or database. A dead process's e-mail then
 * waits at most this long plus one delivery interval.
 */
export const CLAIM_LEASE_MS = 15 * 60 * 1000

/** nodemailer's SMTP timeouts (ms): connect, the server's greeting, and inactivity on the socket. */
export const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 } as const

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
  // A transport of our own: nodemailer.createTransport({ url, ...timeouts }) keeps only what it parses from the URL
  // and drops the other options (nodemailer 7's createTransport), where the transports merge both. `?pool=true` in
  // the URL still asks for a pool of connections, as nodemailer.createTransport(url) would give.
  const options = { url: smtpUrl, ...SMTP_TIMEOUTS }
  return nodemailer.createTransport(
    wantsPool(smtpUrl) ? new SMTPPool({ ...options, pool: true }) : new SMTPTransport(options),
  )
}

function wantsPool(smtpUrl: string): boolean {
  try {
    const pool = new URL(smtpUrl).searchParams.get('pool')
    return pool !== null && pool !== 'false' && pool !== '0'
  } catch {
    return false
  }
}

export interface DeliveryReport {
  sent: number
  failed: number
}

export async function deliverPendingEmails(
  db: Kysely<Database>,
  transport: MailTransport,
  options: { limit?: number; now?: () => Date; seal?: OutboxSeal } = {},
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
      'emailOutbox.sealedCredentials',
      'emailOutbox.brandId',
      'brands.name as brandName',
      'brands.email as brandEmail',
    ])
    .where('emailOutbox.sentAt', 'is', null)
    .where((eb) => claimable(eb, now()))
    .orderBy('emailOutbox.id')
    .limit(options.limit ?? 20)
    .execute()

  const report: DeliveryReport = { sent: 0, failed: 0 }
  for (const email of pending) {
    const claimAt = now()
    const claimedAt = claimAt.toISOString()
    // The same condition again, with this claim's time: of two passes that read the row, only one updates it.
    const claimed = await db
      .updateTable('emailOutbox')
      .set({ error: SENDING_MARKER, claimedAt })
      .where('id', '=', email.id)
      .where('sentAt', 'is', null)
      .where((eb) => claimable(eb, claimAt))
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) continue
    try {
      // A reset or verification link's token is opened only here, in memory (credential-seal.server.ts).
      const body = openEmailBody(email, options.seal, { brandId: email.brandId, to: email.toAddress })
      await transport.sendMail({
        from: { name: email.brandName, address: email.brandEmail },
        to: email.toAddress,
        subject: email.subject,
        text: body.text,
        ...(body.html ? { html: body.html } : {}),
      })
      // Sent is sent, even if the lease ran out meanwhile and another pass claimed the row again. The sealed
      // credential goes with it: a sent e-mail's row holds none.
      await db
        .updateTable('emailOutbox')
        .set({ sentAt: now().toISOString(), error: null, claimedAt: null, sealedCredentials: null })
        .where('id', '=', email.id)
        .where('sentAt', 'is', null)
        .execute()
      report.sent++
    } catch (error) {
      const message = (error as Error).message?.slice(0, 500) || 'send failed'
      // Only while this pass still holds the claim: a pass that took over an expired claim owns the outcome.
      await db
        .updateTable('emailOutbox')
        .set({ error: message, claimedAt: null })
        .where('id', '=', email.id)
        .where('sentAt', 'is', null)
        .where('error', '=', SENDING_MARKER)
        .where('claimedAt', '=', claimedAt)
        .execute()
      report.failed++
    }
  }
  return report
}

/**
 * A row a pass may claim (its sentAt is checked apart): never claimed, or claimed under a lease that ran out by `at`.
 * A claim with no time was made by a process still on the code before migration 0015 (gone, or still running during
 * a rolling deploy): its lease is counted from the row's creation, so a send in flight there is not repeated here.
 */
function claimable(eb: ExpressionBuilder<Database, 'emailOutbox'>, at: Date): Expression<SqlBool> {
  const expiredBefore = new Date(at.getTime() - CLAIM_LEASE_MS).toISOString()
  return eb.or([
    eb('emailOutbox.error', 'is', null),
    eb.and([
      eb('emailOutbox.error', '=', SENDING_MARKER),
      eb.or([
        eb.and([eb('emailOutbox.claimedAt', 'is', null), eb('emailOutbox.createdAt', '<', expiredBefore)]),
        eb('emailOutbox.claimedAt', '<', expiredBefore),
      ]),
    ]),
  ])
}

/**
 * A per-process deliverer: `kick()` after queuing an e-mail starts a delivery pass, or asks the running pass to go
 * round once more, so a burst of requests makes at most two passes at a time rather than one each.
 */
export function createOutboxDeliverer(
  db: Kysely<Database>,
  transport: MailTransport,
  onError: (error: unknown) => void = () => {},
  seal?: OutboxSeal,
) {
  let running: Promise<void> | null = null
  let again = false
  const run = async (): Promise<void> => {
    do {
      again = false
      try {
        await deliverPendingEmails(db, transport, { seal })
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
