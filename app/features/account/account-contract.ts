import { z } from 'zod'
import { BOOKING_REFERENCE_PATTERN } from '../bookings/index'
import type { CURRENCIES } from '../../lib/constants'
import { zField } from '../../lib/validation'
import { codeParam, idParam, type DepartureKeys } from '../departures/index.contract'
import { jsonId } from '../checkout/index.rules'

/*
 * The account area's wire API (issue 12; checkout §2 account routes, §3 account booking and state, §7 "Account"
 * calls, §8 account failures). Pure: paths, request schemas (the server's gate, the browser's messages) and answer
 * types. Money is integer minor units in every field, as in the checkout (ADR 0014); a typed amount is
 * converted with parseAmountToMinor (lib/validation) before it is sent.
 *
 * The spec names three paths (/api/booking-excursions, /api/update-excursions, /umbraco/surface/checkoutapi/visas)
 * and calls the rest "configurable, not shown"; ours sit beside the member calls under /umbraco/api/account/ and
 * reach the pages as page data, like the checkout's.
 *
 * Every call is scoped to the signed-in customer. Signed out: 401 with the one error shape plus
 * `isAuthenticated: false` (the page sends the visitor to /login?returnUrl=…). A booking reference that is not this
 * customer's — unknown, another customer's, another brand's, a guest booking not yet claimed — is a 404, never 403,
 * so a reference cannot be probed. Answers are `Cache-Control: private, no-store`.
 */

// ------------------------------------------------------------------------------------------------ paths

export const ACCOUNT_API = '/umbraco/api/account'
/** GET → MyBookingsAnswer (checkout §7 "GET my-bookings (returns holidays and isAuthenticated)"). */
export const MY_BOOKINGS_PATH = `${ACCOUNT_API}/mybookings`
/** GET `?bookingReference=` → AccountBooking (checkout §7 "GET booking data"). */
export const BOOKING_DATA_PATH = `${ACCOUNT_API}/bookingdata`
/** GET `?bookingReference=` → BookedExcursion[] (checkout §7 "booked excursions"). */
export const BOOKED_EXCURSIONS_PATH = `${ACCOUNT_API}/bookedexcursions`
/** GET `?bookingReference=` → BookingExcursionsAnswer: every excursion of the departure, per passenger selected. */
export const BOOKING_EXCURSIONS_PATH = '/api/booking-excursions'
/** POST UpdateExcursionsRequest → AccountBooking, re-priced by the server. */
export const UPDATE_EXCURSIONS_PATH = '/api/update-excursions'
/** GET `?departureId=&filo=&bookingReference=` → AccountVisa[] (the booking's passengers' visa choices). */
export const ACCOUNT_VISAS_PATH = '/umbraco/surface/checkoutapi/visas'
/** GET `?bookingReference=` → PaymentsAnswer (checkout §7 "payments"). */
export const PAYMENTS_PATH = `${ACCOUNT_API}/payments`
/**
 * The customer's own details: GET is the member call AUTH_PATHS.userDetails (checkout §7 "GET user details"); this
 * POST saves them (MyDetailsRequest → UserDetails), validated like the checkout's lead passenger.
 */
export const UPDATE_USER_DETAILS_PATH = `${ACCOUNT_API}/userdetails`
/** POST AccountPassengerRequest → AccountPassenger (checkout §7 "POST passenger details"). */
export const ACCOUNT_PASSENGER_DETAILS_PATH = `${ACCOUNT_API}/passengerdetails`
/** POST AccountPaymentRequest → AccountPaymentFrame: starts a card payment in the card frame. */
export const ACCOUNT_PAYMENT_PATH = `${ACCOUNT_API}/payment`
/** GET `?transactionId=` → AccountPaymentStatus (checkout §7 "GET payment status"). */
export const ACCOUNT_PAYMENT_STATUS_PATH = `${ACCOUNT_API}/paymentstatus`
/** POST ConfirmPaymentRequest → ConfirmPaymentAnswer (checkout §7 "POST confirm payment"); idempotent. */
export const CONFIRM_PAYMENT_PATH = `${ACCOUNT_API}/confirmpayment`
/** POST {} → VerificationEmailAnswer: (re)sends the link that proves the account's e-mail address. */
export const SEND_VERIFICATION_EMAIL_PATH = `${ACCOUNT_API}/verificationemail`

/** Pages. The booking pages are nested routes under /my-bookings/:id (id = the booking reference, checkout §2). */
export const MY_BOOKINGS_PAGE = '/my-bookings'
export const ACCOUNT_BOOKING_SECTIONS = ['overview', 'details', 'passengers', 'excursions', 'visas', 'payment'] as const
export type AccountBookingSection = (typeof ACCOUNT_BOOKING_SECTIONS)[number]
/** The card frame's last page for account payments: posts { transactionId } to the account page around it. */
export const ACCOUNT_PAYMENT_COMPLETE_PATH = '/my-bookings/payment-complete'
/** The link in the verification e-mail: `?token=`; proves the address and attaches the guest bookings made with it. */
export const VERIFY_EMAIL_PAGE = '/my-bookings/verify-email'
export const VERIFY_EMAIL_TOKEN_PARAM = 'token'

export function accountBookingPath(bookingReference: string, section: AccountBookingSection = 'overview'): string {
  const base = `${MY_BOOKINGS_PAGE}/${encodeURIComponent(bookingReference)}`
  return section === 'overview' ? base : `${base}/${section}`
}

// ------------------------------------------------------------------------------------------------ limits and texts

/** Emergency contacts one passenger may have (issue 12: "up to two"). */
export const MAX_EMERGENCY_CONTACTS = 2
/** Excursions can be added or removed while the departure is at least this many days away (checkout §9). */
export const EXCURSION_CHANGE_MIN_DAYS = 10
export const EXCURSIONS_CLOSED_MESSAGE =
  'Excursions can no longer be changed online as your holiday departs in less than 10 days. Please call us.'
/** A removal that would leave the booking's payments above its new total is refused (we do not refund online). */
export const EXCURSION_REFUND_MESSAGE =
  'Removing these excursions would leave you in credit. Please call us and we will arrange a refund.'
export const NOTHING_TO_PAY_MESSAGE = 'There is nothing left to pay on this booking.'
/** What the statuses in the bookings grid say. */
/** 'Cancelled' is beyond the spec's four (issue 25): a cancelled booking says so, never "Paid in full". */
export const BOOKING_STATUSES = ['Reserved', 'Deposit paid', 'Paid in full', 'Travelled', 'Cancelled'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

// ------------------------------------------------------------------------------------------------ requests

/** A booking reference, case-insensitive on the way in (people type them from e-mails). */
export const bookingReferenceField = z
  .string({ error: 'bookingReference is required.' })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => BOOKING_REFERENCE_PATTERN.test(value), 'bookingReference is not a booking reference.')

export const bookingReferenceQuerySchema = z.object({ bookingReference: bookingReferenceField })
export type BookingReferenceQuery = z.infer<typeof bookingReferenceQuerySchema>

export const accountVisasQuerySchema = z.object({
  departureId: idParam('departureId'),
  filo: codeParam('filo'),
  bookingReference: bookingReferenceField,
})
export type AccountVisasQuery = z.infer<typeof accountVisasQuerySchema>

export const updateExcursionsRequestSchema = z.object({
  bookingReference: bookingReferenceField,
  /** The whole new selection: an excursion not listed (or with no passengers) is removed. */
  excursions: z
    .array(
      z.object({
        excursionId: jsonId('excursionId'),
        passengerIds: z.array(jsonId('passengerId')).max(9),
      }),
    )
    .max(60),
})
export type UpdateExcursionsRequest = z.output<typeof updateExcursionsRequestSchema>

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Enter no more than ${max} characters.`)
    .optional()
    .transform((value) => (value ? value : null))

/** One emergency contact (checkout §3 Account booking). Only contacts with a first name are sent (checkout §7). */
export const emergencyContactSchema = z.object({
  /** Absent or 0 for a new contact. */
  emergencyContactDetailsId: z
    .union([z.literal(0), z.null(), jsonId('emergencyContactDetailsId')])
    .optional()
    .transform((value) => (typeof value === 'number' && value > 0 ? value : null)),
  firstName: zField('name', { required: true, maxLength: 50 }),
  lastName: zField('name', { required: true, maxLength: 50 }),
  email: zField('email', { maxLength: 254 }),
  mobileNumber: zField('telephone', { required: true, maxLength: 30 }),
  phoneNumber: zField('telephone', { maxLength: 30 }),
  phoneNumber2: zField('telephone', { maxLength: 30 }),
  relationship: optionalText(50),
  address: optionalText(300),
})
export type EmergencyContactInput = z.output<typeof emergencyContactSchema>

export const accountPassengerRequestSchema = z.object({
  bookingReference: bookingReferenceField,
  passenger: z.object({
    passengerId: jsonId('passengerId'),
    emergencyContacts: z.array(emergencyContactSchema).max(MAX_EMERGENCY_CONTACTS),
  }),
})
export type AccountPassengerRequest = z.output<typeof accountPassengerRequestSchema>

/** Account payment start: amount in minor units, checked on the server against the live balance. */
export const accountPaymentRequestSchema = z.object({
  bookingReference: bookingReferenceField,
  amount: z.number({ error: 'amount must be a whole number of pence.' }).int().min(1).max(99_999_999),
  cardTypeId: jsonId('cardTypeId'),
})
export type AccountPaymentRequest = z.output<typeof accountPaymentRequestSchema>

export const accountPaymentStatusQuerySchema = z.object({
  transactionId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'transactionId is not a transaction id.'),
})

/** checkout §7 confirm payment: (amount, bookingReference, transactionId, cardTypeId). */
export const confirmPaymentRequestSchema = accountPaymentRequestSchema.extend({
  transactionId: accountPaymentStatusQuerySchema.shape.transactionId,
})
export type ConfirmPaymentRequest = z.output<typeof confirmPaymentRequestSchema>

// ------------------------------------------------------------------------------------------------ answers

type Currency = (typeof CURRENCIES)[number]

/** One row of the bookings grid (issue 12: tour, dates, reference, travellers, balance and due date, status). */
export interface AccountHoliday {
  bookingReference: string
  tourName: string
  tourCode: string
  /** The tour page, or null when the tour is no longer on sale. */
  tourUrl: string | null
  departureDate: string
  returnDate: string
  travellers: number
  currency: Currency
  total: number
  amountPaid: number
  balance: number
  balanceDueDate: string | null
  status: BookingStatus
}

export interface MyBookingsAnswer {
  isAuthenticated: true
  /** Upcoming first (by departure date), then travelled ones. */
  holidays: AccountHoliday[]
  /** false until the customer has proved their e-mail address; guest bookings appear only after that. */
  emailVerified: boolean
}

export interface EmergencyContact {
  emergencyContactDetailsId: number
  firstName: string
  lastName: string
  email: string | null
  mobileNumber: string | null
  phoneNumber: string | null
  phoneNumber2: string | null
  relationship: string | null
  address: string | null
}

export interface AccountPassenger {
  passengerId: number
  lead: boolean
  title: string | null
  firstName: string
  lastName: string
  roomName: string | null
  emergencyContacts: EmergencyContact[]
}

export interface AccountBookingLine {
  name: string
  passengerCount: number
  /** Per passenger (excursions, visas) or the line's amount (donations). */
  price: number
}

/** The balance side of a booking (checkout §3 account booking "payment"). */
export interface AccountPaymentSummary {
  total: number
  amountPaid: number
  balance: number
  balanceDueDate: string | null
  /** Whether a card payment can be started now (balance above 0). */
  canPay: boolean
}

/** checkout §3 Account booking. */
export interface AccountBooking {
  bookingReference: string
  type: 'reserved' | 'paid'
  status: BookingStatus
  tourName: string
  tourCode: string
  tourUrl: string | null
  cultureCode: string
  currency: Currency
  /** For the departure details call (DEPARTURE_LEGS_PATH; its failure is swallowed, checkout §8) and the visas call. */
  departure: DepartureKeys & { date: string; endDate: string }
  rooms: { name: string; occupancy: number; pricePerPerson: number; supplement: number }[]
  passengers: AccountPassenger[]
  excursions: (AccountBookingLine & { excursionId: number; passengerIds: number[] })[]
  visas: (AccountBookingLine & { id: number })[]
  donations: AccountBookingLine[]
  subtotal: number
  payment: AccountPaymentSummary
  /** Excursions can be changed online (departure at least EXCURSION_CHANGE_MIN_DAYS away, and not cancelled). */
  excursionsChangeable: boolean
  /** The booking's money in the customer's words (issue 25): "Paid in full", "Cancelled – we owe you a refund", ... */
  moneyStatus: string
  /** What the operator still owes back (a cancelled booking's refund to come), minor units; 0 when nothing. */
  toRefund: number
  /** The ledger as a statement in customer words, oldest first, each entry with the balance after it. */
  statement: AccountStatementEntry[]
}

/** One entry of the customer's statement: + adds to what they owe, − reduces it (a payment, a credit). */
export interface AccountStatementEntry {
  date: string
  description: string
  amount: number
  /** What the customer owes after this entry (negative: what is owed back to them). */
  balance: number
}

/** checkout §7 booked excursions. */
export interface BookedExcursion {
  excursionId: number
  name: string
  price: number
  passengers: { passengerId: number; name: string }[]
}

/** /api/booking-excursions: every excursion of the departure, with each passenger selected or not (checkout §3). */
export interface BookingExcursionsAnswer {
  currency: Currency
  changeable: boolean
  /** Why changes are closed (EXCURSIONS_CLOSED_MESSAGE), null while changeable. */
  closedMessage: string | null
  excursions: {
    excursionId: number
    name: string
    description: string | null
    price: number
    passengers: { passengerId: number; name: string; selected: boolean }[]
  }[]
}

/** The visa choices of the booking's passengers. */
export interface AccountVisa {
  id: number
  name: string
  price: number
  passengers: { passengerId: number; name: string; required: boolean }[]
}

export interface AccountPaymentRow {
  transactionId: string
  /** ISO-8601 UTC. */
  date: string
  amount: number
  cardType: string | null
  cardLast4: string | null
  /** 'Deposit Only' / 'Full Payment' from the checkout, 'Part Payment' / 'Balance Payment' from the account. */
  paymentType: string
}

export interface PaymentsAnswer {
  currency: Currency
  payments: AccountPaymentRow[]
  summary: AccountPaymentSummary
  cardTypes: { id: number; name: string }[]
}

export interface AccountPaymentFrame {
  url: string
  transactionId: string
}

/** Like the checkout's status check: pending → poll again; error/declined → the payment error; approved → confirm. */
export interface AccountPaymentStatus {
  status: 'pending' | 'approved' | 'declined' | 'error' | 'voided'
  message: string | null
}

export interface ConfirmPaymentAnswer {
  success: true
  payment: AccountPaymentRow
  summary: AccountPaymentSummary
}

export interface VerificationEmailAnswer {
  sent: true
  /** The address the link went to. */
  email: string
}

// ------------------------------------------------------------------------------------------------ URL builders

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()

export const bookingDataUrl = (bookingReference: string) => `${BOOKING_DATA_PATH}?${query({ bookingReference })}`
export const bookedExcursionsUrl = (bookingReference: string) =>
  `${BOOKED_EXCURSIONS_PATH}?${query({ bookingReference })}`
export const bookingExcursionsUrl = (bookingReference: string) =>
  `${BOOKING_EXCURSIONS_PATH}?${query({ bookingReference })}`
export const paymentsUrl = (bookingReference: string) => `${PAYMENTS_PATH}?${query({ bookingReference })}`
export const accountVisasUrl = (keys: { departureId: number; filo: string; bookingReference: string }) =>
  `${ACCOUNT_VISAS_PATH}?${query(keys)}`
export const accountPaymentStatusUrl = (transactionId: string) =>
  `${ACCOUNT_PAYMENT_STATUS_PATH}?${query({ transactionId })}`
