import { ApiError, createApiClient, type ApiClient } from '../../lib/api-client'
import { loginPathFor } from '../auth/index'
import {
  ACCOUNT_PASSENGER_DETAILS_PATH,
  ACCOUNT_PAYMENT_PATH,
  CONFIRM_PAYMENT_PATH,
  SEND_VERIFICATION_EMAIL_PATH,
  UPDATE_EXCURSIONS_PATH,
  UPDATE_USER_DETAILS_PATH,
  accountPaymentStatusUrl,
  accountVisasUrl,
  paymentsUrl,
  type AccountBooking,
  type AccountPassenger,
  type AccountPaymentFrame,
  type AccountPaymentStatus,
  type AccountVisa,
  type ConfirmPaymentAnswer,
  type PaymentsAnswer,
  type VerificationEmailAnswer,
} from './account-contract'

/*
 * The account pages' calls to the account API from the browser (issue 12; checkout §7 "Account"). The shared api
 * client sends the CSRF header and JSON; a 401 (the session ended while the page was open) sends the visitor to
 * /login with this page as the returnUrl (checkout §6), and the call's promise never settles so no error flashes
 * on the way out. Bodies are built by the callers from the contract's request shapes; the server checks them.
 */

let client: ApiClient | null = null
const api = (): ApiClient => (client ??= createApiClient())

/** Where a signed-out answer sends the visitor: /login?returnUrl=<this page>. */
export function loginRedirectFor(location: { pathname: string; search: string }): string {
  return loginPathFor(`${location.pathname}${location.search}`)
}

async function call<T>(send: (client: ApiClient) => Promise<T>): Promise<T> {
  try {
    return await send(api())
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      window.location.assign(loginRedirectFor(window.location))
      return new Promise<T>(() => {})
    }
    throw error
  }
}

export interface MyDetailsBody {
  title: string
  firstName: string
  lastName: string
  dayOfBirth: string
  monthOfBirth: string
  yearOfBirth: string
  sex: string
  mobilePhone: string
  homePhone: string
  address: unknown
}

export const accountClient = {
  sendVerificationEmail: () => call((c) => c.post<VerificationEmailAnswer>(SEND_VERIFICATION_EMAIL_PATH, {})),
  saveMyDetails: (body: MyDetailsBody) => call((c) => c.post<unknown>(UPDATE_USER_DETAILS_PATH, body)),
  savePassenger: (body: {
    bookingReference: string
    passenger: { passengerId: number; emergencyContacts: unknown[] }
  }) => call((c) => c.post<AccountPassenger>(ACCOUNT_PASSENGER_DETAILS_PATH, body)),
  updateExcursions: (body: {
    bookingReference: string
    excursions: { excursionId: number; passengerIds: number[] }[]
  }) => call((c) => c.post<AccountBooking>(UPDATE_EXCURSIONS_PATH, body)),
  visas: (keys: { departureId: number; filo: string; bookingReference: string }) =>
    call((c) => c.get<AccountVisa[]>(accountVisasUrl(keys))),
  payments: (bookingReference: string) => call((c) => c.get<PaymentsAnswer>(paymentsUrl(bookingReference))),
  startPayment: (body: { bookingReference: string; amount: number; cardTypeId: number }) =>
    call((c) => c.post<AccountPaymentFrame>(ACCOUNT_PAYMENT_PATH, body)),
  paymentStatus: (transactionId: string) =>
    call((c) => c.get<AccountPaymentStatus>(accountPaymentStatusUrl(transactionId))),
  confirmPayment: (body: { bookingReference: string; amount: number; cardTypeId: number; transactionId: string }) =>
    call((c) => c.post<ConfirmPaymentAnswer>(CONFIRM_PAYMENT_PATH, body)),
}

/** The message to show for a failed call: the server's own (one error shape), else a general one. */
export function messageOf(error: unknown, fallback = 'Sorry, something went wrong. Please try again.'): string {
  return error instanceof ApiError && error.message ? error.message : fallback
}

/** The server's field errors (400), first message per field, keyed as the request's fields ('address.postCode'). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {}
  const errors: Record<string, string> = {}
  for (const [field, messages] of Object.entries(error.fieldErrors ?? {})) {
    if (messages[0]) errors[field] = messages[0]
  }
  return errors
}
