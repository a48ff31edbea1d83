/*
 * An itinerary as the stops of a route: consecutive days in the same place are one stop, with the days it covers,
 * the nights spent there, where you stay (when a hotel is in that place) and the visits made from it that day
 * ('Day 3: Vancouver Island' while staying in Vancouver). Pure, shared by the server query and the tests.
 */

export interface ItineraryDayInput {
  dayNumber: number
  title: string
  location: string
}

export interface AccommodationInput {
  name: string
  location: string
  nights: number
}

export interface StopVisit {
  day: number
  title: string
}

export interface MapStop {
  /** 1-based, as on the map's markers. */
  number: number
  name: string
  firstDay: number
  lastDay: number
  /** Nights spent here: every day of the stop except the holiday's last. */
  nights: number
  /** The hotel or ship in this place, when the accommodation list names it. */
  stay: string | null
  visits: StopVisit[]
}

const DAY_PREFIX = /^day\s+\d+\s*[:.–-]\s*/i
const HOMEWARD = /^(fly|journey|travel|sail|return|head)\s+home\b/i

/** A day's own title without its 'Day 3:' prefix. */
export function dayHeadline(title: string): string {
  return title.replace(DAY_PREFIX, '').trim()
}

/** Place names compared without case, spacing or a leading 'The' ('The Drake Passage' is 'Drake Passage'). */
const placeKey = (name: string) => name.replace(/\s+/g, ' ').trim().toLocaleLowerCase('en-GB').replace(/^the /, '')
const same = (a: string, b: string) => placeKey(a) === placeKey(b)

export function buildStops(
  days: readonly ItineraryDayInput[],
  accommodations: readonly AccommodationInput[],
): MapStop[] {
  const ordered = [...days].filter((day) => day.location.trim()).sort((a, b) => a.dayNumber - b.dayNumber)
  const finalDay = ordered.length ? ordered[ordered.length - 1]!.dayNumber : 0
  const stops: MapStop[] = []
  for (const day of ordered) {
    const location = day.location.replace(/\s+/g, ' ').trim()
    let stop = stops[stops.length - 1]
    if (!stop || !same(stop.name, location)) {
      const hotel = accommodations.find((accommodation) => same(accommodation.location, location))
      stop = {
        number: stops.length + 1,
        name: location,
        firstDay: day.dayNumber,
        lastDay: day.dayNumber,
        nights: 0,
        stay: hotel?.name ?? null,
        visits: [],
      }
      stops.push(stop)
    }
    stop.lastDay = day.dayNumber
    if (day.dayNumber < finalDay) stop.nights += 1
    const headline = dayHeadline(day.title)
    if (headline && !same(headline, location) && !HOMEWARD.test(headline)) {
      stop.visits.push({ day: day.dayNumber, title: headline })
    }
  }
  return stops
}

/** 'Day 4' or 'Days 4–6'. */
export function dayRange(stop: Pick<MapStop, 'firstDay' | 'lastDay'>): string {
  return stop.firstDay === stop.lastDay ? `Day ${stop.firstDay}` : `Days ${stop.firstDay}–${stop.lastDay}`
}

/** '1 night', '3 nights', or 'Last day' for the holiday's last day, when no night is spent. */
export function nightsText(nights: number): string {
  if (nights <= 0) return 'Last day'
  return nights === 1 ? '1 night' : `${nights} nights`
}
