import { sql, type Kysely } from 'kysely'
import { artworkUrl } from '../../app/lib/media-urls'
import { rebuildSearchIndex } from '../../app/features/search/index.server'
import { formatDate } from '../../app/lib/dates'
import { formatMoney, type CurrencyCode } from '../../app/lib/money'
import { hasCatalogue } from '../../db/catalogue-state.server'
import type { AppDatabase } from '../../db/database.server'
import { dialectOf, type DialectName } from '../../db/dialect-columns'
import type { Database, NewRow } from '../../db/schema'
import { renderBrochurePdf } from './brochure-pdf.server'
import { BulkWriter, resetIdSequences, wipeAllTables } from './bulk-insert.server'
import { addMonths, isIsoDate, toEpochDay, todayUtc } from './calendar-days'
import { planCatalogue, type BrandId, type MarketCode, type TourPlan, type TransportCode } from './catalogue-plan'
import { contentBlocksForBrand } from './content-blocks'
import { DEMO_EMAIL_DOMAIN } from './demo-bookings'
import { writeDemoBookings } from './demo-bookings.server'
import { uuidFromName } from './random'
import {
  CANADIAN_AIRPORTS,
  CARD_TYPES,
  COACH_PICKUPS,
  CONTINENTS,
  COUNTRIES,
  RAIL_STATIONS,
  RIVERS,
  TAGS,
  TRANSPORT_TYPES,
  TRAVEL_TYPES,
  UK_AIRPORTS,
  slugify,
  type DeparturePointRef,
} from './reference-data'
import {
  TOUR_TABLES,
  emptyBuffers,
  generateTourRows,
  meetingPointCode,
  meetingPointName,
  newIdCounters,
  type GenerationContext,
  type TourSummary,
} from './tour-rows'

/*
 * The demo catalogue: two brands, two markets, real reference data and a generated, deterministic set of tours
 * with departures, prices, rooms, flights, excursions, extensions and brochures (real PDFs). Seeding REPLACES
 * everything inside one transaction: readers see the old catalogue or the new one, never half of each, and a
 * failure leaves the database as it was. A database that holds customers, bookings or payments is replaced only
 * when the caller says so (`replaceCustomerData`, the CLI's --force); otherwise seeding throws CustomerDataError.
 *
 * Decisions worth knowing when reading pages built on this data:
 * - brands: 'meridian' (nameFormatted 'MeridianJourneys', form 2405) and 'cavendish' (nameFormatted
 *   'CavendishCoachHolidays', isCoach 1, form 2410); nameFormatted is the brand name without spaces, a stable
 *   identifier pages compare against;
 * - listing paths: '/tours', '/destinations/{continent}', '/destinations/{continent}/{country}',
 *   '/offers/{tag}' for offer tags and '/themes/{tag}' for theme tags, '/search', '/holidays-under-{999|1499|1999}',
 *   '/wishlist'; tour pages are '/tours/{slug}' (app/features/tours/tour-url.ts);
 * - every brand gets a page per continent; country pages exist only where the brand sells a tour there;
 * - Canadian-market tours are separate rows ('MJ1234-CA') with CAD prices and Canadian airports, and show the
 *   same pictures as their British original.
 */

export interface SeedOptions {
  /** Total tour rows, Canadian versions included (1–50,000; default 300). */
  tours?: number
  seed?: number
  /** 'YYYY-MM-DD'; departures start after it and within 18 months. Default: today in UTC. */
  today?: string
  onProgress?: (message: string) => void
  /** Wipe customers, bookings and payments too. Without it, a database holding any refuses to be replaced. */
  replaceCustomerData?: boolean
  /**
   * Also write the demo customers, bookings and payments (demo-bookings.ts), so the back office has something to
   * show. Off unless asked: the server asks on first start (SEED_DEMO_BOOKINGS); tests and benchmarks do not.
   */
  demoBookings?: boolean
}

export interface SeedSummary {
  tours: number
  seed: number
  today: string
  /** Rows written per table (snake_case table names). */
  counts: Record<string, number>
  elapsedMs: number
}

export const DEFAULT_TOURS = 300
export const DEFAULT_SEED = 20260101
export const MAX_TOURS = 50_000
const TOURS_PER_CHUNK = 400

interface BrandSeed {
  id: BrandId
  name: string
  nameFormatted: string
  isCoach: number
  phone: string
  email: string
  marketingFormId: number
  defaultMarket: string
  colour: string
}

export const BRANDS: BrandSeed[] = [
  {
    id: 'meridian',
    name: 'Meridian Journeys',
    nameFormatted: 'MeridianJourneys',
    isCoach: 0,
    phone: '0800 024 6020',
    email: 'hello@meridianjourneys.example',
    marketingFormId: 2405,
    defaultMarket: 'GB',
    colour: '#0b3c5d',
  },
  {
    id: 'cavendish',
    name: 'Cavendish Coach Holidays',
    nameFormatted: 'CavendishCoachHolidays',
    isCoach: 1,
    phone: '0800 088 4411',
    email: 'bookings@cavendishcoach.example',
    marketingFormId: 2410,
    defaultMarket: 'GB',
    colour: '#6b1d2e',
  },
]

const MARKETS: NewRow<'markets'>[] = [
  { code: 'GB', name: 'United Kingdom', currency: 'GBP', cultureCode: 'en-GB' },
  { code: 'CA', name: 'Canada', currency: 'CAD', cultureCode: 'en-CA' },
]

/**
 * Each market's tours-by-price bands ('Holidays under £999'), in whole units of its currency: bands that fit the
 * market's own prices (issue 28 defect 18). British tours start under £999; the Canadian ones are long-haul twins at
 * about 1.7 times the British fare, from about C$3,400, so a £999 band would always be empty in Canada.
 */
export const PRICE_BANDS: Record<MarketCode, readonly number[]> = {
  GB: [999, 1499, 1999],
  CA: [4999, 5999, 6999],
}

/** The markets a brand sells in (those its planned tours are in), each with its price bands. */
function marketsWithBands(plans: readonly TourPlan[], brandId: string) {
  const sold = new Set(plans.filter((plan) => plan.brandId === brandId).map((plan) => plan.marketCode))
  return MARKETS.filter((market) => sold.has(market.code as MarketCode)).map((market) => ({
    market,
    bands: PRICE_BANDS[market.code as MarketCode],
  }))
}

/** A market's price page: its path, title and link name ('Holidays under C$4,999'). */
export function pricePage(market: Pick<NewRow<'markets'>, 'currency'>, band: number) {
  const under = formatMoney(band * 100, market.currency as CurrencyCode)
  return { path: `/holidays-under-${band}`, title: `Holidays under ${under}`, under }
}

const LIST_SETTINGS = JSON.stringify({ start: 2, step: 2, showFilters: true })
const BY_PRICE_SETTINGS = JSON.stringify({ start: 12, step: 12, showFilters: false })
const ALL_TOURS_SETTINGS = JSON.stringify({ start: 12, step: 12, showFilters: true })
const WISHLIST_SETTINGS = JSON.stringify({ start: 10, step: 10, showFilters: false })

/** Rows that belong to people rather than to the catalogue: seeding must not destroy them by accident. */
const CUSTOMER_TABLES = ['customers', 'bookings', 'payments', 'paymentTransactions'] as const

export class CustomerDataError extends Error {
  constructor(readonly counts: Partial<Record<(typeof CUSTOMER_TABLES)[number], number>>) {
    const held = Object.entries(counts)
      .map(([table, count]) => `${count} ${table}`)
      .join(', ')
    super(`The database holds customer data (${held}); seeding would delete it.`)
    this.name = 'CustomerDataError'
  }
}

/**
 * The customer tables that hold rows, with their row counts; empty when there is no customer data. The seed's own
 * demo customers (an e-mail at DEMO_EMAIL_DOMAIN), their bookings, and those bookings' payments and transactions are
 * not customer data: a new seed replaces them like the catalogue.
 */
export async function customerDataIn(
  db: Kysely<Database>,
): Promise<Partial<Record<(typeof CUSTOMER_TABLES)[number], number>>> {
  const demoCustomers = db.selectFrom('customers').select('id').where('email', 'like', `%@${DEMO_EMAIL_DOMAIN}`)
  const demoBookings = db.selectFrom('bookings').select('id').where('customerId', 'in', demoCustomers)
  const counts: Partial<Record<(typeof CUSTOMER_TABLES)[number], number>> = {}
  const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: number | string }> }) =>
    Number((await query.executeTakeFirstOrThrow()).n)
  const held = {
    customers: await count(
      db
        .selectFrom('customers')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('email', 'not like', `%@${DEMO_EMAIL_DOMAIN}`),
    ),
    bookings: await count(
      db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where((eb) => eb.or([eb('customerId', 'is', null), eb('customerId', 'not in', demoCustomers)])),
    ),
    payments: await count(
      db
        .selectFrom('payments')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('bookingId', 'not in', demoBookings),
    ),
    paymentTransactions: await count(
      db
        .selectFrom('paymentTransactions')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where((eb) => eb.or([eb('bookingId', 'is', null), eb('bookingId', 'not in', demoBookings)])),
    ),
  } satisfies Record<(typeof CUSTOMER_TABLES)[number], number>
  for (const table of CUSTOMER_TABLES) if (held[table] > 0) counts[table] = held[table]
  return counts
}

// ---------------------------------------------------------------------------------------------------------------

function resolveOptions(options: SeedOptions): { tours: number; seed: number; today: string } {
  const tours = options.tours ?? DEFAULT_TOURS
  const seed = options.seed ?? DEFAULT_SEED
  const today = options.today ?? todayUtc()
  if (!Number.isInteger(tours) || tours < 1 || tours > MAX_TOURS)
    throw new RangeError(`tours must be a whole number from 1 to ${MAX_TOURS}`)
  if (!Number.isSafeInteger(seed)) throw new RangeError('seed must be a whole number')
  if (!isIsoDate(today)) throw new RangeError(`today must be a date written YYYY-MM-DD, not ${JSON.stringify(today)}`)
  return { tours, seed, today }
}

/** Runs `work` in one write transaction: BEGIN IMMEDIATE on SQLite (so two seeders queue instead of failing). */
async function inWriteTransaction<T>(
  db: AppDatabase,
  dialect: DialectName,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (dialect === 'postgres') return db.transaction().execute(work)
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection)
    try {
      const result = await work(connection)
      await sql`commit`.execute(connection)
      return result
    } catch (error) {
      await sql`rollback`.execute(connection)
      throw error
    }
  })
}

/** Replaces every row in the database with a freshly generated demo catalogue. */
export async function seedDemoCatalogue(db: AppDatabase, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now()
  const resolved = resolveOptions(options)
  const dialect = dialectOf(db)
  const counts = await inWriteTransaction(db, dialect, async (trx) => {
    // Checked inside the write transaction, so a booking made a moment earlier cannot slip past it.
    if (!options.replaceCustomerData) {
      const held = await customerDataIn(trx)
      if (Object.keys(held).length) throw new CustomerDataError(held)
    }
    return writeCatalogue(trx, dialect, { ...resolved, demoBookings: options.demoBookings }, options.onProgress)
  })
  counts.tour_search = await rebuildIndex(db, options.onProgress)
  const sorted = Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)))
  return { ...resolved, counts: sorted, elapsedMs: Math.round(performance.now() - started) }
}

/**
 * The free-text index is derived from the catalogue and rebuilt in its own transaction (rebuildSearchIndex opens
 * one), straight after the catalogue commits; until then searches use the previous index for a second or two.
 */
async function rebuildIndex(db: AppDatabase, onProgress: ((message: string) => void) | undefined): Promise<number> {
  onProgress?.('Rebuilding the search index')
  const { tours } = await rebuildSearchIndex(db)
  return tours
}

/** Seeds only when there are no brands yet. Returns whether it seeded. Safe to call from several processes at once. */
export async function ensureDemoCatalogue(db: AppDatabase, options: SeedOptions = {}): Promise<boolean> {
  const resolved = resolveOptions(options)
  const dialect = dialectOf(db)
  const isEmpty = async (trx: Kysely<Database>) => !(await hasCatalogue(trx))
  if (!(await isEmpty(db))) return false
  const seeded =
    dialect === 'postgres'
      ? await db.transaction().execute(async (trx) => {
          // Another process may be seeding right now: wait for it, then look again.
          await sql`select pg_advisory_xact_lock(${0x1713_5eed})`.execute(trx)
          if (!(await isEmpty(trx))) return false
          await writeCatalogue(trx, dialect, { ...resolved, demoBookings: options.demoBookings }, options.onProgress)
          return true
        })
      : await db.connection().execute(async (connection) => {
          // A large seed in another process can hold the write lock for a minute; wait for it rather than fail.
          await sql`pragma busy_timeout = 300000`.execute(connection)
          try {
            return await inWriteTransaction(connection, dialect, async (trx) => {
              if (!(await isEmpty(trx))) return false
              await writeCatalogue(
                trx,
                dialect,
                { ...resolved, demoBookings: options.demoBookings },
                options.onProgress,
              )
              return true
            })
          } finally {
            await sql`pragma busy_timeout = 5000`.execute(connection)
          }
        })
  if (seeded) await rebuildIndex(db, options.onProgress)
  return seeded
}

// ---------------------------------------------------------------------------------------------------------------

async function writeCatalogue(
  db: Kysely<Database>,
  dialect: DialectName,
  options: { tours: number; seed: number; today: string; demoBookings?: boolean | undefined },
  onProgress: ((message: string) => void) | undefined,
): Promise<Record<string, number>> {
  const progress = onProgress ?? (() => {})
  const writer = new BulkWriter(db, dialect)
  const year = Number(options.today.slice(0, 4))

  progress('Removing the existing catalogue')
  await wipeAllTables(db, dialect)

  // Planned first: which markets a brand sells in decides its price pages and the footer's links to them.
  progress('Planning the tours')
  const plans = planCatalogue({ tours: options.tours, seed: options.seed })

  progress('Writing brands and reference data')
  await writer.insert('markets', MARKETS)
  await writer.insert(
    'brands',
    BRANDS.map(({ colour: _colour, ...brand }) => brand),
  )
  let contentId = 0
  await writer.insert(
    'contentBlocks',
    BRANDS.flatMap((brand) =>
      contentBlocksForBrand({
        brandName: brand.name,
        phone: brand.phone,
        email: brand.email,
        isCoach: brand.isCoach === 1,
        year,
        // The footer links to each market's first band; a market shows only its own (site-shell/footer-links.ts).
        priceLinks: marketsWithBands(plans, brand.id).map(({ market, bands }) => {
          const page = pricePage(market, bands[0]!)
          return { name: page.title, url: page.path }
        }),
      }).map((block) => ({
        id: ++contentId,
        brandId: brand.id,
        key: block.key,
        title: block.title,
        bodyHtml: block.bodyHtml,
        dataJson: JSON.stringify(block.data),
      })),
    ),
  )

  const continentIds = new Map(CONTINENTS.map((c, i) => [c.code, i + 1] as const))
  await writer.insert(
    'continents',
    CONTINENTS.map((c) => ({
      id: continentIds.get(c.code)!,
      code: c.code,
      name: c.name,
      slug: c.slug,
      description: c.description,
      sortOrder: c.sortOrder,
    })),
  )
  const countryIds = new Map(COUNTRIES.map((c, i) => [c.iso, i + 1] as const))
  await writer.insert(
    'countries',
    COUNTRIES.map((c) => ({
      id: countryIds.get(c.iso)!,
      continentId: continentIds.get(c.continent)!,
      isoCode: c.iso,
      name: c.name,
      slug: c.slug,
      description: c.description,
    })),
  )
  const travelTypeIds = new Map(TRAVEL_TYPES.map((t, i) => [t.code, i + 1] as const))
  await writer.insert(
    'travelTypes',
    TRAVEL_TYPES.map((t) => ({ id: travelTypeIds.get(t.code)!, ...t })),
  )
  const tagIds = new Map(TAGS.map((t, i) => [t.code, i + 1] as const))
  await writer.insert(
    'tags',
    TAGS.map((t) => ({ id: tagIds.get(t.code)!, ...t })),
  )
  const transportTypeIds = new Map(TRANSPORT_TYPES.map((t, i) => [t.code, i + 1] as const)) as Map<
    TransportCode,
    number
  >
  await writer.insert(
    'transportTypes',
    TRANSPORT_TYPES.map((t) => ({ id: transportTypeIds.get(t.code)!, ...t })),
  )

  const pointRows: NewRow<'departurePoints'>[] = []
  const pointIds = new Map<string, number>()
  const addPoints = (transport: TransportCode, points: DeparturePointRef[]) => {
    for (const point of points) {
      const key = `${transport}:${point.code}`
      if (pointIds.has(key)) continue
      const id = pointRows.length + 1
      pointIds.set(key, id)
      pointRows.push({
        id,
        transportTypeId: transportTypeIds.get(transport)!,
        code: point.code,
        name: point.name,
        town: point.town,
      })
    }
  }
  addPoints('FLIGHT', [...UK_AIRPORTS, ...CANADIAN_AIRPORTS])
  addPoints('COACH', COACH_PICKUPS)
  addPoints('RAIL', RAIL_STATIONS)
  const stays = [...COUNTRIES.flatMap((c) => c.places), ...RIVERS.flatMap((r) => r.ports)]
    .map((place) => place.stay)
    .filter((stay) => stay !== 'on board' && stay !== 'at sea')
  addPoints(
    'SELF',
    [...new Set(stays)].map((stay) => ({ code: meetingPointCode(stay), name: meetingPointName(stay), town: stay })),
  )
  await writer.insert('departurePoints', pointRows)
  await writer.insert(
    'cardTypes',
    CARD_TYPES.map((card, i) => ({ id: i + 1, code: card.code, name: card.name, active: 1 })),
  )

  // Listing pages first: tours hang under their country page.
  const { rows: pageRows, countryPageIds } = listingPages(plans, continentIds, countryIds, tagIds)
  await writer.insert('listingPages', pageRows)

  let visaId = 0
  await writer.insert(
    'visas',
    COUNTRIES.filter((c) => c.visa).map((c) => ({
      id: ++visaId,
      countryId: countryIds.get(c.iso)!,
      name: c.visa!.name,
      description: c.visa!.description,
      priceMinor: c.visa!.priceMinor,
      currency: 'GBP',
    })),
  )
  await writer.insert('donations', donations())

  const context: GenerationContext = {
    seed: options.seed,
    today: options.today,
    firstDay: toEpochDay(options.today) + 3,
    lastDay: toEpochDay(addMonths(options.today, 18)),
    ids: newIdCounters(),
    continentIds,
    countryIds,
    travelTypeIds,
    travelTypeNames: new Map(TRAVEL_TYPES.map((t) => [t.code, t.name])),
    tagIds,
    transportTypeIds,
    pointIds,
    countryPageIds,
  }
  const summaries: TourSummary[] = []
  for (let offset = 0; offset < plans.length; offset += TOURS_PER_CHUNK) {
    const chunk = plans.slice(offset, offset + TOURS_PER_CHUNK)
    const buffers = emptyBuffers()
    for (const plan of chunk) summaries.push(generateTourRows(plan, context, buffers))
    for (const table of TOUR_TABLES) await writer.insert(table, buffers[table] as never)
    progress(`Wrote ${Math.min(offset + chunk.length, plans.length)} of ${plans.length} tours`)
  }

  progress('Printing brochures')
  await writeBrochures(writer, summaries, continentIds, options.today)
  await resetIdSequences(db, dialect)
  const demo = options.demoBookings ? await writeDemoBookings(db, options) : {}
  progress('Done')
  return Object.fromEntries(
    [...writer.counts.entries(), ...Object.entries(demo)].sort(([a], [b]) => a.localeCompare(b)),
  )
}

// ---------------------------------------------------------------------------------------------------------------
// Listing pages

function listingPages(
  plans: TourPlan[],
  continentIds: Map<string, number>,
  countryIds: Map<string, number>,
  tagIds: Map<string, number>,
): { rows: NewRow<'listingPages'>[]; countryPageIds: Map<string, number> } {
  const rows: NewRow<'listingPages'>[] = []
  const countryPageIds = new Map<string, number>()
  const add = (row: Omit<NewRow<'listingPages'>, 'id'>) => {
    const id = rows.length + 1
    rows.push({ id, ...row })
    return id
  }
  const none = { continentId: null, countryId: null, tagId: null, thresholdPriceMinor: null, marketCode: null }

  for (const brand of BRANDS) {
    const coach = brand.isCoach === 1
    const holidays = coach ? 'breaks' : 'holidays'
    add({
      ...none,
      brandId: brand.id,
      kind: 'all',
      path: '/tours',
      title: 'All holidays',
      introHtml: coach
        ? `<p>Every ${brand.name} break in one place, from short coach trips to the seaside to grand tours of Europe. Filter by destination, date, price or length to find the right one.</p>`
        : `<p>Every ${brand.name} holiday in one place: escorted tours, river cruises, rail journeys and safaris across seven continents. Filter by destination, date, price or length to find your perfect trip.</p>`,
      settingsJson: ALL_TOURS_SETTINGS,
      metaDescription: `Browse every ${brand.name} holiday, with departure dates, prices and offers. Book online or call ${brand.phone}.`,
    })
    for (const continent of CONTINENTS) {
      add({
        ...none,
        brandId: brand.id,
        kind: 'continent',
        path: `/destinations/${continent.slug}`,
        title: `${continent.name} ${holidays}`,
        introHtml: `<p>${continent.description}</p>`,
        continentId: continentIds.get(continent.code)!,
        settingsJson: LIST_SETTINGS,
        metaDescription: `${continent.name} ${holidays} with ${brand.name}: tours, dates and prices. Expert-led and fully protected.`,
      })
    }
    const countriesWithTours = new Set(
      plans.filter((p) => p.brandId === brand.id).flatMap((p) => p.countries.map((c) => c.iso)),
    )
    for (const country of COUNTRIES) {
      if (!countriesWithTours.has(country.iso)) continue
      const continent = CONTINENTS.find((c) => c.code === country.continent)!
      const id = add({
        ...none,
        brandId: brand.id,
        kind: 'country',
        path: `/destinations/${continent.slug}/${country.slug}`,
        title: `${country.name} ${holidays}`,
        introHtml: `<p>${country.description}</p>`,
        continentId: continentIds.get(continent.code)!,
        countryId: countryIds.get(country.iso)!,
        settingsJson: LIST_SETTINGS,
        metaDescription: `${country.name} ${holidays} with ${brand.name}. Compare tours, departure dates and prices, and book online.`,
      })
      countryPageIds.set(`${brand.id}:${country.iso}`, id)
    }
    for (const tag of TAGS) {
      const offer = tag.kind === 'offer'
      add({
        ...none,
        brandId: brand.id,
        kind: 'tag',
        path: `/${offer ? 'offers' : 'themes'}/${tag.slug}`,
        title: tag.name,
        introHtml: offer
          ? `<p>${tag.name}: limited-time savings on selected ${brand.name} departures. Offers are subject to availability and may be withdrawn at any time.</p>`
          : `<p>${tag.name}: ${holidays} chosen by our experts for travellers who love ${tag.name.toLowerCase()}.</p>`,
        tagId: tagIds.get(tag.code)!,
        settingsJson: LIST_SETTINGS,
        metaDescription: `${tag.name} from ${brand.name}. Browse selected ${holidays}, dates and prices.`,
      })
    }
    add({
      ...none,
      brandId: brand.id,
      kind: 'search',
      path: '/search',
      title: 'Search results',
      introHtml: '<p>Search by destination, holiday name or tour code.</p>',
      settingsJson: LIST_SETTINGS,
      metaDescription: `Search ${brand.name} holidays by destination, holiday name or tour code.`,
    })
    for (const { market, bands } of marketsWithBands(plans, brand.id)) {
      for (const band of bands) {
        const { path, title, under } = pricePage(market, band)
        add({
          ...none,
          brandId: brand.id,
          marketCode: market.code,
          kind: 'price',
          path,
          title,
          introHtml: `<p>Great-value ${brand.name} ${holidays} from under ${under} per person, with the same expert care as every trip we run.</p>`,
          thresholdPriceMinor: band * 100,
          settingsJson: BY_PRICE_SETTINGS,
          metaDescription: `${brand.name} ${holidays} under ${under} per person. Browse dates and book online.`,
        })
      }
    }
    add({
      ...none,
      brandId: brand.id,
      kind: 'wishlist',
      path: '/wishlist',
      title: 'My wishlist',
      introHtml: '<p>The holidays you have saved on this device.</p>',
      settingsJson: WISHLIST_SETTINGS,
      metaDescription: `Your saved ${brand.name} holidays.`,
    })
  }
  return { rows, countryPageIds }
}

// ---------------------------------------------------------------------------------------------------------------
// Donations

function donations(): NewRow<'donations'>[] {
  const rows: Array<Omit<NewRow<'donations'>, 'id' | 'imageUrl' | 'currency' | 'active'>> = [
    {
      brandId: 'meridian',
      code: 'TREES',
      name: 'Plant a tree for every traveller',
      description:
        'Give £5 per traveller to the Greenway Forest Trust, which plants native trees in the UK and in the countries we visit to help balance the carbon of your journey.',
      priceMinor: 500,
      allocationType: 'PerPerson',
    },
    {
      brandId: 'meridian',
      code: 'TRAVELFDN',
      name: '£10 to the Travel Foundation',
      description:
        'A one-off donation to the Travel Foundation, the UK charity that works with communities in popular destinations so that tourism benefits the people who live there.',
      priceMinor: 1000,
      allocationType: 'PerBooking',
    },
    {
      brandId: 'cavendish',
      code: 'FOOTPATHS',
      name: 'Care for the countryside',
      description:
        'Give £2 per traveller to the Countryside Paths Fund, which repairs footpaths, stiles and bridges in the national parks our coaches visit.',
      priceMinor: 200,
      allocationType: 'PerPerson',
    },
    {
      brandId: 'cavendish',
      code: 'TRAVELFDN',
      name: '£10 to the Travel Foundation',
      description:
        'A one-off donation to the Travel Foundation, the UK charity that helps the places we visit to benefit from tourism, at home and abroad.',
      priceMinor: 1000,
      allocationType: 'PerBooking',
    },
  ]
  return rows.map((row, i) => ({
    id: i + 1,
    ...row,
    // WebP, as checkout §9 wants the donation picture: the committed rendition (artwork/webp-renditions.ts, ADR 0046).
    imageUrl: artworkUrl(`DONATION-${row.code}`, 0, 'small', 'webp'),
    currency: 'GBP',
    active: 1,
  }))
}

// ---------------------------------------------------------------------------------------------------------------
// Brochures

interface BrochureDefinition {
  brandId: BrandId
  code: string
  name: string
  subtitle: string
  description: string
  regionName: string
  continent: string | null
  canPost: boolean
  canDownload: boolean
  matches: (tour: TourSummary) => boolean
}

function brochureDefinitions(season: string): BrochureDefinition[] {
  const meridian = (tour: TourSummary) => tour.brandId === 'meridian' && tour.marketCode === 'GB'
  const cavendish = (tour: TourSummary) => tour.brandId === 'cavendish'
  const inContinent = (tour: TourSummary, ...codes: string[]) =>
    tour.continentCodes.some((code) => codes.includes(code))
  const homeNations = ['GB', 'IE', 'JE']
  return [
    {
      brandId: 'meridian',
      code: 'EUR',
      name: `Europe ${season}`,
      subtitle: 'Escorted tours, rail journeys and city breaks',
      description:
        'From the fjords of Norway to the islands of Greece: our complete collection of European escorted tours.',
      regionName: 'Europe',
      continent: 'europe',
      canPost: true,
      canDownload: true,
      matches: (t) => meridian(t) && inContinent(t, 'europe') && !t.travelTypeCodes.includes('river-cruise'),
    },
    {
      brandId: 'meridian',
      code: 'ASIA',
      name: `Asia & the Far East ${season}`,
      subtitle: 'India, China, Japan and South East Asia',
      description:
        'Temples, spice markets and rice terraces: escorted tours across India, the Far East and South East Asia.',
      regionName: 'Asia',
      continent: 'asia',
      canPost: true,
      canDownload: true,
      matches: (t) => meridian(t) && inContinent(t, 'asia') && !['JO', 'AE', 'OM'].includes(t.countryIsos[0]!),
    },
    {
      brandId: 'meridian',
      code: 'AFR',
      name: 'Africa & Arabia',
      subtitle: 'Safaris, the Nile and the deserts of Arabia',
      description: 'Classic safaris in East and Southern Africa, Nile cruises, Morocco, Jordan and Oman.',
      regionName: 'Africa & Arabia',
      continent: 'africa',
      canPost: true,
      canDownload: true,
      matches: (t) => meridian(t) && (inContinent(t, 'africa') || ['JO', 'AE', 'OM'].includes(t.countryIsos[0]!)),
    },
    {
      brandId: 'meridian',
      code: 'AMER',
      name: 'The Americas',
      subtitle: 'From the Rockies to Patagonia',
      description:
        'National parks of the USA and Canada, Central America, Cuba and the great journeys of South America.',
      regionName: 'The Americas',
      continent: null,
      canPost: true,
      canDownload: true,
      matches: (t) => meridian(t) && inContinent(t, 'north-america', 'south-america'),
    },
    {
      brandId: 'meridian',
      code: 'ANZ',
      name: 'Australia, New Zealand & the South Pacific',
      subtitle: 'The journey of a lifetime',
      description: 'Sydney, the Outback and the Reef, New Zealand’s two islands and the lagoons of Fiji.',
      regionName: 'Australia & the Pacific',
      continent: 'oceania',
      canPost: true,
      canDownload: true,
      matches: (t) => meridian(t) && inContinent(t, 'oceania'),
    },
    {
      brandId: 'meridian',
      code: 'RIVER',
      name: `River Cruises ${season}`,
      subtitle: 'The Rhine, the Danube, the Douro, the Nile and the Mekong',
      description: 'Unpack once and let the scenery come to you on our river cruises in Europe, Egypt and Asia.',
      regionName: 'Rivers of the world',
      continent: null,
      canPost: true,
      canDownload: true,
      matches: (t) => meridian(t) && t.travelTypeCodes.includes('river-cruise'),
    },
    {
      brandId: 'meridian',
      code: 'RAIL',
      name: 'Scenic Rail Journeys',
      subtitle: 'The world’s great train rides',
      description:
        'The Glacier Express, the Rockies by rail, Japan’s bullet trains and more, with reserved seats and luggage handled for you.',
      regionName: 'Worldwide',
      continent: null,
      canPost: false,
      canDownload: true,
      matches: (t) => meridian(t) && t.travelTypeCodes.includes('rail-journey'),
    },
    {
      brandId: 'meridian',
      code: 'POLAR',
      name: 'Polar & Expedition Voyages',
      subtitle: 'Antarctica, the Arctic and the northern lights',
      description:
        'Expedition cruises to the Antarctic Peninsula, coastal voyages and northern lights adventures in the Arctic.',
      regionName: 'The polar regions',
      continent: 'antarctica',
      canPost: true,
      canDownload: true,
      matches: (t) =>
        meridian(t) &&
        (inContinent(t, 'antarctica') ||
          t.travelTypeCodes.includes('ocean-cruise') ||
          ['NO', 'IS', 'FI', 'SE'].includes(t.countryIsos[0]!)),
    },
    {
      brandId: 'meridian',
      code: 'SOLO',
      name: 'Solo Traveller Collection',
      subtitle: 'Holidays designed for people travelling alone',
      description: 'Departures with rooms for sole use and good company, all over the world.',
      regionName: 'Worldwide',
      continent: null,
      canPost: false,
      canDownload: true,
      matches: (t) => meridian(t) && (t.travelTypeCodes.includes('solo') || t.tagCodes.includes('free-single')),
    },
    {
      brandId: 'meridian',
      code: 'SMALL',
      name: 'Small Group Discoveries',
      subtitle: 'Never more than 18 travellers',
      description: 'Small-group tours, walking holidays and wildlife journeys for travellers who like to get closer.',
      regionName: 'Worldwide',
      continent: null,
      canPost: true,
      canDownload: true,
      matches: (t) =>
        meridian(t) && (t.travelTypeCodes.includes('small-group') || t.travelTypeCodes.includes('walking')),
    },
    {
      brandId: 'cavendish',
      code: 'COACH',
      name: `Coach Holidays ${season}`,
      subtitle: 'Relaxing breaks from a pick-up point near you',
      description:
        'Our full programme of coach holidays in Britain, Ireland and Europe, with local pick-ups and dinner included.',
      regionName: 'Britain & Europe',
      continent: 'europe',
      canPost: true,
      canDownload: true,
      matches: (t) => cavendish(t) && t.travelTypeCodes.includes('coach-holiday'),
    },
    {
      brandId: 'cavendish',
      code: 'UKI',
      name: 'UK & Ireland Breaks',
      subtitle: 'Seaside, countryside and heritage close to home',
      description: 'Short breaks and touring holidays in England, Scotland, Wales, Ireland and the Channel Islands.',
      regionName: 'UK & Ireland',
      continent: 'europe',
      canPost: true,
      canDownload: true,
      matches: (t) => cavendish(t) && homeNations.includes(t.countryIsos[0]!),
    },
    {
      brandId: 'cavendish',
      code: 'EURC',
      name: 'European Coach Tours',
      subtitle: 'The Continent without the airport',
      description:
        'Coach tours to France, the Low Countries, Germany, Switzerland, Austria and Italy via the short Channel crossing.',
      regionName: 'Europe',
      continent: 'europe',
      canPost: true,
      canDownload: true,
      matches: (t) => cavendish(t) && !homeNations.includes(t.countryIsos[0]!),
    },
    {
      brandId: 'cavendish',
      code: 'FEST',
      name: 'Festive Breaks',
      subtitle: 'Christmas markets, Christmas and New Year',
      description: 'Christmas market trips, traditional Christmas house parties and New Year celebrations.',
      regionName: 'Britain & Europe',
      continent: null,
      canPost: true,
      canDownload: true,
      matches: (t) => cavendish(t) && (t.travelTypeCodes.includes('festive') || t.tagCodes.includes('festive')),
    },
    {
      brandId: 'cavendish',
      code: 'GARD',
      name: 'Gardens & Heritage',
      subtitle: 'Great gardens, stately homes and historic towns',
      description: 'Breaks built around the great gardens and houses of Britain and Europe, with expert-led visits.',
      regionName: 'Britain & Europe',
      continent: null,
      canPost: true,
      canDownload: false,
      matches: (t) => cavendish(t) && (t.tagCodes.includes('gardens') || t.tagCodes.includes('heritage')),
    },
    {
      brandId: 'cavendish',
      code: 'RR',
      name: 'Rail & River Holidays',
      subtitle: 'Scenic railways and river cruises, with a coach or train from home',
      description: 'Let the train take the strain, or join a river ship on the Rhine, the Moselle or the Danube.',
      regionName: 'Britain & Europe',
      continent: null,
      canPost: true,
      canDownload: true,
      matches: (t) =>
        cavendish(t) && (t.travelTypeCodes.includes('rail-journey') || t.travelTypeCodes.includes('river-cruise')),
    },
  ]
}

const PDF_PAGE = /\/Type\s*\/Page(?![a-zA-Z])/g

async function writeBrochures(
  writer: BulkWriter,
  summaries: TourSummary[],
  continentIds: Map<string, number>,
  today: string,
): Promise<void> {
  const year = Number(today.slice(0, 4))
  const month = Number(today.slice(5, 7))
  // A brochure season runs for a year from spring; from late summer the next season's brochures are out.
  const first = month >= 8 ? year + 1 : year
  const season = `${first}-${String((first + 1) % 100).padStart(2, '0')}`
  const byRank = summaries.slice().sort((a, b) => a.rank - b.rank)
  const definitions = brochureDefinitions(season)
  const brochureRows: NewRow<'brochures'>[] = []
  const fileRows: NewRow<'brochureFiles'>[] = []
  const positions = new Map<string, number>()

  for (const [index, definition] of definitions.entries()) {
    const brand = BRANDS.find((b) => b.id === definition.brandId)!
    const id = index + 1
    const position = positions.get(brand.id) ?? 0
    positions.set(brand.id, position + 1)
    brochureRows.push({
      id,
      brandId: brand.id,
      uniqueId: uuidFromName(`itinera-brochure:${brand.id}:${definition.code}`),
      code: definition.code,
      name: definition.name,
      description: definition.description,
      imageUrl: artworkUrl(`BROCHURE-${definition.code}`, 0, 'medium'),
      continentId: definition.continent ? continentIds.get(definition.continent)! : null,
      canPost: definition.canPost ? 1 : 0,
      canDownload: definition.canDownload ? 1 : 0,
      position,
    })

    const matching = byRank.filter((tour) => definition.matches(tour) && tour.fromPriceMinor !== null).slice(0, 12)
    const tours = matching.length
      ? matching
      : byRank.filter((t) => t.brandId === brand.id && t.fromPriceMinor !== null).slice(0, 6)
    const content = await renderBrochurePdf({
      brandName: brand.name,
      brandColour: brand.colour,
      title: definition.name,
      subtitle: definition.subtitle,
      introduction: `${definition.description} Every holiday in this brochure can be booked online or by calling ${brand.phone}. Prices are per person, based on two sharing, and were correct on ${formatDate(today)}.`,
      regionName: definition.regionName,
      phone: brand.phone,
      tours: tours.map((tour) => ({
        code: tour.code,
        name: tour.name,
        days: tour.durationDays,
        countries: tour.countryNames,
        summary: tour.description,
        fromPrice: formatMoney(tour.fromPriceMinor!, tour.currency),
        ...(tour.wasPriceMinor !== null ? { wasPrice: formatMoney(tour.wasPriceMinor, tour.currency) } : {}),
        highlights: tour.highlights,
        nextDepartures: tour.nextDepartures.map(formatDate),
      })),
      generatedOn: today,
    })
    const pageCount = content.toString('latin1').match(PDF_PAGE)?.length ?? 1
    fileRows.push({
      brochureId: id,
      contentType: 'application/pdf',
      fileName: `${slugify(definition.name)}.pdf`,
      content,
      pageCount,
      byteSize: content.length,
      createdAt: `${today}T06:00:00.000Z`,
    })
  }
  await writer.insert('brochures', brochureRows)
  await writer.insert('brochureFiles', fileRows)
}
