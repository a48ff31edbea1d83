import { formatStops } from '../../lib/dates'

/*
 * A journey's connections (discovery §9: stops as '1 stop' or 'N stops' listing the airports; layovers as hours and
 * minutes). Pure, shared by the server (which measures layovers from the legs' local times) and the tour page.
 */

interface StepLike {
  kind: 'flight' | 'ground'
  arrivalAirport?: { code: string }
}

/** 'Direct', '1 stop (DXB)', '2 stops (DXB, SIN)' for the flights of one direction; null when it has none. */
export function journeyStops(steps: readonly StepLike[]): string | null {
  const flights = steps.filter((step) => step.kind === 'flight')
  if (flights.length === 0) return null
  return formatStops(flights.slice(0, -1).map((flight) => flight.arrivalAirport?.code ?? ''))
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/

function localMinutes(text: string): number | null {
  const match = LOCAL_TIME.exec(text)
  if (!match) return null
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number]
  return Date.UTC(year, month - 1, day, hour, minute) / 60_000
}

/**
 * Minutes between landing at a connecting airport and taking off from it. Both times are local to that same airport
 * ('YYYY-MM-DDTHH:mm'), so they compare directly; null when either is missing or they run backwards.
 */
export function layoverMinutes(arrivedAt: string, departsAt: string): number | null {
  const from = localMinutes(arrivedAt)
  const to = localMinutes(departsAt)
  if (from === null || to === null || to < from) return null
  return to - from
}
