import { createServer, type Server, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Housekeeping } from '../../server/housekeeping'
import { startMailDelivery } from '../../server/mail-delivery'
import { postAdminForm, signedInStaff } from '../support/staff-session'
import { startTestServer, type TestServer } from '../support/test-server'
import { INTEGRATION_SESSION_SECRET } from '../support/outbox-credentials'
import { enqueueEmail, outboxSeal } from '../../app/features/email/index.server'

/*
 * The e-mail outbox is delivered by every server process on its own timer when SMTP_URL is set (ADR 0032;
 * server/mail-delivery.ts, started by server/main.ts), not only
 * when a brochure request happens to kick it: an e-mail queued by anything (here written straight into the outbox)
 * reaches the mail server, and one that failed goes again after a back-office retry. The mail server is a minimal
 * SMTP listener on loopback that keeps what it is sent; it fails the first message to one address on purpose.
 */

interface Received {
  from: string
  to: string[]
  data: string
}

const received: Received[] = []
const FAIL_ONCE = 'fail.once@example.com'
let failedOnce = false

function serveSmtp(socket: Socket): void {
  let buffer = ''
  let inData = false
  let message: Received = { from: '', to: [], data: '' }
  const reply = (line: string) => socket.write(`${line}\r\n`)
  reply('220 test-smtp ready')
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8')
    let end: number
    while ((end = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      if (inData) {
        if (line !== '.') {
          message.data += `${line.startsWith('..') ? line.slice(1) : line}\n`
          continue
        }
        inData = false
        if (message.to.includes(FAIL_ONCE) && !failedOnce) {
          failedOnce = true
          reply('554 rejected for the test')
        } else {
          received.push(message)
          reply('250 queued')
        }
        message = { from: '', to: [], data: '' }
        continue
      }
      const command = line.slice(0, 4).toUpperCase()
      if (command === 'EHLO') reply('250 test-smtp')
      else if (command === 'HELO') reply('250 test-smtp')
      else if (command === 'MAIL') {
        message.from = /<([^>]*)>/.exec(line)?.[1] ?? ''
        reply('250 ok')
      } else if (command === 'RCPT') {
        message.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '')
        reply('250 ok')
      } else if (command === 'DATA') {
        inData = true
        reply('354 go ahead')
      } else if (command === 'QUIT') {
        reply('221 bye')
        socket.end()
      } else reply('250 ok')
    }
  })
  socket.on('error', () => {})
}

let smtp: Server
let server: TestServer
let delivery: Housekeeping | null = null

beforeAll(async () => {
  smtp = createServer(serveSmtp)
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const address = smtp.address()
  const port = typeof address === 'object' && address ? address.port : 0
  server = await startTestServer('email-delivery', { TRUST_PROXY: 'loopback' })
  // What server/main.ts starts beside the app in every process.
  delivery = startMailDelivery(server.database.db, {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    sessionSecret: INTEGRATION_SESSION_SECRET,
    intervalMs: 250,
    logger: { info: () => {}, warn: () => {} },
  })
})

afterAll(async () => {
  await delivery?.stop()
  await server?.stop()
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))
})

const db = () => server.database.db

async function queue(toAddress: string, subject: string): Promise<number> {
  const row = await db()
    .insertInto('emailOutbox')
    .values({ brandId: 'meridian', kind: 'test', toAddress, subject, textBody: `Body of ${subject}`, htmlBody: null })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

const outboxRow = (id: number) =>
  db().selectFrom('emailOutbox').select(['sentAt', 'error']).where('id', '=', id).executeTakeFirstOrThrow()

describe('e-mail delivery', () => {
  it('opens a sealed reset link only to send it, and keeps no credential once it has gone (issue 24)', async () => {
    const token = 'SealedToken_0123456789abcdefghijklmnopqrstu'
    const id = await db()
      .transaction()
      .execute((trx) =>
        enqueueEmail(trx, {
          brandId: 'meridian',
          kind: 'password-reset',
          to: 'sealed@example.com',
          subject: 'Reset your password',
          text: `Choose a new password: http://localhost/reset-password?token=${token}&returnUrl=%2Fmy-bookings`,
          seal: outboxSeal(INTEGRATION_SESSION_SECRET),
        }),
      )
    const stored = () => db().selectFrom('emailOutbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    const queued = await stored()
    expect(queued.textBody).toContain('/reset-password?token=••••••••&returnUrl=%2Fmy-bookings')
    expect(JSON.stringify(queued)).not.toContain(token)
    expect(queued.sealedCredentials).not.toBeNull()

    await expect.poll(async () => (await stored()).sentAt, { timeout: 10_000 }).not.toBeNull()
    const message = received.find((candidate) => candidate.to.includes('sealed@example.com'))
    // Quoted-printable may fold a long line: the soft breaks go before looking for the token.
    expect(message?.data.replace(/=\r?\n/g, '')).toContain(token)
    const sent = await stored()
    expect(sent.sealedCredentials).toBeNull()
    expect(sent.error).toBeNull()
    expect(JSON.stringify(sent)).not.toContain(token)
  })

  it('refuses to queue a credential without the seal, so a forgotten key never stores a live link', async () => {
    await expect(
      enqueueEmail(db(), {
        brandId: 'meridian',
        kind: 'password-reset',
        to: 'unsealed@example.com',
        subject: 'Reset your password',
        text: 'http://localhost/reset-password?token=abc',
      }),
    ).rejects.toThrow(/without the outbox seal/)
    const rows = await db()
      .selectFrom('emailOutbox')
      .select('id')
      .where('toAddress', '=', 'unsealed@example.com')
      .execute()
    expect(rows).toEqual([])
  })

  it('sends what waits in the outbox on the process’s timer', async () => {
    const id = await queue('ada@example.com', 'Your booking is confirmed')
    await expect.poll(async () => (await outboxRow(id)).sentAt, { timeout: 10_000 }).not.toBeNull()
    expect((await outboxRow(id)).error).toBeNull()
    const message = received.find((candidate) => candidate.data.includes('Your booking is confirmed'))
    expect(message?.to).toEqual(['ada@example.com'])
    expect(message?.data).toContain('Body of Your booking is confirmed')
  })

  it('keeps a failed e-mail failed until staff retry it, then sends it', async () => {
    const id = await queue(FAIL_ONCE, 'Your balance reminder')
    await expect.poll(async () => (await outboxRow(id)).error, { timeout: 10_000 }).toMatch(/554/)
    expect((await outboxRow(id)).sentAt).toBeNull()

    const { session } = await signedInStaff(server, 'sales_agent')
    const retried = await postAdminForm(session, '/admin/outbox', { intent: 'retry', emailId: String(id) })
    expect(retried.status).toBe(200)
    await expect.poll(async () => (await outboxRow(id)).sentAt, { timeout: 10_000 }).not.toBeNull()
    expect(received.filter((candidate) => candidate.to.includes(FAIL_ONCE))).toHaveLength(1)
  })
})
