import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../../db/database.server'
import { migrateToLatest } from '../../../db/migrate.server'
import { enqueueEmail, escapeHtml } from './outbox.server'
import { createOutboxDeliverer, deliverPendingEmails, type MailMessage, type MailTransport } from './sender.server'

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
