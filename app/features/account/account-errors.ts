import type { FieldErrors } from '../../lib/api-error'

/*
 * The account services' refusals, turned into the one error shape by server/api/account.ts: field errors → 400,
 * a refusal the customer can read (excursions closed, would leave credit, a declined card) → 409. Anything that is
 * not this customer's is not an error at all: the services answer null and the endpoint answers 404.
 */

export class AccountInputError extends Error {
  constructor(
    readonly fieldErrors: FieldErrors,
    message = 'Please check the highlighted fields.',
  ) {
    super(message)
    this.name = 'AccountInputError'
  }
}

export class AccountRefusedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'AccountRefusedError'
  }
}

/** Too many attempts (the verification e-mail's resend): 429 with Retry-After. */
export class AccountRateLimitedError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message)
    this.name = 'AccountRateLimitedError'
  }
}
