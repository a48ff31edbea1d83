import { describe, expect, it } from 'vitest'
import { balanceReminderKey, balanceReminderPlan, overdueCancelKey, overdueCancelPlan } from './balance-reminder-plan'

const plan = (dueDate: string, now: string, bookedAt = '2027-01-02T10:00:00.000Z', daysBefore?: number[]) =>
  balanceReminderPlan({ dueDate, now, bookedAt, daysBefore }).map((r) => `${r.stage} ${r.sendAt}`)

describe('balanceReminderPlan', () => {
  it('plans 28, 14 and 3 days before the due date and the day after, at nine in the London morning', () => {
    // 2027-06-30 is in British Summer Time: nine in London is 08:00 UTC.
    expect(plan('2027-06-30', '2027-01-03T12:00:00.000Z')).toEqual([
      '28-days-before 2027-06-02T08:00:00.000Z',
      '14-days-before 2027-06-16T08:00:00.000Z',
      '3-days-before 2027-06-27T08:00:00.000Z',
      'overdue 2027-07-01T08:00:00.000Z',
    ])
  })

  it('keeps nine in the morning across a change of the clocks (GMT in winter, BST from 28 March 2027)', () => {
    expect(plan('2027-04-08', '2027-01-03T12:00:00.000Z')).toEqual([
      '28-days-before 2027-03-11T09:00:00.000Z',
      '14-days-before 2027-03-25T09:00:00.000Z',
      '3-days-before 2027-04-05T08:00:00.000Z',
      'overdue 2027-04-09T08:00:00.000Z',
    ])
  })

  it('plans no stage whose day has passed; one due today is still planned', () => {
    expect(plan('2027-06-30', '2027-06-16T21:00:00.000Z')).toEqual([
      '14-days-before 2027-06-16T08:00:00.000Z',
      '3-days-before 2027-06-27T08:00:00.000Z',
      'overdue 2027-07-01T08:00:00.000Z',
    ])
    // 23:30 UTC on 16 June is already 17 June in London.
    expect(plan('2027-06-30', '2027-06-16T23:30:00.000Z')).toEqual([
      '3-days-before 2027-06-27T08:00:00.000Z',
      'overdue 2027-07-01T08:00:00.000Z',
    ])
    expect(plan('2027-06-30', '2027-07-02T09:00:00.000Z')).toEqual([])
  })

  it('sends nothing on the day the booking was made', () => {
    expect(plan('2027-06-30', '2027-06-16T10:00:00.000Z', '2027-06-16T09:30:00.000Z')).toEqual([
      '3-days-before 2027-06-27T08:00:00.000Z',
      'overdue 2027-07-01T08:00:00.000Z',
    ])
  })

  it('takes the days from the brand, in any order, without repeats or non-positive days', () => {
    expect(plan('2027-06-30', '2027-01-03T12:00:00.000Z', undefined, [7, 42, 7, 0, -3])).toEqual([
      '42-days-before 2027-05-19T08:00:00.000Z',
      '7-days-before 2027-06-23T08:00:00.000Z',
      'overdue 2027-07-01T08:00:00.000Z',
    ])
  })
})

describe('balanceReminderKey', () => {
  it('names the booking, the due date and the stage', () => {
    expect(balanceReminderKey(42, '2027-06-30', '14-days-before')).toBe('balance-reminder:42:2027-06-30:14-days-before')
  })
})

describe('overdueCancelPlan', () => {
  const NOW = '2027-01-03T12:00:00.000Z'

  it('cancels N days after the due date at nine in the London morning, after the overdue reminder', () => {
    expect(overdueCancelPlan({ dueDate: '2027-06-30', afterDays: 7, now: NOW })).toEqual({
      cancelOn: '2027-07-07',
      cancelAt: '2027-07-07T08:00:00.000Z',
    })
    // Across the clocks going back (31 October 2027): nine GMT is nine UTC.
    expect(overdueCancelPlan({ dueDate: '2027-10-25', afterDays: 14, now: NOW })).toEqual({
      cancelOn: '2027-11-08',
      cancelAt: '2027-11-08T09:00:00.000Z',
    })
    // Across a month and a year end.
    expect(overdueCancelPlan({ dueDate: '2027-12-20', afterDays: 30, now: NOW }).cancelOn).toBe('2028-01-19')
  })

  it('never cancels at once when the rule comes after the day has passed: the next morning instead', () => {
    // Due 30 June, 7 days: 7 July. Planned on 20 July (the rule was switched on then): 21 July at nine.
    expect(overdueCancelPlan({ dueDate: '2027-06-30', afterDays: 7, now: '2027-07-20T15:00:00.000Z' })).toEqual({
      cancelOn: '2027-07-21',
      cancelAt: '2027-07-21T08:00:00.000Z',
    })
    // On the day itself it stays that day (the job runs at nine, or at once if planned later that day).
    expect(overdueCancelPlan({ dueDate: '2027-06-30', afterDays: 7, now: '2027-07-07T06:00:00.000Z' }).cancelOn).toBe(
      '2027-07-07',
    )
  })

  it('is keyed by booking, due date and days, so a moved due date or a changed rule plans its own job', () => {
    expect(overdueCancelKey(42, '2027-06-30', 7)).toBe('overdue-cancel:42:2027-06-30:7')
    expect(overdueCancelKey(42, '2027-07-30', 7)).not.toBe(overdueCancelKey(42, '2027-06-30', 7))
    expect(overdueCancelKey(42, '2027-06-30', 14)).not.toBe(overdueCancelKey(42, '2027-06-30', 7))
  })
})
