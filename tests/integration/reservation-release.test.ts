import { beforeAll, describe, expect, it } from 'vitest'
import {
  createStaff,
  RESERVATION_RELEASE_JOB,
  reservationReleaseHandler,
  setReservationDeadline,
} from '../../app/features/back-office/index.server'
import { loadDashboard } from '../../app/features/back-office/dashboard/index.server'
import { addDays, bookingMoneyOf, zonedDay } from '../../app/features/ledger/index.server'
import { runDueJobs } from '../../app/features/scheduler/index.server'
import { createBooking, payBalanceOffline, stockDeparture, type CreatedBooking } from '../support/factories'
import { STAFF_TEST_PASSWORD } from '../support/staff-session'
import { twoProcessesOn } from '../support/two-processes'

/*
 * A reservation's payment deadline (issue 26) on the dialect under test, with a clock the test controls: staff set the
 * day a reserved booking (places sold, nothing paid) must be paid by; the dashboard lists it; at nine the next morning
 * two processes running the scheduler release it exactly once — places back, no fee, ledger lines by the system, the
 * customer's "released" e-mail, an audit row. A reservation paid meanwhile, or whose deadline was moved, stays.
 */

const processes = twoProcessesOn('reservation-release')
const originFor = (brandId: string, market: string) => `https://${brandId}-${market.toLowerCase()}.example`
const handlers = { [RESERVATION_RELEASE_JOB]: reservationReleaseHandler(originFor) }
const runBoth = (at: string) =>
  Promise.all([
    runDueJobs(processes.first.db, handlers, { now: () => new Date(at), workerId: 'first' }),
    runDueJobs(processes.second.db, handlers, { now: () => new Date(at), workerId: 'second' }),
    runDueJobs(processes.first.db, handlers, { now: () => new Date(at), workerId: 'first' }),
  ])

const today = zonedDay(new Date())
const deadline = addDays(today, 2)

const used = new Set<number>()

/** A reserved booking (nothing paid) on a departure of its own, far enough ahead for any deadline. */
async function reservation(label: string): Promise<CreatedBooking> {
  const departure = await stockDeparture(processes.db, {
    placesLeft: 10,
    twinsLeft: 5,
    startDate: addDays(today, 90),
    used,
  })
  return createBooking(processes.db, {
    departureId: departure.id,
    roomIds: [departure.twin.id],
    passengers: [{ email: `${label}@reservations.example` }, {}],
    payments: 'none',
  })
}
const statusOf = async (id: number) =>
  (await processes.db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status
const seatsSold = async (departureId: number) =>
  Number(
    (
      await processes.db
        .selectFrom('departures')
        .select('seatsSold')
        .where('id', '=', departureId)
        .executeTakeFirstOrThrow()
    ).seatsSold,
  )
const mails = (label: string) =>
  processes.db
    .selectFrom('emailOutbox')
    .select(['kind', 'subject', 'textBody'])
    .where('toAddress', '=', `${label}@reservations.example`)
    .execute()
const jobOf = (id: number) =>
  processes.db
    .selectFrom('scheduledJobs')
    .select(['idempotencyKey', 'dueAt', 'state', 'outcome'])
    .where('idempotencyKey', 'like', `${RESERVATION_RELEASE_JOB}:${id}:%`)
    .orderBy('id')
    .execute()
let staffId = 0
const staffInput = (made: CreatedBooking) => ({
  brandId: made.booking.brandId,
  reference: made.booking.reference,
  staffId,
})

describe('a reservation’s payment deadline', () => {
  beforeAll(async () => {
    const made = await createStaff(processes.db, {
      email: 'desk@reservations.example',
      name: 'Dee Desk',
      role: 'sales_agent',
      password: STAFF_TEST_PASSWORD,
      createdBy: null,
      passwordChangeRequired: false,
    })
    if (made.kind !== 'created') throw new Error('staff not created')
    staffId = made.staff.id
  })

  it('is refused in the past, on a booking with money paid, and on another brand’s booking', async () => {
    const made = await reservation('refused')
    await expect(
      setReservationDeadline(processes.db, {
        ...staffInput(made),
        deadline: addDays(today, -1),
      }),
    ).rejects.toThrow('The deadline cannot be in the past.')
    const paid = await createBooking(processes.db, { payments: 'deposit' })
    await expect(setReservationDeadline(processes.db, { ...staffInput(paid), deadline })).rejects.toThrow(
      'Only a reservation with nothing paid can have a payment deadline.',
    )
    const otherBrand = made.booking.brandId === 'meridian' ? 'cavendish' : 'meridian'
    await expect(
      setReservationDeadline(processes.db, { ...staffInput(made), brandId: otherBrand, deadline }),
    ).rejects.toThrow('No such booking.')
    expect(await jobOf(made.booking.id)).toEqual([])
  })

  it('releases the unpaid reservation once the morning after, with two processes; paid or moved ones stay', async () => {
    const unpaid = await reservation('unpaid')
    const paidMeanwhile = await reservation('paid-meanwhile')
    const moved = await reservation('moved')
    for (const made of [unpaid, paidMeanwhile, moved])
      await setReservationDeadline(processes.db, { ...staffInput(made), deadline })
    const releaseAt = (await jobOf(unpaid.booking.id))[0]!.dueAt
    expect(zonedDay(releaseAt)).toBe(addDays(deadline, 1))

    const dashboard = await loadDashboard(processes.db, { brandId: unpaid.booking.brandId, withMoney: true })
    expect(dashboard.reservationsReleasing.map((row) => row.reference)).toContain(unpaid.booking.reference)

    await payBalanceOffline(processes.db, paidMeanwhile, new Date().toISOString())
    await setReservationDeadline(processes.db, {
      ...staffInput(moved),
      deadline: addDays(deadline, 5),
    })
    const sold = await seatsSold(unpaid.departure.id)

    await runBoth(new Date(Date.parse(releaseAt) - 60_000).toISOString())
    expect(await statusOf(unpaid.booking.id)).toBe('confirmed')
    await runBoth(releaseAt)

    expect(await statusOf(unpaid.booking.id)).toBe('cancelled')
    expect(await seatsSold(unpaid.departure.id)).toBe(sold - 2)
    expect(await bookingMoneyOf(processes.db, unpaid.booking.id)).toMatchObject({ totalMinor: 0, paidMinor: 0 })
    const released = (await mails('unpaid')).filter((mail) => mail.kind === 'reservation-released')
    expect(released).toHaveLength(1)
    expect(released[0]!.subject).toBe(`Your reservation ${unpaid.booking.reference} has been released`)
    const audit = await processes.db
      .selectFrom('auditLog')
      .select(['staffId', 'afterJson'])
      .where('action', '=', 'booking.cancel')
      .where('entityId', '=', unpaid.booking.reference)
      .execute()
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0]!.afterJson!)).toMatchObject({ automatic: { rule: 'reservation-deadline', deadline } })
    const lines = await processes.db
      .selectFrom('bookingLedgerLines')
      .select(['actor', 'staffId'])
      .where('bookingId', '=', unpaid.booking.id)
      .where('kind', 'like', 'cancellation%')
      .execute()
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.every((line) => line.actor === 'system' && line.staffId === null)).toBe(true)

    expect(await statusOf(paidMeanwhile.booking.id)).toBe('confirmed')
    expect(await jobOf(paidMeanwhile.booking.id)).toEqual([
      expect.objectContaining({ state: 'done', outcome: 'not released: a payment was made' }),
    ])
    expect(await statusOf(moved.booking.id)).toBe('confirmed')
    expect(await jobOf(moved.booking.id)).toEqual([
      expect.objectContaining({ state: 'done', outcome: 'not released: the payment deadline was changed or removed' }),
      expect.objectContaining({ state: 'pending' }),
    ])
    expect((await mails('moved')).filter((mail) => mail.kind === 'reservation-released')).toEqual([])
  })
})
