import { describe, expect, it } from 'vitest'
import { airport, type PlannedLeg } from './flights'
import { alignItineraryWithFlights, arrivalDayOffset, outboundFlightDays, type AlignableDay } from './itinerary-flights'
import { AIRLINE_BY_CODE } from './reference-data'

const leg = (from: string, to: string, departMinute: number, durationMinutes: number): PlannedLeg => ({
  carrier: AIRLINE_BY_CODE.get('BA')!,
  from: airport(from),
  to: airport(to),
  flightNumber: 'BA0001',
  departMinute,
  durationMinutes,
})

describe('arrivalDayOffset', () => {
  it('counts the local calendar days between take-off and landing', () => {
    // 09:00 in London, 2 h 30 to Rome (one hour ahead): the same day.
    expect(arrivalDayOffset([leg('LHR', 'FCO', 9 * 60, 150)])).toBe(0)
    // 21:00 in London, 9 h to Delhi (+5:30): next morning.
    expect(arrivalDayOffset([leg('LHR', 'DEL', 21 * 60, 540)])).toBe(1)
    // Evening to Dubai, a 3-hour connection, then 14 h to Sydney (+10): two days later.
    expect(arrivalDayOffset([leg('LHR', 'DXB', 20 * 60, 420), leg('DXB', 'SYD', 180, 840)])).toBe(2)
    expect(outboundFlightDays([])).toBe(0)
    expect(
      outboundFlightDays([
        [leg('LHR', 'FCO', 9 * 60, 150)],
        [leg('LHR', 'DXB', 20 * 60, 420), leg('DXB', 'SYD', 180, 840)],
      ]),
    ).toBe(2)
  })
})

type Day = AlignableDay<string, string>
const day = (n: number, title: string, stop: string | null, place: string | null, text = `${title}.`): Day => ({
  dayNumber: n,
  title: `Day ${n}: ${title}`,
  text,
  location: title,
  meals: 'Breakfast, Dinner',
  place,
  stop,
})

function sydneyTour(): { days: Day[]; nights: Map<string, number> } {
  return {
    days: [
      day(
        1,
        'Sydney',
        'sydney',
        'sydney',
        'Fly from the UK to Sydney and transfer to your hotel. The evening is free.',
      ),
      day(2, 'Sydney', 'sydney', 'opera-house'),
      day(3, 'Sydney', 'sydney', null),
      day(4, 'Blue Mountains', 'katoomba', 'blue-mountains'),
      day(5, 'Blue Mountains', 'katoomba', null),
      day(6, 'Fly home', null, null),
    ],
    nights: new Map([
      ['sydney', 3],
      ['katoomba', 2],
    ]),
  }
}

function align(flightDays: number, tour = sydneyTour()) {
  const days = alignItineraryWithFlights(tour.days, {
    flightDays,
    home: 'the UK',
    arrivalCity: 'Sydney',
    stops: ['sydney', 'katoomba'],
    nightsOf: (stop) => tour.nights.get(stop)!,
    setNights: (stop, nights) => tour.nights.set(stop, nights),
  })
  return { days, nights: tour.nights }
}

describe('alignItineraryWithFlights (issue 13, defect 8)', () => {
  it('leaves an itinerary alone when the flight lands on the day it leaves', () => {
    const tour = sydneyTour()
    expect(align(0, tour).days).toBe(tour.days)
  })

  it('a flight landing two days later: two days in the air, then "Arrive in", the same length, nights in step', () => {
    const { days, nights } = align(2)
    expect(days.map((d) => d.title)).toEqual([
      'Day 1: Depart the UK',
      'Day 2: In flight',
      'Day 3: Sydney',
      'Day 4: Blue Mountains',
      'Day 5: Blue Mountains',
      'Day 6: Fly home',
    ])
    expect(days.map((d) => d.dayNumber)).toEqual([1, 2, 3, 4, 5, 6])
    expect(days[0]!.text).toBe('Board your flight from the UK to Sydney, a long journey across many time zones.')
    expect(days[1]!.text).toBe('Continue your journey; you land in Sydney in the early hours of tomorrow.')
    expect(days[0]!.meals).toBeNull()
    expect(days[2]!.text).toBe('Arrive in Sydney and transfer to your hotel. The evening is free.')
    // Sydney's free day goes first, then its last day (the Opera House): it has one night left.
    expect(days.map((d) => d.place)).toEqual([null, null, 'sydney', 'blue-mountains', null, null])
    expect(Object.fromEntries(nights)).toEqual({ sydney: 1, katoomba: 2 })
    expect([...nights.values()].reduce((a, b) => a + b) + 1).toBe(days.length - 2)
  })

  it('an overnight flight: one day in the air', () => {
    const { days, nights } = align(1)
    expect(days.map((d) => d.title).slice(0, 3)).toEqual(['Day 1: Depart the UK', 'Day 2: Sydney', 'Day 3: Sydney'])
    expect(days[0]!.text).toBe('Board your overnight flight from the UK to Sydney.')
    expect(days).toHaveLength(6)
    expect(Object.fromEntries(nights)).toEqual({ sydney: 2, katoomba: 2 })
  })

  it('takes nights from the next stop when the first has none to spare, and gives up when no stop has', () => {
    const tour = sydneyTour()
    tour.nights.set('sydney', 1)
    tour.days = tour.days.filter((d) => !(d.stop === 'sydney' && d.dayNumber > 1))
    const { days, nights } = align(1, tour)
    expect(days.map((d) => d.location)).toEqual(['', 'Sydney', 'Blue Mountains', 'Fly home'])
    expect(Object.fromEntries(nights)).toEqual({ sydney: 1, katoomba: 1 })
    const tight = {
      days: [day(1, 'Sydney', 'sydney', 'sydney'), day(2, 'Fly home', null, null)],
      nights: new Map([['sydney', 1]]),
    }
    expect(align(1, tight).days).toBe(tight.days)
  })
})
