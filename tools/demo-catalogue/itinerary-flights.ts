import type { PlannedLeg } from './flights'
import { scheduleRoute } from './flights'

/*
 * Issue 13, defect 8: a long-haul itinerary must agree with its flights. The generated itinerary starts at the
 * destination on Day 1 ('Fly from the UK to Sydney and transfer to your hotel'), but an overnight flight lands on
 * Day 2 and a flight to Australia, New Zealand, Fiji or Bali lands early on Day 3. Once a tour's departures (and so
 * its flights) are known, the itinerary gets a day in the air for each day the outbound flight takes, the arrival
 * day says 'Arrive in …', and the first stops give up the nights spent on the plane, so the holiday keeps its length
 * and every hotel's nights still add up. Pure and free of random draws: the rest of the catalogue is unchanged.
 */

/** A day of the generated itinerary: what buildItinerary makes, with the stop it belongs to. */
export interface AlignableDay<Place, StopRef> {
  dayNumber: number
  title: string
  text: string
  location: string
  meals: string | null
  place: Place | null
  stop: StopRef | null
}

/** How many days after its first leg's departure date a route's last leg lands (local dates): 0 on the same day. */
export function arrivalDayOffset(route: PlannedLeg[]): number {
  if (route.length === 0) return 0
  const date = '2030-01-07'
  const legs = scheduleRoute(route, date)
  const arrival = legs.at(-1)!.arrivalTime.slice(0, 10)
  return Math.round((Date.parse(arrival) - Date.parse(date)) / 86_400_000)
}

/** The days in the air before arrival for the tour: the longest of its outbound routes (0 without flights). */
export function outboundFlightDays(routes: PlannedLeg[][]): number {
  return routes.reduce((longest, route) => Math.max(longest, arrivalDayOffset(route)), 0)
}

/** A day in the air has no location: the tour map and the tour page's day line show no place for it. */
export const IN_FLIGHT_LOCATION = ''

const TITLE_PREFIX = /^Day \d+: /
const FLY_FROM = /^Fly from (the UK|Canada) to /

/**
 * The itinerary with `flightDays` days in the air first. Nights come off the first stops that have a night to spare
 * (a day without a featured place first, else the stop's last day), and `nightsOf`/`setNights` keep the stops'
 * hotel nights in step. Returns the days unchanged when there is no flight day, or not enough nights to give up.
 */
export function alignItineraryWithFlights<Place, StopRef>(
  days: AlignableDay<Place, StopRef>[],
  options: {
    flightDays: number
    home: 'the UK' | 'Canada'
    arrivalCity: string
    stops: StopRef[]
    nightsOf: (stop: StopRef) => number
    setNights: (stop: StopRef, nights: number) => void
  },
): AlignableDay<Place, StopRef>[] {
  const { flightDays, home, arrivalCity, stops } = options
  if (flightDays <= 0 || days.length < 2) return days
  const kept = [...days]
  const nights = new Map(stops.map((stop) => [stop, options.nightsOf(stop)]))
  let removed = 0
  for (const stop of stops) {
    while (removed < flightDays && (nights.get(stop) ?? 0) > 1) {
      const indexes = kept.flatMap((day, index) => (day.stop === stop ? [index] : []))
      // The stop's first day is its arrival or travel day: never removed.
      const spare = indexes.slice(1)
      if (spare.length === 0) break
      const free = spare.filter((index) => kept[index]!.place === null)
      const index = free.length ? free[Math.floor(free.length / 2)]! : spare.at(-1)!
      kept.splice(index, 1)
      nights.set(stop, nights.get(stop)! - 1)
      removed++
    }
    if (removed === flightDays) break
  }
  if (removed < flightDays) return days
  for (const [stop, count] of nights) if (count !== options.nightsOf(stop)) options.setNights(stop, count)

  const inTheAir: AlignableDay<Place, StopRef>[] = [
    {
      dayNumber: 0,
      title: `Depart ${home === 'the UK' ? 'the UK' : 'Canada'}`,
      text:
        flightDays === 1
          ? `Board your overnight flight from ${home} to ${arrivalCity}.`
          : `Board your flight from ${home} to ${arrivalCity}, a long journey across many time zones.`,
      location: IN_FLIGHT_LOCATION,
      meals: null,
      place: null,
      stop: null,
    },
  ]
  for (let day = 2; day <= flightDays; day++) {
    inTheAir.push({
      dayNumber: 0,
      title: 'In flight',
      text:
        day === flightDays
          ? `Continue your journey; you land in ${arrivalCity} in the early hours of tomorrow.`
          : `Continue your journey to ${arrivalCity}.`,
      location: IN_FLIGHT_LOCATION,
      meals: null,
      place: null,
      stop: null,
    })
  }
  const [arrival, ...rest] = kept
  const arrived = { ...arrival!, text: arrival!.text.replace(FLY_FROM, 'Arrive in ') }
  return [...inTheAir, arrived, ...rest].map((day, index) => ({
    ...day,
    dayNumber: index + 1,
    title: `Day ${index + 1}: ${day.title.replace(TITLE_PREFIX, '')}`,
  }))
}
