import type { z } from 'zod'

// The one JSON error shape of the whole API. The server writes it, the browser client reads it; keeping both sides on
// this module means a field error raised by a server-side Zod schema lands on the same input the browser validated.

export const API_ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'csrf_failed',
  'not_found',
  'method_not_allowed',
  'rate_limited',
  'unauthorised',
  'conflict',
  'internal',
  /** The database (or another part the answer needs) cannot be reached right now: 503, retry later. */
  'unavailable',
] as const
export type ApiErrorCode = (typeof API_ERROR_CODES)[number]

export type FieldErrors = Record<string, string[]>

export type ApiErrorBody = {
  error: {
    code: ApiErrorCode
    message: string
    fieldErrors?: FieldErrors
    requestId?: string
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    isRecord(value) &&
    Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'))
  )
}

/**
 * Checked by hand rather than with a Zod schema: the browser's API client uses this on every error answer, and a
 * schema here would pull Zod into the first-load JavaScript of every page.
 */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (!isRecord(value) || !isRecord(value.error)) return false
  const { code, message, fieldErrors, requestId } = value.error
  return (
    typeof code === 'string' &&
    (API_ERROR_CODES as readonly string[]).includes(code) &&
    typeof message === 'string' &&
    (fieldErrors === undefined || isFieldErrors(fieldErrors)) &&
    (requestId === undefined || typeof requestId === 'string')
  )
}

/** Default HTTP status per code, so every route answers the same situation with the same status. */
export const API_ERROR_STATUS: Readonly<Record<ApiErrorCode, number>> = {
  bad_request: 400,
  validation_failed: 400,
  csrf_failed: 403,
  not_found: 404,
  method_not_allowed: 405,
  rate_limited: 429,
  unauthorised: 401,
  conflict: 409,
  internal: 500,
  unavailable: 503,
}

/** The code a client assumes when an error answer is not our JSON (a proxy's HTML page, an empty 502). */
export function apiErrorCodeForStatus(status: number): ApiErrorCode {
  switch (status) {
    case 400:
      return 'bad_request'
    case 401:
      return 'unauthorised'
    case 403:
      return 'csrf_failed'
    case 404:
      return 'not_found'
    case 405:
      return 'method_not_allowed'
    case 409:
      return 'conflict'
    case 422:
      return 'validation_failed'
    case 429:
      return 'rate_limited'
    case 503:
      return 'unavailable'
    default:
      return status >= 400 && status < 500 ? 'bad_request' : 'internal'
  }
}

export function apiErrorBody(
  code: ApiErrorCode,
  message: string,
  extras: { fieldErrors?: FieldErrors; requestId?: string } = {},
): ApiErrorBody {
  const error: ApiErrorBody['error'] = { code, message }
  if (extras.fieldErrors !== undefined) error.fieldErrors = extras.fieldErrors
  if (extras.requestId !== undefined) error.requestId = extras.requestId
  return { error }
}

/** Zod issues keyed by their path joined with '.' ('address.postCode', 'passengers.0.firstName'); issues about the
 * whole payload go under ''. Repeated messages for one field are kept once. */
export function zodIssuesToFieldErrors(error: z.ZodError): FieldErrors {
  // A Map, then fromEntries: a user-chosen record key such as '__proto__' must become a plain own property.
  const byPath = new Map<string, string[]>()
  for (const issue of error.issues) {
    const key = issue.path.map((segment) => String(segment)).join('.')
    const messages = byPath.get(key) ?? []
    if (!messages.includes(issue.message)) messages.push(issue.message)
    byPath.set(key, messages)
  }
  return Object.fromEntries(byPath)
}
