import { describe, expect, it } from 'vitest'
import { balanceReminderKey, balanceReminderPlan } from './balance-reminder-plan'

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
