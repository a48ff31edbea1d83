// Long file (over 400 lines): the checkout's wire contract mirrors checkout §3 and §7 field by field; it is kept whole so it can be read against the spec.
import { z } from 'zod'
import {
  CURRENCIES,
  DEPARTURE_STATUSES,
  DONATION_ALLOCATION_TYPES,
  MAX_PASSENGERS,
  PAYMENT_AMOUNT_OPTIONS,
  TRANSACTION_TYPES,
} from '../../../lib/constants'
import { zField } from '../../../lib/validation'
import { codeParam, idParam } from '../../departures/index.contract'
import {
  BOOKING_TYPES,
  CHECKOUT_PAYMENT_STATUSES,
  CLIENT_KEY_MAX_LENGTH,
  MAX_ADD_ONS,
  MAX_EXCURSIONS,
  PASSENGER_NAME_MAX_LENGTH,
  TRANSACTION_ID_MAX_LENGTH,
} from './checkout-paths'

// The paths, limits and URL builders: a module of their own without Zod, so the checkout's first step loads no
// schema library (issue 28); everything that imported them from here still can.
export * from './checkout-paths'

/*
 * The checkout's wire API, part 1 (checkout §3, §7): the exact paths, request field names and limits, one Zod
 * schema per request (the server's gate and the browser's messages) and the answers' shapes. Pure: no database, no
 * DOM. Money is integer minor units in every field (ADR 0014: `price`, `pricePerPerson`, `supplement`,
 * `subtotal`, `amount` are pence/cents), never a formatted string and never trusted when the browser sends it back:
 * request schemas do not even declare price fields, so a tampered `subtotal` or `pricePerPerson` is dropped unread.
 *
 * Three calls the checkout uses already exist and keep their one definition in the departures contract:
 * add-ons of a departure, departure details (flights / no-flight entries) and the tour's excursions.
 */

const DB_ID_MAX = 2_147_483_647

// ------------------------------------------------------------------------------------------------ field schemas

/** A database id in a JSON body: an integer, or a digit string (clients written against the spec send either). */
export const jsonId = (name: string) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,10}$/, `${name} must be a whole number.`)], {
      error: `${name} must be a whole number.`,
    })
    .transform((value) => Number(value))
    .refine((id) => Number.isInteger(id) && id >= 1 && id <= DB_ID_MAX, `${name} must be a whole number.`)

/** An optional id where 0 and null also mean "none" (a new quote sends quoteId 0, a declined donation null). */
export const optionalJsonId = (name: string) =>
  z
    .union([z.literal(0), z.literal('0'), z.null(), jsonId(name)])
    .optional()
    .transform((value) => (typeof value === 'number' && value > 0 ? value : null))

const clientKey = z
  .union([z.string().trim().min(1).max(CLIENT_KEY_MAX_LENGTH), z.number().int().nonnegative().transform(String)])
  .optional()

const passengerName = zField('name', { required: true }).max(
  PASSENGER_NAME_MAX_LENGTH,
  `Enter no more than ${PASSENGER_NAME_MAX_LENGTH} characters.`,
)

const code = (name: string) => codeParam(name)

// ------------------------------------------------------------------------------------------------ requests

export const availableRoomsQuerySchema = z.object({
  departureId: idParam('departureId'),
  filo: codeParam('filo'),
  transportCode: codeParam('transportCode'),
})
export type AvailableRoomsQuery = z.infer<typeof availableRoomsQuerySchema>

export const donationsQuerySchema = z.object({ departureId: idParam('departureId') })
export type DonationsQuery = z.infer<typeof donationsQuerySchema>

/**
 * A passenger as the travellers step sends it. Passengers are grouped into rooms by `roomKey` (the browser's key
 * of the room: two rooms of one type are two rooms); without room keys, a room type's passengers fill rooms of its
 * occupancy in the order sent. Every room must be full: its occupancy is its passenger count.
 */
export const roomsPassengerSchema = z.object({
  roomId: jsonId('roomId'),
  roomKey: clientKey,
  key: clientKey,
  firstName: passengerName,
  lastName: passengerName,
})
export type RoomsPassenger = z.infer<typeof roomsPassengerSchema>

const donationChoice = {
  /** The donation chosen (getdonations id); null, 0 or absent: no donation. */
  donationExtraId: optionalJsonId('donationExtraId'),
  /** Read for the record only: the donation's own allocation type is what counts. */
  donationAllocationType: z.enum(DONATION_ALLOCATION_TYPES).nullable().optional(),
  /**
   * Per-person donations: the full names ('First Last') of the travellers who donate; absent means every traveller
   * (the checkboxes start ticked, checkout §4). Names match the quote's passengers case-insensitively.
   */
  donatingTravellers: z
    .array(
      z
        .string()
        .trim()
        .max(PASSENGER_NAME_MAX_LENGTH * 2 + 1),
    )
    .max(MAX_PASSENGERS)
    .nullable()
    .optional(),
  /** Per-booking donations: false declines it; absent or null means yes (checkout §4: starts true when unset). */
  donationForBooking: z.boolean().nullable().optional(),
}

/** POST roomsresponse: the quote (its keys; its prices are ignored) plus passengers and the donation choice. */
export const roomsResponseRequestSchema = z.object({
  quoteId: optionalJsonId('quoteId'),
  departureId: jsonId('departureId'),
  filo: code('filo'),
  departureTransportCode: code('departureTransportCode'),
  /** Optional echoes: the server derives both from the departure and the chosen extension. */
  tourCode: code('tourCode').optional(),
  initialTourCode: code('initialTourCode').optional(),
  passengers: z
    .array(roomsPassengerSchema)
    .min(1, 'Choose at least one room with travellers.')
    .max(MAX_PASSENGERS, `No more than ${MAX_PASSENGERS} travellers per booking.`),
  /** Tour extensions booked ('Book extension'): add-on departure ids of this departure. Ours (ADR). */
  addOnDepartureIds: z.array(jsonId('addOnDepartureIds')).max(MAX_ADD_ONS).optional(),
  ...donationChoice,
})
export type RoomsResponseRequest = z.infer<typeof roomsResponseRequestSchema>

export const excursionsResponseRequestSchema = z.object({
  quoteId: jsonId('quoteId'),
  excursions: z
    .array(
      z.object({
        code: code('code'),
        passengerIds: z.array(jsonId('passengerIds')).max(MAX_PASSENGERS),
      }),
    )
    .max(MAX_EXCURSIONS),
})
export type ExcursionsResponseRequest = z.infer<typeof excursionsResponseRequestSchema>

/** POST addonations (payload not shown by checkout §7; ours): the quote id plus the donation choice. */
export const addDonationsRequestSchema = z.object({ quoteId: jsonId('quoteId'), ...donationChoice })
export type AddDonationsRequest = z.infer<typeof addDonationsRequestSchema>

// ------------------------------------------------------------------------------------------------ answers

const money = z.number().int()
const currency = z.enum(CURRENCIES)

export const availableRoomSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  occupancy: z.number().int(),
  pricePerPerson: money,
  supplement: money,
  /** Rooms of this type that can be booked now (after sold rooms, live holds and the places left). */
  left: z.number().int(),
})
export type AvailableRoom = z.infer<typeof availableRoomSchema>

export const availableRoomsResponseSchema = z.object({
  rooms: z.array(availableRoomSchema),
  /** min(9, places left on the departure after sold places and live holds). */
  maxAvailable: z.number().int(),
  status: z.enum(DEPARTURE_STATUSES),
  currency,
})
export type AvailableRoomsResponse = z.infer<typeof availableRoomsResponseSchema>

/** Checkout §3 Donation. */
export const donationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  price: money,
  brandName: z.string(),
  allocationType: z.enum(DONATION_ALLOCATION_TYPES),
  donationExists: z.boolean(),
})
export type Donation = z.infer<typeof donationSchema>
export const donationsResponseSchema = z.array(donationSchema)

export const quotePassengerSchema = z.object({
  passengerId: z.number().int(),
  /** The room type id. */
  roomId: z.number().int(),
  roomKey: z.string(),
  key: z.string(),
  lead: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  donated: z.boolean(),
})
export type QuotePassenger = z.infer<typeof quotePassengerSchema>

/** One booked room (checkout §3 Room without its passengers, which carry roomKey). */
export const quoteRoomSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  occupancy: z.number().int(),
  pricePerPerson: money,
  supplement: money,
})
export type QuoteRoom = z.infer<typeof quoteRoomSchema>

/** Checkout §3 Excursion: only excursions chosen for at least one traveller; every passenger listed. */
export const quoteExcursionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  price: money,
  passengers: z.array(z.object({ passengerId: z.number().int(), selected: z.boolean() })),
})
export type QuoteExcursion = z.infer<typeof quoteExcursionSchema>

/** Checkout §3 Visa. */
export const quoteVisaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: money,
  count: z.number().int(),
})
export type QuoteVisa = z.infer<typeof quoteVisaSchema>

/** The donation on the quote, with what it adds: `amount` = the donation line (checkout §9). */
export const quoteDonationSchema = donationSchema.extend({
  amount: money,
  passengerCount: z.number().int(),
  declined: z.boolean(),
})
export type QuoteDonation = z.infer<typeof quoteDonationSchema>

/** A tour extension on the quote: `price` per traveller. */
export const quoteAddOnSchema = z.object({
  departureId: z.number().int(),
  code: z.string(),
  name: z.string(),
  price: money,
  passengers: z.number().int(),
})
export type QuoteAddOn = z.infer<typeof quoteAddOnSchema>

/** Checkout §3 Quote, plus `rooms`, `visas`, `addOns` and `holdExpiresAt` (ours: the breakdown needs them). */
export const quoteResponseSchema = z.object({
  quoteId: z.number().int(),
  departureId: z.number().int(),
  cultureCode: z.string(),
  currency,
  filo: z.string(),
  initialTourCode: z.string(),
  tourCode: z.string(),
  departureTransportCode: z.string(),
  passengers: z.array(quotePassengerSchema),
  rooms: z.array(quoteRoomSchema),
  excursions: z.array(quoteExcursionSchema),
  visas: z.array(quoteVisaSchema),
  addOns: z.array(quoteAddOnSchema),
  subtotal: money,
  donationId: z.number().int().nullable(),
  takeFinalBalance: z.boolean(),
  transactionId: z.string().nullable(),
  donations: z.array(quoteDonationSchema),
  donationIds: z.array(z.number().int()),
  /** When the quote's places stop being held (ISO-8601 UTC); null when it holds none. */
  holdExpiresAt: z.string().nullable(),
})
export type QuoteResponse = z.infer<typeof quoteResponseSchema>

// ================================================================================================ part 2
/*
 * Checkout part 2 (issue 11; checkout §3, §7): visas, passenger details, the payment submit, the status check and
 * the confirm. The passenger details request schema and its rules are in passenger-details-rules.ts.
 */

const transactionIdField = z
  .string({ error: 'transactionId is required.' })
  .trim()
  .min(1, 'transactionId is required.')
  .max(TRANSACTION_ID_MAX_LENGTH, 'transactionId is not valid.')
  .regex(/^[A-Za-z0-9_-]+$/, 'transactionId is not valid.')

export const visasQuerySchema = z.object({ departureId: idParam('departureId'), filo: codeParam('filo') })
export type VisasQuery = z.infer<typeof visasQuerySchema>

export const checkoutVisaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: money,
  currency,
})
export type CheckoutVisa = z.infer<typeof checkoutVisaSchema>
export const checkoutVisasResponseSchema = z.array(checkoutVisaSchema)

export const cardTypeSchema = z.object({ id: z.number().int(), name: z.string() })
export type CardType = z.infer<typeof cardTypeSchema>

/** Checkout §3 Payment as passengerDetailsResponse answers it (money in minor units). */
export const paymentInfoSchema = z.object({
  data: z.object({
    fullBalance: money,
    depositAmount: money,
    /** 'YYYY-MM-DD'; null when the deposit is the full balance. */
    dueDate: z.string().nullable(),
    cardTypes: z.array(cardTypeSchema),
  }),
  /** False when the departure starts in fewer than 10 days: a reservation the operator confirms (ADR). */
  canPay: z.boolean(),
  transactionType: z.enum(TRANSACTION_TYPES),
})
export type PaymentInfo = z.infer<typeof paymentInfoSchema>

export const passengerDetailsAnswerSchema = z.object({ quote: quoteResponseSchema, payment: paymentInfoSchema })
export type PassengerDetailsAnswer = z.infer<typeof passengerDetailsAnswerSchema>

export const paymentSubmitRequestSchema = z.object({
  quoteId: jsonId('quoteId'),
  /** Read for the record only; the frame returns to PAYMENT_COMPLETE_PATH on this server. */
  currentPageUrl: z.string().max(2000).optional(),
  cardTypeId: jsonId('cardTypeId'),
  amountToPay: z.enum(PAYMENT_AMOUNT_OPTIONS, { error: 'This is a required field' }),
  takeFinalBalance: z.boolean().default(false),
})
export type PaymentSubmitRequest = z.output<typeof paymentSubmitRequestSchema>

export const paymentSubmitAnswerSchema = z.object({ url: z.string(), transactionId: z.string() })
export type PaymentSubmitAnswer = z.infer<typeof paymentSubmitAnswerSchema>

export const statusCheckQuerySchema = z.object({ transactionId: transactionIdField })
export type StatusCheckQuery = z.infer<typeof statusCheckQuerySchema>

export const statusCheckAnswerSchema = z.object({
  status: z.enum(CHECKOUT_PAYMENT_STATUSES),
  message: z.string().nullable(),
})
export type StatusCheckAnswer = z.infer<typeof statusCheckAnswerSchema>

export const confirmBookingRequestSchema = z.object({
  /** null only for a reservation (the server re-checks the reservation rule). */
  transactionId: transactionIdField.nullable(),
  quoteId: jsonId('quoteId'),
  takeFinalBalance: z.boolean().default(false),
})
export type ConfirmBookingRequest = z.output<typeof confirmBookingRequestSchema>

const bookingLineSchema = z.object({ name: z.string(), passengerCount: z.number().int(), price: money })

/** Checkout §3 Booking (bookingReference is held separately). Dates 'YYYY-MM-DD', times 'HH:MM'. */
export const bookingDetailsSchema = z.object({
  type: z.enum(BOOKING_TYPES),
  tourName: z.string(),
  currency,
  flights: z.array(
    z.object({
      carrierCode: z.string(),
      airline: z.string(),
      departureAirport: z.string(),
      departureDate: z.string(),
      departureTime: z.string(),
      arrivalAirport: z.string(),
      arrivalDate: z.string(),
      arrivalTime: z.string(),
    }),
  ),
  startingLocation: z.object({ date: z.string(), location: z.string() }).nullable(),
  finalLocation: z.object({ date: z.string(), location: z.string() }).nullable(),
  passengers: z.array(z.object({ title: z.string(), firstName: z.string(), lastName: z.string() })),
  excursions: z.array(bookingLineSchema),
  visas: z.array(bookingLineSchema.extend({ id: z.number().int() })),
  donations: z.array(bookingLineSchema),
  total: money,
  amountPaid: money,
  balanceToPay: money,
  balanceDueDate: z.string().nullable(),
})
export type BookingDetails = z.infer<typeof bookingDetailsSchema>

export const confirmBookingAnswerSchema = z.object({
  success: z.literal(true),
  bookingReference: z.string(),
  bookingDetails: bookingDetailsSchema,
})
export type ConfirmBookingAnswer = z.infer<typeof confirmBookingAnswerSchema>
