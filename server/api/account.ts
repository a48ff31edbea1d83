import type { z } from 'zod'
import type { RequestContext } from '../../app/context'
import {
  ACCOUNT_PASSENGER_DETAILS_PATH,
  ACCOUNT_PAYMENT_PATH,
  ACCOUNT_PAYMENT_STATUS_PATH,
  ACCOUNT_VISAS_PATH,
  AccountInputError,
  AccountRateLimitedError,
  AccountRefusedError,
  BOOKED_EXCURSIONS_PATH,
  BOOKING_DATA_PATH,
  BOOKING_EXCURSIONS_PATH,
  CONFIRM_PAYMENT_PATH,
  MY_BOOKINGS_PATH,
  PAYMENTS_PATH,
  SEND_VERIFICATION_EMAIL_PATH,
  UPDATE_EXCURSIONS_PATH,
  UPDATE_USER_DETAILS_PATH,
  accountPassengerRequestSchema,
  accountPaymentRequestSchema,
  accountPaymentStatusQuerySchema,
  accountVisasQuerySchema,
  bookingReferenceQuerySchema,
  confirmAccountPayment,
  confirmPaymentRequestSchema,
  getAccountBooking,
  getAccountPaymentStatus,
  getAccountVisas,
  getBookedExcursions,
  getBookingExcursions,
  getPayments,
  listHolidays,
  myDetailsSchema,
  savePassengerDetails,
  sendVerificationEmail,
  startAccountPayment,
  updateExcursions,
  updateExcursionsRequestSchema,
  updateMyDetails,
  bookingPayersOf,
  type AccountWho,
  type BookingPayer,
} from '../../app/features/account/index.server'
import { SIGNED_OUT_MESSAGE, type AuthRateLimiter } from '../../app/features/auth/index.server'
import { todayIso } from '../../app/features/departures/index.server'
import { outboxSeal } from '../../app/features/email/index.server'
import { getPaymentProvider } from '../../app/features/payments/index.server'
import {
  conflict,
  endpoint,
  invalid,
  notFound,
  ok,
  tooMany,
  unauthorised,
  type Endpoint,
  type EndpointResult,
  type HttpMethod,
} from '../endpoint'
import { consumeRateLimit } from '../rate-limit'
import type { ApiDependencies } from './router'

/*
 * The account area's calls (issue 12; checkout §7 "Account"; app/features/account/account-contract.ts; ADR 0027),
 * declared with server/endpoint.ts. Every one of them:
 * - needs a signed-in customer: signed out → 401 in the one error shape plus `isAuthenticated: false` (checked
 *   before the input, so a signed-out caller learns nothing about it); the page sends the visitor to /login;
 * - is scoped to that customer: a booking reference (query or body) or transaction id that is not theirs → 404;
 * - answers `Cache-Control: private, no-store`, errors included (they are personal and never enter a cache);
 * - turns the services' typed refusals into 400 (AccountInputError's field errors), 409 (AccountRefusedError) and
 *   429 (AccountRateLimitedError).
 * POSTs are CSRF-guarded by the API router.
 */

export const ACCOUNT_CACHE_CONTROL = 'private, no-store'
const NOT_FOUND_MESSAGE = 'No such booking.'
const NO_SUCH_PAYMENT = 'No such payment.'

type Handler<Q, B> = (input: { query: Q; body: B; who: AccountWho; context: RequestContext }) => Promise<EndpointResult>

function accountEndpoint<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(spec: {
  method: HttpMethod
  path: string
  query?: Q
  body?: B
  handler: Handler<Q extends z.ZodType ? z.output<Q> : undefined, B extends z.ZodType ? z.output<B> : undefined>
}): Endpoint {
  return endpoint({
    method: spec.method,
    path: spec.path,
    query: spec.query,
    body: spec.body,
    errorBody: (error, status) => (status === 401 ? { error, isAuthenticated: false } : { error }),
    guard: async ({ res, context }) => {
      res.locals.errorCacheControl = ACCOUNT_CACHE_CONTROL
      res.set('Cache-Control', ACCOUNT_CACHE_CONTROL)
      if (!context.customer || !context.session) return unauthorised(SIGNED_OUT_MESSAGE)
    },
    handler: async ({ query, body, context }) => {
      const who: AccountWho = { brand: context.brand, customer: context.customer! }
      try {
        return await spec.handler({ query: query as never, body: body as never, who, context })
      } catch (error) {
        return accountRefusal(error)
      }
    },
  })
}

/** The services' typed refusals as answers: 400 (field errors), 409, 429; anything else is thrown on. */
function accountRefusal(error: unknown): EndpointResult {
  if (error instanceof AccountInputError) return invalid(error.fieldErrors)
  if (error instanceof AccountRefusedError) return conflict(error.message)
  if (error instanceof AccountRateLimitedError) return tooMany(error.message, error.retryAfterSeconds)
  throw error
}

/*
 * The payment calls (payments, start, status, confirm) also serve a guest holding a balance reminder's pay link
 * (issue 27; app/features/account/pay-links.server.ts): the request's pay-link cookie, when unspent and unexpired,
 * names the one booking they may pay. A call is tried for the pay link's holder first, then for the signed-in
 * customer; what neither may see is a 404 as ever, and a caller with neither is a 401.
 */
type PayerHandler<Q, B> = (input: { query: Q; body: B; who: BookingPayer; context: RequestContext }) => Promise<unknown>

function payerEndpoint<Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined>(
  db: ApiDependencies['db'],
  spec: {
    method: HttpMethod
    path: string
    query?: Q
    body?: B
    missing?: string
    handler: PayerHandler<Q extends z.ZodType ? z.output<Q> : undefined, B extends z.ZodType ? z.output<B> : undefined>
  },
): Endpoint {
  return endpoint({
    method: spec.method,
    path: spec.path,
    query: spec.query,
    body: spec.body,
    errorBody: (error, status) => (status === 401 ? { error, isAuthenticated: false } : { error }),
    guard: async ({ req, res, context }) => {
      res.locals.errorCacheControl = ACCOUNT_CACHE_CONTROL
      res.set('Cache-Control', ACCOUNT_CACHE_CONTROL)
      const customer = context.session ? context.customer : null
      const payers = await bookingPayersOf(db, context.brand, customer, req.headers.cookie)
      res.locals.bookingPayers = payers
      if (payers.length === 0) return unauthorised(SIGNED_OUT_MESSAGE)
    },
    handler: async ({ query, body, context, res }) => {
      try {
        for (const who of res.locals.bookingPayers as BookingPayer[]) {
          const value = await spec.handler({ query: query as never, body: body as never, who, context })
          if (value !== null && value !== undefined) return answer(value)
        }
        return answer(null, spec.missing)
      } catch (error) {
        return accountRefusal(error)
      }
    },
  })
}

const answer = (value: unknown, missing = NOT_FOUND_MESSAGE): EndpointResult =>
  value === null || value === undefined
    ? notFound(missing)
    : ok(value, { headers: { 'Cache-Control': ACCOUNT_CACHE_CONTROL } })

export function accountEndpoints(deps: ApiDependencies): Endpoint[] {
  const { db } = deps
  const provider = getPaymentProvider(deps.db, deps.config)
  const limiter: AuthRateLimiter = (rule, subject) => consumeRateLimit(db, rule, subject)
  const today = () => todayIso()
  const seal = outboxSeal(deps.config.SESSION_SECRET)

  return [
    accountEndpoint({
      method: 'GET',
      path: MY_BOOKINGS_PATH,
      handler: async ({ who }) => answer(await listHolidays(db, who, today())),
    }),
    accountEndpoint({
      method: 'GET',
      path: BOOKING_DATA_PATH,
      query: bookingReferenceQuerySchema,
      handler: async ({ query, who }) => answer(await getAccountBooking(db, who, query.bookingReference, today())),
    }),
    accountEndpoint({
      method: 'GET',
      path: BOOKED_EXCURSIONS_PATH,
      query: bookingReferenceQuerySchema,
      handler: async ({ query, who }) => answer(await getBookedExcursions(db, who, query.bookingReference)),
    }),
    accountEndpoint({
      method: 'GET',
      path: BOOKING_EXCURSIONS_PATH,
      query: bookingReferenceQuerySchema,
      handler: async ({ query, who }) => answer(await getBookingExcursions(db, who, query.bookingReference, today())),
    }),
    accountEndpoint({
      method: 'POST',
      path: UPDATE_EXCURSIONS_PATH,
      body: updateExcursionsRequestSchema,
      handler: async ({ body, who }) => answer(await updateExcursions(db, who, body, today())),
    }),
    accountEndpoint({
      method: 'GET',
      path: ACCOUNT_VISAS_PATH,
      query: accountVisasQuerySchema,
      handler: async ({ query, who }) => answer(await getAccountVisas(db, who, query)),
    }),
    payerEndpoint(db, {
      method: 'GET',
      path: PAYMENTS_PATH,
      query: bookingReferenceQuerySchema,
      handler: ({ query, who }) => getPayments(db, who, query.bookingReference),
    }),
    accountEndpoint({
      method: 'POST',
      path: UPDATE_USER_DETAILS_PATH,
      body: myDetailsSchema,
      handler: async ({ body, who }) => answer(await updateMyDetails(db, who, body)),
    }),
    accountEndpoint({
      method: 'POST',
      path: ACCOUNT_PASSENGER_DETAILS_PATH,
      body: accountPassengerRequestSchema,
      handler: async ({ body, who }) => answer(await savePassengerDetails(db, who, body)),
    }),
    payerEndpoint(db, {
      method: 'POST',
      path: ACCOUNT_PAYMENT_PATH,
      body: accountPaymentRequestSchema,
      handler: ({ body, who, context }) => startAccountPayment(db, who, body, provider, context.session?.id ?? null),
    }),
    payerEndpoint(db, {
      method: 'GET',
      path: ACCOUNT_PAYMENT_STATUS_PATH,
      query: accountPaymentStatusQuerySchema,
      missing: NO_SUCH_PAYMENT,
      handler: ({ query, who }) => getAccountPaymentStatus(db, who, query.transactionId, provider),
    }),
    payerEndpoint(db, {
      method: 'POST',
      path: CONFIRM_PAYMENT_PATH,
      body: confirmPaymentRequestSchema,
      missing: NO_SUCH_PAYMENT,
      handler: ({ body, who, context }) =>
        confirmAccountPayment(db, who, body, provider, { publicOrigin: context.origin }),
    }),
    accountEndpoint({
      method: 'POST',
      path: SEND_VERIFICATION_EMAIL_PATH,
      handler: async ({ who, context }) =>
        answer(await sendVerificationEmail(db, who, { publicOrigin: context.origin, limiter, seal })),
    }),
  ]
}
