import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'
import {
  idleCutoff,
  sessionExpiresAt,
  sessionStateAt,
  shouldTouchSession,
  touchCutoff,
  type SessionState,
} from './auth-policy'
import { hashToken, isTokenShape, newSessionId, newToken } from './tokens.server'

/*
 * Sessions live in the database, so every process behind a load balancer sees the same ones and a restart signs
 * nobody out (sign-in issue; docs/decisions/0016-sign-in-sessions-and-passwords.md):
 * - the cookie carries an opaque 32-byte token; the row stores its SHA-256 (token_hash) and its own random id;
 * - a session ends 7 days after its last use or 30 days after sign-in (auth-policy.ts); an expired row found on
 *   a request is deleted and the caller clears the cookie;
 * - last_seen_at slides at most once a minute, by a conditional update, so page views cost no write and two
 *   processes never both write it;
 * - signing in always gives the browser a new token (no session fixation). An anonymous session of the same
 *   browser keeps its row, with the new token, so what belongs to it (a checkout quote) survives logging in; a
 *   session of a different customer is deleted and a fresh one started.
 */

type Db = Kysely<Database>

export interface SessionCustomer {
  id: number
  clientId: string
  email: string
  firstName: string | null
  lastName: string | null
}

export interface ActiveSession {
  /** The row's id: never sent to the browser; what other tables (a quote's sessionId) refer to. */
  id: string
  brandId: string
  customerId: number | null
  customer: SessionCustomer | null
  createdAt: string
  authenticatedAt: string | null
  lastSeenAt: string
  expiresAt: string
}

export type SessionLookup =
  /** No cookie. */
  | { kind: 'none' }
  /** A cookie that signs nothing in (unknown, malformed, expired, another brand's): clear it. */
  | { kind: 'invalid'; reason: 'malformed' | 'unknown' | 'other-brand' | Exclude<SessionState, 'active'> }
  | { kind: 'active'; session: ActiveSession }

export interface StartedSession {
  /** The cookie value; shown once, never stored. */
  token: string
  session: ActiveSession
}

const USER_AGENT_MAX_LENGTH = 200

function clipUserAgent(userAgent: string | null | undefined): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const text = (userAgent ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return text ? text.slice(0, USER_AGENT_MAX_LENGTH) : null
}

async function selectByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .leftJoin('customers', 'customers.id', 'sessions.customerId')
    .select([
      'sessions.id',
      'sessions.brandId',
      'sessions.customerId',
      'sessions.createdAt',
      'sessions.authenticatedAt',
      'sessions.lastSeenAt',
      'sessions.expiresAt',
      'customers.clientId',
      'customers.email',
      'customers.firstName',
      'customers.lastName',
    ])
    .where('sessions.tokenHash', '=', tokenHash)
    .executeTakeFirst()
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof selectByTokenHash>>>

function toActiveSession(row: SessionRow): ActiveSession {
  const customer =
    row.customerId !== null && row.clientId !== null && row.email !== null
      ? {
          id: Number(row.customerId),
          clientId: row.clientId,
          email: row.email,
          firstName: row.firstName,
          lastName: row.lastName,
        }
      : null
  return {
    id: row.id,
    brandId: row.brandId,
    customerId: row.customerId === null ? null : Number(row.customerId),
    customer,
    createdAt: row.createdAt,
    authenticatedAt: row.authenticatedAt,
    lastSeenAt: row.lastSeenAt,
    expiresAt: row.expiresAt,
  }
}

async function loadCustomer(db: Db, customerId: number): Promise<SessionCustomer | null> {
  const row = await db
    .selectFrom('customers')
    .select(['id', 'clientId', 'email', 'firstName', 'lastName'])
    .where('id', '=', customerId)
    .executeTakeFirst()
  return row ? { ...row, id: Number(row.id) } : null
}

/**
 * The session a cookie token stands for on this brand, or why it stands for none. Slides last-seen (at most once a
 * minute) and deletes the row of an expired session.
 */
export async function resolveSession(
  db: Db,
  token: string | null | undefined,
  options: { brandId: string; now?: Date },
): Promise<SessionLookup> {
  if (token === null || token === undefined || token === '') return { kind: 'none' }
  if (!isTokenShape(token)) return { kind: 'invalid', reason: 'malformed' }
  const now = options.now ?? new Date()
  const row = await selectByTokenHash(db, hashToken(token))
  if (!row) return { kind: 'invalid', reason: 'unknown' }
  // Each brand host has its own cookie jar; a token that names another brand's session was carried over by hand.
  if (row.brandId !== options.brandId) return { kind: 'invalid', reason: 'other-brand' }
  const state = sessionStateAt(row, now)
  if (state !== 'active') {
    await db.deleteFrom('sessions').where('id', '=', row.id).execute()
    return { kind: 'invalid', reason: state }
  }
  const session = toActiveSession(row)
  if (shouldTouchSession(row.lastSeenAt, now)) {
    const lastSeenAt = now.toISOString()
    await db
      .updateTable('sessions')
      .set({ lastSeenAt })
      .where('id', '=', row.id)
      .where('lastSeenAt', '<=', touchCutoff(now))
      .execute()
    session.lastSeenAt = lastSeenAt
  }
  return { kind: 'active', session }
}

/** A new session row and its cookie token: anonymous (customerId null) or signed in. */
export async function startSession(
  db: Db,
  options: { brandId: string; customerId: number | null; userAgent?: string | null; now?: Date },
): Promise<StartedSession> {
  const now = options.now ?? new Date()
  const token = newToken()
  const at = now.toISOString()
  const row = {
    id: newSessionId(),
    tokenHash: hashToken(token),
    customerId: options.customerId,
    brandId: options.brandId,
    createdAt: at,
    authenticatedAt: options.customerId === null ? null : at,
    lastSeenAt: at,
    expiresAt: sessionExpiresAt(now),
    userAgent: clipUserAgent(options.userAgent),
  }
  await db.insertInto('sessions').values(row).execute()
  const customer = options.customerId === null ? null : await loadCustomer(db, options.customerId)
  return {
    token,
    session: {
      id: row.id,
      brandId: row.brandId,
      customerId: row.customerId,
      customer,
      createdAt: row.createdAt,
      authenticatedAt: row.authenticatedAt,
      lastSeenAt: row.lastSeenAt,
      expiresAt: row.expiresAt,
    },
  }
}

/**
 * Signs a customer in on this browser: always a new token. The browser's current session is kept (with the new
 * token, a new absolute expiry and the customer) when it is anonymous or already this customer's; otherwise it is
 * deleted and a new one started. The caller sets the returned token as the cookie.
 */
export async function signIn(
  db: Db,
  options: {
    brandId: string
    customerId: number
    currentToken?: string | null
    userAgent?: string | null
    now?: Date
  },
): Promise<StartedSession> {
  const now = options.now ?? new Date()
  const current = await resolveSession(db, options.currentToken, { brandId: options.brandId, now })
  if (current.kind === 'active') {
    const keep = current.session.customerId === null || current.session.customerId === options.customerId
    if (keep) {
      const token = newToken()
      const at = now.toISOString()
      const expiresAt = sessionExpiresAt(now)
      const updated = await db
        .updateTable('sessions')
        .set({
          tokenHash: hashToken(token),
          customerId: options.customerId,
          authenticatedAt: at,
          lastSeenAt: at,
          expiresAt,
          userAgent: clipUserAgent(options.userAgent),
        })
        .where('id', '=', current.session.id)
        .executeTakeFirst()
      // A sign-out in another tab may have deleted the row in between: then start afresh.
      if (Number(updated.numUpdatedRows) === 1) {
        return {
          token,
          session: {
            ...current.session,
            customerId: options.customerId,
            customer: await loadCustomer(db, options.customerId),
            authenticatedAt: at,
            lastSeenAt: at,
            expiresAt,
          },
        }
      }
    } else {
      await db.deleteFrom('sessions').where('id', '=', current.session.id).execute()
    }
  }
  return startSession(db, {
    brandId: options.brandId,
    customerId: options.customerId,
    userAgent: options.userAgent,
    now,
  })
}

/** Sign-out: deletes the session the token stands for. Returns whether there was one. */
export async function endSession(db: Db, token: string | null | undefined): Promise<boolean> {
  if (!isTokenShape(token)) return false
  const result = await db.deleteFrom('sessions').where('tokenHash', '=', hashToken(token)).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** Deletes every session of a customer except, optionally, one (password reset, "sign out everywhere else"). */
export async function revokeCustomerSessions(
  db: Db,
  customerId: number,
  options: { exceptSessionId?: string | null } = {},
): Promise<number> {
  let query = db.deleteFrom('sessions').where('customerId', '=', customerId)
  if (options.exceptSessionId) query = query.where('id', '!=', options.exceptSessionId)
  const result = await query.executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Housekeeping: deletes sessions past their absolute or idle expiry. */
export async function pruneExpiredSessions(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expiresAt', '<=', now.toISOString()), eb('lastSeenAt', '<=', idleCutoff(now))]))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
