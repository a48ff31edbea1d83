import type { AppDatabase } from '../db/database.server'
import { createSmtpTransport, deliverPendingEmails, outboxSeal } from '../app/features/email/index.server'
import { startHousekeeping, type Housekeeping, type HousekeepingLogger } from './housekeeping'

/**
 * The e-mail outbox's delivery (ADR 0032): every e-mail the site queues (confirmations, receipts, reset links, a
 * retry from the back office) goes out within `intervalMs`, from whichever process claims the row first (the claim
 * is one conditional UPDATE, so processes never send a row twice). Without an SMTP URL nothing is started: the
 * embedded default keeps e-mails in the database and nothing leaves the machine.
 */
export function startMailDelivery(
  db: AppDatabase,
  options: { smtpUrl: string | undefined; sessionSecret: string; intervalMs: number; logger: HousekeepingLogger },
): Housekeeping | null {
  if (!options.smtpUrl) return null
  const transport = createSmtpTransport(options.smtpUrl)
  // Reset and verification links are sealed in the outbox; only the sender opens them (ADR 0040).
  const seal = outboxSeal(options.sessionSecret)
  return startHousekeeping(
    [{ name: 'e-mail outbox', run: async () => (await deliverPendingEmails(db, transport, { seal })).sent }],
    { intervalMs: options.intervalMs, logger: options.logger },
  )
}
