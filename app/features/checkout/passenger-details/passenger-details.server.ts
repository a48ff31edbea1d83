import type { Kysely } from 'kysely'
import type { AppDatabase } from '../../../../db/database.server'
import type { Database } from '../../../../db/schema'
import type { BrandContext } from '../../../context'
import { parseIsoDate, toIsoDate } from '../../../lib/dates'
import { CHECKOUT_PATH, currencyOf, findVisibleDeparture, todayIso } from '../../departures/index.server'
import { recordNewsletterSignup } from '../../newsletter/index.server'
import {
  type CardType,
  type CheckoutVisa,
  type PassengerDetailsAnswer,
  type PaymentInfo,
  type QuoteResponse,
  CheckoutInputError,
  InventoryBusyError,
  QuoteNotFoundError,
} from '../contract/index.rules'
import { renewHoldLocked } from '../inventory/index.server'
import { inWriteTransaction, lockDeparture } from '../../../../db/write-transaction.server'
import {
  MARKETING_EMAIL_CONSENT,
  validatePassengerDetails,
  type PassengerDetailsRequest,
} from './passenger-details-rules'
import { paymentTermsOf, type PaymentTerms } from '../payment/index.rules'
import { findOwnQuote, priceQuote, type CheckoutOptions, type QuoteRow } from '../quote/index.server'

/*
 * Checkout part 2's passenger step on the server (checkout §5, §7): the visas of a departure,
 * and passengerDetailsResponse, which checks every passenger with the shared rules (passenger-details-rules.ts),
 * stores them with their visa answers in one write transaction (the departure locked, the hold renewed, the quote
 * re-priced: visas add price × count) and answers the payment info. Anything refused writes nothing.
 */

type Db = Kysely<Database>

/** GET visas: the visas of the countries the departure's tour visits; null for an unknown departure or filo. */
export async function getVisas(
  db: AppDatabase,
  brand: BrandContext,
  keys: { departureId: number; filo: string },
): Promise<CheckoutVisa[] | null> {
  const departure = await findVisibleDeparture(db, brand, keys.departureId)
  if (!departure || departure.filo !== keys.filo) return null
  const rows = await visasOfTour(db, departure.tourId)
  return rows.map((visa) => ({
    id: visa.id,
    name: visa.name,
    description: visa.description,
    price: visa.priceMinor,
    currency: currencyOf(visa.currency, brand),
  }))
}

async function visasOfTour(db: Db, tourId: number) {
  return db
    .selectFrom('visas')
    .innerJoin('tourCountries', 'tourCountries.countryId', 'visas.countryId')
    .select(['visas.id', 'visas.name', 'visas.description', 'visas.priceMinor', 'visas.currency'])
    .where('tourCountries.tourId', '=', tourId)
    .orderBy('tourCountries.position')
    .orderBy('visas.id')
    .execute()
}

/** The active card types, as the payment section lists them. */
export async function cardTypes(db: Db): Promise<CardType[]> {
  const rows = await db.selectFrom('cardTypes').select(['id', 'name']).where('active', '=', 1).orderBy('id').execute()
  return rows.map((row) => ({ id: row.id, name: row.name }))
}

/** The departure facts the payment terms need. */
export async function paymentTermsOfQuote(
  db: Db,
  quote: { departureId: number; subtotal: number; travellers: number },
  today: string,
): Promise<PaymentTerms & { departureDate: string }> {
  const departure = await db
    .selectFrom('departures')
    .select(['startDate', 'depositMinor'])
    .where('id', '=', quote.departureId)
    .executeTakeFirstOrThrow()
  return {
    ...paymentTermsOf({
      subtotal: quote.subtotal,
      depositPerTraveller: departure.depositMinor,
      travellers: quote.travellers,
      departureDate: departure.startDate,
      today,
    }),
    departureDate: departure.startDate,
  }
}

export async function paymentInfoOf(db: Db, quote: QuoteResponse, today: string): Promise<PaymentInfo> {
  const terms = await paymentTermsOfQuote(
    db,
    { departureId: quote.departureId, subtotal: quote.subtotal, travellers: quote.passengers.length },
    today,
  )
  return {
    data: {
      fullBalance: terms.fullBalance,
      depositAmount: terms.depositAmount,
      dueDate: terms.dueDate,
      cardTypes: await cardTypes(db),
    },
    canPay: terms.canPay,
    transactionType: terms.transactionType,
  }
}

/**
 * The session's open quote with the departure locked and re-read under the lock (see saveStep in quote.server.ts):
 * the building block of every later step that must not interleave with another checkout of the departure.
 */
export async function lockOwnOpenQuote(
  trx: Db,
  context: { dialect: 'sqlite' | 'postgres' },
  brand: BrandContext,
  sessionId: string,
  quoteId: number,
): Promise<QuoteRow> {
  const found = await findOwnQuote(trx, brand, sessionId, quoteId, true)
  if (!found) throw new QuoteNotFoundError()
  if (!(await lockDeparture(trx, context, found.departureId))) throw new QuoteNotFoundError()
  const quote = await findOwnQuote(trx, brand, sessionId, quoteId, true)
  if (!quote) throw new QuoteNotFoundError()
  if (quote.departureId !== found.departureId) throw new InventoryBusyError()
  return quote
}

/**
 * POST passengerDetailsResponse. Every passenger of the quote exactly once; the lead (the quote's, never the
 * request's) with the lead rules; every passenger 18 or over on the departure date; visa ids of the departure only.
 * Stores the details and visa answers, clears any payment started before (details changed: the amount may have), and
 * answers the re-priced quote with the payment info.
 */
export async function submitPassengerDetails(
  db: AppDatabase,
  brand: BrandContext,
  sessionId: string,
  request: PassengerDetailsRequest,
  options: CheckoutOptions & { customerId?: number | null } = {},
): Promise<PassengerDetailsAnswer> {
  if (!sessionId) throw new QuoteNotFoundError()
  return inWriteTransaction(
    db,
    async (trx, context) => {
      const quote = await lockOwnOpenQuote(trx, context, brand, sessionId, request.quoteId)
      const now = options.now ?? new Date()
      const today = options.today ?? todayIso(now)
      const [passengers, departure] = await Promise.all([
        trx
          .selectFrom('quotePassengers')
          .select(['id', 'isLead'])
          .where('quoteId', '=', quote.id)
          .orderBy('position')
          .execute(),
        trx
          .selectFrom('departures')
          .select(['startDate', 'tourId'])
          .where('id', '=', quote.departureId)
          .executeTakeFirstOrThrow(),
      ])
      const known = new Set(passengers.map((passenger) => passenger.id))
      const errors: Record<string, string[]> = {}
      const seen = new Set<number>()
      request.passengers.forEach((passenger, index) => {
        if (!known.has(passenger.passengerId)) {
          errors[`passengers.${index}.passengerId`] = ['This traveller is not on this booking.']
        } else if (seen.has(passenger.passengerId)) {
          errors[`passengers.${index}.passengerId`] = ['This traveller is listed twice.']
        }
        seen.add(passenger.passengerId)
      })
      if (Object.keys(errors).length === 0 && seen.size !== known.size) {
        errors.passengers = ['Send the details of every traveller on this booking.']
      }
      if (Object.keys(errors).length > 0) throw new CheckoutInputError('Some travellers are not valid.', errors)

      const lead = passengers.find((passenger) => passenger.isLead === 1) ?? passengers[0]!
      const validation = validatePassengerDetails(request.passengers, {
        leadPassengerId: lead.id,
        departureDate: parseIsoDate(departure.startDate)!,
        today: parseIsoDate(today)!,
      })
      if (!validation.ok) {
        throw new CheckoutInputError('Please check the details of every traveller.', validation.fieldErrors)
      }

      const visaIds = new Set((await visasOfTour(trx, departure.tourId)).map((visa) => visa.id))
      validation.passengers.forEach((passenger, index) => {
        passenger.visaIds.forEach((visaId, position) => {
          if (!visaIds.has(visaId)) {
            errors[`passengers.${index}.visaIds.${position}`] = ['This visa is not needed for this holiday.']
          }
        })
      })
      if (Object.keys(errors).length > 0) throw new CheckoutInputError('A visa chosen is not valid.', errors)

      await trx.deleteFrom('quoteVisas').where('quoteId', '=', quote.id).execute()
      for (const passenger of validation.passengers) {
        const dateOfBirth = toIsoDate({
          year: passenger.yearOfBirth,
          month: passenger.monthOfBirth,
          day: passenger.dayOfBirth,
        })
        const personal = {
          title: passenger.title,
          firstName: passenger.firstName,
          lastName: passenger.lastName,
          otherNames: passenger.otherNames ? passenger.otherNames : null,
          dateOfBirth,
          sex: passenger.sex,
          mobilityLimitations: passenger.mobilityLimitations ? 1 : 0,
          mobilityDetails: passenger.mobilityLimitations ? (passenger.mobilityDetails ?? null) : null,
          dietaryRequests: passenger.dietaryRequests ? 1 : 0,
          dietaryRequirements: passenger.dietaryRequests ? (passenger.dietaryRequirements ?? null) : null,
        }
        const contact = passenger.lead
          ? {
              email: passenger.email,
              mobilePhone: passenger.mobilePhone,
              homePhone: passenger.homePhone,
              addressLinesJson: JSON.stringify(passenger.address.addressLines.filter((line) => line)),
              town: passenger.address.town,
              county: passenger.address.county ? passenger.address.county : null,
              country: passenger.address.country,
              postCode: passenger.address.postCode,
              addressVerified: passenger.address.addressVerified ? 1 : 0,
              termsAndConditions: 1,
              marketingMail: passenger.marketingMail ? 1 : 0,
              marketingEmail: passenger.marketingEmail ? 1 : 0,
            }
          : {}
        await trx
          .updateTable('quotePassengers')
          .set({ ...personal, ...contact })
          .where('id', '=', passenger.passengerId)
          .where('quoteId', '=', quote.id)
          .execute()
        const uniqueVisas = [...new Set(passenger.visaIds)]
        if (uniqueVisas.length > 0) {
          await trx
            .insertInto('quoteVisas')
            .values(uniqueVisas.map((visaId) => ({ quoteId: quote.id, passengerId: passenger.passengerId, visaId })))
            .execute()
        }
      }
      // Checkout §4: the lead passenger's "news and offers by e-mail" box joins the operator's newsletter list, the
      // one the footer form fills, with the wording ticked; a repeat save (or an address already there) adds nothing.
      const leadDetails = validation.passengers.find((passenger) => passenger.lead)
      if (leadDetails?.lead && leadDetails.marketingEmail) {
        await recordNewsletterSignup(
          trx,
          brand,
          {
            email: leadDetails.email,
            source: 'checkout',
            sourcePath: CHECKOUT_PATH,
            consentText: MARKETING_EMAIL_CONSENT,
          },
          { now },
        )
      }
      // Details changed: a payment started before no longer describes this quote (checkout §4 "Edit resets payment").
      await trx
        .updateTable('quotes')
        // When the details step was reached (the saved-checkout e-mail is planned from it), and by whom if signed in.
        .set({
          transactionId: null,
          paymentOption: null,
          passengerDetailsAt: now.toISOString(),
          ...(options.customerId ? { customerId: options.customerId } : {}),
        })
        .where('id', '=', quote.id)
        .execute()
      await renewHoldLocked(trx, quote, now, { holdMinutes: options.holdMinutes, today })
      const priced = await priceQuote(trx, quote.id, brand, now)
      return { quote: priced, payment: await paymentInfoOf(trx, priced, today) }
    },
    options,
  )
}

/** Passenger details are complete when every passenger has them and the lead has contact details and consent. */
export async function passengerDetailsComplete(db: Db, quoteId: number): Promise<boolean> {
  const rows = await db
    .selectFrom('quotePassengers')
    .select(['isLead', 'title', 'sex', 'dateOfBirth', 'email', 'termsAndConditions'])
    .where('quoteId', '=', quoteId)
    .execute()
  return (
    rows.length > 0 &&
    rows.every(
      (row) =>
        row.title !== null &&
        row.sex !== null &&
        row.dateOfBirth !== null &&
        (row.isLead !== 1 || (row.email !== null && row.termsAndConditions === 1)),
    )
  )
}

/** Any passenger of the quote with mobility limitations (the reservation rule, checkout §4). */
export async function quoteHasMobilityLimitations(db: Db, quoteId: number): Promise<boolean> {
  const row = await db
    .selectFrom('quotePassengers')
    .select('id')
    .where('quoteId', '=', quoteId)
    .where('mobilityLimitations', '=', 1)
    .executeTakeFirst()
  return row !== undefined
}
