import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appendLedgerLines,
  DEFAULT_CANCELLATION_POLICY,
  instantsOf,
  settleBookingMoney,
  zonedDay,
} from '../../app/features/ledger/index.server'
import { planJob } from '../../app/features/scheduler/index.server'
import { bookThroughApi } from '../support/checkout-journey'
import { stockDeparture } from '../support/factories'
import type { HttpClient, HttpResponse } from '../support/http-client'
import { postAdminForm, signedInStaff } from '../support/staff-session'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * The reports reconcile (issue 25, "Reports"), over HTTP against the real server on the dialect under test. A set of
 * bookings is sold through the public checkout (card deposits and full payments), then worked as an office would:
 * a cheque for a balance, a goodwill refund, a correction line (an amendment with a reason), a cancellation with the
 * policy's fee and the rest refunded by card, another cancelled with an offline refund, a sales agent's refund above
 * the limit left waiting. Then every revenue report's total equals the sum of the ledger's lines, the cash report
 * equals the payments and the provider's transactions, the rows add up to the totals, the CSV says what the screen
 * says, the dashboard shows the same net figures, and a bad range is a 400 with its reason.
 */

let server: TestServer
const used = new Set<number>()

beforeAll(async () => {
  server = await startTestServer('admin-reports', { TRUST_PROXY: 'loopback' })
})

afterAll(async () => {
  await server?.stop()
})

const db = () => server.database.db

// ------------------------------------------------------------------------------------------------ reading pages

/** The CSV as rows of cells (RFC 4180), without the byte-order mark. */
function csvRows(response: HttpResponse): string[][] {
  expect(response.status, response.text.slice(0, 300)).toBe(200)
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
  const text = response.text.replace(/^\uFEFF/, '')
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"'
        i += 1
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(cell)
      cell = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i += 1
    } else cell += c
  }
  return rows
}

const decoded = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim()

/** The body and footer rows of the table with this test id, each as its cells' text (colspan cells expanded). */
function tableRows(html: string, testId: string): string[][] {
  const start = html.indexOf(`data-testid="${testId}"`)
  if (start < 0) throw new Error(`No table ${testId}`)
  const table = html.slice(start, html.indexOf('</table>', start))
  const body = table.slice(table.indexOf('<tbody'))
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((match) =>
    [...match[1]!.matchAll(/<t([hd])([^>]*)>([\s\S]*?)<\/t[hd]>/g)].flatMap((cell) => {
      const span = Number(/colSpan="(\d+)"|colspan="(\d+)"/i.exec(cell[2]!)?.slice(1).find(Boolean) ?? 1)
      return [decoded(cell[3]!), ...Array.from({ length: span - 1 }, () => '')]
    }),
  )
}

/** The text of the element with this test id. */
function figure(html: string, testId: string): string {
  const match = new RegExp(`data-testid="${testId}"[^>]*>([\\s\\S]*?)</(dd|p|span|td)>`).exec(html)
  if (!match) throw new Error(`No figure ${testId}`)
  return decoded(match[1]!)
}

/** '£1,234.50', '-£12', '1234.50', '-12.00' → minor units. */
function minor(text: string): number {
  const number = Number(text.replace(/[£$,C\s]/g, '').replace('\u2212', '-'))
  if (Number.isNaN(number)) throw new Error(`Not money: ${text}`)
  return Math.round(number * 100)
}

/** The pounds figure of a dashboard cell ("£1,200 + C$300" keeps its GBP part). */
const gbpOf = (text: string) => minor(text.split(' + ').find((part) => part.includes('£')) ?? '£0')

// ------------------------------------------------------------------------------------------------ the story

const pounds = (minorUnits: number) => (minorUnits / 100).toFixed(2)

const bookingRow = (reference: string) =>
  db().selectFrom('bookings').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow()

const cardPaymentOf = async (reference: string) =>
  db()
    .selectFrom('payments')
    .selectAll()
    .where('bookingId', '=', (await bookingRow(reference)).id)
    .where('method', '=', 'card')
    .orderBy('id')
    .executeTakeFirstOrThrow()

async function sold(amountToPay: 'Deposit Only' | 'Full Balance', label: string): Promise<string> {
  const departure = await stockDeparture(db(), { placesLeft: 6, twinsLeft: 3, startDate: '2031-09-01', used })
  const journey = await bookThroughApi(server, db(), departure, {
    amountToPay,
    leadEmail: `${label}.${departure.id}@example.com`,
  })
  return journey.bookingReference
}

async function done(response: Promise<HttpResponse>) {
  const answer = await response
  expect(answer.status, answer.text.slice(0, 300)).toBe(200)
  return answer
}

interface Story {
  admin: HttpClient
  agent: HttpClient
  references: Record<
    'balancePaid' | 'goodwill' | 'amendedCancelled' | 'cancelledOffline' | 'dueSoon' | 'overdue',
    string
  >
  pendingApprovalReference: string
}

let story: Story

/** The office's day: sells, takes a cheque, gives goodwill, corrects, cancels and refunds. */
async function workTheBooks(): Promise<Story> {
  const admin = (await signedInStaff(server, 'administrator', 'reports-admin')).session
  const agent = (await signedInStaff(server, 'sales_agent', 'reports-agent')).session
  const references = {
    balancePaid: await sold('Deposit Only', 'cheque'),
    goodwill: await sold('Full Balance', 'goodwill'),
    amendedCancelled: await sold('Deposit Only', 'amended'),
    cancelledOffline: await sold('Full Balance', 'offline'),
    dueSoon: await sold('Deposit Only', 'due'),
    overdue: await sold('Deposit Only', 'overdue'),
  }
  const pendingApprovalReference = await sold('Full Balance', 'approval')

  // A cheque for the whole balance.
  const chequeBooking = await bookingRow(references.balancePaid)
  await done(
    postAdminForm(admin, `/admin/bookings/${references.balancePaid}`, {
      intent: 'offline-payment',
      amount: pounds(chequeBooking.totalMinor - chequeBooking.amountPaidMinor),
      method: 'cheque',
      paymentReference: 'CHQ 9001',
    }),
  )
  // A goodwill refund by card: a credit line plus the refund.
  await done(
    postAdminForm(admin, `/admin/bookings/${references.goodwill}`, {
      intent: 'refund',
      kind: 'goodwill',
      via: 'card',
      paymentId: String((await cardPaymentOf(references.goodwill)).id),
      amount: '75.00',
      reason: 'Coach late on day two',
      refundKey: crypto.randomUUID(),
    }),
  )
  // An amendment written as the ledger's correction line (the single-room supplement forgotten at the sale), then
  // the booking cancelled with a fee of £150 and what was paid above it refunded to the card.
  const amended = await bookingRow(references.amendedCancelled)
  await appendLedgerLines(db(), { id: amended.id, currency: amended.currency }, [
    {
      kind: 'amendment',
      description: 'Single room supplement',
      amountMinor: 12_000,
      reason: 'Customer asked for a single room',
      actor: 'staff',
    },
  ])
  await settleBookingMoney(db(), amended.id)
  await done(
    postAdminForm(admin, `/admin/bookings/${references.amendedCancelled}`, {
      intent: 'cancel',
      confirm: 'yes',
      fee: '150.00',
      reason: 'Customer cannot travel; fee agreed',
    }),
  )
  const afterCancel = await bookingRow(references.amendedCancelled)
  await done(
    postAdminForm(admin, `/admin/bookings/${references.amendedCancelled}`, {
      intent: 'refund',
      via: 'card',
      paymentId: String((await cardPaymentOf(references.amendedCancelled)).id),
      amount: pounds(afterCancel.amountPaidMinor - afterCancel.totalMinor),
      reason: 'What was paid above the fee',
      refundKey: crypto.randomUUID(),
    }),
  )
  // A fully paid booking cancelled with the policy's fee, part of the rest refunded by bank transfer.
  await done(
    postAdminForm(admin, `/admin/bookings/${references.cancelledOffline}`, {
      intent: 'cancel',
      confirm: 'yes',
      reason: 'Illness',
    }),
  )
  await done(
    postAdminForm(admin, `/admin/bookings/${references.cancelledOffline}`, {
      intent: 'refund',
      via: 'offline',
      offlineReference: 'BACS R-1',
      amount: '200.00',
      reason: 'First part of what we owe',
      refundKey: crypto.randomUUID(),
    }),
  )
  // Balances: one falls due in five days, one fell due three days ago (the office's days).
  const today = zonedDay(new Date())
  const shift = (days: number) => new Date(Date.parse(`${today}T12:00:00.000Z`) + days * 86_400_000).toISOString()
  await db()
    .updateTable('bookings')
    .set({ balanceDueDate: shift(5).slice(0, 10) })
    .where('reference', '=', references.dueSoon)
    .execute()
  await db()
    .updateTable('bookings')
    .set({ balanceDueDate: shift(-3).slice(0, 10) })
    .where('reference', '=', references.overdue)
    .execute()
  // A sales agent's refund above the brand's limit (£100 here) waits for an administrator.
  await db()
    .insertInto('brandMoneySettings')
    .values({
      brandId: 'meridian',
      cancellationPolicy: JSON.stringify(DEFAULT_CANCELLATION_POLICY),
      approvalLimitMinor: 10_000,
      updatedBy: null,
    })
    .execute()
  const waiting = await done(
    postAdminForm(agent, `/admin/bookings/${pendingApprovalReference}`, {
      intent: 'refund',
      via: 'card',
      paymentId: String((await cardPaymentOf(pendingApprovalReference)).id),
      amount: '300.00',
      reason: 'Hotel downgraded',
      refundKey: crypto.randomUUID(),
    }),
  )
  expect(waiting.text).toContain('it waits for an administrator')
  return { admin, agent, references, pendingApprovalReference }
}

beforeAll(async () => {
  story = await workTheBooks()
})

// ------------------------------------------------------------------------------------------------ the ledger's sums

const today = () => zonedDay(new Date())

/** Σ ledger lines per currency: the brand's (or every brand's), recorded in the office-day range. */
async function ledgerSums(brandId: string | null, range: { from: string; to: string }) {
  const { from, until } = instantsOf(range)
  let query = db()
    .selectFrom('bookingLedgerLines as l')
    .innerJoin('bookings as b', 'b.id', 'l.bookingId')
    .select(['l.currency', sql<number>`sum(${sql.ref('l.amountMinor')})`.as('net')])
    .groupBy('l.currency')
  if (brandId) query = query.where('b.brandId', '=', brandId)
  if (from) query = query.where('l.createdAt', '>=', from)
  if (until) query = query.where('l.createdAt', '<', until)
  const rows = await query.execute()
  return Object.fromEntries(rows.map((row) => [row.currency, Number(row.net)]))
}

/** Σ payments received and refunded for the brand in the range, from `payments` and from the provider's rows. */
async function cashSums(range: { from: string; to: string }) {
  const { from, until } = instantsOf(range)
  let query = db()
    .selectFrom('payments as p')
    .innerJoin('bookings as b', 'b.id', 'p.bookingId')
    .innerJoin('paymentTransactions as t', 't.id', 'p.transactionId')
    .select(['p.amountMinor', 't.amountMinor as transactionMinor', 't.provider', 'p.method'])
    .where('b.brandId', '=', 'meridian')
  if (from) query = query.where('p.createdAt', '>=', from)
  if (until) query = query.where('p.createdAt', '<', until)
  const rows = await query.execute()
  const received = rows.filter((row) => row.amountMinor > 0)
  const refunded = rows.filter((row) => row.amountMinor < 0)
  const sum = (values: number[]) => values.reduce((total, value) => total + Number(value), 0)
  return {
    receivedMinor: sum(received.map((row) => row.amountMinor)),
    refundedMinor: -sum(refunded.map((row) => row.amountMinor)),
    providerReceivedMinor: sum(received.map((row) => row.transactionMinor)),
    providerRefundedMinor: sum(refunded.map((row) => row.transactionMinor)),
    movements: rows.length,
  }
}

const range = () => ({ from: today(), to: today() })
const reportPath = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams({ brand: 'meridian', ...query })}`

describe('the reports reconcile with the ledger and the provider', () => {
  it('the story wrote every kind of line and movement', async () => {
    const kinds = await db().selectFrom('bookingLedgerLines').select('kind').distinct().execute()
    expect(kinds.map((row) => row.kind).sort()).toEqual(
      expect.arrayContaining(['amendment', 'cancellation-credit', 'cancellation-fee', 'goodwill-credit', 'sale-item']),
    )
    const methods = await db().selectFrom('payments').select('method').distinct().execute()
    expect(methods.map((row) => row.method).sort()).toEqual(
      expect.arrayContaining(['card', 'cheque', 'offline refund', 'refund']),
    )
  })

  it.each([
    ['sale-date', 'meridian'],
    ['tour', 'meridian'],
    ['brand-market', null],
  ] as const)(
    'revenue by %s: the total is the sum of the ledger’s lines, and the rows add up to it',
    async (by, brand) => {
      const { admin } = story
      const expected = await ledgerSums(brand, range())
      const csv = csvRows(await admin.get(reportPath('/admin/reports/revenue/csv', { by, ...range() })))
      const [headers, ...rows] = csv
      const net = headers!.indexOf('Net revenue')
      const currency = headers!.indexOf('Currency')
      const totals = rows.filter((row) => row[0] === 'Total')
      const body = rows.filter((row) => row[0] !== 'Total')
      expect(Object.fromEntries(totals.map((row) => [row[currency], minor(row[net]!)]))).toEqual(expected)
      for (const total of totals) {
        const ofCurrency = body.filter((row) => row[currency] === total[currency])
        for (const column of ['Sales', 'Cancellations', 'Credits', 'Net revenue', 'Bookings']) {
          const index = headers!.indexOf(column)
          const sum = ofCurrency.reduce(
            (acc, row) => acc + (column === 'Bookings' ? Number(row[index]) * 100 : minor(row[index]!)),
            0,
          )
          expect(sum, `${by} ${column}`).toBe(column === 'Bookings' ? Number(total[index]) * 100 : minor(total[index]!))
        }
        // Sales less cancellations and credits is the net.
        const [sales, cancellations, credits] = ['Sales', 'Cancellations', 'Credits'].map((column) =>
          minor(total[headers!.indexOf(column)]!),
        )
        expect(sales! + cancellations! + credits!).toBe(minor(total[net]!))
      }
    },
  )

  it('revenue by departure date: every line of the departures in the range, whenever recorded', async () => {
    const lines = await db()
      .selectFrom('bookingLedgerLines as l')
      .innerJoin('bookings as b', 'b.id', 'l.bookingId')
      .innerJoin('departures as d', 'd.id', 'b.departureId')
      .select(sql<number>`sum(${sql.ref('l.amountMinor')})`.as('net'))
      .where('b.brandId', '=', 'meridian')
      .where('d.startDate', '>=', '2031-09-01')
      .where('d.startDate', '<=', '2031-09-30')
      .executeTakeFirstOrThrow()
    const csv = csvRows(
      await story.admin.get(
        reportPath('/admin/reports/revenue/csv', { by: 'departure-date', from: '2031-09-01', to: '2031-09-30' }),
      ),
    )
    const total = csv.find((row) => row[0] === 'Total' && row[1] === 'GBP')!
    expect(minor(total.at(-1)!)).toBe(Number(lines.net))
    // Our story's seven bookings all leave on 1 September 2031: their net is what they owe now, by the derivation.
    const ours = await db()
      .selectFrom('bookings')
      .select(sql<number>`sum(${sql.ref('totalMinor')})`.as('total'))
      .where('reference', 'in', [...Object.values(story.references), story.pendingApprovalReference])
      .executeTakeFirstOrThrow()
    const day = csv.find((row) => row[0] === '2031-09-01' && row[1] === 'GBP')!
    expect(minor(day.at(-1)!)).toBe(Number(ours.total))
  })

  it('cash by day: received and refunded equal the payments and the provider’s transactions', async () => {
    const expected = await cashSums(range())
    expect(expected.providerReceivedMinor).toBe(expected.receivedMinor)
    expect(expected.providerRefundedMinor).toBe(expected.refundedMinor)
    expect(expected.refundedMinor).toBeGreaterThan(0)
    const csv = csvRows(await story.admin.get(reportPath('/admin/reports/cash/csv', range())))
    const [headers, ...rows] = csv
    expect(headers).toEqual(['Day', 'Currency', 'Payments and refunds', 'Received', 'Refunded', 'Net cash'])
    const total = rows.find((row) => row[0] === 'Total' && row[1] === 'GBP')!
    expect(total).toEqual([
      'Total',
      'GBP',
      String(expected.movements),
      pounds(expected.receivedMinor),
      pounds(expected.refundedMinor),
      pounds(expected.receivedMinor - expected.refundedMinor),
    ])
    expect(rows.filter((row) => row[0] === today())).toHaveLength(1)
  })

  it('the CSV says what the screen says', async () => {
    for (const by of ['tour', 'sale-date'] as const) {
      const query = { by, ...range() }
      const page = await story.admin.get(reportPath('/admin/reports', query))
      expect(page.status).toBe(200)
      const screen = tableRows(page.text, 'revenue-report')
      const [, ...csv] = csvRows(await story.admin.get(reportPath('/admin/reports/revenue/csv', query)))
      expect(screen.length).toBe(csv.length)
      screen.forEach((cells, rowIndex) => {
        const file = csv[rowIndex]!
        expect(cells.length).toBe(file.length)
        cells.forEach((cell, index) => {
          const money = index >= file.length - 4
          if (money) expect(minor(cell), `${by} row ${rowIndex} cell ${index}`).toBe(minor(file[index]!))
          else if (by === 'sale-date' && index === 0 && file[0] !== 'Total')
            expect(new Date(`${cell} 12:00 UTC`).toISOString().slice(0, 10)).toBe(file[0])
          else expect(cell).toBe(file[index])
        })
      })
    }
    const cashPage = await story.admin.get(reportPath('/admin/reports/cash', range()))
    const cashScreen = tableRows(cashPage.text, 'cash-report')
    const [, ...cashCsv] = csvRows(await story.admin.get(reportPath('/admin/reports/cash/csv', range())))
    expect(
      cashScreen.map((row) => row.slice(1).map((cell, index) => (index >= 2 ? String(minor(cell)) : cell))),
    ).toEqual(cashCsv.map((row) => row.slice(1).map((cell, index) => (index >= 2 ? String(minor(cell)) : cell))))
    // The page draws the chart with a title and a description.
    expect(cashPage.text).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="[^"]+"/)
    expect(cashPage.text).toContain('<title')
    expect(cashPage.text).toContain('<desc')
  })
})

describe('the dashboard after the same story', () => {
  it('shows today’s bookings, net revenue, cash and refunds as the reports do', async () => {
    const page = await story.admin.get('/admin/dashboard?brand=meridian')
    expect(page.status).toBe(200)
    const ledger = await ledgerSums('meridian', range())
    const cash = await cashSums(range())
    expect(gbpOf(figure(page.text, 'net-revenue-today'))).toBe(ledger.GBP)
    expect(gbpOf(figure(page.text, 'cash-received-today'))).toBe(cash.receivedMinor)
    expect(gbpOf(figure(page.text, 'refunds-issued-today'))).toBe(cash.refundedMinor)
    const { from, until } = instantsOf(range())
    const made = await db()
      .selectFrom('bookings')
      .select(sql<number>`count(*)`.as('n'))
      .where('brandId', '=', 'meridian')
      .where('createdAt', '>=', from!)
      .where('createdAt', '<', until!)
      .executeTakeFirstOrThrow()
    expect(Number(figure(page.text, 'bookings-today'))).toBe(Number(made.n))
    // This week and this month contain today.
    expect(gbpOf(figure(page.text, 'net-revenue-month'))).toBe(
      (await ledgerSums('meridian', { from: `${today().slice(0, 8)}01`, to: today() })).GBP,
    )
    expect(Number(figure(page.text, 'bookings-week'))).toBeGreaterThanOrEqual(Number(made.n))
  })

  it('lists balances due and overdue (never a cancelled booking) and the approval waiting, each a link', async () => {
    // The overdue booking was sent one balance reminder; a job that found nothing to send does not count (issue 27).
    const overdueBooking = await bookingRow(story.references.overdue)
    for (const [stage, outcome] of [
      ['14-days-before', `sent to overdue.${overdueBooking.id}@example.com`],
      ['3-days-before', 'not sent: the balance is now due on another date'],
    ] as const) {
      const key = `balance-reminder:${overdueBooking.id}:2020-01-01:${stage}`
      await planJob(db(), { kind: 'balance-reminder', key, brandId: 'meridian', dueAt: '2020-01-01T09:00:00.000Z' })
      await db()
        .updateTable('scheduledJobs')
        .set({ state: 'done', outcome, finishedAt: '2020-01-01T09:00:01.000Z' })
        .where('idempotencyKey', '=', key)
        .execute()
    }
    const page = (await story.admin.get('/admin/dashboard?brand=meridian')).text
    const link = (reference: string) =>
      new RegExp(`href="/admin/bookings/${reference}\\?brand=meridian"[^>]*>${reference}</a>`)
    const due = tableRows(page, 'balances-due').map((row) => row[0])
    const overdue = tableRows(page, 'overdue-balances').map((row) => row[0])
    expect(due).toContain(story.references.dueSoon)
    expect(overdue).toContain(story.references.overdue)
    expect(due).not.toContain(story.references.overdue)
    const remindersOf = (rows: string[][], reference: string) => rows.find((row) => row[0] === reference)?.at(-1)
    expect(remindersOf(tableRows(page, 'overdue-balances'), story.references.overdue)).toBe('1')
    expect(remindersOf(tableRows(page, 'balances-due'), story.references.dueSoon)).toBe('0')
    for (const cancelled of [story.references.amendedCancelled, story.references.cancelledOffline]) {
      expect([...due, ...overdue]).not.toContain(cancelled)
    }
    expect(page).toMatch(link(story.references.dueSoon))
    expect(page).toMatch(link(story.references.overdue))
    const approvals = tableRows(page, 'pending-approvals')
    expect(approvals).toEqual([
      [story.pendingApprovalReference, 'Refund', '£300', 'Hotel downgraded', expect.stringContaining('')],
    ])
    expect(page).toMatch(link(story.pendingApprovalReference))
  })

  it('shows a content editor no money', async () => {
    const { session } = await signedInStaff(server, 'content_editor', 'reports-editor')
    const page = await session.get('/admin/dashboard?brand=meridian')
    expect(page.status).toBe(200)
    expect(page.text).toContain('data-testid="bookings-today"')
    expect(page.text).not.toContain('net-revenue-today')
    expect(page.text).not.toContain('pending-approvals')
    expect((await session.get('/admin/reports?brand=meridian')).status).toBe(403)
    expect((await session.get('/admin/reports/revenue/csv?brand=meridian')).status).toBe(403)
  })
})

describe('a bad range is a clear 400, never a 500', () => {
  it.each([
    ['by=tour&from=2026-02-30&to=2026-03-01', 'Enter the first date as a real day'],
    ['from=2026-11-02&to=2026-11-01', 'The last date must be on or after the first date.'],
    ['by=weekday', 'Choose one of the reports listed.'],
    ['from=2020-01-01&to=2026-01-01', 'Choose a range of at most two years.'],
  ])('?%s', async (query, message) => {
    const page = await story.agent.get(`/admin/reports?brand=meridian&${query}`)
    expect(page.status).toBe(400)
    expect(decoded(page.text)).toContain(message)
    const csv = await story.agent.get(`/admin/reports/revenue/csv?brand=meridian&${query}`)
    expect(csv.status).toBe(400)
    expect(csv.json<{ message: string }>().message).toContain(message)
    const cash = await story.agent.get(`/admin/reports/cash?brand=meridian&${query}`)
    expect(cash.status).toBe(query.startsWith('by=weekday') ? 200 : 400)
  })
})
