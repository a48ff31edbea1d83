import pino, { type DestinationStream, type Logger } from 'pino'

export type { Logger }

/*
 * The JSON log must never hold a credential (issue 24, defect 3): a password-reset or e-mail verification link
 * (`?token=…`), a one-time code, the checkout's `x-auth-token`, the session and CSRF cookies. Every request and
 * response object goes through the serializers below, which replace credential values with REDACTED before pino
 * writes a line: a credential query parameter becomes `[redacted]` (its name goes too, so `grep -Ei "token=|x-auth-token"`
 * over a log finds nothing), Express's parsed `query` and the headers lose credential entries. A name is a credential
 * when it says so (token, code, password, secret, key, signature, otp, auth…), so a parameter added later is covered
 * without anyone remembering this file.
 */

export const REDACTED = '[redacted]'

/** Query parameter names whose values are credentials: `token`, `resetToken`, `code`, `newpassword`, `api_key`… */
const CREDENTIAL_PARAMETER = /token|code|pass(word|wd)?$|password|secret|otp|signature|^sig$|key$|auth|session|nonce/i
/** Header names whose values are credentials: cookies, Authorization, any `*-token`, `*-key`, `*-secret`. */
const CREDENTIAL_HEADER =
  /^(cookie|set-cookie|authorization|proxy-authorization)$|token|secret|(^|-)key$|(^|-)signature$|(^|-)auth(-|$)/i

export function isCredentialParameter(name: string): boolean {
  return CREDENTIAL_PARAMETER.test(name)
}

export function isCredentialHeader(name: string): boolean {
  return CREDENTIAL_HEADER.test(name)
}

/** A path with a query: every credential parameter's value replaced (the rest kept as received). */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?')
  if (queryStart < 0) return url
  const fragmentStart = url.indexOf('#', queryStart)
  const query = url.slice(queryStart + 1, fragmentStart < 0 ? undefined : fragmentStart)
  const redacted = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=')
      const rawName = equals < 0 ? pair : pair.slice(0, equals)
      let name = rawName
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '))
      } catch {
        // A malformed escape is still judged by its raw spelling.
      }
      if (isCredentialParameter(name)) return REDACTED
      // A link inside a parameter (the login page's returnUrl=/my-bookings/verify-email?token=…) is redacted too.
      if (equals < 0) return pair
      let value: string
      try {
        value = decodeURIComponent(pair.slice(equals + 1).replace(/\+/g, ' '))
      } catch {
        return pair
      }
      if (!value.includes('?')) return pair
      const inner = redactUrl(value)
      return inner === value ? pair : `${rawName}=${encodeURIComponent(inner)}`
    })
    .join('&')
  return `${url.slice(0, queryStart)}?${redacted}`
}

function redactRecord(
  record: unknown,
  isCredential: (name: string) => boolean,
): Record<string, unknown> | undefined | unknown {
  if (!record || typeof record !== 'object') return record
  const copy: Record<string, unknown> = {}
  let redacted = false
  for (const [name, value] of Object.entries(record as Record<string, unknown>)) {
    if (isCredential(name)) redacted = true
    else copy[name] = value
  }
  if (redacted) copy[REDACTED] = true
  return copy
}

type SerializedMessage = Record<string, unknown> & { url?: unknown; query?: unknown; headers?: unknown }

/** pino-std-serializers' request object with every credential redacted (the one request serializer). */
export function redactedRequest(serialized: SerializedMessage): SerializedMessage {
  if (!serialized || typeof serialized !== 'object') return serialized
  return {
    ...serialized,
    ...(typeof serialized.url === 'string' ? { url: redactUrl(serialized.url) } : {}),
    ...(serialized.query !== undefined ? { query: redactRecord(serialized.query, isCredentialParameter) } : {}),
    ...(serialized.headers !== undefined ? { headers: redactRecord(serialized.headers, isCredentialHeader) } : {}),
  }
}

/** The response's headers with cookies and credential headers redacted, and a Location's credential query. */
export function redactedResponse(serialized: SerializedMessage): SerializedMessage {
  if (!serialized || typeof serialized !== 'object') return serialized
  const headers = redactRecord(serialized.headers, isCredentialHeader) as Record<string, unknown> | undefined
  if (headers && typeof headers.location === 'string') headers.location = redactUrl(headers.location)
  return { ...serialized, ...(headers ? { headers } : {}) }
}

/** The serializers every logger of the app uses (the request log's pino-http is given them too). */
export const logSerializers = {
  req: (value: SerializedMessage) => redactedRequest(value),
  res: (value: SerializedMessage) => redactedResponse(value),
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    serializers: { ...pino.stdSerializers, ...logSerializers },
    // Belt and braces for objects logged by hand under these names (removed, as the serializers do).
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-xsrf-token"]',
        'req.headers["x-auth-token"]',
        'res.headers["set-cookie"]',
      ],
      remove: true,
    },
  }
  return destination ? pino(options, destination) : pino(options)
}
