import type { FieldErrors } from '../../../lib/api-error'
import { InventoryBusyError } from '../../../../db/write-lock-busy-error'
import { shortageMessage, type Shortage } from '../inventory/index.rules'

// The write transaction's own failure (db/write-transaction.server.ts), one of the checkout's typed failures.
export { InventoryBusyError }

/*
 * The checkout services' typed failures. Each maps to one answer of the endpoint helper (phase 2):
 * NotEnoughPlacesError → 409 conflict, QuoteNotFoundError → 404, CheckoutInputError → 400 with field errors,
 * InventoryBusyError → 409 conflict ("try again"): never a 500.
 */

/** Places or rooms ran out: the quote's holds are unchanged and nothing was written. */
export class NotEnoughPlacesError extends Error {
  override readonly name = 'NotEnoughPlacesError'
  constructor(readonly shortage: Shortage) {
    super(shortageMessage(shortage))
  }
}

/** Unknown, other-brand, other-session or already booked: answered exactly like an id that does not exist. */
export class QuoteNotFoundError extends Error {
  override readonly name = 'QuoteNotFoundError'
  constructor(message = 'No such quote.') {
    super(message)
  }
}

/** Unknown or other-brand departure, or one whose filo / transport code is not its own. */
export class DepartureNotFoundError extends Error {
  override readonly name = 'DepartureNotFoundError'
  constructor(message = 'No such departure.') {
    super(message)
  }
}

/** Input that passed the schema but not the database's rules (a room of another departure, an unknown passenger). */
export class CheckoutInputError extends Error {
  override readonly name = 'CheckoutInputError'
  constructor(
    message: string,
    readonly fieldErrors: FieldErrors,
  ) {
    super(message)
  }
}

/** The departure is no longer on sale (closed, departed). */
export class DepartureNotBookableError extends Error {
  override readonly name = 'DepartureNotBookableError'
  constructor(message = 'Sorry, this departure can no longer be booked') {
    super(message)
  }
}

/** A card payment cannot start: the quote is a reservation, or its passenger details are incomplete (a 409). */
export class PaymentNotPossibleError extends Error {
  override readonly name = 'PaymentNotPossibleError'
}

export function inputError(field: string, message: string): CheckoutInputError {
  return new CheckoutInputError(message, { [field]: [message] })
}

/** How the endpoint helper answers each checkout failure (phase 2 wires this into the routers). */
export type CheckoutFailure =
  | { status: 400; code: 'validation_failed'; message: string; fieldErrors: FieldErrors }
  | { status: 404; code: 'not_found'; message: string }
  | { status: 409; code: 'conflict'; message: string }

/** The answer for a checkout service's typed failure; null for anything else (a real bug: let it be a 500). */
export function toCheckoutFailure(error: unknown): CheckoutFailure | null {
  if (error instanceof CheckoutInputError) {
    return { status: 400, code: 'validation_failed', message: error.message, fieldErrors: error.fieldErrors }
  }
  if (error instanceof QuoteNotFoundError || error instanceof DepartureNotFoundError) {
    return { status: 404, code: 'not_found', message: error.message }
  }
  if (
    error instanceof NotEnoughPlacesError ||
    error instanceof DepartureNotBookableError ||
    error instanceof InventoryBusyError ||
    error instanceof PaymentNotPossibleError
  ) {
    return { status: 409, code: 'conflict', message: error.message }
  }
  return null
}
