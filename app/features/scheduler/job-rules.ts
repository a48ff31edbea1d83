/*
 * The scheduler's pure rules (issue 27): when a failed job is tried again, when a claim has run out, and what a
 * failure leaves behind. The runner (scheduler.server.ts) applies them; the back office words them.
 */

export const JOB_STATES = ['pending', 'running', 'done', 'failed', 'cancelled'] as const
export type JobState = (typeof JOB_STATES)[number]

/**
 * How long a claim holds before another process may take the job. A job's work is one database transaction (an
 * e-mail queued in the outbox, a place released), so it lasts seconds; five minutes leaves a wide margin for a
 * stalled event loop or a slow database, and a dead process's job waits at most this long plus one interval.
 */
export const JOB_LEASE_MS = 5 * 60 * 1000

/** The first retry's delay; each later one doubles it, up to RETRY_CAP_MS. */
export const RETRY_BASE_MS = 60 * 1000
export const RETRY_CAP_MS = 6 * 60 * 60 * 1000
export const DEFAULT_MAX_ATTEMPTS = 5

/** The delay before attempt `attempts + 1`, after `attempts` failed ones (1 → 1 min, 2 → 2 min, … capped at 6 h). */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 20))
  return Math.min(RETRY_BASE_MS * 2 ** exponent, RETRY_CAP_MS)
}

/** After a failed attempt: tried again at `dueAt`, or given up when no attempt is left. */
export function afterFailure(
  attempts: number,
  maxAttempts: number,
  now: Date,
): { state: 'pending'; dueAt: string } | { state: 'failed' } {
  if (attempts >= maxAttempts) return { state: 'failed' }
  return { state: 'pending', dueAt: new Date(now.getTime() + retryDelayMs(attempts)).toISOString() }
}

/** The claim time before which a running job's claim has run out at `now`. */
export function leaseExpiredBefore(now: Date, leaseMs: number = JOB_LEASE_MS): string {
  return new Date(now.getTime() - leaseMs).toISOString()
}

/** An error's message as the back office shows it: one line, at most 500 characters. */
export function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return (message.replace(/\s+/g, ' ').trim() || 'the job failed').slice(0, 500)
}

/** A job's stored payload (JSON text) as the object its handler gets: {} when the text is not a JSON object. */
export function parsePayload(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
