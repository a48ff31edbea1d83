import { describe, expect, it } from 'vitest'
import { CLAIM_LEASE_MS, deliverPendingEmails, SENDING_MARKER } from '../../app/features/email/sender.server'
import {
  T,
  claimedRow as claimedRowIn,
  countingTransport as countingTransportOf,
  minutesBefore,
  outboxRow,
} from '../support/outbox-claims'
import { twoProcessesOn } from '../support/two-processes'

/*
 * E-mail outbox claims are leases (migration 0015, email/sender.server.ts) on the dialect under test (SQLite, or
 * PostgreSQL with TEST_DATABASE_URL): a row a dead process left 'sending' is sent by a later pass once its claim is
 * older than the lease, a live claim is left alone, and two "processes" (two database handles, each with its own
 * connections) passing over the same expired claims at once send each e-mail once.
 */

const processes = twoProcessesOn('outbox-claims')

const at = (date: Date) => ({ now: () => date, limit: 100 })
const claimedRow = (to: string, claimedAt: string | null) => claimedRowIn(processes.db, to, claimedAt)
const rowOf = (id: number) => outboxRow(processes.db, id)
const countingTransport = () => countingTransportOf(2)

describe('e-mail outbox claims', () => {
  it('sends a row whose claim expired (16 minutes) and one claimed before the lease existed; keeps a live one', async () => {
    const stale = await claimedRow('claims.stale@example.com', minutesBefore(16))
    const legacy = await claimedRow('claims.legacy@example.com', null)
    const liveClaim = minutesBefore(1)
    const live = await claimedRow('claims.live@example.com', liveClaim)
    const { transport, counts } = countingTransport()
    await deliverPendingEmails(processes.db, transport, at(T))
    expect(counts.get('claims.stale@example.com')).toBe(1)
    expect(counts.get('claims.legacy@example.com')).toBe(1)
    expect(counts.has('claims.live@example.com')).toBe(false)
    for (const id of [stale, legacy])
      expect(await rowOf(id)).toMatchObject({ sentAt: T.toISOString(), error: null, claimedAt: null })
    expect(await rowOf(live)).toMatchObject({ sentAt: null, error: SENDING_MARKER, claimedAt: liveClaim })

    // A later pass sends nothing again until the live claim's lease has run out, then that one, once.
    await deliverPendingEmails(processes.db, transport, at(new Date(Date.parse(liveClaim) + CLAIM_LEASE_MS - 1)))
    expect(counts.has('claims.live@example.com')).toBe(false)
    await deliverPendingEmails(processes.db, transport, at(new Date(Date.parse(liveClaim) + CLAIM_LEASE_MS + 1)))
    expect([...counts.values()]).toEqual([1, 1, 1])
  })

  it('two processes passing over the same expired claims at once send each e-mail once', async () => {
    const addresses = Array.from({ length: 12 }, (_, index) => `claims.race.${index}@example.com`)
    for (const [index, address] of addresses.entries())
      await claimedRow(address, index % 3 === 0 ? null : minutesBefore(20 + index))
    const { transport, counts } = countingTransport()
    const reports = await Promise.all([
      deliverPendingEmails(processes.first.db, transport, at(T)),
      deliverPendingEmails(processes.second.db, transport, at(T)),
      deliverPendingEmails(processes.first.db, transport, at(T)),
      deliverPendingEmails(processes.second.db, transport, at(T)),
    ])
    expect(addresses.map((address) => counts.get(address))).toEqual(addresses.map(() => 1))
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(addresses.length)
  })
})
