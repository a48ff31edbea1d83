import { ADDON_DEPARTURE_PATH, DEPARTURE_LEGS_PATH, EXCURSIONS_FOR_TOUR_PATH } from '../../departures/index.paths'

/*
 * The checkout's wire API without its schemas (checkout §3, §7): the exact paths, the limits, the statuses and the
 * URL builders. No Zod here, so the browser's first checkout step (which only calls these paths) loads no schema
 * library (issue 28, bench/README.md); the schemas that use the limits are in checkout-contract.ts, which re-exports
 * this module.
 */

// ------------------------------------------------------------------------------------------------ paths

export const CHECKOUT_API = '/umbraco/api/checkoutapi'
/** GET `?departureId=&filo=&transportCode=` → rooms and maxAvailable. */
export const AVAILABLE_ROOMS_PATH = `${CHECKOUT_API}/availablerooms`
/** POST the quote plus passengers and the donation choice → the updated quote (creates it on the first call). */
export const ROOMS_RESPONSE_PATH = `${CHECKOUT_API}/roomsresponse`
/** POST the quote plus excursions (code, passengerIds) → the quote. */
export const EXCURSIONS_RESPONSE_PATH = `${CHECKOUT_API}/excursionsresponse`
/** POST (the "configured submit URL"; payload ours, see addDonationsRequestSchema) → the quote. */
export const ADD_DONATIONS_PATH = `${CHECKOUT_API}/addonations`
/** GET `?departureId=` → the donations offered with the departure. */
export const GET_DONATIONS_PATH = '/umbraco/api/tourextras/getdonations'

/** Checkout §7 calls defined by the departures contract (one definition per path). */
export const CHECKOUT_DEPARTURE_PATHS = {
  addOns: ADDON_DEPARTURE_PATH,
  departureDetails: DEPARTURE_LEGS_PATH,
  excursionsForTour: EXCURSIONS_FOR_TOUR_PATH,
} as const

// ------------------------------------------------------------------------------------------------ limits

/** Longest first or last name accepted (passports print up to 39 characters per name field). */
export const PASSENGER_NAME_MAX_LENGTH = 50
/** Browser keys of rooms and passengers: opaque, short. */
export const CLIENT_KEY_MAX_LENGTH = 40
/** Tour extensions one quote may carry. */
export const MAX_ADD_ONS = 3
/** Excursions one excursions response may list (tours have far fewer). */
export const MAX_EXCURSIONS = 60

// ------------------------------------------------------------------------------------------------ URL builders

export function availableRoomsUrl(keys: { departureId: number; filo: string; transportCode: string }): string {
  const query = new URLSearchParams({
    departureId: String(keys.departureId),
    filo: keys.filo,
    transportCode: keys.transportCode,
  })
  return `${AVAILABLE_ROOMS_PATH}?${query.toString()}`
}

export function donationsUrl(departureId: number): string {
  return `${GET_DONATIONS_PATH}?${new URLSearchParams({ departureId: String(departureId) }).toString()}`
}

// ------------------------------------------------------------------------------------------------ part 2

/** GET `?departureId=&filo=` → CheckoutVisa[] (the visas of the countries the departure's tour visits). */
export const VISAS_PATH = `${CHECKOUT_API}/visas`
/** POST { quoteId, passengers } → PassengerDetailsAnswer. */
export const PASSENGER_DETAILS_RESPONSE_PATH = `${CHECKOUT_API}/passengerDetailsResponse`
/** POST the payment form (the "configurable payment submit URL"; page data carries it) → PaymentSubmitAnswer. */
export const PAYMENT_SUBMIT_PATH = `${CHECKOUT_API}/payment`
/** GET `?transactionId=` → StatusCheckAnswer (only the session that created the transaction). */
export const STATUS_CHECK_PATH = '/status-check'
/** POST { transactionId, quoteId, takeFinalBalance } → ConfirmBookingAnswer, or 409 UserFriendlyError. */
export const CONFIRM_BOOKING_PATH = '/confirm-booking'
/** The card frame's last page: posts `{ ...quote, transactionId }` to the parent (same origin). */
export const PAYMENT_COMPLETE_PATH = '/checkout/payment-complete'
/** GET `?bookingReference=` → the booking confirmation as a PDF (same session only). */
export const BOOKING_CONFIRMATION_PDF_PATH = '/checkout/booking-confirmation.pdf'

/** The `type` a refused confirm carries at the top level of its body, with `message` (checkout §8). */
export const USER_FRIENDLY_ERROR = 'UserFriendlyError'
/** Longest transaction id accepted on the wire (the provider's ids are ~22–43 url-safe characters). */
export const TRANSACTION_ID_MAX_LENGTH = 100

export const CHECKOUT_PAYMENT_STATUSES = ['pending', 'approved', 'declined', 'error', 'voided'] as const
export type CheckoutPaymentStatus = (typeof CHECKOUT_PAYMENT_STATUSES)[number]

export const BOOKING_TYPES = ['reserved', 'paid', 'deposit'] as const
export type BookingType = (typeof BOOKING_TYPES)[number]

/** A refused confirm (409): the one error shape plus `type` and `message` at the top level (checkout §8). */
export interface UserFriendlyErrorBody {
  type: typeof USER_FRIENDLY_ERROR
  message: string
  error: { code: string; message: string; requestId?: string }
}

export function visasUrl(keys: { departureId: number; filo: string }): string {
  return `${VISAS_PATH}?${new URLSearchParams({ departureId: String(keys.departureId), filo: keys.filo }).toString()}`
}

export function statusCheckUrl(transactionId: string): string {
  return `${STATUS_CHECK_PATH}?${new URLSearchParams({ transactionId }).toString()}`
}

export function paymentCompleteUrl(transactionId: string): string {
  return `${PAYMENT_COMPLETE_PATH}?${new URLSearchParams({ transactionId }).toString()}`
}

export function bookingConfirmationPdfUrl(bookingReference: string): string {
  return `${BOOKING_CONFIRMATION_PDF_PATH}?${new URLSearchParams({ bookingReference }).toString()}`
}
