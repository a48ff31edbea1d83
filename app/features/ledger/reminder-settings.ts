import { z } from 'zod'

/*
 * A brand's balance-reminder settings (issue 27), kept with its money settings: on which days before the balance's
 * due date its reminders go, and whether an unpaid booking is cancelled under the cancellation policy after some
 * days overdue (null: staff decide — nothing automatic, the default). Pure: the ledger stores them, the money
 * settings page edits them, the reminders feature plans by them.
 */

/** The standard days before the due date a balance reminder goes, for a brand that has not set its own. */
export const DEFAULT_REMINDER_DAYS_BEFORE: readonly number[] = [28, 14, 3]

/** The most reminder days a brand may set, and the furthest before the due date one may go. */
export const MAX_REMINDER_DAYS = 6
export const MAX_REMINDER_DAYS_BEFORE = 180
export const MAX_OVERDUE_CANCEL_AFTER_DAYS = 90

/**
 * Wishlist alerts (issue 27, ADR 0056), with the brand's other settings: a departure with this many places left or
 * fewer (and at least one) is "few places left"; a brand that has not set its own runs on the default.
 */
export const DEFAULT_WISHLIST_FEW_PLACES = 5
export const MAX_WISHLIST_FEW_PLACES = 50

export const reminderDaysSchema = z
  .array(z.number().int().min(1).max(MAX_REMINDER_DAYS_BEFORE))
  .min(1)
  .max(MAX_REMINDER_DAYS)

/** The stored JSON array, or null when none is stored or it does not parse (the brand then runs on the default). */
export function parseReminderDays(stored: string | null): number[] | null {
  if (stored === null) return null
  try {
    const parsed = reminderDaysSchema.safeParse(JSON.parse(stored))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
