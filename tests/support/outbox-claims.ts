import type { Kysely } from 'kysely'
import { SENDING_MARKER, type MailMessage, type MailTransport } from '../../app/features/email/sender.server'
import type { Database } from '../../db/schema'

/*
 * What the e-mail outbox's claim tests share (app/features/email/sender.server.test.ts on an in-memory SQLite,
 * tests/integration/outbox-claims.test.ts on the dialect under test): a fixed clock, a row as a process left it after
 * claiming it, and a transport that counts what it is asked to send.
 */

/** The tests' "now". */
export const T = new Date('2026-03-01T12:00:00.000Z')

export const minutesBefore = (minutes: number): string => new Date(T.getTime() - minutes * 60_000).toISOString()

/**
 * A row as a process left it after claiming it (claimedAt null: a claim by code from before migration 0015), queued
 * 30 minutes before T unless said otherwise.
 */
export async function claimedRow(
  db: Kysely<Database>,
  to: string,
  claimedAt: string | null,
  createdAt = minutesBefore(30),
): Promise<number> {
  const row = await db
    .insertInto('emailOutbox')
    .values({
      brandId: 'meridian',
      kind: 'test',
      toAddress: to,
      subject: 'Your booking',
      textBody: 'Confirmed',
      error: SENDING_MARKER,
      claimedAt,
      createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

export const outboxRow = (db: Kysely<Database>, id: number) =>
  db.selectFrom('emailOutbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

/** Counts what it is asked to send, per address, yielding `delayMs` first so concurrent passes interleave. */
export function countingTransport(delayMs: number) {
  const counts = new Map<string, number>()
  const transport: MailTransport = {
    async sendMail(message: MailMessage) {
      await new Promise((resolve) => setTimeout(resolve, delayMs))
      counts.set(message.to, (counts.get(message.to) ?? 0) + 1)
    },
  }
  return { transport, counts }
}
