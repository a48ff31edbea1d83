import { CUSTOMER_MONEY_STATUS_LABELS, bookingLedgerOf } from '../ledger/index.server'
import { tourPath } from '../tours/index.server'
import {
  currencyOf,
  ownBooking,
  type AccountDb,
  type AccountWho,
  type AnyDb,
  type OwnBooking,
} from './account-access.server'
import type {
  AccountBooking,
  AccountHoliday,
  AccountPassenger,
  AccountPaymentSummary,
  AccountVisa,
  AccountVisasQuery,
  BookedExcursion,
  EmergencyContact,
  MyBookingsAnswer,
} from './account-contract'
import { balanceOf, bookingStatusOf, excursionsChangeable } from './account-rules'
import { claimGuestBookings } from './email-verification.server'

/*
 * The account area's read side (issue 12; checkout §3 "Account booking", §7 "Account" calls): the bookings list and
 * one booking's overview and sections, built from the stored booking (its prices are the ones booked; excursion
 * changes re-price it, account payments raise what is paid). Every read is scoped by ownBooking.
 */

const BOOKING_TYPES = ['reserved', 'paid'] as const

export function paymentSummaryOf(booking: {
  totalMinor: number
  amountPaidMinor: number
  balanceDueDate: string | null
}): AccountPaymentSummary {
  const balance = balanceOf(booking.totalMinor, booking.amountPaidMinor)
  return {
    total: booking.totalMinor,
    amountPaid: booking.amountPaidMinor,
    balance,
    balanceDueDate: balance > 0 ? booking.balanceDueDate : null,
    canPay: balance > 0,
  }
}

function passengerName(row: { title: string | null; firstName: string; lastName: string }): string {
  return [row.title, row.firstName, row.lastName].filter(Boolean).join(' ')
}

async function departureAndTour(db: AnyDb, departureId: number) {
  return db
    .selectFrom('departures')
    .leftJoin('tours', 'tours.id', 'departures.tourId')
    .select([
      'departures.id',
      'departures.tourId',
      'departures.filo',
      'departures.transportCode',
      'departures.startDate',
      'departures.endDate',
      'tours.slug',
      'tours.published',
    ])
    .where('departures.id', '=', departureId)
    .executeTakeFirstOrThrow()
}

export async function bookingPassengersOf(db: AnyDb, bookingId: number): Promise<AccountPassenger[]> {
  const passengers = await db
    .selectFrom('bookingPassengers')
    .leftJoin('bookingRooms', 'bookingRooms.id', 'bookingPassengers.bookingRoomId')
    .select([
      'bookingPassengers.id',
      'bookingPassengers.isLead',
      'bookingPassengers.title',
      'bookingPassengers.firstName',
      'bookingPassengers.lastName',
      'bookingRooms.name as roomName',
    ])
    .where('bookingPassengers.bookingId', '=', bookingId)
    .orderBy('bookingPassengers.position')
    .execute()
  const contacts = passengers.length
    ? await db
        .selectFrom('emergencyContacts')
        .selectAll()
        .where(
          'bookingPassengerId',
          'in',
          passengers.map((passenger) => passenger.id),
        )
        .orderBy('id')
        .execute()
    : []
  return passengers.map((passenger) => ({
    passengerId: passenger.id,
    lead: passenger.isLead === 1,
    title: passenger.title,
    firstName: passenger.firstName,
    lastName: passenger.lastName,
    roomName: passenger.roomName ?? null,
    emergencyContacts: contacts
      .filter((contact) => contact.bookingPassengerId === passenger.id)
      .map((contact): EmergencyContact => ({
        emergencyContactDetailsId: contact.id,
        firstName: contact.firstName,
        lastName: contact.lastName,
        email: contact.email,
        mobileNumber: contact.mobileNumber,
        phoneNumber: contact.phoneNumber,
        phoneNumber2: contact.phoneNumber2,
        relationship: contact.relationship,
        address: contact.address,
      })),
  }))
}

/** The overview of a booking the caller has already decided the customer may see. */
export async function accountBookingOf(db: AnyDb, booking: OwnBooking, today: string): Promise<AccountBooking> {
  const [departure, rooms, passengers, excursionRows, visaRows, donationRows, ledger] = await Promise.all([
    departureAndTour(db, booking.departureId),
    db
      .selectFrom('bookingRooms')
      .select(['name', 'occupancy', 'pricePerPersonMinor', 'supplementMinor'])
      .where('bookingId', '=', booking.id)
      .orderBy('id')
      .execute(),
    bookingPassengersOf(db, booking.id),
    db
      .selectFrom('bookingExcursions')
      .innerJoin('excursions', 'excursions.id', 'bookingExcursions.excursionId')
      .select(['excursions.id', 'excursions.name', 'bookingExcursions.priceMinor', 'bookingExcursions.passengerId'])
      .where('bookingExcursions.bookingId', '=', booking.id)
      .orderBy('excursions.id')
      .orderBy('bookingExcursions.passengerId')
      .execute(),
    db
      .selectFrom('bookingVisas')
      .innerJoin('visas', 'visas.id', 'bookingVisas.visaId')
      .select(['visas.id', 'visas.name', 'bookingVisas.priceMinor', 'bookingVisas.passengerId'])
      .where('bookingVisas.bookingId', '=', booking.id)
      .orderBy('visas.id')
      .execute(),
    db
      .selectFrom('bookingDonations')
      .innerJoin('donations', 'donations.id', 'bookingDonations.donationId')
      .select(['donations.id', 'donations.name', 'bookingDonations.amountMinor'])
      .where('bookingDonations.bookingId', '=', booking.id)
      .orderBy('donations.id')
      .execute(),
    // The money and the statement from one read of the booking's ledger lines and payments.
    bookingLedgerOf(db, booking, 'customer'),
  ])
  const { money, statement } = ledger
  const cancelled = booking.status === 'cancelled'
  const excursions = new Map<number, AccountBooking['excursions'][number]>()
  for (const row of excursionRows) {
    const line = excursions.get(row.id) ?? {
      excursionId: row.id,
      name: row.name,
      passengerCount: 0,
      price: row.priceMinor,
      passengerIds: [],
    }
    line.passengerCount += 1
    line.passengerIds.push(row.passengerId)
    excursions.set(row.id, line)
  }
  const visas = new Map<number, AccountBooking['visas'][number]>()
  for (const row of visaRows) {
    const line = visas.get(row.id) ?? { id: row.id, name: row.name, passengerCount: 0, price: row.priceMinor }
    line.passengerCount += 1
    visas.set(row.id, line)
  }
  const donations = new Map<number, AccountBooking['donations'][number]>()
  for (const row of donationRows) {
    const line = donations.get(row.id) ?? { name: row.name, passengerCount: 0, price: 0 }
    line.passengerCount += 1
    line.price += row.amountMinor
    donations.set(row.id, line)
  }
  const type = (BOOKING_TYPES as readonly string[]).includes(booking.type)
    ? (booking.type as 'reserved' | 'paid')
    : 'paid'
  return {
    bookingReference: booking.reference,
    type,
    status: bookingStatusOf({
      type: booking.type,
      state: booking.status,
      total: booking.totalMinor,
      amountPaid: booking.amountPaidMinor,
      departureDate: departure.startDate,
      today,
    }),
    tourName: booking.tourName,
    tourCode: booking.tourCode,
    tourUrl: departure.slug && departure.published === 1 ? tourPath(departure.slug) : null,
    cultureCode: booking.cultureCode,
    currency: currencyOf(booking.currency),
    departure: {
      departureId: departure.id,
      filo: departure.filo,
      transportCode: departure.transportCode,
      date: departure.startDate,
      endDate: departure.endDate,
    },
    rooms: rooms.map((room) => ({
      name: room.name,
      occupancy: room.occupancy,
      pricePerPerson: room.pricePerPersonMinor,
      supplement: room.supplementMinor,
    })),
    passengers,
    excursions: [...excursions.values()],
    visas: [...visas.values()],
    donations: [...donations.values()],
    subtotal: booking.totalMinor,
    payment: paymentSummaryOf(booking),
    excursionsChangeable: !cancelled && excursionsChangeable(today, departure.startDate),
    moneyStatus: CUSTOMER_MONEY_STATUS_LABELS[money.status],
    toRefund: money.toRefundMinor,
    statement: statement.map((entry) => ({
      date: entry.at.slice(0, 10),
      description: entry.description,
      amount: entry.amountMinor,
      balance: entry.balanceMinor,
    })),
  }
}

/** checkout §7 "GET my-bookings": the customer's holidays, upcoming first, then travelled ones. */
export async function listHolidays(db: AccountDb, who: AccountWho, today: string): Promise<MyBookingsAnswer> {
  // A verified customer's later guest bookings join the account as soon as the list is read (ADR 0027).
  const claim = await claimGuestBookings(db, who)
  const rows = await db
    .selectFrom('bookings')
    .innerJoin('departures', 'departures.id', 'bookings.departureId')
    .leftJoin('tours', 'tours.id', 'departures.tourId')
    .select([
      'bookings.id',
      'bookings.reference',
      'bookings.tourName',
      'bookings.tourCode',
      'bookings.type',
      'bookings.status',
      'bookings.currency',
      'bookings.totalMinor',
      'bookings.amountPaidMinor',
      'bookings.balanceDueDate',
      'departures.startDate',
      'departures.endDate',
      'tours.slug',
      'tours.published',
      (eb) =>
        eb
          .selectFrom('bookingPassengers')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('bookingPassengers.bookingId', '=', 'bookings.id')
          .as('travellers'),
    ])
    .where('bookings.brandId', '=', who.brand.id)
    .where('bookings.customerId', '=', who.customer.id)
    .orderBy('departures.startDate')
    .orderBy('bookings.id')
    .execute()
  const holidays: AccountHoliday[] = rows.map((row) => {
    const summary = paymentSummaryOf(row)
    return {
      bookingReference: row.reference,
      tourName: row.tourName,
      tourCode: row.tourCode,
      tourUrl: row.slug && row.published === 1 ? tourPath(row.slug) : null,
      departureDate: row.startDate,
      returnDate: row.endDate,
      travellers: Number(row.travellers ?? 0),
      currency: currencyOf(row.currency),
      total: summary.total,
      amountPaid: summary.amountPaid,
      balance: summary.balance,
      balanceDueDate: summary.balanceDueDate,
      status: bookingStatusOf({
        type: row.type,
        state: row.status,
        total: row.totalMinor,
        amountPaid: row.amountPaidMinor,
        departureDate: row.startDate,
        today,
      }),
    }
  })
  const upcoming = holidays.filter((holiday) => holiday.status !== 'Travelled' && holiday.status !== 'Cancelled')
  const travelled = holidays.filter((holiday) => holiday.status === 'Travelled').reverse()
  // Cancelled bookings last: still there to read (the statement, a refund to come), never among the holidays ahead.
  const cancelled = holidays.filter((holiday) => holiday.status === 'Cancelled')
  return { isAuthenticated: true, holidays: [...upcoming, ...travelled, ...cancelled], emailVerified: claim.verified }
}

/** checkout §7 "GET booking data". */
export async function getAccountBooking(
  db: AccountDb,
  who: AccountWho,
  bookingReference: string,
  today: string,
): Promise<AccountBooking | null> {
  const booking = await ownBooking(db, who, bookingReference)
  return booking ? accountBookingOf(db, booking, today) : null
}

/** checkout §7 "booked excursions": each excursion on the booking with the passengers going. */
export async function getBookedExcursions(
  db: AccountDb,
  who: AccountWho,
  bookingReference: string,
): Promise<BookedExcursion[] | null> {
  const booking = await ownBooking(db, who, bookingReference)
  if (!booking) return null
  const rows = await db
    .selectFrom('bookingExcursions')
    .innerJoin('excursions', 'excursions.id', 'bookingExcursions.excursionId')
    .innerJoin('bookingPassengers', 'bookingPassengers.id', 'bookingExcursions.passengerId')
    .select([
      'excursions.id',
      'excursions.name',
      'bookingExcursions.priceMinor',
      'bookingPassengers.id as passengerId',
      'bookingPassengers.title',
      'bookingPassengers.firstName',
      'bookingPassengers.lastName',
    ])
    .where('bookingExcursions.bookingId', '=', booking.id)
    .orderBy('excursions.id')
    .orderBy('bookingPassengers.position')
    .execute()
  const byExcursion = new Map<number, BookedExcursion>()
  for (const row of rows) {
    const line = byExcursion.get(row.id) ?? {
      excursionId: row.id,
      name: row.name,
      price: row.priceMinor,
      passengers: [],
    }
    line.passengers.push({ passengerId: row.passengerId, name: passengerName(row) })
    byExcursion.set(row.id, line)
  }
  return [...byExcursion.values()]
}

/**
 * The visa choices of the booking's passengers: every visa of the tour's countries, with each passenger marked
 * required when the booking carries that visa for them. The departure keys must be the booking's own.
 */
export async function getAccountVisas(
  db: AccountDb,
  who: AccountWho,
  query: AccountVisasQuery,
): Promise<AccountVisa[] | null> {
  const booking = await ownBooking(db, who, query.bookingReference)
  if (!booking || booking.departureId !== query.departureId) return null
  const departure = await departureAndTour(db, booking.departureId)
  if (departure.filo !== query.filo) return null
  const [visas, passengers, chosen] = await Promise.all([
    db
      .selectFrom('visas')
      .innerJoin('tourCountries', 'tourCountries.countryId', 'visas.countryId')
      .select(['visas.id', 'visas.name', 'visas.priceMinor'])
      .where('tourCountries.tourId', '=', departure.tourId)
      .orderBy('tourCountries.position')
      .orderBy('visas.id')
      .execute(),
    db
      .selectFrom('bookingPassengers')
      .select(['id', 'title', 'firstName', 'lastName'])
      .where('bookingId', '=', booking.id)
      .orderBy('position')
      .execute(),
    db.selectFrom('bookingVisas').select(['visaId', 'passengerId']).where('bookingId', '=', booking.id).execute(),
  ])
  const seen = new Set<number>()
  return visas
    .filter((visa) => (seen.has(visa.id) ? false : (seen.add(visa.id), true)))
    .map((visa) => ({
      id: visa.id,
      name: visa.name,
      price: visa.priceMinor,
      passengers: passengers.map((passenger) => ({
        passengerId: passenger.id,
        name: passengerName(passenger),
        required: chosen.some((row) => row.visaId === visa.id && row.passengerId === passenger.id),
      })),
    }))
}
