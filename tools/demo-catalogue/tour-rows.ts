import { artworkUrl } from '../../app/lib/media-urls'
import { departureStatusFor } from '../../app/features/departures/index.availability'
import { sceneForRegion } from './artwork/scenes'
import type { NewRow } from '../../db/schema'
import { addDays, compactDate, fromEpochDay, monthOf, toEpochDay, weekdayOf } from './calendar-days'
import { capitalise, joinAnd, type PlanStyle, type TourPlan, type TransportCode } from './catalogue-plan'
import { planRoute, reverseRoute, scheduleRoute, type PlannedLeg } from './flights'
import { alignItineraryWithFlights, outboundFlightDays } from './itinerary-flights'
import { pickerWithoutRepeats, Random } from './random'
import {
  AIRPORT_BY_CODE,
  CANADIAN_AIRPORTS,
  COACH_PICKUPS,
  CONTINENT_BY_CODE,
  COUNTRY_BY_ISO,
  RAIL_STATIONS,
  UK_AIRPORTS,
  UK_LONG_HAUL_AIRPORTS,
  countryInText,
  slugify,
  type DeparturePointRef,
  type PlaceRef,
} from './reference-data'

/*
 * Turns one tour plan into every row that belongs to it: the tour, its countries, types, tags, pictures,
 * itinerary, hotels, highlights, transport tabs, departures (with legs and rooms), excursions and extensions.
 * Pure: no database access; ids come from the caller's counters so that rows can reference each other.
 */

export interface IdCounters {
  tourImage: number
  itineraryDay: number
  accommodation: number
  highlight: number
  departure: number
  departureLeg: number
  room: number
  excursion: number
  addon: number
  addonDeparture: number
}

export function newIdCounters(): IdCounters {
  return {
    tourImage: 0,
    itineraryDay: 0,
    accommodation: 0,
    highlight: 0,
    departure: 0,
    departureLeg: 0,
    room: 0,
    excursion: 0,
    addon: 0,
    addonDeparture: 0,
  }
}

export interface GenerationContext {
  seed: number
  today: string
  /** Epoch days of the first and last possible departure date. */
  firstDay: number
  lastDay: number
  ids: IdCounters
  continentIds: Map<string, number>
  countryIds: Map<string, number>
  travelTypeIds: Map<string, number>
  travelTypeNames: Map<string, string>
  tagIds: Map<string, number>
  transportTypeIds: Map<TransportCode, number>
  /** `${transportCode}:${pointCode}` → departure point id. */
  pointIds: Map<string, number>
  /** `${brandId}:${iso}` → the brand's country listing page id. */
  countryPageIds: Map<string, number>
}

export interface RowBuffers {
  tours: NewRow<'tours'>[]
  tourCountries: NewRow<'tourCountries'>[]
  tourTravelTypes: NewRow<'tourTravelTypes'>[]
  tourTags: NewRow<'tourTags'>[]
  tourImages: NewRow<'tourImages'>[]
  itineraryDays: NewRow<'itineraryDays'>[]
  accommodations: NewRow<'accommodations'>[]
  highlights: NewRow<'highlights'>[]
  tourTransportTypes: NewRow<'tourTransportTypes'>[]
  departures: NewRow<'departures'>[]
  departureLegs: NewRow<'departureLegs'>[]
  rooms: NewRow<'rooms'>[]
  excursions: NewRow<'excursions'>[]
  addons: NewRow<'addons'>[]
  addonDepartures: NewRow<'addonDepartures'>[]
}

/** Tables in the order their rows must be inserted (parents first). */
export const TOUR_TABLES = [
  'tours',
  'tourCountries',
  'tourTravelTypes',
  'tourTags',
  'tourImages',
  'itineraryDays',
  'accommodations',
  'highlights',
  'tourTransportTypes',
  'departures',
  'departureLegs',
  'rooms',
  'excursions',
  'addons',
  'addonDepartures',
] as const satisfies ReadonlyArray<keyof RowBuffers>

export function emptyBuffers(): RowBuffers {
  return {
    tours: [],
    tourCountries: [],
    tourTravelTypes: [],
    tourTags: [],
    tourImages: [],
    itineraryDays: [],
    accommodations: [],
    highlights: [],
    tourTransportTypes: [],
    departures: [],
    departureLegs: [],
    rooms: [],
    excursions: [],
    addons: [],
    addonDepartures: [],
  }
}

/** What the brochure writer needs to know about a tour, kept after its rows are written. */
export interface TourSummary {
  id: number
  brandId: string
  marketCode: string
  code: string
  name: string
  rank: number
  durationDays: number
  continentCodes: string[]
  countryIsos: string[]
  countryNames: string[]
  travelTypeCodes: string[]
  tagCodes: string[]
  description: string
  highlights: string[]
  fromPriceMinor: number | null
  wasPriceMinor: number | null
  currency: 'GBP' | 'CAD'
  /** Start dates of the first few bookable departures. */
  nextDepartures: string[]
}

// ---------------------------------------------------------------------------------------------------------------
// Meeting points for tours you join at the first hotel

export function meetingPointCode(stay: string): string {
  return `MP-${slugify(stay).toUpperCase()}`
}

export function meetingPointName(stay: string): string {
  return `Tour hotel in ${stay}`
}

const NOT_A_TOWN = new Set(['on board', 'at sea'])

// ---------------------------------------------------------------------------------------------------------------
// Money

/** Whole pounds (or dollars) ending in 9: 1503 → 1499. */
function endIn9(amount: number): number {
  return Math.max(9, Math.round(amount / 10) * 10 - 1)
}

function toCad(pounds: number): number {
  return endIn9(pounds * 1.7)
}

function roundTo5(amount: number): number {
  return Math.max(5, Math.round(amount / 5) * 5)
}

const EUROPE_SEASON_FACTOR = [0.9, 0.9, 0.95, 1.0, 1.05, 1.1, 1.14, 1.14, 1.08, 1.0, 0.93, 0.98]
const LONG_HAUL_SEASON_FACTOR = [1.0, 0.98, 0.97, 0.97, 0.95, 0.97, 1.08, 1.1, 0.98, 1.0, 1.02, 1.12]

interface PriceBand {
  min: number
  max: number
}

function priceBand(plan: TourPlan): PriceBand {
  const primary = plan.countries[0]!
  if (plan.brandId === 'cavendish') {
    return plan.transports[0] === 'COACH' ? { min: 299, max: 1299 } : { min: 449, max: 1699 }
  }
  if (plan.style === 'city-break') return { min: 599, max: 1499 }
  if (primary.iso === 'GB') return { min: 899, max: 2999 }
  return plan.longHaul ? { min: 1999, max: 8999 } : { min: 999, max: 3499 }
}

function perDay(plan: TourPlan, rng: Random): number {
  const primary = plan.countries[0]!
  const europe = primary.continent === 'europe'
  if (plan.brandId === 'cavendish') {
    const range: Record<string, [number, number]> = {
      coach: [88, 128],
      festive: [100, 135],
      'river-cruise': [130, 165],
      walking: [95, 120],
      rail: [120, 160],
      escorted: [120, 160],
    }
    const [lo, hi] = range[plan.style] ?? [100, 140]
    return rng.int(lo, hi) * (plan.style === 'coach' && primary.iso !== 'GB' && primary.iso !== 'IE' ? 1.12 : 1)
  }
  const ranges: Record<PlanStyle, [number, number]> = {
    escorted: plan.longHaul ? [170, 280] : [150, 210],
    'small-group': plan.longHaul ? [220, 320] : [180, 260],
    'river-cruise': europe ? [190, 270] : plan.river?.name === 'Nile' ? [160, 220] : [240, 320],
    'ocean-cruise': [220, 320],
    expedition: [520, 640],
    rail: [200, 300],
    safari: [280, 420],
    wildlife: [240, 340],
    walking: [140, 190],
    'city-break': [200, 260],
    festive: [170, 230],
    'northern-lights': [260, 340],
    coach: [90, 120],
  }
  const [lo, hi] = ranges[plan.style]
  return rng.int(lo, hi)
}

function flightAllowance(plan: TourPlan, rng: Random): number {
  if (plan.brandId === 'cavendish') return plan.transports[0] === 'FLIGHT' ? rng.int(120, 180) : 0
  if (plan.countries[0]!.iso === 'GB') return 0
  return plan.longHaul ? rng.int(500, 900) : rng.int(150, 250)
}

// ---------------------------------------------------------------------------------------------------------------
// Text

const ARRIVAL_EVENINGS = [
  'This evening, meet your tour manager and fellow travellers over a welcome dinner.',
  'The rest of the day is yours to settle in before a welcome drink with your tour manager.',
  'Check in and relax before dinner at the hotel.',
]

const GUIDED_DAY = [
  'Discover {place} on a guided tour with a local expert, then enjoy a free afternoon to explore at your own pace.',
  'A morning walking tour introduces you to {place}, {blurb}; the afternoon is free for shopping, museums or a leisurely lunch.',
  'Today is dedicated to {place}. Your guide shows you the sights before you set off to make your own discoveries.',
  'Spend the morning in {place}, {blurb}, with your guide, and the rest of the day as you like.',
]

/** A free day where the group stays ({place}: the town of the hotel). */
const FREE_DAY = [
  'A day at leisure in {place}: join an optional excursion, or simply relax and soak up the atmosphere.',
  'Enjoy a free day in {place} to explore at your own pace; your tour manager is on hand with ideas.',
  'Spend the day as you please in {place}: stroll, shop, or take one of our optional excursions.',
  'A free day: linger over a long lunch in {place}, visit a museum or simply enjoy the view.',
  'No plans today unless you want them; your tour manager can suggest walks, markets and restaurants in {place}.',
  'Take today slowly in {place}, with time for a café, a gallery or a walk before dinner.',
  'A day to discover {place} for yourself, perhaps with a local guide booked through your tour manager.',
  'Rest, read or wander round {place} today: the only appointment is dinner.',
]

const VISIT_DAY = [
  "Today's excursion takes you to {place}, {blurb}.",
  'Set off after breakfast for {place}, {blurb}, returning to {base} in the late afternoon.',
  'A full day out to {place}, {blurb}, with time for lunch and exploring.',
]

const TRAVEL_DAY = [
  'After breakfast, travel on to {place}, {blurb}.',
  'Leave {previous} this morning and continue to {place}, {blurb}, arriving in time to settle into your hotel.',
  'Today we journey to {place}, {blurb}, with a stop for lunch along the way.',
]

const CRUISE_DAY = [
  'Cruise to {place}, {blurb}, and join a guided walk ashore.',
  'This morning the ship moors at {place}, {blurb}. Explore with your guide or at your own pace.',
  'Arrive in {place}, {blurb}. The afternoon is free to enjoy ashore or on the sun deck.',
  'Step ashore in {place}, {blurb}, for a guided visit, returning to the ship for dinner.',
]

const SCENIC_CRUISING = [
  'A relaxing day of scenic cruising. Enjoy talks from your cruise director and the ever-changing views from the sun deck.',
  'Sit back and watch the landscape glide by on a leisurely day of cruising.',
  'A day on board: a cookery demonstration, a talk on the history of the region and time to watch the shore go by.',
]

const DRAKE_OUT =
  'Cross {place}, {blurb}, watching for albatrosses and whales from the deck as the expedition team prepares you for the landings ahead.'
const DRAKE_RETURN = [
  'Sail north across the Drake Passage, with farewell lectures from the expedition team and a last chance to spot albatrosses.',
  'A last day at sea before Ushuaia: the expedition team shares its photographs of the voyage at a farewell dinner.',
]
const EXPEDITION_EXTRA_DAY = [
  'Another day among the ice, with Zodiac landings and cruises chosen by the expedition leader according to the weather.',
  'Weather and ice permitting, land at a penguin rookery this morning and cruise among icebergs in the afternoon.',
  'The expedition leader picks the day’s landings by the ice and the wind: perhaps a research station, perhaps a glacier front.',
]

const SAFARI_DAY = [
  'Morning and afternoon game drives in {place}, {blurb}, with your expert ranger.',
  'Set out at first light to search for wildlife in {place}, {blurb}, returning for lunch and a siesta before an afternoon drive.',
]

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')
}

function withArticle(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`
}

function sentence(text: string): string {
  return capitalise(text.trim())
}

interface Stop {
  kind: 'hotel' | 'ship'
  /** The base of this stop; for a ship, its first port. */
  place: PlaceRef
  countryIso: string
  nights: number
  /** Route places visited from this base (hotel) or called at (ship). */
  visits: Array<{ place: PlaceRef; countryIso: string }>
  hotelName: string
  location: string
  rating: number
}

const HOTEL_PATTERNS: Record<string, string[]> = {
  uk: [
    'The {X} Hotel',
    'The Royal {X} Hotel',
    'The {X} Manor Hotel',
    'The {X} Country House Hotel',
    'The George Hotel, {X}',
    'The Swan, {X}',
    'The Grand, {X}',
  ],
  europe: [
    'Grand Hotel {X}',
    'Hotel {X} Palace',
    'Hotel Bellevue {X}',
    'Parkhotel {X}',
    'Hotel Royal {X}',
    'Hotel Central {X}',
    'The {X} Plaza',
    'Hotel Splendid {X}',
  ],
  asia: [
    '{X} Heritage Hotel',
    'The {X} Residence',
    '{X} Riverside Hotel',
    '{X} Garden Resort',
    'The {X} Palace Hotel',
    '{X} Pavilion Hotel',
  ],
  safari: ['{X} Safari Lodge', '{X} Tented Camp', '{X} River Lodge', '{X} Game Lodge', '{X} Bush Camp'],
  africa: ['The {X} Hotel', '{X} Palace Hotel', 'The {X} Residence'],
  americas: ['The {X} Lodge', 'Hotel {X} Plaza', 'The {X} Inn', '{X} Grand Hotel', 'Hotel Boutique {X}'],
  oceania: ['The {X} Hotel', '{X} Harbour Hotel', '{X} Lodge', 'The {X} Resort'],
}

const HOTEL_ADJECTIVES = ['comfortable', 'stylish', 'characterful', 'welcoming', 'elegant', 'well-located']
const HOTEL_SETTINGS = [
  'in the heart of',
  'close to the centre of',
  'a short walk from the sights of',
  'in a quiet corner of',
  'overlooking',
]
const HOTEL_FACILITIES = [
  'a restaurant serving regional dishes and a relaxing bar',
  'a garden terrace, a bar and a swimming pool',
  'a spa, a restaurant and comfortable lounges',
  'a rooftop terrace with fine views and a good restaurant',
  'spacious rooms and a traditional restaurant',
]

const OCEAN_SHIPS = [
  'MV Island Sky',
  'MV Coral Explorer',
  'MV Ocean Navigator',
  'MV Adriatic Star',
  'MS Nordic Aurora',
  'MV Aegean Pearl',
]
const EXPEDITION_SHIPS = ['MV Polar Horizon', 'MV Southern Aurora', 'MV Ice Explorer']

function hotelName(plan: TourPlan, place: PlaceRef, countryIso: string, rng: Random): string {
  const country = COUNTRY_BY_ISO.get(countryIso)
  const continent = country?.continent ?? 'europe'
  let patterns: string[]
  if (['GB', 'IE', 'JE'].includes(countryIso)) patterns = HOTEL_PATTERNS.uk!
  else if ((plan.style === 'safari' || plan.style === 'wildlife') && continent === 'africa' && !place.airport)
    patterns = HOTEL_PATTERNS.safari!
  else if (continent === 'europe') patterns = HOTEL_PATTERNS.europe!
  else if (continent === 'asia') patterns = HOTEL_PATTERNS.asia!
  else if (continent === 'africa') patterns = HOTEL_PATTERNS.africa!
  else if (continent === 'oceania') patterns = HOTEL_PATTERNS.oceania!
  else patterns = HOTEL_PATTERNS.americas!
  return fill(rng.pick(patterns), { X: place.stay })
}

// ---------------------------------------------------------------------------------------------------------------
// Stops and itinerary

function planStops(plan: TourPlan, rng: Random): Stop[] {
  const nights = plan.durationDays - 1
  const route = plan.route
  const isCruise = plan.style === 'river-cruise' || plan.style === 'ocean-cruise' || plan.style === 'expedition'
  if (isCruise) {
    const stops: Stop[] = []
    let ports = route
    if (plan.style === 'expedition') {
      const [city, embark, ...rest] = route
      stops.push(hotelStop(plan, city!, 1, [], rng, 5))
      ports = [embark!, ...rest]
    } else if (plan.durationDays >= 9 && rng.chance(0.35)) {
      stops.push(hotelStop(plan, route[0]!, rng.int(1, 2), [], rng))
    }
    const shipNights = nights - stops.reduce((sum, s) => sum + s.nights, 0)
    const shipName = plan.river
      ? rng.pick(plan.river.shipNames)
      : plan.style === 'expedition'
        ? rng.pick(EXPEDITION_SHIPS)
        : rng.pick(OCEAN_SHIPS)
    stops.push({
      kind: 'ship',
      place: ports[0]!.place,
      countryIso: ports[0]!.countryIso,
      nights: shipNights,
      visits: ports.slice(1),
      hotelName: shipName,
      location: plan.river
        ? `River ${plan.river.name}`
        : plan.style === 'expedition'
          ? 'Antarctic Peninsula'
          : `${plan.countries[0]!.name} coast`,
      rating: rng.int(4, 5),
    })
    return stops
  }

  const places = route.filter(
    (stop, i) => route.findIndex((other) => other.place.stay === stop.place.stay) === i || i === 0,
  )
  let count: number
  if (plan.durationDays <= 5) count = places.length >= 2 && nights >= 3 && rng.chance(0.3) ? 2 : 1
  else if (plan.durationDays <= 9) count = rng.int(2, 3)
  else count = rng.int(3, 4)
  count = Math.max(1, Math.min(count, places.length, nights))

  const baseIndexes =
    count === 1 ? [0] : Array.from({ length: count }, (_, k) => Math.round((k * (places.length - 1)) / (count - 1)))
  const bases = [...new Set(baseIndexes)].map((i) => places[i]!)
  const visitsByBase = bases.map(() => [] as Array<{ place: PlaceRef; countryIso: string }>)
  let current = 0
  for (const stop of route) {
    const baseAt = bases.findIndex((b) => b.place === stop.place)
    if (baseAt >= 0) {
      current = baseAt
      continue
    }
    if (bases.some((b) => b.place.stay === stop.place.stay && b.place !== stop.place)) {
      visitsByBase[bases.findIndex((b) => b.place.stay === stop.place.stay)]!.push(stop)
      continue
    }
    visitsByBase[current]!.push(stop)
  }
  const weights = bases.map((_, i) => 1 + visitsByBase[i]!.length + rng.next())
  const total = weights.reduce((a, b) => a + b, 0)
  const split = weights.map((w) => Math.max(1, Math.floor((w / total) * nights)))
  let assigned = split.reduce((a, b) => a + b, 0)
  for (let i = 0; assigned < nights; i = (i + 1) % split.length, assigned++) split[i]! += 1
  for (let i = split.length - 1; assigned > nights; i = i === 0 ? split.length - 1 : i - 1) {
    if (split[i]! > 1) {
      split[i]! -= 1
      assigned--
    }
  }
  return bases.map((base, i) => hotelStop(plan, base, split[i]!, visitsByBase[i]!, rng))
}

function hotelStop(
  plan: TourPlan,
  stop: { place: PlaceRef; countryIso: string },
  nights: number,
  visits: Array<{ place: PlaceRef; countryIso: string }>,
  rng: Random,
  minimumRating = 3,
): Stop {
  return {
    kind: 'hotel',
    place: stop.place,
    countryIso: stop.countryIso,
    nights,
    visits,
    hotelName: hotelName(plan, stop.place, stop.countryIso, rng),
    location: stop.place.stay,
    rating: plan.longHaul ? rng.int(Math.max(4, minimumRating), 5) : rng.int(minimumRating, 5),
  }
}

interface ItineraryDay {
  dayNumber: number
  title: string
  text: string
  location: string
  meals: string | null
  /** Route place featured that day, for excursions. */
  place: PlaceRef | null
  /** The stop whose night follows the day (null for the last day). */
  stop: Stop | null
}

function arrivalText(plan: TourPlan, stop: Stop, airportCity: string, rng: Random): string {
  const main = plan.transports[0]!
  const stay = stop.place.stay
  const home = plan.marketCode === 'CA' ? 'Canada' : 'the UK'
  const evening = rng.pick(ARRIVAL_EVENINGS)
  if (plan.style === 'expedition') {
    return `Fly from ${home} to Buenos Aires, where you are met and taken to your hotel. ${evening}`
  }
  switch (main) {
    case 'FLIGHT':
      return airportCity === stay
        ? `Fly from ${home} to ${stay} and transfer to your hotel. ${evening}`
        : `Fly from ${home} to ${airportCity} and transfer to your hotel in ${stay}. ${evening}`
    case 'COACH': {
      const iso = plan.countries[0]!.iso
      const crossing =
        iso === 'GB'
          ? ''
          : iso === 'IE'
            ? ' via the Irish Sea ferry'
            : iso === 'JE'
              ? ' via the ferry from Poole'
              : ' via the short Channel crossing'
      return `Join your coach at your chosen pick-up point and travel${crossing} to ${stay}, arriving in time for dinner at your hotel.`
    }
    case 'RAIL':
      return plan.countries[0]!.iso === 'GB'
        ? `Board your train in London and travel in comfort to ${stay}, where your tour manager meets you. ${evening}`
        : `Board the Eurostar at London St Pancras International and travel via Paris or Brussels to ${stay}. ${evening}`
    case 'SELF':
      return `Make your own way to ${stay} and meet your tour manager at the hotel. ${evening}`
  }
}

function embarkationText(plan: TourPlan, stop: Stop, airportCity: string): string {
  const home = plan.marketCode === 'CA' ? 'Canada' : 'the UK'
  const stay = stop.place.stay
  const welcome = "Settle into your cabin before the captain's welcome dinner."
  switch (plan.transports[0]!) {
    case 'FLIGHT':
      return `Fly from ${home} to ${airportCity} and transfer to ${airportCity === stay ? 'the quayside' : stay} to embark ${stop.hotelName}, your home for the cruise. ${welcome}`
    case 'COACH':
      return `Join your coach at your chosen pick-up point and travel via the short Channel crossing to ${stay}, where ${stop.hotelName} awaits. ${welcome}`
    case 'RAIL':
      return `Board the Eurostar at London St Pancras International and continue by train to ${stay} to embark ${stop.hotelName}. ${welcome}`
    case 'SELF':
      return `Make your own way to ${stay} and embark ${stop.hotelName}, your home for the cruise. ${welcome}`
  }
}

function departureText(plan: TourPlan): string {
  const home = plan.marketCode === 'CA' ? 'Canada' : 'the UK'
  switch (plan.transports[0]!) {
    case 'FLIGHT':
      return plan.style === 'expedition'
        ? `Disembark in Ushuaia and fly to Buenos Aires to connect with your flight home to ${home}.`
        : `After breakfast, transfer to the airport for your flight home to ${home}, with memories to treasure.`
    case 'COACH':
      return 'After breakfast, board your coach for the journey home, arriving back at your pick-up point in the early evening.'
    case 'RAIL':
      return plan.countries[0]!.iso === 'GB'
        ? 'After breakfast, board your train back to London, where your holiday ends.'
        : 'Board the Eurostar for the journey back to London St Pancras International, where your holiday ends.'
    case 'SELF':
      return 'Your holiday ends after breakfast. Stay on to explore, or continue your own travels.'
  }
}

function mealsFor(plan: TourPlan, stop: Stop | null, first: boolean, last: boolean): string | null {
  const fullBoard = stop?.kind === 'ship' || plan.style === 'safari' || plan.style === 'expedition'
  if (first) return 'Dinner'
  if (last) return 'Breakfast'
  return fullBoard ? 'Breakfast, Lunch, Dinner' : 'Breakfast, Dinner'
}

function placeName(place: PlaceRef): string {
  return capitalise(place.name)
}

interface ShipDay {
  place: PlaceRef
  phase: 'port' | 'second' | 'cruising' | 'drake-out' | 'drake-back'
}

/** Where the ship is on each night after embarkation: ports in order, and for Antarctica the Drake Passage both ways. */
function shipSchedule(plan: TourPlan, stop: Stop): ShipDay[] {
  const days = stop.nights - 1
  if (days <= 0) return []
  if (plan.style === 'expedition') {
    const drake = stop.visits.find((v) => v.place.name === 'the Drake Passage')?.place ?? stop.place
    const sites = stop.visits.map((v) => v.place).filter((place) => place !== drake)
    const crossing = days >= 8 ? 2 : 1
    const middle = Math.max(1, days - 2 * crossing)
    const schedule: ShipDay[] = []
    for (let i = 0; i < crossing; i++) schedule.push({ place: drake, phase: 'drake-out' })
    for (let i = 0; i < middle; i++) {
      schedule.push({
        place: sites[Math.min(sites.length - 1, Math.floor((i * sites.length) / middle))] ?? drake,
        phase: 'port',
      })
    }
    for (let i = 0; i < crossing; i++) schedule.push({ place: drake, phase: 'drake-back' })
    return schedule.slice(0, days)
  }
  const ports = stop.visits.map((v) => v.place)
  if (ports.length === 0) return Array.from({ length: days }, () => ({ place: stop.place, phase: 'cruising' as const }))
  if (days <= ports.length) {
    // Too many ports for the nights: keep the first and last calls and an even spread between.
    return Array.from({ length: days }, (_, i) => ({
      place: ports[days === 1 ? ports.length - 1 : Math.round((i * (ports.length - 1)) / (days - 1))]!,
      phase: 'port' as const,
    }))
  }
  // Spare nights become a second day in port (once per port) or a day of scenic cruising after it.
  const extraAfter = ports.map(() => [] as ShipDay['phase'][])
  for (let extra = 0; extra < days - ports.length; extra++) {
    const at = extra % ports.length
    extraAfter[at]!.push(extraAfter[at]!.length === 0 && extra % 2 === 0 ? 'second' : 'cruising')
  }
  return ports.flatMap((place, i) => [
    { place, phase: 'port' as const },
    ...extraAfter[i]!.map((phase) => ({ place, phase })),
  ])
}

function buildItinerary(plan: TourPlan, stops: Stop[], airportCity: string, rng: Random): ItineraryDay[] {
  const days: ItineraryDay[] = []
  // Day texts are drawn without repeats within the tour: no sentence comes back on a later day.
  const pick = pickerWithoutRepeats(rng)
  let dayNumber = 1
  const push = (title: string, text: string, location: string, stop: Stop | null, place: PlaceRef | null) => {
    const first = dayNumber === 1
    const last = dayNumber === plan.durationDays
    days.push({
      dayNumber,
      title: `Day ${dayNumber}: ${title}`,
      text,
      location,
      meals: mealsFor(plan, stop, first, last),
      place,
      stop,
    })
    dayNumber++
  }

  stops.forEach((stop, stopIndex) => {
    const previous = stops[stopIndex - 1]
    if (stop.kind === 'ship') {
      const schedule = shipSchedule(plan, stop)
      for (let night = 0; night < stop.nights; night++) {
        if (night === 0) {
          const text =
            plan.style === 'expedition'
              ? `Fly by charter to Ushuaia, the southernmost city in the world, and embark ${stop.hotelName} for the voyage south. Sail along the Beagle Channel as the sun sets.`
              : dayNumber === 1
                ? embarkationText(plan, stop, airportCity)
                : `Transfer to ${stop.hotelName} and settle into your cabin before the captain's welcome dinner.`
          push(placeName(stop.place), text, placeName(stop.place), stop, stop.place)
          continue
        }
        const entry = schedule[night - 1]!
        const port = entry.place
        if (entry.phase === 'drake-out') {
          const first = !days.some((d) => d.title.endsWith('The Drake Passage'))
          const text = first
            ? sentence(fill(DRAKE_OUT, { place: port.name, blurb: port.blurb }))
            : 'Continue south across the Drake Passage, with briefings on Antarctic wildlife and the landings to come.'
          push('The Drake Passage', text, 'Drake Passage', stop, first ? port : null)
        } else if (entry.phase === 'drake-back') {
          push('The Drake Passage', pick(DRAKE_RETURN), 'Drake Passage', stop, null)
        } else if (entry.phase === 'cruising') {
          push(
            plan.river ? `Cruising the ${plan.river.name}` : 'At sea',
            pick(SCENIC_CRUISING),
            placeName(port),
            stop,
            null,
          )
        } else if (entry.phase === 'second' || days.some((d) => d.place === port)) {
          const text =
            plan.style === 'expedition'
              ? pick(EXPEDITION_EXTRA_DAY)
              : sentence(`A second day in ${port.name}: explore further on your own, or join an optional excursion.`)
          push(placeName(port), text, placeName(port), stop, null)
        } else {
          const template =
            plan.style === 'expedition'
              ? 'Explore {place}, {blurb}, on Zodiac landings and cruises with the expedition team.'
              : pick(CRUISE_DAY)
          push(
            placeName(port),
            sentence(fill(template, { place: port.name, blurb: port.blurb })),
            placeName(port),
            stop,
            port,
          )
        }
      }
      return
    }

    const stationary: Array<{ title: string; text: string; place: PlaceRef | null }> = []
    for (const visit of stop.visits) {
      const template = plan.style === 'safari' || plan.style === 'wildlife' ? pick(SAFARI_DAY) : pick(VISIT_DAY)
      stationary.push({
        title: placeName(visit.place),
        text: sentence(fill(template, { place: visit.place.name, blurb: visit.place.blurb, base: stop.place.stay })),
        place: visit.place,
      })
    }
    const wantedStationary = stop.nights - 1
    if (stationary.length < wantedStationary) {
      const template = plan.style === 'safari' || plan.style === 'wildlife' ? pick(SAFARI_DAY) : pick(GUIDED_DAY)
      stationary.unshift({
        title: placeName(stop.place),
        text: sentence(fill(template, { place: stop.place.name, blurb: stop.place.blurb })),
        place: stop.place,
      })
    }
    while (stationary.length < wantedStationary) {
      stationary.push({
        title: placeName(stop.place),
        text: sentence(fill(pick(FREE_DAY), { place: stop.location })),
        place: null,
      })
    }
    const extra = stationary.splice(wantedStationary)

    if (!previous) {
      const text = arrivalText(plan, stop, airportCity, rng)
      push(placeName(stop.place), text, stop.location, stop, stop.place)
    } else {
      let text = sentence(
        fill(pick(TRAVEL_DAY), { place: stop.place.name, blurb: stop.place.blurb, previous: previous.location }),
      )
      const via = extra.shift()
      if (via?.place) text += ` On the way, stop to visit ${via.place.name}.`
      push(placeName(stop.place), text, stop.location, stop, stop.place)
    }
    for (const day of stationary) push(day.title, day.text, stop.location, stop, day.place)
  })

  const lastStop = stops[stops.length - 1]!
  const finalTitle =
    plan.transports[0] === 'FLIGHT'
      ? 'Fly home'
      : plan.transports[0] === 'SELF'
        ? `Depart ${lastStop.location}`
        : 'Journey home'
  const finalLocation =
    plan.style === 'expedition'
      ? 'Ushuaia'
      : lastStop.kind === 'ship'
        ? placeName(shipSchedule(plan, lastStop).at(-1)?.place ?? lastStop.place)
        : lastStop.location
  push(finalTitle, departureText(plan), finalLocation, null, null)
  return days
}

// ---------------------------------------------------------------------------------------------------------------
// Descriptions

const STYLE_PERKS: Record<PlanStyle, string[]> = {
  escorted: [
    'An expert tour manager looks after every detail, with handpicked hotels and most meals included.',
    'Travel with a tour manager who knows the country intimately, staying in comfortable, central hotels.',
  ],
  'small-group': [
    'With no more than 18 travellers, you reach places larger groups cannot and get to know your guide.',
    'Small groups mean more time with local people and a more relaxed pace.',
  ],
  'river-cruise': [
    'Unpack once aboard your comfortable river ship, with all meals on board and guided visits ashore included.',
    'Your floating hotel moors in the heart of each town, with excellent food and a friendly crew.',
  ],
  'ocean-cruise': [
    'A small ship lets you reach harbours and anchorages the big liners cannot.',
    'All meals on board and guided excursions ashore are included.',
  ],
  rail: [
    'Reserved seats, luggage handled for you and time to explore along the way make this the relaxing way to travel.',
    'Sit back and enjoy some of the most beautiful railway journeys on earth.',
  ],
  safari: [
    'Game drives with expert rangers in open-sided vehicles give you the best chance of seeing the Big Five.',
    'Stay in atmospheric lodges and tented camps, with most meals and all game drives included.',
  ],
  wildlife: [
    'Naturalist guides share their knowledge at every turn, with time built in for the best wildlife viewing.',
    'Every day is planned around the wildlife, with expert guides and comfortable lodges.',
  ],
  walking: [
    'Guided walks are graded gentle to moderate, and your luggage is moved for you each day.',
    'Walk with an experienced leader and return each evening to a comfortable hotel.',
  ],
  'city-break': [
    'A central hotel, a guided introduction and plenty of free time make this the perfect short break.',
    'Flights, transfers and a central hotel are included, leaving you free to explore.',
  ],
  festive: [
    'Festive lunches, markets and carols are included, so you can simply enjoy the season.',
    'Soak up the festive atmosphere with everything arranged for you.',
  ],
  'northern-lights': [
    'Our guides take you out on several evenings to give you the best chance of seeing the aurora.',
    'Days of snowy adventures are followed by evenings in search of the northern lights.',
  ],
  expedition: [
    'Zodiac landings, expert lectures and a small expedition ship bring you close to penguins, seals and whales.',
    'An expert expedition team leads every landing, conditions permitting.',
  ],
  coach: [
    'Travel in a comfortable coach from a pick-up point near you, with dinner included every night.',
    'Sit back and let us do the driving, with a friendly driver, a relaxed pace and a comfortable hotel.',
  ],
}

/** 'A' or 'An' before a number of days as it is spoken: an 8, an 11, an 18, an 80-something; a 7, a 12. */
export function indefiniteArticle(days: number): 'A' | 'An' {
  return days === 8 || days === 11 || days === 18 || (days >= 80 && days < 90) ? 'An' : 'A'
}

function openingSentence(plan: TourPlan, rng: Random): { long: string; short: string } {
  const countries = joinAnd(plan.countries.map(countryInText))
  const places = plan.route.map((stop) => stop.place.name)
  const first = places[0]!
  const last = places[places.length - 1]!
  const n = plan.durationDays
  // 'An 8-day', 'an 11-day', 'an 18-day': the article goes by the number as it is said.
  const A = `${indefiniteArticle(n)} ${n}`
  switch (plan.style) {
    case 'river-cruise':
      return {
        long: `Cruise the ${plan.river!.name} on this ${n}-day river cruise from ${first} to ${last}, calling at ${joinAnd(places.slice(1, -1).slice(0, 2)) || last}.`,
        short: `${A}-day ${plan.river!.name} cruise from ${first} to ${last}.`,
      }
    case 'ocean-cruise':
      return {
        long: `Sail the coast of ${countries} aboard a small ship on this ${n}-day voyage from ${first} to ${last}.`,
        short: `${A}-day voyage along the coast of ${countries}.`,
      }
    case 'expedition':
      return {
        long: `Cross the Drake Passage to the Antarctic Peninsula on ${A.toLowerCase()}-day expedition cruise among icebergs, whales and penguin colonies.`,
        short: `${A}-day expedition cruise to the Antarctic Peninsula.`,
      }
    case 'safari':
      return {
        long: `Track the Big Five on this ${n}-day safari through ${joinAnd(places.slice(0, 3))}.`,
        short: `${A}-day safari in ${countries}.`,
      }
    case 'city-break':
      return { long: `Enjoy ${n} days in ${first}, ${plan.route[0]!.place.blurb}.`, short: `${n} days in ${first}.` }
    case 'festive':
      return {
        long: `Celebrate the festive season in ${first}, ${plan.route[0]!.place.blurb}, on this ${n}-day break.`,
        short: `${A}-day festive break in ${first}.`,
      }
    case 'coach':
      return {
        long: `Discover ${first}${places.length > 1 ? ` and ${places[1]}` : ''} on this relaxed ${n}-day coach holiday.`,
        short: `A relaxed ${n}-day coach holiday to ${first}.`,
      }
    case 'rail':
      return {
        long: `Travel through ${countries} by train on this ${n}-day rail journey, including ${plan.railJourney ?? 'scenic rail routes'}.`,
        short: `${A}-day rail journey through ${countries}.`,
      }
    case 'walking':
      return {
        long: `Walk the best trails of ${first} on this ${n}-day guided walking holiday.`,
        short: `${A}-day walking holiday in ${first}.`,
      }
    case 'northern-lights':
      return {
        long: `Search for the northern lights over ${first} on this ${n}-day winter adventure in ${countries}.`,
        short: `${A}-day northern lights break in ${countries}.`,
      }
    default: {
      const verb = rng.pick(['Discover', 'Explore', 'Experience'])
      const what = rng.pick(['the best of', 'the highlights of', 'the treasures of'])
      return {
        long: `${verb} ${what} ${countries} on this ${n}-day ${plan.style === 'small-group' ? 'small-group' : 'escorted'} tour, from ${first} to ${last}.`,
        short: `${A}-day tour of ${countries}, from ${first} to ${last}.`,
      }
    }
  }
}

function describe(plan: TourPlan, rng: Random): string {
  const opening = openingSentence(plan, rng)
  const featured = plan.route.map((stop) => stop.place).filter((place) => !NOT_A_TOWN.has(place.stay))
  // The highlight is a place the opening does not name already ('Discover Edinburgh and the Scottish Highlands …'
  // then 'the Scottish Highlands' again read as a repeat). 'Highlights include …' agrees with a name of either
  // number ('the Mamanuca Islands', 'Cornwall'); '… is a highlight' did not (issue 28 defect 11).
  const highlight = featured.find((place) => !opening.long.includes(place.name))
  const perks = rng.shuffle(STYLE_PERKS[plan.style])
  if (rng.chance(0.62)) {
    // Short: a listing card shows it whole (180 characters).
    const candidates = [
      `${opening.long} ${perks[0]}`,
      highlight ? `${opening.long} Highlights include ${highlight.name}.` : opening.long,
      `${opening.short} ${perks[0]}`,
      highlight ? `${opening.short} Highlights include ${highlight.name}.` : opening.short,
      opening.long,
    ]
    return candidates.find((text) => text.length <= 180) ?? opening.short
  }
  const sentences = [opening.long]
  if (highlight) sentences.push(`Highlights include ${highlight.name}, ${highlight.blurb}.`)
  sentences.push(perks[0]!)
  sentences.push(seasonSentence(seasonMonths(plan)))
  sentences.push('Optional excursions let you tailor the holiday to your interests.')
  const count = rng.int(2, 5)
  let text = sentences.slice(0, count).join(' ')
  for (let i = count; text.length <= 180 && i < sentences.length; i++) text += ` ${sentences[i]}`
  return text
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** 'Departures run from October to April.' for a season that may wrap round the new year. */
function seasonSentence(months: number[]): string {
  const set = new Set(months)
  if (set.size >= 12) return 'Departures run all year round.'
  const first = months.find((m) => !set.has(m === 1 ? 12 : m - 1)) ?? months[0]!
  let last = first
  while (set.has(last === 12 ? 1 : last + 1) && (last === 12 ? 1 : last + 1) !== first)
    last = last === 12 ? 1 : last + 1
  if (first === last) return `Departures run in ${MONTH_NAMES[first - 1]}.`
  return `Departures run from ${MONTH_NAMES[first - 1]} to ${MONTH_NAMES[last - 1]}.`
}

function included(plan: TourPlan): string[] {
  const items: string[] = []
  switch (plan.transports[0]) {
    case 'FLIGHT':
      items.push(
        plan.marketCode === 'CA'
          ? 'Return flights from Canada and all transfers'
          : 'Return flights from the UK and all transfers',
      )
      break
    case 'COACH':
      items.push('Return coach travel from your local pick-up point')
      break
    case 'RAIL':
      items.push(
        plan.countries[0]!.iso === 'GB'
          ? 'Standard-class rail travel from London'
          : 'Eurostar travel from London St Pancras International',
      )
      break
    case 'SELF':
      items.push('All travel during the tour from the first hotel')
  }
  const nights = plan.durationDays - 1
  items.push(`${nights} nights' accommodation`)
  if (
    plan.style === 'river-cruise' ||
    plan.style === 'ocean-cruise' ||
    plan.style === 'expedition' ||
    plan.style === 'safari'
  )
    items.push('All meals on board or at your lodges')
  else items.push('Breakfast daily and dinner most evenings')
  items.push(
    plan.brandId === 'cavendish'
      ? 'The services of a driver and tour manager'
      : 'The services of a tour manager and local guides',
  )
  items.push('Sightseeing and entrance fees as described')
  return items
}

// ---------------------------------------------------------------------------------------------------------------
// Departure points, dates and prices

function departurePoints(plan: TourPlan, transport: TransportCode, rng: Random): DeparturePointRef[] {
  switch (transport) {
    case 'FLIGHT': {
      if (plan.marketCode === 'CA') {
        const count = rng.int(2, 4)
        const [first, ...rest] = CANADIAN_AIRPORTS
        return [first!, ...rng.sample(rest, count - 1)]
      }
      if (plan.brandId === 'cavendish') {
        const regional = UK_AIRPORTS.filter((a) => !['LHR', 'LCY'].includes(a.code))
        return rng.sample(regional, rng.int(2, 5))
      }
      if (plan.longHaul) {
        const others = UK_LONG_HAUL_AIRPORTS.filter((c) => c !== 'LHR')
        const codes = ['LHR', ...rng.sample(others, rng.int(1, 4))]
        return UK_AIRPORTS.filter((a) => codes.includes(a.code))
      }
      const weighted = ['LHR', 'LGW', 'MAN', 'BHX', 'EDI', 'GLA', 'BRS', 'NCL', 'STN', 'EMA', 'LBA']
      const codes = rng.sample(weighted.slice(0, rng.int(5, weighted.length)), rng.int(2, 5))
      return UK_AIRPORTS.filter((a) => codes.includes(a.code))
    }
    case 'COACH': {
      const count = rng.int(3, 8)
      const points = rng.sample(COACH_PICKUPS, count)
      // Coaches to the Continent always call at London on the way to the Channel.
      const london = COACH_PICKUPS[0]!
      if (!['GB', 'IE'].includes(plan.countries[0]!.iso) && !points.includes(london)) points[0] = london
      return points
    }
    case 'RAIL': {
      if (plan.countries[0]!.iso !== 'GB') return [RAIL_STATIONS.find((s) => s.code === 'STP')!]
      const west = plan.route.some((stop) => /Cornwall|Devon|Bath|Cotswolds/.test(stop.place.name))
      const options = west ? ['PAD'] : ['KGX', 'EUS']
      const codes = [rng.pick(options)]
      if (plan.brandId === 'cavendish' && rng.chance(0.5)) codes.push(rng.pick(['BHM', 'MAN', 'YRK']))
      return RAIL_STATIONS.filter((s) => codes.includes(s.code))
    }
    case 'SELF': {
      const start = plan.route.find((stop) => !NOT_A_TOWN.has(stop.place.stay)) ?? plan.route[0]!
      return [
        { code: meetingPointCode(start.place.stay), name: meetingPointName(start.place.stay), town: start.place.stay },
      ]
    }
  }
}

/** Flights cannot leave from the airport the tour flies into (a Canadian twin of a Toronto tour, say). */
function usablePoints(
  plan: TourPlan,
  transport: TransportCode,
  points: DeparturePointRef[],
  destinations: string[],
): DeparturePointRef[] {
  if (transport !== 'FLIGHT') return points
  const usable = points.filter((point) => !destinations.includes(point.code))
  if (usable.length) return usable
  const pool = plan.marketCode === 'CA' ? CANADIAN_AIRPORTS : UK_AIRPORTS
  return pool.filter((point) => !destinations.includes(point.code)).slice(0, 1)
}

function seasonMonths(plan: TourPlan): number[] {
  if (plan.style === 'festive') return [11, 12]
  if (plan.style === 'northern-lights') return [1, 2, 3, 10, 11, 12]
  if (plan.style === 'expedition') return [1, 2, 11, 12]
  return plan.countries[0]!.season
}

function candidateDates(plan: TourPlan, context: GenerationContext, rng: Random): number[] {
  const months = new Set(seasonMonths(plan))
  const days: number[] = []
  if (plan.style === 'festive') {
    const christmas = plan.name.includes('New Year')
    for (let day = context.firstDay; day <= context.lastDay; day++) {
      const iso = fromEpochDay(day)
      const month = monthOf(iso)
      const dom = Number(iso.slice(8, 10))
      if (
        christmas ? month === 12 && dom >= 28 && dom <= 31 : (month === 11 && dom >= 24) || (month === 12 && dom <= 23)
      )
        days.push(day)
    }
    return days
  }
  const weekdays =
    plan.transports[0] === 'COACH'
      ? rng.sample([0, 1, 5, 6], rng.int(1, 2))
      : rng.sample([0, 1, 2, 3, 4, 5, 6], rng.int(1, 2))
  for (let day = context.firstDay; day <= context.lastDay; day++) {
    if (!weekdays.includes(weekdayOf(day))) continue
    if (!months.has(monthOf(fromEpochDay(day)))) continue
    days.push(day)
  }
  return days
}

function pickDates(candidates: number[], count: number, rng: Random): number[] {
  if (candidates.length <= count) return candidates
  const step = candidates.length / count
  const chosen = new Set<number>()
  for (let i = 0; i < count; i++) {
    const jitter = Math.floor(rng.next() * Math.max(1, step))
    chosen.add(candidates[Math.min(candidates.length - 1, Math.floor(i * step) + jitter)]!)
  }
  return [...chosen].sort((a, b) => a - b)
}

type RoomKind = {
  code: string
  name: string
  occupancy: number
  supplement: 'none' | 'single' | 'superior' | 'balcony'
  share: number
}

function roomKinds(plan: TourPlan, rng: Random): RoomKind[] {
  const cabin = plan.style === 'river-cruise' || plan.style === 'ocean-cruise' || plan.style === 'expedition'
  const solo = plan.travelTypeCodes.includes('solo')
  const twin: RoomKind = cabin
    ? { code: 'TWC', name: 'Twin Cabin', occupancy: 2, supplement: 'none', share: 0.4 }
    : { code: 'TWN', name: 'Twin Room', occupancy: 2, supplement: 'none', share: 0.4 }
  const double: RoomKind = cabin
    ? { code: 'DBC', name: 'Double Cabin', occupancy: 2, supplement: 'none', share: 0.3 }
    : { code: 'DBL', name: 'Double Room', occupancy: 2, supplement: 'none', share: 0.3 }
  const single: RoomKind = solo
    ? { code: 'SOL', name: 'Solo Room', occupancy: 1, supplement: 'none', share: 0.5 }
    : cabin
      ? { code: 'SGC', name: 'Single Cabin', occupancy: 1, supplement: 'single', share: 0.15 }
      : { code: 'SGL', name: 'Single Room', occupancy: 1, supplement: 'single', share: 0.15 }
  const extras: RoomKind[] = cabin
    ? [
        {
          code: 'BAL',
          name: plan.style === 'river-cruise' ? 'French Balcony Cabin' : 'Balcony Cabin',
          occupancy: 2,
          supplement: 'balcony',
          share: 0.15,
        },
      ]
    : [
        { code: 'TRP', name: 'Triple Room', occupancy: 3, supplement: 'none', share: 0.1 },
        { code: 'STW', name: 'Superior Twin', occupancy: 2, supplement: 'superior', share: 0.15 },
      ]
  const kinds = [twin]
  if (solo || rng.chance(0.85)) kinds.push(single)
  if (rng.chance(0.7)) kinds.push(double)
  if (rng.chance(0.35)) kinds.push(rng.pick(extras))
  if (kinds.length < 2) kinds.push(double)
  return kinds
}

// ---------------------------------------------------------------------------------------------------------------
// Excursions and add-ons

function excursionPrice(name: string, rng: Random): number {
  let pounds: number
  if (/helicopter|balloon|flight|floatplane|mountain flight/i.test(name)) pounds = rng.int(150, 180)
  else if (/gorilla|4x4|overnight|houseboat|expedition/i.test(name)) pounds = rng.int(110, 180)
  else if (/cruise|boat|sail|safari|jeep|train|railway|cable car|gondola|ferry|snowmobile|husky|sleigh/i.test(name))
    pounds = rng.int(40, 120)
  else if (/dinner|show|concert|feast|banquet|recital|music|fado|flamenco/i.test(name)) pounds = rng.int(55, 95)
  else if (/walk|tour|visit|guided|tasting/i.test(name)) pounds = rng.int(20, 65)
  else pounds = rng.int(30, 90)
  pounds = roundTo5(pounds)
  return Math.min(180, Math.max(20, rng.chance(0.4) ? pounds - 1 : pounds))
}

const EXCURSION_TAILS = [
  'Includes transport, entrance fees and an expert local guide.',
  'Transport and a guide are included. Places are limited, so we recommend booking in advance.',
  'A favourite with our travellers, with time to take photographs and ask questions.',
]

interface AddonIdea {
  name: string
  description: string
  days: number
  when: 'before' | 'after'
  pounds: [number, number]
}

const STOPOVERS: Record<string, AddonIdea[]> = {
  asia: [
    {
      name: '3-night Dubai stopover',
      description:
        'Break your journey in Dubai with three nights at a city hotel, a dhow dinner cruise and time to see the Burj Khalifa.',
      days: 3,
      when: 'before',
      pounds: [349, 599],
    },
    {
      name: 'Extend in Singapore',
      description: 'Three nights in the Lion City with a guided tour of Gardens by the Bay and Chinatown.',
      days: 3,
      when: 'after',
      pounds: [399, 699],
    },
    {
      name: 'Beach extension in Phuket',
      description: 'Unwind with four nights at a beachfront resort on the Andaman Sea, with breakfast daily.',
      days: 4,
      when: 'after',
      pounds: [449, 799],
    },
    {
      name: '2-night Hong Kong stopover',
      description: 'Two nights in Hong Kong with the Star Ferry, Victoria Peak and a harbour-view hotel.',
      days: 2,
      when: 'after',
      pounds: [299, 549],
    },
  ],
  africa: [
    {
      name: 'Zanzibar beach extension',
      description: 'Four nights on the white sands of Zanzibar, with a guided walk of Stone Town.',
      days: 4,
      when: 'after',
      pounds: [599, 999],
    },
    {
      name: 'Victoria Falls extension',
      description: 'Two nights beside the falls with a guided tour of the rainforest and a Zambezi sunset cruise.',
      days: 2,
      when: 'after',
      pounds: [549, 899],
    },
    {
      name: 'Cape Town extension',
      description: 'Three nights in Cape Town with the Table Mountain cable car and a Winelands tasting.',
      days: 3,
      when: 'after',
      pounds: [499, 849],
    },
    {
      name: '2-night Dubai stopover',
      description: 'Two nights in Dubai on the way home, with a desert safari and dinner under the stars.',
      days: 2,
      when: 'after',
      pounds: [299, 549],
    },
  ],
  'north-america': [
    {
      name: 'Extend in New York',
      description: 'Three nights in Manhattan with a hop-on hop-off bus pass and a walk on the High Line.',
      days: 3,
      when: 'before',
      pounds: [599, 999],
    },
    {
      name: 'Riviera Maya beach stay',
      description: 'Four nights at an all-inclusive resort on the Caribbean coast of Mexico.',
      days: 4,
      when: 'after',
      pounds: [699, 1099],
    },
    {
      name: 'Niagara Falls extension',
      description: 'Two nights at Niagara with a boat trip to the foot of the Horseshoe Falls.',
      days: 2,
      when: 'after',
      pounds: [399, 699],
    },
  ],
  'south-america': [
    {
      name: 'Iguazú Falls extension',
      description: 'Two nights at Iguazú to see the falls from both the Argentine and Brazilian sides.',
      days: 2,
      when: 'after',
      pounds: [499, 849],
    },
    {
      name: 'Galápagos cruise extension',
      description: 'Four nights aboard a small expedition yacht among the islands that inspired Darwin.',
      days: 4,
      when: 'after',
      pounds: [1499, 2499],
    },
    {
      name: 'Rio de Janeiro extension',
      description: 'Three nights in Rio with Sugarloaf Mountain and Christ the Redeemer.',
      days: 3,
      when: 'after',
      pounds: [549, 899],
    },
  ],
  oceania: [
    {
      name: 'Fiji island extension',
      description: 'Four nights on a palm-fringed Fijian island with snorkelling on the reef.',
      days: 4,
      when: 'after',
      pounds: [799, 1299],
    },
    {
      name: '3-night Singapore stopover',
      description: 'Break the long journey with three nights in Singapore and a night safari.',
      days: 3,
      when: 'before',
      pounds: [399, 699],
    },
    {
      name: '2-night Hong Kong stopover',
      description: 'Two nights in Hong Kong on the way home, with the Star Ferry and Victoria Peak.',
      days: 2,
      when: 'after',
      pounds: [299, 549],
    },
  ],
  antarctica: [
    {
      name: 'Extend in Buenos Aires',
      description: 'Two more nights in Buenos Aires with a tango show and a tour of La Boca.',
      days: 2,
      when: 'after',
      pounds: [349, 599],
    },
    {
      name: 'Iguazú Falls extension',
      description: 'Two nights at Iguazú to see the falls from both the Argentine and Brazilian sides.',
      days: 2,
      when: 'after',
      pounds: [499, 849],
    },
  ],
}

function addonIdeas(plan: TourPlan, stops: Stop[]): AddonIdea[] {
  // Extra nights only make sense in a gateway city (one with an airport), not in a safari camp or on a ship.
  const firstStop = stops[0]!
  const first = firstStop.kind === 'hotel' && firstStop.place.airport ? firstStop.location : 'at sea'
  const lastPlace = plan.route[plan.route.length - 1]!.place
  const last = stops[stops.length - 1]!
  const lastTown =
    last.kind === 'ship'
      ? lastPlace.airport
        ? lastPlace.stay
        : 'at sea'
      : last.place.airport
        ? last.location
        : 'at sea'
  if (plan.brandId === 'cavendish') {
    // A coach holiday can always stay on at its last hotel.
    const hotelTown = last.kind === 'ship' ? lastPlace.stay : last.location
    if (NOT_A_TOWN.has(hotelTown)) return []
    return [
      {
        name: `Extra night in ${hotelTown}`,
        description: `Stay an extra night in ${hotelTown} with dinner, bed and breakfast, and travel home the following day.`,
        days: 1,
        when: 'after',
        pounds: [89, 149],
      },
    ]
  }
  const ideas: AddonIdea[] = []
  if (!NOT_A_TOWN.has(lastTown)) {
    ideas.push({
      name: `Extend your stay in ${lastTown}`,
      description: `Two extra nights in ${lastTown} with breakfast, giving you time to explore at your own pace before travelling home.`,
      days: 2,
      when: 'after',
      pounds: plan.longHaul ? [299, 549] : [199, 399],
    })
  }
  if (plan.transports.includes('RAIL') && plan.countries[0]!.iso !== 'GB') {
    ideas.push({
      name: 'Pre-tour night in London',
      description: 'A night near St Pancras International before your Eurostar departure, with breakfast.',
      days: 1,
      when: 'before',
      pounds: [129, 199],
    })
  } else if (!NOT_A_TOWN.has(first) && plan.style !== 'expedition') {
    ideas.push({
      name: `Two extra nights in ${first}`,
      description: `Arrive two days early and settle into ${first} before the tour begins.`,
      days: 2,
      when: 'before',
      pounds: plan.longHaul ? [299, 549] : [199, 399],
    })
  }
  if (plan.longHaul) ideas.push(...(STOPOVERS[plan.countries[0]!.continent] ?? []))
  // No 'Zanzibar beach extension' on a tour that already ends in Zanzibar.
  const visited = [
    ...plan.route.flatMap((stop) => [stop.place.name, stop.place.stay]),
    ...plan.countries.map((c) => c.name),
  ].filter((name) => !NOT_A_TOWN.has(name))
  return ideas.filter((idea) =>
    idea.when === 'before' && idea.name.startsWith('Two extra nights')
      ? true
      : !visited.some((name) => idea.name.includes(name) && !idea.name.startsWith('Extend your stay')),
  )
}

// ---------------------------------------------------------------------------------------------------------------
// The tour

export function generateTourRows(plan: TourPlan, context: GenerationContext, out: RowBuffers): TourSummary {
  const content = new Random(`${context.seed}:content:${plan.contentKey}`)
  const primary = plan.countries[0]!
  const continentId = context.continentIds.get(primary.continent)!
  const ids = context.ids

  // --- descriptive content (shared with a Canadian twin through the content seed)
  // Fly into the airport nearest the first place and home from the one nearest the last (open jaw).
  const inAirport =
    plan.route.find((s) => s.place.airport)?.place.airport ?? plan.river?.startAirport ?? primary.airports[0]!
  const lastWithAirport = [...plan.route].reverse().find((s) => s.place.airport)
  const outAirport =
    plan.style === 'expedition' ? 'EZE' : (lastWithAirport?.place.airport ?? plan.river?.endAirport ?? inAirport)
  const stops = planStops(plan, content)
  const arrivalCity = AIRPORT_BY_CODE.get(inAirport)?.city ?? stops[0]!.location
  const generatedItinerary = buildItinerary(plan, stops, arrivalCity, content)
  const description = describe(plan, content)
  const featured = plan.route.filter((stop) => !NOT_A_TOWN.has(stop.place.stay) || stop.countryIso === 'AQ')
  const highlightTexts: string[] = []
  const verbs = ['Explore', 'Discover', 'Marvel at', 'Wander through', 'Admire', 'See']
  for (const stop of content.shuffle(featured).slice(0, 4)) {
    highlightTexts.push(`${content.pick(verbs)} ${stop.place.name}, ${stop.place.blurb}`)
  }
  highlightTexts.push(content.pick(STYLE_PERKS[plan.style]).replace(/\.$/, ''))
  const includedItems = included(plan)
  if (content.chance(0.6)) highlightTexts.push(includedItems[0]!)
  for (const item of includedItems.slice(1)) if (highlightTexts.length < 4) highlightTexts.push(item)
  const highlights = highlightTexts.slice(0, 6)

  // The overview's second paragraph is a perk the description does not already say (issue 28 defect 11).
  const unsaidPerks = STYLE_PERKS[plan.style].filter((perk) => !description.includes(perk))
  const overviewHtml =
    `<p>${description}</p>` +
    (unsaidPerks.length ? `<p>${content.pick(unsaidPerks)}</p>` : '') +
    `<h3>What's included</h3><ul>${includedItems.map((item) => `<li>${item}</li>`).join('')}</ul>`
  // A function: the stays' nights are final only once the itinerary agrees with the flights (below).
  const accommodationHtmlOf = () =>
    `<p>${stops.length === 1 ? 'You stay in one carefully chosen base' : `You stay in ${stops.length} carefully chosen places`}, selected for comfort, character and location.</p>` +
    `<ul>${stops.map((s) => `<li>${s.hotelName.includes(s.location) ? s.hotelName : `${s.hotelName}, ${s.location}`} (${s.nights} ${s.nights === 1 ? 'night' : 'nights'})</li>`).join('')}</ul>`

  const travelTypeNames = plan.travelTypeCodes.map((code) => context.travelTypeNames.get(code) ?? code)
  const continentCodes = [...new Set(plan.countries.map((c) => c.continent))]
  const sceneHints = [...plan.travelTypeCodes]
  if (plan.style === 'northern-lights') sceneHints.push('aurora')
  const wildlifeScene = primary.continent === 'africa' || primary.continent === 'south-america'
  const firstPlace = plan.route[0]!.place
  const scene = sceneForRegion(
    primary.continent,
    primary.iso,
    wildlifeScene ? sceneHints : sceneHints.filter((c) => c !== 'wildlife'),
    `${firstPlace.name} ${firstPlace.blurb}`,
  )

  // --- departures
  const rng = new Random(`${context.seed}:departures:${plan.code}`)
  const band = priceBand(plan)
  const dayRate = perDay(plan, rng)
  const allowance = flightAllowance(plan, rng)
  const basePounds = dayRate * plan.durationDays + allowance
  const kinds = roomKinds(plan, content)
  const singleSupplementPounds = roundTo5(basePounds * (0.12 + rng.next() * 0.13))
  const superiorPounds = roundTo5(rng.int(100, 300))
  const balconyPounds = roundTo5(rng.int(250, 600))
  const seasonFactor = plan.longHaul ? LONG_HAUL_SEASON_FACTOR : EUROPE_SEASON_FACTOR
  const offer = plan.offerTag
  const money = (pounds: number) => (plan.currency === 'CAD' ? toCad(pounds) : pounds) * 100
  const supplementMoney = (pounds: number) => (plan.currency === 'CAD' ? roundTo5(pounds * 1.7) : pounds) * 100

  const routeCache = new Map<string, { out: PlannedLeg[]; back: PlannedLeg[] }>()

  const transports = plan.noDepartures ? [] : plan.transports
  const dateCandidates = transports.length ? candidateDates(plan, context, rng) : []
  const target = rng.int(5, 20)
  const mainPoints = transports.length
    ? usablePoints(plan, transports[0]!, departurePoints(plan, transports[0]!, rng), [inAirport, outAirport])
    : []
  const perDate = Math.max(1, Math.min(mainPoints.length, rng.int(1, 3)))
  const dateCount = Math.max(2, Math.ceil(target / perDate))
  const dates = pickDates(dateCandidates, dateCount, rng)
  const secondary = transports.slice(1).map((code) => ({ code, points: departurePoints(plan, code, rng) }))

  interface DepartureDraft {
    transport: TransportCode
    point: DeparturePointRef
    day: number
  }
  const drafts: DepartureDraft[] = []
  dates.forEach((day, dateIndex) => {
    for (let k = 0; k < perDate; k++) {
      const point = mainPoints[(dateIndex * perDate + k) % mainPoints.length]
      if (point) drafts.push({ transport: transports[0]!, point, day })
    }
    for (const extra of secondary) {
      if (rng.chance(0.5))
        drafts.push({ transport: extra.code, point: extra.points[dateIndex % extra.points.length]!, day })
    }
  })
  const limit = Math.max(5, target)
  const kept = drafts.slice(0, limit)

  const lastMinuteEnd = toEpochDay(context.today) + 90
  const codes = new Set<string>()
  let best: { price: number; was: number | null; day: number } | null = null
  let maxSavingPounds = 0
  const bookableDates: string[] = []
  const departureIds: Array<{ id: number; start: string; end: string; transportCode: string; status: string }> = []

  for (const draft of kept) {
    const start = fromEpochDay(draft.day)
    const end = addDays(start, plan.durationDays - 1)
    const month = monthOf(start)
    const pointPremium =
      draft.transport === 'FLIGHT' && !['LHR', 'LGW', 'YYZ'].includes(draft.point.code)
        ? 20 + (draft.point.code.charCodeAt(1) % 7) * 10
        : 0
    let pounds = basePounds * seasonFactor[month - 1]! * (0.97 + rng.next() * 0.06) + pointPremium
    if (draft.transport === 'SELF' || (draft.transport === 'RAIL' && plan.transports[0] === 'FLIGHT'))
      pounds -= allowance * 0.9
    pounds = Math.min(band.max, Math.max(band.min, endIn9(pounds)))

    let wasPounds: number | null = null
    if (offer && offer !== 'free-single') {
      // Early-booking and headline savings apply to every date (by varying amounts); last-minute deals mostly to the
      // next few months.
      const eligible = offer === 'last-minute' ? draft.day <= lastMinuteEnd || rng.chance(0.4) : true
      if (eligible) {
        const saving =
          offer === 'save-500' ? rng.pick([200, 250, 300, 400, 500, 500]) : rng.pick([100, 150, 200, 250, 300])
        wasPounds = pounds + saving
        maxSavingPounds = Math.max(maxSavingPounds, saving)
      }
    }
    const freeSingle = offer === 'free-single' && rng.chance(0.6)

    const capacity =
      plan.transports[0] === 'COACH'
        ? rng.int(40, 53)
        : plan.style === 'small-group'
          ? rng.int(16, 18)
          : rng.int(16, 40)
    const soon = draft.day - toEpochDay(context.today) <= 45
    const roll = rng.next()
    const status = roll < (soon ? 0.2 : 0.1) ? 'Sold out' : roll < (soon ? 0.55 : 0.3) ? 'Limited' : 'Available'
    const seatsSold =
      status === 'Sold out' ? capacity : status === 'Limited' ? capacity - rng.int(1, 6) : rng.int(0, capacity - 7)
    const open = status === 'Sold out' ? 0 : 1
    // The stored status is what the live rule (places left after sales and checkout holds) says on seeding day, so
    // the column agrees with the departures table until holds and bookings move the counts; 'Available' above
    // also draws 7–10 places left, which the live rule calls 'Limited'.
    const storedStatus = departureStatusFor(capacity - seatsSold)

    let code = `${plan.code}-${compactDate(start)}-${draft.point.code}`
    for (let n = 2; codes.has(code); n++) code = `${plan.code}-${compactDate(start)}-${draft.point.code}-${n}`
    codes.add(code)

    const priceMinor = money(pounds)
    const wasMinor = wasPounds === null ? null : money(wasPounds)
    const depositPounds = plan.transports[0] === 'COACH' ? 100 : plan.longHaul ? 500 : 250
    const depositMinor = Math.min(priceMinor, plan.currency === 'CAD' ? depositPounds * 170 : depositPounds * 100)
    const id = ++ids.departure
    out.departures.push({
      id,
      tourId: plan.id,
      transportTypeId: context.transportTypeIds.get(draft.transport)!,
      departurePointId: context.pointIds.get(`${draft.transport}:${draft.point.code}`) ?? null,
      code,
      transportCode: draft.point.code,
      filo: draft.transport === 'FLIGHT' ? 'FI' : 'LO',
      startDate: start,
      endDate: end,
      durationDays: plan.durationDays,
      currency: plan.currency,
      priceMinor,
      wasPriceMinor: wasMinor,
      depositMinor,
      status: storedStatus,
      capacity,
      seatsSold,
      open,
    })
    departureIds.push({ id, start, end, transportCode: draft.point.code, status })

    if (status !== 'Sold out' && open === 1) {
      if (!best || priceMinor < best.price || (priceMinor === best.price && draft.day < best.day))
        best = { price: priceMinor, was: wasMinor, day: draft.day }
      bookableDates.push(start)
    }

    // Legs: flights out and back, or where the holiday starts and ends.
    if (draft.transport === 'FLIGHT') {
      let routes = routeCache.get(draft.point.code)
      if (!routes) {
        const routeRng = new Random(`${context.seed}:route:${plan.code}:${draft.point.code}`)
        // Both directions are planned from the home airport, where the carriers' bases are, then the return is
        // flown in reverse; an open-jaw tour flies home from a different airport.
        const outbound = planRoute(draft.point.code, inAirport, routeRng)
        const back =
          outAirport === inAirport
            ? reverseRoute(outbound)
            : reverseRoute(planRoute(draft.point.code, outAirport, routeRng, outbound[0]!.carrier.code))
        routes = { out: outbound, back }
        routeCache.set(draft.point.code, routes)
      }
      const legs = [
        ...scheduleRoute(routes.out, start).map((leg) => ({ leg, direction: 'out' })),
        ...scheduleRoute(routes.back, end).map((leg) => ({ leg, direction: 'return' })),
      ]
      const sequence: Record<string, number> = { out: 0, return: 0 }
      for (const { leg, direction } of legs) {
        out.departureLegs.push({
          id: ++ids.departureLeg,
          departureId: id,
          direction,
          sequence: ++sequence[direction]!,
          isFlight: 1,
          carrierCode: leg.carrierCode,
          carrierName: leg.carrierName,
          instanceCode: leg.instanceCode,
          departureAirportCode: leg.from.code,
          departureAirportName: leg.from.name,
          arrivalAirportCode: leg.to.code,
          arrivalAirportName: leg.to.name,
          departureTime: leg.departureTime,
          arrivalTime: leg.arrivalTime,
          location: null,
          date: null,
        })
      }
    } else {
      const finalStop = stops[stops.length - 1]!
      const endLocation =
        draft.transport === 'SELF'
          ? meetingPointName(
              finalStop.kind === 'ship' ? plan.route[plan.route.length - 1]!.place.stay : finalStop.location,
            )
          : draft.point.name
      for (const [direction, location, date] of [
        ['out', draft.point.name, start],
        ['return', endLocation, end],
      ] as const) {
        out.departureLegs.push({
          id: ++ids.departureLeg,
          departureId: id,
          direction,
          sequence: 1,
          isFlight: 0,
          carrierCode: null,
          carrierName: null,
          instanceCode: null,
          departureAirportCode: null,
          departureAirportName: null,
          arrivalAirportCode: null,
          arrivalAirportName: null,
          departureTime: null,
          arrivalTime: null,
          location,
          date,
        })
      }
    }

    // Rooms: allocations cover the capacity; sales follow the departure's status.
    const totalShare = kinds.reduce((sum, kind) => sum + kind.share, 0)
    for (const kind of kinds) {
      const allocation = Math.max(1, Math.round((capacity * (kind.share / totalShare)) / kind.occupancy))
      const sold =
        status === 'Sold out' ? allocation : Math.min(allocation, Math.floor((allocation * seatsSold) / capacity))
      const supplementPounds =
        kind.supplement === 'single'
          ? freeSingle
            ? 0
            : singleSupplementPounds
          : kind.supplement === 'superior'
            ? superiorPounds
            : kind.supplement === 'balcony'
              ? balconyPounds
              : 0
      const supplementMinor = supplementPounds === 0 ? 0 : supplementMoney(supplementPounds)
      out.rooms.push({
        id: ++ids.room,
        departureId: id,
        code: kind.code,
        name: kind.name,
        occupancy: kind.occupancy,
        pricePerPersonMinor: priceMinor + supplementMinor,
        supplementMinor,
        allocation,
        sold,
      })
    }
  }

  // The itinerary agrees with the flights (defect 8): a day in the air for each day the outbound flight takes.
  const itinerary =
    plan.transports[0] === 'FLIGHT'
      ? alignItineraryWithFlights(generatedItinerary, {
          flightDays: outboundFlightDays([...routeCache.values()].map((routes) => routes.out)),
          home: plan.marketCode === 'CA' ? 'Canada' : 'the UK',
          arrivalCity,
          stops,
          nightsOf: (stop) => stop.nights,
          setNights: (stop, nights) => {
            stop.nights = nights
          },
        })
      : generatedItinerary

  // --- tour row
  const offerText = offerTextFor(plan, maxSavingPounds)
  const createdDay = toEpochDay(context.today) - content.int(30, 720)
  out.tours.push({
    id: plan.id,
    brandId: plan.brandId,
    marketCode: plan.marketCode,
    code: plan.code,
    slug: plan.slug,
    name: plan.name,
    description,
    overviewHtml,
    accommodationHtml: accommodationHtmlOf(),
    offerText,
    durationDays: plan.durationDays,
    currency: plan.currency,
    fromPriceMinor: best?.price ?? null,
    wasPriceMinor: best?.was ?? null,
    mapUrl: content.chance(0.7) ? `/maps/${plan.code}` : null,
    mapName: null,
    parentPageId: context.countryPageIds.get(`${plan.brandId}:${primary.iso}`) ?? null,
    primaryContinentId: continentId,
    primaryCountryId: context.countryIds.get(primary.iso)!,
    scene,
    searchText: [
      plan.name,
      ...plan.countries.map((c) => c.name),
      ...continentCodes.map((code) => CONTINENT_BY_CODE.get(code)?.name ?? code),
      ...travelTypeNames,
      description,
      plan.code,
    ]
      .join(' ')
      .toLowerCase(),
    rank: plan.rank,
    published: 1,
    createdAt: `${fromEpochDay(createdDay)}T${String(content.int(7, 18)).padStart(2, '0')}:${String(content.int(0, 59)).padStart(2, '0')}:00.000Z`,
  })
  const tourRow = out.tours[out.tours.length - 1]!
  if (tourRow.mapUrl) tourRow.mapName = 'View tour map'

  plan.countries.forEach((country, position) => {
    out.tourCountries.push({ tourId: plan.id, countryId: context.countryIds.get(country.iso)!, position })
  })
  for (const code of plan.travelTypeCodes)
    out.tourTravelTypes.push({ tourId: plan.id, travelTypeId: context.travelTypeIds.get(code)! })
  for (const code of plan.tagCodes) out.tourTags.push({ tourId: plan.id, tagId: context.tagIds.get(code)! })

  // --- pictures
  const galleryCount = content.int(4, 6)
  const altTemplates = [
    '{Place} at dawn, {country}',
    'Evening light over {place}, {country}',
    'Looking out over {place}, {country}',
    '{Place} in the morning sun, {country}',
    'A quiet corner of {place}, {country}',
    'Sunset over {place}, {country}',
    'The view across {place}, {country}',
  ]
  const pictureStops = featured.length ? featured : plan.route
  for (let i = 0; i <= galleryCount; i++) {
    const stop = pictureStops[i % pictureStops.length]!
    const countryName = COUNTRY_BY_ISO.get(stop.countryIso)?.name ?? primary.name
    const alt = fill(content.pick(altTemplates), {
      Place: capitalise(stop.place.name),
      place: stop.place.name,
      country: countryName,
    })
    out.tourImages.push({
      id: ++ids.tourImage,
      tourId: plan.id,
      position: i,
      altText: alt,
      smallUrl: artworkUrl(plan.artworkCode, i, 'small'),
      mediumUrl: artworkUrl(plan.artworkCode, i, 'medium'),
      largeUrl: artworkUrl(plan.artworkCode, i, 'large'),
    })
  }

  for (const day of itinerary) {
    out.itineraryDays.push({
      id: ++ids.itineraryDay,
      tourId: plan.id,
      dayNumber: day.dayNumber,
      title: day.title,
      descriptionHtml: `<p>${day.text}</p>`,
      location: day.location,
      meals: day.meals,
    })
  }

  stops.forEach((stop, position) => {
    const adjective = content.pick(HOTEL_ADJECTIVES)
    const html =
      stop.kind === 'ship'
        ? `<p>${stop.hotelName} is ${withArticle(adjective)} ${stop.rating}-star ship with spacious outside cabins, a panoramic lounge and a sun deck. All meals are served on board.</p>`
        : `<p>${stop.hotelName} is ${withArticle(adjective)} ${stop.rating}-star hotel ${content.pick(HOTEL_SETTINGS)} ${stop.location}, with ${content.pick(HOTEL_FACILITIES)}.</p>`
    out.accommodations.push({
      id: ++ids.accommodation,
      tourId: plan.id,
      position,
      name: stop.hotelName,
      location: stop.location,
      nights: stop.nights,
      descriptionHtml: html,
      rating: stop.rating,
    })
  })

  highlights.forEach((text, position) => out.highlights.push({ id: ++ids.highlight, tourId: plan.id, position, text }))

  const tabs: Array<{ code: TransportCode; enabled: number }> = plan.transports.map((code) => ({ code, enabled: 1 }))
  if (plan.disabledTransport) tabs.push({ code: plan.disabledTransport, enabled: 0 })
  tabs.forEach((tab, position) => {
    out.tourTransportTypes.push({
      tourId: plan.id,
      transportTypeId: context.transportTypeIds.get(tab.code)!,
      enabled: tab.enabled,
      position,
    })
  })

  // --- excursions
  if (!content.chance(plan.brandId === 'cavendish' ? 0.3 : 0.15)) {
    const dayOf = new Map<PlaceRef, number>()
    for (const day of itinerary) if (day.place && !dayOf.has(day.place)) dayOf.set(day.place, day.dayNumber)
    const seen = new Set<string>()
    const ideas = plan.route
      .filter((stop) => stop.place.excursion && !seen.has(stop.place.excursion) && seen.add(stop.place.excursion))
      .map((stop) => stop.place)
    const count = Math.min(ideas.length, content.int(1, plan.brandId === 'cavendish' ? 3 : 6))
    content.sample(ideas, count).forEach((place, i) => {
      const name = place.excursion!
      const pounds = excursionPrice(name, content)
      out.excursions.push({
        id: ++ids.excursion,
        tourId: plan.id,
        code: `${plan.code}-EX${i + 1}`,
        name,
        description: `${placeName(place)}, ${place.blurb}. ${content.pick(EXCURSION_TAILS)}`,
        imageUrl: artworkUrl(plan.artworkCode, 8 + i, 'small'),
        priceMinor: (plan.currency === 'CAD' ? roundTo5(pounds * 1.7) : pounds) * 100,
        currency: plan.currency,
        dayNumber: dayOf.get(place) ?? null,
      })
    })
  }

  // --- extensions
  const wantsAddons = plan.brandId === 'meridian' ? content.chance(0.4) : content.chance(0.08)
  if (wantsAddons) {
    const ideas = content.sample(addonIdeas(plan, stops), content.int(1, 3))
    ideas.forEach((idea, i) => {
      const addonId = ++ids.addon
      const addonPounds = content.int(idea.pounds[0], idea.pounds[1])
      out.addons.push({
        id: addonId,
        tourId: plan.id,
        code: `${plan.code}-AD${i + 1}`,
        name: idea.name,
        description: idea.description,
        imageUrl: artworkUrl(plan.artworkCode, 12 + i, 'small'),
        durationDays: idea.days,
        position: i,
      })
      for (const departure of departureIds) {
        const pounds = endIn9(addonPounds * seasonFactor[monthOf(departure.start) - 1]!)
        out.addonDepartures.push({
          id: ++ids.addonDeparture,
          addonId,
          departureId: departure.id,
          transportCode: departure.transportCode,
          startDate: idea.when === 'before' ? departure.start : departure.end,
          priceMinor: money(pounds),
          currency: plan.currency,
        })
      }
    })
  }

  return {
    id: plan.id,
    brandId: plan.brandId,
    marketCode: plan.marketCode,
    code: plan.code,
    name: plan.name,
    rank: plan.rank,
    durationDays: plan.durationDays,
    continentCodes,
    countryIsos: plan.countries.map((c) => c.iso),
    countryNames: plan.countries.map((c) => c.name),
    travelTypeCodes: plan.travelTypeCodes,
    tagCodes: plan.tagCodes,
    description,
    highlights,
    fromPriceMinor: best?.price ?? null,
    wasPriceMinor: best?.was ?? null,
    currency: plan.currency,
    nextDepartures: [...new Set(bookableDates)].sort().slice(0, 3),
  }
}

function offerTextFor(plan: TourPlan, maxSavingPounds: number): string | null {
  if (!plan.offerTag) return null
  const saving = (pounds: number) =>
    plan.currency === 'CAD' ? `C$${Math.round((pounds * 1.7) / 10) * 10}` : `£${pounds}`
  switch (plan.offerTag) {
    case 'free-single':
      return 'Free single supplement on selected dates'
    case 'save-500':
      return maxSavingPounds > 0 ? `Save up to ${saving(maxSavingPounds)}pp` : null
    case 'last-minute':
      return maxSavingPounds > 0 ? `Last minute: save up to ${saving(maxSavingPounds)}pp` : null
    case 'early-booking':
      return maxSavingPounds > 0 ? `Early booking: save up to ${saving(maxSavingPounds)}pp` : null
    default:
      return null
  }
}
