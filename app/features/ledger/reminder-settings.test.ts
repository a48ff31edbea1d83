import { describe, expect, it } from 'vitest'
import { MAX_REMINDER_DAYS, parseReminderDays, reminderDaysSchema } from './reminder-settings'

describe('reminder settings', () => {
  it('reads a stored list of days, and null when none is stored or it is damaged', () => {
    expect(parseReminderDays('[30,7,1]')).toEqual([30, 7, 1])
    expect(parseReminderDays(null)).toBeNull()
    expect(parseReminderDays('not json')).toBeNull()
    expect(parseReminderDays('[0]')).toBeNull()
    expect(parseReminderDays('[]')).toBeNull()
  })

  it('takes 1 to 6 whole days of 1 to 180', () => {
    expect(reminderDaysSchema.safeParse([180, 1]).success).toBe(true)
    expect(reminderDaysSchema.safeParse([181]).success).toBe(false)
    expect(reminderDaysSchema.safeParse([2.5]).success).toBe(false)
    expect(reminderDaysSchema.safeParse(Array.from({ length: MAX_REMINDER_DAYS + 1 }, (_, i) => i + 1)).success).toBe(
      false,
    )
  })
})
