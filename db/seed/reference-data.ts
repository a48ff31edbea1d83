/*
 * Hand-written reference data for the demo catalogue: real continents, countries, places, airports, airlines,
 * coach pick-up points and stations. The tour generator only combines these; it never invents a place name.
 *
 * Visa facts are for holders of a British passport on a tourist trip of up to three weeks, as a UK operator would
 * print them (early 2026). Prices are what the operator's visa service charges, in pence.
 */

export type ContinentCode = 'europe' | 'asia' | 'africa' | 'north-america' | 'south-america' | 'oceania' | 'antarctica'

/** The kinds of holiday the generator builds; each maps to travel types, durations, prices and name templates. */
export type TourStyle =
  | 'escorted'
  | 'small-group'
  | 'river-cruise'
  | 'ocean-cruise'
  | 'rail'
  | 'safari'
  | 'wildlife'
  | 'walking'
  | 'city-break'
  | 'festive'
  | 'northern-lights'
  | 'expedition'

/** How the coach brand reaches a country. */
export type CoachBrandMode = 'coach' | 'rail' | 'flight'

export interface ContinentRef {
  code: ContinentCode
  name: string
  slug: string
  description: string
  sortOrder: number
}

export interface PlaceRef {
  name: string
  /** A descriptive phrase that reads after the name: 'Florence, {blurb}'. */
  blurb: string
  /** An optional excursion offered there. */
  excursion: string | null
  /** The town you sleep in when staying here (hotel names and itinerary locations). */
  stay: string
  /** The nearest airport with international flights, when there is one. */
  airport: string | null
}

export interface VisaRef {
  name: string
  description: string
  priceMinor: number
}

export interface CountryRef {
  iso: string
  name: string
  /** The name mid-sentence, when it takes an article ('the Netherlands'). */
  inText?: string
  /** The name in a holiday title, when a shorter form reads better ('Britain'). */
  inTitle?: string
  slug: string
  continent: ContinentCode
  description: string
  places: PlaceRef[]
  /** Gateway airports, main one first. */
  airports: string[]
  visa: VisaRef | null
  /** Holiday styles the long-haul/escorted brand sells here besides a classic escorted tour. */
  styles: TourStyle[]
  /** How the coach brand travels here; empty when it does not. */
  coachBrand: CoachBrandMode[]
  rivers: string[]
  railJourneys: string[]
  /** Countries commonly combined with this one on a multi-country tour. */
  neighbours: string[]
  /** Months (1-12) in which tours run. */
  season: number[]
  /** Relative popularity with UK travellers (1 = niche, 5 = very popular). */
  popularity: number
}

export interface TravelTypeRef {
  code: string
  name: string
  slug: string
  description: string
}

export interface TagRef {
  code: string
  name: string
  slug: string
  kind: 'offer' | 'theme'
}

export interface TransportTypeRef {
  code: 'FLIGHT' | 'COACH' | 'RAIL' | 'SELF'
  name: string
  locationType: string
  locationLabel: string
}

export interface AirportRef {
  code: string
  name: string
  city: string
  countryIso: string
  lat: number
  lon: number
  /** Standard-time offset from UTC in hours; daylight saving is ignored (times only need to be plausible). */
  utcOffset: number
  /** Carriers flying non-stop from the UK or Canada on long-haul routes. */
  direct: string[]
}

export interface AirlineRef {
  code: string
  name: string
  /** Connecting hubs, main one first; empty for point-to-point carriers. */
  hubs: string[]
  /** UK and Canadian airports it flies from. */
  bases: string[]
  /** Countries it flies to non-stop on short- and medium-haul routes from its bases ('*' for anywhere nearby). */
  shortHaulTo: string[] | '*'
  /** The bases it flies short-haul from, when only some of them (British Airways: the London airports). */
  shortHaulFrom?: string[]
  /** The bases its non-stop long-haul flights leave from, when only some of them. */
  longHaulFrom?: string[]
  /** Continents it reaches through its hubs. */
  connectsTo: ContinentCode[]
}

export interface DeparturePointRef {
  code: string
  name: string
  town: string
}

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

function p(
  name: string,
  blurb: string,
  excursion: string | null = null,
  options: { air?: string; stay?: string } = {},
): PlaceRef {
  return { name, blurb, excursion, stay: options.stay ?? name.replace(/^the /, ''), airport: options.air ?? null }
}

const ALL_YEAR = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]

// ---------------------------------------------------------------------------------------------------------------
// Continents, travel types, tags, transport

export const CONTINENTS: ContinentRef[] = [
  {
    code: 'europe',
    name: 'Europe',
    slug: 'europe',
    description:
      'From the fjords of Norway to the islands of Greece, Europe packs more history, art and scenery into a short flight or coach ride than anywhere else on earth.',
    sortOrder: 1,
  },
  {
    code: 'asia',
    name: 'Asia',
    slug: 'asia',
    description:
      'Temples, spice markets, rice terraces and megacities: Asia rewards curious travellers with ancient cultures, superb food and a warm welcome.',
    sortOrder: 2,
  },
  {
    code: 'africa',
    name: 'Africa',
    slug: 'africa',
    description:
      'Game drives on the great savannahs, the pyramids and temples of the Nile, and the souks of Morocco: Africa is the continent of once-in-a-lifetime journeys.',
    sortOrder: 3,
  },
  {
    code: 'north-america',
    name: 'North America',
    slug: 'north-america',
    description:
      'National parks and big skies, great cities and the colourful towns of Central America and the Caribbean, all within a single flight of the UK.',
    sortOrder: 4,
  },
  {
    code: 'south-america',
    name: 'South America',
    slug: 'south-america',
    description:
      'Machu Picchu and the Andes, the glaciers of Patagonia, the thunder of Iguazú and the wildlife of the Galápagos and the Amazon.',
    sortOrder: 5,
  },
  {
    code: 'oceania',
    name: 'Australia & the Pacific',
    slug: 'australia-and-pacific',
    description:
      'The Outback and the Great Barrier Reef, the fiords and volcanoes of New Zealand and the lagoons of Fiji: the journey of a lifetime on the other side of the world.',
    sortOrder: 6,
  },
  {
    code: 'antarctica',
    name: 'Antarctica',
    slug: 'antarctica',
    description:
      'The last great wilderness: expedition cruises to the Antarctic Peninsula for penguin colonies, whales and icebergs the size of cathedrals.',
    sortOrder: 7,
  },
]

export const TRAVEL_TYPES: TravelTypeRef[] = [
  {
    code: 'escorted-tour',
    name: 'Escorted Tour',
    slug: 'escorted-tours',
    description:
      'Fully escorted holidays with an expert tour manager, handpicked hotels and the sightseeing arranged for you.',
  },
  {
    code: 'river-cruise',
    name: 'River Cruise',
    slug: 'river-cruises',
    description:
      'Unpack once and watch the scenery glide by, with guided visits ashore in the heart of each town you moor in.',
  },
  {
    code: 'coach-holiday',
    name: 'Coach Holiday',
    slug: 'coach-holidays',
    description:
      'Relaxed coach holidays from local pick-up points, with comfortable seats, a friendly driver and no airports.',
  },
  {
    code: 'rail-journey',
    name: 'Rail Journey',
    slug: 'rail-journeys',
    description:
      "The world's great train rides, with reserved seats, luggage handled for you and time to explore along the way.",
  },
  {
    code: 'small-group',
    name: 'Small Group',
    slug: 'small-group-tours',
    description:
      'Tours for no more than 18 travellers, reaching places that big coaches cannot and giving more time with your guide.',
  },
  {
    code: 'walking',
    name: 'Walking Holiday',
    slug: 'walking-holidays',
    description:
      'Guided walks graded from gentle to moderate, with luggage transferred and a comfortable bed every night.',
  },
  {
    code: 'solo',
    name: 'Solo Traveller',
    slug: 'solo-travel',
    description:
      'Departures designed for people travelling alone, with rooms for sole use and good company on every trip.',
  },
  {
    code: 'ocean-cruise',
    name: 'Ocean Cruise',
    slug: 'ocean-cruises',
    description: 'Coastal voyages and expedition cruises on small ships that sail where the big liners cannot.',
  },
  {
    code: 'safari',
    name: 'Safari',
    slug: 'safaris',
    description:
      'Game drives with expert guides in the finest national parks and reserves of Africa, staying in lodges and tented camps.',
  },
  {
    code: 'city-break',
    name: 'City Break',
    slug: 'city-breaks',
    description:
      'Short breaks in great cities with a central hotel, a guided introduction and time to explore at your own pace.',
  },
  {
    code: 'wildlife',
    name: 'Wildlife',
    slug: 'wildlife-holidays',
    description:
      'Journeys built around the animals: whales, penguins, orangutans, bears and big cats, with naturalist guides.',
  },
  {
    code: 'festive',
    name: 'Festive Break',
    slug: 'festive-breaks',
    description:
      'Christmas markets, festive lunches and New Year celebrations, with everything arranged so you can simply enjoy it.',
  },
]

export const TAGS: TagRef[] = [
  { code: 'early-booking', name: 'Early Booking Offer', slug: 'early-booking-offers', kind: 'offer' },
  { code: 'last-minute', name: 'Last Minute Deals', slug: 'last-minute-deals', kind: 'offer' },
  { code: 'save-500', name: 'Save up to £500', slug: 'save-up-to-500', kind: 'offer' },
  { code: 'free-single', name: 'Free Single Supplement', slug: 'free-single-supplement', kind: 'offer' },
  { code: 'gardens', name: 'Gardens & Stately Homes', slug: 'gardens-and-stately-homes', kind: 'theme' },
  { code: 'festive', name: 'Festive', slug: 'festive', kind: 'theme' },
  { code: 'food-wine', name: 'Food & Wine', slug: 'food-and-wine', kind: 'theme' },
  { code: 'heritage', name: 'Heritage', slug: 'heritage', kind: 'theme' },
  { code: 'natural-wonders', name: 'Natural Wonders', slug: 'natural-wonders', kind: 'theme' },
]

export const TRANSPORT_TYPES: TransportTypeRef[] = [
  { code: 'FLIGHT', name: 'Flight', locationType: 'airport', locationLabel: 'Departure airport' },
  { code: 'COACH', name: 'Coach', locationType: 'pickup', locationLabel: 'Pick-up point' },
  { code: 'RAIL', name: 'Rail', locationType: 'station', locationLabel: 'Departure station' },
  { code: 'SELF', name: 'Make your own way', locationType: 'meetingPoint', locationLabel: 'Meeting point' },
]

export const CARD_TYPES = [
  { code: 'VISA', name: 'Visa' },
  { code: 'MC', name: 'Mastercard' },
  { code: 'AMEX', name: 'American Express' },
  { code: 'VISADEBIT', name: 'Visa Debit' },
] as const

// ---------------------------------------------------------------------------------------------------------------
// Departure points

/** UK airports the brands fly from (IATA codes). */
export const UK_AIRPORTS: DeparturePointRef[] = [
  { code: 'LHR', name: 'London Heathrow', town: 'London' },
  { code: 'LGW', name: 'London Gatwick', town: 'London' },
  { code: 'STN', name: 'London Stansted', town: 'London' },
  { code: 'LTN', name: 'London Luton', town: 'Luton' },
  { code: 'MAN', name: 'Manchester', town: 'Manchester' },
  { code: 'BHX', name: 'Birmingham', town: 'Birmingham' },
  { code: 'BRS', name: 'Bristol', town: 'Bristol' },
  { code: 'EDI', name: 'Edinburgh', town: 'Edinburgh' },
  { code: 'GLA', name: 'Glasgow', town: 'Glasgow' },
  { code: 'NCL', name: 'Newcastle', town: 'Newcastle' },
  { code: 'EMA', name: 'East Midlands', town: 'Castle Donington' },
  { code: 'LBA', name: 'Leeds Bradford', town: 'Leeds' },
  { code: 'LPL', name: 'Liverpool John Lennon', town: 'Liverpool' },
  { code: 'CWL', name: 'Cardiff', town: 'Cardiff' },
  { code: 'BFS', name: 'Belfast International', town: 'Belfast' },
  { code: 'ABZ', name: 'Aberdeen', town: 'Aberdeen' },
  { code: 'SOU', name: 'Southampton', town: 'Southampton' },
  { code: 'EXT', name: 'Exeter', town: 'Exeter' },
  { code: 'NWI', name: 'Norwich', town: 'Norwich' },
]

/** UK airports with long-haul connections worth offering on a long-haul tour. */
export const UK_LONG_HAUL_AIRPORTS = ['LHR', 'LGW', 'MAN', 'BHX', 'EDI', 'GLA', 'NCL']

/** Canadian airports for the Canadian market. */
export const CANADIAN_AIRPORTS: DeparturePointRef[] = [
  { code: 'YYZ', name: 'Toronto Pearson', town: 'Toronto' },
  { code: 'YVR', name: 'Vancouver', town: 'Vancouver' },
  { code: 'YUL', name: 'Montréal–Trudeau', town: 'Montréal' },
  { code: 'YYC', name: 'Calgary', town: 'Calgary' },
]

export const COACH_PICKUPS: DeparturePointRef[] = [
  { code: 'LON-VIC', name: 'London Victoria Coach Station', town: 'London' },
  { code: 'BHM-DIG', name: 'Birmingham Digbeth Coach Station', town: 'Birmingham' },
  { code: 'BRS-BON', name: 'Bristol Bond Street', town: 'Bristol' },
  { code: 'LDS-CBS', name: 'Leeds City Bus Station', town: 'Leeds' },
  { code: 'NOT-BMS', name: 'Nottingham Broad Marsh', town: 'Nottingham' },
  { code: 'EXE-PAR', name: 'Exeter Paris Street', town: 'Exeter' },
  { code: 'NRW-SUR', name: 'Norwich Surrey Street', town: 'Norwich' },
  { code: 'CDF-SOP', name: 'Cardiff Sophia Gardens', town: 'Cardiff' },
  { code: 'SOU-HAR', name: 'Southampton Harbour Parade', town: 'Southampton' },
  { code: 'LEI-STM', name: "Leicester St Margaret's", town: 'Leicester' },
  { code: 'SHF-INT', name: 'Sheffield Interchange', town: 'Sheffield' },
  { code: 'YRK-ROU', name: 'York Rougier Street', town: 'York' },
  { code: 'RDG-STA', name: 'Reading Station', town: 'Reading' },
  { code: 'OXF-GGR', name: 'Oxford Gloucester Green', town: 'Oxford' },
  { code: 'CBG-PKS', name: 'Cambridge Parkside', town: 'Cambridge' },
  { code: 'PLY-BRE', name: 'Plymouth Bretonside', town: 'Plymouth' },
  { code: 'CHE-LRD', name: 'Chester Little Roodee', town: 'Chester' },
  { code: 'PRE-BUS', name: 'Preston Bus Station', town: 'Preston' },
  { code: 'SWI-BUS', name: 'Swindon Bus Station', town: 'Swindon' },
  { code: 'MAN-SHU', name: 'Manchester Shudehill Interchange', town: 'Manchester' },
  { code: 'LIV-ONE', name: 'Liverpool One Bus Station', town: 'Liverpool' },
  { code: 'NCL-SJB', name: "Newcastle St James' Boulevard", town: 'Newcastle upon Tyne' },
  { code: 'GLA-BUC', name: 'Glasgow Buchanan Bus Station', town: 'Glasgow' },
  { code: 'EDI-SAS', name: 'Edinburgh Bus Station, St Andrew Square', town: 'Edinburgh' },
  { code: 'BTH-BUS', name: 'Bath Bus Station', town: 'Bath' },
  { code: 'GLO-HUB', name: 'Gloucester Transport Hub', town: 'Gloucester' },
  { code: 'PBO-QGT', name: 'Peterborough Queensgate Bus Station', town: 'Peterborough' },
  { code: 'MKC-CWY', name: 'Milton Keynes Coachway', town: 'Milton Keynes' },
  { code: 'CAN-BUS', name: 'Canterbury Bus Station', town: 'Canterbury' },
  { code: 'BOH-TIC', name: 'Bournemouth Travel Interchange', town: 'Bournemouth' },
  { code: 'STK-HAN', name: 'Hanley Bus Station, Stoke-on-Trent', town: 'Stoke-on-Trent' },
  { code: 'HUL-PAR', name: 'Hull Paragon Interchange', town: 'Hull' },
]

/** UK stations (National Rail CRS codes). */
export const RAIL_STATIONS: DeparturePointRef[] = [
  { code: 'STP', name: 'London St Pancras International', town: 'London' },
  { code: 'KGX', name: "London King's Cross", town: 'London' },
  { code: 'EUS', name: 'London Euston', town: 'London' },
  { code: 'PAD', name: 'London Paddington', town: 'London' },
  { code: 'EDB', name: 'Edinburgh Waverley', town: 'Edinburgh' },
  { code: 'MAN', name: 'Manchester Piccadilly', town: 'Manchester' },
  { code: 'BHM', name: 'Birmingham New Street', town: 'Birmingham' },
  { code: 'YRK', name: 'York', town: 'York' },
]

// ---------------------------------------------------------------------------------------------------------------
// Airlines and airports

export const AIRLINES: AirlineRef[] = [
  {
    code: 'BA',
    name: 'British Airways',
    hubs: ['LHR'],
    bases: ['LHR', 'LGW', 'MAN', 'EDI', 'GLA', 'NCL', 'ABZ', 'BFS', 'YYZ', 'YVR', 'YUL', 'YYC'],
    shortHaulTo: '*',
    shortHaulFrom: ['LHR', 'LGW'],
    longHaulFrom: ['LHR', 'LGW'],
    connectsTo: ['europe', 'asia', 'africa', 'north-america', 'south-america'],
  },
  {
    code: 'VS',
    name: 'Virgin Atlantic',
    hubs: [],
    bases: ['LHR', 'MAN'],
    shortHaulTo: [],
    connectsTo: [],
  },
  {
    code: 'EK',
    name: 'Emirates',
    hubs: ['DXB'],
    bases: ['LHR', 'LGW', 'MAN', 'BHX', 'NCL', 'GLA', 'EDI', 'YYZ'],
    shortHaulTo: [],
    connectsTo: ['asia', 'africa', 'oceania'],
  },
  {
    code: 'QR',
    name: 'Qatar Airways',
    hubs: ['DOH'],
    bases: ['LHR', 'LGW', 'MAN', 'BHX', 'EDI', 'YUL'],
    shortHaulTo: [],
    connectsTo: ['asia', 'africa', 'oceania'],
  },
  {
    code: 'EY',
    name: 'Etihad Airways',
    hubs: ['AUH'],
    bases: ['LHR', 'MAN', 'EDI', 'YYZ'],
    shortHaulTo: [],
    connectsTo: ['asia', 'africa', 'oceania'],
  },
  {
    code: 'TK',
    name: 'Turkish Airlines',
    hubs: ['IST'],
    bases: ['LHR', 'LGW', 'STN', 'MAN', 'BHX', 'EDI', 'BFS', 'YYZ', 'YUL', 'YVR'],
    shortHaulTo: ['TR'],
    connectsTo: ['asia', 'africa'],
  },
  {
    code: 'KL',
    name: 'KLM',
    hubs: ['AMS'],
    bases: [
      'LHR',
      'MAN',
      'BHX',
      'BRS',
      'EDI',
      'GLA',
      'NCL',
      'ABZ',
      'NWI',
      'CWL',
      'LBA',
      'SOU',
      'YYZ',
      'YUL',
      'YVR',
      'YYC',
    ],
    shortHaulTo: ['NL'],
    connectsTo: ['europe', 'asia', 'africa', 'north-america', 'south-america'],
  },
  {
    code: 'AF',
    name: 'Air France',
    hubs: ['CDG'],
    bases: ['LHR', 'MAN', 'BHX', 'EDI', 'NCL', 'YYZ', 'YUL', 'YVR'],
    shortHaulTo: ['FR'],
    connectsTo: ['europe', 'asia', 'africa', 'north-america', 'south-america'],
  },
  {
    code: 'LH',
    name: 'Lufthansa',
    hubs: ['FRA', 'MUC'],
    bases: ['LHR', 'MAN', 'BHX', 'EDI', 'NCL', 'YYZ', 'YUL', 'YVR', 'YYC'],
    shortHaulTo: ['DE'],
    connectsTo: ['europe', 'asia', 'africa', 'north-america', 'south-america'],
  },
  {
    code: 'LX',
    name: 'Swiss',
    hubs: ['ZRH'],
    bases: ['LHR', 'LCY', 'MAN', 'BHX', 'EDI'],
    shortHaulTo: ['CH'],
    connectsTo: ['europe', 'asia', 'africa'],
  },
  {
    code: 'IB',
    name: 'Iberia',
    hubs: ['MAD'],
    bases: ['LHR'],
    shortHaulTo: ['ES'],
    connectsTo: ['south-america', 'north-america'],
  },
  {
    code: 'TP',
    name: 'TAP Air Portugal',
    hubs: ['LIS'],
    bases: ['LHR', 'LGW', 'MAN'],
    shortHaulTo: ['PT'],
    connectsTo: ['south-america', 'africa'],
  },
  {
    code: 'SQ',
    name: 'Singapore Airlines',
    hubs: ['SIN'],
    bases: ['LHR', 'MAN', 'YVR'],
    shortHaulTo: [],
    connectsTo: ['asia', 'oceania'],
  },
  {
    code: 'CX',
    name: 'Cathay Pacific',
    hubs: ['HKG'],
    bases: ['LHR', 'MAN', 'YVR', 'YYZ'],
    shortHaulTo: [],
    connectsTo: ['asia', 'oceania'],
  },
  {
    code: 'KQ',
    name: 'Kenya Airways',
    hubs: ['NBO'],
    bases: ['LHR'],
    shortHaulTo: [],
    connectsTo: ['africa'],
  },
  {
    code: 'ET',
    name: 'Ethiopian Airlines',
    hubs: ['ADD'],
    bases: ['LHR', 'MAN', 'YYZ'],
    shortHaulTo: [],
    connectsTo: ['africa'],
  },
  {
    code: 'LA',
    name: 'LATAM Airlines',
    hubs: ['GRU', 'LIM', 'SCL'],
    bases: ['LHR'],
    shortHaulTo: [],
    connectsTo: ['south-america'],
  },
  {
    code: 'AC',
    name: 'Air Canada',
    hubs: ['YYZ', 'YVR', 'YUL'],
    bases: ['LHR', 'MAN', 'EDI', 'GLA', 'YYZ', 'YVR', 'YUL', 'YYC'],
    shortHaulTo: ['CA', 'US', 'MX', 'CU', 'CR'],
    shortHaulFrom: ['YYZ', 'YVR', 'YUL', 'YYC'],
    longHaulFrom: ['YYZ', 'YVR', 'YUL', 'YYC', 'LHR'],
    connectsTo: ['north-america', 'south-america', 'europe', 'asia', 'oceania'],
  },
  {
    code: 'WS',
    name: 'WestJet',
    hubs: [],
    bases: ['YYZ', 'YVR', 'YYC', 'YUL'],
    shortHaulTo: ['CA', 'US', 'MX', 'CU', 'CR'],
    connectsTo: [],
  },
  {
    code: 'U2',
    name: 'easyJet',
    hubs: [],
    bases: ['LGW', 'LTN', 'STN', 'BRS', 'MAN', 'BHX', 'EDI', 'GLA', 'NCL', 'LPL', 'BFS'],
    shortHaulTo: '*',
    connectsTo: [],
  },
  {
    code: 'FR',
    name: 'Ryanair',
    hubs: [],
    bases: ['STN', 'LTN', 'MAN', 'BHX', 'EMA', 'LBA', 'LPL', 'BRS', 'EDI', 'GLA', 'NCL', 'BFS', 'EXT', 'CWL'],
    shortHaulTo: '*',
    connectsTo: [],
  },
  {
    code: 'LS',
    name: 'Jet2',
    hubs: [],
    bases: ['MAN', 'LBA', 'BHX', 'EMA', 'NCL', 'GLA', 'EDI', 'BRS', 'LPL', 'STN', 'BFS', 'LTN'],
    shortHaulTo: [
      'ES',
      'PT',
      'IT',
      'GR',
      'HR',
      'MT',
      'TR',
      'FR',
      'AT',
      'CH',
      'CZ',
      'HU',
      'PL',
      'DE',
      'NL',
      'IS',
      'NO',
      'FI',
      'MA',
      'EG',
    ],
    connectsTo: [],
  },
  {
    code: 'BY',
    name: 'TUI Airways',
    hubs: [],
    bases: [
      'LGW',
      'MAN',
      'BHX',
      'BRS',
      'EMA',
      'NCL',
      'GLA',
      'EDI',
      'CWL',
      'EXT',
      'NWI',
      'STN',
      'LTN',
      'BFS',
      'LBA',
      'ABZ',
      'SOU',
    ],
    shortHaulTo: ['ES', 'PT', 'IT', 'GR', 'HR', 'MT', 'TR', 'MA', 'EG', 'FI', 'SI', 'NO'],
    connectsTo: [],
  },
  {
    code: 'EI',
    name: 'Aer Lingus',
    hubs: ['DUB'],
    bases: ['LHR', 'MAN', 'BHX', 'BRS', 'EDI', 'GLA', 'NCL', 'EXT', 'SOU', 'CWL'],
    shortHaulTo: ['IE'],
    connectsTo: [],
  },
  {
    code: 'SK',
    name: 'SAS',
    hubs: ['CPH'],
    bases: ['LHR', 'MAN', 'EDI', 'ABZ'],
    shortHaulTo: ['NO', 'SE'],
    connectsTo: [],
  },
  {
    code: 'AY',
    name: 'Finnair',
    hubs: ['HEL'],
    bases: ['LHR', 'MAN', 'EDI'],
    shortHaulTo: ['FI'],
    connectsTo: ['asia'],
  },
  {
    code: 'FI',
    name: 'Icelandair',
    hubs: ['KEF'],
    bases: ['LHR', 'LGW', 'MAN', 'GLA', 'YYZ', 'YVR', 'YUL'],
    shortHaulTo: ['IS'],
    connectsTo: [],
  },
  { code: 'MS', name: 'EgyptAir', hubs: ['CAI'], bases: ['LHR', 'MAN'], shortHaulTo: ['EG'], connectsTo: [] },
  { code: 'RJ', name: 'Royal Jordanian', hubs: ['AMM'], bases: ['LHR', 'MAN'], shortHaulTo: ['JO'], connectsTo: [] },
  {
    code: 'AT',
    name: 'Royal Air Maroc',
    hubs: ['CMN'],
    bases: ['LHR', 'LGW', 'MAN', 'YUL'],
    shortHaulTo: ['MA'],
    connectsTo: [],
  },
  {
    code: 'A3',
    name: 'Aegean Airlines',
    hubs: ['ATH'],
    bases: ['LHR', 'MAN', 'EDI'],
    shortHaulTo: ['GR'],
    connectsTo: [],
  },
  { code: 'LO', name: 'LOT Polish Airlines', hubs: ['WAW'], bases: ['LHR'], shortHaulTo: ['PL'], connectsTo: [] },
  { code: 'OS', name: 'Austrian Airlines', hubs: ['VIE'], bases: ['LHR'], shortHaulTo: ['AT'], connectsTo: [] },
  { code: 'AI', name: 'Air India', hubs: [], bases: ['LHR', 'BHX', 'YYZ', 'YVR'], shortHaulTo: [], connectsTo: [] },
  { code: 'UL', name: 'SriLankan Airlines', hubs: [], bases: ['LHR'], shortHaulTo: [], connectsTo: [] },
  { code: 'VN', name: 'Vietnam Airlines', hubs: [], bases: ['LHR'], shortHaulTo: [], connectsTo: [] },
  { code: 'TG', name: 'Thai Airways', hubs: [], bases: ['LHR'], shortHaulTo: [], connectsTo: [] },
  { code: 'MH', name: 'Malaysia Airlines', hubs: [], bases: ['LHR'], shortHaulTo: [], connectsTo: [] },
  { code: 'WY', name: 'Oman Air', hubs: [], bases: ['LHR', 'MAN'], shortHaulTo: [], connectsTo: [] },
  { code: 'NH', name: 'ANA', hubs: [], bases: ['LHR', 'YVR', 'YYZ'], shortHaulTo: [], connectsTo: [] },
  { code: 'CA', name: 'Air China', hubs: [], bases: ['LHR', 'YVR', 'YYZ'], shortHaulTo: [], connectsTo: [] },
  { code: 'QF', name: 'Qantas', hubs: ['PER', 'SIN'], bases: ['LHR'], shortHaulTo: [], connectsTo: ['oceania'] },
  {
    code: 'AM',
    name: 'Aeroméxico',
    hubs: ['MEX'],
    bases: ['LHR', 'YYZ', 'YVR', 'YUL'],
    shortHaulTo: [],
    connectsTo: [],
  },
]

function a(
  code: string,
  name: string,
  city: string,
  countryIso: string,
  lat: number,
  lon: number,
  utcOffset: number,
  direct: string[] = [],
): AirportRef {
  return { code, name, city, countryIso, lat, lon, utcOffset, direct }
}

/** Every airport a flight leg can touch: UK and Canadian departure airports, hubs and destination gateways. */
export const AIRPORTS: AirportRef[] = [
  // United Kingdom, Ireland and the Channel Islands
  a('LHR', 'London Heathrow', 'London', 'GB', 51.47, -0.45, 0),
  a('LGW', 'London Gatwick', 'London', 'GB', 51.15, -0.19, 0),
  a('LCY', 'London City', 'London', 'GB', 51.5, 0.05, 0),
  a('STN', 'London Stansted', 'London', 'GB', 51.89, 0.26, 0),
  a('LTN', 'London Luton', 'Luton', 'GB', 51.87, -0.37, 0),
  a('MAN', 'Manchester', 'Manchester', 'GB', 53.35, -2.27, 0),
  a('BHX', 'Birmingham', 'Birmingham', 'GB', 52.45, -1.75, 0),
  a('BRS', 'Bristol', 'Bristol', 'GB', 51.38, -2.72, 0),
  a('EDI', 'Edinburgh', 'Edinburgh', 'GB', 55.95, -3.37, 0),
  a('GLA', 'Glasgow', 'Glasgow', 'GB', 55.87, -4.43, 0),
  a('NCL', 'Newcastle', 'Newcastle', 'GB', 55.04, -1.69, 0),
  a('EMA', 'East Midlands', 'Castle Donington', 'GB', 52.83, -1.33, 0),
  a('LBA', 'Leeds Bradford', 'Leeds', 'GB', 53.87, -1.66, 0),
  a('LPL', 'Liverpool John Lennon', 'Liverpool', 'GB', 53.33, -2.85, 0),
  a('CWL', 'Cardiff', 'Cardiff', 'GB', 51.4, -3.34, 0),
  a('BFS', 'Belfast International', 'Belfast', 'GB', 54.66, -6.22, 0),
  a('ABZ', 'Aberdeen', 'Aberdeen', 'GB', 57.2, -2.2, 0),
  a('SOU', 'Southampton', 'Southampton', 'GB', 50.95, -1.36, 0),
  a('EXT', 'Exeter', 'Exeter', 'GB', 50.73, -3.41, 0),
  a('NWI', 'Norwich', 'Norwich', 'GB', 52.68, 1.28, 0),
  a('INV', 'Inverness', 'Inverness', 'GB', 57.54, -4.05, 0),
  a('NQY', 'Cornwall Airport Newquay', 'Newquay', 'GB', 50.44, -5.0, 0),
  a('JER', 'Jersey', 'St Helier', 'JE', 49.21, -2.2, 0),
  a('DUB', 'Dublin', 'Dublin', 'IE', 53.42, -6.27, 0),
  a('SNN', 'Shannon', 'Shannon', 'IE', 52.7, -8.92, 0),
  a('ORK', 'Cork', 'Cork', 'IE', 51.84, -8.49, 0),
  a('KIR', 'Kerry', 'Farranfore', 'IE', 52.18, -9.52, 0),
  // Canada
  a('YYZ', 'Toronto Pearson', 'Toronto', 'CA', 43.68, -79.63, -5, ['BA', 'AC', 'VS']),
  a('YVR', 'Vancouver', 'Vancouver', 'CA', 49.19, -123.18, -8, ['BA', 'AC']),
  a('YUL', 'Montréal–Trudeau', 'Montréal', 'CA', 45.47, -73.74, -5, ['BA', 'AC']),
  a('YYC', 'Calgary', 'Calgary', 'CA', 51.13, -114.01, -7, ['BA', 'AC']),
  a('YQB', 'Québec City Jean Lesage', 'Québec City', 'CA', 46.79, -71.39, -5),
  a('YWG', 'Winnipeg', 'Winnipeg', 'CA', 49.91, -97.24, -6),
  // Connecting hubs
  a('DXB', 'Dubai International', 'Dubai', 'AE', 25.25, 55.36, 4, ['EK', 'BA', 'VS']),
  a('AUH', 'Abu Dhabi Zayed International', 'Abu Dhabi', 'AE', 24.43, 54.65, 4, ['EY', 'BA']),
  a('DOH', 'Doha Hamad International', 'Doha', 'QA', 25.27, 51.61, 3, ['QR', 'BA']),
  a('IST', 'Istanbul', 'Istanbul', 'TR', 41.26, 28.74, 3),
  a('AMS', 'Amsterdam Schiphol', 'Amsterdam', 'NL', 52.31, 4.76, 1),
  a('FRA', 'Frankfurt', 'Frankfurt', 'DE', 50.03, 8.56, 1),
  a('MUC', 'Munich', 'Munich', 'DE', 48.35, 11.79, 1),
  a('CDG', 'Paris Charles de Gaulle', 'Paris', 'FR', 49.01, 2.55, 1),
  a('ZRH', 'Zurich', 'Zurich', 'CH', 47.46, 8.55, 1),
  a('MAD', 'Madrid–Barajas', 'Madrid', 'ES', 40.49, -3.57, 1),
  a('LIS', 'Lisbon Humberto Delgado', 'Lisbon', 'PT', 38.77, -9.13, 0),
  a('HEL', 'Helsinki-Vantaa', 'Helsinki', 'FI', 60.32, 24.96, 2),
  a('CPH', 'Copenhagen', 'Copenhagen', 'DK', 55.62, 12.65, 1),
  a('VIE', 'Vienna', 'Vienna', 'AT', 48.11, 16.57, 1),
  a('WAW', 'Warsaw Chopin', 'Warsaw', 'PL', 52.17, 20.97, 1),
  a('SIN', 'Singapore Changi', 'Singapore', 'SG', 1.36, 103.99, 8, ['BA', 'SQ']),
  a('HKG', 'Hong Kong', 'Hong Kong', 'HK', 22.31, 113.92, 8, ['BA', 'CX', 'VS']),
  a('NBO', 'Nairobi Jomo Kenyatta', 'Nairobi', 'KE', -1.32, 36.93, 3, ['BA', 'KQ']),
  a('ADD', 'Addis Ababa Bole', 'Addis Ababa', 'ET', 8.98, 38.8, 3, ['ET']),
  a('JNB', 'Johannesburg O. R. Tambo', 'Johannesburg', 'ZA', -26.14, 28.25, 2, ['BA', 'VS']),
  a('GRU', 'São Paulo Guarulhos', 'São Paulo', 'BR', -23.43, -46.47, -3, ['BA', 'LA', 'AC']),
  a('LIM', 'Lima Jorge Chávez', 'Lima', 'PE', -12.02, -77.11, -5, ['BA', 'AC']),
  a('SCL', 'Santiago Arturo Merino Benítez', 'Santiago', 'CL', -33.39, -70.79, -4, ['BA']),
  a('EZE', 'Buenos Aires Ezeiza', 'Buenos Aires', 'AR', -34.82, -58.54, -3),
  a('MEX', 'Mexico City', 'Mexico City', 'MX', 19.44, -99.07, -6, ['BA', 'AM', 'AC']),
  a('JFK', 'New York John F. Kennedy', 'New York', 'US', 40.64, -73.78, -5, ['BA', 'VS']),
  a('KEF', 'Keflavík', 'Reykjavík', 'IS', 63.98, -22.61, 0, ['FI']),
  a('CAI', 'Cairo International', 'Cairo', 'EG', 30.12, 31.41, 2),
  a('AMM', 'Amman Queen Alia', 'Amman', 'JO', 31.72, 35.99, 3),
  a('CMN', 'Casablanca Mohammed V', 'Casablanca', 'MA', 33.37, -7.59, 1),
  a('PER', 'Perth', 'Perth', 'AU', -31.94, 115.97, 8, ['QF']),
  // Europe
  a('NCE', "Nice Côte d'Azur", 'Nice', 'FR', 43.66, 7.22, 1),
  a('BOD', 'Bordeaux–Mérignac', 'Bordeaux', 'FR', 44.83, -0.72, 1),
  a('LYS', 'Lyon–Saint-Exupéry', 'Lyon', 'FR', 45.73, 5.08, 1),
  a('MRS', 'Marseille Provence', 'Marseille', 'FR', 43.44, 5.22, 1),
  a('BER', 'Berlin Brandenburg', 'Berlin', 'DE', 52.37, 13.5, 1),
  a('CGN', 'Cologne Bonn', 'Cologne', 'DE', 50.87, 7.14, 1),
  a('NUE', 'Nuremberg', 'Nuremberg', 'DE', 49.5, 11.08, 1),
  a('FCO', 'Rome Fiumicino', 'Rome', 'IT', 41.8, 12.25, 1),
  a('VCE', 'Venice Marco Polo', 'Venice', 'IT', 45.51, 12.35, 1),
  a('PSA', 'Pisa Galileo Galilei', 'Pisa', 'IT', 43.68, 10.4, 1),
  a('FLR', 'Florence Peretola', 'Florence', 'IT', 43.81, 11.2, 1),
  a('NAP', 'Naples', 'Naples', 'IT', 40.88, 14.29, 1),
  a('MXP', 'Milan Malpensa', 'Milan', 'IT', 45.63, 8.72, 1),
  a('CTA', 'Catania', 'Catania', 'IT', 37.47, 15.07, 1),
  a('VRN', 'Verona', 'Verona', 'IT', 45.4, 10.89, 1),
  a('BCN', 'Barcelona El Prat', 'Barcelona', 'ES', 41.3, 2.08, 1),
  a('SVQ', 'Seville', 'Seville', 'ES', 37.42, -5.89, 1),
  a('AGP', 'Málaga', 'Málaga', 'ES', 36.67, -4.5, 1),
  a('PMI', 'Palma de Mallorca', 'Palma', 'ES', 39.55, 2.74, 1),
  a('SCQ', 'Santiago de Compostela', 'Santiago de Compostela', 'ES', 42.9, -8.42, 1),
  a('BIO', 'Bilbao', 'Bilbao', 'ES', 43.3, -2.91, 1),
  a('OPO', 'Porto', 'Porto', 'PT', 41.24, -8.68, 0),
  a('FAO', 'Faro', 'Faro', 'PT', 37.01, -7.97, 0),
  a('FNC', 'Madeira', 'Funchal', 'PT', 32.7, -16.77, 0),
  a('BRU', 'Brussels', 'Brussels', 'BE', 50.9, 4.48, 1),
  a('GVA', 'Geneva', 'Geneva', 'CH', 46.24, 6.11, 1),
  a('BSL', 'EuroAirport Basel', 'Basel', 'CH', 47.6, 7.53, 1),
  a('SZG', 'Salzburg', 'Salzburg', 'AT', 47.79, 13.0, 1),
  a('INN', 'Innsbruck', 'Innsbruck', 'AT', 47.26, 11.34, 1),
  a('OSL', 'Oslo Gardermoen', 'Oslo', 'NO', 60.19, 11.1, 1),
  a('BGO', 'Bergen Flesland', 'Bergen', 'NO', 60.29, 5.22, 1),
  a('TOS', 'Tromsø', 'Tromsø', 'NO', 69.68, 18.92, 1),
  a('ARN', 'Stockholm Arlanda', 'Stockholm', 'SE', 59.65, 17.92, 1),
  a('GOT', 'Gothenburg Landvetter', 'Gothenburg', 'SE', 57.66, 12.28, 1),
  a('KRN', 'Kiruna', 'Kiruna', 'SE', 67.82, 20.34, 1),
  a('RVN', 'Rovaniemi', 'Rovaniemi', 'FI', 66.56, 25.83, 2),
  a('IVL', 'Ivalo', 'Ivalo', 'FI', 68.61, 27.41, 2),
  a('ATH', 'Athens', 'Athens', 'GR', 37.94, 23.94, 2),
  a('JTR', 'Santorini', 'Santorini', 'GR', 36.4, 25.48, 2),
  a('HER', 'Heraklion', 'Heraklion', 'GR', 35.34, 25.18, 2),
  a('CFU', 'Corfu', 'Corfu', 'GR', 39.6, 19.91, 2),
  a('DBV', 'Dubrovnik', 'Dubrovnik', 'HR', 42.56, 18.27, 1),
  a('SPU', 'Split', 'Split', 'HR', 43.54, 16.3, 1),
  a('ZAG', 'Zagreb', 'Zagreb', 'HR', 45.74, 16.07, 1),
  a('PUY', 'Pula', 'Pula', 'HR', 44.89, 13.92, 1),
  a('LJU', 'Ljubljana', 'Ljubljana', 'SI', 46.22, 14.46, 1),
  a('PRG', 'Prague Václav Havel', 'Prague', 'CZ', 50.1, 14.26, 1),
  a('BUD', 'Budapest Ferenc Liszt', 'Budapest', 'HU', 47.44, 19.26, 1),
  a('KRK', 'Kraków John Paul II', 'Kraków', 'PL', 50.08, 19.78, 1),
  a('GDN', 'Gdańsk Lech Wałęsa', 'Gdańsk', 'PL', 54.38, 18.47, 1),
  a('MLA', 'Malta International', 'Luqa', 'MT', 35.86, 14.48, 1),
  a('AYT', 'Antalya', 'Antalya', 'TR', 36.9, 30.8, 3),
  a('ADB', 'Izmir Adnan Menderes', 'Izmir', 'TR', 38.29, 27.16, 3),
  a('NAV', 'Nevşehir Kapadokya', 'Nevşehir', 'TR', 38.77, 34.53, 3),
  // Asia
  a('DEL', 'Delhi Indira Gandhi', 'Delhi', 'IN', 28.56, 77.1, 5.5, ['BA', 'VS', 'AI', 'AC']),
  a('BOM', 'Mumbai Chhatrapati Shivaji Maharaj', 'Mumbai', 'IN', 19.09, 72.87, 5.5, ['BA', 'VS', 'AI']),
  a('JAI', 'Jaipur', 'Jaipur', 'IN', 26.82, 75.81, 5.5),
  a('COK', 'Kochi', 'Kochi', 'IN', 10.15, 76.4, 5.5),
  a('GOI', 'Goa Dabolim', 'Goa', 'IN', 15.38, 73.83, 5.5),
  a('UDR', 'Udaipur Maharana Pratap', 'Udaipur', 'IN', 24.62, 73.9, 5.5),
  a('CMB', 'Colombo Bandaranaike', 'Colombo', 'LK', 7.18, 79.88, 5.5, ['UL']),
  a('KTM', 'Kathmandu Tribhuvan', 'Kathmandu', 'NP', 27.7, 85.36, 5.75),
  a('PEK', 'Beijing Capital', 'Beijing', 'CN', 40.08, 116.58, 8, ['CA', 'BA']),
  a('PVG', 'Shanghai Pudong', 'Shanghai', 'CN', 31.14, 121.81, 8, ['CA']),
  a('XIY', "Xi'an Xianyang", "Xi'an", 'CN', 34.45, 108.75, 8),
  a('KWL', 'Guilin Liangjiang', 'Guilin', 'CN', 25.22, 110.04, 8),
  a('CTU', 'Chengdu Tianfu', 'Chengdu', 'CN', 30.31, 104.44, 8),
  a('HND', 'Tokyo Haneda', 'Tokyo', 'JP', 35.55, 139.78, 9, ['BA', 'NH', 'AC']),
  a('KIX', 'Osaka Kansai', 'Osaka', 'JP', 34.43, 135.24, 9),
  a('HAN', 'Hanoi Noi Bai', 'Hanoi', 'VN', 21.22, 105.81, 7, ['VN']),
  a('SGN', 'Ho Chi Minh City Tan Son Nhat', 'Ho Chi Minh City', 'VN', 10.82, 106.65, 7, ['VN']),
  a('DAD', 'Da Nang', 'Da Nang', 'VN', 16.04, 108.2, 7),
  a('SAI', 'Siem Reap–Angkor', 'Siem Reap', 'KH', 13.4, 104.2, 7),
  a('PNH', 'Phnom Penh', 'Phnom Penh', 'KH', 11.55, 104.84, 7),
  a('BKK', 'Bangkok Suvarnabhumi', 'Bangkok', 'TH', 13.69, 100.75, 7, ['BA', 'TG']),
  a('CNX', 'Chiang Mai', 'Chiang Mai', 'TH', 18.77, 98.96, 7),
  a('HKT', 'Phuket', 'Phuket', 'TH', 8.11, 98.31, 7),
  a('KUL', 'Kuala Lumpur', 'Kuala Lumpur', 'MY', 2.75, 101.71, 8, ['MH']),
  a('PEN', 'Penang', 'Penang', 'MY', 5.3, 100.28, 8),
  a('BKI', 'Kota Kinabalu', 'Kota Kinabalu', 'MY', 5.94, 116.05, 8),
  a('LGK', 'Langkawi', 'Langkawi', 'MY', 6.33, 99.73, 8),
  a('DPS', 'Bali Ngurah Rai', 'Denpasar', 'ID', -8.75, 115.17, 8),
  a('YIA', 'Yogyakarta International', 'Yogyakarta', 'ID', -7.9, 110.06, 7),
  a('LBJ', 'Komodo Labuan Bajo', 'Labuan Bajo', 'ID', -8.49, 119.89, 8),
  a('AQJ', 'Aqaba King Hussein', 'Aqaba', 'JO', 29.61, 35.02, 3),
  a('MCT', 'Muscat International', 'Muscat', 'OM', 23.59, 58.28, 4, ['WY', 'BA']),
  // Africa
  a('LXR', 'Luxor', 'Luxor', 'EG', 25.67, 32.71, 2),
  a('ASW', 'Aswan', 'Aswan', 'EG', 23.96, 32.82, 2),
  a('HRG', 'Hurghada', 'Hurghada', 'EG', 27.18, 33.8, 2),
  a('RAK', 'Marrakech Menara', 'Marrakech', 'MA', 31.61, -8.04, 1),
  a('FEZ', 'Fès–Saïss', 'Fes', 'MA', 33.93, -4.98, 1),
  a('MBA', 'Mombasa Moi', 'Mombasa', 'KE', -4.03, 39.59, 3),
  a('JRO', 'Kilimanjaro', 'Arusha', 'TZ', -3.43, 37.07, 3),
  a('ZNZ', 'Zanzibar Abeid Amani Karume', 'Zanzibar', 'TZ', -6.22, 39.22, 3),
  a('CPT', 'Cape Town', 'Cape Town', 'ZA', -33.97, 18.6, 2, ['BA', 'VS']),
  a('MQP', 'Kruger Mpumalanga', 'Mbombela', 'ZA', -25.38, 31.11, 2),
  a('MUB', 'Maun', 'Maun', 'BW', -19.97, 23.43, 2),
  a('BBK', 'Kasane', 'Kasane', 'BW', -17.83, 25.16, 2),
  a('WDH', 'Windhoek Hosea Kutako', 'Windhoek', 'NA', -22.48, 17.47, 2),
  a('VFA', 'Victoria Falls', 'Victoria Falls', 'ZW', -18.1, 25.84, 2),
  a('EBB', 'Entebbe', 'Entebbe', 'UG', 0.04, 32.44, 3),
  a('KGL', 'Kigali', 'Kigali', 'RW', -1.97, 30.14, 2),
  // North America
  a('BOS', 'Boston Logan', 'Boston', 'US', 42.36, -71.01, -5, ['BA', 'VS']),
  a('IAD', 'Washington Dulles', 'Washington', 'US', 38.94, -77.46, -5, ['BA', 'VS']),
  a('SFO', 'San Francisco', 'San Francisco', 'US', 37.62, -122.38, -8, ['BA', 'VS']),
  a('LAX', 'Los Angeles', 'Los Angeles', 'US', 33.94, -118.41, -8, ['BA', 'VS']),
  a('LAS', 'Las Vegas Harry Reid', 'Las Vegas', 'US', 36.08, -115.15, -8, ['BA', 'VS']),
  a('MSY', 'New Orleans Louis Armstrong', 'New Orleans', 'US', 29.99, -90.26, -6, ['BA']),
  a('BNA', 'Nashville', 'Nashville', 'US', 36.12, -86.68, -6, ['BA']),
  a('ORD', "Chicago O'Hare", 'Chicago', 'US', 41.97, -87.9, -6, ['BA', 'VS']),
  a('BZN', 'Bozeman Yellowstone', 'Bozeman', 'US', 45.78, -111.15, -7),
  a('CUN', 'Cancún', 'Cancún', 'MX', 21.04, -86.87, -5, ['BA', 'VS']),
  a('OAX', 'Oaxaca', 'Oaxaca', 'MX', 17.0, -96.73, -6),
  a('SJO', 'San José Juan Santamaría', 'San José', 'CR', 9.99, -84.21, -6, ['BA']),
  a('LIR', 'Liberia Guanacaste', 'Liberia', 'CR', 10.59, -85.54, -6, ['BA']),
  a('HAV', 'Havana José Martí', 'Havana', 'CU', 22.99, -82.41, -5, ['AC']),
  a('VRA', 'Varadero', 'Varadero', 'CU', 23.03, -81.44, -5, ['AC']),
  // South America
  a('CUZ', 'Cusco Alejandro Velasco Astete', 'Cusco', 'PE', -13.54, -71.94, -5),
  a('JUL', 'Juliaca', 'Juliaca', 'PE', -15.47, -70.16, -5),
  a('IGR', 'Puerto Iguazú', 'Puerto Iguazú', 'AR', -25.74, -54.47, -3),
  a('FTE', 'El Calafate', 'El Calafate', 'AR', -50.28, -72.05, -3),
  a('USH', 'Ushuaia Malvinas Argentinas', 'Ushuaia', 'AR', -54.84, -68.3, -3),
  a('MDZ', 'Mendoza', 'Mendoza', 'AR', -32.83, -68.79, -3),
  a('PNT', 'Puerto Natales', 'Puerto Natales', 'CL', -51.67, -72.53, -4),
  a('CJC', 'Calama El Loa', 'Calama', 'CL', -22.5, -68.9, -4),
  a('GIG', 'Rio de Janeiro Galeão', 'Rio de Janeiro', 'BR', -22.81, -43.25, -3, ['BA']),
  a('MAO', 'Manaus Eduardo Gomes', 'Manaus', 'BR', -3.04, -60.05, -4),
  a('IGU', 'Foz do Iguaçu', 'Foz do Iguaçu', 'BR', -25.6, -54.49, -3),
  a('UIO', 'Quito Mariscal Sucre', 'Quito', 'EC', -0.13, -78.36, -5),
  a('GPS', 'Galápagos Seymour (Baltra)', 'Baltra', 'EC', -0.45, -90.27, -6),
  a('LPB', 'La Paz El Alto', 'La Paz', 'BO', -16.51, -68.19, -4),
  // Oceania
  a('SYD', 'Sydney Kingsford Smith', 'Sydney', 'AU', -33.94, 151.18, 10),
  a('MEL', 'Melbourne', 'Melbourne', 'AU', -37.67, 144.84, 10),
  a('CNS', 'Cairns', 'Cairns', 'AU', -16.89, 145.76, 10),
  a('AYQ', 'Ayers Rock (Uluru)', 'Yulara', 'AU', -25.19, 130.98, 9.5),
  a('ADL', 'Adelaide', 'Adelaide', 'AU', -34.95, 138.53, 9.5),
  a('HBA', 'Hobart', 'Hobart', 'AU', -42.84, 147.51, 10),
  a('AKL', 'Auckland', 'Auckland', 'NZ', -37.01, 174.79, 12, ['AC']),
  a('CHC', 'Christchurch', 'Christchurch', 'NZ', -43.49, 172.53, 12),
  a('ZQN', 'Queenstown', 'Queenstown', 'NZ', -45.02, 168.74, 12),
  a('NAN', 'Nadi', 'Nadi', 'FJ', -17.76, 177.44, 12),
]

// ---------------------------------------------------------------------------------------------------------------
// Countries

function country(
  c: Omit<CountryRef, 'slug' | 'rivers' | 'railJourneys' | 'coachBrand' | 'styles' | 'visa' | 'neighbours'> &
    Partial<Pick<CountryRef, 'rivers' | 'railJourneys' | 'coachBrand' | 'styles' | 'visa' | 'neighbours' | 'slug'>>,
): CountryRef {
  return {
    slug: c.slug ?? slugify(c.name),
    rivers: [],
    railJourneys: [],
    coachBrand: [],
    styles: [],
    visa: null,
    neighbours: [],
    ...c,
  }
}

const EUROPE_SEASON = [3, 4, 5, 6, 7, 8, 9, 10, 11]
const MED_SEASON = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
const NORDIC_SUMMER = [5, 6, 7, 8, 9]
const ALPINE_SEASON = [5, 6, 7, 8, 9, 10]

export const COUNTRIES: CountryRef[] = [
  // ------------------------------------------------------------------ Europe
  country({
    iso: 'GB',
    name: 'United Kingdom',
    inText: 'the United Kingdom',
    inTitle: 'Britain',
    continent: 'europe',
    description:
      "Britain's gentle countryside, dramatic coastline and storied towns are the perfect setting for an unhurried holiday close to home, from the coves of Cornwall and the fells of the Lake District to the castles and lochs of the Scottish Highlands.",
    places: [
      p(
        'Cornwall',
        'the far south-west of fishing harbours, surfing beaches and subtropical gardens',
        'Visit to the Eden Project',
        { stay: 'St Ives', air: 'NQY' },
      ),
      p(
        'Devon',
        'the county of Dartmoor ponies, red cliffs and thatched villages',
        'Steam train on the Dartmouth Steam Railway',
        { stay: 'Torquay' },
      ),
      p('Bath', 'the honey-stoned Georgian spa city', 'Guided tour of the Roman Baths', { air: 'BRS' }),
      p('the Cotswolds', 'a patchwork of wool towns and golden-stone villages', 'Visit to Hidcote Manor Garden', {
        stay: 'Cheltenham',
      }),
      p(
        'the Lake District',
        "England's largest national park of fells and shimmering lakes",
        'Steamer cruise on Lake Windermere',
        { stay: 'Windermere' },
      ),
      p(
        'the Yorkshire Dales',
        'limestone scars, dry-stone walls and market towns',
        'Ride on the Settle to Carlisle Railway',
        { stay: 'Harrogate' },
      ),
      p(
        'York',
        'the walled city of the Minster and the medieval Shambles',
        'Guided walk along the medieval city walls',
      ),
      p('Edinburgh', 'the Scottish capital beneath its castle rock', 'Guided tour of Edinburgh Castle', { air: 'EDI' }),
      p(
        'the Scottish Highlands',
        'glens, lochs and the legend of Loch Ness',
        'Cruise on Loch Ness to Urquhart Castle',
        { stay: 'Inverness', air: 'INV' },
      ),
      p(
        'the Isle of Skye',
        'the misty isle of the Cuillin and the Old Man of Storr',
        'Visit to Dunvegan Castle and gardens',
        { stay: 'Portree' },
      ),
    ],
    airports: ['EDI', 'INV', 'NQY'],
    styles: ['rail', 'walking', 'festive', 'city-break'],
    coachBrand: ['coach', 'rail'],
    railJourneys: ['the Jacobite steam train', 'the West Highland Line', 'the Settle to Carlisle Railway'],
    neighbours: ['IE'],
    season: [3, 4, 5, 6, 7, 8, 9, 10, 11],
    popularity: 5,
  }),
  country({
    iso: 'IE',
    name: 'Ireland',
    continent: 'europe',
    description:
      'The Emerald Isle is all about its people: traditional music in a Dublin pub, warm welcomes in Kerry villages, and a coastline of wild Atlantic headlands, golden strands and ancient monastic ruins.',
    places: [
      p('Dublin', 'the lively capital of Trinity College and the Georgian squares', 'Tour of the Guinness Storehouse', {
        air: 'DUB',
      }),
      p('Kilkenny', 'a medieval city crowned by its Norman castle', 'Guided tour of Kilkenny Castle'),
      p('Cork', 'the foodie city of the English Market', 'Visit to Blarney Castle and gardens', { air: 'ORK' }),
      p(
        'Killarney',
        'the gateway to the lakes and mountains of Kerry',
        'Jaunting-car ride through Killarney National Park',
        { air: 'KIR' },
      ),
      p('the Ring of Kerry', 'a spectacular coastal drive around the Iveragh Peninsula', null, { stay: 'Kenmare' }),
      p(
        'the Dingle Peninsula',
        'a Gaelic-speaking corner of beehive huts and sea views',
        'Boat trip around Dingle Bay',
        { stay: 'Dingle' },
      ),
      p(
        'the Cliffs of Moher',
        'sheer sea cliffs towering over the Atlantic',
        'Visit to the Cliffs of Moher Experience',
        { stay: 'Ennis', air: 'SNN' },
      ),
      p('Galway', 'a bohemian harbour city of music and colour', 'Evening of traditional music in Galway'),
      p(
        'Connemara',
        'a wild land of bogs, mountains and Kylemore Abbey',
        'Visit to Kylemore Abbey and its Victorian walled garden',
        { stay: 'Clifden' },
      ),
    ],
    airports: ['DUB', 'SNN', 'ORK'],
    styles: ['walking', 'rail', 'small-group'],
    coachBrand: ['coach', 'flight'],
    neighbours: ['GB'],
    season: [3, 4, 5, 6, 7, 8, 9, 10, 12],
    popularity: 4,
  }),
  country({
    iso: 'JE',
    name: 'Jersey',
    continent: 'europe',
    description:
      'The largest of the Channel Islands blends a French accent with British traditions: sandy bays, granite castles, country lanes and superb seafood, just a short hop from the south coast.',
    places: [
      p(
        'St Helier',
        'the island capital of markets and Elizabeth Castle',
        'Amphibious-vehicle crossing to Elizabeth Castle',
        { air: 'JER' },
      ),
      p('Gorey', 'a fishing village beneath Mont Orgueil Castle', 'Guided visit to Mont Orgueil Castle'),
      p("St Brelade's Bay", 'a sweeping sandy bay on the sunny south coast', null),
      p(
        'the Jersey War Tunnels',
        'the vast tunnels dug during the German Occupation',
        'Guided visit to the Jersey War Tunnels',
        { stay: 'St Helier' },
      ),
      p('Corbière', 'a rocky headland crowned by its famous lighthouse', null, { stay: "St Brelade's Bay" }),
    ],
    airports: ['JER'],
    coachBrand: ['coach', 'flight'],
    season: [4, 5, 6, 7, 8, 9, 10],
    popularity: 2,
  }),
  country({
    iso: 'FR',
    name: 'France',
    continent: 'europe',
    description:
      'France rewards every kind of traveller: the boulevards of Paris, the châteaux of the Loire, the lavender fields of Provence and the glamour of the Riviera, with superb food and wine at every turn.',
    places: [
      p('Paris', 'the City of Light, from the Eiffel Tower to Montmartre', 'Evening cruise on the Seine', {
        air: 'CDG',
      }),
      p('Normandy', 'the D-Day beaches and half-timbered Honfleur', 'Guided tour of the D-Day landing beaches', {
        stay: 'Bayeux',
      }),
      p(
        'Mont-Saint-Michel',
        'the abbey island rising from the tidal sands',
        'Guided visit to the abbey of Mont-Saint-Michel',
      ),
      p('the Loire Valley', 'the garden of France and its fairy-tale châteaux', 'Visit to the Château de Chenonceau', {
        stay: 'Tours',
      }),
      p(
        'the Dordogne',
        'a valley of clifftop castles and prehistoric caves',
        'Visit to the Lascaux IV cave paintings',
        { stay: 'Sarlat-la-Canéda' },
      ),
      p('Bordeaux', 'the elegant capital of claret', 'Wine tasting at a Saint-Émilion château', { air: 'BOD' }),
      p(
        'Provence',
        'the land of lavender, Roman arenas and Avignon',
        'Guided visit to the Palais des Papes in Avignon',
        { stay: 'Avignon', air: 'MRS' },
      ),
      p('the Côte d’Azur', 'the Riviera of Nice, Cannes and Monaco', 'Excursion to Monaco and Monte Carlo', {
        stay: 'Nice',
        air: 'NCE',
      }),
      p('Lyon', 'the gastronomic capital at the meeting of two rivers', 'Lunch in a traditional Lyonnais bouchon', {
        air: 'LYS',
      }),
      p('Alsace', 'wine villages and the Christmas markets of Strasbourg', 'Wine tasting on the Alsace Wine Route', {
        stay: 'Strasbourg',
      }),
    ],
    airports: ['CDG', 'NCE', 'BOD', 'LYS', 'MRS'],
    styles: ['river-cruise', 'rail', 'walking', 'city-break', 'festive'],
    coachBrand: ['coach', 'rail'],
    rivers: ['Seine', 'Rhône', 'Dordogne'],
    railJourneys: ['the TGV to Provence', 'Eurostar to Paris'],
    neighbours: ['BE', 'CH', 'ES', 'IT', 'DE'],
    season: EUROPE_SEASON,
    popularity: 5,
  }),
  country({
    iso: 'BE',
    name: 'Belgium',
    continent: 'europe',
    description:
      'Belgium packs medieval cities, world-famous chocolate and beer, and moving First World War memorials into a country you can reach by train from London in two hours.',
    places: [
      p('Bruges', 'a fairy-tale city of canals and medieval gables', 'Canal boat trip through Bruges'),
      p('Brussels', 'the capital of the Grand-Place and Art Nouveau', 'Chocolate-making workshop in Brussels', {
        air: 'BRU',
      }),
      p('Ghent', 'a vibrant university city of towers and guildhalls', 'Guided walk to see the Ghent Altarpiece'),
      p('Antwerp', 'the diamond city of Rubens', 'Visit to the Rubens House'),
      p('Ypres', 'the heart of the Flanders battlefields', 'Last Post ceremony at the Menin Gate'),
    ],
    airports: ['BRU'],
    styles: ['city-break', 'festive', 'rail'],
    coachBrand: ['coach', 'rail'],
    neighbours: ['NL', 'FR', 'DE'],
    season: EUROPE_SEASON.concat([12]),
    popularity: 3,
  }),
  country({
    iso: 'NL',
    name: 'Netherlands',
    inText: 'the Netherlands',
    continent: 'europe',
    description:
      'Windmills, tulip fields and the gabled canal houses of Amsterdam: the Netherlands is flat, friendly and at its most colourful in spring, when the bulb fields burst into bloom.',
    places: [
      p('Amsterdam', 'the city of canals, Rembrandt and Van Gogh', 'Guided visit to the Rijksmuseum', { air: 'AMS' }),
      p('Keukenhof', 'the world-famous spring flower gardens', 'Visit to the Keukenhof gardens', { stay: 'Lisse' }),
      p('Kinderdijk', 'a UNESCO-listed line of 19 windmills', 'Guided visit to the Kinderdijk windmills', {
        stay: 'Rotterdam',
      }),
      p('Delft', 'the blue-and-white pottery town of Vermeer', 'Visit to the Royal Delft pottery'),
      p('Giethoorn', "the car-free 'Venice of the North'", 'Whisper-boat ride through Giethoorn'),
      p('Utrecht', 'a canal city of wharf cellars and cathedral towers'),
    ],
    airports: ['AMS'],
    styles: ['river-cruise', 'city-break', 'rail'],
    coachBrand: ['coach', 'rail'],
    rivers: ['Rhine'],
    neighbours: ['BE', 'DE'],
    season: [3, 4, 5, 6, 7, 8, 9, 10, 12],
    popularity: 3,
  }),
  country({
    iso: 'DE',
    name: 'Germany',
    continent: 'europe',
    description:
      'Castles above the Rhine, the half-timbered towns of the Romantic Road, the beer halls of Munich and the reinvented energy of Berlin; and from late November, the best Christmas markets in Europe.',
    places: [
      p('Berlin', 'the reunited capital of the Brandenburg Gate', 'Guided walk along the Berlin Wall memorial', {
        air: 'BER',
      }),
      p('Munich', 'the Bavarian capital of beer gardens and baroque churches', 'Visit to the Nymphenburg Palace', {
        air: 'MUC',
      }),
      p(
        'Neuschwanstein',
        "King Ludwig II's fairy-tale castle in the Bavarian Alps",
        'Guided tour of Neuschwanstein Castle',
        { stay: 'Füssen' },
      ),
      p(
        'Rothenburg ob der Tauber',
        'a perfectly preserved walled town on the Romantic Road',
        "Night watchman's tour of Rothenburg",
      ),
      p('Heidelberg', 'the romantic university town beneath its castle', 'Visit to Heidelberg Castle'),
      p(
        'the Rhine Gorge',
        'the castle-lined gorge of the Lorelei',
        'Cruise through the Rhine Gorge past the Lorelei rock',
        { stay: 'Boppard' },
      ),
      p('Cologne', 'the Rhineland city of the twin-spired cathedral', 'Guided tour of Cologne Cathedral', {
        air: 'CGN',
      }),
      p('Dresden', 'the rebuilt baroque jewel on the Elbe', 'Visit to the Frauenkirche and the Zwinger'),
      p(
        'Nuremberg',
        'a medieval city of toys, gingerbread and the Christkindlesmarkt',
        'Gingerbread tasting in Nuremberg',
        { air: 'NUE' },
      ),
      p(
        'the Black Forest',
        'a land of cuckoo clocks, spa towns and pine-clad hills',
        'Cuckoo clock workshop in Triberg',
        { stay: 'Freiburg' },
      ),
    ],
    airports: ['FRA', 'MUC', 'BER', 'CGN', 'NUE'],
    styles: ['river-cruise', 'festive', 'rail', 'city-break'],
    coachBrand: ['coach', 'rail'],
    rivers: ['Rhine', 'Moselle', 'Danube', 'Elbe'],
    neighbours: ['AT', 'CH', 'NL', 'CZ', 'FR'],
    season: EUROPE_SEASON.concat([12]),
    popularity: 4,
  }),
  country({
    iso: 'CH',
    name: 'Switzerland',
    continent: 'europe',
    description:
      'Snow-capped peaks, mirror-calm lakes and some of the most spectacular railways on earth: Switzerland runs like clockwork and looks like a postcard at every bend.',
    places: [
      p('Lucerne', 'the lakeside city of the covered Chapel Bridge', 'Cogwheel railway up Mount Pilatus'),
      p(
        'Interlaken',
        'the resort between two lakes beneath the Jungfrau',
        'Rail excursion to the Jungfraujoch, Top of Europe',
      ),
      p(
        'Zermatt',
        'the car-free village at the foot of the Matterhorn',
        'Gornergrat railway for views of the Matterhorn',
      ),
      p('St Moritz', 'the glamorous resort of the Engadine valley', 'Ride on the Bernina Express to Tirano'),
      p('Montreux', 'a belle-époque resort on Lake Geneva', 'Visit to the Château de Chillon'),
      p('Geneva', 'the international city of the Jet d’Eau', 'Cruise on Lake Geneva', { air: 'GVA' }),
      p('Zurich', 'the financial capital with a charming old town', null, { air: 'ZRH' }),
      p(
        'Grindelwald',
        'an Alpine village beneath the north face of the Eiger',
        'Cable car to Grindelwald First and the Cliff Walk',
      ),
    ],
    airports: ['ZRH', 'GVA', 'BSL'],
    styles: ['rail', 'walking', 'festive'],
    coachBrand: ['coach', 'rail'],
    railJourneys: ['the Glacier Express', 'the Bernina Express', 'the GoldenPass Express'],
    neighbours: ['AT', 'IT', 'DE', 'FR'],
    season: ALPINE_SEASON.concat([12]),
    popularity: 4,
  }),
  country({
    iso: 'AT',
    name: 'Austria',
    continent: 'europe',
    description:
      'Imperial Vienna, musical Salzburg and the flower-decked villages of the Tyrol: Austria combines grand cafés and concert halls with some of the loveliest mountain scenery in the Alps.',
    places: [
      p(
        'Vienna',
        'the imperial capital of palaces, coffee houses and waltzes',
        'Evening concert of Mozart and Strauss in Vienna',
        { air: 'VIE' },
      ),
      p('Salzburg', "Mozart's baroque birthplace", 'The Sound of Music tour of Salzburg', { air: 'SZG' }),
      p('Hallstatt', 'a picture-perfect village on its Alpine lake', 'Visit to the Hallstatt salt mine'),
      p('Innsbruck', 'the capital of the Tyrol, ringed by mountains', 'Nordkette cable car above Innsbruck', {
        air: 'INN',
      }),
      p('the Wachau Valley', 'vineyards and abbeys along the Danube', 'Visit to Melk Abbey', { stay: 'Dürnstein' }),
      p('Kitzbühel', 'a medieval market town and famous ski resort'),
      p('the Salzkammergut', 'a lake district of emerald water and alpine meadows', 'Cruise on Lake Wolfgang', {
        stay: 'St Wolfgang',
      }),
    ],
    airports: ['VIE', 'SZG', 'INN'],
    styles: ['river-cruise', 'festive', 'walking', 'rail'],
    coachBrand: ['coach', 'flight'],
    rivers: ['Danube'],
    neighbours: ['DE', 'HU', 'CZ', 'CH', 'SI'],
    season: ALPINE_SEASON.concat([4, 12]),
    popularity: 4,
  }),
  country({
    iso: 'IT',
    name: 'Italy',
    continent: 'europe',
    description:
      "Italy is a lifetime's worth of travel: the ruins of Rome, the Renaissance treasures of Florence, the canals of Venice and the lemon-scented Amalfi Coast, all seasoned with the world's favourite food.",
    places: [
      p(
        'Rome',
        'the Eternal City of the Colosseum and the Vatican',
        'Early-entry tour of the Vatican Museums and Sistine Chapel',
        { air: 'FCO' },
      ),
      p('Florence', 'the Renaissance city of the Duomo and the Uffizi', 'Guided tour of the Uffizi Gallery', {
        air: 'FLR',
      }),
      p('Tuscany', 'a landscape of cypress-lined hills, Siena and San Gimignano', 'Chianti wine tasting with lunch', {
        stay: 'Montecatini Terme',
        air: 'PSA',
      }),
      p('Venice', 'the floating city of canals and palazzi', 'Gondola ride in Venice', { air: 'VCE' }),
      p(
        'the Amalfi Coast',
        'a coastline of cliff-hugging villages and lemon groves',
        'Boat trip to the island of Capri',
        { stay: 'Sorrento', air: 'NAP' },
      ),
      p('Pompeii', 'the Roman town frozen in time by Vesuvius', 'Guided walk of Pompeii', {
        stay: 'Naples',
        air: 'NAP',
      }),
      p('Lake Como', 'the most elegant of the Italian lakes', 'Cruise to Bellagio on Lake Como', {
        stay: 'Cadenabbia',
        air: 'MXP',
      }),
      p(
        'Lake Garda',
        'the largest lake, framed by olive groves and mountains',
        'Excursion to Verona and its Roman arena',
        { stay: 'Riva del Garda', air: 'VRN' },
      ),
      p(
        'the Cinque Terre',
        'five colourful fishing villages on the Ligurian cliffs',
        'Boat trip along the Cinque Terre',
        { stay: 'La Spezia', air: 'PSA' },
      ),
      p('Sicily', 'the island of Greek temples, Mount Etna and Taormina', 'Excursion up Mount Etna', {
        stay: 'Taormina',
        air: 'CTA',
      }),
    ],
    airports: ['FCO', 'VCE', 'PSA', 'NAP', 'MXP', 'VRN', 'CTA'],
    styles: ['rail', 'walking', 'city-break', 'small-group'],
    coachBrand: ['coach', 'rail', 'flight'],
    railJourneys: ['the Frecciarossa high-speed train', 'the Bernina Express'],
    neighbours: ['CH', 'SI', 'AT', 'FR', 'MT'],
    season: MED_SEASON,
    popularity: 5,
  }),
  country({
    iso: 'ES',
    name: 'Spain',
    continent: 'europe',
    description:
      "Spain's sunshine is only the start: Moorish palaces in Andalucía, Gaudí's Barcelona, the galleries of Madrid, green Galicia and a tapas bar on every corner.",
    places: [
      p('Madrid', 'the capital of the Prado and grand plazas', 'Guided visit to the Prado Museum', { air: 'MAD' }),
      p('Toledo', 'the hilltop city of three cultures', null, { stay: 'Madrid' }),
      p(
        'Barcelona',
        "Gaudí's city of the Sagrada Família and the Gothic Quarter",
        'Guided tour of the Sagrada Família',
        { air: 'BCN' },
      ),
      p('Seville', 'the home of flamenco and the Real Alcázar', 'Evening flamenco show in Seville', { air: 'SVQ' }),
      p(
        'Córdoba',
        'the city of the Mezquita, mosque-cathedral of a thousand arches',
        'Guided visit to the Mezquita of Córdoba',
      ),
      p(
        'Granada',
        'the city of the Alhambra beneath the Sierra Nevada',
        'Guided tour of the Alhambra and the Generalife gardens',
        { air: 'AGP' },
      ),
      p('Ronda', 'a white town split by a dramatic gorge', null, { air: 'AGP' }),
      p('San Sebastián', 'the Basque seaside city of pintxos bars', 'Pintxos tasting walk in San Sebastián', {
        air: 'BIO',
      }),
      p('Santiago de Compostela', 'the pilgrim city at the end of the Camino', 'Guided visit to Santiago Cathedral', {
        air: 'SCQ',
      }),
      p(
        'Mallorca',
        'the Balearic island of coves, mountains and Palma Cathedral',
        'Vintage train from Palma to Sóller',
        { stay: 'Palma', air: 'PMI' },
      ),
    ],
    airports: ['MAD', 'BCN', 'SVQ', 'AGP', 'PMI', 'BIO', 'SCQ'],
    styles: ['rail', 'walking', 'city-break', 'small-group'],
    coachBrand: ['flight'],
    neighbours: ['PT', 'FR'],
    season: MED_SEASON,
    popularity: 5,
  }),
  country({
    iso: 'PT',
    name: 'Portugal',
    continent: 'europe',
    description:
      "Portugal is Europe's friendliest corner: tiled Lisbon on its seven hills, Porto's port lodges, the terraced vineyards of the Douro and the flower-filled island of Madeira.",
    places: [
      p('Lisbon', 'the hilly capital of trams, tiles and fado', 'Evening of fado music in the Alfama', { air: 'LIS' }),
      p('Sintra', 'a romantic hilltop of palaces and gardens', 'Guided visit to the Pena Palace', { stay: 'Lisbon' }),
      p('Porto', 'the riverside city of port wine', 'Port tasting in a Vila Nova de Gaia lodge', { air: 'OPO' }),
      p('the Douro Valley', 'terraced vineyards along a winding river', 'Wine tasting at a Douro quinta', {
        stay: 'Pinhão',
      }),
      p('Évora', 'a walled Roman and medieval city in the Alentejo', null),
      p('Óbidos', 'a whitewashed village within medieval walls', null),
      p('the Algarve', 'golden cliffs, grottoes and fishing towns', 'Boat trip to the Benagil sea caves', {
        stay: 'Albufeira',
        air: 'FAO',
      }),
      p('Madeira', 'the island of eternal spring and levada walks', 'Toboggan ride down from Monte', {
        stay: 'Funchal',
        air: 'FNC',
      }),
    ],
    airports: ['LIS', 'OPO', 'FAO', 'FNC'],
    styles: ['river-cruise', 'walking', 'city-break'],
    coachBrand: ['flight'],
    rivers: ['Douro'],
    neighbours: ['ES'],
    season: [1, 2, 3, 4, 5, 6, 9, 10, 11, 12],
    popularity: 4,
  }),
  country({
    iso: 'NO',
    name: 'Norway',
    continent: 'europe',
    description:
      "Norway's fjords are among the most dramatic landscapes on earth; come in summer for the midnight sun and waterfalls, or in winter for the northern lights dancing over the Arctic.",
    places: [
      p('Oslo', 'the waterfront capital of the Viking Ship Museum', 'Visit to the Viking Planet and the Fram Museum', {
        air: 'OSL',
      }),
      p('Bergen', 'the Hanseatic port of the Bryggen wharf', 'Fløibanen funicular above Bergen', { air: 'BGO' }),
      p(
        'the Geirangerfjord',
        'a UNESCO-listed fjord of plunging waterfalls',
        'Fjord cruise past the Seven Sisters waterfalls',
        { stay: 'Geiranger' },
      ),
      p('Flåm', 'a village at the head of the Aurlandsfjord', 'Ride on the Flåm Railway'),
      p('Ålesund', 'an Art Nouveau town on its islands', null),
      p(
        'the Lofoten Islands',
        'jagged peaks and red fishing cabins above the Arctic Circle',
        'RIB safari to spot sea eagles',
        { stay: 'Svolvær' },
      ),
      p('Tromsø', 'the Arctic capital, under the northern lights', 'Husky sledding in the Arctic wilderness', {
        air: 'TOS',
      }),
      p('the North Cape', 'a clifftop at the northern edge of Europe', null, { stay: 'Honningsvåg' }),
    ],
    airports: ['OSL', 'BGO', 'TOS'],
    styles: ['ocean-cruise', 'rail', 'northern-lights', 'walking'],
    coachBrand: ['flight'],
    railJourneys: ['the Flåm Railway', 'the Bergen Line'],
    neighbours: ['SE', 'FI'],
    season: NORDIC_SUMMER,
    popularity: 4,
  }),
  country({
    iso: 'SE',
    name: 'Sweden',
    continent: 'europe',
    description:
      'From the island city of Stockholm to the wilderness of Lapland, Sweden is a land of forests, lakes and long summer evenings, with a design flair all of its own.',
    places: [
      p('Stockholm', 'a capital built on fourteen islands', 'Visit to the Vasa Museum', { air: 'ARN' }),
      p(
        'the Stockholm Archipelago',
        'thousands of islands and red summer cottages',
        'Archipelago boat trip to Vaxholm',
        { stay: 'Vaxholm' },
      ),
      p('Gothenburg', 'the laid-back west-coast city of canals and seafood', 'Seafood lunch in Gothenburg', {
        air: 'GOT',
      }),
      p('Uppsala', 'the old university town of cathedral and royal mounds'),
      p(
        'Swedish Lapland',
        'the Arctic wilderness of the Sámi and the Icehotel',
        'Visit to the Icehotel in Jukkasjärvi',
        { stay: 'Kiruna', air: 'KRN' },
      ),
      p('Abisko', 'the national park with the clearest skies for the aurora', 'Chairlift to the Aurora Sky Station', {
        air: 'KRN',
      }),
    ],
    airports: ['ARN', 'GOT', 'KRN'],
    styles: ['northern-lights', 'rail', 'city-break'],
    neighbours: ['NO', 'FI'],
    season: NORDIC_SUMMER,
    popularity: 2,
  }),
  country({
    iso: 'FI',
    name: 'Finland',
    continent: 'europe',
    description:
      'Finland is a land of a hundred thousand lakes and endless forest, with design-savvy Helsinki in the south and the snowy wilderness of Lapland, home of Father Christmas, in the north.',
    places: [
      p('Helsinki', 'the seaside capital of design and saunas', 'Visit to the Suomenlinna sea fortress', {
        air: 'HEL',
      }),
      p('Porvoo', 'a riverside town of wooden houses'),
      p(
        'Lake Saimaa',
        'the great lake of islands and the Olavinlinna castle',
        'Lake cruise in search of the Saimaa ringed seal',
        { stay: 'Savonlinna' },
      ),
      p(
        'Rovaniemi',
        'the Lapland capital on the Arctic Circle',
        'Reindeer sleigh ride and a visit to Santa Claus Village',
        { air: 'RVN' },
      ),
      p('Finnish Lapland', 'fells, forests and the northern lights', 'Snowmobile safari through the Arctic forest', {
        stay: 'Saariselkä',
        air: 'IVL',
      }),
      p('Turku', 'the former capital on the archipelago coast'),
    ],
    airports: ['HEL', 'RVN', 'IVL'],
    styles: ['northern-lights', 'festive'],
    neighbours: ['SE', 'NO'],
    season: NORDIC_SUMMER,
    popularity: 2,
  }),
  country({
    iso: 'IS',
    name: 'Iceland',
    continent: 'europe',
    description:
      'Iceland is nature at full volume: geysers and glaciers, black-sand beaches and thundering waterfalls, with whales in summer and the northern lights through the winter.',
    places: [
      p(
        'Reykjavík',
        'the colourful capital on the edge of the Arctic',
        'Whale-watching cruise from Reykjavík harbour',
        { air: 'KEF' },
      ),
      p('the Golden Circle', 'Þingvellir, the Geysir field and the Gullfoss waterfall', null, { stay: 'Selfoss' }),
      p(
        'the south coast',
        'black-sand beaches and the waterfalls of Seljalandsfoss and Skógafoss',
        'Guided glacier walk on Sólheimajökull',
        { stay: 'Vík' },
      ),
      p('Jökulsárlón', 'the glacier lagoon of drifting icebergs', 'Amphibious boat trip on the Jökulsárlón lagoon', {
        stay: 'Höfn',
      }),
      p('Lake Mývatn', 'a volcanic landscape of craters and nature baths', 'Soak in the Mývatn Nature Baths', {
        stay: 'Reykjahlíð',
      }),
      p('Akureyri', "the capital of the north on Iceland's longest fjord"),
      p('the Snæfellsnes Peninsula', 'Iceland in miniature beneath its glacier-capped volcano', null, {
        stay: 'Grundarfjörður',
      }),
    ],
    airports: ['KEF'],
    styles: ['northern-lights', 'small-group', 'wildlife'],
    coachBrand: ['flight'],
    neighbours: ['NO'],
    season: [5, 6, 7, 8, 9],
    popularity: 3,
  }),
  country({
    iso: 'GR',
    name: 'Greece',
    continent: 'europe',
    description:
      'The cradle of Western civilisation, where the Acropolis, Delphi and Olympia sit among olive groves, and whitewashed islands float on a sea of impossible blue.',
    places: [
      p('Athens', 'the capital beneath the Acropolis', 'Guided visit to the Acropolis and its museum', { air: 'ATH' }),
      p('Delphi', 'the sanctuary of the ancient oracle on Mount Parnassus', 'Guided tour of the sanctuary of Delphi'),
      p('Meteora', 'monasteries perched on towering rock pillars', 'Visit to two of the Meteora monasteries', {
        stay: 'Kalambaka',
      }),
      p('Olympia', 'the birthplace of the Olympic Games', 'Guided visit to ancient Olympia'),
      p('Nafplio', 'the elegant first capital of modern Greece', 'Excursion to Mycenae and Epidaurus'),
      p('Santorini', 'the volcanic island of whitewashed Oia', 'Sunset catamaran cruise around the caldera', {
        stay: 'Fira',
        air: 'JTR',
      }),
      p('Crete', 'the island of the Minoan palace of Knossos', 'Guided visit to the Palace of Knossos', {
        stay: 'Heraklion',
        air: 'HER',
      }),
      p('Corfu', 'a green Ionian island of Venetian streets', 'Visit to the Achilleion Palace', { air: 'CFU' }),
    ],
    airports: ['ATH', 'HER', 'JTR', 'CFU'],
    styles: ['ocean-cruise', 'walking', 'small-group'],
    coachBrand: ['flight'],
    neighbours: ['TR'],
    season: [3, 4, 5, 6, 7, 8, 9, 10, 11],
    popularity: 4,
  }),
  country({
    iso: 'HR',
    name: 'Croatia',
    continent: 'europe',
    description:
      "Croatia's Adriatic coast is a string of walled towns and island-dotted sea, while inland the waterfalls of Plitvice tumble through some of Europe's loveliest forest.",
    places: [
      p('Dubrovnik', 'the walled Pearl of the Adriatic', 'Walk along the city walls of Dubrovnik', { air: 'DBV' }),
      p('Split', "a city built into Diocletian's Roman palace", 'Guided tour of Diocletian’s Palace', { air: 'SPU' }),
      p(
        'the Plitvice Lakes',
        'sixteen terraced lakes linked by waterfalls',
        'Guided walk through Plitvice Lakes National Park',
        { stay: 'Plitvička Jezera' },
      ),
      p('Hvar', 'a chic island of lavender and Renaissance squares', 'Boat trip to the Pakleni Islands'),
      p('Korčula', 'a walled island town, said to be Marco Polo’s birthplace'),
      p('Zagreb', 'the capital of Habsburg boulevards and cafés', null, { air: 'ZAG' }),
      p('Zadar', 'the seafront city of the Sea Organ'),
      p('Istria', 'a hilltop-town peninsula of truffles and Rovinj', 'Truffle hunt and tasting in Istria', {
        stay: 'Rovinj',
        air: 'PUY',
      }),
    ],
    airports: ['DBV', 'SPU', 'ZAG', 'PUY'],
    styles: ['ocean-cruise', 'small-group', 'walking'],
    coachBrand: ['flight'],
    neighbours: ['SI', 'HU', 'AT'],
    season: [4, 5, 6, 7, 8, 9, 10],
    popularity: 4,
  }),
  country({
    iso: 'SI',
    name: 'Slovenia',
    continent: 'europe',
    description:
      "Slovenia is Europe's green secret: Alpine lakes, emerald rivers, limestone caves and a charming small capital, all within a couple of hours' drive.",
    places: [
      p('Lake Bled', 'an Alpine lake with a church on its island', 'Pletna boat ride to Bled Island', { stay: 'Bled' }),
      p('Ljubljana', 'a relaxed capital of dragons and riverside cafés', 'Funicular to Ljubljana Castle', {
        air: 'LJU',
      }),
      p('Lake Bohinj', 'a glacial lake in the Triglav National Park', 'Cable car up Mount Vogel above Lake Bohinj', {
        stay: 'Bohinj',
      }),
      p(
        'the Postojna Cave',
        'an underground world explored by electric train',
        'Train ride through the Postojna Cave',
        { stay: 'Postojna' },
      ),
      p('Piran', 'a Venetian-style town on the Adriatic'),
      p('the Soča Valley', 'an emerald river through the Julian Alps', null, { stay: 'Kobarid' }),
    ],
    airports: ['LJU'],
    styles: ['walking', 'small-group'],
    coachBrand: ['flight'],
    neighbours: ['HR', 'AT', 'IT'],
    season: [4, 5, 6, 7, 8, 9, 10],
    popularity: 3,
  }),
  country({
    iso: 'CZ',
    name: 'Czech Republic',
    inText: 'the Czech Republic',
    slug: 'czech-republic',
    continent: 'europe',
    description:
      'Prague is one of the most beautiful cities in Europe, and beyond it lie spa towns, fairy-tale castles and the medieval streets of Český Krumlov.',
    places: [
      p(
        'Prague',
        'the city of a hundred spires and the Charles Bridge',
        'Guided walk of Prague Castle and the Old Town',
        { air: 'PRG' },
      ),
      p('Český Krumlov', 'a medieval town in a bend of the Vltava', 'Guided visit to Český Krumlov Castle'),
      p('Karlovy Vary', 'the grandest of the Bohemian spa towns'),
      p('Kutná Hora', 'the silver town of the bone chapel', 'Visit to the Sedlec Ossuary and St Barbara’s Cathedral', {
        stay: 'Prague',
      }),
      p('Brno', 'the Moravian capital of modernist villas'),
      p('Olomouc', 'a baroque university city'),
    ],
    airports: ['PRG'],
    styles: ['river-cruise', 'city-break', 'festive'],
    coachBrand: ['coach', 'flight'],
    rivers: ['Elbe', 'Vltava'],
    neighbours: ['AT', 'DE', 'HU', 'PL'],
    season: EUROPE_SEASON.concat([12]),
    popularity: 3,
  }),
  country({
    iso: 'HU',
    name: 'Hungary',
    continent: 'europe',
    description:
      'Budapest straddles the Danube with grand thermal baths and café culture, while the countryside offers Lake Balaton, wine cellars and the baroque town of Eger.',
    places: [
      p(
        'Budapest',
        'the Danube capital of thermal baths and the Parliament',
        'Evening Danube cruise past the illuminated Parliament',
        { air: 'BUD' },
      ),
      p('the Danube Bend', 'the riverside towns of Szentendre and Esztergom', 'Visit to the Basilica of Esztergom', {
        stay: 'Szentendre',
      }),
      p('Lake Balaton', "Central Europe's largest lake", 'Visit to the Tihany Abbey', { stay: 'Balatonfüred' }),
      p('Eger', 'a baroque town of castle and Bull’s Blood wine', 'Wine tasting in the Valley of the Beautiful Women'),
      p('Pécs', 'a sunny southern city of Ottoman and Roman heritage'),
    ],
    airports: ['BUD'],
    styles: ['river-cruise', 'city-break', 'festive'],
    coachBrand: ['flight'],
    rivers: ['Danube'],
    neighbours: ['AT', 'CZ', 'HR'],
    season: EUROPE_SEASON.concat([12]),
    popularity: 3,
  }),
  country({
    iso: 'PL',
    name: 'Poland',
    continent: 'europe',
    description:
      'Poland surprises: the market square of Kraków, rebuilt Warsaw, the Hanseatic port of Gdańsk and the mountains of the Tatras, with a deeply moving twentieth-century history.',
    places: [
      p(
        'Kraków',
        'a royal city of the vast Market Square and Wawel Castle',
        'Guided visit to the Wieliczka Salt Mine',
        { air: 'KRK' },
      ),
      p(
        'Auschwitz-Birkenau',
        'the memorial and museum of the former Nazi camp',
        'Guided visit to the Auschwitz-Birkenau Memorial',
        { stay: 'Kraków' },
      ),
      p('Warsaw', 'the capital whose old town rose from the ashes', 'Chopin piano recital in Warsaw', { air: 'WAW' }),
      p('Gdańsk', 'a Hanseatic port of amber and gabled houses', 'Visit to the Museum of the Second World War', {
        air: 'GDN',
      }),
      p('Wrocław', 'the city of islands, bridges and bronze dwarves'),
      p('Zakopane', 'the mountain resort of the Tatras', 'Funicular up Gubałówka hill'),
    ],
    airports: ['KRK', 'WAW', 'GDN'],
    styles: ['city-break', 'festive'],
    neighbours: ['CZ', 'DE'],
    season: EUROPE_SEASON.concat([12]),
    popularity: 2,
  }),
  country({
    iso: 'MT',
    name: 'Malta',
    continent: 'europe',
    description:
      'Seven thousand years of history on three small islands: the Knights’ capital Valletta, the silent city of Mdina, prehistoric temples and warm winter sunshine.',
    places: [
      p(
        'Valletta',
        'the fortified baroque capital of the Knights of St John',
        "Guided visit to St John's Co-Cathedral",
        { air: 'MLA' },
      ),
      p('Mdina', 'the silent walled city'),
      p('Gozo', 'a rural sister island of citadels and coves', 'Jeep safari around Gozo', { stay: 'Victoria' }),
      p(
        'the Three Cities',
        'the harbour towns across the Grand Harbour',
        'Traditional dghajsa boat ride across the Grand Harbour',
        { stay: 'Valletta' },
      ),
      p('the Blue Grotto', 'sea caves of luminous water', 'Boat trip into the Blue Grotto', { stay: 'Sliema' }),
      p('Marsaxlokk', 'a fishing village of painted luzzu boats', null, { stay: 'Sliema' }),
    ],
    airports: ['MLA'],
    styles: ['walking'],
    coachBrand: ['flight'],
    neighbours: ['IT'],
    season: ALL_YEAR,
    popularity: 3,
  }),
  country({
    iso: 'TR',
    name: 'Turkey',
    slug: 'turkey',
    continent: 'europe',
    description:
      'Where Europe meets Asia: the bazaars and mosques of Istanbul, the fairy chimneys of Cappadocia, the Roman city of Ephesus and the turquoise coast of the Aegean.',
    places: [
      p('Istanbul', 'the city of the Hagia Sophia and the Grand Bazaar', 'Cruise on the Bosphorus', { air: 'IST' }),
      p(
        'Cappadocia',
        'fairy chimneys, cave churches and underground cities',
        'Sunrise hot-air balloon flight over Cappadocia',
        { stay: 'Ürgüp', air: 'NAV' },
      ),
      p(
        'Ephesus',
        'the best-preserved Roman city in the Mediterranean',
        'Guided tour of Ephesus and the Terrace Houses',
        { stay: 'Kuşadası', air: 'ADB' },
      ),
      p(
        'Pamukkale',
        'white travertine terraces above ancient Hierapolis',
        'Visit to Hierapolis and the Cleopatra Pool',
      ),
      p('Antalya', 'the walled harbour town of the Turquoise Coast', 'Boat trip along the Lycian coast', {
        air: 'AYT',
      }),
      p('Gallipoli', 'the peninsula of the 1915 campaign', 'Guided tour of the Gallipoli battlefields', {
        stay: 'Çanakkale',
      }),
      p('Troy', 'the legendary city of Homer', null, { stay: 'Çanakkale' }),
    ],
    airports: ['IST', 'AYT', 'ADB'],
    styles: ['small-group', 'ocean-cruise'],
    neighbours: ['GR'],
    season: [3, 4, 5, 6, 9, 10, 11],
    popularity: 3,
  }),

  // ------------------------------------------------------------------ Asia
  country({
    iso: 'IN',
    name: 'India',
    continent: 'asia',
    description:
      'India is an assault on the senses in the best possible way: the Taj Mahal at dawn, the palaces and forts of Rajasthan, the ghats of Varanasi and the tranquil backwaters of Kerala.',
    places: [
      p('Delhi', 'the capital of Mughal monuments and colonial boulevards', 'Cycle-rickshaw ride through Old Delhi', {
        air: 'DEL',
      }),
      p('Agra', 'the city of the Taj Mahal', 'Sunrise visit to the Taj Mahal'),
      p('Jaipur', 'the Pink City of palaces and the Amber Fort', 'Visit to the Amber Fort', { air: 'JAI' }),
      p('Ranthambore', 'a national park famous for its tigers', 'Jeep safari in Ranthambore National Park', {
        stay: 'Sawai Madhopur',
      }),
      p('Udaipur', 'the romantic city of lakes and palaces', 'Boat ride on Lake Pichola', { air: 'UDR' }),
      p('Jodhpur', 'the Blue City beneath the Mehrangarh Fort', 'Guided visit to the Mehrangarh Fort'),
      p('Varanasi', 'the holy city on the Ganges', 'Evening aarti ceremony on the ghats of Varanasi'),
      p('Kerala', 'palm-fringed backwaters and spice-scented hills', 'Overnight stay on a Kerala houseboat', {
        stay: 'Kumarakom',
        air: 'COK',
      }),
      p('Mumbai', 'the city of Bollywood and the Gateway of India', 'Visit to the Elephanta Caves', { air: 'BOM' }),
      p('Goa', 'the Portuguese-flavoured coast of beaches and churches', null, { air: 'GOI' }),
    ],
    airports: ['DEL', 'BOM', 'COK'],
    visa: {
      name: 'Indian e-Tourist Visa',
      description:
        'British passport holders need an e-Visa before travel. Apply online at least four weeks before departure.',
      priceMinor: 4000,
    },
    styles: ['rail', 'wildlife', 'small-group'],
    railJourneys: ['a luxury train through Rajasthan', 'the Toy Train to Shimla'],
    neighbours: ['NP', 'LK'],
    season: [1, 2, 3, 4, 10, 11, 12],
    popularity: 4,
  }),
  country({
    iso: 'LK',
    name: 'Sri Lanka',
    continent: 'asia',
    description:
      'The teardrop island packs ancient cities, tea-clad hills, leopard-filled national parks and palm-lined beaches into a country small enough to explore in a fortnight.',
    places: [
      p('Colombo', 'the bustling capital on the Indian Ocean', null, { air: 'CMB' }),
      p('Sigiriya', 'the Lion Rock fortress rising from the jungle', 'Climb of the Sigiriya rock fortress'),
      p('Dambulla', 'cave temples filled with golden Buddhas'),
      p('Kandy', 'the hill city of the Temple of the Tooth', 'Evening Kandyan dance performance'),
      p('Nuwara Eliya', "the tea country's 'Little England'", 'Visit to a working tea factory'),
      p('Ella', 'a hill village of waterfalls and the Nine Arch Bridge', 'Scenic train ride from Nanu Oya to Ella'),
      p('Yala', 'a national park famous for leopards', 'Jeep safari in Yala National Park', { stay: 'Tissamaharama' }),
      p('Galle', 'a Dutch colonial fort town on the coast', 'Guided walk around Galle Fort'),
    ],
    airports: ['CMB'],
    visa: {
      name: 'Sri Lanka Electronic Travel Authorisation (ETA)',
      description: 'An ETA is required before travel and can be obtained online in a few days.',
      priceMinor: 4000,
    },
    styles: ['wildlife', 'small-group', 'rail'],
    railJourneys: ['the hill-country railway to Ella'],
    neighbours: ['IN'],
    season: [1, 2, 3, 4, 7, 8, 11, 12],
    popularity: 3,
  }),
  country({
    iso: 'NP',
    name: 'Nepal',
    continent: 'asia',
    description:
      'Home to eight of the world’s ten highest mountains, Nepal combines Himalayan views with medieval temple towns, jungle wildlife and the gentle hospitality of its people.',
    places: [
      p('Kathmandu', 'a valley of temples, stupas and royal squares', 'Mountain flight past Everest', { air: 'KTM' }),
      p('Bhaktapur', 'the best-preserved of the medieval Newari cities', 'Pottery workshop in Bhaktapur'),
      p('Nagarkot', 'a hill resort with sunrise views over the Himalayas'),
      p('Pokhara', 'a lakeside town beneath the Annapurnas', 'Sunrise over the Annapurnas from Sarangkot'),
      p(
        'Chitwan',
        'a jungle national park of rhinos and tigers',
        'Jungle walk and canoe trip in Chitwan National Park',
        { stay: 'Sauraha' },
      ),
      p('the Annapurna foothills', 'terraced villages and mountain trails', null, { stay: 'Dhampus' }),
    ],
    airports: ['KTM'],
    visa: {
      name: 'Nepal Tourist Visa',
      description:
        'A 15-day tourist visa is issued on arrival at Kathmandu airport; complete the online form before you travel.',
      priceMinor: 2500,
    },
    styles: ['walking', 'small-group', 'wildlife'],
    neighbours: ['IN'],
    season: [3, 4, 10, 11, 12],
    popularity: 2,
  }),
  country({
    iso: 'CN',
    name: 'China',
    continent: 'asia',
    description:
      'Five thousand years of civilisation on a colossal scale: the Great Wall and the Forbidden City, the Terracotta Warriors, the karst peaks of Guilin and the futuristic skyline of Shanghai.',
    places: [
      p('Beijing', 'the imperial capital of the Forbidden City', 'Peking duck banquet in Beijing', { air: 'PEK' }),
      p(
        'the Great Wall',
        'the wall winding across the hills at Mutianyu',
        'Cable car and walk on the Great Wall at Mutianyu',
        { stay: 'Beijing' },
      ),
      p("Xi'an", 'the ancient capital of the Terracotta Warriors', 'Guided visit to the Terracotta Army', {
        air: 'XIY',
      }),
      p('Chengdu', 'the city of spicy food and giant pandas', 'Visit to the Chengdu Giant Panda Research Base', {
        air: 'CTU',
      }),
      p('the Yangtze', 'the mighty river of the Three Gorges', 'Cruise through the Three Gorges', {
        stay: 'Chongqing',
      }),
      p('Guilin', 'the karst peaks of the Li River', 'Li River cruise to Yangshuo', { air: 'KWL' }),
      p('Shanghai', 'the dazzling city of the Bund', 'Evening acrobatics show in Shanghai', { air: 'PVG' }),
      p('Hangzhou', 'the city of West Lake and tea plantations', 'Tea tasting at a Longjing tea plantation'),
    ],
    airports: ['PEK', 'PVG'],
    visa: {
      name: 'Chinese Tourist Visa (L)',
      description:
        'British passport holders need a tourist visa, applied for in person at a Chinese Visa Application Service Centre.',
      priceMinor: 15100,
    },
    styles: ['river-cruise', 'small-group'],
    rivers: ['Yangtze'],
    season: [4, 5, 6, 9, 10],
    popularity: 3,
  }),
  country({
    iso: 'JP',
    name: 'Japan',
    continent: 'asia',
    description:
      'Japan balances the serene and the space-age: Kyoto’s temples and geisha district, Tokyo’s neon, Mount Fuji and the bullet train, with cherry blossom in spring and fiery maples in autumn.',
    places: [
      p('Tokyo', 'a megacity of shrines, sushi and neon', 'Sushi-making class in Tokyo', { air: 'HND' }),
      p(
        'Mount Fuji',
        "Japan's sacred volcano above the lakes of Hakone",
        'Cruise on Lake Ashi with views of Mount Fuji',
        { stay: 'Hakone' },
      ),
      p('Kyoto', 'the old capital of temples, gardens and geisha', 'Traditional tea ceremony in Kyoto'),
      p('Nara', 'the first capital, with its giant Buddha and tame deer', null, { stay: 'Kyoto' }),
      p(
        'Hiroshima',
        'the city of peace and the floating torii of Miyajima',
        'Ferry to Miyajima Island and the Itsukushima Shrine',
      ),
      p('Osaka', 'the street-food capital of Japan', 'Street-food tour of Dotonbori', { air: 'KIX' }),
      p('Kanazawa', 'a city of samurai streets and the Kenroku-en garden'),
      p('Takayama', 'an Edo-period town in the Japanese Alps', 'Visit to the Shirakawa-go thatched villages'),
    ],
    airports: ['HND', 'KIX'],
    styles: ['rail', 'small-group'],
    railJourneys: ['the Shinkansen bullet train'],
    season: [3, 4, 5, 9, 10, 11],
    popularity: 4,
  }),
  country({
    iso: 'VN',
    name: 'Vietnam',
    continent: 'asia',
    description:
      'From the limestone islands of Ha Long Bay to the lantern-lit streets of Hoi An and the floating markets of the Mekong, Vietnam is one of Asia’s most rewarding journeys.',
    places: [
      p('Hanoi', 'the capital of lakes, temples and the Old Quarter', 'Cyclo ride through the Old Quarter of Hanoi', {
        air: 'HAN',
      }),
      p(
        'Ha Long Bay',
        'two thousand limestone islands rising from an emerald sea',
        'Overnight cruise on a traditional junk in Ha Long Bay',
        { stay: 'Ha Long' },
      ),
      p('Sapa', 'rice terraces and hill-tribe villages in the mountains'),
      p('Hue', 'the imperial city of the Nguyen emperors', 'Dragon-boat trip to the Thien Mu Pagoda'),
      p('Hoi An', 'a lantern-lit merchant town on the river', 'Vietnamese cookery class in Hoi An', { air: 'DAD' }),
      p('Ho Chi Minh City', 'the energetic southern metropolis', 'Excursion to the Cu Chi Tunnels', { air: 'SGN' }),
      p(
        'the Mekong Delta',
        'a water world of floating markets and orchards',
        'Sampan trip to the Cai Rang floating market',
        { stay: 'Can Tho' },
      ),
    ],
    airports: ['HAN', 'SGN'],
    styles: ['river-cruise', 'small-group'],
    rivers: ['Mekong'],
    neighbours: ['KH', 'TH'],
    season: [1, 2, 3, 4, 10, 11, 12],
    popularity: 4,
  }),
  country({
    iso: 'KH',
    name: 'Cambodia',
    continent: 'asia',
    description:
      'The temples of Angkor are one of the wonders of the world, and Cambodia adds the riverside charm of Phnom Penh, the Tonlé Sap lake and the warmest of welcomes.',
    places: [
      p('Siem Reap', 'the gateway to the temples of Angkor', 'Sunrise at Angkor Wat', { air: 'SAI' }),
      p('Angkor Thom', 'the great walled city of the Bayon’s stone faces', 'Tuk-tuk tour of Ta Prohm and Angkor Thom', {
        stay: 'Siem Reap',
      }),
      p('the Tonlé Sap', 'a great lake of floating villages', 'Boat trip to a floating village on the Tonlé Sap', {
        stay: 'Siem Reap',
      }),
      p('Phnom Penh', 'the riverside capital of the Royal Palace', 'Visit to the Royal Palace and Silver Pagoda', {
        air: 'PNH',
      }),
      p('Battambang', 'a colonial town of bamboo trains and temples'),
      p('Kampot', 'a sleepy river town of pepper farms'),
    ],
    airports: ['SAI', 'PNH'],
    visa: {
      name: 'Cambodia e-Visa',
      description: 'A tourist e-Visa is required and can be obtained online in around three working days.',
      priceMinor: 3000,
    },
    styles: ['river-cruise', 'small-group'],
    rivers: ['Mekong'],
    neighbours: ['VN', 'TH'],
    season: [1, 2, 3, 4, 10, 11, 12],
    popularity: 3,
  }),
  country({
    iso: 'TH',
    name: 'Thailand',
    continent: 'asia',
    description:
      'Golden temples and floating markets, northern hill towns and idyllic islands: Thailand is the classic first taste of Asia, with superb food and a gentle smile everywhere.',
    places: [
      p(
        'Bangkok',
        'the city of the Grand Palace and riverside temples',
        'Longtail boat trip on the klongs of Bangkok',
        { air: 'BKK' },
      ),
      p('Ayutthaya', 'the ruined temples of the old Siamese capital', 'Guided tour of Ayutthaya Historical Park', {
        stay: 'Bangkok',
      }),
      p('Kanchanaburi', 'the River Kwai and its wartime railway', 'Ride on the Death Railway across the River Kwai'),
      p('Sukhothai', 'the cradle of Thai civilisation', 'Cycle ride through Sukhothai Historical Park'),
      p('Chiang Mai', 'the northern city of temples and night markets', 'Visit to an ethical elephant sanctuary', {
        air: 'CNX',
      }),
      p('Chiang Rai', 'the White Temple and the Golden Triangle', 'Boat trip on the Mekong at the Golden Triangle'),
      p('Phuket', 'the island of beaches and limestone bays', 'Speedboat trip to Phang Nga Bay', { air: 'HKT' }),
      p('Koh Samui', 'a palm-fringed island in the Gulf of Thailand'),
    ],
    airports: ['BKK', 'CNX', 'HKT'],
    styles: ['small-group', 'rail'],
    railJourneys: ['the Eastern & Oriental line to the River Kwai'],
    neighbours: ['KH', 'MY', 'VN'],
    season: [1, 2, 3, 4, 10, 11, 12],
    popularity: 4,
  }),
  country({
    iso: 'MY',
    name: 'Malaysia',
    continent: 'asia',
    description:
      'Malaysia blends Malay, Chinese and Indian cultures: colonial Penang and Malacca, the cool Cameron Highlands, and the rainforests of Borneo, home of the orangutan.',
    places: [
      p('Kuala Lumpur', 'the capital of the Petronas Towers', 'Visit to the Batu Caves', { air: 'KUL' }),
      p('Malacca', 'a historic trading port of Dutch and Chinese heritage'),
      p('the Cameron Highlands', 'cool hills of tea plantations', 'Tour of a Cameron Highlands tea estate', {
        stay: 'Tanah Rata',
      }),
      p('Penang', 'the street-art and street-food city of George Town', 'Hawker food tour of George Town', {
        stay: 'George Town',
        air: 'PEN',
      }),
      p('Langkawi', 'an island of rainforest and beaches', 'Langkawi SkyCab cable car', { air: 'LGK' }),
      p(
        'Borneo',
        'the rainforests of Sabah and the Kinabatangan River',
        'Visit to the Sepilok Orangutan Rehabilitation Centre',
        { stay: 'Sandakan', air: 'BKI' },
      ),
    ],
    airports: ['KUL', 'PEN', 'BKI'],
    styles: ['wildlife', 'small-group'],
    neighbours: ['SG', 'TH'],
    season: ALL_YEAR,
    popularity: 2,
  }),
  country({
    iso: 'SG',
    name: 'Singapore',
    continent: 'asia',
    description:
      'The Lion City is the perfect stopover: futuristic gardens, colonial landmarks, hawker centres serving some of the best food in Asia, and spotless, safe streets.',
    places: [
      p('Marina Bay', 'the skyline of Marina Bay Sands', 'Singapore Flyer observation wheel', {
        stay: 'Singapore',
        air: 'SIN',
      }),
      p(
        'Gardens by the Bay',
        'the Supertree Grove and cloud forest domes',
        'Entry to the Flower Dome and Cloud Forest',
        { stay: 'Singapore' },
      ),
      p('Chinatown and Little India', 'temples, shophouses and hawker stalls', 'Hawker centre food tour', {
        stay: 'Singapore',
      }),
      p('the Singapore Botanic Gardens', 'the UNESCO-listed gardens and National Orchid Garden', null, {
        stay: 'Singapore',
      }),
      p('Sentosa', 'the island resort of beaches and attractions', null, { stay: 'Singapore' }),
    ],
    airports: ['SIN'],
    styles: ['city-break'],
    neighbours: ['MY', 'ID'],
    season: ALL_YEAR,
    popularity: 2,
  }),
  country({
    iso: 'ID',
    name: 'Indonesia',
    continent: 'asia',
    description:
      'An archipelago of seventeen thousand islands: the temples and rice terraces of Bali, the great Buddhist monument of Borobudur, smoking volcanoes and the dragons of Komodo.',
    places: [
      p('Ubud', "Bali's cultural heart of rice terraces and temples", 'Walk through the Tegallalang rice terraces', {
        air: 'DPS',
      }),
      p('the Bali coast', 'sea temples and sandy beaches', 'Sunset at the Uluwatu Temple and Kecak dance', {
        stay: 'Sanur',
        air: 'DPS',
      }),
      p('Yogyakarta', 'the Javanese royal city', 'Sunrise at the Borobudur temple', { air: 'YIA' }),
      p('Mount Bromo', 'a smoking volcano in a sea of sand', 'Jeep trip to the Bromo sunrise viewpoint', {
        stay: 'Cemoro Lawang',
      }),
      p('Komodo National Park', 'the home of the Komodo dragon', 'Boat trip to Komodo Island to see the dragons', {
        stay: 'Labuan Bajo',
        air: 'LBJ',
      }),
      p('Lombok', "Bali's quieter neighbour of beaches and the Gili Islands"),
    ],
    airports: ['DPS', 'YIA'],
    visa: {
      name: 'Indonesia e-Visa on Arrival',
      description: 'Apply for the electronic visa on arrival online before travel; it is valid for 30 days.',
      priceMinor: 2500,
    },
    styles: ['wildlife', 'small-group'],
    neighbours: ['SG', 'MY'],
    season: [4, 5, 6, 7, 8, 9, 10],
    popularity: 2,
  }),
  country({
    iso: 'JO',
    name: 'Jordan',
    continent: 'asia',
    description:
      'Jordan is small but spectacular: the rose-red city of Petra, the desert of Wadi Rum, Roman Jerash and a float in the Dead Sea, with a famously warm Bedouin welcome.',
    places: [
      p('Amman', 'the hilly capital of the Citadel and Roman theatre', 'Jordanian cookery class in Amman', {
        air: 'AMM',
      }),
      p('Jerash', 'one of the best-preserved Roman cities in the world', 'Guided tour of Roman Jerash', {
        stay: 'Amman',
      }),
      p('Petra', 'the rose-red city carved into the rock', 'Petra by Night candlelit visit to the Treasury', {
        stay: 'Wadi Musa',
      }),
      p('Wadi Rum', 'the desert of Lawrence of Arabia', 'Jeep safari and overnight camp in Wadi Rum'),
      p('the Dead Sea', 'the lowest point on earth, where you float on the water', null, { stay: 'Sweimeh' }),
      p('Aqaba', 'the Red Sea port of coral reefs', 'Glass-bottom boat trip on the Red Sea', { air: 'AQJ' }),
    ],
    airports: ['AMM'],
    visa: {
      name: 'Jordan Tourist Visa',
      description:
        'A single-entry visa is issued on arrival, or included free with a Jordan Pass bought before travel.',
      priceMinor: 4500,
    },
    styles: ['small-group', 'walking'],
    neighbours: ['AE'],
    season: [3, 4, 5, 9, 10, 11],
    popularity: 3,
  }),
  country({
    iso: 'AE',
    name: 'United Arab Emirates',
    inText: 'the United Arab Emirates',
    inTitle: 'the Emirates',
    continent: 'asia',
    description:
      'Soaring towers, golden desert and luxury at every turn: Dubai and Abu Dhabi make a glittering stopover or a winter-sun break in their own right.',
    places: [
      p(
        'Dubai',
        'the city of the Burj Khalifa and the old creek souks',
        'Evening desert safari with dinner under the stars',
        { air: 'DXB' },
      ),
      p('Abu Dhabi', 'the capital of the Sheikh Zayed Grand Mosque', 'Visit to the Louvre Abu Dhabi', { air: 'AUH' }),
      p('the Arabian desert', 'dunes, falcons and Bedouin camps', 'Falconry display in the desert', { stay: 'Dubai' }),
      p('Al Ain', 'the garden city of oases and forts'),
    ],
    airports: ['DXB', 'AUH'],
    styles: ['city-break'],
    neighbours: ['OM', 'JO'],
    season: [1, 2, 3, 4, 10, 11, 12],
    popularity: 3,
  }),
  country({
    iso: 'OM',
    name: 'Oman',
    continent: 'asia',
    description:
      'Oman is Arabia at its most authentic: whitewashed Muscat, mountain forts and villages, wadis of turquoise water and the great dunes of the Wahiba Sands.',
    places: [
      p('Muscat', 'a graceful capital between mountains and sea', 'Dhow cruise along the Muscat coast', { air: 'MCT' }),
      p('Nizwa', 'the old capital of the fort and Friday cattle market', 'Visit to the Friday market and Nizwa Fort'),
      p('Jebel Akhdar', 'the Green Mountain of terraced villages'),
      p('the Wahiba Sands', 'a sea of red-gold dunes', 'Dune drive and overnight stay at a desert camp', {
        stay: 'Al Wasil',
      }),
      p('Wadi Shab', 'a gorge of turquoise pools', 'Guided hike and swim in Wadi Shab', { stay: 'Sur' }),
      p('Sur', 'the dhow-building town and turtle beach', 'Evening turtle watch at Ras al Jinz'),
    ],
    airports: ['MCT'],
    styles: ['small-group'],
    neighbours: ['AE'],
    season: [1, 2, 3, 4, 10, 11, 12],
    popularity: 2,
  }),

  // ------------------------------------------------------------------ Africa
  country({
    iso: 'EG',
    name: 'Egypt',
    continent: 'africa',
    description:
      'The Pyramids of Giza, the temples of Luxor and Karnak, and a cruise along the Nile past villages unchanged for centuries: Egypt is where the story of travel begins.',
    places: [
      p('Cairo', 'the city of the Pyramids of Giza and the Sphinx', 'Visit to the Grand Egyptian Museum', {
        air: 'CAI',
      }),
      p(
        'Luxor',
        'the ancient Thebes of Karnak and the Valley of the Kings',
        'Sunrise hot-air balloon flight over the West Bank',
        { air: 'LXR' },
      ),
      p('Edfu', 'the best-preserved temple of Horus'),
      p('Kom Ombo', 'a riverside temple to the crocodile god'),
      p('Aswan', 'a serene town of feluccas and Nubian villages', 'Felucca sail around Elephantine Island', {
        air: 'ASW',
      }),
      p('Abu Simbel', "Ramesses II's colossal temples beside Lake Nasser", 'Excursion to the temples of Abu Simbel', {
        stay: 'Aswan',
      }),
      p('Alexandria', 'the Mediterranean city of the great library'),
      p('the Red Sea', 'coral reefs and resorts at Hurghada', 'Snorkelling trip on the Red Sea reefs', {
        stay: 'Hurghada',
        air: 'HRG',
      }),
    ],
    airports: ['CAI', 'LXR'],
    visa: {
      name: 'Egypt Tourist Visa',
      description:
        'A single-entry tourist visa is needed: buy the e-Visa online before travel or on arrival at the airport.',
      priceMinor: 2000,
    },
    styles: ['river-cruise', 'small-group'],
    rivers: ['Nile'],
    season: [1, 2, 3, 4, 10, 11, 12],
    popularity: 4,
  }),
  country({
    iso: 'MA',
    name: 'Morocco',
    continent: 'africa',
    description:
      'Just three hours from the UK, Morocco is another world: the souks and riads of Marrakech, the medieval medina of Fes, the High Atlas mountains and the dunes of the Sahara.',
    places: [
      p('Marrakech', 'the Red City of the Jemaa el-Fna square and souks', 'Guided tour of the Majorelle Garden', {
        air: 'RAK',
      }),
      p('the Atlas Mountains', 'Berber villages beneath snowy peaks', 'Lunch with a Berber family in the Atlas', {
        stay: 'Imlil',
      }),
      p('Aït Benhaddou', 'a fortified mud-brick village on the caravan route', null, { stay: 'Ouarzazate' }),
      p('the Sahara', 'the great dunes of Erg Chebbi', 'Camel ride into the dunes at sunset', { stay: 'Merzouga' }),
      p('Fes', 'the largest medieval medina in the world', 'Guided walk through the medina of Fes', { air: 'FEZ' }),
      p('Chefchaouen', 'the blue-washed town of the Rif mountains'),
      p('Essaouira', 'a breezy Atlantic port of ramparts and seafood'),
      p('Casablanca', 'the city of the Hassan II Mosque', 'Guided visit to the Hassan II Mosque', { air: 'CMN' }),
    ],
    airports: ['RAK', 'FEZ', 'CMN'],
    styles: ['small-group', 'walking'],
    season: [1, 2, 3, 4, 5, 9, 10, 11, 12],
    popularity: 3,
  }),
  country({
    iso: 'KE',
    name: 'Kenya',
    continent: 'africa',
    description:
      'The home of the classic safari: the Maasai Mara and its great migration, elephants beneath Kilimanjaro at Amboseli, flamingo-fringed lakes and the white sands of the Indian Ocean coast.',
    places: [
      p('Nairobi', 'the safari capital with its own national park', 'Visit to the Sheldrick elephant orphanage', {
        air: 'NBO',
      }),
      p(
        'the Maasai Mara',
        'the great plains of the wildebeest migration',
        'Hot-air balloon safari over the Maasai Mara',
        { stay: 'Masai Mara' },
      ),
      p('Amboseli', 'elephant herds beneath Mount Kilimanjaro', 'Visit to a Maasai village', { stay: 'Amboseli' }),
      p('Lake Nakuru', 'a Rift Valley lake of flamingos and rhinos', null, { stay: 'Nakuru' }),
      p(
        'Lake Naivasha',
        'a freshwater lake of hippos and fish eagles',
        'Boat trip and walking safari on Crescent Island',
        { stay: 'Naivasha' },
      ),
      p('Samburu', 'an arid reserve of rare northern species'),
      p('Tsavo', 'vast wilderness of red elephants'),
      p('Diani Beach', 'white sands on the Indian Ocean', null, { stay: 'Diani', air: 'MBA' }),
    ],
    airports: ['NBO'],
    visa: {
      name: 'Kenya Electronic Travel Authorisation (eTA)',
      description: 'All visitors need an eTA, applied for online at least two weeks before travel.',
      priceMinor: 2600,
    },
    styles: ['safari', 'wildlife'],
    neighbours: ['TZ', 'UG'],
    season: [1, 2, 6, 7, 8, 9, 10, 12],
    popularity: 3,
  }),
  country({
    iso: 'TZ',
    name: 'Tanzania',
    continent: 'africa',
    description:
      'The Serengeti, the Ngorongoro Crater and Kilimanjaro make Tanzania the greatest wildlife destination on earth, with the spice island of Zanzibar a perfect place to unwind afterwards.',
    places: [
      p('Arusha', 'the safari town beneath Mount Meru', null, { air: 'JRO' }),
      p('Tarangire', 'baobabs and great herds of elephant', null, { stay: 'Tarangire' }),
      p('Lake Manyara', 'a Rift Valley lake famous for tree-climbing lions'),
      p(
        'the Ngorongoro Crater',
        'a collapsed volcano teeming with wildlife',
        'Full-day game drive on the crater floor',
        { stay: 'Karatu' },
      ),
      p('the Serengeti', 'endless plains of the great migration', 'Hot-air balloon safari over the Serengeti', {
        stay: 'Serengeti',
      }),
      p('Zanzibar', 'the spice island of Stone Town and white beaches', 'Spice farm tour and Stone Town walk', {
        stay: 'Stone Town',
        air: 'ZNZ',
      }),
    ],
    airports: ['JRO', 'ZNZ'],
    visa: {
      name: 'Tanzania Tourist Visa',
      description: 'A single-entry tourist visa is required; apply online for the e-Visa well before departure.',
      priceMinor: 4000,
    },
    styles: ['safari', 'wildlife'],
    neighbours: ['KE', 'RW'],
    season: [1, 2, 6, 7, 8, 9, 10, 12],
    popularity: 3,
  }),
  country({
    iso: 'ZA',
    name: 'South Africa',
    continent: 'africa',
    description:
      'A world in one country: Cape Town and Table Mountain, the vineyards of the Winelands, the Garden Route coast and Big Five safaris in and around the Kruger.',
    places: [
      p('Cape Town', 'the city beneath Table Mountain', 'Cable car up Table Mountain', { air: 'CPT' }),
      p(
        'the Cape Peninsula',
        'penguins at Boulders Beach and the Cape of Good Hope',
        'Excursion to Cape Point and Boulders Beach penguins',
        { stay: 'Cape Town' },
      ),
      p('the Winelands', 'Stellenbosch and Franschhoek among the mountains', 'Wine tasting in Franschhoek', {
        stay: 'Stellenbosch',
      }),
      p('Hermanus', 'the whale-watching capital of the Cape', 'Whale-watching boat trip from Hermanus'),
      p('the Garden Route', 'a coast of lagoons, forests and beaches', 'Boat trip on the Knysna Lagoon', {
        stay: 'Knysna',
      }),
      p('the Kruger', 'a vast park of the Big Five', 'Open-vehicle game drive in a private reserve', {
        stay: 'Hazyview',
        air: 'MQP',
      }),
      p('the Drakensberg', 'the Dragon Mountains of KwaZulu-Natal', null, { stay: 'Champagne Valley' }),
      p('Johannesburg', 'the city of gold and Soweto', 'Guided visit to the Apartheid Museum', { air: 'JNB' }),
    ],
    airports: ['JNB', 'CPT'],
    styles: ['safari', 'rail', 'wildlife', 'small-group'],
    railJourneys: ['a luxury train from Pretoria to Cape Town'],
    neighbours: ['BW', 'ZW', 'NA'],
    season: ALL_YEAR,
    popularity: 4,
  }),
  country({
    iso: 'BW',
    name: 'Botswana',
    continent: 'africa',
    description:
      'Botswana is safari at its most exclusive: mokoro trips through the Okavango Delta, vast elephant herds on the Chobe river and the silent salt pans of the Kalahari.',
    places: [
      p('the Okavango Delta', 'a water wilderness of islands and lagoons', 'Mokoro dugout-canoe trip in the Delta', {
        stay: 'Maun',
        air: 'MUB',
      }),
      p('Chobe', 'the river of huge elephant herds', 'Sunset boat safari on the Chobe River', {
        stay: 'Kasane',
        air: 'BBK',
      }),
      p(
        'the Makgadikgadi Pans',
        'salt pans of meerkats and zebra migrations',
        'Walk with the meerkats of the Makgadikgadi',
        { stay: 'Gweta' },
      ),
      p('the Central Kalahari', 'desert of black-maned lions and San bushmen'),
    ],
    airports: ['MUB', 'BBK'],
    styles: ['safari', 'wildlife'],
    neighbours: ['ZW', 'ZA', 'NA'],
    season: [5, 6, 7, 8, 9, 10],
    popularity: 2,
  }),
  country({
    iso: 'NA',
    name: 'Namibia',
    continent: 'africa',
    description:
      'A land of huge horizons: the red dunes of Sossusvlei, the wildlife of Etosha, the desert-adapted elephants of Damaraland and the fog-bound Skeleton Coast.',
    places: [
      p('Windhoek', 'the small capital of German colonial buildings', null, { air: 'WDH' }),
      p('Sossusvlei', 'the red dunes of the Namib Desert', 'Sunrise climb of Dune 45', { stay: 'Sesriem' }),
      p(
        'Swakopmund',
        'a seaside town between desert and ocean',
        'Catamaran cruise with dolphins and seals in Walvis Bay',
      ),
      p('Damaraland', 'rock engravings and desert elephants', 'Guided visit to the rock engravings of Twyfelfontein', {
        stay: 'Twyfelfontein',
      }),
      p('Etosha', 'a great salt pan with waterholes full of game', 'Game drive in Etosha National Park', {
        stay: 'Okaukuejo',
      }),
      p('the Skeleton Coast', 'a wild shore of shipwrecks and seal colonies', null, { stay: 'Henties Bay' }),
    ],
    airports: ['WDH'],
    visa: {
      name: 'Namibia Visa on Arrival',
      description:
        'Since April 2025 British visitors need a visa; apply for the e-Visa online or obtain one on arrival.',
      priceMinor: 6800,
    },
    styles: ['safari', 'wildlife', 'small-group'],
    neighbours: ['BW', 'ZA'],
    season: [4, 5, 6, 7, 8, 9, 10],
    popularity: 2,
  }),
  country({
    iso: 'ZW',
    name: 'Zimbabwe',
    continent: 'africa',
    description:
      'Victoria Falls, the Smoke that Thunders, is the headline act, with superb walking safaris in Hwange and Mana Pools and houseboats on Lake Kariba.',
    places: [
      p('Victoria Falls', 'the mile-wide curtain of falling water', 'Helicopter flight over Victoria Falls', {
        air: 'VFA',
      }),
      p('the Zambezi', 'the river above the falls', 'Sunset cruise on the Zambezi', { stay: 'Victoria Falls' }),
      p('Hwange', 'a great park of elephants and painted wolves', 'Walking safari with a professional guide', {
        stay: 'Hwange',
      }),
      p('Lake Kariba', 'a vast lake of drowned forests', 'Houseboat cruise on Lake Kariba', { stay: 'Kariba' }),
      p('Mana Pools', 'a UNESCO-listed floodplain on the Zambezi'),
    ],
    airports: ['VFA'],
    visa: {
      name: 'Zimbabwe Tourist Visa',
      description: 'A single-entry visa is issued on arrival; the KAZA UniVisa also covers day trips into Zambia.',
      priceMinor: 4500,
    },
    styles: ['safari', 'wildlife'],
    neighbours: ['BW', 'ZA'],
    season: [4, 5, 6, 7, 8, 9, 10, 11],
    popularity: 2,
  }),
  country({
    iso: 'UG',
    name: 'Uganda',
    continent: 'africa',
    description:
      "The Pearl of Africa is the place to stand an arm's length from a mountain gorilla, track chimpanzees in the forest and watch tree-climbing lions on the savannah.",
    places: [
      p('Entebbe', 'a garden town on the shores of Lake Victoria', null, { air: 'EBB' }),
      p(
        'Bwindi',
        'the impenetrable forest of the mountain gorillas',
        'Mountain gorilla trek in Bwindi (permit included)',
        { stay: 'Buhoma' },
      ),
      p('Kibale Forest', 'the primate capital of the world', 'Chimpanzee tracking in Kibale Forest', {
        stay: 'Fort Portal',
      }),
      p('Queen Elizabeth National Park', 'savannah of tree-climbing lions', 'Boat safari on the Kazinga Channel', {
        stay: 'Katunguru',
      }),
      p('Murchison Falls', 'where the Nile bursts through a narrow gorge', 'Boat trip to the foot of Murchison Falls'),
      p('Lake Bunyonyi', 'a lake of terraced islands'),
    ],
    airports: ['EBB'],
    visa: {
      name: 'Uganda Tourist e-Visa',
      description: 'Apply online for a single-entry tourist e-Visa before you travel.',
      priceMinor: 4000,
    },
    styles: ['wildlife', 'safari', 'small-group'],
    neighbours: ['RW', 'KE'],
    season: [1, 2, 6, 7, 8, 9, 12],
    popularity: 1,
  }),
  country({
    iso: 'RW',
    name: 'Rwanda',
    continent: 'africa',
    description:
      'The land of a thousand hills is clean, safe and green, with gorilla trekking in the Volcanoes National Park, chimpanzees in Nyungwe and the beaches of Lake Kivu.',
    places: [
      p('Kigali', 'a modern hilltop capital', 'Visit to the Kigali Genocide Memorial', { air: 'KGL' }),
      p('Volcanoes National Park', 'misty volcanoes and mountain gorillas', 'Golden monkey trek in the bamboo forest', {
        stay: 'Musanze',
      }),
      p('Lake Kivu', 'a great lake of beaches and islands', 'Boat trip on Lake Kivu', { stay: 'Gisenyi' }),
      p('Nyungwe Forest', 'an ancient rainforest of chimpanzees and canopy walks', 'Canopy walkway in Nyungwe Forest'),
    ],
    airports: ['KGL'],
    styles: ['wildlife', 'small-group'],
    neighbours: ['UG', 'TZ'],
    season: [1, 2, 6, 7, 8, 9, 12],
    popularity: 1,
  }),

  // ------------------------------------------------------------------ North America
  country({
    iso: 'US',
    name: 'United States',
    inText: 'the United States',
    inTitle: 'America',
    continent: 'north-america',
    description:
      'From the Manhattan skyline to the Grand Canyon, the music of Nashville and New Orleans to the geysers of Yellowstone, America is a road trip of legendary scale.',
    places: [
      p('New York', 'the city that never sleeps', 'Helicopter flight over Manhattan', { air: 'JFK' }),
      p('Washington DC', 'the capital of monuments and Smithsonian museums', 'Evening monuments tour of Washington', {
        stay: 'Washington',
        air: 'IAD',
      }),
      p('Boston', 'the cradle of the Revolution and New England charm', 'Walk along the Freedom Trail', { air: 'BOS' }),
      p('Nashville', 'Music City', 'Visit to the Grand Ole Opry', { air: 'BNA' }),
      p('New Orleans', 'the jazz capital of the French Quarter', 'Steamboat jazz cruise on the Mississippi', {
        air: 'MSY',
      }),
      p('the Grand Canyon', 'the most famous canyon on earth', 'Helicopter flight over the Grand Canyon', {
        stay: 'Tusayan',
        air: 'LAS',
      }),
      p('Monument Valley', 'the red buttes of the Navajo Nation', 'Navajo-guided jeep tour of Monument Valley', {
        stay: 'Kayenta',
      }),
      p('Yosemite', 'granite cliffs and giant sequoias', null, { stay: 'Mariposa', air: 'SFO' }),
      p('San Francisco', 'the city of the Golden Gate', 'Ferry to Alcatraz Island', { air: 'SFO' }),
      p('Yellowstone', "the world's first national park, of geysers and bison", 'Wildlife safari in the Lamar Valley', {
        stay: 'West Yellowstone',
        air: 'BZN',
      }),
    ],
    airports: ['JFK', 'LAS', 'SFO', 'BOS'],
    visa: {
      name: 'US ESTA',
      description:
        'British passport holders travel under the Visa Waiver Programme with an approved ESTA, applied for online.',
      priceMinor: 3200,
    },
    styles: ['rail', 'wildlife', 'small-group', 'city-break'],
    railJourneys: ['Amtrak’s California Zephyr'],
    neighbours: ['CA'],
    season: [4, 5, 6, 7, 8, 9, 10],
    popularity: 4,
  }),
  country({
    iso: 'CA',
    name: 'Canada',
    continent: 'north-america',
    description:
      'Canada is big, beautiful and welcoming: the turquoise lakes and peaks of the Rockies, the islands of British Columbia, Niagara Falls and the French flair of Québec.',
    places: [
      p('Vancouver', 'a city between mountains and sea', 'Floatplane flight over Vancouver', { air: 'YVR' }),
      p('Vancouver Island', 'the island of Victoria and whale watching', 'Whale-watching cruise from Victoria', {
        stay: 'Victoria',
      }),
      p('Whistler', 'a mountain resort of lakes and trails', 'Peak 2 Peak Gondola ride'),
      p('Jasper', 'the wildest of the Rocky Mountain parks', 'Cruise to Spirit Island on Maligne Lake'),
      p(
        'the Icefields Parkway',
        'a road of glaciers between Jasper and Banff',
        'Ice Explorer ride onto the Athabasca Glacier',
        { stay: 'Lake Louise' },
      ),
      p('Banff', 'the Rockies resort of Lake Louise and Moraine Lake', 'Banff Gondola up Sulphur Mountain', {
        air: 'YYC',
      }),
      p('Toronto', 'a cosmopolitan city on Lake Ontario', 'Excursion to Niagara Falls with a boat trip', {
        air: 'YYZ',
      }),
      p('Montréal', 'a French-speaking city of markets and festivals', null, { air: 'YUL' }),
      p('Québec City', 'a walled city of cobbled streets', 'Guided walk of Old Québec', { air: 'YQB' }),
      p('Churchill', 'the polar bear capital of the world', 'Tundra-vehicle safari to see polar bears', { air: 'YWG' }),
    ],
    airports: ['YVR', 'YYC', 'YYZ', 'YUL'],
    visa: {
      name: 'Canada Electronic Travel Authorisation (eTA)',
      description: 'Visitors flying to Canada need an eTA, applied for online; most are approved within minutes.',
      priceMinor: 500,
    },
    styles: ['rail', 'wildlife', 'walking'],
    railJourneys: ['a luxury train through the Rockies', 'VIA Rail’s The Canadian'],
    neighbours: ['US'],
    season: [5, 6, 7, 8, 9, 10],
    popularity: 4,
  }),
  country({
    iso: 'MX',
    name: 'Mexico',
    continent: 'north-america',
    description:
      'Mexico mixes Mayan and Aztec wonders, colourful colonial cities, world-class food and Caribbean beaches into one of the richest journeys in the Americas.',
    places: [
      p('Mexico City', 'a vast capital of Aztec ruins and Frida Kahlo', 'Excursion to the pyramids of Teotihuacan', {
        air: 'MEX',
      }),
      p('Oaxaca', 'the food and craft capital of the south', 'Mezcal and mole tasting in Oaxaca', { air: 'OAX' }),
      p('San Cristóbal de las Casas', 'a highland colonial town'),
      p('Palenque', 'Mayan temples in the jungle', 'Guided visit to the ruins of Palenque'),
      p('Mérida', 'the white city of the Yucatán'),
      p('Chichén Itzá', 'the great Mayan pyramid of El Castillo', 'Swim in a Yucatán cenote', { stay: 'Valladolid' }),
      p('Tulum', 'clifftop Mayan ruins above the Caribbean', null, { air: 'CUN' }),
    ],
    airports: ['MEX', 'CUN'],
    styles: ['small-group'],
    neighbours: ['CU'],
    season: [1, 2, 3, 4, 10, 11, 12],
    popularity: 2,
  }),
  country({
    iso: 'CR',
    name: 'Costa Rica',
    continent: 'north-america',
    description:
      'A quarter of Costa Rica is protected: cloud forests, smoking volcanoes, turtle beaches and rainforest alive with sloths, toucans and monkeys.',
    places: [
      p('San José', 'the capital in the central valley', null, { air: 'SJO' }),
      p('Tortuguero', 'canals and turtle-nesting beaches', 'Early-morning canal boat trip in Tortuguero'),
      p('Arenal', 'a perfect volcanic cone with hot springs', 'Hanging bridges walk near Arenal', {
        stay: 'La Fortuna',
      }),
      p('Monteverde', 'a misty cloud forest of quetzals', 'Night walk in the Monteverde cloud forest'),
      p('Manuel Antonio', 'a rainforest park by the beach', 'Guided nature walk in Manuel Antonio National Park'),
      p('Guanacaste', 'the dry Pacific coast of beaches', null, { stay: 'Tamarindo', air: 'LIR' }),
    ],
    airports: ['SJO', 'LIR'],
    styles: ['wildlife', 'small-group'],
    season: [1, 2, 3, 4, 12],
    popularity: 2,
  }),
  country({
    iso: 'CU',
    name: 'Cuba',
    continent: 'north-america',
    description:
      "Cuba is unlike anywhere else: classic cars in Havana's faded streets, salsa rhythms, tobacco fields in Viñales and the colonial treasures of Trinidad.",
    places: [
      p('Havana', 'a capital of faded grandeur and classic cars', 'Classic-car tour of Havana', { air: 'HAV' }),
      p('Viñales', 'a valley of tobacco farms and limestone mogotes', 'Visit to a tobacco farm in Viñales'),
      p('Cienfuegos', 'the French-founded Pearl of the South'),
      p('Trinidad', 'a colonial town frozen in time', 'Salsa lesson in Trinidad'),
      p('Santa Clara', 'the city of Che Guevara’s memorial'),
      p('Varadero', 'a long white beach on the north coast', null, { air: 'VRA' }),
    ],
    airports: ['HAV', 'VRA'],
    visa: {
      name: 'Cuba Tourist Card (e-Visa)',
      description: 'A tourist card is required to enter Cuba; we arrange it for you before departure.',
      priceMinor: 3000,
    },
    styles: ['small-group'],
    neighbours: ['MX'],
    season: [1, 2, 3, 4, 11, 12],
    popularity: 2,
  }),

  // ------------------------------------------------------------------ South America
  country({
    iso: 'PE',
    name: 'Peru',
    continent: 'south-america',
    description:
      'Machu Picchu is only the start: Peru has Inca Cusco, the Sacred Valley, floating islands on Lake Titicaca, the Colca Canyon’s condors and the wildlife of the Amazon.',
    places: [
      p('Lima', 'the coastal capital of colonial plazas and superb food', 'Peruvian cookery class with ceviche', {
        air: 'LIM',
      }),
      p('Cusco', 'the ancient Inca capital', 'Guided walk of Cusco and Sacsayhuamán', { air: 'CUZ' }),
      p('the Sacred Valley', 'Inca terraces, markets and Ollantaytambo', 'Visit to the Pisac market and ruins', {
        stay: 'Urubamba',
      }),
      p('Machu Picchu', 'the lost city of the Incas', 'Second guided visit to Machu Picchu at sunrise', {
        stay: 'Aguas Calientes',
      }),
      p('Lake Titicaca', 'the highest navigable lake in the world', 'Boat trip to the floating Uros islands', {
        stay: 'Puno',
        air: 'JUL',
      }),
      p('Arequipa', 'the White City beneath its volcanoes'),
      p('the Colca Canyon', 'one of the deepest canyons on earth, home of the condor', null, { stay: 'Chivay' }),
      p('the Amazon', 'the rainforest of Tambopata', 'Canopy walk in the Tambopata rainforest', {
        stay: 'Puerto Maldonado',
      }),
    ],
    airports: ['LIM'],
    styles: ['rail', 'small-group', 'walking', 'wildlife'],
    railJourneys: ['the Andean Explorer', 'the Vistadome train to Machu Picchu'],
    neighbours: ['BO', 'EC'],
    season: [4, 5, 6, 7, 8, 9, 10, 11],
    popularity: 3,
  }),
  country({
    iso: 'AR',
    name: 'Argentina',
    continent: 'south-america',
    description:
      'Tango in Buenos Aires, the roaring Iguazú Falls, the vineyards of Mendoza and the glaciers and granite spires of Patagonia: Argentina is a country of grand gestures.',
    places: [
      p('Buenos Aires', 'the capital of tango and grand boulevards', 'Tango show with dinner in Buenos Aires', {
        air: 'EZE',
      }),
      p('Iguazú Falls', '275 cascades in the subtropical forest', 'Boat ride to the foot of the Iguazú Falls', {
        stay: 'Puerto Iguazú',
        air: 'IGR',
      }),
      p('Mendoza', 'the wine capital beneath the Andes', 'Malbec tasting at a Mendoza bodega', { air: 'MDZ' }),
      p('Salta', 'a colonial city of the red-rock north'),
      p(
        'the Perito Moreno Glacier',
        'a wall of ice in the Los Glaciares National Park',
        'Boat trip to the face of the Perito Moreno Glacier',
        { stay: 'El Calafate', air: 'FTE' },
      ),
      p('El Chaltén', 'the trekking capital beneath Mount Fitz Roy'),
      p('Ushuaia', 'the southernmost city in the world', 'Cruise on the Beagle Channel', { air: 'USH' }),
      p('Bariloche', 'a lakeside town in the Argentine Lake District'),
    ],
    airports: ['EZE'],
    styles: ['small-group', 'walking', 'wildlife'],
    neighbours: ['CL', 'BR'],
    season: [1, 2, 3, 4, 10, 11, 12],
    popularity: 2,
  }),
  country({
    iso: 'CL',
    name: 'Chile',
    continent: 'south-america',
    description:
      'A ribbon of a country from the Atacama, the driest desert on earth, to the granite towers of Torres del Paine, with wine valleys, volcanoes and Easter Island in between.',
    places: [
      p('Santiago', 'the capital ringed by the Andes', 'Wine tasting in the Maipo Valley', { air: 'SCL' }),
      p('Valparaíso', 'a bohemian port of colourful hillsides', 'Funicular ride and street-art walk in Valparaíso'),
      p('the Atacama Desert', 'salt flats, geysers and the clearest night skies', 'Stargazing session in the Atacama', {
        stay: 'San Pedro de Atacama',
        air: 'CJC',
      }),
      p('the Chilean Lake District', 'volcanoes reflected in blue lakes', null, { stay: 'Puerto Varas' }),
      p('Torres del Paine', 'the granite towers of Patagonia', 'Guided hike in Torres del Paine National Park', {
        stay: 'Puerto Natales',
      }),
      p('Easter Island', 'the remote home of the moai statues', null, { stay: 'Hanga Roa' }),
    ],
    airports: ['SCL'],
    styles: ['small-group', 'walking'],
    neighbours: ['AR', 'BO'],
    season: [1, 2, 3, 4, 10, 11, 12],
    popularity: 2,
  }),
  country({
    iso: 'BR',
    name: 'Brazil',
    continent: 'south-america',
    description:
      'Brazil has the rhythm of Rio, the Amazon rainforest, the wildlife-rich wetlands of the Pantanal, the Iguaçu Falls and the colonial splendour of Salvador.',
    places: [
      p(
        'Rio de Janeiro',
        'the city of Sugarloaf Mountain and Copacabana',
        'Train up Corcovado to Christ the Redeemer',
        { air: 'GIG' },
      ),
      p('Paraty', 'a colonial port of cobbled streets'),
      p('Iguaçu Falls', 'the falls seen from the Brazilian side', 'Helicopter flight over the Iguaçu Falls', {
        stay: 'Foz do Iguaçu',
        air: 'IGU',
      }),
      p('the Amazon', 'the rainforest around Manaus', 'Canoe trip through the flooded forest', {
        stay: 'Manaus',
        air: 'MAO',
      }),
      p('the Pantanal', 'the largest tropical wetland on earth', 'Jaguar-spotting boat safari', {
        stay: 'Porto Jofre',
      }),
      p('Salvador', 'the Afro-Brazilian heart of Bahia'),
    ],
    airports: ['GIG', 'GRU'],
    styles: ['wildlife', 'small-group'],
    neighbours: ['AR'],
    season: [3, 4, 5, 6, 7, 8, 9, 10, 11],
    popularity: 2,
  }),
  country({
    iso: 'EC',
    name: 'Ecuador',
    continent: 'south-america',
    description:
      'Ecuador is compact and astonishing: Andean markets and volcanoes on the mainland, and six hundred miles offshore the Galápagos Islands, where the wildlife has no fear of people.',
    places: [
      p('Quito', 'a colonial capital high in the Andes', 'Visit to the Middle of the World monument', { air: 'UIO' }),
      p('Otavalo', 'the most famous market in the Andes'),
      p('Cotopaxi', 'a snow-capped volcano and national park', null, { stay: 'Machachi' }),
      p('Cuenca', 'a colonial city of Panama-hat makers'),
      p('the Galápagos Islands', 'the islands that inspired Darwin', 'Snorkelling with sea lions in the Galápagos', {
        stay: 'Puerto Ayora',
        air: 'GPS',
      }),
      p('the Amazon', 'rainforest lodges along the Napo River', null, { stay: 'Tena' }),
    ],
    airports: ['UIO'],
    styles: ['wildlife', 'ocean-cruise', 'small-group'],
    neighbours: ['PE'],
    season: ALL_YEAR,
    popularity: 2,
  }),
  country({
    iso: 'BO',
    name: 'Bolivia',
    continent: 'south-america',
    description:
      'Bolivia is the Andes at their most dramatic: the mirror-like Uyuni salt flats, the sacred Lake Titicaca, the colonial cities of Sucre and Potosí and vibrant La Paz.',
    places: [
      p('La Paz', 'the highest capital in the world', 'Cable-car ride above La Paz', { air: 'LPB' }),
      p('Lake Titicaca', 'Copacabana and the Isla del Sol', 'Boat trip to the Isla del Sol', { stay: 'Copacabana' }),
      p('the Uyuni salt flats', 'the largest salt flat on earth', '4x4 expedition across the Salar de Uyuni', {
        stay: 'Uyuni',
      }),
      p('Sucre', 'the white colonial capital'),
      p('Potosí', 'the silver-mining city of the Cerro Rico'),
    ],
    airports: ['LPB'],
    styles: ['small-group'],
    neighbours: ['PE', 'CL'],
    season: [5, 6, 7, 8, 9, 10],
    popularity: 1,
  }),

  // ------------------------------------------------------------------ Oceania
  country({
    iso: 'AU',
    name: 'Australia',
    continent: 'oceania',
    description:
      'Sydney’s harbour, the red heart of Uluru, the Great Barrier Reef and Daintree rainforest, Melbourne’s laneways and the wildlife of Kangaroo Island: Australia is the trip of a lifetime.',
    places: [
      p('Sydney', 'the harbour city of the Opera House', 'Backstage tour of the Sydney Opera House', { air: 'SYD' }),
      p(
        'the Blue Mountains',
        'eucalyptus-clad cliffs and the Three Sisters',
        'Scenic Railway and Skyway in the Blue Mountains',
        { stay: 'Katoomba' },
      ),
      p(
        'Melbourne',
        'the cultural capital of laneways and coffee',
        'Drive along the Great Ocean Road to the Twelve Apostles',
        { air: 'MEL' },
      ),
      p('Uluru', 'the sacred red monolith of the Red Centre', 'Sounds of Silence dinner beneath the desert stars', {
        stay: 'Yulara',
        air: 'AYQ',
      }),
      p(
        'Cairns',
        'the gateway to the Great Barrier Reef',
        'Outer-reef cruise with snorkelling on the Great Barrier Reef',
        { air: 'CNS' },
      ),
      p('the Daintree', 'the oldest rainforest on earth', 'Daintree River crocodile cruise', { stay: 'Port Douglas' }),
      p('Kangaroo Island', 'an island sanctuary of sea lions and koalas', null, { stay: 'Kingscote', air: 'ADL' }),
      p(
        'Tasmania',
        'wild mountains and the convict history of Port Arthur',
        'Guided visit to the Port Arthur Historic Site',
        { stay: 'Hobart', air: 'HBA' },
      ),
      p('Perth', 'the sunny capital of the west', 'Ferry to Rottnest Island to see the quokkas', { air: 'PER' }),
    ],
    airports: ['SYD', 'MEL', 'PER'],
    visa: {
      name: 'Australian Electronic Travel Authority (ETA)',
      description: 'British passport holders need an ETA, applied for through the official AustralianETA app.',
      priceMinor: 1000,
    },
    styles: ['rail', 'wildlife', 'small-group'],
    railJourneys: ['the Ghan', 'the Indian Pacific'],
    neighbours: ['NZ', 'FJ'],
    season: [1, 2, 3, 4, 9, 10, 11, 12],
    popularity: 4,
  }),
  country({
    iso: 'NZ',
    name: 'New Zealand',
    continent: 'oceania',
    description:
      'Geysers and Maori culture in the north, glaciers, fiords and mountains in the south: New Zealand crams the scenery of a continent into two welcoming islands.',
    places: [
      p('Auckland', 'the City of Sails', null, { air: 'AKL' }),
      p('the Bay of Islands', 'a subtropical bay of dolphins and history', 'Cruise to the Hole in the Rock', {
        stay: 'Paihia',
      }),
      p('Rotorua', 'geysers, mud pools and Maori culture', 'Maori cultural evening with a hangi feast'),
      p('Wellington', 'the compact capital of Te Papa museum'),
      p(
        'Abel Tasman',
        'golden beaches and coastal trails',
        'Water-taxi and coastal walk in Abel Tasman National Park',
        { stay: 'Nelson' },
      ),
      p('Franz Josef Glacier', 'a glacier descending into rainforest', 'Helicopter flight with a glacier landing', {
        stay: 'Franz Josef',
      }),
      p('Queenstown', 'the adventure capital on Lake Wakatipu', 'Steamship cruise on the TSS Earnslaw', { air: 'ZQN' }),
      p('Milford Sound', 'the most spectacular of the fiords', 'Nature cruise on Milford Sound', { stay: 'Te Anau' }),
      p('Aoraki/Mount Cook', 'the highest peak in New Zealand', null, { stay: 'Mount Cook Village' }),
      p('Christchurch', 'the Garden City of the South Island', 'Ride on the TranzAlpine train', { air: 'CHC' }),
    ],
    airports: ['AKL', 'CHC'],
    visa: {
      name: 'New Zealand Electronic Travel Authority (NZeTA)',
      description: 'An NZeTA and the International Visitor Conservation and Tourism Levy are required before travel.',
      priceMinor: 5500,
    },
    styles: ['rail', 'walking', 'small-group'],
    railJourneys: ['the TranzAlpine'],
    neighbours: ['AU', 'FJ'],
    season: [1, 2, 3, 4, 10, 11, 12],
    popularity: 4,
  }),
  country({
    iso: 'FJ',
    name: 'Fiji',
    continent: 'oceania',
    description:
      'Three hundred islands of white sand, coral reefs and turquoise lagoons, with the warmest Bula! welcome in the South Pacific.',
    places: [
      p('Nadi', 'the gateway town on Viti Levu', null, { air: 'NAN' }),
      p('the Mamanuca Islands', 'palm-fringed islands a short boat ride from Nadi', 'Day cruise to a Mamanuca island', {
        stay: 'Malolo',
      }),
      p('the Yasawa Islands', 'remote islands of blue lagoons', 'Snorkelling with manta rays', { stay: 'Nacula' }),
      p('the Coral Coast', 'resorts, reefs and Fijian villages', 'Visit to a Fijian village with a kava ceremony', {
        stay: 'Sigatoka',
      }),
      p('Suva', 'the capital of the Fiji Museum'),
    ],
    airports: ['NAN'],
    styles: ['ocean-cruise'],
    neighbours: ['NZ', 'AU'],
    season: [5, 6, 7, 8, 9, 10],
    popularity: 1,
  }),

  // ------------------------------------------------------------------ Antarctica
  country({
    iso: 'AQ',
    name: 'Antarctica',
    slug: 'antarctica',
    continent: 'antarctica',
    description:
      'An expedition cruise to the Antarctic Peninsula is the journey of a lifetime: penguin rookeries, whales, towering icebergs and landings by Zodiac on the seventh continent.',
    places: [
      p('the Drake Passage', 'the legendary crossing from Cape Horn', null, { stay: 'at sea' }),
      p(
        'the South Shetland Islands',
        'penguin colonies and volcanic Deception Island',
        'Zodiac landing on Half Moon Island',
        { stay: 'on board' },
      ),
      p('the Antarctic Peninsula', 'glaciers, icebergs and whales', 'Kayaking among the icebergs', {
        stay: 'on board',
      }),
      p('the Lemaire Channel', 'a narrow channel between towering cliffs', null, { stay: 'on board' }),
      p('Paradise Harbour', 'a bay of glaciers and gentoo penguins', 'Zodiac cruise in Paradise Harbour', {
        stay: 'on board',
      }),
      p(
        'Port Lockroy',
        'the historic British base and post office',
        'Visit to the museum and post office at Port Lockroy',
        { stay: 'on board' },
      ),
      p('Neko Harbour', 'a landing on the continent itself', null, { stay: 'on board' }),
    ],
    airports: ['EZE'],
    styles: ['expedition'],
    neighbours: ['AR'],
    season: [1, 2, 11, 12],
    popularity: 1,
  }),
]

export const CONTINENT_BY_CODE = new Map(CONTINENTS.map((c) => [c.code, c]))
export const COUNTRY_BY_ISO = new Map(COUNTRIES.map((c) => [c.iso, c]))
export const AIRPORT_BY_CODE = new Map(AIRPORTS.map((airport) => [airport.code, airport]))
export const AIRLINE_BY_CODE = new Map(AIRLINES.map((airline) => [airline.code, airline]))

// ---------------------------------------------------------------------------------------------------------------
// Rivers cruised by the brands, with their ports in sailing order

export interface RiverPort extends PlaceRef {
  countryIso: string
}

export interface RiverRef {
  name: string
  /** Airports to fly into at the start and home from at the end. */
  startAirport: string
  endAirport: string
  ports: RiverPort[]
  /** The ship's home-style name stem, e.g. 'MS Rhine Serenade'. */
  shipNames: string[]
}

function port(countryIso: string, place: PlaceRef): RiverPort {
  return { ...place, countryIso }
}

export const RIVERS: RiverRef[] = [
  {
    name: 'Rhine',
    startAirport: 'AMS',
    endAirport: 'BSL',
    shipNames: ['MS Rhine Serenade', 'MS Lorelei Star', 'MS Emerald Rhine'],
    ports: [
      port(
        'NL',
        p('Amsterdam', 'the city of canals, Rembrandt and Van Gogh', 'Canal cruise through Amsterdam', { air: 'AMS' }),
      ),
      port(
        'DE',
        p('Cologne', 'the Rhineland city of the twin-spired cathedral', 'Guided tour of Cologne Cathedral', {
          air: 'CGN',
        }),
      ),
      port(
        'DE',
        p('Koblenz', 'where the Moselle meets the Rhine', 'Cable car to the Ehrenbreitstein Fortress', { air: 'FRA' }),
      ),
      port('DE', p('the Rhine Gorge', 'the castle-lined gorge of the Lorelei', null, { stay: 'on board' })),
      port(
        'DE',
        p('Rüdesheim', 'a wine town of the Drosselgasse', "Visit to Siegfried's Mechanical Music Cabinet", {
          air: 'FRA',
        }),
      ),
      port(
        'DE',
        p('Heidelberg', 'the romantic university town beneath its castle', 'Visit to Heidelberg Castle', {
          air: 'FRA',
        }),
      ),
      port(
        'FR',
        p('Strasbourg', 'the Alsatian capital of La Petite France', 'Boat trip around La Petite France', {
          air: 'BSL',
        }),
      ),
      port(
        'DE',
        p('Breisach', 'the gateway to the Black Forest', 'Excursion to the Black Forest and Lake Titisee', {
          air: 'BSL',
        }),
      ),
      port('CH', p('Basel', 'a Swiss city on the Rhine knee', null, { air: 'BSL' })),
    ],
  },
  {
    name: 'Danube',
    startAirport: 'MUC',
    endAirport: 'BUD',
    shipNames: ['MS Danube Rhapsody', 'MS Blue Danube', 'MS Wachau Princess'],
    ports: [
      port('DE', p('Passau', 'the City of Three Rivers', 'Organ recital in St Stephen’s Cathedral', { air: 'MUC' })),
      port('AT', p('Linz', 'the Upper Austrian capital', 'Excursion to Salzburg', { air: 'MUC' })),
      port('AT', p('Melk', 'the golden baroque abbey above the river', 'Guided visit to Melk Abbey', { air: 'VIE' })),
      port(
        'AT',
        p(
          'Dürnstein',
          'the Wachau village where Richard the Lionheart was imprisoned',
          'Wine tasting in the Wachau Valley',
          { air: 'VIE' },
        ),
      ),
      port(
        'AT',
        p('Vienna', 'the imperial capital of palaces and waltzes', 'Evening concert of Mozart and Strauss', {
          air: 'VIE',
        }),
      ),
      port(
        'HU',
        p(
          'Budapest',
          'the Danube capital of thermal baths and the Parliament',
          'Evening cruise past the illuminated Parliament',
          { air: 'BUD' },
        ),
      ),
    ],
  },
  {
    name: 'Moselle',
    startAirport: 'FRA',
    endAirport: 'FRA',
    shipNames: ['MS Moselle Melody', 'MS Riesling Queen'],
    ports: [
      port(
        'DE',
        p('Koblenz', 'where the Moselle meets the Rhine', 'Cable car to the Ehrenbreitstein Fortress', { air: 'FRA' }),
      ),
      port(
        'DE',
        p('Cochem', 'a riverside town beneath its Reichsburg castle', 'Guided visit to the Reichsburg', { air: 'FRA' }),
      ),
      port('DE', p('Zell', 'the town of the Black Cat wine', 'Riesling tasting in a family cellar', { air: 'FRA' })),
      port('DE', p('Bernkastel-Kues', 'a half-timbered wine town', null, { air: 'FRA' })),
      port(
        'DE',
        p('Trier', "Germany's oldest city and its Roman Black Gate", 'Guided walk of Roman Trier', { air: 'FRA' }),
      ),
    ],
  },
  {
    name: 'Seine',
    startAirport: 'CDG',
    endAirport: 'CDG',
    shipNames: ['MS Seine Étoile', 'MS Belle de Normandie'],
    ports: [
      port('FR', p('Paris', 'the City of Light', 'Evening illuminations tour of Paris', { air: 'CDG' })),
      port(
        'FR',
        p('Vernon', "the gateway to Monet's garden at Giverny", "Visit to Monet's house and garden at Giverny", {
          air: 'CDG',
        }),
      ),
      port('FR', p('Les Andelys', 'a riverside town beneath Château Gaillard', null, { air: 'CDG' })),
      port(
        'FR',
        p('Rouen', 'the city of Joan of Arc and the Gothic cathedral', 'Guided walk of medieval Rouen', { air: 'CDG' }),
      ),
      port(
        'FR',
        p('Honfleur', 'an artists’ harbour on the Normandy coast', 'Excursion to the D-Day landing beaches', {
          air: 'CDG',
        }),
      ),
    ],
  },
  {
    name: 'Rhône',
    startAirport: 'LYS',
    endAirport: 'MRS',
    shipNames: ['MS Provence Lumière', 'MS Rhône Harmony'],
    ports: [
      port(
        'FR',
        p('Lyon', 'the gastronomic capital at the meeting of two rivers', 'Lunch in a traditional Lyonnais bouchon', {
          air: 'LYS',
        }),
      ),
      port('FR', p('Mâcon', 'the gateway to the Burgundy vineyards', 'Wine tasting in Beaujolais', { air: 'LYS' })),
      port(
        'FR',
        p('Tournon', 'a town of terraced Hermitage vineyards', 'Steam train through the Doux gorge', { air: 'LYS' }),
      ),
      port('FR', p('Viviers', 'a medieval cathedral town', null, { air: 'MRS' })),
      port('FR', p('Avignon', 'the city of the popes', 'Guided visit to the Palais des Papes', { air: 'MRS' })),
      port('FR', p('Arles', 'the Roman town painted by Van Gogh', 'Excursion to the Camargue', { air: 'MRS' })),
    ],
  },
  {
    name: 'Dordogne',
    startAirport: 'BOD',
    endAirport: 'BOD',
    shipNames: ['MS Bordeaux Belle', 'MS Garonne Grace'],
    ports: [
      port(
        'FR',
        p('Bordeaux', 'the elegant capital of claret', 'Wine-tasting workshop at La Cité du Vin', { air: 'BOD' }),
      ),
      port(
        'FR',
        p('Pauillac', 'the heart of the Médoc wine châteaux', 'Tasting at a Médoc grand cru château', { air: 'BOD' }),
      ),
      port(
        'FR',
        p('Libourne', 'the gateway to Saint-Émilion', 'Guided visit to the monolithic church of Saint-Émilion', {
          air: 'BOD',
        }),
      ),
      port('FR', p('Cadillac', 'a bastide town of sweet Sauternes wines', 'Sauternes tasting', { air: 'BOD' })),
      port('FR', p('Blaye', 'a Vauban citadel on the Gironde estuary', null, { air: 'BOD' })),
    ],
  },
  {
    name: 'Douro',
    startAirport: 'OPO',
    endAirport: 'OPO',
    shipNames: ['MS Douro Serenity', 'MS Quinta Star'],
    ports: [
      port(
        'PT',
        p('Porto', 'the riverside city of port wine', 'Port tasting in a Vila Nova de Gaia lodge', { air: 'OPO' }),
      ),
      port(
        'PT',
        p('Régua', 'the capital of the port wine region', 'Visit to the Mateus Palace and gardens', { air: 'OPO' }),
      ),
      port(
        'PT',
        p('Pinhão', 'a village of azulejo-tiled station and terraced vineyards', 'Wine tasting at a Douro quinta', {
          air: 'OPO',
        }),
      ),
      port(
        'PT',
        p('Pocinho', 'the upper Douro near prehistoric rock art', 'Visit to the Côa Valley rock art', { air: 'OPO' }),
      ),
      port('ES', p('Vega de Terón', 'the landing for golden Salamanca', 'Excursion to Salamanca', { air: 'OPO' })),
    ],
  },
  {
    name: 'Elbe',
    startAirport: 'BER',
    endAirport: 'PRG',
    shipNames: ['MS Elbe Princess', 'MS Saxon Star'],
    ports: [
      port(
        'DE',
        p('Potsdam', "Frederick the Great's palaces and gardens", 'Guided visit to Sanssouci Palace', { air: 'BER' }),
      ),
      port('DE', p('Wittenberg', 'the town where Luther began the Reformation', null, { air: 'BER' })),
      port(
        'DE',
        p('Meissen', 'the home of Europe’s first porcelain', 'Visit to the Meissen porcelain manufactory', {
          air: 'BER',
        }),
      ),
      port(
        'DE',
        p('Dresden', 'the rebuilt baroque jewel on the Elbe', 'Visit to the Frauenkirche and the Zwinger', {
          air: 'PRG',
        }),
      ),
      port(
        'DE',
        p('Bad Schandau', 'the sandstone cliffs of Saxon Switzerland', 'Walk to the Bastei Bridge', { air: 'PRG' }),
      ),
      port(
        'CZ',
        p('Prague', 'the city of a hundred spires', 'Guided walk of Prague Castle and the Old Town', { air: 'PRG' }),
      ),
    ],
  },
  {
    name: 'Nile',
    startAirport: 'LXR',
    endAirport: 'ASW',
    shipNames: ['MS Nile Lotus', 'MS Queen of Thebes', 'MS Nubian Sun'],
    ports: [
      port(
        'EG',
        p(
          'Luxor',
          'the ancient Thebes of Karnak and the Valley of the Kings',
          'Sunrise hot-air balloon flight over the West Bank',
          { air: 'LXR' },
        ),
      ),
      port('EG', p('Esna', 'the temple of Khnum beside its lock', null, { air: 'LXR' })),
      port(
        'EG',
        p('Edfu', 'the best-preserved temple of Horus', 'Horse-drawn carriage to the Temple of Edfu', { air: 'ASW' }),
      ),
      port('EG', p('Kom Ombo', 'a riverside temple to the crocodile god', null, { air: 'ASW' })),
      port(
        'EG',
        p('Aswan', 'a serene town of feluccas and Nubian villages', 'Excursion to the temples of Abu Simbel', {
          air: 'ASW',
        }),
      ),
    ],
  },
  {
    name: 'Mekong',
    startAirport: 'SGN',
    endAirport: 'SAI',
    shipNames: ['RV Mekong Pearl', 'RV Angkor Spirit'],
    ports: [
      port(
        'VN',
        p('Ho Chi Minh City', 'the energetic southern metropolis', 'Excursion to the Cu Chi Tunnels', { air: 'SGN' }),
      ),
      port(
        'VN',
        p('Cai Be', 'a delta town of floating markets and orchards', 'Sampan trip through the delta canals', {
          air: 'SGN',
        }),
      ),
      port('VN', p('Chau Doc', 'the border town of Sam Mountain', null, { air: 'SGN' })),
      port(
        'KH',
        p('Phnom Penh', 'the riverside capital of the Royal Palace', 'Visit to the Royal Palace and Silver Pagoda', {
          air: 'PNH',
        }),
      ),
      port(
        'KH',
        p('Kampong Cham', 'a quiet provincial town of temples', 'Ox-cart ride through the countryside', { air: 'PNH' }),
      ),
      port('KH', p('Siem Reap', 'the gateway to the temples of Angkor', 'Sunrise at Angkor Wat', { air: 'SAI' })),
    ],
  },
  {
    name: 'Yangtze',
    startAirport: 'CTU',
    endAirport: 'PVG',
    shipNames: ['MS Yangtze Explorer', 'MS Century Dragon'],
    ports: [
      port('CN', p('Chongqing', 'the mountain city on the Yangtze', null, { air: 'CTU' })),
      port('CN', p('Fengdu', 'the Ghost City of temples', null, { air: 'CTU' })),
      port(
        'CN',
        p('the Qutang Gorge', 'the shortest and most dramatic of the Three Gorges', null, { stay: 'on board' }),
      ),
      port(
        'CN',
        p('the Wu Gorge', 'a gorge of twelve misty peaks', 'Sampan trip through the Lesser Three Gorges', {
          stay: 'on board',
        }),
      ),
      port(
        'CN',
        p('the Three Gorges Dam', 'the largest dam on earth', 'Guided visit to the Three Gorges Dam', {
          air: 'PVG',
          stay: 'Yichang',
        }),
      ),
    ],
  },
]
