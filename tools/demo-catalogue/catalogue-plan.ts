import { distanceKm, airport } from './flights'
import { Random } from './random'
import {
  COUNTRIES,
  COUNTRY_BY_ISO,
  RIVERS,
  countryInTitle,
  slugify,
  type CountryRef,
  type PlaceRef,
  type RiverRef,
  type TourStyle,
} from './reference-data'

/*
 * The catalogue's skeleton: which brand, market, country, style, route and name each tour gets. Planning is cheap
 * and done for the whole catalogue up front (listing pages need to know which countries have tours before any
 * tour row is written); the heavy rows are generated chunk by chunk from these plans.
 *
 * Determinism: a global generator decides the mix (coverage order, ranks, which tours are special) and every tour
 * draws its own details from a generator seeded by the run seed and its index, so a tour does not change when
 * another one does.
 */

export type BrandId = 'meridian' | 'cavendish'
export type MarketCode = 'GB' | 'CA'
export type TransportCode = 'FLIGHT' | 'COACH' | 'RAIL' | 'SELF'
/** The tour styles plus the coach brand's classic coach tour. */
export type PlanStyle = TourStyle | 'coach'

export interface RouteStop {
  place: PlaceRef
  countryIso: string
}

export interface TourPlan {
  /** 0-based position; the tour's id is index + 1. */
  index: number
  id: number
  brandId: BrandId
  marketCode: MarketCode
  currency: 'GBP' | 'CAD'
  code: string
  /** The code whose artwork the tour shows (a Canadian twin shows its British original's pictures). */
  artworkCode: string
  /** Seeds the descriptive content; shared by a tour and its Canadian twin. */
  contentKey: string
  /** The British original's index for a Canadian twin. */
  twinOf: number | null
  style: PlanStyle
  river: RiverRef | null
  railJourney: string | null
  countries: CountryRef[]
  route: RouteStop[]
  durationDays: number
  travelTypeCodes: string[]
  tagCodes: string[]
  offerTag: string | null
  /** Transport types with departures, main one first. */
  transports: TransportCode[]
  /** A transport type shown as a disabled tab (no departures). */
  disabledTransport: TransportCode | null
  noDepartures: boolean
  longHaul: boolean
  name: string
  slug: string
  rank: number
}

export interface CatalogueSize {
  meridian: number
  canadian: number
  cavendish: number
}

/** Two thirds Meridian (about 12% of those also sold in Canada as separate tours), one third Cavendish. */
export function catalogueSize(tours: number): CatalogueSize {
  const cavendish = tours >= 3 ? Math.round(tours / 3) : 0
  const meridianTotal = tours - cavendish
  const canadian = Math.floor((meridianTotal * 0.12) / 1.12)
  return { meridian: meridianTotal - canadian, canadian, cavendish }
}

// ---------------------------------------------------------------------------------------------------------------
// Weights and templates

const STYLE_WEIGHTS: Record<TourStyle, number> = {
  escorted: 5,
  'small-group': 2.5,
  'river-cruise': 3.5,
  'ocean-cruise': 2,
  rail: 2,
  safari: 5,
  wildlife: 2,
  walking: 1.3,
  'city-break': 1.2,
  festive: 1.5,
  'northern-lights': 3,
  expedition: 10,
}

const CAVENDISH_COUNTRY_WEIGHTS: Record<string, number> = {
  GB: 45,
  IE: 8,
  JE: 4,
  FR: 9,
  BE: 4,
  NL: 4,
  DE: 7,
  CH: 5,
  AT: 4,
  IT: 6,
  CZ: 2,
  ES: 2,
  PT: 2,
  MT: 1.5,
  HR: 1,
  SI: 1,
  NO: 1,
  GR: 1,
  IS: 0.5,
  HU: 1,
}

/** Countries a coach takes two days to reach from the Channel. */
const FAR_BY_COACH = new Set(['CH', 'AT', 'IT', 'CZ'])
/** Christmas by coach: close enough for a five- or six-day break. */
const COACH_FESTIVE_COUNTRIES = new Set(['GB', 'BE', 'FR', 'NL', 'DE'])

const THEME_COUNTRIES: Record<string, string[]> = {
  gardens: ['GB', 'IE', 'NL', 'FR', 'IT', 'JP', 'JE', 'PT', 'SG'],
  'food-wine': ['FR', 'IT', 'ES', 'PT', 'DE', 'AT', 'HU', 'ZA', 'AR', 'CL', 'JP', 'VN'],
  heritage: ['GB', 'IE', 'IT', 'GR', 'EG', 'PE', 'KH', 'IN', 'TR', 'JO', 'CN', 'MT', 'PL', 'CZ', 'MX', 'ES', 'BE'],
  'natural-wonders': ['IS', 'NO', 'CA', 'US', 'NZ', 'AU', 'AR', 'CL', 'ZW', 'EC', 'BO', 'AQ', 'CH', 'NA', 'TZ', 'BR'],
}

const OFFER_TAGS: ReadonlyArray<readonly [string, number]> = [
  ['early-booking', 35],
  ['last-minute', 20],
  ['save-500', 25],
  ['free-single', 20],
]

const NAME_TEMPLATES: Record<PlanStyle, string[]> = {
  escorted: [
    'Highlights of {countries}',
    'Classic {countries}',
    'The Best of {countries}',
    'Grand Tour of {country}',
    'Discover {countries}',
    '{country} in Depth',
    'Treasures of {countries}',
    'Essential {country}',
    'Timeless {country}',
    'Journey through {countries}',
    '{p1}, {p2} & {p3}',
    '{p1} to {pLast}',
    'Colours of {country}',
    'Secrets of {country}',
    'Spirit of {country}',
    'Wonders of {countries}',
    '{country} Uncovered',
    'Panorama of {country}',
    '{p1} & {p2}',
    'Splendours of {countries}',
  ],
  'small-group': [
    '{country} Small-Group Discovery',
    'Intimate {country}',
    '{p1} & {p2} in a Small Group',
    'Hidden {country}',
    '{country} Off the Beaten Track',
    'Backroads of {country}',
    '{p1}, {p2} & {p3}: Small Group',
    'Authentic {countries}',
  ],
  'river-cruise': [
    '{river} River Cruise',
    'The Romantic {river}',
    'Cruising the {river}',
    '{river} Highlights',
    'Jewels of the {river}',
    '{p1} to {pLast}: A {river} Cruise',
    'Magic of the {river}',
    '{river} Discovery Cruise',
    'The Beautiful {river}',
    'Secrets of the {river}',
    '{river} & {p1}',
  ],
  'ocean-cruise': [
    '{country} Coastal Voyage',
    '{p1} & {p2} by Sea',
    'Island Hopping in {country}',
    'Coast & Islands of {country}',
    'The {country} Coast by Small Ship',
    '{p1} to {pLast} by Sea',
  ],
  rail: [
    '{p1}, {p2} & {p3} by Rail',
    '{country} by Rail',
    '{railCap}',
    '{railCap} & {p1}',
    'Scenic Rail Journey through {countries}',
    'Great Railways of {country}',
    '{country} by Train',
  ],
  safari: [
    'Classic {country} Safari',
    '{p1} & {p2} Safari',
    '{country} Wildlife Safari',
    'Big Five Safari in {country}',
    '{countries} Safari Adventure',
    'Ultimate {countries} Safari',
    '{p1} Safari Experience',
    'Great Parks of {countries}',
  ],
  wildlife: [
    'Wildlife of {country}',
    '{p1} Wildlife Adventure',
    'Wild {country}',
    'Natural Wonders of {countries}',
    '{p1} & {p2}: A Wildlife Journey',
    '{country} Nature Discovery',
  ],
  walking: [
    'Walking in {p1}',
    '{p1} on Foot',
    'Walking the Trails of {country}',
    '{p1} & {p2}: A Walking Holiday',
    'Gentle Walks in {p1}',
    'Footpaths of {country}',
  ],
  'city-break': ['{p1} City Break', 'A Short Break in {p1}', 'Discover {p1}', '{p1} in Style', 'Long Weekend in {p1}'],
  festive: [
    'Christmas Markets of {country}',
    'Festive {p1}',
    'Christmas in {p1}',
    'Advent in {p1}',
    'New Year in {p1}',
    'Festive {p1} & {p2}',
    'Christmas Markets of {p1}',
    'A Traditional Christmas in {p1}',
  ],
  'northern-lights': [
    'Northern Lights of {country}',
    'Arctic {country} & the Aurora',
    '{p1} Northern Lights Adventure',
    'Chasing the Aurora in {country}',
    'Winter Wonderland of {country}',
  ],
  expedition: [
    'Antarctic Peninsula Expedition Cruise',
    'Classic Antarctica',
    'Antarctica: The White Continent',
    'Antarctic Explorer',
    'Penguins & Icebergs of Antarctica',
    'Antarctica in Depth',
  ],
  coach: [
    '{p1} & {p2}',
    'The Delights of {p1}',
    'Scenic {p1}',
    '{p1} Explorer',
    'Highlights of {p1}',
    'Glorious {p1}',
    'Best of {p1}',
    'Beautiful {p1}',
    '{p1} & {p2} Discovery',
    'A Taste of {p1}',
    'Charming {p1}',
    '{p1} at a Gentle Pace',
    'Treasures of {p1}',
  ],
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers

export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} & ${items[items.length - 1]}`
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function isLongHaul(country: CountryRef): boolean {
  const gateway = country.airports[0]
  if (!gateway) return true
  return distanceKm(airport('LHR'), airport(gateway)) > 4300
}

const TOUR_CODE_SPAN = 9000

/** 'MJ4817': four digits for the first 9,000 tours (scattered, like a real booking system's), then five. */
export function tourCode(prefix: string, ordinal: number): string {
  if (ordinal < TOUR_CODE_SPAN) return `${prefix}${1000 + ((ordinal * 7919) % TOUR_CODE_SPAN)}`
  return `${prefix}${10000 + ordinal - TOUR_CODE_SPAN}`
}

function durationFor(style: PlanStyle, brandId: BrandId, country: CountryRef, longHaul: boolean, rng: Random): number {
  switch (style) {
    case 'coach':
      if (['GB', 'IE', 'JE'].includes(country.iso))
        return rng.weighted([
          [4, 2],
          [5, 4],
          [6, 2],
          [7, 1],
        ])
      return FAR_BY_COACH.has(country.iso) ? rng.int(8, 9) : rng.int(6, 8)
    case 'festive':
      if (brandId === 'meridian') return rng.int(4, 7)
      return country.iso === 'GB' ? rng.int(4, 5) : rng.int(5, 6)
    case 'city-break':
      return rng.int(3, 5)
    case 'northern-lights':
      return rng.int(5, 9)
    case 'walking':
      return rng.int(7, 10)
    case 'river-cruise':
      return country.continent === 'europe' ? rng.int(7, 12) : rng.int(9, 15)
    case 'ocean-cruise':
      return rng.int(7, 15)
    case 'expedition':
      return rng.int(11, 15)
    case 'rail':
      return brandId === 'cavendish' ? rng.int(5, 8) : rng.int(8, 16)
    case 'safari':
      return rng.int(8, 16)
    case 'wildlife':
      return rng.int(9, 16)
    case 'small-group':
      return longHaul ? rng.int(10, 18) : rng.int(8, 14)
    case 'escorted':
      if (brandId === 'cavendish') return rng.int(5, 8)
      return longHaul ? rng.int(10, 21) : rng.int(8, 14)
  }
}

function travelTypesFor(style: PlanStyle, brandId: BrandId, rng: Random): string[] {
  const types: string[] = []
  const add = (code: string, probability = 1) => {
    if (!types.includes(code) && rng.chance(probability)) types.push(code)
  }
  switch (style) {
    case 'coach':
      add('coach-holiday')
      break
    case 'escorted':
      add('escorted-tour')
      break
    case 'small-group':
      add('small-group')
      add('escorted-tour', 0.4)
      break
    case 'river-cruise':
      add('river-cruise')
      if (brandId === 'cavendish') add('coach-holiday')
      break
    case 'ocean-cruise':
      add('ocean-cruise')
      break
    case 'rail':
      add('rail-journey')
      add('escorted-tour', brandId === 'meridian' ? 0.6 : 0)
      break
    case 'safari':
      add('safari')
      add('wildlife', 0.4)
      break
    case 'wildlife':
      add('wildlife')
      add('small-group', 0.4)
      break
    case 'walking':
      add('walking')
      add('small-group', 0.3)
      break
    case 'city-break':
      add('city-break')
      break
    case 'festive':
      add('festive')
      if (brandId === 'cavendish') add('coach-holiday')
      else add('city-break', 0.3)
      break
    case 'northern-lights':
      add('escorted-tour')
      add('small-group', 0.4)
      break
    case 'expedition':
      add('ocean-cruise')
      add('wildlife')
      break
  }
  if (style !== 'expedition' && style !== 'city-break') add('solo', 0.08)
  return types
}

function placesWanted(durationDays: number, style: PlanStyle, rng: Random): number {
  if (style === 'city-break') return rng.int(1, 2)
  if (style === 'festive') return rng.int(1, 2)
  if (style === 'coach') return durationDays <= 5 ? rng.int(1, 2) : rng.int(2, 4)
  if (durationDays <= 7) return rng.int(2, 3)
  if (durationDays <= 10) return rng.int(3, 5)
  if (durationDays <= 14) return rng.int(4, 6)
  return rng.int(5, 8)
}

// ---------------------------------------------------------------------------------------------------------------
// Planning one tour

interface DraftTour {
  brandId: BrandId
  primary: CountryRef
}

function chooseStyle(draft: DraftTour, rng: Random): PlanStyle {
  const { primary, brandId } = draft
  if (primary.iso === 'AQ') return 'expedition'
  if (brandId === 'cavendish') {
    const options: Array<readonly [PlanStyle, number]> = []
    if (primary.coachBrand.includes('coach')) options.push(['coach', 10])
    if (primary.coachBrand.includes('rail')) options.push(['rail', 2])
    if (primary.coachBrand.includes('flight'))
      options.push(['escorted', primary.coachBrand.includes('coach') ? 1.5 : 10])
    if (COACH_FESTIVE_COUNTRIES.has(primary.iso)) options.push(['festive', 1.4])
    if (
      RIVERS.some((r) => r.ports.some((p) => p.countryIso === primary.iso) && r.name !== 'Douro') &&
      primary.coachBrand.includes('coach')
    )
      options.push(['river-cruise', 0.8])
    if (['GB', 'IE'].includes(primary.iso)) options.push(['walking', 0.4])
    return rng.weighted(options)
  }
  const options: Array<readonly [PlanStyle, number]> = []
  const safariCountry = primary.styles.includes('safari')
  options.push(['escorted', safariCountry ? 2 : STYLE_WEIGHTS.escorted])
  for (const style of primary.styles) {
    if (style === 'river-cruise' && !RIVERS.some((r) => r.ports.some((p) => p.countryIso === primary.iso))) continue
    if (style === 'rail' && primary.railJourneys.length === 0) continue
    options.push([style, STYLE_WEIGHTS[style]])
  }
  return rng.weighted(options)
}

function neighboursFor(draft: DraftTour, style: PlanStyle, rng: Random): CountryRef[] {
  const { primary, brandId } = draft
  if (style === 'expedition') return [COUNTRY_BY_ISO.get('AR')!]
  if (['city-break', 'festive', 'walking', 'ocean-cruise', 'northern-lights', 'river-cruise'].includes(style)) return []
  const candidates = primary.neighbours
    .map((iso) => COUNTRY_BY_ISO.get(iso))
    .filter((c): c is CountryRef => !!c && c.continent === primary.continent)
    .filter((c) => (brandId === 'cavendish' ? c.coachBrand.length > 0 : true))
  if (candidates.length === 0) return []
  const probability = brandId === 'cavendish' ? (style === 'coach' && primary.iso !== 'GB' ? 0.15 : 0.05) : 0.32
  if (!rng.chance(probability)) return []
  const count = candidates.length > 1 && rng.chance(0.25) ? 2 : 1
  return rng.sample(rng.shuffle(candidates), count)
}

function buildRoute(
  countries: CountryRef[],
  style: PlanStyle,
  river: RiverRef | null,
  durationDays: number,
  rng: Random,
): RouteStop[] {
  const primary = countries[0]!
  if (river) {
    const windowSize = Math.min(river.ports.length, rng.int(4, 6))
    const indexes = river.ports.map((p, i) => (p.countryIso === primary.iso ? i : -1)).filter((i) => i >= 0)
    const anchor = rng.pick(indexes)
    const earliest = Math.max(0, anchor - windowSize + 1)
    const latest = Math.min(anchor, river.ports.length - windowSize)
    const start = rng.int(earliest, Math.max(earliest, latest))
    return river.ports.slice(start, start + windowSize).map((place) => ({ place, countryIso: place.countryIso }))
  }
  if (style === 'expedition') {
    const argentina = COUNTRY_BY_ISO.get('AR')!
    const buenosAires = argentina.places.find((p) => p.name === 'Buenos Aires')!
    const ushuaia = argentina.places.find((p) => p.name === 'Ushuaia')!
    const [drake, ...rest] = primary.places
    const antarctic = [drake!, ...rng.sample(rest, rng.int(3, Math.min(5, rest.length)))]
    return [
      { place: buenosAires, countryIso: 'AR' },
      { place: ushuaia, countryIso: 'AR' },
      ...antarctic.map((place) => ({ place, countryIso: 'AQ' })),
    ]
  }
  if (style === 'city-break' || style === 'festive') {
    const cities = primary.places.filter((p) => p.airport !== null || style === 'festive')
    const main = rng.pick(cities.length ? cities : primary.places)
    const route: RouteStop[] = [{ place: main, countryIso: primary.iso }]
    const others = primary.places.filter((p) => p !== main && p.stay !== main.stay)
    if (others.length && rng.chance(0.4)) route.push({ place: rng.pick(others), countryIso: primary.iso })
    return route
  }
  const wanted = placesWanted(durationDays, style, rng)
  const route: RouteStop[] = []
  const shares = countries.length === 1 ? [wanted] : splitPlaces(wanted, countries.length)
  countries.forEach((country, i) => {
    const count = Math.max(1, Math.min(country.places.length, shares[i] ?? 1))
    // Places are listed in touring order, so a short route takes neighbours; a long one samples the country.
    const picked =
      count <= 3 || style === 'coach' ? window(country.places, count, rng) : rng.sample(country.places, count)
    for (const place of picked) route.push({ place, countryIso: country.iso })
  })
  return route
}

function window<T>(items: readonly T[], count: number, rng: Random): T[] {
  const start = rng.int(0, Math.max(0, items.length - count))
  return items.slice(start, start + count)
}

function splitPlaces(total: number, countries: number): number[] {
  const primary = Math.max(2, Math.ceil(total * 0.55))
  const rest = Math.max(countries - 1, total - primary)
  const each = Math.max(1, Math.floor(rest / (countries - 1)))
  return [primary, ...Array.from({ length: countries - 1 }, () => each)]
}

const LEADING_ADJECTIVE_THE =
  /^(Beautiful|Scenic|Glorious|Charming|Festive|Classic|Essential|Timeless|Intimate|Hidden|Wild|Authentic|Arctic) the /

function placeLabel(place: PlaceRef): string {
  return place.name
}

function fillTemplate(
  template: string,
  plan: { countries: CountryRef[]; route: RouteStop[]; river: RiverRef | null; railJourney: string | null },
  places: PlaceRef[],
): string | null {
  const names = places.map(placeLabel)
  const needs = (token: string) => template.includes(token)
  if (needs('{p3}') && names.length < 3) return null
  if (needs('{p2}') && names.length < 2) return null
  if (needs('{pLast}') && names.length < 2) return null
  if ((needs('{river}') && !plan.river) || ((needs('{rail}') || needs('{railCap}')) && !plan.railJourney)) return null
  const countryNames = plan.countries.filter((c) => c.iso !== 'AQ' || plan.countries.length === 1).map(countryInTitle)
  const text = template
    .replace('{countries}', joinAnd(countryNames))
    .replace('{country}', countryInTitle(plan.countries[0]!))
    .replace('{p1}', names[0] ?? '')
    .replace('{p2}', names[1] ?? '')
    .replace('{p3}', names[2] ?? '')
    .replace('{pLast}', names[names.length - 1] ?? '')
    .replace('{river}', plan.river?.name ?? '')
    .replace('{railCap}', capitalise(plan.railJourney ?? ''))
    .replace('{rail}', plan.railJourney ?? '')
  // 'Beautiful the Rhine Gorge' reads as 'The Beautiful Rhine Gorge'.
  const tidy = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(LEADING_ADJECTIVE_THE, (_, adjective: string) => `The ${adjective} `)
  return capitalise(tidy)
}

function uniqueName(
  style: PlanStyle,
  plan: {
    countries: CountryRef[]
    route: RouteStop[]
    river: RiverRef | null
    railJourney: string | null
    durationDays: number
  },
  taken: Set<string>,
  rng: Random,
): string {
  const places = plan.route
    .map((stop) => stop.place)
    .filter((place) => place.stay !== 'on board' && place.stay !== 'at sea')
  const templates = rng.shuffle(NAME_TEMPLATES[style])
  for (const template of templates) {
    const name = fillTemplate(template, plan, places)
    if (name && name.length <= 70 && !taken.has(name)) return name
  }
  // Same template, other places: the route's places in a different order give many more distinct names.
  for (let attempt = 0; attempt < 12; attempt++) {
    const name = fillTemplate(rng.pick(templates), plan, rng.shuffle(places))
    if (name && name.length <= 70 && !taken.has(name)) return name
  }
  const base =
    fillTemplate(templates.find((t) => fillTemplate(t, plan, places)) ?? templates[0]!, plan, places) ??
    plan.countries[0]!.name
  for (const place of rng.shuffle(places)) {
    if (base.includes(place.name)) continue
    const name = `${base} with ${place.name}`
    if (!taken.has(name)) return name
  }
  for (let n = 2; ; n++) {
    const name = `${base}: ${plan.durationDays}-Day Journey${n > 2 ? ` ${toRoman(n - 1)}` : ''}`
    if (!taken.has(name)) return name
  }
}

function toRoman(n: number): string {
  const numerals: Array<[number, string]> = [
    [1000, 'M'],
    [900, 'CM'],
    [500, 'D'],
    [400, 'CD'],
    [100, 'C'],
    [90, 'XC'],
    [50, 'L'],
    [40, 'XL'],
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ]
  let rest = n
  let out = ''
  for (const [value, numeral] of numerals) {
    while (rest >= value) {
      out += numeral
      rest -= value
    }
  }
  return out
}

function transportsFor(
  brandId: BrandId,
  style: PlanStyle,
  countries: CountryRef[],
  river: RiverRef | null,
  rng: Random,
): TransportCode[] {
  const primary = countries[0]!
  if (brandId === 'cavendish') {
    if (style === 'coach' || style === 'festive' || style === 'river-cruise' || style === 'walking') {
      return rng.chance(0.08) && primary.coachBrand.includes('rail') ? ['COACH', 'RAIL'] : ['COACH']
    }
    if (style === 'rail') return ['RAIL']
    return ['FLIGHT']
  }
  if (primary.iso === 'GB') {
    const transports: TransportCode[] = rng.chance(0.65) ? ['RAIL'] : ['SELF']
    if (rng.chance(0.4)) transports.push(transports[0] === 'RAIL' ? 'SELF' : 'RAIL')
    return transports
  }
  const transports: TransportCode[] = ['FLIGHT']
  const eurostar =
    ['FR', 'BE', 'NL', 'DE', 'CH'].includes(primary.iso) ||
    (river !== null && ['Rhine', 'Seine', 'Rhône', 'Moselle'].includes(river.name))
  if (eurostar && rng.chance(0.3)) transports.push('RAIL')
  if (style !== 'expedition' && rng.chance(0.15)) transports.push('SELF')
  return transports
}

// ---------------------------------------------------------------------------------------------------------------
// The whole catalogue

export function planCatalogue(options: { tours: number; seed: number }): TourPlan[] {
  const size = catalogueSize(options.tours)
  const global = new Random(`${options.seed}:plan`)
  const takenNames = new Set<string>()

  const meridianCountries = COUNTRIES.filter((c) => c.iso !== 'JE')
  const meridianCoverage = global.shuffle(meridianCountries)
  const meridianWeights = meridianCountries.map((c) => [c, c.iso === 'GB' ? 2 : c.popularity ** 1.5] as const)
  const cavendishCountries = COUNTRIES.filter((c) => c.iso in CAVENDISH_COUNTRY_WEIGHTS)
  const cavendishCoverage = global.shuffle(cavendishCountries)
  const cavendishWeights = cavendishCountries.map((c) => [c, CAVENDISH_COUNTRY_WEIGHTS[c.iso]!] as const)

  const drafts: DraftTour[] = []
  for (let i = 0; i < size.meridian; i++) {
    drafts.push({ brandId: 'meridian', primary: meridianCoverage[i] ?? global.weighted(meridianWeights) })
  }
  for (let i = 0; i < size.cavendish; i++) {
    drafts.push({ brandId: 'cavendish', primary: cavendishCoverage[i] ?? global.weighted(cavendishWeights) })
  }

  const plans: TourPlan[] = []
  let meridianOrdinal = 0
  let cavendishOrdinal = 0
  drafts.forEach((draft, index) => {
    const rng = new Random(`${options.seed}:tour:${index}`)
    const style = chooseStyle(draft, rng)
    const river =
      style === 'river-cruise'
        ? rng.pick(
            RIVERS.filter(
              (r) =>
                r.ports.some((p) => p.countryIso === draft.primary.iso) &&
                (draft.brandId === 'meridian' || r.name !== 'Douro'),
            ),
          )
        : null
    const railJourney =
      style === 'rail' && draft.primary.railJourneys.length ? rng.pick(draft.primary.railJourneys) : null
    const longHaul = draft.brandId === 'meridian' && isLongHaul(draft.primary)
    let countries = [draft.primary, ...neighboursFor(draft, style, rng)]
    // A small country cannot fill three weeks: touring holidays get at most two days per place on offer.
    const placesOnOffer = countries.reduce((sum, c) => sum + c.places.length, 0)
    const touring = ['escorted', 'small-group', 'rail', 'wildlife', 'safari'].includes(style)
    const durationDays = Math.min(
      durationFor(style, draft.brandId, draft.primary, longHaul, rng),
      touring ? 3 + 2 * placesOnOffer : 99,
    )
    const route = buildRoute(countries, style, river, durationDays, rng)
    if (river) {
      const isos = [...new Set([draft.primary.iso, ...route.map((stop) => stop.countryIso)])]
      countries = isos.map((iso) => COUNTRY_BY_ISO.get(iso)).filter((c): c is CountryRef => !!c)
    }
    const travelTypeCodes = travelTypesFor(style, draft.brandId, rng)
    const offerTag = rng.chance(0.25) ? rng.weighted(OFFER_TAGS) : null
    const tagCodes = offerTag ? [offerTag] : []
    if (style === 'festive') tagCodes.push('festive')
    else if (rng.chance(0.4)) {
      const themes = Object.entries(THEME_COUNTRIES)
        .filter(([, isos]) => isos.includes(draft.primary.iso))
        .map(([code]) => code)
      if (themes.length) tagCodes.push(rng.pick(themes))
    }
    const name = uniqueName(style, { countries, route, river, railJourney, durationDays }, takenNames, rng)
    takenNames.add(name)
    const prefix = draft.brandId === 'meridian' ? 'MJ' : 'CC'
    const code = tourCode(prefix, draft.brandId === 'meridian' ? meridianOrdinal++ : cavendishOrdinal++)
    const transports = transportsFor(draft.brandId, style, countries, river, rng)
    plans.push({
      index,
      id: index + 1,
      brandId: draft.brandId,
      marketCode: 'GB',
      currency: 'GBP',
      code,
      artworkCode: code,
      contentKey: code,
      twinOf: null,
      style,
      river,
      railJourney,
      countries,
      route,
      durationDays,
      travelTypeCodes,
      tagCodes,
      offerTag,
      transports,
      disabledTransport: null,
      noDepartures: false,
      longHaul,
      name,
      slug: `${slugify(name)}-${code.toLowerCase()}`,
      rank: 0,
    })
  })

  // Canadian twins: the same holiday sold in Canada from Canadian airports, in Canadian dollars.
  const meridianPlans = plans.filter((plan) => plan.brandId === 'meridian')
  // Long enough to be worth the flight from Canada.
  const twinCandidates = meridianPlans.filter(
    (plan) => plan.durationDays >= 8 && plan.style !== 'festive' && plan.style !== 'city-break',
  )
  const twinSources = global.sample(
    twinCandidates.length >= size.canadian ? twinCandidates : meridianPlans,
    size.canadian,
  )
  for (const source of twinSources) {
    const index = plans.length
    const code = `${source.code}-CA`
    plans.push({
      ...source,
      index,
      id: index + 1,
      marketCode: 'CA',
      currency: 'CAD',
      code,
      twinOf: source.index,
      transports: global.chance(0.15) ? ['FLIGHT', 'SELF'] : ['FLIGHT'],
      longHaul: true,
      slug: `${slugify(source.name)}-${code.toLowerCase()}`,
    })
  }

  // A few tours in each brand show edge cases: a disabled transport tab, or nothing on sale at all.
  for (const brandId of ['meridian', 'cavendish'] as const) {
    const own = plans.filter((plan) => plan.brandId === brandId && plan.marketCode === 'GB')
    const candidates = global.shuffle(own.filter((plan) => !plans.some((other) => other.twinOf === plan.index)))
    const empty = own.length >= 20 ? 2 : own.length >= 4 ? 1 : 0
    for (const plan of candidates.slice(0, empty)) plan.noDepartures = true
    const disabled = Math.max(own.length >= 10 ? 1 : 0, Math.round(own.length * 0.03))
    for (const plan of candidates.slice(empty, empty + disabled)) {
      const spare = (
        brandId === 'meridian' ? (['SELF', 'RAIL'] as const) : (['RAIL', 'FLIGHT', 'COACH'] as const)
      ).find((code) => !plan.transports.includes(code))
      plan.disabledTransport = spare ?? null
    }
  }

  // Recommended order: a seeded shuffle, so every brand and continent appears near the top.
  const order = global.shuffle(plans.map((plan) => plan.index))
  order.forEach((planIndex, position) => {
    plans[planIndex]!.rank = position + 1
  })
  return plans
}
