import { AUTH_PATHS } from '../../app/features/auth/auth-contract'
import type { ConfirmBookingAnswer, PaymentSubmitAnswer, QuoteResponse } from '../../app/features/checkout/index'
import { client, type HttpClient, type HttpResponse } from '../support/http-client'
import { passengerDetailsBody } from '../support/passenger-details'
import { CARD_FORM_HEADERS, cardPageToken, sandboxCardForm } from '../support/sandbox-card-form'

/*
 * One traveller's checkout driven like the browser does it (checkout §7 "Calls"): rooms response →
 * passenger details → payment submit → the sandbox card page (GET, POST its form) → status check → confirm-booking.
 * With `retry`, a step that fails for want of a process (connection refused or reset, 502/503/504, a time-out)
 * is tried again after a short pause, as a traveller pressing the button again would; the confirm is idempotent,
 * so replaying it is always safe. Without `retry` such a failure ends the flow as 'failed'.
 */

export const REQUEST_TIMEOUT_MS = 10_000

/** Requests that failed for want of a process and were tried again, by step (the kill scenario prints them). */
export const retriedSteps = new Map<string, number>()

export type FlowOutcome =
  | { kind: 'booked'; quoteId: number; transactionId: string; reference: string }
  | { kind: 'refused'; step: string; status: number; message: string; quoteId?: number; transactionId?: string }
  | { kind: 'failed'; step: string; detail: string; quoteId?: number; transactionId?: string }
  | { kind: 'approved'; quoteId: number; transactionId: string; browser: HttpClient }

export interface FlowOptions {
  origin: string
  departure: { id: number; filo: string; transportCode: string }
  roomId: number
  travellers: number
  cardTypeId: number
  retry: boolean
  /** Stop with the payment approved, before confirm-booking (the replay scenario sends that itself). */
  stopBeforeConfirm?: boolean
  /** 'Full Balance' unless told otherwise ('Deposit Only' leaves a balance for the account area to take). */
  amountToPay?: 'Full Balance' | 'Deposit Only'
  /** Register this e-mail in the browser's session first, so the booking is the customer's (the account scenario). */
  registerAs?: string
  /** Called as each step starts (the kill scenario picks its moment from these). */
  onStep?: (step: string) => void
}

class Transient extends Error {}

/** A request that may not take longer than REQUEST_TIMEOUT_MS; a connection error or time-out is Transient. */
export async function timed(work: Promise<HttpResponse>, ms = REQUEST_TIMEOUT_MS): Promise<HttpResponse> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Transient(`no answer within ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([work, timeout])
  } catch (error) {
    if (error instanceof Transient) throw error
    throw new Transient((error as Error).message)
  } finally {
    clearTimeout(timer)
  }
}

const isTransientStatus = (status: number) => status === 502 || status === 503 || status === 504

const NAMES = ['Ada Lovelace', 'Charles Babbage', 'Mary Somerville', 'John Herschel']

const detailsBody = (quote: QuoteResponse) => passengerDetailsBody(quote)

function messageOf(response: HttpResponse): string {
  try {
    const body = response.json<{ message?: string; error?: { message?: string } }>()
    return body.message ?? body.error?.message ?? ''
  } catch {
    return ''
  }
}

export async function runCheckout(options: FlowOptions): Promise<FlowOutcome> {
  const browser: HttpClient = client({ origin: options.origin })
  let quoteId: number | undefined
  let transactionId: string | undefined

  /** One step: its answer, retried on transient failures when the flow retries. */
  async function step(name: string, send: () => Promise<HttpResponse>): Promise<HttpResponse> {
    options.onStep?.(name)
    const attempts = options.retry ? 12 : 1
    let last = ''
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const response = await timed(send())
        if (!isTransientStatus(response.status)) return response
        last = `${response.status} ${response.text.slice(0, 120)}`
      } catch (error) {
        if (!(error instanceof Transient)) throw error
        last = error.message
      }
      if (attempt < attempts) retriedSteps.set(name, (retriedSteps.get(name) ?? 0) + 1)
      if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, Math.min(250 * attempt, 1_500)))
    }
    throw new StepFailed(name, last)
  }

  try {
    if (options.registerAs) {
      const password = 'Faults-Passw0rd-1'
      const registered = await step('register', () =>
        browser.post(AUTH_PATHS.register, { email: options.registerAs, password, confirmPassword: password }),
      )
      if (registered.status !== 200) return refusedOrFailed('register', registered)
    }
    const passengers = NAMES.slice(0, options.travellers).map((name) => {
      const [firstName, lastName] = name.split(' ')
      return { roomId: options.roomId, roomKey: 'r1', firstName, lastName }
    })
    const rooms = await step('rooms', () =>
      browser.post('/umbraco/api/checkoutapi/roomsresponse', {
        quoteId: 0,
        departureId: options.departure.id,
        filo: options.departure.filo,
        departureTransportCode: options.departure.transportCode,
        passengers,
      }),
    )
    if (rooms.status !== 200) return refusedOrFailed('rooms', rooms)
    const quote = rooms.json<QuoteResponse>()
    quoteId = quote.quoteId

    const details = await step('details', () =>
      browser.post('/umbraco/api/checkoutapi/passengerDetailsResponse', detailsBody(quote)),
    )
    if (details.status !== 200) return refusedOrFailed('details', details)

    const submitted = await step('payment', () =>
      browser.post('/umbraco/api/checkoutapi/payment', {
        quoteId,
        currentPageUrl: '/checkout',
        cardTypeId: options.cardTypeId,
        amountToPay: options.amountToPay ?? 'Full Balance',
        takeFinalBalance: false,
      }),
    )
    if (submitted.status !== 200) return refusedOrFailed('payment', submitted)
    const payment = submitted.json<PaymentSubmitAnswer>()
    transactionId = payment.transactionId

    // The card page: a retry first asks whether the card was already taken (the POST may have been answered).
    let paid = false
    for (let attempt = 1; !paid; attempt++) {
      try {
        const page = await step('card-page', () => browser.get(payment.url))
        const token = cardPageToken(page.text)
        if (page.status === 200 && token) {
          options.onStep?.('card')
          await timed(payWithApprovedCard(browser, payment.url, token))
        }
      } catch (error) {
        if (!options.retry || attempt >= 6)
          throw error instanceof StepFailed ? error : new StepFailed('card', String(error))
      }
      const status = await step('status', () => browser.get(`/status-check?transactionId=${transactionId}`))
      const state = status.status === 200 ? status.json<{ status: string }>().status : `http ${status.status}`
      if (state === 'approved') paid = true
      else if (!options.retry || attempt >= 6)
        return { kind: 'failed', step: 'card', detail: state, quoteId, transactionId }
    }

    if (options.stopBeforeConfirm)
      return { kind: 'approved', quoteId: quoteId!, transactionId: transactionId!, browser }
    const confirmed = await step('confirm', () =>
      browser.post('/confirm-booking', { transactionId, quoteId, takeFinalBalance: false }),
    )
    if (confirmed.status !== 200) return refusedOrFailed('confirm', confirmed)
    const answer = confirmed.json<ConfirmBookingAnswer>()
    return { kind: 'booked', quoteId: quoteId!, transactionId: transactionId!, reference: answer.bookingReference }
  } catch (error) {
    if (error instanceof StepFailed)
      return { kind: 'failed', step: error.step, detail: error.detail, quoteId, transactionId }
    return { kind: 'failed', step: 'unexpected', detail: String(error), quoteId, transactionId }
  }

  function refusedOrFailed(name: string, response: HttpResponse): FlowOutcome {
    const message = messageOf(response)
    if (response.status === 409 && message)
      return { kind: 'refused', step: name, status: 409, message, quoteId, transactionId }
    return {
      kind: 'failed',
      step: name,
      detail: `${response.status} ${response.text.slice(0, 200)}`,
      quoteId,
      transactionId,
    }
  }
}

class StepFailed extends Error {
  constructor(
    readonly step: string,
    readonly detail: string,
  ) {
    super(`${step}: ${detail}`)
  }
}

/** Posts the sandbox card page's form with the approved test card (`token`: the page's hidden csrfToken). */
export function payWithApprovedCard(browser: HttpClient, url: string, token: string): Promise<HttpResponse> {
  return browser.post(url, sandboxCardForm(token), { csrf: false, headers: CARD_FORM_HEADERS })
}

export { cardPageToken }

/** Replays one confirm with a session's cookies and CSRF token. */
export function confirmAgain(browser: HttpClient, body: object): Promise<HttpResponse> {
  return timed(browser.post('/confirm-booking', body))
}
