import type { BookingActionData } from '../bookings-pages.server'

/** The field errors of the form that was just refused, when it was this intent's form (else none). */
export function errorsFor(actionData: BookingActionData | undefined, intent: string): Record<string, string> {
  return actionData?.kind === 'invalid' && actionData.intent === intent ? actionData.fieldErrors : {}
}
