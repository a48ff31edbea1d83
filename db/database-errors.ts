/*
 * Which errors mean "the database cannot be reached right now" rather than "this query is wrong": a refused or
 * dropped connection, a server shutting down or starting up, a connection or pool wait that timed out. Those answer
 * 503 (the request may be retried and the process recovers by itself when the database returns, issue 15); every
 * other database error stays a bug and a 500.
 */

/** Node socket errors of a connection that cannot be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
])

/**
 * PostgreSQL SQLSTATEs of an unavailable server: class 08 (connection exception) and 57P01–57P03 (admin shutdown,
 * crash shutdown, cannot connect now — the server is starting or in recovery).
 */
const POSTGRES_UNAVAILABLE = /^(08\d{3}|57P0[123])$/

/**
 * node-postgres's pool says this both when a new connection cannot be made in time and when every pooled connection
 * stayed busy for that long (a queue behind a departure lock under a rush of bookings). It answers 503, but on its own
 * it does not prove the database is down.
 */
export const POOL_WAIT_TIMEOUT_MESSAGE = 'timeout exceeded when trying to connect'

/** Messages node-postgres and its pool give without a code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  POOL_WAIT_TIMEOUT_MESSAGE,
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'Connection ended unexpectedly',
]

/** An unavailable-database error that shows the database itself is unreachable, not merely that we are busy. */
export function isDatabaseDownError(error: unknown): boolean {
  return isDatabaseUnavailableError(error) && !messageOf(error).includes(POOL_WAIT_TIMEOUT_MESSAGE)
}

function messageOf(error: unknown): string {
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string'
    ? (error as { message: string }).message
    : ''
}

export function isDatabaseUnavailableError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false
  const { code, message, cause, errors } = error as {
    code?: unknown
    message?: unknown
    cause?: unknown
    errors?: unknown
  }
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code))) return true
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true
  // An AggregateError (a connection tried on IPv4 and IPv6) or a wrapped cause.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailableError(inner, depth + 1))) return true
  return isDatabaseUnavailableError(cause, depth + 1)
}
