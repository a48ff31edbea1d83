import type { Request, Response } from 'express'
import type { RequestContext } from '../../app/context'
import { ensureSession } from '../../app/features/auth/index.server'
import {
  BOOKING_ENQUIRY_PATH,
  bookingEnquiryRequestSchema,
  submitBookingEnquiry,
  type BookingEnquiryResponse,
} from '../../app/features/booking-enquiry/index.server'
import { BookingRefusedError, confirmBooking } from '../../app/features/bookings/index.server'
import {
  ADD_DONATIONS_PATH,
  CONFIRM_BOOKING_PATH,
  PASSENGER_DETAILS_RESPONSE_PATH,
  PAYMENT_SUBMIT_PATH,
  STATUS_CHECK_PATH,
  USER_FRIENDLY_ERROR,
  VISAS_PATH,
  checkPaymentStatus,
  confirmBookingRequestSchema,
  getVisas,
  passengerDetailsRequestSchema,
  paymentSubmitRequestSchema,
  statusCheckQuerySchema,
  submitPassengerDetails,
  submitPayment,
  visasQuerySchema,
  AVAILABLE_ROOMS_PATH,
  EXCURSIONS_RESPONSE_PATH,
  GET_DONATIONS_PATH,
  ROOMS_RESPONSE_PATH,
  QuoteNotFoundError,
  addDonationsRequestSchema,
  availableRooms,
  availableRoomsQuerySchema,
  donationsQuerySchema,
  excursionsResponseRequestSchema,
  getDonations,
  roomsResponseRequestSchema,
  submitDonation,
  submitExcursions,
  submitRooms,
  toCheckoutFailure,
  type RoomsResponseRequest,
  type SessionStarter,
} from '../../app/features/checkout/index.server'
import { getPaymentProvider } from '../../app/features/payments/index.server'
import { conflict, endpoint, invalid, notFound, ok, tooMany, type Endpoint, type EndpointResult } from '../endpoint'
import { consumeRateLimit, describeWait, type RateLimitRule } from '../rate-limit'
import type { ApiDependencies } from './router'

/*
 * The checkout's calls, part 1 (checkout §7; issue 9; ADR 0013 and 0014), declared with server/endpoint.ts, every
 * path from checkout-contract.ts. Every price, subtotal and availability figure comes from the database (the
 * request schemas do not even declare price fields). The services' typed failures become the one error shape
 * through toCheckoutFailure: 400 with field errors, 404, 409 with the message the page shows next to the rooms.
 * Anything else is a real bug and reaches the API's 500 handler. Answers are `Cache-Control: no-store` (the API
 * router's default).
 *
 * A quote belongs to the browser session that created it: the session id is the server-side one of the request
 * context (the auth feature's sessions table), never read from the request. The first rooms response of a visitor
 * without a session starts an anonymous one and sets its cookie; a call about an existing quote without a session
 * cannot be about one of the visitor's quotes, so it is a 404 without creating anything. Another session's quoteId
 * is a 404, exactly like an id that does not exist.
 *
 * Also here, because it is where a failed checkout leads: the booking-failed contact form's endpoint (checkout §8;
 * ADR 0018), rate limited per client address before anything is read, like the site's other forms.
 */

/** Per client IP: a traveller sends this once; a script filling the operator's inbox gets 429s. */
export const BOOKING_ENQUIRY_RATE_LIMIT: RateLimitRule = { name: 'booking-enquiry', limit: 5, windowSeconds: 600 }

const NO_SUCH_QUOTE = 'No such quote.'

/** A checkout service's outcome as an answer: its value, or its typed failure; anything else is rethrown. */
async function checkoutAnswer(work: () => Promise<unknown>): Promise<EndpointResult> {
  try {
    return ok(await work())
  } catch (error) {
    const failure = toCheckoutFailure(error)
    if (!failure) throw error
    if (failure.status === 400) return invalid(failure.fieldErrors, failure.message)
    if (failure.status === 404) return notFound(failure.message)
    return conflict(failure.message)
  }
}

function clientKey(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown'
}

export function checkoutEndpoints(deps: ApiDependencies): Endpoint[] {
  const secureCookies = deps.config.APP_ENV === 'production'
  const saveOptions = { holdMinutes: deps.config.CHECKOUT_HOLD_MINUTES }
  const paymentProvider = getPaymentProvider(deps.db, deps.config)

  /**
   * A rooms response of a visitor without a session starts an anonymous one (ensureSession) inside the rooms
   * response's own transaction, so a refused rooms response writes nothing at all; its cookie is set only when the
   * rooms response succeeded.
   */
  async function submitRoomsAs(req: Request, res: Response, context: RequestContext, body: RoomsResponseRequest) {
    let setCookie: string | null = null
    let started: { id: string; customerId: null } | null = null
    const session: string | SessionStarter = context.session
      ? context.session.id
      : async (trx) => {
          const anonymous = await ensureSession(
            trx,
            { brand: context.brand, session: null, customer: null },
            { secureCookies, userAgent: req.get('user-agent') ?? null },
          )
          setCookie = anonymous.setCookie
          started = { id: anonymous.sessionId, customerId: null }
          return anonymous.sessionId
        }
    const quote = await submitRooms(deps.db, context.brand, session, body, saveOptions)
    if (started) context.session = started
    if (setCookie) res.append('Set-Cookie', setCookie)
    return quote
  }

  return [
    endpoint({
      method: 'GET',
      path: AVAILABLE_ROOMS_PATH,
      query: availableRoomsQuerySchema,
      handler: async ({ query, context }) => {
        // The visitor's own holds are left out, so coming back to the rooms never competes with itself.
        const rooms = await availableRooms(deps.db, context.brand, query, new Date(), {
          sessionId: context.session?.id,
        })
        return rooms ? ok(rooms) : notFound(`No departure ${query.departureId} with that filo and transport code.`)
      },
    }),
    endpoint({
      method: 'POST',
      path: ROOMS_RESPONSE_PATH,
      body: roomsResponseRequestSchema,
      handler: async ({ body, context, req, res }) => {
        // An existing quote is only ever the visitor's own: without a session it cannot be, and nothing is created.
        if (body.quoteId !== null && !context.session) return notFound(NO_SUCH_QUOTE)
        return checkoutAnswer(() => submitRoomsAs(req, res, context, body))
      },
    }),
    endpoint({
      method: 'POST',
      path: EXCURSIONS_RESPONSE_PATH,
      body: excursionsResponseRequestSchema,
      handler: ({ body, context }) =>
        checkoutAnswer(() => {
          if (!context.session) throw new QuoteNotFoundError(NO_SUCH_QUOTE)
          return submitExcursions(deps.db, context.brand, context.session.id, body, saveOptions)
        }),
    }),
    endpoint({
      method: 'GET',
      path: GET_DONATIONS_PATH,
      query: donationsQuerySchema,
      handler: async ({ query, context }) => {
        const donations = await getDonations(deps.db, context.brand, query.departureId)
        return donations ? ok(donations) : notFound(`No departure ${query.departureId}.`)
      },
    }),
    endpoint({
      method: 'POST',
      path: ADD_DONATIONS_PATH,
      body: addDonationsRequestSchema,
      handler: ({ body, context }) =>
        checkoutAnswer(() => {
          if (!context.session) throw new QuoteNotFoundError(NO_SUCH_QUOTE)
          return submitDonation(deps.db, context.brand, context.session.id, body, saveOptions)
        }),
    }),
    // ---- part 2 (issue 11): visas, passenger details, payment, status check, confirm ----
    endpoint({
      method: 'GET',
      path: VISAS_PATH,
      query: visasQuerySchema,
      handler: async ({ query, context }) => {
        const visas = await getVisas(deps.db, context.brand, query)
        return visas ? ok(visas) : notFound(`No departure ${query.departureId} with that filo.`)
      },
    }),
    endpoint({
      method: 'POST',
      path: PASSENGER_DETAILS_RESPONSE_PATH,
      body: passengerDetailsRequestSchema,
      handler: ({ body, context }) =>
        checkoutAnswer(() => {
          if (!context.session) throw new QuoteNotFoundError(NO_SUCH_QUOTE)
          // A signed-in customer's quote is theirs: My bookings lists it unfinished, and it may be e-mailed (ADR 0055).
          return submitPassengerDetails(deps.db, context.brand, context.session.id, body, {
            ...saveOptions,
            customerId: context.session.customerId,
          })
        }),
    }),
    endpoint({
      method: 'POST',
      path: PAYMENT_SUBMIT_PATH,
      body: paymentSubmitRequestSchema,
      handler: ({ body, context }) =>
        checkoutAnswer(() => {
          if (!context.session) throw new QuoteNotFoundError(NO_SUCH_QUOTE)
          return submitPayment(deps.db, context.brand, context.session.id, body, paymentProvider, saveOptions)
        }),
    }),
    endpoint({
      method: 'GET',
      path: STATUS_CHECK_PATH,
      query: statusCheckQuerySchema,
      handler: async ({ query, context }) => {
        const status = context.session
          ? await checkPaymentStatus(deps.db, context.session.id, query.transactionId, paymentProvider)
          : null
        return status ? ok(status) : notFound('No such payment.')
      },
    }),
    endpoint({
      method: 'POST',
      path: CONFIRM_BOOKING_PATH,
      body: confirmBookingRequestSchema,
      // Checkout §8: a refused confirm carries `type: 'UserFriendlyError'` and its `message` at the top level.
      errorBody: (error, status) =>
        status === 409 ? { error, type: USER_FRIENDLY_ERROR, message: error.message } : { error },
      handler: async ({ body, context }) => {
        if (!context.session) return notFound('No such quote or payment.')
        try {
          const answer = await confirmBooking(
            deps.db,
            { brand: context.brand, sessionId: context.session.id, customerId: context.session.customerId },
            body,
            { provider: paymentProvider, origin: context.origin, holdMinutes: deps.config.CHECKOUT_HOLD_MINUTES },
          )
          return ok(answer)
        } catch (error) {
          if (error instanceof BookingRefusedError) {
            return error.status === 404 ? notFound(error.message) : conflict(error.message)
          }
          const failure = toCheckoutFailure(error)
          if (!failure) throw error
          return failure.status === 404 ? notFound(failure.message) : conflict(failure.message)
        }
      },
    }),
    endpoint({
      method: 'POST',
      path: BOOKING_ENQUIRY_PATH,
      guard: async ({ req }) => {
        const limit = await consumeRateLimit(deps.db, BOOKING_ENQUIRY_RATE_LIMIT, clientKey(req))
        if (limit.allowed) return undefined
        return tooMany(
          `You have sent too many enquiries from this connection. Please try again in ${describeWait(limit.retryAfterSeconds)}, or call us.`,
          limit.retryAfterSeconds,
        )
      },
      body: bookingEnquiryRequestSchema,
      handler: async ({ body, context }) => {
        await submitBookingEnquiry(deps.db, context.brand, context.session?.id ?? null, body)
        const answer: BookingEnquiryResponse = { success: true }
        return ok(answer)
      },
    }),
  ]
}
