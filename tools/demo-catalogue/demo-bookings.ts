import { BOOKING_REFERENCE_ALPHABET, BOOKING_REFERENCE_LENGTH } from '../../app/features/bookings/index.server'
import { bookingTypeOf, paymentTermsOf } from '../../app/features/checkout/index.rules'
import { addDays, toEpochDay } from './calendar-days'
import { Random } from './random'

/*
 * The demo bookings (pure planning; demo-bookings.server.ts writes them): a small, deterministic book of business so
 * that the back office has something to show on first start — customers with bookings on both brands, fully paid,
 * on deposit with the balance due later or within the next fortnight, a reservation, and cancellations — each with
 * its card or bank payments and the provider's references.
 *
 * The catalogue already marks places sold on every departure (tour-rows.ts) without saying who bought them. A demo
 * booking takes its places out of those: its room and its travellers are counted in `rooms.sold` and
 * `departures.seatsSold` already, so inventory is never touched and nothing is ever sold beyond capacity. A
 * cancelled booking holds no places (cancelling gives them back), as the back office's cancel does.
 *
 * Every demo customer's e-mail is at DEMO_EMAIL_DOMAIN, a reserved name no real customer has: the seed tells its own
 * rows from real customer data by it (catalogue.server.ts, customerDataIn), and they cannot sign in (no password;
 * "forgot password" sets one, its e-mail waiting in the outbox).
 */

export const DEMO_EMAIL_DOMAIN = 'demo.example'
/** A value that is no argon2 hash: verifyPassword answers false for it, so no password signs a demo customer in. */
export const DEMO_PASSWORD_HASH = '!demo customer: no password'

export interface DemoRoom {
  id: number
  name: string
  occupancy: number
  pricePerPersonMinor: number
  supplementMinor: number
  sold: number
}

export interface DemoDeparture {
  id: number
  brandId: string
  tourCode: string
  tourName: string
  startDate: string
  currency: string
  cultureCode: string
  filo: string
  transportCode: string
  depositMinor: number
  seatsSold: number
  rooms: DemoRoom[]
}

export interface DemoCustomer {
  key: number
  brandId: string
  title: string
  firstName: string
  lastName: string
  email: string
  town: string
  postCode: string
  createdAt: string
}

export type DemoBookingState = 'paid' | 'deposit' | 'deposit due soon' | 'reserved' | 'cancelled'

export interface DemoPayment {
  amountMinor: number
  paymentType: 'Deposit Only' | 'Full Payment' | 'Balance'
  method: 'card' | 'bank transfer'
  /** The provider's reference: a sandbox card payment's, or the bank transfer's own. */
  providerReference: string
  cardLast4: string | null
  createdAt: string
}

export interface DemoBooking {
  reference: string
  state: DemoBookingState
  customer: DemoCustomer
  departure: DemoDeparture
  room: DemoRoom
  travellers: Array<{ title: string; firstName: string; lastName: string }>
  createdAt: string
  type: string
  totalMinor: number
  depositMinor: number
  amountPaidMinor: number
  balanceDueDate: string | null
  cancelledAt: string | null
  payments: DemoPayment[]
}

const FIRST_NAMES = [
  ['Mr', 'James'],
  ['Mrs', 'Margaret'],
  ['Ms', 'Priya'],
  ['Mr', 'David'],
  ['Mrs', 'Susan'],
  ['Dr', 'Helen'],
  ['Mr', 'Robert'],
  ['Miss', 'Emily'],
  ['Mr', 'Anthony'],
  ['Mrs', 'Patricia'],
  ['Ms', 'Aisha'],
  ['Mr', 'Geoffrey'],
  ['Mrs', 'Linda'],
  ['Mr', 'Kwame'],
  ['Mrs', 'Eleanor'],
  ['Mr', 'Thomas'],
] as const
const LAST_NAMES = [
  'Whitaker',
  'Okafor',
  'Patel',
  'Hughes',
  'Campbell',
  'Fraser',
  'Lloyd',
  'Nakamura',
  'Doyle',
  'Brennan',
  'Hussain',
  'Pemberton',
  'Mensah',
  'Ashworth',
  'Gallagher',
  'Stirling',
]
const COMPANIONS = [
  ['Mrs', 'Anne'],
  ['Mr', 'Peter'],
  ['Ms', 'Claire'],
  ['Mr', 'Ian'],
  ['Mrs', 'Joan'],
  ['Mr', 'Colin'],
] as const
const TOWNS = [
  ['York', 'YO1 7HH'],
  ['Bath', 'BA1 1LZ'],
  ['Leeds', 'LS1 4DY'],
  ['Norwich', 'NR2 1TF'],
  ['Exeter', 'EX1 1HS'],
  ['Chester', 'CH1 2HN'],
  ['Harrogate', 'HG1 2RQ'],
  ['Cheltenham', 'GL50 1QA'],
] as const

/** Per brand: how many bookings in each state. Ten a brand keeps the first start quick and the lists readable. */
const STATES_PER_BRAND: ReadonlyArray<readonly [DemoBookingState, number]> = [
  ['paid', 4],
  ['deposit', 2],
  ['deposit due soon', 2],
  ['reserved', 1],
  ['cancelled', 2],
]
const CUSTOMERS_PER_BRAND = 8
/** The balance falls due twelve weeks before departure (payment-terms.ts); "soon" is within the next 14 days. */
const DUE_SOON_DAYS = 14
const TWELVE_WEEKS_DAYS = 84

function instant(date: string, minutes: number): string {
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0')
  const mm = String(minutes % 60).padStart(2, '0')
  return `${date}T${hh}:${mm}:00.000Z`
}

function referenceFrom(rng: Random): string {
  let reference = ''
  for (let i = 0; i < BOOKING_REFERENCE_LENGTH; i++) {
    reference += BOOKING_REFERENCE_ALPHABET[rng.int(0, BOOKING_REFERENCE_ALPHABET.length - 1)]
  }
  return reference
}

function customersOf(brandId: string, brandIndex: number, rng: Random, today: string): DemoCustomer[] {
  return Array.from({ length: CUSTOMERS_PER_BRAND }, (_, i) => {
    const index = brandIndex * CUSTOMERS_PER_BRAND + i
    const [title, firstName] = FIRST_NAMES[index % FIRST_NAMES.length]!
    const lastName = LAST_NAMES[index % LAST_NAMES.length]!
    const [town, postCode] = TOWNS[rng.int(0, TOWNS.length - 1)]!
    return {
      key: index,
      brandId,
      title,
      firstName,
      lastName,
      email: `${firstName}.${lastName}@${DEMO_EMAIL_DOMAIN}`.toLowerCase(),
      town,
      postCode,
      createdAt: instant(addDays(today, -rng.int(70, 400)), rng.int(8 * 60, 20 * 60)),
    }
  })
}

/** Places on `departure` not yet given to a demo booking: the room types with a sold room left, and seats. */
class SoldPlaces {
  private readonly roomsUsed = new Map<number, number>()
  private readonly seatsUsed = new Map<number, number>()

  roomFor(departure: DemoDeparture): DemoRoom | null {
    const seatsLeft = departure.seatsSold - (this.seatsUsed.get(departure.id) ?? 0)
    return (
      departure.rooms.find(
        (room) => room.sold - (this.roomsUsed.get(room.id) ?? 0) >= 1 && room.occupancy <= seatsLeft,
      ) ?? null
    )
  }

  take(departure: DemoDeparture, room: DemoRoom): void {
    this.roomsUsed.set(room.id, (this.roomsUsed.get(room.id) ?? 0) + 1)
    this.seatsUsed.set(departure.id, (this.seatsUsed.get(departure.id) ?? 0) + room.occupancy)
  }
}

/** Days from today to a departure that suits each state (the booking is made `bookedDaysAgo` before today). */
function suits(state: DemoBookingState, daysAway: number, depositMinor: number): boolean {
  switch (state) {
    case 'deposit due soon':
      // Booked more than twelve weeks ahead, balance due within the fortnight.
      return depositMinor > 0 && daysAway > TWELVE_WEEKS_DAYS && daysAway <= TWELVE_WEEKS_DAYS + DUE_SOON_DAYS
    case 'deposit':
      return depositMinor > 0 && daysAway > TWELVE_WEEKS_DAYS + 60
    case 'reserved':
      return daysAway < 10
    default:
      return daysAway >= 10
  }
}

/**
 * The demo bookings for these departures (the catalogue's, with their sold places), made by `today`. The same
 * departures, date and seed always give the same bookings.
 */
export function planDemoBookings(input: { departures: readonly DemoDeparture[]; today: string; seed: number }): {
  customers: DemoCustomer[]
  bookings: DemoBooking[]
} {
  const rng = new Random(`demo-bookings:${input.seed}`)
  const brands = [...new Set(input.departures.map((departure) => departure.brandId))].sort()
  const customers: DemoCustomer[] = []
  const bookings: DemoBooking[] = []
  const places = new SoldPlaces()
  const usedReferences = new Set<string>()
  const todayDay = toEpochDay(input.today)

  brands.forEach((brandId, brandIndex) => {
    const brandCustomers = customersOf(brandId, brandIndex, rng, input.today)
    customers.push(...brandCustomers)
    // The brand's British-market departures, in date order, the Canadian twins left to their own market.
    const departures = input.departures
      .filter((departure) => departure.brandId === brandId && departure.currency === 'GBP')
      .slice()
      .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id)
    let made = 0
    for (const [state, count] of STATES_PER_BRAND) {
      const candidates = rng.shuffle(
        departures.filter((departure) =>
          suits(state, toEpochDay(departure.startDate) - todayDay, departure.depositMinor),
        ),
      )
      let placed = 0
      for (const departure of candidates) {
        if (placed === count) break
        const room = state === 'cancelled' ? (departure.rooms[0] ?? null) : places.roomFor(departure)
        if (!room || bookings.some((booking) => booking.departure.id === departure.id)) continue
        if (state !== 'cancelled') places.take(departure, room)
        const customer = brandCustomers[made % brandCustomers.length]!
        let reference = referenceFrom(rng)
        while (usedReferences.has(reference)) reference = referenceFrom(rng)
        usedReferences.add(reference)
        bookings.push(bookingOf({ state, customer, departure, room, reference, made, today: input.today, rng }))
        made++
        placed++
      }
    }
  })
  return { customers, bookings }
}

function bookingOf(input: {
  state: DemoBookingState
  customer: DemoCustomer
  departure: DemoDeparture
  room: DemoRoom
  reference: string
  made: number
  today: string
  rng: Random
}): DemoBooking {
  const { state, customer, departure, room, rng } = input
  const daysAway = toEpochDay(departure.startDate) - toEpochDay(input.today)
  // Two bookings a brand are today's (the dashboard's "today"), early enough never to lie in the future.
  const bookedDaysAgo =
    input.made < 2 ? 0 : state === 'deposit due soon' ? rng.int(5, 40) : rng.int(1, Math.min(56, daysAway - 1))
  const bookedOn = addDays(input.today, -bookedDaysAgo)
  const createdAt = instant(bookedOn, bookedDaysAgo === 0 ? 5 + input.made * 7 : rng.int(7 * 60, 22 * 60))
  const totalMinor = room.pricePerPersonMinor * room.occupancy
  const terms = paymentTermsOf({
    subtotal: totalMinor,
    depositPerTraveller: departure.depositMinor,
    travellers: room.occupancy,
    departureDate: departure.startDate,
    today: bookedOn,
  })
  const card = (amountMinor: number, paymentType: DemoPayment['paymentType'], at: string): DemoPayment => ({
    amountMinor,
    paymentType,
    method: 'card',
    providerReference: `sbx_demo${input.reference}${paymentType === 'Balance' ? 'B' : 'A'}`,
    cardLast4: rng.pick(['4242', '1881', '0005', '4444']),
    createdAt: at,
  })
  const payments: DemoPayment[] = []
  const onDeposit = terms.depositAmount < terms.fullBalance
  if (state === 'paid' && onDeposit && bookedDaysAgo > 0) {
    // Deposit at booking, the balance later by bank transfer, recorded by staff.
    payments.push(card(terms.depositAmount, 'Deposit Only', createdAt))
    const paidOn = addDays(bookedOn, rng.int(1, bookedDaysAgo))
    payments.push({
      amountMinor: terms.fullBalance - terms.depositAmount,
      paymentType: 'Balance',
      method: 'bank transfer',
      providerReference: `BACS-${input.reference}`,
      cardLast4: null,
      createdAt: instant(paidOn, rng.int(9 * 60, 17 * 60)),
    })
  } else if (state === 'paid') {
    payments.push(card(terms.fullBalance, 'Full Payment', createdAt))
  } else if (state === 'deposit' || state === 'deposit due soon' || state === 'cancelled') {
    payments.push(card(terms.depositAmount, onDeposit ? 'Deposit Only' : 'Full Payment', createdAt))
  }
  const amountPaidMinor = payments.reduce((sum, payment) => sum + payment.amountMinor, 0)
  const companions = Array.from({ length: room.occupancy - 1 }, (_, i) => {
    const [title, firstName] = COMPANIONS[(customer.key + i) % COMPANIONS.length]!
    return { title, firstName, lastName: i === 0 ? customer.lastName : rng.pick(LAST_NAMES) }
  })
  return {
    reference: input.reference,
    state,
    customer,
    departure,
    room,
    travellers: [{ title: customer.title, firstName: customer.firstName, lastName: customer.lastName }, ...companions],
    createdAt,
    type: bookingTypeOf({ reservation: state === 'reserved', total: totalMinor, amountPaid: amountPaidMinor }),
    totalMinor,
    depositMinor: terms.depositAmount,
    amountPaidMinor,
    balanceDueDate: amountPaidMinor >= totalMinor ? null : terms.dueDate,
    cancelledAt:
      state === 'cancelled' ? instant(addDays(bookedOn, Math.min(bookedDaysAgo, rng.int(1, 10))), 10 * 60) : null,
    payments,
  }
}
