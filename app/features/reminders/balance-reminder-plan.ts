import { addDays, DEFAULT_REMINDER_DAYS_BEFORE, OFFICE_TIME_ZONE, zonedDay, zonedInstant } from '../ledger'

/*
 * When a booking's balance reminders go (issue 27): at 28, 14 and 3 days before the balance's due date, and once the
 * day after it is missed, each at nine in the morning of the brand's zone (Europe/London: both brands sell from the
 * United Kingdom), never at midnight. A stage whose day has passed is not planned (no stale "due in 28 days" to a
 * booking made ten days before its due date), and none goes on the day the booking was made (its confirmation says
 * it all). Pure: the planner (balance-reminders.server.ts) plans what this returns, and the sender re-checks the
 * booking when it is due.
 */

export { DEFAULT_REMINDER_DAYS_BEFORE }
/** The hour of the brand's morning at which a reminder is sent. */
export const REMINDER_HOUR = 9
export const BALANCE_REMINDER_JOB = 'balance-reminder'

export type ReminderStage = `${number}-days-before` | 'overdue'

export interface PlannedReminder {
  stage: ReminderStage
  /** The zone's calendar day it goes on. */
  sendOn: string
  /** The instant it goes (nine in the morning of sendOn in the zone), as ISO. */
  sendAt: string
}

export interface ReminderPlanInput {
  /** The balance's due date ('YYYY-MM-DD'). */
  dueDate: string
  /** Now, as an instant. */
  now: Date | string
  /** When the booking was made, as an instant. */
  bookedAt: Date | string
  daysBefore?: readonly number[]
  timeZone?: string
}

export function balanceReminderPlan(input: ReminderPlanInput): PlannedReminder[] {
  const timeZone = input.timeZone ?? OFFICE_TIME_ZONE
  const today = zonedDay(input.now, timeZone)
  const firstDay = addDays(zonedDay(input.bookedAt, timeZone), 1)
  const earliest = today > firstDay ? today : firstDay
  const days = [...new Set(input.daysBefore ?? DEFAULT_REMINDER_DAYS_BEFORE)]
    .filter((day) => day > 0)
    .sort((a, b) => b - a)
  const stages: { stage: ReminderStage; sendOn: string }[] = [
    ...days.map((day) => ({ stage: `${day}-days-before` as const, sendOn: addDays(input.dueDate, -day) })),
    { stage: 'overdue', sendOn: addDays(input.dueDate, 1) },
  ]
  return stages
    .filter((stage) => stage.sendOn >= earliest)
    .map((stage) => ({ ...stage, sendAt: zonedInstant(stage.sendOn, REMINDER_HOUR, timeZone) }))
}

/** The job's idempotency key: one reminder per booking, due date and stage, however often the planner runs. */
export function balanceReminderKey(bookingId: number, dueDate: string, stage: ReminderStage): string {
  return `${BALANCE_REMINDER_JOB}:${bookingId}:${dueDate}:${stage}`
}

/*
 * The automatic cancel of an unpaid booking (issue 27): a brand may set "cancel unpaid bookings after N days overdue"
 * (null, the default: staff decide and nothing is automatic). The cancel goes at the reminders' hour of the due
 * date + N in the brand's zone, so it never lands at midnight and the overdue reminder (the day after the due date)
 * can warn of it. Keyed by booking, due date and N: a moved due date or a changed N plans its own job, and the job
 * re-checks all three (and the balance) when it runs.
 */
export const OVERDUE_CANCEL_JOB = 'overdue-cancel'

export interface OverdueCancelPlan {
  /** The zone's calendar day the booking is cancelled if still unpaid. */
  cancelOn: string
  /** The instant the cancel runs, as ISO. */
  cancelAt: string
}

/**
 * When an unpaid booking is cancelled. A rule switched on (or planned) after that day has passed never cancels at
 * once: the booking goes the next morning, so the dashboard shows it for a day and staff can step in.
 */
export function overdueCancelPlan(input: {
  dueDate: string
  afterDays: number
  now: Date | string
  timeZone?: string
}): OverdueCancelPlan {
  const timeZone = input.timeZone ?? OFFICE_TIME_ZONE
  const today = zonedDay(input.now, timeZone)
  const onTime = addDays(input.dueDate, input.afterDays)
  const cancelOn = onTime < today ? addDays(today, 1) : onTime
  return { cancelOn, cancelAt: zonedInstant(cancelOn, REMINDER_HOUR, timeZone) }
}

export function overdueCancelKey(bookingId: number, dueDate: string, afterDays: number): string {
  return `${OVERDUE_CANCEL_JOB}:${bookingId}:${dueDate}:${afterDays}`
}
