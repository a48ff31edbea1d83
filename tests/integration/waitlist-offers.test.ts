import { beforeAll, describe, expect, it } from 'vitest'
import type { BrandContext } from '../../app/context'
import { cancelWithPolicy } from '../../app/features/back-office/bookings/booking-money-actions.server'
import { availableRooms } from '../../app/features/checkout/index.server'
import { outboxSeal } from '../../app/features/email/index.server'
import { runDueJobs } from '../../app/features/scheduler/index.server'
import {
  WAITLIST_OFFER_JOB,
  WaitlistRefusedError,
  joinWaitlist,
  leaveWaitlist,
  openOffer,
  planWaitlistOffers,
  waitlistOfferHandler,
} from '../../app/features/waitlist/index.server'
import { placesLeftSql } from '../../app/features/departures/index.server'
import {
  brandContextOf,
  createBooking,
  stockDeparture,
  UNUSABLE_PASSWORD_HASH,
  type StockedDeparture,
} from '../support/factories'
import { receivedText } from '../support/outbox-credentials'
import { twoProcessesOn } from '../support/two-processes'

/*
 * The waitlist's offers (issue 27; ADR 0052) on the dialect under test, with a clock the test controls and two
 * "processes" running the planner and the scheduler at once: a sold-out departure's waitlist is joined; a booking
 * cancelled in the back office gives its places to the first entry (held for it, off public sale meanwhile, one
 * offer e-mail whatever the two processes do); the offer link attaches the hold to the browser that opens it; after
 * the offer expires, the places go to the second entry; leaving gives an offer's places back.
 */

const processes = twoProcessesOn('waitlist-offers')
const SECRET = 'waitlist-offers-test-secret-0123456789abcdef'
const seal = outboxSeal(SECRET)
const deps = { originFor: () => 'https://meridian.example', secret: SECRET, seal, offerHours: 24 }
const handlers = { [WAITLIST_OFFER_JOB]: waitlistOfferHandler(deps) }
const mailDeps = (at: string) => ({ origin: 'https://meridian.example', secret: SECRET, seal, now: new Date(at) })

const T_JOIN = '2027-03-01T09:00:00.000Z'
const T_CANCEL = '2027-03-02T09:00:00.000Z'

let brand: BrandContext
let subject: StockedDeparture
let bookingReference: string
/** Departures this file has taken (stockDeparture takes a new one each call). */
const used = new Set<number>()

const brandContext = (id: string) => brandContextOf(processes.db, id)

/** Both processes plan and run the due jobs at once, at `at`, twice over. */
async function bothProcessesAt(at: string) {
  const now = new Date(at)
  await Promise.all([planWaitlistOffers(processes.first.db, { now }), planWaitlistOffers(processes.second.db, { now })])
  await Promise.all([
    runDueJobs(processes.first.db, handlers, { now: () => now, workerId: 'first' }),
    runDueJobs(processes.second.db, handlers, { now: () => now, workerId: 'second' }),
  ])
  await Promise.all([planWaitlistOffers(processes.second.db, { now }), planWaitlistOffers(processes.first.db, { now })])
  await Promise.all([
    runDueJobs(processes.second.db, handlers, { now: () => now, workerId: 'second' }),
    runDueJobs(processes.first.db, handlers, { now: () => now, workerId: 'first' }),
  ])
}

const entries = () =>
  processes.db
    .selectFrom('waitlistEntries')
    .select(['email', 'state', 'offersSent', 'offerExpiresAt', 'offerQuoteId'])
    .where('departureId', '=', subject.id)
    .orderBy('id')
    .execute()
const offersTo = (email: string) =>
  processes.db
    .selectFrom('emailOutbox')
    .selectAll()
    .where('kind', '=', 'waitlist-offer')
    .where('toAddress', '=', email)
    .orderBy('id')
    .execute()
async function publicPlacesLeft(at: string): Promise<number> {
  const row = await processes.db
    .selectFrom('departures')
    .select(placesLeftSql(new Date(at)).as('left'))
    .where('id', '=', subject.id)
    .executeTakeFirstOrThrow()
  return Math.max(0, Number(row.left))
}
async function heldFor(quoteId: number | null, at: string): Promise<number> {
  if (quoteId === null) return 0
  const row = await processes.db
    .selectFrom('inventoryHolds')
    .select((eb) => eb.fn.sum<number>('places').as('places'))
    .where('quoteId', '=', quoteId)
    .where('expiresAt', '>', at)
    .executeTakeFirst()
  return Number(row?.places ?? 0)
}
const tokenIn = (text: string, page: string) => new RegExp(`${page}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1] ?? ''

describe('the waitlist of a sold-out departure', () => {
  beforeAll(async () => {
    brand = await brandContext('meridian')
    subject = await stockDeparture(processes.db, {
      placesLeft: 2,
      twinsLeft: 1,
      singlesLeft: 0,
      startDate: '2027-09-01',
      used,
    })
  })

  it('cannot be joined while places are on sale; can once the departure is sold out', async () => {
    const join = () =>
      joinWaitlist(
        processes.db,
        brand,
        { departureId: subject.id, email: 'early@waitlist.example', travellers: 2 },
        mailDeps(T_JOIN),
      )
    await expect(join()).rejects.toMatchObject({ status: 409 })
    const booked = await createBooking(processes.db, {
      departureId: subject.id,
      passengers: 2,
      roomIds: [subject.twin.id],
    })
    bookingReference = booked.booking.reference
    expect(await publicPlacesLeft(T_JOIN)).toBe(0)

    const first = await joinWaitlist(
      processes.db,
      brand,
      { departureId: subject.id, email: 'first@waitlist.example', travellers: 2 },
      mailDeps(T_JOIN),
    )
    const second = await joinWaitlist(
      processes.db,
      brand,
      { departureId: subject.id, email: 'second@waitlist.example', travellers: 2, roomId: subject.twin.id },
      mailDeps(T_JOIN),
    )
    expect(first).toEqual({ joined: true, ahead: 0 })
    expect(second).toEqual({ joined: true, ahead: 1 })
    // Joining again keeps the place in the queue and sends nothing more.
    expect(
      await joinWaitlist(
        processes.db,
        brand,
        { departureId: subject.id, email: 'first@waitlist.example', travellers: 2 },
        mailDeps(T_JOIN),
      ),
    ).toEqual({ joined: true, ahead: 0 })
    const confirmations = await processes.db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('kind', '=', 'waitlist-joined')
      .where('toAddress', 'like', '%@waitlist.example')
      .execute()
    expect(confirmations.map((mail) => mail.toAddress).sort()).toEqual([
      'first@waitlist.example',
      'second@waitlist.example',
    ])
    // The leave link is sealed in the outbox, never stored in clear.
    expect(confirmations[0]!.textBody).not.toMatch(/token=[A-Za-z0-9_-]{20,}/)
    expect(receivedText(confirmations[0]!, SECRET)).toMatch(/\/waitlist\/leave\?token=[A-Za-z0-9_-]{20,}/)
  })

  it('refuses a room type that is not the departure’s, and a departure of another brand', async () => {
    const other = await stockDeparture(processes.db, { placesLeft: 0, twinsLeft: 0, startDate: '2027-09-02', used })
    await expect(
      joinWaitlist(
        processes.db,
        brand,
        { departureId: subject.id, email: 'room@waitlist.example', travellers: 2, roomId: other.twin.id },
        mailDeps(T_JOIN),
      ),
    ).rejects.toMatchObject({ status: 400, fieldErrors: { roomId: [expect.any(String)] } })
    const coach = await stockDeparture(processes.db, {
      brand: 'cavendish',
      placesLeft: 0,
      twinsLeft: 0,
      startDate: '2027-09-03',
      used,
    })
    const refusal = await joinWaitlist(
      processes.db,
      brand,
      { departureId: coach.id, email: 'brand@waitlist.example', travellers: 1 },
      mailDeps(T_JOIN),
    ).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(WaitlistRefusedError)
    expect(refusal).toMatchObject({ status: 404 })
  })

  it('gives a cancelled booking’s places to the first entry, once, with two processes; not to the public', async () => {
    const staff = await processes.db
      .insertInto('staff')
      .values({
        email: 'waitlist-admin@itinera.example',
        name: 'Waitlist Admin',
        passwordHash: UNUSABLE_PASSWORD_HASH,
        role: 'administrator',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const cancelled = await cancelWithPolicy(processes.db, {
      brandId: 'meridian',
      reference: bookingReference,
      staffId: staff.id,
      role: 'administrator',
      originFor: () => 'https://meridian.example',
      feeMinor: null,
      reason: 'The traveller cannot travel',
    })
    expect(cancelled.kind).toBe('cancelled')
    // Freed, but kept for the waiting entries: the public still sees none.
    expect(await publicPlacesLeft(T_CANCEL)).toBe(0)

    await bothProcessesAt(T_CANCEL)
    const [first, second] = await entries()
    expect(first).toMatchObject({ state: 'offered', offersSent: 1, offerExpiresAt: '2027-03-03T09:00:00.000Z' })
    expect(second).toMatchObject({ state: 'waiting', offersSent: 0 })
    expect(await heldFor(first!.offerQuoteId, T_CANCEL)).toBe(2)
    expect(await offersTo('first@waitlist.example')).toHaveLength(1)
    expect(await offersTo('second@waitlist.example')).toHaveLength(0)
    expect(await publicPlacesLeft(T_CANCEL)).toBe(0)

    // An hour later nothing more is offered: the places are held.
    await bothProcessesAt('2027-03-02T10:00:00.000Z')
    expect(await offersTo('first@waitlist.example')).toHaveLength(1)
    expect((await entries()).map((entry) => entry.state)).toEqual(['offered', 'waiting'])
  })

  it('opens the checkout with the places held, for the browser that opens the link', async () => {
    const [mail] = await offersTo('first@waitlist.example')
    const text = receivedText(mail!, SECRET)
    expect(mail!.subject).toContain('Places have come free')
    const token = tokenIn(text, '/waitlist/offer')
    expect(token).not.toBe('')
    const at = new Date('2027-03-02T11:00:00.000Z')
    const keys = { departureId: subject.id, filo: subject.filo, transportCode: subject.transportCode }
    // Another visitor sees the departure sold out.
    const stranger = await availableRooms(processes.db, brand, keys, at, {
      sessionId: 'someone-else',
      today: '2027-03-02',
    })
    expect(stranger!.maxAvailable).toBe(0)

    // The browser's session id (quotes name it; the checkout's own session handling is the e2e spec's).
    const sessionId = 'waitlist-offer-browser'
    expect(await openOffer(processes.db, brand, 'not-a-token', sessionId, at)).toBeNull()
    const opened = await openOffer(processes.db, brand, token, sessionId, at)
    expect(opened).toEqual({ ...keys, tourCode: subject.tourCode })
    const mine = await availableRooms(processes.db, brand, keys, at, { sessionId, today: '2027-03-02' })
    expect(mine!.maxAvailable).toBe(2)
    expect(mine!.rooms.find((room) => room.id === subject.twin.id)!.left).toBe(1)
  })

  it('after the offer expires, gives the places to the second entry', async () => {
    await bothProcessesAt('2027-03-03T09:00:00.000Z')
    const [first, second] = await entries()
    expect(first).toMatchObject({ state: 'lapsed' })
    expect(second).toMatchObject({ state: 'offered', offersSent: 1, offerExpiresAt: '2027-03-04T09:00:00.000Z' })
    expect(await heldFor(second!.offerQuoteId, '2027-03-03T09:00:00.000Z')).toBe(2)
    expect(await offersTo('second@waitlist.example')).toHaveLength(1)
    expect(await offersTo('first@waitlist.example')).toHaveLength(1)
    // The first link no longer opens anything.
    const [firstMail] = await offersTo('first@waitlist.example')
    const stale = tokenIn(receivedText(firstMail!, SECRET), '/waitlist/offer')
    expect(await openOffer(processes.db, brand, stale, 'any-session', new Date('2027-03-03T09:01:00.000Z'))).toBeNull()
  })

  it('leaving gives an offer’s places back at once: to the public when nobody else waits', async () => {
    const [mail] = await offersTo('second@waitlist.example')
    const token = tokenIn(receivedText(mail!, SECRET), '/waitlist/leave')
    const at = '2027-03-03T10:00:00.000Z'
    expect(await publicPlacesLeft(at)).toBe(0)
    expect(await leaveWaitlist(processes.db, brand, token, new Date(at))).toMatchObject({ state: 'left' })
    expect((await entries()).map((entry) => entry.state)).toEqual(['lapsed', 'left'])
    expect(await publicPlacesLeft(at)).toBe(2)
    expect(await leaveWaitlist(processes.db, brand, 'not-a-token', new Date(at))).toBeNull()
  })
})
