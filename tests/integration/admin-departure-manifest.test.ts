import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MANIFEST_CSV_HEADERS } from '../../app/features/back-office/index.server'
import { money } from '../../app/features/back-office/shell/index.rules'
import { bookingMoneyOf } from '../../app/features/ledger/index.server'
import { bookThroughApi, JOURNEY_PASSENGERS } from '../support/checkout-journey'
import { stockDeparture } from '../support/factories'
import { postAdminForm, signedInStaff } from '../support/staff-session'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * A departure's bookings and its manifest in the back office (issue 26), over HTTP against the real server on the
 * dialect under test: the departure page lists every booking on it (reference link, lead, travellers, rooms, status,
 * and the total and balance the ledger derives — not the booking's stored figures); the manifest page and CSV list
 * the travellers of confirmed bookings with room sharing, travel, excursions, needs and emergency contacts, with
 * formula-safe CSV cells. Only staff who see bookings open them; another brand's departure is a 404, an id that is
 * not a number a 400.
 */

let server: TestServer
const used = new Set<number>()

beforeAll(async () => {
  server = await startTestServer('admin-departure-manifest', { TRUST_PROXY: 'loopback' })
})

afterAll(async () => {
  await server?.stop()
})

const db = () => server.database.db

/** A departure with an excursion on its tour and two bookings of two travellers sharing a twin room each. */
async function bookedTwice() {
  const departure = await stockDeparture(db(), {
    placesLeft: 8,
    twinsLeft: 4,
    startDate: '2031-09-01',
    withExcursions: true,
    used,
  })
  const first = await bookThroughApi(server, db(), departure, { leadEmail: `first.${departure.id}@example.com` })
  const second = await bookThroughApi(server, db(), departure, {
    leadEmail: `second.${departure.id}@example.com`,
    amountToPay: 'Deposit Only',
  })
  const bookingOf = (reference: string) =>
    db().selectFrom('bookings').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow()
  const passengersOf = (bookingId: number) =>
    db().selectFrom('bookingPassengers').selectAll().where('bookingId', '=', bookingId).orderBy('position').execute()
  const a = await bookingOf(first.bookingReference)
  const b = await bookingOf(second.bookingReference)
  const [ada, charles] = await passengersOf(a.id)
  // What the checkout stores when a traveller gives them: needs, an emergency contact, an excursion bought.
  await db()
    .updateTable('bookingPassengers')
    .set({ dietaryRequests: 1, dietaryRequirements: '=HYPERLINK("http://evil.example","Vegetarian")' })
    .where('id', '=', ada!.id)
    .execute()
  await db()
    .updateTable('bookingPassengers')
    .set({ mobilityLimitations: 1, mobilityDetails: 'Uses a walking stick' })
    .where('id', '=', charles!.id)
    .execute()
  await db()
    .insertInto('emergencyContacts')
    .values({
      bookingPassengerId: ada!.id,
      firstName: 'Mary',
      lastName: 'Lovelace',
      relationship: 'Mother',
      mobileNumber: '07700 900456',
      phoneNumber: null,
      phoneNumber2: null,
      email: null,
      addressJson: null,
      address: null,
    })
    .execute()
  const excursion = await db()
    .selectFrom('excursions')
    .select(['id', 'name', 'priceMinor'])
    .where('tourId', '=', departure.tourId)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  await db()
    .insertInto('bookingExcursions')
    .values({ bookingId: a.id, excursionId: excursion.id, passengerId: charles!.id, priceMinor: excursion.priceMinor })
    .execute()
  const code = (
    await db().selectFrom('departures').select('code').where('id', '=', departure.id).executeTakeFirstOrThrow()
  ).code
  return { departure, code, a, b, excursion }
}

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')

const rowsOfCsv = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')

describe('a departure’s bookings', () => {
  it('lists every booking with its rooms, status, and the ledger’s total and balance, for a sales agent', async () => {
    const { departure, a, b } = await bookedTwice()
    // The stored projection says something else: the page must show what the ledger derives.
    await db().updateTable('bookings').set({ totalMinor: 1, amountPaidMinor: 0 }).where('id', '=', b.id).execute()
    const { session } = await signedInStaff(server, 'sales_agent')
    const page = await session.get(`/admin/departures/${departure.id}?brand=meridian`)
    expect(page.status).toBe(200)
    expect(page.headers['cache-control']).toBe('private, no-store')
    const table = page.text.slice(page.text.indexOf('data-testid="departure-bookings"'))
    const rowOf = (reference: string) => {
      const start = table.indexOf(`href="/admin/bookings/${reference}?brand=meridian"`)
      expect(start, reference).toBeGreaterThan(0)
      return table.slice(start, table.indexOf('</tr>', start))
    }
    for (const booking of [a, b]) {
      const row = rowOf(booking.reference)
      const figures = await bookingMoneyOf(db(), booking.id)
      expect(row).toContain(`${JOURNEY_PASSENGERS[0]!.firstName} ${JOURNEY_PASSENGERS[0]!.lastName}`)
      expect(row).toContain('>2<')
      expect(row).toContain(departure.twin.name)
      expect(row).toContain('Confirmed')
      expect(row).toContain(money(figures.totalMinor, 'GBP'))
      expect(row).toContain(money(figures.balanceMinor, 'GBP'))
    }
    // Paid in full: nothing owed; a deposit booking owes the rest — and not the stored £0.01 total.
    expect(rowOf(a.reference)).toContain(money(0, 'GBP'))
    const owed = await bookingMoneyOf(db(), b.id)
    expect(owed.balanceMinor).toBeGreaterThan(0)
    expect(rowOf(b.reference)).not.toContain(money(1, 'GBP'))
    expect(table.indexOf(a.reference)).toBeLessThan(table.indexOf(b.reference))
    // The agent reads the page but has no edit form, and still may not post it.
    expect(page.text).not.toContain('name="price"')
    expect(page.text).toContain(`href="/admin/departures/${departure.id}/manifest?brand=meridian"`)
    expect(page.text).toContain(`href="/admin/departures/${departure.id}/manifest.csv?brand=meridian"`)
    const write = await postAdminForm(session, `/admin/departures/${departure.id}`, { price: '1.00' })
    expect(write.status).toBe(403)
    // A booking's page links to its departure's.
    const booking = await session.get(`/admin/bookings/${a.reference}?brand=meridian`)
    expect(booking.text).toContain(`href="/admin/departures/${departure.id}?brand=meridian"`)
  })

  it('shows a content editor the form without bookings, and an administrator both', async () => {
    const { departure, a } = await bookedTwice()
    const editor = await signedInStaff(server, 'content_editor')
    const editorPage = await editor.session.get(`/admin/departures/${departure.id}`)
    expect(editorPage.status).toBe(200)
    expect(editorPage.text).toContain('name="price"')
    expect(editorPage.text).not.toContain('data-testid="departure-bookings"')
    expect(editorPage.text).not.toContain('Manifest to read or print')
    expect(editorPage.text).not.toContain(a.reference)
    expect((await editor.session.get(`/admin/departures/${departure.id}/manifest`)).status).toBe(403)
    expect((await editor.session.get(`/admin/departures/${departure.id}/manifest.csv`)).status).toBe(403)

    const admin = await signedInStaff(server, 'administrator')
    const adminPage = await admin.session.get(`/admin/departures/${departure.id}`)
    expect(adminPage.text).toContain('name="price"')
    expect(adminPage.text).toContain(`href="/admin/bookings/${a.reference}?brand=meridian"`)
  })
})

describe('the manifest', () => {
  it('lists every traveller of the confirmed bookings with room sharing, travel, extras, needs and contacts', async () => {
    const { departure, code, a, b, excursion } = await bookedTwice()
    const { session } = await signedInStaff(server, 'sales_agent')
    const page = await session.get(`/admin/departures/${departure.id}/manifest?brand=meridian`)
    expect(page.status).toBe(200)
    expect(page.headers['cache-control']).toBe('private, no-store')
    expect(page.text).toContain(`Manifest: ${code}`)
    const confirmedTravellers = await db()
      .selectFrom('bookingPassengers')
      .innerJoin('bookings', 'bookings.id', 'bookingPassengers.bookingId')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('bookings.departureId', '=', departure.id)
      .where('bookings.status', '=', 'confirmed')
      .executeTakeFirstOrThrow()
    expect(Number(confirmedTravellers.n)).toBeGreaterThanOrEqual(4)
    expect(page.text).toContain(`${Number(confirmedTravellers.n)} travellers on confirmed bookings`)
    expect(page.text).toMatch(/rel="stylesheet" href="\/assets\/manifest-[^"]*\.css"/)
    expect(page.text).toContain('With Charles Babbage')
    expect(page.text).toContain('Mary Lovelace (Mother) 07700 900456')
    expect(page.text).toContain('Mobility: Uses a walking stick')
    expect(page.text).toContain(html(excursion.name))
    expect(page.text).toContain('Nationality and passport details are not collected at booking.')

    const csv = await session.get(`/admin/departures/${departure.id}/manifest.csv?brand=meridian`)
    expect(csv.status).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="manifest-${code}.csv"`)
    const lines = rowsOfCsv(csv.text)
    expect(lines[0]).toBe(MANIFEST_CSV_HEADERS.join(','))
    const ours = lines.slice(1).filter((line) => line.startsWith(a.reference) || line.startsWith(b.reference))
    expect(ours).toHaveLength(4)
    const adaRow = ours.find((line) => line.startsWith(`${a.reference},Ms,Ada,Lovelace,`))!
    expect(adaRow).toContain(`,yes,${departure.twin.name} (room 1 of ${a.reference}),Charles Babbage,`)
    // A formula a customer typed stays text in a spreadsheet.
    expect(adaRow).toContain(`"'=HYPERLINK(""http://evil.example"",""Vegetarian"")"`)
    expect(adaRow).toContain('Mary Lovelace (Mother) 07700 900456')
    const charlesRow = ours.find((line) => line.startsWith(`${a.reference},`) && line.includes(',Charles,Babbage,'))!
    expect(charlesRow).toContain(excursion.name)
    expect(charlesRow).toContain('Uses a walking stick')
    // The old export address gives the same CSV to staff who may download exports.
    const exported = await session.get(`/admin/exports/manifest?brand=meridian&departureId=${departure.id}`)
    expect(rowsOfCsv(exported.text)).toEqual(lines)

    // A cancelled booking leaves the manifest but stays on the departure's bookings list, as cancelled.
    const cancelled = await postAdminForm(session, `/admin/bookings/${b.reference}`, {
      intent: 'cancel',
      confirm: 'yes',
      reason: 'Customer is unwell',
    })
    expect(cancelled.status).toBe(200)
    expect(
      rowsOfCsv((await session.get(`/admin/departures/${departure.id}/manifest.csv`)).text).join('\n'),
    ).not.toContain(b.reference)
    const list = await session.get(`/admin/departures/${departure.id}`)
    const row = list.text.slice(list.text.indexOf(`href="/admin/bookings/${b.reference}?`))
    expect(row.slice(0, row.indexOf('</tr>'))).toContain('Cancelled')
  })

  it('answers another brand’s departure with a 404 and an id that is not a number with a 400', async () => {
    const { departure } = await bookedTwice()
    const { session } = await signedInStaff(server, 'sales_agent')
    for (const path of [
      `/admin/departures/${departure.id}?brand=cavendish`,
      `/admin/departures/${departure.id}/manifest?brand=cavendish`,
      `/admin/departures/${departure.id}/manifest.csv?brand=cavendish`,
      '/admin/departures/99999999/manifest',
      '/admin/departures/99999999/manifest.csv',
    ])
      expect((await session.get(path)).status, path).toBe(404)
    for (const path of [
      '/admin/departures/abc/manifest',
      '/admin/departures/0/manifest.csv',
      '/admin/departures/1e3/manifest',
    ])
      expect((await session.get(path)).status, path).toBe(400)
    expect((await session.get('/admin/departures/abc/manifest')).text).toContain(
      'The departure in the address is not a departure number.',
    )
  })
})
