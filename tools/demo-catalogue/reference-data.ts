import { z } from 'zod'
import { decimal, optionalText, readCsvRecords, readJsonRecords, text, wordList, yesNo } from './data-files'

/*
 * Reference data for the demo catalogue: real continents, countries, places, airports, airlines, coach pick-up
 * points and stations. The tour generator only combines these; it never invents a place name. The facts live in
 * data files under data/ (JSON for nested records, CSV for flat tables), each validated by its schema below when
 * this module loads; this module adds only the lookups and the small naming helpers.
 *
 * Visa facts are for holders of a British passport on a tourist trip of up to three weeks, as a UK operator would
 * print them (early 2026). Prices are what the operator's visa service charges, in pence.
 */

const continentCode = z.enum(['europe', 'asia', 'africa', 'north-america', 'south-america', 'oceania', 'antarctica'])
export type ContinentCode = z.infer<typeof continentCode>

/** The kinds of holiday the generator builds; each maps to travel types, durations, prices and name templates. */
const tourStyle = z.enum([
  'escorted',
  'small-group',
  'river-cruise',
  'ocean-cruise',
  'rail',
  'safari',
  'wildlife',
  'walking',
  'city-break',
  'festive',
  'northern-lights',
  'expedition',
])
export type TourStyle = z.infer<typeof tourStyle>

/** How the coach brand reaches a country. */
const coachBrandMode = z.enum(['coach', 'rail', 'flight'])
export type CoachBrandMode = z.infer<typeof coachBrandMode>

const name = z.string().min(1)
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'is not a lowercase-hyphenated slug')
const iataCode = z.string().regex(/^[A-Z]{3}$/, 'is not a three-letter IATA code')
const countryIso = z.string().regex(/^[A-Z]{2}$/, 'is not a two-letter ISO country code')
const carrierCode = z.string().regex(/^[A-Z0-9]{2}$/, 'is not a two-character IATA airline code')
const month = z.number().int().min(1).max(12)

// ---------------------------------------------------------------------------------------------------------------
// Schemas of the data files

const continentRecord = z.strictObject({
  code: continentCode,
  name,
  slug,
  description: name,
  sortOrder: z.number().int(),
})
export type ContinentRef = z.infer<typeof continentRecord>

const travelTypeRecord = z.strictObject({ code: slug, name, slug, description: name })
export type TravelTypeRef = z.infer<typeof travelTypeRecord>

const tagRecord = z.strictObject({ code: slug, name, slug, kind: z.enum(['offer', 'theme']) })
export type TagRef = z.infer<typeof tagRecord>

const transportTypeRecord = z.strictObject({
  code: z.enum(['FLIGHT', 'COACH', 'RAIL', 'SELF']),
  name,
  locationType: name,
  locationLabel: name,
})
export type TransportTypeRef = z.infer<typeof transportTypeRecord>

const cardTypeRecord = z.strictObject({ code: z.string().regex(/^[A-Z]+$/), name })
export type CardTypeRef = z.infer<typeof cardTypeRecord>

const departurePointRow = z.strictObject({ code: z.string().regex(/^[A-Z]{3}(-[A-Z]{3})?$/), name: text, town: text })
export type DeparturePointRef = z.infer<typeof departurePointRow>

/** uk-airports.csv: `longHaul` marks the airports with connections worth offering on a long-haul tour. */
const ukAirportRow = departurePointRow.extend({ longHaul: yesNo })

const airportRow = z.strictObject({
  code: iataCode,
  name: text,
  city: text,
  countryIso,
  lat: decimal,
  lon: decimal,
  /** Standard-time offset from UTC in hours; daylight saving is ignored (times only need to be plausible). */
  utcOffset: decimal,
  /** Carriers flying non-stop from the UK or Canada on long-haul routes (space-separated in the file). */
  direct: wordList.pipe(z.array(carrierCode)),
})
export type AirportRef = z.infer<typeof airportRow>

const airlineRecord = z.strictObject({
  code: carrierCode,
  name,
  /** Connecting hubs, main one first; empty for point-to-point carriers. */
  hubs: z.array(iataCode),
  /** UK and Canadian airports it flies from. */
  bases: z.array(iataCode),
  /** Countries it flies to non-stop on short- and medium-haul routes from its bases ('*' for anywhere nearby). */
  shortHaulTo: z.union([z.array(countryIso), z.literal('*')]),
  /** The bases it flies short-haul from, when only some of them (British Airways: the London airports). */
  shortHaulFrom: z.array(iataCode).optional(),
  /** The bases its non-stop long-haul flights leave from, when only some of them. */
  longHaulFrom: z.array(iataCode).optional(),
  /** Continents it reaches through its hubs. */
  connectsTo: z.array(continentCode),
})
export type AirlineRef = z.infer<typeof airlineRecord>

/** places.csv and river-ports.csv: one place per row, in the order the generator visits them. */
const placeColumns = {
  name: text,
  /** A descriptive phrase that reads after the name: 'Florence, {blurb}'. */
  blurb: text,
  /** An optional excursion offered there (empty: none). */
  excursion: optionalText,
  /** The town you sleep in when staying here (hotel names and itinerary locations). */
  stay: text,
  /** The nearest airport with international flights, when there is one (empty: none). */
  airport: optionalText.pipe(iataCode.nullable()),
}
const placeRow = z.strictObject({ country: countryIso, ...placeColumns })
const riverPortRow = z.strictObject({ river: text, country: countryIso, ...placeColumns })

export interface PlaceRef {
  name: string
  blurb: string
  excursion: string | null
  stay: string
  airport: string | null
}

const visaRecord = z.strictObject({ name, description: name, priceMinor: z.number().int().min(0) })
export type VisaRef = z.infer<typeof visaRecord>

const countryRecord = z.strictObject({
  iso: countryIso,
  name,
  /** The name mid-sentence, when it takes an article ('the Netherlands'). */
  inText: name.optional(),
  /** The name in a holiday title, when a shorter form reads better ('Britain'). */
  inTitle: name.optional(),
  slug,
  continent: continentCode,
  description: name,
  /** Gateway airports, main one first. */
  airports: z.array(iataCode),
  visa: visaRecord.nullable(),
  /** Holiday styles the long-haul/escorted brand sells here besides a classic escorted tour. */
  styles: z.array(tourStyle),
  /** How the coach brand travels here; empty when it does not. */
  coachBrand: z.array(coachBrandMode),
  rivers: z.array(name),
  railJourneys: z.array(name),
  /** Countries commonly combined with this one on a multi-country tour. */
  neighbours: z.array(countryIso),
  /** Months (1-12) in which tours run. */
  season: z.array(month).min(1),
  /** Relative popularity with UK travellers (1 = niche, 5 = very popular). */
  popularity: z.number().int().min(1).max(5),
})

/** A country with its places (places.csv), in visiting order. */
export type CountryRef = z.infer<typeof countryRecord> & { places: PlaceRef[] }

const riverRecord = z.strictObject({
  name,
  /** Airports to fly into at the start and home from at the end. */
  startAirport: iataCode,
  endAirport: iataCode,
  /** The ship's home-style name stem, e.g. 'MS Rhine Serenade'. */
  shipNames: z.array(name).min(1),
})

export interface RiverPort extends PlaceRef {
  countryIso: string
}

/** A river cruised by the brands, with its ports (river-ports.csv) in sailing order. */
export type RiverRef = z.infer<typeof riverRecord> & { ports: RiverPort[] }

// ---------------------------------------------------------------------------------------------------------------
// The data

function placeOf(row: z.infer<typeof placeRow> | z.infer<typeof riverPortRow>): PlaceRef {
  return { name: row.name, blurb: row.blurb, excursion: row.excursion, stay: row.stay, airport: row.airport }
}

/** Groups rows under their owner's key, keeping file order, and fails on a row whose owner does not exist. */
function groupRows<Row, Key>(file: string, rows: Row[], keyOf: (row: Row) => Key, owners: Set<Key>): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>()
  for (const row of rows) {
    const key = keyOf(row)
    if (!owners.has(key)) throw new Error(`tools/demo-catalogue/data/${file}: ${String(key)} is not defined`)
    groups.set(key, [...(groups.get(key) ?? []), row])
  }
  return groups
}

export const CONTINENTS: ContinentRef[] = readJsonRecords('continents.json', continentRecord)
export const TRAVEL_TYPES: TravelTypeRef[] = readJsonRecords('travel-types.json', travelTypeRecord)
export const TAGS: TagRef[] = readJsonRecords('tags.json', tagRecord)
export const TRANSPORT_TYPES: TransportTypeRef[] = readJsonRecords('transport-types.json', transportTypeRecord)
export const CARD_TYPES: CardTypeRef[] = readJsonRecords('card-types.json', cardTypeRecord)

const ukAirports = readCsvRecords('uk-airports.csv', ukAirportRow)
/** UK airports the brands fly from (IATA codes). */
export const UK_AIRPORTS: DeparturePointRef[] = ukAirports.map(({ code, name, town }) => ({ code, name, town }))
/** UK airports with long-haul connections worth offering on a long-haul tour. */
export const UK_LONG_HAUL_AIRPORTS: string[] = ukAirports.filter((airport) => airport.longHaul).map((a) => a.code)
/** Canadian airports for the Canadian market. */
export const CANADIAN_AIRPORTS: DeparturePointRef[] = readCsvRecords('canadian-airports.csv', departurePointRow)
export const COACH_PICKUPS: DeparturePointRef[] = readCsvRecords('coach-pick-ups.csv', departurePointRow)
/** UK stations (National Rail CRS codes). */
export const RAIL_STATIONS: DeparturePointRef[] = readCsvRecords('rail-stations.csv', departurePointRow)

export const AIRLINES: AirlineRef[] = readJsonRecords('airlines.json', airlineRecord)
/** Every airport a flight leg can touch: UK and Canadian departure airports, hubs and destination gateways. */
export const AIRPORTS: AirportRef[] = readCsvRecords('airports.csv', airportRow)

const countryRecords = readJsonRecords('countries.json', countryRecord)
const placesByCountry = groupRows(
  'places.csv',
  readCsvRecords('places.csv', placeRow),
  (row) => row.country,
  new Set(countryRecords.map((country) => country.iso)),
)
export const COUNTRIES: CountryRef[] = countryRecords.map((country) => ({
  ...country,
  places: (placesByCountry.get(country.iso) ?? []).map(placeOf),
}))

const riverRecords = readJsonRecords('rivers.json', riverRecord)
const portsByRiver = groupRows(
  'river-ports.csv',
  readCsvRecords('river-ports.csv', riverPortRow),
  (row) => row.river,
  new Set(riverRecords.map((river) => river.name)),
)
export const RIVERS: RiverRef[] = riverRecords.map((river) => ({
  ...river,
  ports: (portsByRiver.get(river.name) ?? []).map((row) => ({ ...placeOf(row), countryIso: row.country })),
}))

export const CONTINENT_BY_CODE = new Map(CONTINENTS.map((c) => [c.code, c]))
export const COUNTRY_BY_ISO = new Map(COUNTRIES.map((c) => [c.iso, c]))
export const AIRPORT_BY_CODE = new Map(AIRPORTS.map((airport) => [airport.code, airport]))
export const AIRLINE_BY_CODE = new Map(AIRLINES.map((airline) => [airline.code, airline]))

// ---------------------------------------------------------------------------------------------------------------

/** A country's name as it reads mid-sentence. */
export function countryInText(country: CountryRef): string {
  return country.inText ?? country.name
}

/** A country's name as it reads in a holiday's title. */
export function countryInTitle(country: CountryRef): string {
  return country.inTitle ?? country.inText ?? country.name
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
