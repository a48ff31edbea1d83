import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { asBool, asFlag, type Database } from '../../../../db/schema'
import type { DialectName } from '../../../../db/dialect-columns'
import { hashPassword, validateNewPassword } from '../../auth/index.server'
import { recordAudit } from '../shell/index.server'
import { isStaffRole, type StaffRole } from './permissions'
import { adminSetPasswordExpiresAt, adminSetPasswordExpired } from './staff-rules'

/*
 * Staff accounts (issue 14): their own table, never customers. E-mails are stored trimmed and lowercased and are
 * unique; passwords are hashed with the sign-in feature's argon2id (ADR 0016) and must pass its rules. Creating and
 * disabling a member of staff are audited in the same transaction; the first administrator, made by
 * `npm run staff:create` before anyone can sign in, is audited with no acting staff member. A password someone else
 * chose for the member (the one-time password of /admin/staff or of the command) is marked to be changed: until they
 * choose their own on /admin/account, that is the only back-office page they can open (staff-access.ts, ADR 0033),
 * and it expires ADMIN_SET_PASSWORD_LIFETIME_HOURS after it was set (staff-rules.ts, ADR 0034).
 */

type Db = Kysely<Database>

export function normaliseStaffEmail(email: string): string {
  return email.trim().toLowerCase()
}

export interface StaffSummary {
  id: number
  email: string
  name: string
  role: StaffRole
  twoFactorEnabled: boolean
  disabled: boolean
  /** Still signing in with a password an administrator set (they must change it at their next sign-in). */
  passwordChangeRequired: boolean
  /** When that password stops working if not replaced (ADR 0034); null when none is marked, or marked before 0017. */
  passwordExpiresAt: string | null
  /** The marked password's time is up (at the list's `now`): only an administrator's reset lets the member in. */
  passwordExpired: boolean
  createdAt: string
}

/** A one-time password that passes the password rules: 18 random characters with every kind the rules want. */
export function newOneTimePassword(): string {
  return `${randomBytes(12).toString('base64url')}-Aa1`
}

export type CreateStaffOutcome =
  | { kind: 'created'; staff: StaffSummary }
  | { kind: 'email-taken' }
  | { kind: 'invalid'; field: 'email' | 'name' | 'role' | 'password'; message: string }

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export async function createStaff(
  db: Db,
  input: {
    email: string
    name: string
    role: string
    password: string
    createdBy: number | null
    /**
     * True when someone other than the member chose `password` (a one-time password handed over): they must change
     * it before the back office opens to them. No default: every caller says who chose it.
     */
    passwordChangeRequired: boolean
  },
  now: Date = new Date(),
): Promise<CreateStaffOutcome> {
  const email = normaliseStaffEmail(input.email)
  const name = input.name.trim()
  if (!EMAIL_PATTERN.test(email) || email.length > 254)
    return { kind: 'invalid', field: 'email', message: 'Enter a valid e-mail address.' }
  if (!name || name.length > 120)
    return { kind: 'invalid', field: 'name', message: 'Enter a name (up to 120 characters).' }
  if (!isStaffRole(input.role)) return { kind: 'invalid', field: 'role', message: 'Choose a role.' }
  const passwordProblem = validateNewPassword(input.password, {
    contextWords: [email.split('@')[0] ?? '', name],
    audience: 'staff',
  })
  if (passwordProblem) return { kind: 'invalid', field: 'password', message: passwordProblem }
  const role = input.role
  const taken = await db.selectFrom('staff').select('id').where('email', '=', email).executeTakeFirst()
  if (taken) return { kind: 'email-taken' }
  const passwordHash = await hashPassword(input.password)
  const createdAt = now.toISOString()
  const passwordExpiresAt = input.passwordChangeRequired ? adminSetPasswordExpiresAt(now) : null
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('staff')
        .values({
          email,
          name,
          passwordHash,
          role,
          createdAt,
          passwordChangeRequired: asFlag(input.passwordChangeRequired),
          passwordExpiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const staff: StaffSummary = {
        id: Number(row.id),
        email,
        name,
        role,
        twoFactorEnabled: false,
        disabled: false,
        passwordChangeRequired: input.passwordChangeRequired,
        passwordExpiresAt,
        passwordExpired: false,
        createdAt,
      }
      await recordAudit(
        trx,
        {
          staffId: input.createdBy,
          action: 'staff.create',
          entity: 'staff',
          entityId: staff.id,
          after: { email, name, role, passwordChangeRequired: input.passwordChangeRequired, passwordExpiresAt },
        },
        now,
      )
      return { kind: 'created' as const, staff }
    })
  } catch (error) {
    // Two creations of one e-mail at once: the unique index decides, the loser is told the address is taken.
    const again = await db.selectFrom('staff').select('id').where('email', '=', email).executeTakeFirst()
    if (again) return { kind: 'email-taken' }
    throw error
  }
}

/** Every member of staff, by name; `passwordExpired` as it stands at `now`. */
export async function listStaff(db: Db, now: Date = new Date()): Promise<StaffSummary[]> {
  const rows = await db
    .selectFrom('staff')
    .select([
      'id',
      'email',
      'name',
      'role',
      'totpEnabledAt',
      'disabledAt',
      'passwordChangeRequired',
      'passwordExpiresAt',
      'createdAt',
    ])
    .orderBy('name')
    .orderBy('id')
    .execute()
  return rows.map((row) => {
    const password = {
      passwordChangeRequired: asBool(row.passwordChangeRequired),
      passwordExpiresAt: row.passwordExpiresAt,
    }
    return {
      id: Number(row.id),
      email: row.email,
      name: row.name,
      role: isStaffRole(row.role) ? row.role : 'content_editor',
      twoFactorEnabled: row.totpEnabledAt !== null,
      disabled: row.disabledAt !== null,
      ...password,
      passwordExpired: adminSetPasswordExpired(password, now),
      createdAt: row.createdAt,
    }
  })
}

export type DisableStaffOutcome = 'disabled' | 'not-found' | 'already-disabled' | 'self' | 'actor-disabled'

/**
 * Disables a member of staff and ends their sessions, audited; nobody disables themselves (no lock-out by a slip).
 *
 * The actor's and the target's rows are locked first, in id order (PostgreSQL; SQLite runs one write at a time), and
 * the actor must still be active: two administrators disabling each other at once are taken one after the other,
 * and the second, disabled by the first, is refused. So the last active administrator can never be disabled, even
 * by two requests in flight together.
 */
export async function disableStaff(
  db: Db,
  input: { staffId: number; disabledBy: number; dialect: DialectName },
  now: Date = new Date(),
): Promise<DisableStaffOutcome> {
  if (input.staffId === input.disabledBy) return 'self'
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('staff')
      .select(['id', 'email', 'role', 'disabledAt'])
      .where('id', 'in', [input.staffId, input.disabledBy])
      .orderBy('id')
    if (input.dialect === 'postgres') query = query.forUpdate()
    const rows = await query.execute()
    const actor = rows.find((candidate) => Number(candidate.id) === input.disabledBy)
    const row = rows.find((candidate) => Number(candidate.id) === input.staffId)
    if (!actor || actor.disabledAt !== null) return 'actor-disabled'
    if (!row) return 'not-found'
    if (row.disabledAt !== null) return 'already-disabled'
    const disabledAt = now.toISOString()
    await trx.updateTable('staff').set({ disabledAt }).where('id', '=', input.staffId).execute()
    await trx.deleteFrom('staffSessions').where('staffId', '=', input.staffId).execute()
    await recordAudit(
      trx,
      {
        staffId: input.disabledBy,
        action: 'staff.disable',
        entity: 'staff',
        entityId: input.staffId,
        before: { email: row.email, role: row.role, disabledAt: null },
        after: { email: row.email, role: row.role, disabledAt },
      },
      now,
    )
    return 'disabled'
  })
}
