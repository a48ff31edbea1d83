import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { BOOKING_DATA_PATH, type AccountBooking } from '../../app/features/account/account-contract'
import { AUTH_PATHS } from '../../app/features/auth/auth-contract'
import { DEFAULT_AMENDMENT_FEE_MINOR } from '../../app/features/ledger'
import { moneySettingsOf, saveMoneySettings } from '../../app/features/ledger/index.server'
import { formatMoney } from '../../app/lib/money'
import { bookThroughApi, JOURNEY_PASSENGERS } from '../support/checkout-journey'
import { stockDeparture, type StockedDeparture } from '../support/factories'
import { client } from '../support/http-client'
import { auditRowsFor, postAdminForm, signedInStaff } from '../support/staff-session'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * Staff amend a booking (issue 26; ADR 0060), over HTTP against the real server on the dialect under test: each kind
 * of change previews without writing, then writes its places, rows, `amendment` ledger lines (the difference and the
 * fee), the settled money, an audit row and the customer's "amended" e-mail; refused after departure and (excursions)
 * in the 10-day window with nothing written; bad input is a 400, another brand's booking a 404; and a transfer racing
 * web bookings on both departures never oversells either.
 */

let server: TestServer
const used = new Set<number>()

beforeAll(async () => {
  server = await startTestServer('booking-amendments', { TRUST_PROXY: 'loopback' })
})

afterAll(async () => {
  await server?.stop()
})

const db = () => server.database.db
const FAR = '2031-09-01'
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

async function booked(
  stock: { placesLeft?: number; twinsLeft?: number; withExcursions?: boolean; paidInFull?: boolean } = {},
) {
  const departure = await stockDeparture(db(), {
    placesLeft: stock.placesLeft ?? 8,
    twinsLeft: stock.twinsLeft ?? 3,
    startDate: FAR,
    withExcursions: stock.withExcursions,
    used,
  })
  const journey = await bookThroughApi(server, db(), departure, {
    amountToPay: stock.paidInFull ? 'Full Balance' : 'Deposit Only',
    leadEmail: `ada.${departure.id}@example.com`,
  })
  return { departure, reference: journey.bookingReference }
}

const bookingRow = (reference: string) =>
  db().selectFrom('bookings').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow()
const departureRow = (id: number) =>
  db().selectFrom('departures').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const roomRow = (id: number) => db().selectFrom('rooms').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const linesOf = async (reference: string) =>
  db()
    .selectFrom('bookingLedgerLines')
    .selectAll()
    .where('bookingId', '=', (await bookingRow(reference)).id)
    .orderBy('id')
    .execute()
const passengersOf = async (reference: string) =>
  db()
    .selectFrom('bookingPassengers')
    .leftJoin('bookingRooms', 'bookingRooms.id', 'bookingPassengers.bookingRoomId')
    .select(['bookingPassengers.id', 'firstName', 'lastName', 'isLead', 'bookingRoomId', 'bookingRooms.name as room'])
    .where('bookingPassengers.bookingId', '=', (await bookingRow(reference)).id)
    .orderBy('position')
    .execute()
const amendedEmails = (reference: string) =>
  db()
    .selectFrom('emailOutbox')
    .selectAll()
    .where('kind', '=', 'booking-amended')
    .where('subject', 'like', `%${reference}%`)
    .execute()

/** Everything an amendment could write, to compare before and after a refused or previewed one. */
async function snapshot(reference: string, departure: StockedDeparture) {
  return {
    booking: await bookingRow(reference),
    lines: await linesOf(reference),
    passengers: await passengersOf(reference),
    departure: await departureRow(departure.id),
    single: await roomRow(departure.single.id),
    twin: await roomRow(departure.twin.id),
    emails: (await amendedEmails(reference)).length,
  }
}

const ADD_SINGLE = (departure: StockedDeparture) => ({
  intent: 'amend',
  kind: 'add-traveller',
  roomChoice: `new:${departure.single.id}`,
  title: 'Mrs',
  firstName: 'Mary',
  lastName: 'Somerville',
  dateOfBirth: '1960-12-26',
  reason: 'Customer rang: her friend joins',
})

describe('adding and removing a traveller', () => {
  it('previews the price, fee and new balance writing nothing; the confirm writes places, rows, lines, audit, e-mail', async () => {
    const { departure, reference } = await booked()
    const { session } = await signedInStaff(server, 'sales_agent')
    const before = await snapshot(reference, departure)

    const preview = await postAdminForm(session, `/admin/bookings/${reference}`, {
      ...ADD_SINGLE(departure),
      step: 'review',
    })
    expect(preview.status, preview.text.slice(0, 300)).toBe(200)
    expect(preview.text).toContain('Traveller added: Mary Somerville, in a new')
    expect(await snapshot(reference, departure)).toEqual(before)

    const done = await postAdminForm(session, `/admin/bookings/${reference}`, {
      ...ADD_SINGLE(departure),
      confirm: 'yes',
    })
    expect(done.status, done.text.slice(0, 300)).toBe(200)
    const after = await snapshot(reference, departure)
    const price = departure.single.price
    expect(after.booking.totalMinor).toBe(before.booking.totalMinor + price + DEFAULT_AMENDMENT_FEE_MINOR)
    expect(after.booking.amountPaidMinor).toBe(before.booking.amountPaidMinor)
    expect(after.lines.slice(before.lines.length)).toMatchObject([
      { kind: 'amendment', amountMinor: price, description: expect.stringContaining('Mary Somerville') },
      { kind: 'amendment', amountMinor: DEFAULT_AMENDMENT_FEE_MINOR, description: 'Amendment fee' },
    ])
    expect(after.departure.seatsSold).toBe(before.departure.seatsSold + 1)
    expect(after.single.sold).toBe(before.single.sold + 1)
    expect(after.passengers.at(-1)).toMatchObject({ firstName: 'Mary', lastName: 'Somerville', isLead: 0 })
    expect(after.passengers.at(-1)?.room).toBe(departure.single.name)
    const [email] = await amendedEmails(reference)
    expect(email?.textBody).toContain('Traveller added: Mary Somerville')
    expect(email?.textBody).toContain(`New total ${formatMoney(after.booking.totalMinor, 'GBP')}`)
    const [audit] = await auditRowsFor(server, 'booking.amend.add-traveller', reference)
    expect(JSON.parse(audit!.beforeJson!)).toMatchObject({ totalMinor: before.booking.totalMinor })
    expect(JSON.parse(audit!.afterJson!)).toMatchObject({
      totalMinor: after.booking.totalMinor,
      differenceMinor: price,
      feeMinor: DEFAULT_AMENDMENT_FEE_MINOR,
    })

    // The manifest lists her with her room.
    const csv = await session.get(`/admin/departures/${departure.id}/manifest.csv?brand=meridian`)
    const row = csv.text.split('\n').find((line) => line.includes('Somerville'))
    expect(row).toContain(departure.single.name)
  })

  it('removing a sharing traveller gives back their extras only; a waived fee writes no fee line but needs a reason', async () => {
    const { departure, reference } = await booked()
    const { session } = await signedInStaff(server, 'sales_agent')
    const charles = (await passengersOf(reference)).find((p) => p.firstName === 'Charles')!
    const remove = (fields: Record<string, string>) =>
      postAdminForm(session, `/admin/bookings/${reference}`, {
        intent: 'amend',
        kind: 'remove-traveller',
        passengerId: String(charles.id),
        reason: 'He cannot travel',
        confirm: 'yes',
        ...fields,
      })
    const before = await snapshot(reference, departure)
    const noReason = await remove({ waiveFee: 'yes', waiverReason: '' })
    expect(noReason.status).toBe(400)
    expect(noReason.text).toContain('Give the reason for waiving the fee.')
    expect(await snapshot(reference, departure)).toEqual(before)

    const done = await remove({ waiveFee: 'yes', waiverReason: 'Bereavement' })
    expect(done.status, done.text.slice(0, 300)).toBe(200)
    const after = await snapshot(reference, departure)
    expect(after.lines).toHaveLength(before.lines.length)
    expect(after.booking.totalMinor).toBe(before.booking.totalMinor)
    expect(after.passengers.map((p) => p.firstName)).toEqual(['Ada'])
    // The twin stays the booking's, whole: no place comes back until the room changes.
    expect(after.departure.seatsSold).toBe(before.departure.seatsSold)
    const [audit] = await auditRowsFor(server, 'booking.amend.remove-traveller', reference)
    expect(JSON.parse(audit!.afterJson!)).toMatchObject({ feeWaived: true, waiverReason: 'Bereavement', feeMinor: 0 })
    expect(await amendedEmails(reference)).toHaveLength(1)

    // The lead cannot be removed, nor the last traveller.
    const lead = after.passengers[0]!
    const leadGone = await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'amend',
      kind: 'remove-traveller',
      passengerId: String(lead.id),
      reason: 'x',
      confirm: 'yes',
    })
    expect(leadGone.status).toBe(400)
  })
})

describe('the balance an amendment opens', () => {
  it('on a booking paid in full is due on the checkout’s terms (84 days before departure), not at once', async () => {
    const { departure, reference } = await booked({ paidInFull: true })
    const before = await bookingRow(reference)
    expect(before.amountPaidMinor).toBe(before.totalMinor)
    expect(before.balanceDueDate).toBeNull()
    const { session } = await signedInStaff(server, 'sales_agent')
    const done = await postAdminForm(session, `/admin/bookings/${reference}`, {
      ...ADD_SINGLE(departure),
      confirm: 'yes',
    })
    expect(done.status, done.text.slice(0, 300)).toBe(200)
    const after = await bookingRow(reference)
    expect(after.totalMinor - after.amountPaidMinor).toBe(departure.single.price + DEFAULT_AMENDMENT_FEE_MINOR)
    expect(after.balanceDueDate).toBe('2031-06-09')
  })
})

describe('changing a room', () => {
  it('moves rooms.sold and the seats, and charges the difference at the checkout’s prices', async () => {
    const { departure, reference } = await booked()
    const { session } = await signedInStaff(server, 'administrator')
    const charles = (await passengersOf(reference)).find((p) => p.firstName === 'Charles')!
    const removed = await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'amend',
      kind: 'remove-traveller',
      passengerId: String(charles.id),
      reason: 'He cannot travel',
      confirm: 'yes',
    })
    expect(removed.status).toBe(200)
    const room = await db()
      .selectFrom('bookingRooms')
      .selectAll()
      .where('bookingId', '=', (await bookingRow(reference)).id)
      .executeTakeFirstOrThrow()
    const before = await snapshot(reference, departure)
    const change = await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'amend',
      kind: 'change-room',
      bookingRoomId: String(room.id),
      roomTypeId: String(departure.single.id),
      reason: 'Travelling alone now',
      confirm: 'yes',
    })
    expect(change.status, change.text.slice(0, 300)).toBe(200)
    const after = await snapshot(reference, departure)
    const difference = departure.single.price - 2 * departure.twin.price
    expect(after.booking.totalMinor).toBe(before.booking.totalMinor + difference + DEFAULT_AMENDMENT_FEE_MINOR)
    expect(after.lines.slice(before.lines.length).map((line) => line.amountMinor)).toEqual([
      difference,
      DEFAULT_AMENDMENT_FEE_MINOR,
    ])
    expect(after.twin.sold).toBe(before.twin.sold - 1)
    expect(after.single.sold).toBe(before.single.sold + 1)
    expect(after.departure.seatsSold).toBe(before.departure.seatsSold - 1)
    expect(after.passengers[0]?.room).toBe(departure.single.name)

    // A room the travellers do not fit is a 400 and writes nothing.
    const settled = await snapshot(reference, departure)
    const tooSmall = await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'amend',
      kind: 'change-room',
      bookingRoomId: String(room.id),
      roomTypeId: String(departure.single.id),
      reason: 'Again',
      confirm: 'yes',
    })
    expect(tooSmall.status).toBe(400)
    expect(await snapshot(reference, departure)).toEqual(settled)
  })
})

describe('the brand’s amendment fee', () => {
  it('charges the fee the brand set on its money settings', async () => {
    const { departure, reference } = await booked()
    const settings = await moneySettingsOf(db(), 'meridian')
    const save = (amendmentFeeMinor: number | null) =>
      saveMoneySettings(db(), {
        brandId: 'meridian',
        policy: settings.policy,
        approvalLimitMinor: settings.approvalLimitMinor,
        reminderDaysBefore: settings.reminderDaysBefore,
        overdueCancelAfterDays: settings.overdueCancelAfterDays,
        amendmentFeeMinor,
        staffId: null,
      })
    await save(4_000)
    onTestFinished(async () => {
      await save(settings.amendmentFeeMinor)
    })
    const { session } = await signedInStaff(server, 'sales_agent')
    const before = await bookingRow(reference)
    const done = await postAdminForm(session, `/admin/bookings/${reference}`, {
      ...ADD_SINGLE(departure),
      confirm: 'yes',
    })
    expect(done.status, done.text.slice(0, 300)).toBe(200)
    expect((await linesOf(reference)).at(-1)).toMatchObject({ description: 'Amendment fee', amountMinor: 4_000 })
    expect((await bookingRow(reference)).totalMinor).toBe(before.totalMinor + departure.single.price + 4_000)
  })
})

describe('excursions and the refusals', () => {
  it('adds an excursion at its price and removes it at what it was sold for; closed within 10 days', async () => {
    const { departure, reference } = await booked({ withExcursions: true })
    const { session } = await signedInStaff(server, 'sales_agent')
    const excursion = await db()
      .selectFrom('excursions')
      .selectAll()
      .where('tourId', '=', departure.tourId)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const ada = (await passengersOf(reference))[0]!
    const post = (action: 'add' | 'remove') =>
      postAdminForm(session, `/admin/bookings/${reference}`, {
        intent: 'amend',
        kind: 'excursions',
        action,
        passengerId: String(ada.id),
        excursionId: String(excursion.id),
        reason: 'Asked on the phone',
        waiveFee: 'yes',
        waiverReason: 'Excursion changes are free',
        confirm: 'yes',
      })
    const before = await bookingRow(reference)
    expect((await post('add')).status).toBe(200)
    expect((await bookingRow(reference)).totalMinor).toBe(before.totalMinor + excursion.priceMinor)
    expect((await post('add')).status).toBe(400)
    expect((await post('remove')).status).toBe(200)
    expect((await bookingRow(reference)).totalMinor).toBe(before.totalMinor)

    await db()
      .updateTable('departures')
      .set({ startDate: daysFromToday(9) })
      .where('id', '=', departure.id)
      .execute()
    const closed = await snapshot(reference, departure)
    const refused = await post('add')
    expect(refused.status).toBe(409)
    expect(refused.text).toContain('Excursions cannot be changed within 10 days of departure.')
    expect(await snapshot(reference, departure)).toEqual(closed)
  })

  it('refuses every change once the holiday has departed, writing nothing', async () => {
    const { departure, reference } = await booked()
    await db()
      .updateTable('departures')
      .set({ startDate: daysFromToday(0) })
      .where('id', '=', departure.id)
      .execute()
    const { session } = await signedInStaff(server, 'administrator')
    const before = await snapshot(reference, departure)
    const refused = await postAdminForm(session, `/admin/bookings/${reference}`, {
      ...ADD_SINGLE(departure),
      confirm: 'yes',
    })
    expect(refused.status).toBe(409)
    expect(refused.text).toContain('This holiday has departed')
    expect(await snapshot(reference, departure)).toEqual(before)
  })

  it('answers bad input with 400 field errors and another brand’s booking with 404, writing nothing', async () => {
    const { departure, reference } = await booked()
    const { session } = await signedInStaff(server, 'administrator')
    const before = await snapshot(reference, departure)
    const bad: Record<string, string>[] = [
      { firstName: '' },
      { dateOfBirth: '2099-01-01' },
      { roomChoice: 'penthouse' },
      { reason: '' },
      { kind: 'upgrade-to-first-class' },
      { roomChoice: 'new:999999' },
    ]
    for (const change of bad) {
      const response = await postAdminForm(session, `/admin/bookings/${reference}`, {
        ...ADD_SINGLE(departure),
        confirm: 'yes',
        ...change,
      })
      expect(response.status, JSON.stringify(change)).toBe(400)
    }
    const elsewhere = await postAdminForm(session, `/admin/bookings/${reference}?brand=cavendish`, {
      ...ADD_SINGLE(departure),
      confirm: 'yes',
    })
    expect(elsewhere.status).toBe(404)
    expect(await snapshot(reference, departure)).toEqual(before)
  })
})

describe('transfer to another departure', () => {
  it('reprices on the new departure, moves the places and the rooms, and the customer sees the new figures', async () => {
    const email = `transfer.${Date.now()}@example.com`
    const customer = client(server)
    const registered = await customer.post(AUTH_PATHS.register, {
      email,
      password: 'Correct-Horse-Battery-9',
      confirmPassword: 'Correct-Horse-Battery-9',
    })
    expect(registered.status, registered.text).toBe(200)
    const from = await stockDeparture(db(), { placesLeft: 6, twinsLeft: 3, startDate: FAR, used })
    const to = await stockDeparture(db(), { placesLeft: 6, twinsLeft: 3, startDate: '2031-10-01', used })
    const { bookingReference: reference } = await bookThroughApi(server, db(), from, {
      browser: customer,
      leadEmail: email,
      amountToPay: 'Deposit Only',
    })
    const before = {
      booking: await bookingRow(reference),
      from: await departureRow(from.id),
      to: await departureRow(to.id),
    }
    const { session } = await signedInStaff(server, 'sales_agent')
    const transfer = await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'amend',
      kind: 'transfer',
      departureCode: (await departureRow(to.id)).code,
      reason: 'Customer prefers October',
      confirm: 'yes',
    })
    expect(transfer.status, transfer.text.slice(0, 300)).toBe(200)
    const booking = await bookingRow(reference)
    expect(booking.departureId).toBe(to.id)
    const difference = 2 * to.twin.price - 2 * from.twin.price
    expect(booking.totalMinor).toBe(before.booking.totalMinor + difference + DEFAULT_AMENDMENT_FEE_MINOR)
    expect((await departureRow(from.id)).seatsSold).toBe(before.from.seatsSold - 2)
    expect((await departureRow(to.id)).seatsSold).toBe(before.to.seatsSold + 2)
    expect((await roomRow(to.twin.id)).sold).toBe(20 - 3 + 1)
    expect((await roomRow(from.twin.id)).sold).toBe(20 - 3 + 1 - 1)
    const rooms = await db().selectFrom('bookingRooms').selectAll().where('bookingId', '=', booking.id).execute()
    expect(rooms.map((room) => room.roomId)).toEqual([to.twin.id])
    const [audit] = await auditRowsFor(server, 'booking.amend.transfer', reference)
    expect(JSON.parse(audit!.afterJson!)).toMatchObject({ fromDepartureId: from.id, toDepartureId: to.id })

    const data = await customer.get(`${BOOKING_DATA_PATH}?bookingReference=${reference}`)
    expect(data.status).toBe(200)
    const seen = data.json<AccountBooking>()
    expect(seen.subtotal).toBe(booking.totalMinor)
    expect(seen.statement.at(-1)).toMatchObject({ description: 'Change to your booking: Amendment fee' })
    // The balance is due on the new departure's terms: 84 days before 1 October 2031.
    expect(before.booking.balanceDueDate).toBe('2031-06-09')
    expect(booking.balanceDueDate).toBe('2031-07-09')
  })

  it('counts a web checkout’s live hold: the transfer of the last places is refused with nothing moved', async () => {
    const from = await stockDeparture(db(), { placesLeft: 4, twinsLeft: 2, startDate: FAR, used })
    const to = await stockDeparture(db(), { placesLeft: 2, twinsLeft: 1, startDate: '2031-10-01', used })
    const { bookingReference: reference } = await bookThroughApi(server, db(), from, {
      leadEmail: `held.${from.id}@example.com`,
    })
    // A visitor's checkout holds the second departure's last twin (the rooms step).
    const visitor = client(server)
    const held = await visitor.post('/umbraco/api/checkoutapi/roomsresponse', {
      quoteId: 0,
      departureId: to.id,
      filo: to.filo,
      departureTransportCode: to.transportCode,
      passengers: JOURNEY_PASSENGERS.map((name) => ({ roomId: to.twin.id, roomKey: 'r1', ...name })),
    })
    expect(held.status, held.text).toBe(200)
    const before = {
      booking: await bookingRow(reference),
      lines: await linesOf(reference),
      from: await departureRow(from.id),
      to: await departureRow(to.id),
    }
    const { session } = await signedInStaff(server, 'administrator')
    const refused = await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'amend',
      kind: 'transfer',
      departureCode: (await departureRow(to.id)).code,
      reason: 'Customer prefers October',
      confirm: 'yes',
    })
    expect(refused.status).toBe(409)
    expect(refused.text).toContain('No places are left on this departure.')
    expect({
      booking: await bookingRow(reference),
      lines: await linesOf(reference),
      from: await departureRow(from.id),
      to: await departureRow(to.id),
    }).toEqual(before)
  })

  it('never oversells either departure while web bookings race it for the last places of both', async () => {
    const from = await stockDeparture(db(), { placesLeft: 2, twinsLeft: 1, startDate: FAR, used })
    const to = await stockDeparture(db(), { placesLeft: 4, twinsLeft: 2, startDate: '2031-10-01', used })
    // The booking takes the first departure's last twin; the second has two twins (four places) left.
    const { bookingReference: reference } = await bookThroughApi(server, db(), from, {
      leadEmail: `racer.${from.id}@example.com`,
    })
    const start = { from: await departureRow(from.id), to: await departureRow(to.id) }
    const { session } = await signedInStaff(server, 'administrator')
    const web = (departure: StockedDeparture, n: number) =>
      bookThroughApi(server, db(), departure, { leadEmail: `web.${departure.id}.${n}@example.com` })
    // Four web bookings for the second departure's two twins, two for the twin the transfer would free, all at once.
    const racing = await Promise.allSettled([
      web(to, 1),
      web(from, 1),
      web(to, 2),
      postAdminForm(session, `/admin/bookings/${reference}`, {
        intent: 'amend',
        kind: 'transfer',
        departureCode: start.to.code,
        reason: 'Race',
        confirm: 'yes',
      }),
      web(to, 3),
      web(from, 2),
      web(to, 4),
    ])
    const transfer = racing[3]!
    if (transfer.status !== 'fulfilled') throw transfer.reason
    expect([200, 409]).toContain(transfer.value.status)
    const transferred = transfer.value.status === 200
    const webToWins = [0, 2, 4, 6].filter((i) => racing[i]!.status === 'fulfilled').length
    const webFromWins = [1, 5].filter((i) => racing[i]!.status === 'fulfilled').length

    const end = { from: await departureRow(from.id), to: await departureRow(to.id) }
    for (const departure of [end.from, end.to]) expect(departure.seatsSold).toBeLessThanOrEqual(departure.capacity)
    for (const room of [await roomRow(from.twin.id), await roomRow(to.twin.id)])
      expect(room.sold).toBeLessThanOrEqual(room.allocation)
    // Every place is accounted for: sold = what was sold + the winners' places ± the transferred booking's.
    expect(end.to.seatsSold).toBe(start.to.seatsSold + 2 * webToWins + (transferred ? 2 : 0))
    expect(end.from.seatsSold).toBe(start.from.seatsSold + 2 * webFromWins - (transferred ? 2 : 0))
    // The second departure's two twins went to exactly two of the five contenders.
    expect(webToWins + (transferred ? 1 : 0)).toBe(2)
    // The first had none until the transfer freed one.
    expect(webFromWins).toBeLessThanOrEqual(transferred ? 1 : 0)
    expect((await bookingRow(reference)).departureId).toBe(transferred ? to.id : from.id)
  })
})
