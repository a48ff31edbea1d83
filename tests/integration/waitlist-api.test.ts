import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../app/lib/api-error'
import type { AppDatabase } from '../../db/database.server'
import { stockDeparture, type StockedDeparture } from '../support/factories'
import { client } from '../support/http-client'
import { auditRowsFor, postAdminForm, signedInStaff } from '../support/staff-session'
import { receivedText } from '../support/outbox-credentials'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * Joining a waitlist through the real server (issue 27; ADR 0052), on the dialect under test: a sold-out departure's
 * waitlist is joined with the confirmation (and its sealed leave link) in the outbox; bad input is a 400 with field
 * errors; a departure on sale is a 409, one of another brand or none a 404; CSRF and the per-address limit; the leave
 * page's one click.
 */

const PATH = '/api/waitlist/join'

let server: TestServer
let db: AppDatabase
let soldOut: StockedDeparture
let onSale: StockedDeparture
let coach: StockedDeparture
const used = new Set<number>()

beforeAll(async () => {
  server = await startTestServer('waitlist-api')
  db = server.database.db
  soldOut = await stockDeparture(db, { placesLeft: 0, twinsLeft: 0, singlesLeft: 0, startDate: '2031-05-01', used })
  onSale = await stockDeparture(db, { placesLeft: 4, twinsLeft: 2, startDate: '2031-05-02', used })
  coach = await stockDeparture(db, { brand: 'cavendish', placesLeft: 0, twinsLeft: 0, startDate: '2031-05-03', used })
})

afterAll(async () => {
  await server?.stop()
})

beforeEach(async () => {
  await db.deleteFrom('rateLimits').where('key', 'like', 'waitlist-join:%').execute()
})

const entriesOf = (departureId: number) =>
  db.selectFrom('waitlistEntries').selectAll().where('departureId', '=', departureId).orderBy('id').execute()

describe('POST /api/waitlist/join', () => {
  it('puts the traveller on a sold-out departure’s waitlist, with a confirmation and a leave link', async () => {
    const response = await client(server).post(PATH, {
      departureId: soldOut.id,
      email: ' Joiner@Example.com ',
      travellers: 2,
      roomId: soldOut.twin.id,
    })
    expect(response.status, response.text).toBe(200)
    expect(response.json()).toEqual({ joined: true, ahead: 0 })
    const [entry] = await entriesOf(soldOut.id)
    expect(entry).toMatchObject({
      brandId: 'meridian',
      email: 'joiner@example.com',
      travellers: 2,
      roomId: soldOut.twin.id,
      state: 'waiting',
    })
    const mail = await db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('kind', '=', 'waitlist-joined')
      .where('toAddress', '=', 'joiner@example.com')
      .executeTakeFirstOrThrow()
    const text = receivedText(mail)
    const token = /\/waitlist\/leave\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1]
    expect(token).toBeDefined()
    // Stored hashed only.
    expect(entry!.leaveTokenHash).not.toContain(token!)
    expect(mail.textBody).not.toContain(token!)

    // The leave page names the departure; its one button leaves.
    const visitor = client(server)
    const page = await visitor.get(`/waitlist/leave?token=${token}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain('Leave the waitlist')
    expect((await visitor.get('/waitlist/leave?token=not-a-token')).status).toBe(404)
    const left = await postAdminForm(visitor, `/waitlist/leave?token=${token}`, {})
    expect(left.status, left.text.slice(0, 300)).toBe(200)
    expect(left.text).toContain('You have left the waitlist')
    expect((await entriesOf(soldOut.id))[0]!.state).toBe('left')
  })

  it('refuses bad input with 400 and field errors, storing nothing', async () => {
    const session = client(server)
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ departureId: soldOut.id, email: 'not-an-email', travellers: 2 }, 'email'],
      [{ departureId: soldOut.id, email: 'a@example.com', travellers: 0 }, 'travellers'],
      [{ departureId: soldOut.id, email: 'a@example.com', travellers: 10 }, 'travellers'],
      [{ departureId: 'x', email: 'a@example.com', travellers: 1 }, 'departureId'],
      [{ departureId: soldOut.id, email: 'a@example.com', travellers: 1, roomId: onSale.twin.id }, 'roomId'],
    ]
    for (const [body, field] of cases) {
      const response = await session.post(PATH, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      const error = response.json<ApiErrorBody>().error
      expect(Object.keys(error.fieldErrors ?? {})).toEqual([field])
    }
    expect(
      (await session.post(PATH, { departureId: soldOut.id, email: 'a@example.com', travellers: 1, price: 1 })).status,
    ).toBe(400)
    expect((await entriesOf(soldOut.id)).filter((entry) => entry.email === 'a@example.com')).toEqual([])
  })

  it('answers 409 for a departure with places on sale, 404 for one of another brand or none', async () => {
    const session = client(server)
    const open = await session.post(PATH, { departureId: onSale.id, email: 'b@example.com', travellers: 1 })
    expect(open.status).toBe(409)
    expect(open.json<ApiErrorBody>().error.message).toContain('you can book them now')
    expect((await session.post(PATH, { departureId: coach.id, email: 'b@example.com', travellers: 1 })).status).toBe(
      404,
    )
    expect((await session.post(PATH, { departureId: 99_999_999, email: 'b@example.com', travellers: 1 })).status).toBe(
      404,
    )
    expect(await entriesOf(onSale.id)).toEqual([])
  })

  it('needs the CSRF header, and limits each address to 10 joins in 10 minutes', async () => {
    const session = client(server)
    const body = (i: number) => ({ departureId: soldOut.id, email: `limit${i}@example.com`, travellers: 1 })
    expect((await session.post(PATH, body(0), { csrf: false })).status).toBe(403)
    for (let i = 0; i < 10; i++) expect((await session.post(PATH, body(i))).status).toBe(200)
    expect((await session.post(PATH, body(10))).status).toBe(429)
  })
})

describe('a departure’s waitlist in the back office', () => {
  it('lists the entries in order for staff who see bookings; removing one and sending an offer are audited', async () => {
    const session = client(server)
    for (const email of ['panel-one@example.com', 'panel-two@example.com']) {
      expect((await session.post(PATH, { departureId: soldOut.id, email, travellers: 1 })).status).toBe(200)
    }
    const [one, two] = (await entriesOf(soldOut.id)).filter((entry) => entry.email.startsWith('panel-'))
    const admin = await signedInStaff(server, 'administrator', 'waitlist-admin')
    const path = `/admin/departures/${soldOut.id}?brand=meridian`
    const page = await admin.session.get(path)
    expect(page.status).toBe(200)
    expect(page.text).toContain('data-testid="departure-waitlist"')
    expect(page.text.indexOf('panel-one@example.com')).toBeLessThan(page.text.indexOf('panel-two@example.com'))

    const editor = await signedInStaff(server, 'content_editor', 'waitlist-editor')
    expect((await editor.session.get(path)).text).not.toContain('panel-one@example.com')
    expect(
      (await postAdminForm(editor.session, path, { intent: 'waitlist-remove', entryId: String(one!.id) })).status,
    ).toBe(403)

    const removed = await postAdminForm(admin.session, path, { intent: 'waitlist-remove', entryId: String(one!.id) })
    expect(removed.status, removed.text.slice(0, 300)).toBe(200)
    expect((await entriesOf(soldOut.id)).find((entry) => entry.id === one!.id)!.state).toBe('removed')
    expect(await auditRowsFor(server, 'waitlist.remove', one!.id)).toHaveLength(1)

    // Nothing is free on the sold-out departure: no offer, said so, nothing audited.
    const refused = await postAdminForm(admin.session, path, { intent: 'waitlist-offer', entryId: String(two!.id) })
    expect(refused.status).toBe(409)
    expect(await auditRowsFor(server, 'waitlist.offer', two!.id)).toHaveLength(0)
    // A place freed: the offer goes to that entry by hand, held and e-mailed, audited.
    await db
      .updateTable('departures')
      .set((eb) => ({ seatsSold: eb('seatsSold', '-', 1) }))
      .where('id', '=', soldOut.id)
      .execute()
    await db
      .updateTable('rooms')
      .set((eb) => ({ sold: eb('sold', '-', 1) }))
      .where('id', '=', soldOut.single.id)
      .execute()
    const offered = await postAdminForm(admin.session, path, { intent: 'waitlist-offer', entryId: String(two!.id) })
    expect(offered.status, offered.text.slice(0, 300)).toBe(200)
    expect((await entriesOf(soldOut.id)).find((entry) => entry.id === two!.id)).toMatchObject({
      state: 'offered',
      offersSent: 1,
    })
    expect(await auditRowsFor(server, 'waitlist.offer', two!.id)).toHaveLength(1)
  })
})
