import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AvailableRoomsResponse } from '../../app/features/checkout/index.server'
import { bookThroughApi } from '../support/checkout-journey'
import { addDays, zonedDay, zonedInstant } from '../../app/features/ledger/index.server'
import { createBooking, stockDeparture, type StockedDeparture } from '../support/factories'
import { client, type HttpClient } from '../support/http-client'
import { auditRowsFor, postAdminForm, signedInStaff } from '../support/staff-session'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * The back office's bookings over HTTP against the real server (issue 14), on the dialect under test: the list's
 * search and filters, an offline payment, a refund through the sandbox provider (a negative payment; a double submit
 * refunds once), cancelling (the places are on sale again in `availablerooms` and the tour page's departures), the
 * departure manifest CSV, notes, the role rules (a content editor sees no bookings or payments), another brand's
 * booking as a 404, and bad input as a 400 with nothing written. Every write leaves an audit row.
 */

let server: TestServer
const used = new Set<number>()

beforeAll(async () => {
  server = await startTestServer('admin-bookings', { TRUST_PROXY: 'loopback', PAGE_CACHE_TTL_SECONDS: '60' })
})

afterAll(async () => {
  await server?.stop()
})

const db = () => server.database.db

async function bookedDeparture(placesLeft: number, twinsLeft: number) {
  const departure = await stockDeparture(db(), { placesLeft, twinsLeft, startDate: '2031-09-01', used })
  const booked = await bookThroughApi(server, db(), departure, {
    amountToPay: 'Deposit Only',
    leadEmail: `ada.${departure.id}@example.com`,
  })
  return { departure, reference: booked.bookingReference }
}

const bookingRow = (reference: string) =>
  db().selectFrom('bookings').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow()

const paymentsOf = async (reference: string) => {
  const booking = await bookingRow(reference)
  return db().selectFrom('payments').selectAll().where('bookingId', '=', booking.id).orderBy('id').execute()
}

async function availableRooms(departure: StockedDeparture): Promise<AvailableRoomsResponse> {
  const response = await client(server).get(
    `/umbraco/api/checkoutapi/availablerooms?departureId=${departure.id}&filo=${encodeURIComponent(departure.filo)}&transportCode=${encodeURIComponent(departure.transportCode)}`,
  )
  expect(response.status, response.text.slice(0, 200)).toBe(200)
  return response.json<AvailableRoomsResponse>()
}

async function departureStatus(departure: StockedDeparture): Promise<string> {
  const response = await client(server).get(`/umbraco/api/tourdepartures/details?departureId=${departure.id}`)
  expect(response.status).toBe(200)
  return response.json<{ details: { status: string } }>().details.status
}

describe('the bookings list', () => {
  it('finds a booking by reference, passenger name and e-mail, and filters by status and balance', async () => {
    const { reference, departure } = await bookedDeparture(6, 3)
    const { session } = await signedInStaff(server, 'sales_agent')
    const list = async (query: string) => {
      const page = await session.get(`/admin/bookings?${query}`)
      expect(page.status).toBe(200)
      expect(page.headers['cache-control']).toBe('private, no-store')
      // The search box echoes the query: a hit is the booking's row link.
      return page.text.includes(`href="/admin/bookings/${reference}?`) ? `row:${reference}` : 'no row'
    }
    expect(await list(`q=${reference.toLowerCase()}`)).toContain(reference)
    expect(await list('q=lovelace')).toContain(reference)
    expect(await list(`q=ada.${departure.id}%40example.com`)).toContain(reference)
    expect(await list(`q=${reference}&balance=due`)).toContain(reference)
    expect(await list(`q=${reference}&balance=paid`)).not.toContain(reference)
    expect(await list(`q=${reference}&status=cancelled`)).not.toContain(reference)
    expect(await list(`q=${reference}&from=2031-09-01&to=2031-09-01`)).toContain(reference)
    expect(await list(`q=${reference}&from=2031-09-02`)).not.toContain(reference)
    // Nonsense filters are ignored, never a 500.
    const nonsense = await session.get('/admin/bookings?status=%3Cscript%3E&page=-4&from=yesterday')
    expect(nonsense.status).toBe(200)
  })

  it('finds a booking by a traveller’s telephone number in any format and by departure code (issue 26)', async () => {
    const { reference, departure } = await bookedDeparture(6, 3)
    const other = await bookedDeparture(6, 3)
    const booking = await bookingRow(reference)
    const code = (
      await db().selectFrom('departures').select('code').where('id', '=', departure.id).executeTakeFirstOrThrow()
    ).code
    // Numbers no other booking has: the lead's mobile as a caller might have typed it, the second traveller's home.
    const serial = String(departure.id).padStart(6, '0').slice(-6)
    await db()
      .updateTable('bookingPassengers')
      .set({ mobilePhone: `+44 (0)7700-9${serial.slice(0, 2)} ${serial.slice(2)}` })
      .where('bookingId', '=', booking.id)
      .where('isLead', '=', 1)
      .execute()
    await db()
      .updateTable('bookingPassengers')
      .set({ homePhone: `01632 8${serial}` })
      .where('bookingId', '=', booking.id)
      .where('isLead', '=', 0)
      .execute()
    const { session } = await signedInStaff(server, 'sales_agent')
    const hits = async (q: string) => {
      const page = await session.get(`/admin/bookings?q=${encodeURIComponent(q)}`)
      expect(page.status, q).toBe(200)
      return [...page.text.matchAll(/href="\/admin\/bookings\/([A-Z0-9-]+)\?/g)].map((match) => match[1])
    }
    for (const typed of [`07700 9${serial}`, `+447700 9${serial}`, `7700-9${serial}`, `(01632) 8${serial}`])
      expect(await hits(typed), typed).toEqual([reference])
    expect(await hits(`07700 8${serial}`)).toEqual([])

    expect(await hits(code)).toContain(reference)
    expect(await hits(code.toLowerCase())).toContain(reference)
    expect(await hits(code)).not.toContain(other.reference)
    const otherCode = (
      await db().selectFrom('departures').select('code').where('id', '=', other.departure.id).executeTakeFirstOrThrow()
    ).code
    expect(await hits(otherCode)).not.toContain(reference)
    expect(await hits('NO-SUCH-DEPARTURE-ZZ')).toEqual([])

    const tooLong = await session.get(`/admin/bookings?q=${'9'.repeat(101)}`)
    expect(tooLong.status).toBe(400)
    expect(tooLong.text).toContain('Search for at most 100 characters.')
    const editor = await signedInStaff(server, 'content_editor')
    expect((await editor.session.get(`/admin/bookings?q=${encodeURIComponent(code)}`)).status).toBe(403)
  })
})

describe('a booking’s money', () => {
  it('records an offline payment: the balance drops, the payment and an audit row are written', async () => {
    const { reference } = await bookedDeparture(6, 3)
    const { session } = await signedInStaff(server, 'sales_agent')
    const before = await bookingRow(reference)
    const page = await session.get(`/admin/bookings/${reference}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(`Booking ${reference}`)

    const paid = await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'offline-payment',
      amount: '125.50',
      method: 'bank transfer',
      paymentReference: 'BACS 991',
    })
    expect(paid.status).toBe(200)
    expect(paid.text).toContain('The payment is recorded and the balance updated.')
    const after = await bookingRow(reference)
    expect(after.amountPaidMinor).toBe(before.amountPaidMinor + 12_550)
    const offline = (await paymentsOf(reference)).at(-1)!
    expect(offline).toMatchObject({ amountMinor: 12_550, method: 'bank transfer', reference: 'BACS 991' })
    const audit = await auditRowsFor(server, 'booking.offline-payment', reference)
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0]!.beforeJson!)).toMatchObject({ amountPaidMinor: before.amountPaidMinor })
    expect(JSON.parse(audit[0]!.afterJson!)).toMatchObject({ amountPaidMinor: before.amountPaidMinor + 12_550 })

    // More than the balance, or not an amount: 400, nothing written.
    const balance = after.totalMinor - after.amountPaidMinor
    const tooMuch = await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'offline-payment',
      amount: ((balance + 1) / 100).toFixed(2),
      method: 'cheque',
      paymentReference: '',
    })
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.text).toContain('The amount is more than the balance.')
    const notAnAmount = await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'offline-payment',
      amount: 'lots',
      method: 'gold bars',
      paymentReference: '',
    })
    expect(notAnAmount.status).toBe(400)
    expect(await paymentsOf(reference)).toHaveLength(2)
    expect((await bookingRow(reference)).amountPaidMinor).toBe(after.amountPaidMinor)

    // Paying the rest makes the booking paid in full.
    const rest = await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'offline-payment',
      amount: (balance / 100).toFixed(2),
      method: 'card by phone',
      paymentReference: '',
    })
    expect(rest.status).toBe(200)
    expect(await bookingRow(reference)).toMatchObject({ type: 'paid', balanceDueDate: null })
  })

  it('gives a reservation a payment deadline from its page (issue 26): planned, shown and audited; bad days refused', async () => {
    const departure = await stockDeparture(db(), { placesLeft: 4, twinsLeft: 2, startDate: '2031-09-01', used })
    const reserved = await createBooking(db(), {
      departureId: departure.id,
      roomIds: [departure.twin.id],
      payments: 'none',
    })
    const reference = reserved.booking.reference
    const { session } = await signedInStaff(server, 'sales_agent')
    expect((await session.get(`/admin/bookings/${reference}`)).text).toContain('No payment deadline is set')
    const deadline = addDays(zonedDay(new Date()), 3)
    const set = await postAdminForm(session, `/admin/bookings/${reference}`, { intent: 'payment-deadline', deadline })
    expect(set.status).toBe(200)
    expect(set.text).toContain('The payment deadline is set')
    expect((await bookingRow(reference)).paymentDeadline).toBe(deadline)
    expect(
      await db()
        .selectFrom('scheduledJobs')
        .select(['kind', 'dueAt'])
        .where('idempotencyKey', '=', `reservation-release:${reserved.booking.id}:${deadline}`)
        .execute(),
    ).toEqual([{ kind: 'reservation-release', dueAt: zonedInstant(addDays(deadline, 1), 9) }])
    expect(await auditRowsFor(server, 'booking.payment-deadline', reference)).toHaveLength(1)

    for (const [typed, message] of [
      ['soon', 'Enter the deadline as a date.'],
      ['2020-01-01', 'The deadline cannot be in the past.'],
      ['2031-09-01', 'The deadline must be before the departure date.'],
    ] as const) {
      const refused = await postAdminForm(session, `/admin/bookings/${reference}`, {
        intent: 'payment-deadline',
        deadline: typed,
      })
      expect(refused.status, typed).toBe(400)
      expect(refused.text).toContain(message)
    }
    expect((await bookingRow(reference)).paymentDeadline).toBe(deadline)
    const taken = await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'payment-deadline',
      deadline: '',
    })
    expect(taken.status).toBe(200)
    expect((await bookingRow(reference)).paymentDeadline).toBeNull()

    // A booking with money paid is no reservation: refused.
    const { reference: paid } = await bookedDeparture(6, 3)
    const notReserved = await postAdminForm(session, `/admin/bookings/${paid}`, {
      intent: 'payment-deadline',
      deadline,
    })
    expect(notReserved.status).toBe(409)
  })

  it('refunds through the sandbox: a negative payment, the balance goes up, and a double submit refunds once', async () => {
    const { reference } = await bookedDeparture(6, 3)
    const { session } = await signedInStaff(server, 'administrator')
    const before = await bookingRow(reference)
    const card = (await paymentsOf(reference)).find((payment) => payment.method === 'card')!
    const form = {
      intent: 'refund',
      via: 'card',
      paymentId: String(card.id),
      amount: '20.00',
      reason: 'Customer asked',
      refundKey: crypto.randomUUID(),
    }
    const first = await postAdminForm(session, `/admin/bookings/${reference}`, form)
    expect(first.status).toBe(200)
    expect(first.text).toContain('The refund went back to the card')
    const again = await postAdminForm(session, `/admin/bookings/${reference}`, form)
    expect(again.status).toBe(200)
    expect(again.text).toContain('This refund was already made.')

    const refunds = (await paymentsOf(reference)).filter((payment) => payment.method === 'refund')
    expect(refunds).toHaveLength(1)
    expect(refunds[0]!.amountMinor).toBe(-2000)
    expect((await bookingRow(reference)).amountPaidMinor).toBe(before.amountPaidMinor - 2000)
    const original = await db()
      .selectFrom('paymentTransactions')
      .selectAll()
      .where('id', '=', card.transactionId)
      .executeTakeFirstOrThrow()
    expect(original.refundedMinor).toBe(2000)
    expect(await auditRowsFor(server, 'booking.refund', reference)).toHaveLength(1)

    // Not more than is left on the payment.
    const tooMuch = await postAdminForm(session, `/admin/bookings/${reference}`, {
      ...form,
      amount: (card.amountMinor / 100).toFixed(2),
      refundKey: crypto.randomUUID(),
    })
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.text).toContain('more than is left to refund')
  })
})

describe('cancelling', () => {
  it('frees the booking’s places: availablerooms and the tour page’s departure show them again', async () => {
    const { departure, reference } = await bookedDeparture(2, 1)
    expect((await availableRooms(departure)).maxAvailable).toBe(0)
    expect(await departureStatus(departure)).toBe('Sold out')

    const { session } = await signedInStaff(server, 'sales_agent')
    const manifest = await session.get(`/admin/exports/manifest?departureId=${departure.id}`)
    expect(manifest.status).toBe(200)
    expect(manifest.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(manifest.headers['content-disposition']).toMatch(/^attachment; filename="manifest-.+\.csv"$/)
    const lines = manifest.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toMatch(/^Booking reference,Title,First name,Last name,Date of birth/)
    expect(lines.slice(1).filter((line) => line.startsWith(reference))).toHaveLength(2)
    expect(manifest.text).toContain(`${reference},Ms,Ada,Lovelace,1970-12-10`)

    const unconfirmed = await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'cancel',
      reason: 'Customer is unwell',
    })
    expect(unconfirmed.status).toBe(400)
    expect((await bookingRow(reference)).status).toBe('confirmed')

    const cancelled = await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'cancel',
      confirm: 'yes',
      reason: 'Customer is unwell',
    })
    expect(cancelled.status).toBe(200)
    expect(await bookingRow(reference)).toMatchObject({ status: 'cancelled' })
    expect((await availableRooms(departure)).maxAvailable).toBe(2)
    expect(await departureStatus(departure)).not.toBe('Sold out')
    expect(await auditRowsFor(server, 'booking.cancel', reference)).toHaveLength(1)

    // Twice is refused, and the places are not given back twice.
    const twice = await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'cancel',
      confirm: 'yes',
      reason: 'Customer is unwell',
    })
    expect(twice.status).toBe(409)
    expect((await availableRooms(departure)).maxAvailable).toBe(2)
    // A cancelled booking is off the manifest.
    const after = await session.get(`/admin/exports/manifest?departureId=${departure.id}`)
    expect(after.text).not.toContain(reference)
  })
})

describe('e-mails', () => {
  it('sends the confirmation again to the lead passenger, listed on the booking and audited', async () => {
    const { reference, departure } = await bookedDeparture(6, 3)
    const to = `ada.${departure.id}@example.com`
    const confirmations = () =>
      db()
        .selectFrom('emailOutbox')
        .selectAll()
        .where('toAddress', '=', to)
        .where('kind', '=', 'booking-confirmation')
        .execute()
    expect(await confirmations()).toHaveLength(1)
    const { session } = await signedInStaff(server, 'sales_agent')
    const sent = await postAdminForm(session, `/admin/bookings/${reference}`, { intent: 'resend-confirmation' })
    expect(sent.status).toBe(200)
    expect(sent.text).toContain(`The confirmation e-mail is on its way to ${to}.`)
    const letters = await confirmations()
    expect(letters).toHaveLength(2)
    expect(letters[1]!.subject).toContain(reference)
    expect(letters[1]!.textBody).toMatch(
      new RegExp(`https?://localhost(:\\d+)?/checkout\\?bookingReference=${reference}`),
    )
    expect(await auditRowsFor(server, 'booking.resend-confirmation', reference)).toHaveLength(1)
    const page = await session.get(`/admin/bookings/${reference}`)
    expect(page.text.split(`Your booking ${reference}`).length - 1).toBeGreaterThanOrEqual(2)
  })
})

describe('amending passengers', () => {
  it('corrects a passenger’s name and date of birth, validated, audited, and only on this booking', async () => {
    const { reference } = await bookedDeparture(6, 3)
    const other = await bookedDeparture(6, 3)
    const booking = await bookingRow(reference)
    const passengers = await db()
      .selectFrom('bookingPassengers')
      .selectAll()
      .where('bookingId', '=', booking.id)
      .orderBy('position')
      .execute()
    const lead = passengers.find((passenger) => passenger.isLead === 1)!
    const { session } = await signedInStaff(server, 'sales_agent')
    const amend = (change: Record<string, string>, ref = reference) =>
      postAdminForm(session, `/admin/bookings/${ref}`, {
        intent: 'amend-passenger',
        passengerId: String(lead.id),
        title: 'Mrs',
        firstName: 'Augusta',
        lastName: 'King',
        dateOfBirth: '1952-12-10',
        email: 'augusta@example.com',
        mobilePhone: '07700 900456',
        ...change,
      })
    const bad: Record<string, string>[] = [
      { dateOfBirth: '1952-02-30' },
      { firstName: 'R2D2' },
      { email: '' },
      { title: 'Lord' },
    ]
    for (const change of bad) {
      expect((await amend(change)).status).toBe(400)
    }
    const elsewhere = await amend({}, other.reference)
    expect(elsewhere.status).toBe(404)
    const unchanged = await db()
      .selectFrom('bookingPassengers')
      .selectAll()
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow()
    expect(unchanged).toEqual(lead)

    const saved = await amend({})
    expect(saved.status).toBe(200)
    expect(
      await db().selectFrom('bookingPassengers').selectAll().where('id', '=', lead.id).executeTakeFirstOrThrow(),
    ).toMatchObject({
      title: 'Mrs',
      firstName: 'Augusta',
      lastName: 'King',
      dateOfBirth: '1952-12-10',
      email: 'augusta@example.com',
    })
    const audit = await auditRowsFor(server, 'booking.amend-passenger', reference)
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0]!.beforeJson!)).toMatchObject({ firstName: lead.firstName, lastName: lead.lastName })
  })
})

describe('notes, roles and brands', () => {
  it('adds a note with an audit row', async () => {
    const { reference } = await bookedDeparture(6, 3)
    const { session } = await signedInStaff(server, 'sales_agent')
    const empty = await postAdminForm(session, `/admin/bookings/${reference}`, { intent: 'note', body: '  ' })
    expect(empty.status).toBe(400)
    const noted = await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'note',
      body: 'Asked for a ground-floor room <b>please</b>',
    })
    expect(noted.status).toBe(200)
    expect(noted.text).toContain('Asked for a ground-floor room &lt;b&gt;please&lt;/b&gt;')
    expect(await auditRowsFor(server, 'booking.note', reference)).toHaveLength(1)
  })

  it('a content editor sees no bookings, payments or manifests; a form without its CSRF field is refused', async () => {
    const { reference, departure } = await bookedDeparture(6, 3)
    const { session } = await signedInStaff(server, 'content_editor')
    expect((await session.get('/admin/bookings')).status).toBe(403)
    expect((await session.get(`/admin/bookings/${reference}`)).status).toBe(403)
    expect((await session.get(`/admin/exports/manifest?departureId=${departure.id}`)).status).toBe(403)
    const write = await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'cancel',
      confirm: 'yes',
      reason: 'Customer is unwell',
    })
    expect(write.status).toBe(403)
    expect((await bookingRow(reference)).status).toBe('confirmed')

    const agent = await signedInStaff(server, 'sales_agent')
    const forged = await postAdminForm(
      agent.session,
      `/admin/bookings/${reference}`,
      { intent: 'cancel', confirm: 'yes', reason: 'Customer is unwell' },
      { csrf: false },
    )
    expect(forged.status).toBe(403)
    expect((await bookingRow(reference)).status).toBe('confirmed')
  })

  it('another brand’s booking is not found, and a customer session opens nothing', async () => {
    const { reference, departure } = await bookedDeparture(6, 3)
    const { session } = await signedInStaff(server, 'administrator')
    expect((await session.get(`/admin/bookings/${reference}?brand=cavendish`)).status).toBe(404)
    expect((await session.get(`/admin/bookings/NOPE123?brand=meridian`)).status).toBe(404)
    expect((await session.get(`/admin/exports/manifest?departureId=${departure.id}&brand=cavendish`)).status).toBe(404)
    expect((await session.get(`/admin/exports/manifest?departureId=abc`)).status).toBe(400)
    const cavendishList = await session.get(`/admin/bookings?brand=cavendish&q=${reference}`)
    expect(cavendishList.text).toContain('No bookings match.')

    const stranger: HttpClient = client(server)
    const page = await stranger.get(`/admin/bookings/${reference}`)
    expect(page.status).toBe(302)
    expect(page.headers.location).toBe('/admin/login')
  })
})
