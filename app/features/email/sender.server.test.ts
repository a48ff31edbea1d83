import nodemailer from 'nodemailer'
import SMTPPool from 'nodemailer/lib/smtp-pool/index.js'
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../../db/database.server'
import {
  T,
  claimedRow as claimedRowIn,
  countingTransport as countingTransportOf,
  minutesBefore,
  outboxRow,
} from '../../../tests/support/outbox-claims'
import { migrateToLatest } from '../../../db/migrate.server'
import { enqueueEmail, escapeHtml } from './outbox.server'
import {
  CLAIM_LEASE_MS,
  createOutboxDeliverer,
  createSmtpTransport,
  deliverPendingEmails,
  SENDING_MARKER,
  SMTP_TIMEOUTS,
  type MailMessage,
  type MailTransport,
} from './sender.server'

let database: DatabaseHandle

beforeAll(async () => {
  database = openDatabase(':memory:')
  await migrateToLatest(database.db)
  await database.db
    .insertInto('brands')
    .values({
      id: 'meridian',
      name: 'Meridian Journeys',
      nameFormatted: 'MeridianJourneys',
      isCoach: 0,
      phone: '0800 000 0000',
      email: 'hello@meridian.example',
      marketingFormId: 2405,
      defaultMarket: 'GB',
    })
    .execute()
})

afterAll(async () => {
  await database.close()
})

/** nodemailer's jsonTransport builds the real message without any server; we keep what it produced. */
function jsonTransport() {
  const transport = nodemailer.createTransport({ jsonTransport: true })
  const sent: Array<{
    from: { address: string; name: string }
    to: Array<{ address: string }>
    subject: string
    text: string
    html?: string
  }> = []
  const wrapped: MailTransport = {
    async sendMail(message: MailMessage) {
      const info = await transport.sendMail(message)
      sent.push(JSON.parse(String(info.message)))
      return info
    },
  }
  return { transport: wrapped, sent }
}

const outbox = () => database.db.selectFrom('emailOutbox').selectAll().orderBy('id').execute()

describe('e-mail outbox and sender', () => {
  it('queues an e-mail without sending it', async () => {
    const id = await enqueueEmail(database.db, {
      brandId: 'meridian',
      kind: 'test',
      to: 'ann@example.com',
      subject: 'Hello',
      text: 'Hi Ann',
      html: '<p>Hi Ann</p>',
    })
    const [row] = await outbox()
    expect(row).toMatchObject({ id, toAddress: 'ann@example.com', sentAt: null, error: null, kind: 'test' })
  })

  it('delivers pending rows from the brand address and marks them sent', async () => {
    const { transport, sent } = jsonTransport()
    const report = await deliverPendingEmails(database.db, transport, { now: () => new Date('2026-01-01T10:00:00Z') })
    expect(report).toEqual({ sent: 1, failed: 0 })
    expect(sent[0]).toMatchObject({
      from: { address: 'hello@meridian.example', name: 'Meridian Journeys' },
      to: [{ address: 'ann@example.com' }],
      subject: 'Hello',
      text: 'Hi Ann',
      html: '<p>Hi Ann</p>',
    })
    const [row] = await outbox()
    expect(row).toMatchObject({ sentAt: '2026-01-01T10:00:00.000Z', error: null })
    // Nothing left to send: a second pass sends nothing again.
    expect(await deliverPendingEmails(database.db, transport)).toEqual({ sent: 0, failed: 0 })
  })

  it('keeps the error on a failed row and does not retry it by itself', async () => {
    await enqueueEmail(database.db, {
      brandId: 'meridian',
      kind: 'test',
      to: 'bob@example.com',
      subject: 'Hi',
      text: 'Hi Bob',
    })
    const failing: MailTransport = { sendMail: async () => Promise.reject(new Error('550 mailbox unavailable')) }
    expect(await deliverPendingEmails(database.db, failing)).toEqual({ sent: 0, failed: 1 })
    const rows = await outbox()
    expect(rows[1]).toMatchObject({ sentAt: null, error: '550 mailbox unavailable' })
    const { transport, sent } = jsonTransport()
    await deliverPendingEmails(database.db, transport)
    expect(sent).toEqual([])
  })

  it('a kicked deliverer sends what was queued, once, even when kicked twice', async () => {
    await enqueueEmail(database.db, {
      brandId: 'meridian',
      kind: 'test',
      to: 'cy@example.com',
      subject: 'Hi',
      text: 'Hi Cy',
    })
    const { transport, sent } = jsonTransport()
    const deliverer = createOutboxDeliverer(database.db, transport)
    await Promise.all([deliverer.kick(), deliverer.kick()])
    expect(sent.map((message) => message.to[0]!.address)).toEqual(['cy@example.com'])
  })

  it('escapes HTML', () => {
    expect(escapeHtml(`<b>"O'Neil" & co</b>`)).toBe('&#60;b&#62;&#34;O&#39;Neil&#34; &#38; co&#60;/b&#62;')
  })
})

describe('claims are leases: a dead process does not keep an e-mail forever', () => {
  const at = (date: Date) => () => date
  const claimedRow = (to: string, claimedAt: string | null, createdAt?: string) =>
    claimedRowIn(database.db, to, claimedAt, createdAt)
  const rowOf = (id: number) => outboxRow(database.db, id)
  const countingTransport = () => countingTransportOf(5)

  it('the lease outlasts a stuck SMTP send: the transport times out well before it', () => {
    expect(CLAIM_LEASE_MS).toBe(15 * 60_000)
    const total = SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout
    expect(total + 30_000 /* nodemailer's DNS timeout */).toBeLessThan(CLAIM_LEASE_MS / 4)
    // The timeouts reach the SMTP transport together with what the URL says (not dropped for the URL's options).
    const transport = createSmtpTransport('smtp://user:secret@mail.example:2525') as unknown as {
      transporter: { options: Record<string, unknown> }
    }
    expect(transport.transporter.options).toMatchObject({ host: 'mail.example', port: 2525, ...SMTP_TIMEOUTS })
    expect(transport.transporter).toBeInstanceOf(SMTPTransport)
    // `?pool=true` keeps asking for a pool of connections, with the same timeouts.
    const pooled = createSmtpTransport('smtp://user:secret@mail.example:2525?pool=true') as unknown as {
      transporter: { options: Record<string, unknown> }
    }
    expect(pooled.transporter).toBeInstanceOf(SMTPPool)
    expect(pooled.transporter.options).toMatchObject({ host: 'mail.example', port: 2525, ...SMTP_TIMEOUTS })
    const plain = createSmtpTransport('smtp://mail.example:25?pool=false') as unknown as { transporter: unknown }
    expect(plain.transporter).toBeInstanceOf(SMTPTransport)
  })

  it('delivers, exactly once, a row claimed by a process that died 16 minutes ago', async () => {
    const id = await claimedRow('dead.claim@example.com', minutesBefore(16))
    const { transport, counts } = countingTransport()
    expect(await deliverPendingEmails(database.db, transport, { now: at(T) })).toEqual({ sent: 1, failed: 0 })
    expect(await rowOf(id)).toMatchObject({ sentAt: T.toISOString(), error: null, claimedAt: null })
    await deliverPendingEmails(database.db, transport, { now: at(new Date(T.getTime() + 2 * CLAIM_LEASE_MS)) })
    expect(counts.get('dead.claim@example.com')).toBe(1)
  })

  it('leaves a fresh claim (1 minute old) to the process that holds it', async () => {
    const claimedAt = minutesBefore(1)
    const id = await claimedRow('live.claim@example.com', claimedAt)
    const { transport, counts } = countingTransport()
    expect(await deliverPendingEmails(database.db, transport, { now: at(T) })).toEqual({ sent: 0, failed: 0 })
    expect(counts.size).toBe(0)
    expect(await rowOf(id)).toMatchObject({ sentAt: null, error: SENDING_MARKER, claimedAt })
    // Still held a moment before the lease runs out; taken once it has.
    const justBefore = new Date(Date.parse(claimedAt) + CLAIM_LEASE_MS - 1)
    await deliverPendingEmails(database.db, transport, { now: at(justBefore) })
    expect(counts.size).toBe(0)
    await deliverPendingEmails(database.db, transport, {
      now: at(new Date(Date.parse(claimedAt) + CLAIM_LEASE_MS + 1)),
    })
    expect(counts.get('live.claim@example.com')).toBe(1)
  })

  it("delivers a 'sending' row from before the lease existed (no claimedAt)", async () => {
    const id = await claimedRow('legacy.claim@example.com', null)
    const { transport, counts } = countingTransport()
    expect(await deliverPendingEmails(database.db, transport, { now: at(T) })).toEqual({ sent: 1, failed: 0 })
    expect(counts.get('legacy.claim@example.com')).toBe(1)
    expect(await rowOf(id)).toMatchObject({ sentAt: T.toISOString(), error: null, claimedAt: null })
  })

  it('leaves a claim with no time on a row queued a minute ago (an old process mid-send in a rolling deploy)', async () => {
    const id = await claimedRow('deploy.claim@example.com', null, minutesBefore(1))
    const { transport, counts } = countingTransport()
    expect(await deliverPendingEmails(database.db, transport, { now: at(T) })).toEqual({ sent: 0, failed: 0 })
    expect(await rowOf(id)).toMatchObject({ sentAt: null, error: SENDING_MARKER, claimedAt: null })
    await deliverPendingEmails(database.db, transport, { now: at(new Date(T.getTime() + CLAIM_LEASE_MS)) })
    expect(counts.get('deploy.claim@example.com')).toBe(1)
  })

  it('two concurrent passes over an expired claim send it once', async () => {
    const id = await claimedRow('race.claim@example.com', minutesBefore(20))
    const { transport, counts } = countingTransport()
    const reports = await Promise.all([
      deliverPendingEmails(database.db, transport, { now: at(T) }),
      deliverPendingEmails(database.db, transport, { now: at(T) }),
    ])
    expect(counts.get('race.claim@example.com')).toBe(1)
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(1)
    expect((await rowOf(id)).sentAt).toBe(T.toISOString())
  })

  it('a claim records its time, and a failure clears it and keeps the error', async () => {
    const id = await claimedRow('fails.claim@example.com', minutesBefore(30))
    let seenClaim: unknown
    const failing: MailTransport = {
      sendMail: async () => {
        seenClaim = (await rowOf(id)).claimedAt
        throw new Error('421 try later')
      },
    }
    expect(await deliverPendingEmails(database.db, failing, { now: at(T) })).toEqual({ sent: 0, failed: 1 })
    expect(seenClaim).toBe(T.toISOString())
    expect(await rowOf(id)).toMatchObject({ sentAt: null, error: '421 try later', claimedAt: null })
  })

  it('a pass whose expired claim was taken over does not write its failure over the new claim', async () => {
    const id = await claimedRow('slow.claim@example.com', minutesBefore(16))
    const later = new Date(T.getTime() + CLAIM_LEASE_MS + 60_000)
    const failsAfterTakeover: MailTransport = {
      sendMail: async () => {
        // Meanwhile this pass's own claim (at T) expired and another process claimed the row at `later`.
        await database.db
          .updateTable('emailOutbox')
          .set({ claimedAt: later.toISOString() })
          .where('id', '=', id)
          .execute()
        throw new Error('socket timeout')
      },
    }
    await deliverPendingEmails(database.db, failsAfterTakeover, { now: at(T) })
    expect(await rowOf(id)).toMatchObject({ sentAt: null, error: SENDING_MARKER, claimedAt: later.toISOString() })
  })
})
