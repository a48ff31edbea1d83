import { addDays, OFFICE_TIME_ZONE, zonedInstant } from '../../ledger'

/*
 * A reservation's payment deadline (issue 26): a reserved booking — places counted as sold, nothing paid — may be given
 * a day by which it must be paid. If nothing is paid by the end of that day, the scheduler releases it at nine the
 * next morning in the brand's zone (Europe/London): its places go back on sale and the customer is told. Pure: the
 * booking page's action validates with reservationDeadlineProblem and plans the release at reservationReleaseAt.
 */

export const RESERVATION_RELEASE_JOB = 'reservation-release'
/** The hour of the morning after the deadline at which an unpaid reservation is released. */
export const RELEASE_HOUR = 9
/** The furthest ahead a deadline may be set: a reservation holds places others cannot buy. */
export const MAX_DEADLINE_DAYS = 60

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** Why a deadline cannot be set (a message for the form), or null when it can. */
export function reservationDeadlineProblem(input: {
  deadline: string
  today: string
  departureDate: string
}): string | null {
  const { deadline, today, departureDate } = input
  if (!ISO_DAY.test(deadline) || Number.isNaN(Date.parse(`${deadline}T00:00:00Z`)))
    return 'Enter the deadline as a date.'
  if (deadline < today) return 'The deadline cannot be in the past.'
  if (deadline >= departureDate) return 'The deadline must be before the departure date.'
  if (deadline > addDays(today, MAX_DEADLINE_DAYS))
    return `The deadline can be at most ${MAX_DEADLINE_DAYS} days from today.`
  return null
}

/** The instant an unpaid reservation is released: nine in the morning after its deadline, in the brand's zone. */
export function reservationReleaseAt(deadline: string, timeZone: string = OFFICE_TIME_ZONE): string {
  return zonedInstant(addDays(deadline, 1), RELEASE_HOUR, timeZone)
}

/** One release job per booking and deadline: a moved deadline plans its own (the old one finds it moved). */
export function reservationReleaseKey(bookingId: number, deadline: string): string {
  return `${RESERVATION_RELEASE_JOB}:${bookingId}:${deadline}`
}
