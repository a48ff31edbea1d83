import { pushDataLayer } from '../../lib/analytics'
import { ApiError, createApiClient } from '../../lib/api-client'
import type { CheckoutAnalyticsEvent } from './flow/index.rules'

/*
 * The checkout page's one API client (its request ids let an edit cancel a passenger request in flight) and the two
 * helpers every round trip of the flow controller uses.
 */

export const api = createApiClient()

export function push(event: CheckoutAnalyticsEvent) {
  pushDataLayer(event.event, event.payload)
}

/** The message a failed call carries for the error block (the API's own message; nothing for a network failure). */
export function messageOf(error: unknown): string | null {
  return error instanceof ApiError ? error.message : null
}
