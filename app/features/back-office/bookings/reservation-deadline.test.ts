import { describe, expect, it } from 'vitest'
import {
  MAX_DEADLINE_DAYS,
  reservationDeadlineProblem,
  reservationReleaseAt,
  reservationReleaseKey,
} from './reservation-deadline'

const problem = (deadline: string) =>
  reservationDeadlineProblem({ deadline, today: '2027-03-10', departureDate: '2027-04-20' })

describe('reservationDeadlineProblem', () => {
  it('accepts today up to the day before departure, within the limit', () => {
    expect(problem('2027-03-10')).toBeNull()
    expect(problem('2027-04-19')).toBeNull()
  })

  it('refuses a day that is not a date, in the past, on or after departure, or too far ahead', () => {
    expect(problem('next week')).toBe('Enter the deadline as a date.')
    expect(problem('2027-02-30x')).toBe('Enter the deadline as a date.')
    expect(problem('2027-03-09')).toBe('The deadline cannot be in the past.')
    expect(problem('2027-04-20')).toBe('The deadline must be before the departure date.')
    expect(
      reservationDeadlineProblem({ deadline: '2027-05-10', today: '2027-03-10', departureDate: '2027-12-01' }),
    ).toBe(`The deadline can be at most ${MAX_DEADLINE_DAYS} days from today.`)
  })
})

describe('reservationReleaseAt', () => {
  it('releases at nine the next morning in London, in winter and in summer time', () => {
    expect(reservationReleaseAt('2027-03-10')).toBe('2027-03-11T09:00:00.000Z')
    expect(reservationReleaseAt('2027-06-30')).toBe('2027-07-01T08:00:00.000Z')
    // The clocks go forward on 28 March 2027: the 28th's nine is already summer time.
    expect(reservationReleaseAt('2027-03-27')).toBe('2027-03-28T08:00:00.000Z')
  })

  it('keys the release by booking and deadline', () => {
    expect(reservationReleaseKey(42, '2027-03-10')).toBe('reservation-release:42:2027-03-10')
  })
})
