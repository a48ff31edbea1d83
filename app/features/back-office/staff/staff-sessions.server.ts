import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { asBool, type Database } from '../../../../db/schema'
import { isStaffRole, type StaffRole } from './permissions'
import {
  shouldTouchStaffSession,
  staffIdleCutoff,
  staffSessionExpiresAt,
  staffSessionStateAt,
  type StaffSessionState,
} from './staff-session-policy'

/*
 * Staff sessions (issue 14; docs/decisions/0028-back-office-foundation.md), built like the customers' (ADR 0016) but
 * in their own table behind their own cookie, so neither kind of session can ever stand for the other: the cookie
 * carries 32 random bytes, the row stores only their SHA-256 and its own random id. A sign-in starts a session with
 * no second factor; accepting the TOTP code sets second_factor_at, and only then does the back office open (to the
 * account page alone while the member's password is one an administrator set, and to nothing once that password has
 * expired: staff-access.ts).
 */

type Db = Kysely<Database>

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export const newStaffToken = (): string => randomBytes(32).toString('base64url')
export const hashStaffToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex')
export const isStaffTokenShape = (value: unknown): value is string =>
  typeof value === 'string' && TOKEN_SHAPE.test(value)

export interface StaffMember {
  id: number
  email: string
  name: string
  role: StaffRole
  twoFactorEnabled: boolean
  /** The password is one an administrator set: only the account page opens until they change it (staff-access.ts). */
  passwordChangeRequired: boolean
  /**
   * When that password stops working (ADR 0034); null for a password the member chose. A session resting on an
   * expired one gets nowhere (staff-access.ts): it is checked at every request, not only at sign-in.
   */
  passwordExpiresAt: string | null
}

export interface StaffSession {
  /** Never sent to the browser. */
  id: string
  staff: StaffMember
  secondFactorDone: boolean
  expiresAt: string
}

export type StaffSessionLookup =
  | { kind: 'none' }
  | { kind: 'invalid'; reason: 'malformed' | 'unknown' | 'disabled' | Exclude<StaffSessionState, 'active'> }
  | { kind: 'active'; session: StaffSession }

function clipUserAgent(userAgent: string | null | undefined): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const text = (userAgent ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return text ? text.slice(0, 200) : null
}

export async function resolveStaffSession(
  db: Db,
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<StaffSessionLookup> {
  if (token === undefined || token === null || token === '') return { kind: 'none' }
  if (!isStaffTokenShape(token)) return { kind: 'invalid', reason: 'malformed' }
  const row = await db
    .selectFrom('staffSessions')
    .innerJoin('staff', 'staff.id', 'staffSessions.staffId')
    .select([
      'staffSessions.id',
      'staffSessions.createdAt',
      'staffSessions.secondFactorAt',
      'staffSessions.lastSeenAt',
      'staffSessions.expiresAt',
      'staff.id as staffId',
      'staff.email',
      'staff.name',
      'staff.role',
      'staff.totpEnabledAt',
      'staff.disabledAt',
      'staff.passwordChangeRequired',
      'staff.passwordExpiresAt',
    ])
    .where('staffSessions.tokenHash', '=', hashStaffToken(token))
    .executeTakeFirst()
  if (!row) return { kind: 'invalid', reason: 'unknown' }
  const state = staffSessionStateAt(row, now)
  if (state !== 'active' || row.disabledAt !== null || !isStaffRole(row.role)) {
    await db.deleteFrom('staffSessions').where('id', '=', row.id).execute()
    return { kind: 'invalid', reason: state === 'active' ? 'disabled' : state }
  }
  if (shouldTouchStaffSession(row.lastSeenAt, now)) {
    await db
      .updateTable('staffSessions')
      .set({ lastSeenAt: now.toISOString() })
      .where('id', '=', row.id)
      .where('lastSeenAt', '=', row.lastSeenAt)
      .execute()
  }
  return {
    kind: 'active',
    session: {
      id: row.id,
      staff: {
        id: Number(row.staffId),
        email: row.email,
        name: row.name,
        role: row.role,
        twoFactorEnabled: row.totpEnabledAt !== null,
        passwordChangeRequired: asBool(row.passwordChangeRequired),
        passwordExpiresAt: row.passwordExpiresAt,
      },
      secondFactorDone: row.secondFactorAt !== null,
      expiresAt: row.expiresAt,
    },
  }
}

/** A new session after the password: the second factor is still to come. Returns the cookie's token. */
export async function startStaffSession(
  db: Db,
  options: { staffId: number; userAgent?: string | null; now?: Date },
): Promise<{ token: string; expiresAt: string }> {
  const now = options.now ?? new Date()
  const token = newStaffToken()
  const at = now.toISOString()
  const expiresAt = staffSessionExpiresAt(now)
  await db
    .insertInto('staffSessions')
    .values({
      id: randomBytes(16).toString('base64url'),
      tokenHash: hashStaffToken(token),
      staffId: options.staffId,
      createdAt: at,
      secondFactorAt: null,
      lastSeenAt: at,
      expiresAt,
      userAgent: clipUserAgent(options.userAgent),
    })
    .execute()
  return { token, expiresAt }
}

export async function endStaffSession(db: Db, token: string | null | undefined): Promise<boolean> {
  if (!isStaffTokenShape(token)) return false
  const result = await db.deleteFrom('staffSessions').where('tokenHash', '=', hashStaffToken(token)).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** Housekeeping: deletes staff sessions past their absolute or idle expiry. */
export async function pruneExpiredStaffSessions(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('staffSessions')
    .where((eb) => eb.or([eb('expiresAt', '<=', now.toISOString()), eb('lastSeenAt', '<=', staffIdleCutoff(now))]))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
