import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  CLAIM_LEASE_MS,
  deliverPendingEmails,
  SENDING_MARKER,
  type MailMessage,
  type MailTransport,
} from '../../app/features/email/sender.server'
import { openDatabase, type AppDatabase, type DatabaseHandle } from '../../db/database.server'
import { cloneTemplate, type TestDatabase } from '../support/test-database'

/*
 * E-mail outbox claims are leases (migration 0015, email/sender.server.ts) on the dialect under test (SQLite, or
 * PostgreSQL with TEST_DATABASE_URL): a row a dead process left 'sending' is sent by a later pass once its claim is
 * older than the lease, a live claim is left alone, and two "processes" (two database handles, each with its own
 * connections) passing over the same expired claims at once send each e-mail once.
 */

let testDatabase: TestDatabase
let first: DatabaseHandle
let second: DatabaseHandle
let db: AppDatabase

beforeAll(async () => {
  testDatabase = await cloneTemplate(inject('templateDatabase'), 'outbox-claims')
  first = openDatabase(testDatabase.url, { poolSize: 2 })
  second = openDatabase(testDatabase.url, { poolSize: 2 })
  db = first.db
})

afterAll(async () => {
  await first?.close()
  await second?.close()
  await testDatabase?.drop()
})

const T = new Date('2026-03-01T12:00:00.000Z')
const minutesBefore = (minutes: number) => new Date(T.getTime() - minutes * 60_000).toISOString()
const at = (date: Date) => ({ now: () => date, limit: 100 })

/** A row as a process left it after claiming it, queued 30 minutes before T (claimedAt null: a pre-0015 claim). */
async function claimedRow(to: string, claimedAt: string | null): Promise<number> {
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
      createdAt: minutesBefore(30),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

const rowOf = (id: number) => db.selectFrom('emailOutbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

function countingTransport() {
  const counts = new Map<string, number>()
  const transport: MailTransport = {
    async sendMail(message: MailMessage) {
      await new Promise((resolve) => setTimeout(resolve, 2))
      counts.set(message.to, (counts.get(message.to) ?? 0) + 1)
    },
  }
  return { transport, counts }
}

describe('e-mail outbox claims', () => {
  it('sends a row whose claim expired (16 minutes) and one claimed before the lease existed; keeps a live one', async () => {
    const stale = await claimedRow('claims.stale@example.com', minutesBefore(16))
    const legacy = await claimedRow('claims.legacy@example.com', null)
    const liveClaim = minutesBefore(1)
    const live = await claimedRow('claims.live@example.com', liveClaim)
    const { transport, counts } = countingTransport()
    await deliverPendingEmails(db, transport, at(T))
    expect(counts.get('claims.stale@example.com')).toBe(1)
    expect(counts.get('claims.legacy@example.com')).toBe(1)
    expect(counts.has('claims.live@example.com')).toBe(false)
    for (const id of [stale, legacy])
      expect(await rowOf(id)).toMatchObject({ sentAt: T.toISOString(), error: null, claimedAt: null })
    expect(await rowOf(live)).toMatchObject({ sentAt: null, error: SENDING_MARKER, claimedAt: liveClaim })

    // A later pass sends nothing again until the live claim's lease has run out, then that one, once.
    await deliverPendingEmails(db, transport, at(new Date(Date.parse(liveClaim) + CLAIM_LEASE_MS - 1)))
    expect(counts.has('claims.live@example.com')).toBe(false)
    await deliverPendingEmails(db, transport, at(new Date(Date.parse(liveClaim) + CLAIM_LEASE_MS + 1)))
    expect([...counts.values()]).toEqual([1, 1, 1])
  })

  it('two processes passing over the same expired claims at once send each e-mail once', async () => {
    const addresses = Array.from({ length: 12 }, (_, index) => `claims.race.${index}@example.com`)
    for (const [index, address] of addresses.entries())
      await claimedRow(address, index % 3 === 0 ? null : minutesBefore(20 + index))
    const { transport, counts } = countingTransport()
    const reports = await Promise.all([
      deliverPendingEmails(first.db, transport, at(T)),
      deliverPendingEmails(second.db, transport, at(T)),
      deliverPendingEmails(first.db, transport, at(T)),
      deliverPendingEmails(second.db, transport, at(T)),
    ])
    expect(addresses.map((address) => counts.get(address))).toEqual(addresses.map(() => 1))
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(addresses.length)
  })
})
