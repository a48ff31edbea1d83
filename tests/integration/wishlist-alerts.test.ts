import { beforeAll, describe, expect, it } from 'vitest'
import { outboxSeal } from '../../app/features/email/index.server'
import { runDueJobs } from '../../app/features/scheduler/index.server'
import {
  WISHLIST_ALERT_JOB,
  findAlertSubscription,
  mergeIntoAccountWishlist,
  planWishlistAlerts,
  setWishlistAlerts,
  unsubscribeWishlistAlerts,
  wishlistAlertHandler,
} from '../../app/features/wishlist/index.server'
import { createCustomer, stockDeparture, type StockedDeparture } from '../support/factories'
import { receivedText } from '../support/outbox-credentials'
import { twoProcessesOn } from '../support/two-processes'

/*
 * Wishlist alerts (issue 27; ADR 0056) on the dialect under test, with a clock the test controls and two "processes"
 * planning and running the scheduler at once: a price drop on a saved tour with alerts on sends one e-mail; a second
 * change in the same week sends none, and goes once the week is over; a departure down to few places alerts; the
 * unsubscribe link's token (stored hashed) stops that tour's alerts or all; a bad token finds nothing; a customer
 * without alerts gets nothing.
 */

const processes = twoProcessesOn('wishlist-alerts')
const SECRET = 'wishlist-alerts-test-secret-0123456789abcdef'
const seal = outboxSeal(SECRET)
const handlers = {
  [WISHLIST_ALERT_JOB]: wishlistAlertHandler({ originFor: () => 'https://meridian.example', secret: SECRET, seal }),
}

const T_ON = '2027-03-01T09:00:00.000Z'
const T_DROP = '2027-03-02T09:00:00.000Z'
const T_AGAIN = '2027-03-04T09:00:00.000Z'
const T_NEXT_WEEK = '2027-03-09T09:30:00.000Z'
const T_FEW = '2027-03-17T09:00:00.000Z'

const used = new Set<number>()
let subject: StockedDeparture
let quiet: StockedDeparture
let owner: { id: number; brandId: string; email: string }
let bystander: { id: number; brandId: string; email: string }

/** Both processes plan and run the due jobs at once, at `at`, twice over. */
async function bothProcessesAt(at: string) {
  const now = new Date(at)
  await Promise.all([planWishlistAlerts(processes.first.db, { now }), planWishlistAlerts(processes.second.db, { now })])
  await Promise.all([
    runDueJobs(processes.first.db, handlers, { now: () => now, workerId: 'first' }),
    runDueJobs(processes.second.db, handlers, { now: () => now, workerId: 'second' }),
  ])
  await Promise.all([planWishlistAlerts(processes.second.db, { now }), planWishlistAlerts(processes.first.db, { now })])
  await Promise.all([
    runDueJobs(processes.second.db, handlers, { now: () => now, workerId: 'second' }),
    runDueJobs(processes.first.db, handlers, { now: () => now, workerId: 'first' }),
  ])
}

const alertsTo = (email: string) =>
  processes.db
    .selectFrom('emailOutbox')
    .selectAll()
    .where('kind', '=', 'wishlist-alert')
    .where('toAddress', '=', email)
    .orderBy('id')
    .execute()

const setPrice = (departureId: number, priceMinor: number) =>
  processes.db.updateTable('departures').set({ priceMinor }).where('id', '=', departureId).execute()

const tokenIn = (text: string) => /\/wishlist-alerts\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? ''

describe('wishlist alerts', () => {
  beforeAll(async () => {
    subject = await stockDeparture(processes.db, { placesLeft: 20, twinsLeft: 10, startDate: '2027-09-01', used })
    quiet = await stockDeparture(processes.db, { placesLeft: 20, twinsLeft: 10, startDate: '2027-09-02', used })
    const customer = await createCustomer(processes.db, { email: 'saver@alerts.example' })
    owner = { id: customer.id, brandId: customer.brandId, email: customer.email }
    const other = await createCustomer(processes.db, { email: 'bystander@alerts.example' })
    bystander = { id: other.id, brandId: other.brandId, email: other.email }
    await mergeIntoAccountWishlist(processes.db, owner, [subject.tourCode, quiet.tourCode], new Date(T_ON))
    // The bystander saved the same tour without alerts: they hear nothing.
    await mergeIntoAccountWishlist(processes.db, bystander, [subject.tourCode], new Date(T_ON))
  })

  it('are off by default and switch on only for a saved tour', async () => {
    await bothProcessesAt(T_ON)
    expect(await alertsTo(owner.email)).toEqual([])
    expect(await setWishlistAlerts(processes.db, owner, 'NOT-SAVED', true, new Date(T_ON))).toBeNull()
    expect(await setWishlistAlerts(processes.db, owner, subject.tourCode, true, new Date(T_ON))).toBe(true)
    expect(await setWishlistAlerts(processes.db, owner, quiet.tourCode, true, new Date(T_ON))).toBe(true)
    await bothProcessesAt(T_ON)
    expect(await alertsTo(owner.email)).toEqual([])
  })

  it('send one e-mail for a price drop, with two processes planning and running', async () => {
    const before = await processes.db
      .selectFrom('departures')
      .select('priceMinor')
      .where('id', '=', subject.id)
      .executeTakeFirstOrThrow()
    await setPrice(subject.id, before.priceMinor - 10000)
    await bothProcessesAt(T_DROP)
    const mails = await alertsTo(owner.email)
    expect(mails).toHaveLength(1)
    const text = receivedText(mails[0]!, SECRET)
    expect(mails[0]!.subject).toContain('a lower price')
    expect(text).toContain(`/tours/${subject.tourSlug}`)
    const token = tokenIn(text)
    expect(token).not.toBe('')
    // The token is sealed in the outbox and stored only hashed.
    expect(mails[0]!.textBody).not.toContain(token)
    const item = await processes.db
      .selectFrom('wishlistItems')
      .selectAll()
      .where('customerId', '=', owner.id)
      .where('tourCode', '=', subject.tourCode)
      .executeTakeFirstOrThrow()
    expect(item.unsubscribeTokenHash).not.toBeNull()
    expect(item.unsubscribeTokenHash).not.toContain(token)
    expect(item.alertsSent).toBe(1)
    const jobs = await processes.db
      .selectFrom('scheduledJobs')
      .select(['state', 'outcome'])
      .where('kind', '=', WISHLIST_ALERT_JOB)
      .execute()
    expect(jobs.filter((job) => job.outcome?.startsWith('sent'))).toHaveLength(1)
    expect(await alertsTo(bystander.email)).toEqual([])
  })

  it('send nothing more the same week; the change still standing goes once the week is over', async () => {
    const current = await processes.db
      .selectFrom('departures')
      .select('priceMinor')
      .where('id', '=', subject.id)
      .executeTakeFirstOrThrow()
    await setPrice(subject.id, current.priceMinor - 5000)
    await bothProcessesAt(T_AGAIN)
    expect(await alertsTo(owner.email)).toHaveLength(1)
    await bothProcessesAt(T_NEXT_WEEK)
    const mails = await alertsTo(owner.email)
    expect(mails).toHaveLength(2)
    expect(receivedText(mails[1]!, SECRET)).toContain('per person (was ')
    // Nothing changed since: nothing more.
    await bothProcessesAt('2027-03-20T09:00:00.000Z')
    expect(await alertsTo(owner.email)).toHaveLength(2)
  })

  it('send one e-mail when a departure is down to few places', async () => {
    await processes.db
      .updateTable('departures')
      .set((eb) => ({ seatsSold: eb('capacity', '-', 3) }))
      .where('id', '=', quiet.id)
      .execute()
    await bothProcessesAt(T_FEW)
    const mails = (await alertsTo(owner.email)).filter((mail) => mail.subject.includes('few places'))
    expect(mails).toHaveLength(1)
    expect(receivedText(mails[0]!, SECRET)).toContain('only 3 places left')
  })

  it('stop for the tour, then for all, through the unsubscribe token; a bad token finds nothing', async () => {
    const [first] = await alertsTo(owner.email)
    const token = tokenIn(receivedText(first!, SECRET))
    expect(await findAlertSubscription(processes.db, 'meridian', 'not-a-real-token-0123456789')).toBeNull()
    expect(await findAlertSubscription(processes.db, 'meridian', 'x')).toBeNull()
    // Another brand's site does not know the link.
    expect(await findAlertSubscription(processes.db, 'cavendish', token)).toBeNull()
    expect(await findAlertSubscription(processes.db, 'meridian', token)).toEqual({
      tourName: expect.any(String),
      alertsOn: true,
      otherAlerts: 1,
    })
    expect(await unsubscribeWishlistAlerts(processes.db, 'meridian', token, 'tour')).toMatchObject({
      alertsOn: false,
      otherAlerts: 1,
    })
    const sent = (await alertsTo(owner.email)).length
    await setPrice(subject.id, 1000)
    await bothProcessesAt('2027-04-01T09:00:00.000Z')
    expect(await alertsTo(owner.email)).toHaveLength(sent)

    expect(await unsubscribeWishlistAlerts(processes.db, 'meridian', token, 'all')).toMatchObject({
      alertsOn: false,
      otherAlerts: 0,
    })
    await setPrice(quiet.id, 1000)
    await bothProcessesAt('2027-04-10T09:00:00.000Z')
    expect(await alertsTo(owner.email)).toHaveLength(sent)
    expect(await unsubscribeWishlistAlerts(processes.db, 'meridian', 'bad', 'all')).toBeNull()
  })
})

describe('the merge into the account', () => {
  it('adds the cookie’s tours once, keeps the order, and leaves the other brand’s account alone', async () => {
    const meridian = await createCustomer(processes.db, { email: 'merger@alerts.example' })
    const cavendish = await createCustomer(processes.db, { email: 'merger@alerts.example', brand: 'cavendish' })
    const m = { id: meridian.id, brandId: meridian.brandId }
    const c = { id: cavendish.id, brandId: cavendish.brandId }
    await mergeIntoAccountWishlist(processes.db, c, ['CAV-1'])
    await mergeIntoAccountWishlist(processes.db, m, ['MJ-A', 'MJ-B'])
    // Two sign-ins at once, with overlapping cookies.
    const [one, two] = await Promise.all([
      mergeIntoAccountWishlist(processes.first.db, m, ['MJ-B', 'MJ-C']),
      mergeIntoAccountWishlist(processes.second.db, m, ['MJ-C', 'MJ-A', 'MJ-D']),
    ])
    const rows = await processes.db
      .selectFrom('wishlistItems')
      .select(['tourCode', 'brandId'])
      .where('customerId', 'in', [m.id, c.id])
      .orderBy('id')
      .execute()
    expect(rows.filter((row) => row.brandId === 'meridian').map((row) => row.tourCode)).toEqual([
      'MJ-A',
      'MJ-B',
      'MJ-C',
      'MJ-D',
    ])
    expect(rows.filter((row) => row.brandId === 'cavendish').map((row) => row.tourCode)).toEqual(['CAV-1'])
    expect([one, two].some((codes) => codes.length === 4)).toBe(true)
  })
})
