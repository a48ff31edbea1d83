import { randomBytes, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { SOLD_OUT_STATUS } from '../../app/lib/constants'
import { recordSaleLines, settleBookingMoney } from '../../app/features/ledger/index.server'
import { recordGuestBooker } from '../../app/features/bookings/index.server'
import type { BrandContext } from '../../app/context'
import type { Database, NewRow, Row } from '../../db/schema'
import type { BrandName, MarketCode } from './http-client'

/*
 * Test data for what customers create: accounts, quotes and bookings (with their rooms, passengers and payments),
 * written with the real schema on SQLite or PostgreSQL through the app's own Kysely handle. Every factory fills each
 * row completely with believable defaults, takes overrides for what a test cares about, and returns the rows it
 * wrote. Catalogue rows (departures, rooms, card types) are picked from the seeded database by query, never by id,
 * so the factories hold for any generated catalogue.
 *
 *   const customer = await createCustomer(db, { brand: 'cavendish', email: 'ann@example.com' })
 *   const { quote, passengers } = await createQuote(db, { customerId: customer.id, passengers: 3 })
 *   const { booking, payments } = await createBooking(db, { customerId: customer.id, payments: 'full' })
 *
 * Used by the integration tests (with TestServer.database.db) and by Playwright (the `db` fixture). No test-runner
 * imports here.
 */

type Db = Kysely<Database>

/**
 * A password hash that no password verifies against (as '!' in /etc/shadow): a factory customer cannot sign in
 * until a test gives it a real hash made by the auth feature's hashing (createCustomer's `passwordHash`).
 */
export const UNUSABLE_PASSWORD_HASH = '!no-password'

/** Days before departure that the balance of a deposit booking falls due. Test data only; not a business rule. */
const BALANCE_DUE_DAYS_BEFORE_DEPARTURE = 70

let sequence = 0
/** Unique across test files running at the same time and across runs on a reused database. */
function uniqueSuffix(): string {
  sequence += 1
  return `${Date.now().toString(36)}${process.pid.toString(36)}${sequence.toString(36)}${randomBytes(2).toString('hex')}`
}

const nowIso = () => new Date().toISOString()
const todayIso = () => nowIso().slice(0, 10)

/** Runs `work` in a transaction, or inside the caller's transaction when given one (Kysely does not nest them). */
function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work)
}

// ------------------------------------------------------------------------------------------------ customers

export type CustomerInput = Partial<Omit<NewRow<'customers'>, 'id' | 'brandId'>> & {
  /** The brand the account belongs to (the same e-mail may hold an account on each brand). Default Meridian. */
  brand?: BrandName
}

/** A customer account with a full profile. */
export async function createCustomer(db: Db, input: CustomerInput = {}): Promise<Row<'customers'>> {
  const { brand = 'meridian', email, ...overrides } = input
  const suffix = uniqueSuffix()
  return db
    .insertInto('customers')
    .values({
      brandId: brand,
      passwordHash: UNUSABLE_PASSWORD_HASH,
      clientId: randomUUID(),
      title: 'Mrs',
      firstName: 'Ada',
      lastName: 'Traveller',
      mobilePhone: '07700 900123',
      homePhone: null,
      dateOfBirth: '1961-04-12',
      sex: 'F',
      addressLinesJson: JSON.stringify(['12 High Street']),
      town: 'London',
      county: 'Greater London',
      country: 'GB',
      postCode: 'SW1A 1AA',
      marketingEmail: 0,
      marketingMail: 0,
      ...overrides,
      // As the auth feature stores it: trimmed and lowercased.
      email: email?.trim().toLowerCase() ?? `customer-${suffix}@example.com`,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

// ------------------------------------------------------------------------------------------------ departures

export interface DepartureChoice {
  departure: Row<'departures'>
  tour: Pick<Row<'tours'>, 'id' | 'code' | 'name' | 'brandId' | 'marketCode'>
  /** The departure's room types, with what is left of each (allocation − sold). */
  rooms: Array<Row<'rooms'> & { left: number }>
}

export interface DepartureQuery {
  brand?: BrandName
  market?: MarketCode
  /** Travellers the departure must have places and rooms for. Default 2. */
  passengers?: number
}

/**
 * The earliest upcoming departure a traveller could book today on a brand and market: published tour, open, not
 * sold out, with seats and a set of room types that seats exactly `passengers` people.
 */
export async function findBookableDeparture(db: Db, query: DepartureQuery = {}): Promise<DepartureChoice> {
  const { brand = 'meridian', market = 'GB', passengers = 2 } = query
  const candidates = await db
    .selectFrom('departures')
    .innerJoin('tours', 'tours.id', 'departures.tourId')
    .selectAll('departures')
    .where('tours.brandId', '=', brand)
    .where('tours.marketCode', '=', market)
    .where('tours.published', '=', 1)
    .where('departures.open', '=', 1)
    .where('departures.status', '<>', SOLD_OUT_STATUS)
    .where('departures.startDate', '>', todayIso())
    .where((eb) => eb(eb('departures.capacity', '-', eb.ref('departures.seatsSold')), '>=', passengers))
    .orderBy('departures.startDate')
    .orderBy('departures.id')
    .limit(100)
    .execute()
  for (const departure of candidates) {
    const choice = await departureChoice(db, departure)
    if (planRooms(choice.rooms, passengers)) return choice
  }
  throw new Error(`No bookable ${brand} ${market} departure has rooms for ${passengers} travellers`)
}

async function departureChoice(db: Db, departure: Row<'departures'>): Promise<DepartureChoice> {
  const tour = await db
    .selectFrom('tours')
    .select(['id', 'code', 'name', 'brandId', 'marketCode'])
    .where('id', '=', departure.tourId)
    .executeTakeFirstOrThrow()
  const rooms = await db.selectFrom('rooms').selectAll().where('departureId', '=', departure.id).orderBy('id').execute()
  return { departure, tour, rooms: rooms.map((room) => ({ ...room, left: room.allocation - room.sold })) }
}

async function departureOfRoom(db: Db, roomId: number): Promise<number> {
  const room = await db.selectFrom('rooms').select('departureId').where('id', '=', roomId).executeTakeFirst()
  if (!room) throw new Error(`No room ${roomId}`)
  return room.departureId
}

async function departureById(db: Db, departureId: number): Promise<DepartureChoice> {
  const departure = await db.selectFrom('departures').selectAll().where('id', '=', departureId).executeTakeFirst()
  if (!departure) throw new Error(`No departure ${departureId}`)
  return departureChoice(db, departure)
}

/** Room types whose occupancies add up to exactly `passengers`, twins first, within what is left of each type. */
function planRooms<R extends { id: number; occupancy: number; left: number }>(
  rooms: R[],
  passengers: number,
): R[] | null {
  const preference = (occupancy: number) => (occupancy === 2 ? 0 : occupancy === 1 ? 1 : occupancy)
  const ordered = [...rooms].sort((a, b) => preference(a.occupancy) - preference(b.occupancy) || a.id - b.id)
  const used = new Map<number, number>()
  const fill = (remaining: number): R[] | null => {
    if (remaining === 0) return []
    for (const room of ordered) {
      if (room.occupancy > remaining || (used.get(room.id) ?? 0) >= room.left) continue
      used.set(room.id, (used.get(room.id) ?? 0) + 1)
      const rest = fill(remaining - room.occupancy)
      if (rest) return [room, ...rest]
      used.set(room.id, used.get(room.id)! - 1)
    }
    return null
  }
  return fill(passengers)
}

// ------------------------------------------------------------------------------------------------ quotes

type PassengerColumns = Omit<NewRow<'bookingPassengers'>, 'id' | 'bookingId' | 'bookingRoomId' | 'position'>
/** What a test may set on a traveller; everything else gets a default. */
export type PassengerInput = Partial<PassengerColumns>

export interface QuoteInput {
  /** The departure to quote for; default the first bookable departure of the brand (or the customer's brand). */
  departureId?: number
  brand?: BrandName
  market?: MarketCode
  /** How many travellers (default 2), or each traveller's overrides in order; the first is the lead. */
  passengers?: number | PassengerInput[]
  /** The room types to take, by rooms.id; default a set of the departure's rooms that seats the travellers. */
  roomIds?: number[]
  customerId?: number | null
  sessionId?: string | null
  /** 'open' | 'booked' | 'expired'. Default 'open'. */
  status?: string
  /** Default the sum of the rooms' prices per person × occupancy (the seed's price per person includes supplements). */
  subtotalMinor?: number
}

export interface CreatedQuote {
  quote: Row<'quotes'>
  rooms: Array<Row<'quoteRooms'>>
  passengers: Array<Row<'quotePassengers'>>
  departure: Row<'departures'>
  tour: DepartureChoice['tour']
}

/** The traveller columns quotes and bookings share (db/schema.ts PassengerColumns), copied when a quote is booked. */
const PASSENGER_COLUMNS = [
  'isLead',
  'title',
  'firstName',
  'lastName',
  'otherNames',
  'email',
  'mobilePhone',
  'homePhone',
  'dateOfBirth',
  'sex',
  'addressLinesJson',
  'town',
  'county',
  'country',
  'postCode',
  'addressVerified',
  'mobilityLimitations',
  'mobilityDetails',
  'dietaryRequests',
  'dietaryRequirements',
  'termsAndConditions',
  'marketingMail',
  'marketingEmail',
  'donated',
] as const satisfies ReadonlyArray<keyof PassengerColumns>

const FIRST_NAMES = ['Alice', 'Bernard', 'Clara', 'Dev', 'Esther', 'Farid', 'Grace', 'Hugo', 'Iris']

function defaultPassenger(position: number, suffix: string): PassengerColumns {
  const lead = position === 0
  return {
    isLead: lead ? 1 : 0,
    title: position % 2 === 0 ? 'Mrs' : 'Mr',
    firstName: FIRST_NAMES[position % FIRST_NAMES.length]!,
    lastName: position < FIRST_NAMES.length ? 'Traveller' : `Traveller ${position + 1}`,
    otherNames: null,
    email: lead ? `lead-${suffix}@example.com` : null,
    mobilePhone: lead ? '07700 900456' : null,
    homePhone: null,
    dateOfBirth: `${1960 + position}-0${(position % 9) + 1}-15`,
    sex: position % 2 === 0 ? 'F' : 'M',
    addressLinesJson: lead ? JSON.stringify(['1 Station Road']) : null,
    town: lead ? 'York' : null,
    county: lead ? 'North Yorkshire' : null,
    country: lead ? 'GB' : null,
    postCode: lead ? 'YO1 7HH' : null,
    addressVerified: lead ? 1 : 0,
    mobilityLimitations: 0,
    mobilityDetails: null,
    dietaryRequests: 0,
    dietaryRequirements: null,
    termsAndConditions: lead ? 1 : 0,
    marketingMail: 0,
    marketingEmail: 0,
    donated: 0,
  }
}

/** The customer's brand, refusing a departure of another brand (a quote never crosses brands). */
async function brandOf(db: Db, customerId: number | null | undefined): Promise<BrandName | undefined> {
  if (customerId == null) return undefined
  const customer = await db.selectFrom('customers').select('brandId').where('id', '=', customerId).executeTakeFirst()
  if (!customer) throw new Error(`No customer ${customerId}`)
  return customer.brandId as BrandName
}

/** A quote with its rooms and travellers, priced from the departure's rooms. Holds no places. */
export function createQuote(db: Db, input: QuoteInput = {}): Promise<CreatedQuote> {
  return inTransaction(db, (trx) => insertQuote(trx, input))
}

async function insertQuote(db: Db, input: QuoteInput): Promise<CreatedQuote> {
  const overrides = Array.isArray(input.passengers) ? input.passengers : null
  const requested = overrides?.length ?? (typeof input.passengers === 'number' ? input.passengers : undefined)
  const customerBrand = await brandOf(db, input.customerId)
  const departureId = input.departureId ?? (input.roomIds?.length ? await departureOfRoom(db, input.roomIds[0]!) : null)
  const choice =
    departureId !== null
      ? await departureById(db, departureId)
      : await findBookableDeparture(db, {
          brand: input.brand ?? customerBrand,
          market: input.market,
          passengers: requested ?? 2,
        })
  const { departure, tour } = choice
  if (customerBrand && customerBrand !== tour.brandId)
    throw new Error(`Customer ${input.customerId} is a ${customerBrand} customer; departure ${departure.id} is not`)

  const rooms = input.roomIds
    ? input.roomIds.map((id) => {
        const room = choice.rooms.find((candidate) => candidate.id === id)
        if (!room) throw new Error(`Room ${id} is not a room of departure ${departure.id}`)
        return room
      })
    : planRooms(choice.rooms, requested ?? 2)
  if (!rooms) throw new Error(`Departure ${departure.id} has no set of rooms for ${requested ?? 2} travellers`)
  const seats = rooms.reduce((sum, room) => sum + room.occupancy, 0)
  const passengerCount = requested ?? seats
  if (passengerCount !== seats)
    throw new Error(`The rooms seat ${seats} travellers, not ${passengerCount} (occupancy is fixed per room type)`)

  const market = await db
    .selectFrom('markets')
    .select('cultureCode')
    .where('code', '=', tour.marketCode)
    .executeTakeFirstOrThrow()
  const roomsPrice = rooms.reduce((sum, room) => sum + room.pricePerPersonMinor * room.occupancy, 0)
  const now = nowIso()
  const quote = await db
    .insertInto('quotes')
    .values({
      brandId: tour.brandId,
      sessionId: input.sessionId ?? null,
      customerId: input.customerId ?? null,
      departureId: departure.id,
      cultureCode: market.cultureCode,
      currency: departure.currency,
      filo: departure.filo,
      initialTourCode: tour.code,
      tourCode: tour.code,
      departureTransportCode: departure.transportCode,
      subtotalMinor: input.subtotalMinor ?? roomsPrice,
      donationId: null,
      takeFinalBalance: 0,
      transactionId: null,
      status: input.status ?? 'open',
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()

  const quoteRooms: Array<Row<'quoteRooms'>> = []
  for (const [position, room] of rooms.entries()) {
    quoteRooms.push(
      await db
        .insertInto('quoteRooms')
        .values({
          quoteId: quote.id,
          roomId: room.id,
          position,
          occupancy: room.occupancy,
          pricePerPersonMinor: room.pricePerPersonMinor,
          supplementMinor: room.supplementMinor,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    )
  }

  // Travellers fill the rooms in order: a twin's two, then the next room's.
  const roomOfSeat = quoteRooms.flatMap((room) => Array<number>(room.occupancy).fill(room.id))
  const suffix = uniqueSuffix()
  const passengers: Array<Row<'quotePassengers'>> = []
  for (let position = 0; position < passengerCount; position++) {
    passengers.push(
      await db
        .insertInto('quotePassengers')
        .values({
          ...defaultPassenger(position, suffix),
          ...overrides?.[position],
          quoteId: quote.id,
          quoteRoomId: roomOfSeat[position]!,
          position,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    )
  }
  return { quote, rooms: quoteRooms, passengers, departure, tour }
}

// ------------------------------------------------------------------------------------------------ bookings

export interface PaymentInput {
  amountMinor: number
  /** 'Deposit Only' | 'Full Payment' | 'Balance'. Default 'Deposit Only' for the first of several, else as paid. */
  paymentType?: string
  /** Default the first active card type. */
  cardTypeId?: number | null
}

export interface BookingInput extends Omit<QuoteInput, 'status'> {
  /** Book this existing quote (its rooms and travellers) instead of making a new one. */
  quoteId?: number
  /**
   * What has been paid: none (a reservation), the deposit, the full price, or each payment. Default 'deposit'.
   * Every payment is an approved sandbox transaction with its payments row.
   */
  payments?: 'none' | 'deposit' | 'full' | PaymentInput[]
  /** 'reserved' | 'deposit' | 'paid'; default from what has been paid against the total. */
  type?: string
  reference?: string
  /** Count the booking's places as sold (rooms.sold, departures.seats_sold), as a confirmed booking does. Default true. */
  sellPlaces?: boolean
}

export interface CreatedBooking {
  booking: Row<'bookings'>
  quote: Row<'quotes'>
  rooms: Array<Row<'bookingRooms'>>
  passengers: Array<Row<'bookingPassengers'>>
  payments: Array<Row<'payments'>>
  transactions: Array<Row<'paymentTransactions'>>
  departure: Row<'departures'>
  tour: DepartureChoice['tour']
}

/** A confirmed booking made from a quote, with its rooms, travellers and payments, in one transaction. */
export function createBooking(db: Db, input: BookingInput = {}): Promise<CreatedBooking> {
  return inTransaction(db, (trx) => insertBooking(trx, input))
}

async function existingQuote(db: Db, quoteId: number): Promise<CreatedQuote> {
  const quote = await db.selectFrom('quotes').selectAll().where('id', '=', quoteId).executeTakeFirst()
  if (!quote) throw new Error(`No quote ${quoteId}`)
  const { departure, tour } = await departureById(db, quote.departureId)
  const rooms = await db
    .selectFrom('quoteRooms')
    .selectAll()
    .where('quoteId', '=', quoteId)
    .orderBy('position')
    .execute()
  const passengers = await db
    .selectFrom('quotePassengers')
    .selectAll()
    .where('quoteId', '=', quoteId)
    .orderBy('position')
    .execute()
  return { quote, rooms, passengers, departure, tour }
}

function balanceDueDate(startDate: string): string {
  const due = new Date(`${startDate}T00:00:00Z`)
  due.setUTCDate(due.getUTCDate() - BALANCE_DUE_DAYS_BEFORE_DEPARTURE)
  const iso = due.toISOString().slice(0, 10)
  return iso < todayIso() ? todayIso() : iso
}

async function insertBooking(db: Db, input: BookingInput): Promise<CreatedBooking> {
  const { quoteId, payments: paid = 'deposit', type, reference, sellPlaces = true, ...quoteInput } = input
  const made = quoteId !== undefined ? await existingQuote(db, quoteId) : await insertQuote(db, quoteInput)
  const { departure, tour } = made
  const quote = await db
    .updateTable('quotes')
    .set({ status: 'booked', updatedAt: nowIso() })
    .where('id', '=', made.quote.id)
    .returningAll()
    .executeTakeFirstOrThrow()
  const customerId = input.customerId ?? quote.customerId
  if (customerId != null && (await brandOf(db, customerId)) !== tour.brandId)
    throw new Error(`Customer ${customerId} cannot book a departure of another brand`)

  const totalMinor = quote.subtotalMinor
  const depositMinor = Math.min(totalMinor, departure.depositMinor * made.passengers.length)
  const plannedPayments: PaymentInput[] =
    paid === 'none'
      ? []
      : paid === 'deposit'
        ? [{ amountMinor: depositMinor, paymentType: 'Deposit Only' }]
        : paid === 'full'
          ? [{ amountMinor: totalMinor, paymentType: 'Full Payment' }]
          : paid
  const amountPaidMinor = plannedPayments.reduce((sum, payment) => sum + payment.amountMinor, 0)

  const booking = await db
    .insertInto('bookings')
    .values({
      reference: reference ?? `IT${uniqueSuffix().toUpperCase()}`,
      brandId: tour.brandId,
      quoteId: quote.id,
      customerId: customerId ?? null,
      departureId: departure.id,
      tourCode: quote.tourCode,
      tourName: tour.name,
      type: type ?? (amountPaidMinor >= totalMinor ? 'paid' : amountPaidMinor > 0 ? 'deposit' : 'reserved'),
      currency: quote.currency,
      cultureCode: quote.cultureCode,
      totalMinor,
      amountPaidMinor,
      depositMinor,
      balanceDueDate: amountPaidMinor >= totalMinor ? null : balanceDueDate(departure.startDate),
    })
    .returningAll()
    .executeTakeFirstOrThrow()

  const roomNames = new Map(
    (await db.selectFrom('rooms').select(['id', 'name']).where('departureId', '=', departure.id).execute()).map(
      (room) => [room.id, room.name],
    ),
  )
  const rooms: Array<Row<'bookingRooms'>> = []
  const bookingRoomOf = new Map<number, number>()
  for (const quoteRoom of made.rooms) {
    const room = await db
      .insertInto('bookingRooms')
      .values({
        bookingId: booking.id,
        roomId: quoteRoom.roomId,
        name: roomNames.get(quoteRoom.roomId) ?? 'Room',
        occupancy: quoteRoom.occupancy,
        pricePerPersonMinor: quoteRoom.pricePerPersonMinor,
        supplementMinor: quoteRoom.supplementMinor,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    rooms.push(room)
    bookingRoomOf.set(quoteRoom.id, room.id)
  }

  const passengers: Array<Row<'bookingPassengers'>> = []
  for (const traveller of made.passengers) {
    const columns = Object.fromEntries(PASSENGER_COLUMNS.map((name) => [name, traveller[name]])) as PassengerColumns
    passengers.push(
      await db
        .insertInto('bookingPassengers')
        .values({
          ...columns,
          position: traveller.position,
          bookingId: booking.id,
          bookingRoomId: traveller.quoteRoomId === null ? null : (bookingRoomOf.get(traveller.quoteRoomId) ?? null),
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    )
  }

  // Its ledger's sale lines, as the checkout's confirm writes them (issue 25).
  await recordSaleLines(db, booking.id, 'customer')
  // …and its guest booker when no account made it (issue 26).
  await recordGuestBooker(db, booking.id)

  const defaultCard = await db
    .selectFrom('cardTypes')
    .select('id')
    .where('active', '=', 1)
    .orderBy('id')
    .executeTakeFirst()
  const transactions: Array<Row<'paymentTransactions'>> = []
  const payments: Array<Row<'payments'>> = []
  for (const [index, planned] of plannedPayments.entries()) {
    const cardTypeId = planned.cardTypeId === undefined ? (defaultCard?.id ?? null) : planned.cardTypeId
    const now = nowIso()
    const transaction = await db
      .insertInto('paymentTransactions')
      .values({
        id: randomUUID(),
        // The first payment is taken in the checkout; later ones from the account area.
        purpose: index === 0 ? 'checkout' : 'account',
        quoteId: index === 0 ? quote.id : null,
        bookingId: booking.id,
        amountMinor: planned.amountMinor,
        currency: booking.currency,
        cardTypeId,
        status: 'approved',
        cardLast4: '4242',
        provider: 'sandbox',
        providerReference: `sandbox-${uniqueSuffix()}`,
        message: null,
        createdAt: now,
        updatedAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    transactions.push(transaction)
    payments.push(
      await db
        .insertInto('payments')
        .values({
          bookingId: booking.id,
          transactionId: transaction.id,
          amountMinor: planned.amountMinor,
          currency: booking.currency,
          cardTypeId,
          paymentType:
            planned.paymentType ??
            (index > 0 ? 'Balance' : planned.amountMinor >= totalMinor ? 'Full Payment' : 'Deposit Only'),
          createdAt: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    )
  }

  if (sellPlaces) await sellBookedPlaces(db, departure, made.rooms)
  const soldDeparture = await db
    .selectFrom('departures')
    .selectAll()
    .where('id', '=', departure.id)
    .executeTakeFirstOrThrow()
  return { booking, quote, rooms, passengers, payments, transactions, departure: soldDeparture, tour }
}

/** A booking's rooms and seats become sold; the schema's check (sold ≤ allocation) refuses an oversold room. */
async function sellBookedPlaces(db: Db, departure: Row<'departures'>, rooms: Array<Row<'quoteRooms'>>) {
  const seats = rooms.reduce((sum, room) => sum + room.occupancy, 0)
  if (departure.seatsSold + seats > departure.capacity)
    throw new Error(
      `Departure ${departure.id} has ${departure.capacity - departure.seatsSold} seats left, not ${seats}`,
    )
  for (const room of rooms) {
    await db
      .updateTable('rooms')
      .set((eb) => ({ sold: eb('sold', '+', 1) }))
      .where('id', '=', room.roomId)
      .execute()
  }
  await db
    .updateTable('departures')
    .set((eb) => ({ seatsSold: eb('seatsSold', '+', seats) }))
    .where('id', '=', departure.id)
    .execute()
}

// ------------------------------------------------------------------------------------------------ stocked departures

export interface StockedDeparture {
  id: number
  filo: string
  transportCode: string
  /** The departure's transport type code (the departures table's `transportType` key). */
  transportType: string
  tourId: number
  tourCode: string
  tourSlug: string
  depositMinor: number
  twin: { id: number; name: string; price: number }
  single: { id: number; name: string; price: number }
  /** The tour's visas (empty when `withVisas` was not asked for). */
  visaIds: number[]
}

export interface DepartureStock {
  brand?: BrandName
  placesLeft: number
  twinsLeft: number
  singlesLeft?: number
  capacity?: number
  startDate: string
  /** Only a departure whose tour has visas (returned in `visaIds`). */
  withVisas?: boolean
  /** Only a departure whose tour has excursions. */
  withExcursions?: boolean
  /** Only a departure with add-ons. */
  withAddOns?: boolean
  used?: Set<number>
}

/** Whether a query finds at least one row. */
async function hasRow(query: { executeTakeFirst(): Promise<unknown> }): Promise<boolean> {
  return (await query.executeTakeFirst()) !== undefined
}

/**
 * A published GBP departure of the brand set to a known stock: `placesLeft` places for sale (of `capacity`),
 * `twinsLeft` two-person rooms and `singlesLeft` one-person rooms, every other room type sold out, starting on
 * `startDate`. Pass a `used` set shared by a test file so each call takes a departure (and tour) no earlier call took.
 */
export async function stockDeparture(db: Db, stock: DepartureStock): Promise<StockedDeparture> {
  const used = stock.used ?? new Set<number>()
  const candidates = await db
    .selectFrom('departures')
    .innerJoin('tours', 'tours.id', 'departures.tourId')
    .innerJoin('transportTypes', 'transportTypes.id', 'departures.transportTypeId')
    .select([
      'departures.id',
      'departures.filo',
      'departures.transportCode',
      'departures.tourId',
      'departures.depositMinor',
      'tours.code as tourCode',
      'tours.slug as tourSlug',
      'transportTypes.code as transportType',
    ])
    .where('tours.brandId', '=', stock.brand ?? 'meridian')
    .where('tours.marketCode', '=', 'GB')
    .where('tours.published', '=', 1)
    .where('departures.currency', '=', 'GBP')
    .orderBy('departures.id')
    .execute()
  for (const candidate of candidates) {
    if (used.has(candidate.id) || used.has(-candidate.tourId)) continue
    const rooms = await db
      .selectFrom('rooms')
      .select(['id', 'name', 'occupancy', 'pricePerPersonMinor'])
      .where('departureId', '=', candidate.id)
      .orderBy('id')
      .execute()
    const single = rooms.find((room) => room.occupancy === 1)
    const twin = rooms.find((room) => room.occupancy === 2)
    if (!single || !twin) continue
    const visas = await db
      .selectFrom('visas')
      .innerJoin('tourCountries', 'tourCountries.countryId', 'visas.countryId')
      .select('visas.id')
      .where('tourCountries.tourId', '=', candidate.tourId)
      .orderBy('visas.id')
      .execute()
    if (stock.withVisas && visas.length === 0) continue
    if (
      stock.withExcursions &&
      !(await hasRow(db.selectFrom('excursions').select('id').where('tourId', '=', candidate.tourId)))
    )
      continue
    if (
      stock.withAddOns &&
      !(await hasRow(db.selectFrom('addonDepartures').select('id').where('departureId', '=', candidate.id)))
    )
      continue
    used.add(candidate.id)
    used.add(-candidate.tourId)
    const capacity = stock.capacity ?? 40
    await db
      .updateTable('departures')
      .set({ capacity, seatsSold: capacity - stock.placesLeft, open: 1, startDate: stock.startDate })
      .where('id', '=', candidate.id)
      .execute()
    await db
      .updateTable('rooms')
      .set((eb) => ({ sold: eb.ref('allocation') }))
      .where('departureId', '=', candidate.id)
      .execute()
    await db
      .updateTable('rooms')
      .set({ allocation: 100, sold: 100 - (stock.singlesLeft ?? 60) })
      .where('id', '=', single.id)
      .execute()
    await db
      .updateTable('rooms')
      .set({ allocation: 20, sold: 20 - stock.twinsLeft })
      .where('id', '=', twin.id)
      .execute()
    return {
      id: candidate.id,
      filo: candidate.filo,
      transportCode: candidate.transportCode,
      transportType: candidate.transportType,
      tourId: candidate.tourId,
      tourCode: candidate.tourCode,
      tourSlug: candidate.tourSlug,
      depositMinor: candidate.depositMinor,
      twin: { id: twin.id, name: twin.name, price: twin.pricePerPersonMinor },
      single: { id: single.id, name: single.name, price: single.pricePerPersonMinor },
      visaIds: visas.map((visa) => visa.id),
    }
  }
  throw new Error('No departure with a single and a twin room type left')
}

/**
 * The booking's whole balance paid by bank transfer at `at` (an approved offline transaction and its payment row), and
 * its money settled from the ledger, as staff's "record a payment" leaves it.
 */
export async function payBalanceOffline(db: Db, made: CreatedBooking, at: string): Promise<number> {
  const rest = made.booking.totalMinor - made.payments.reduce((sum, payment) => sum + payment.amountMinor, 0)
  const transactionId = `offline-${made.booking.id}-${uniqueSuffix()}`
  await db
    .insertInto('paymentTransactions')
    .values({
      id: transactionId,
      purpose: 'account',
      quoteId: null,
      bookingId: made.booking.id,
      amountMinor: rest,
      currency: made.booking.currency,
      cardTypeId: null,
      status: 'approved',
      cardLast4: null,
      provider: 'offline',
      providerReference: `BACS-${made.booking.id}`,
      message: null,
      createdAt: at,
      updatedAt: at,
    })
    .execute()
  await db
    .insertInto('payments')
    .values({
      bookingId: made.booking.id,
      transactionId,
      amountMinor: rest,
      currency: made.booking.currency,
      cardTypeId: null,
      paymentType: 'Balance',
      method: 'bank transfer',
    })
    .execute()
  await settleBookingMoney(db, made.booking.id)
  return rest
}

// ------------------------------------------------------------------------------------------------ brands

/** A brand as the request context holds it (in its default market), for calling services directly. */
export async function brandContextOf(db: Db, id: string): Promise<BrandContext> {
  const row = await db
    .selectFrom('brands')
    .innerJoin('markets', 'markets.code', 'brands.defaultMarket')
    .select([
      'brands.id',
      'brands.name',
      'brands.nameFormatted',
      'brands.isCoach',
      'brands.phone',
      'brands.email',
      'brands.marketingFormId',
      'markets.code as marketCode',
      'markets.currency',
      'markets.cultureCode',
    ])
    .where('brands.id', '=', id)
    .executeTakeFirstOrThrow()
  return { ...row, isCoach: row.isCoach === 1, currency: row.currency as BrandContext['currency'] }
}
