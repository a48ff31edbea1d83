import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../database.server'
import { migrateToLatest } from '../migrate.server'
import * as sealedCredentials from './0021-outbox-sealed-credentials'

/* Migration 0021 scrubs the live links that rows written before it kept in clear (issue 24, defect 2). */

let database: DatabaseHandle

beforeAll(async () => {
  database = openDatabase(':memory:')
  await migrateToLatest(database.db)
  // Back to the schema before 0021, with the rows older code wrote.
  await sealedCredentials.down(database.db)
  // The rows name a brand this bare database has not seeded; the scrub does not look at brands.
  await sql`PRAGMA foreign_keys = OFF`.execute(database.db)
  const insert = (toAddress: string, textBody: string, sentAt: string | null) =>
    database.db
      .insertInto('emailOutbox')
      .values({ brandId: 'meridian', kind: 'test', toAddress, subject: 's', textBody, htmlBody: null, sentAt })
      .execute()
  await insert(
    'sent@example.com',
    'Reset: http://x/reset-password?token=SENTTOKEN&returnUrl=%2Fa',
    '2026-11-01T00:00:00Z',
  )
  await insert('queued@example.com', 'Verify: http://x/my-bookings/verify-email?token=QUEUEDTOKEN', null)
  await insert('plain@example.com', 'Your booking MJ-1 on /tours/x?departure=5', null)
  await sealedCredentials.up(database.db)
})

afterAll(async () => {
  await database?.close()
})

const row = (toAddress: string) =>
  database.db.selectFrom('emailOutbox').selectAll().where('toAddress', '=', toAddress).executeTakeFirstOrThrow()

describe('0021-outbox-sealed-credentials', () => {
  it('masks the token of a sent e-mail and leaves it sent', async () => {
    const sent = await row('sent@example.com')
    expect(sent.textBody).toBe('Reset: http://x/reset-password?token=••••••••&returnUrl=%2Fa')
    expect(sent.error).toBeNull()
    expect(sent.sealedCredentials).toBeNull()
  })

  it('masks the token of a queued e-mail and marks it failed, so a dead link is never sent', async () => {
    const queued = await row('queued@example.com')
    expect(queued.textBody).toBe('Verify: http://x/my-bookings/verify-email?token=••••••••')
    expect(queued.error).toMatch(/withdrawn/)
  })

  it('leaves an e-mail without a credential alone', async () => {
    const plain = await row('plain@example.com')
    expect(plain.textBody).toBe('Your booking MJ-1 on /tours/x?departure=5')
    expect(plain.error).toBeNull()
  })
})
