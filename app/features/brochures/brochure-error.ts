import { ApiError } from '../../lib/api-client'
import { BROCHURE_REQUEST_FAILED_MESSAGE } from '../../lib/constants'

/**
 * What the brochure form says when the request fails (discovery §8: 'The brochure request could not be completed!'
 * or the server-supplied errorMessage). The message comes from the spec's `{ apiError, errorMessage }` answer, else
 * from the API's own JSON error shape; anything else (a gateway's HTML page, a network failure) has no message meant
 * for a person, so the spec's sentence is shown rather than a status text such as 'Bad Gateway'.
 */
export function brochureFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return BROCHURE_REQUEST_FAILED_MESSAGE
  const payload = error.payload
  if (typeof payload !== 'object' || payload === null) return BROCHURE_REQUEST_FAILED_MESSAGE
  const { errorMessage } = payload as { errorMessage?: unknown }
  if (typeof errorMessage === 'string' && errorMessage.trim()) return errorMessage
  // The project's error shape (server/api-errors.ts): its message is written for the person filling the form.
  if (error.body === payload && error.body.error.message.trim()) return error.body.error.message
  return BROCHURE_REQUEST_FAILED_MESSAGE
}
