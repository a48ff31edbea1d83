import type { BookingActionData, MoneyReview } from '../bookings-pages.server'

/** The field errors of the form that was just refused, when it was this intent's form (else none). */
export function errorsFor(actionData: BookingActionData | undefined, intent: string): Record<string, string> {
  return actionData?.kind === 'invalid' && actionData.intent === intent ? actionData.fieldErrors : {}
}

/** The money change waiting for its confirmation step, when it is this intent's (else none). */
export function reviewFor(
  actionData: BookingActionData | undefined,
  intent: MoneyReview['intent'],
): MoneyReview | undefined {
  return actionData?.kind === 'review' && actionData.review.intent === intent ? actionData.review : undefined
}

/** The values of the form that was just refused, when it was this intent's form (else none). */
export function refusedValuesFor(
  actionData: BookingActionData | undefined,
  intent: string,
): Record<string, string> | undefined {
  return actionData?.kind === 'invalid' && actionData.intent === intent ? actionData.values : undefined
}
