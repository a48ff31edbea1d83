import { hash32, type Random } from './random'
import {
  AIRLINE_BY_CODE,
  AIRLINES,
  AIRPORT_BY_CODE,
  COUNTRY_BY_ISO,
  type AirlineRef,
  type AirportRef,
  type ContinentCode,
} from './reference-data'

/*
 * Plausible flight routings for the demo catalogue: non-stop where a real carrier flies the route from that airport,
 * otherwise one connection through a hub that lies roughly on the way. Times are local to each airport (standard
 * time; daylight saving is ignored) and are derived from great-circle distance, so a London–Delhi leg takes about
 * nine hours and lands the next morning. Flight numbers and departure times are a function of the route, so every
 * departure of a tour from the same airport shows the same flights, as a real schedule would.
 */

export interface PlannedLeg {
  carrier: AirlineRef
  from: AirportRef
  to: AirportRef
  flightNumber: string
  /** Minutes after local midnight; for a connecting leg, the minimum connection time instead. */
  departMinute: number
  durationMinutes: number
}

export interface ScheduledLeg {
  carrierCode: string
  carrierName: string
  instanceCode: string
  from: AirportRef
  to: AirportRef
  /** 'YYYY-MM-DDTHH:mm', local at the departure airport. */
  departureTime: string
  /** 'YYYY-MM-DDTHH:mm', local at the arrival airport. */
  arrivalTime: string
}

const SHORT_HAUL_KM = 4300
const MAX_DETOUR = 1.4
const UK_COUNTRIES = new Set(['GB', 'JE'])

export function airport(code: string): AirportRef {
  const found = AIRPORT_BY_CODE.get(code)
  if (!found) throw new Error(`Unknown airport ${code}`)
  return found
}

export function distanceKm(a: AirportRef, b: AirportRef): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180
  const dLat = toRad(b.lat - a.lat)
  const dLon = toRad(b.lon - a.lon)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)))
}

function continentOf(a: AirportRef): ContinentCode | null {
  return COUNTRY_BY_ISO.get(a.countryIso)?.continent ?? null
}

function flightDuration(from: AirportRef, to: AirportRef): number {
  const minutes = distanceKm(from, to) / 13 + 40
  return Math.max(45, Math.round(minutes / 5) * 5)
}

function flightNumber(carrier: string, from: string, to: string): string {
  const n = 10 + (hash32(`${carrier}:${from}:${to}`) % 2980)
  return `${carrier}${String(n).padStart(4, '0')}`
}

/** A departure time between 06:00 and 22:55 that belongs to the route, in five-minute steps. */
function scheduledMinute(carrier: string, from: string, to: string): number {
  return 6 * 60 + (hash32(`time:${carrier}:${from}:${to}`) % 204) * 5
}

function leg(carrier: AirlineRef, from: AirportRef, to: AirportRef, connecting: boolean): PlannedLeg {
  return {
    carrier,
    from,
    to,
    flightNumber: flightNumber(carrier.code, from.code, to.code),
    departMinute: connecting
      ? 70 + (hash32(`cx:${carrier.code}:${from.code}:${to.code}`) % 20) * 5
      : scheduledMinute(carrier.code, from.code, to.code),
    durationMinutes: flightDuration(from, to),
  }
}

function servesShortHaul(carrier: AirlineRef, from: AirportRef, to: AirportRef): boolean {
  const bases = carrier.shortHaulFrom ?? carrier.bases
  if (!bases.includes(from.code)) return false
  if (carrier.shortHaulTo === '*') return UK_COUNTRIES.has(from.countryIso) && from.countryIso !== to.countryIso
  return carrier.shortHaulTo.includes(to.countryIso)
}

function connections(
  from: AirportRef,
  to: AirportRef,
): Array<{ carrier: AirlineRef; hub: AirportRef; detour: number }> {
  const continent = continentOf(to)
  const direct = distanceKm(from, to)
  const options: Array<{ carrier: AirlineRef; hub: AirportRef; detour: number }> = []
  for (const carrier of AIRLINES) {
    if (!carrier.bases.includes(from.code)) continue
    const reaches =
      (continent !== null && carrier.connectsTo.includes(continent)) ||
      (carrier.shortHaulTo !== '*' && carrier.shortHaulTo.includes(to.countryIso))
    if (!reaches) continue
    for (const hubCode of carrier.hubs) {
      if (hubCode === from.code || hubCode === to.code) continue
      const hub = airport(hubCode)
      const detour = (distanceKm(from, hub) + distanceKm(hub, to)) / Math.max(direct, 1)
      if (detour <= MAX_DETOUR) options.push({ carrier, hub, detour })
    }
  }
  return options
}

/**
 * The legs from one airport to another: one non-stop leg, or two via a hub. `preferred` nudges the choice towards
 * a carrier already used in the other direction, so outbound and return usually match.
 */
export function planRoute(fromCode: string, toCode: string, rng: Random, preferred?: string): PlannedLeg[] {
  const from = airport(fromCode)
  const to = airport(toCode)
  if (from.code === to.code) throw new Error(`A route needs two airports (${fromCode})`)
  const distance = distanceKm(from, to)

  const nonStop: AirlineRef[] =
    distance <= SHORT_HAUL_KM
      ? AIRLINES.filter((carrier) => servesShortHaul(carrier, from, to))
      : to.direct
          .map((code) => AIRLINE_BY_CODE.get(code))
          .filter((c): c is AirlineRef => !!c && (c.longHaulFrom ?? c.bases).includes(from.code))
  const viaHub = connections(from, to)

  // Short hops are always flown non-stop when anyone flies them; long-haul is a mix, as in real brochures.
  const preferNonStop = distance <= SHORT_HAUL_KM ? 1 : 0.55
  if (nonStop.length && (viaHub.length === 0 || rng.chance(preferNonStop))) {
    const carrier = nonStop.find((c) => c.code === preferred) ?? rng.pick(nonStop)
    return [leg(carrier, from, to, false)]
  }
  if (viaHub.length) {
    const option =
      viaHub.find((o) => o.carrier.code === preferred) ??
      rng.weighted(viaHub.map((o) => [o, 1 / (o.detour * o.detour)] as const))
    return [leg(option.carrier, from, option.hub, false), leg(option.carrier, option.hub, to, true)]
  }
  // Nothing in the table flies this way: fall back to the flag carrier through London, which always works.
  const ba = AIRLINE_BY_CODE.get('BA')!
  if (from.code !== 'LHR' && to.code !== 'LHR') {
    const lhr = airport('LHR')
    return [leg(ba, from, lhr, false), leg(ba, lhr, to, true)]
  }
  return [leg(ba, from, to, false)]
}

/** The same journey flown the other way: legs in reverse order, on the carrier's return flight numbers. */
export function reverseRoute(route: PlannedLeg[]): PlannedLeg[] {
  return route
    .slice()
    .reverse()
    .map((planned, i) => leg(planned.carrier, planned.to, planned.from, i > 0))
}

// ---------------------------------------------------------------------------------------------------------------
// Scheduling

const MINUTES_PER_DAY = 24 * 60

function epochDayOf(iso: string): number {
  return Math.round(
    Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000,
  )
}

function formatLocal(utcMinutes: number, offsetHours: number): string {
  const local = utcMinutes + Math.round(offsetHours * 60)
  const day = Math.floor(local / MINUTES_PER_DAY)
  const minute = local - day * MINUTES_PER_DAY
  const date = new Date(day * 86_400_000).toISOString().slice(0, 10)
  const hh = String(Math.floor(minute / 60)).padStart(2, '0')
  const mm = String(minute % 60).padStart(2, '0')
  return `${date}T${hh}:${mm}`
}

/** Puts a planned route on a calendar date: the first leg departs that day, connections follow on. */
export function scheduleRoute(route: PlannedLeg[], date: string): ScheduledLeg[] {
  const legs: ScheduledLeg[] = []
  let previousArrivalUtc: number | null = null
  for (const planned of route) {
    const departUtc: number =
      previousArrivalUtc === null
        ? epochDayOf(date) * MINUTES_PER_DAY + planned.departMinute - Math.round(planned.from.utcOffset * 60)
        : previousArrivalUtc + planned.departMinute
    const arriveUtc = departUtc + planned.durationMinutes
    legs.push({
      carrierCode: planned.carrier.code,
      carrierName: planned.carrier.name,
      instanceCode: planned.flightNumber,
      from: planned.from,
      to: planned.to,
      departureTime: formatLocal(departUtc, planned.from.utcOffset),
      arrivalTime: formatLocal(arriveUtc, planned.to.utcOffset),
    })
    previousArrivalUtc = arriveUtc
  }
  return legs
}
