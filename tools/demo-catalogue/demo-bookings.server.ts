import type { Kysely } from 'kysely'
import { recordSaleLines } from '../../app/features/ledger/index.server'
import type { Database } from '../../db/schema'
import { uuidFromName } from './random'
import {
  DEMO_EMAIL_DOMAIN,
  DEMO_PASSWORD_HASH,
  planDemoBookings,
  type DemoBooking,
  type DemoDeparture,
} from './demo-bookings'

/*
 * Writes the demo bookings (demo-bookings.ts) through the tables a booking made in the checkout uses: the customer,
 * a booked quote, the booking with its room and travellers, and each payment with its provider transaction. It runs
 * inside the seed's transaction, after the catalogue, and changes no inventory: the places were sold already.
 */

const NO_PASSENGER_FLAGS = {
  addressVerified: 0,
  mobilityLimitations: 0,
  dietaryRequests: 0,
  termsAndConditions: 1,
  marketingMail: 0,
  marketingEmail: 0,
  donated: 0,
}

async function departuresWithSoldPlaces(db: Kysely<Database>): Promise<DemoDeparture[]> {
  const rows = await db
    .selectFrom('departures')
    .innerJoin('tours', 'tours.id', 'departures.tourId')
    .select([
      'departures.id',
      'tours.brandId',
      'tours.code as tourCode',
      'tours.name as tourName',
      'departures.startDate',
      'departures.currency',
      'departures.filo',
      'departures.transportCode',
      'departures.depositMinor',
      'departures.seatsSold',
    ])
    .where('departures.seatsSold', '>', 0)
    .orderBy('departures.id')
    .execute()
  const rooms = await db
    .selectFrom('rooms')
    .select(['id', 'departureId', 'name', 'occupancy', 'pricePerPersonMinor', 'supplementMinor', 'sold'])
    .orderBy('departureId')
    .orderBy('occupancy', 'desc')
    .orderBy('id')
    .execute()
  const roomsOf = new Map<number, typeof rooms>()
  for (const room of rooms)
    roomsOf.set(Number(room.departureId), [...(roomsOf.get(Number(room.departureId)) ?? []), room])
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    // The markets' culture codes (catalogue.server.ts MARKETS): a departure's currency names its market.
    cultureCode: row.currency === 'CAD' ? 'en-CA' : 'en-GB',
    depositMinor: Number(row.depositMinor),
    seatsSold: Number(row.seatsSold),
    rooms: (roomsOf.get(Number(row.id)) ?? []).map(({ departureId: _departure, ...room }) => ({
      ...room,
      id: Number(room.id),
      pricePerPersonMinor: Number(room.pricePerPersonMinor),
      supplementMinor: Number(room.supplementMinor),
      sold: Number(room.sold),
    })),
  }))
}

/** Writes the demo customers and bookings; returns rows written per table. */
export async function writeDemoBookings(
  db: Kysely<Database>,
  options: { today: string; seed: number },
): Promise<Record<string, number>> {
  const { customers, bookings } = planDemoBookings({
    departures: await departuresWithSoldPlaces(db),
    today: options.today,
    seed: options.seed,
  })
  const customerIds = new Map<number, number>()
  for (const customer of customers) {
    const row = await db
      .insertInto('customers')
      .values({
        brandId: customer.brandId,
        email: customer.email,
        passwordHash: DEMO_PASSWORD_HASH,
        clientId: uuidFromName(`demo-customer:${customer.email}`),
        title: customer.title,
        firstName: customer.firstName,
        lastName: customer.lastName,
        mobilePhone: `07700 9${String(100_00 + customer.key * 137).slice(0, 5)}`,
        homePhone: null,
        dateOfBirth: null,
        sex: null,
        addressLinesJson: JSON.stringify([`${10 + customer.key} Station Road`]),
        town: customer.town,
        county: null,
        country: 'GB',
        postCode: customer.postCode,
        marketingEmail: customer.key % 3 === 0 ? 1 : 0,
        marketingMail: 0,
        createdAt: customer.createdAt,
        emailVerifiedAt: customer.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    customerIds.set(customer.key, Number(row.id))
  }
  let payments = 0
  let passengers = 0
  for (const booking of bookings) {
    const written = await writeBooking(db, booking, customerIds.get(booking.customer.key)!)
    payments += written.payments
    passengers += written.passengers
  }
  return {
    demo_customers: customers.length,
    demo_bookings: bookings.length,
    demo_booking_passengers: passengers,
    demo_payments: payments,
  }
}

async function writeBooking(
  db: Kysely<Database>,
  booking: DemoBooking,
  customerId: number,
): Promise<{ payments: number; passengers: number }> {
  const { departure, room } = booking
  const transactionIds = booking.payments.map((payment, index) =>
    payment.method === 'card'
      ? `demo-${booking.reference}-${index + 1}`
      : `offline-demo-${booking.reference}-${index + 1}`,
  )
  const quote = await db
    .insertInto('quotes')
    .values({
      brandId: departure.brandId,
      sessionId: null,
      customerId,
      departureId: departure.id,
      cultureCode: departure.cultureCode,
      currency: departure.currency,
      filo: departure.filo,
      initialTourCode: departure.tourCode,
      tourCode: departure.tourCode,
      departureTransportCode: departure.transportCode,
      subtotalMinor: booking.totalMinor,
      donationId: null,
      takeFinalBalance: 0,
      transactionId: transactionIds[0] ?? null,
      status: 'booked',
      createdAt: booking.createdAt,
      updatedAt: booking.createdAt,
      paymentOption: booking.depositMinor < booking.totalMinor ? 'Deposit Only' : 'Full Balance',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const written = await db
    .insertInto('bookings')
    .values({
      reference: booking.reference,
      brandId: departure.brandId,
      quoteId: Number(quote.id),
      customerId,
      sessionId: null,
      departureId: departure.id,
      tourCode: departure.tourCode,
      tourName: departure.tourName,
      type: booking.type,
      currency: departure.currency,
      cultureCode: departure.cultureCode,
      totalMinor: booking.totalMinor,
      amountPaidMinor: booking.amountPaidMinor,
      depositMinor: booking.depositMinor,
      balanceDueDate: booking.balanceDueDate,
      createdAt: booking.createdAt,
      status: booking.state === 'cancelled' ? 'cancelled' : 'confirmed',
      cancelledAt: booking.cancelledAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const bookingId = Number(written.id)
  const bookingRoom = await db
    .insertInto('bookingRooms')
    .values({
      bookingId,
      roomId: room.id,
      name: room.name,
      occupancy: room.occupancy,
      pricePerPersonMinor: room.pricePerPersonMinor,
      supplementMinor: room.supplementMinor,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  // The sale's ledger lines (issue 25), as the checkout's confirm writes them: a demo booking's money is derived
  // from its ledger like any other.
  await recordSaleLines(db, bookingId, 'system')
  const customer = booking.customer
  await db
    .insertInto('bookingPassengers')
    .values(
      booking.travellers.map((traveller, position) => ({
        ...NO_PASSENGER_FLAGS,
        bookingId,
        bookingRoomId: Number(bookingRoom.id),
        position,
        isLead: position === 0 ? 1 : 0,
        title: traveller.title,
        firstName: traveller.firstName,
        lastName: traveller.lastName,
        otherNames: null,
        email: position === 0 ? customer.email : null,
        mobilePhone: null,
        homePhone: null,
        dateOfBirth: null,
        sex: null,
        addressLinesJson: position === 0 ? JSON.stringify([`${10 + customer.key} Station Road`]) : null,
        town: position === 0 ? customer.town : null,
        county: null,
        country: position === 0 ? 'GB' : null,
        postCode: position === 0 ? customer.postCode : null,
        addressVerified: position === 0 ? 1 : 0,
      })),
    )
    .execute()
  for (const [index, payment] of booking.payments.entries()) {
    const transactionId = transactionIds[index]!
    const card = payment.method === 'card'
    await db
      .insertInto('paymentTransactions')
      .values({
        id: transactionId,
        purpose: card ? 'checkout' : 'offline',
        quoteId: card ? Number(quote.id) : null,
        bookingId,
        amountMinor: payment.amountMinor,
        currency: departure.currency,
        cardTypeId: null,
        status: 'approved',
        cardLast4: payment.cardLast4,
        provider: card ? 'sandbox' : 'offline',
        providerReference: payment.providerReference,
        message: null,
        createdAt: payment.createdAt,
        updatedAt: payment.createdAt,
        sessionId: null,
        brandId: departure.brandId,
        returnUrl: null,
        description: card
          ? `${departure.tourName} (demo booking)`
          : 'Offline payment (bank transfer) recorded by staff',
        threeDsState: null,
        refundOf: null,
        completedAt: payment.createdAt,
      })
      .execute()
    await db
      .insertInto('payments')
      .values({
        bookingId,
        transactionId,
        amountMinor: payment.amountMinor,
        currency: departure.currency,
        cardTypeId: null,
        paymentType: payment.paymentType,
        createdAt: payment.createdAt,
        method: payment.method,
        reference: card ? null : payment.providerReference,
        staffId: null,
      })
      .execute()
  }
  return { payments: booking.payments.length, passengers: booking.travellers.length }
}

/** Whether an e-mail is a demo customer's (see DEMO_EMAIL_DOMAIN). */
export function isDemoEmail(email: string): boolean {
  return email.toLowerCase().endsWith(`@${DEMO_EMAIL_DOMAIN}`)
}
