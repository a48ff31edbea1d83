import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'
import { enqueueEmail, type OutboxSeal } from '../email/index.server'
import type { AuthServiceDeps, RateLimited } from './accounts.server'
import { normaliseEmail } from './accounts.server'
import { passwordChangedEmail, passwordResetEmail, resetPasswordLink, type AuthBrand } from './auth-emails.server'
import { isResetTokenExpired, resetTokenExpiresAt } from './auth-policy'
import { FORGOT_PASSWORD_PER_ACCOUNT, FORGOT_PASSWORD_PER_IP, RESET_PASSWORD_PER_IP } from './auth-rate-limits'
import { hashPassword } from './password-hashing.server'
import { revokeCustomerSessions } from './sessions.server'
import { accountSubject, hashToken, isTokenShape, newToken } from './tokens.server'

/*
 * Forgot and reset password (checkout §2; sign-in issue):
 * - forgot always answers the same ('If an account exists for that e-mail, we have sent a link'), and takes at
 *   least the same time (a floor), whether or not an account exists; an address gets at most 5 reset e-mails an
 *   hour, beyond which requests are answered as usual but queue nothing;
 * - the token is 32 random bytes in the link, stored only as its SHA-256, valid 60 minutes, usable once; a newer
 *   request replaces older unused links;
 * - the link is built from the configured public origin the caller passes, never from a Host header;
 * - using it sets the password, claims the token with a conditional update (two tabs cannot both use it), deletes
 *   the customer's other outstanding tokens, deletes every session of the customer except the one the caller keeps
 *   (none, normally: the resetting browser then logs in afresh) and e-mails the owner that the password changed.
 */

type Db = Kysely<Database>

/** Long enough to cover a lookup, a transaction and an outbox write on a busy database. */
export const FORGOT_PASSWORD_MINIMUM_MS = 250

export type ForgotPasswordOutcome = { kind: 'accepted' } | RateLimited
export type ResetPasswordOutcome =
  { kind: 'reset'; customerId: number; revokedSessions: number } | { kind: 'invalid' } | RateLimited

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export async function requestPasswordReset(
  db: Db,
  input: { brand: AuthBrand; email: string; returnUrl?: string | null; ip: string; publicOrigin: string },
  deps: AuthServiceDeps & { minimumDurationMs?: number; seal: OutboxSeal },
): Promise<ForgotPasswordOutcome> {
  const started = Date.now()
  const ipVerdict = await deps.limiter(FORGOT_PASSWORD_PER_IP, input.ip)
  if (!ipVerdict.allowed) return { kind: 'rate-limited', retryAfterSeconds: ipVerdict.retryAfterSeconds }

  const email = normaliseEmail(input.email)
  const brandId = input.brand.id
  const addressVerdict = await deps.limiter(FORGOT_PASSWORD_PER_ACCOUNT, accountSubject(brandId, email))
  const customer = await db
    .selectFrom('customers')
    .select(['id', 'email'])
    .where('brandId', '=', brandId)
    .where('email', '=', email)
    .executeTakeFirst()

  if (customer && addressVerdict.allowed) {
    const now = deps.now?.() ?? new Date()
    await db.transaction().execute((trx) =>
      writeResetLink(trx, {
        brand: input.brand,
        customer: { id: Number(customer.id), email: customer.email },
        publicOrigin: input.publicOrigin,
        returnUrl: input.returnUrl,
        now,
        seal: deps.seal,
      }),
    )
  }

  const remaining = (deps.minimumDurationMs ?? FORGOT_PASSWORD_MINIMUM_MS) - (Date.now() - started)
  if (remaining > 0) await sleep(remaining)
  return { kind: 'accepted' }
}

/**
 * Replaces the customer's unused reset links with a new one and queues its e-mail, on the caller's transaction.
 * Answers the outbox row's id and when the link expires.
 */
async function writeResetLink(
  trx: Db,
  input: {
    brand: AuthBrand
    customer: { id: number; email: string }
    publicOrigin: string
    returnUrl?: string | null
    now: Date
    /** Seals the link's token in the outbox row (ADR 0040). */
    seal: OutboxSeal
  },
): Promise<{ emailId: number; expiresAt: string }> {
  const token = newToken()
  const message = passwordResetEmail(input.brand, resetPasswordLink(input.publicOrigin, token, input.returnUrl))
  const expiresAt = resetTokenExpiresAt(input.now)
  await trx
    .deleteFrom('passwordResets')
    .where('customerId', '=', input.customer.id)
    .where('usedAt', 'is', null)
    .execute()
  await trx
    .insertInto('passwordResets')
    .values({
      customerId: input.customer.id,
      tokenHash: hashToken(token),
      expiresAt,
      usedAt: null,
      createdAt: input.now.toISOString(),
    })
    .execute()
  const emailId = await enqueueEmail(trx, {
    brandId: input.brand.id,
    kind: message.kind,
    to: input.customer.email,
    subject: message.subject,
    text: message.text,
    html: message.html,
    seal: input.seal,
  })
  return { emailId, expiresAt }
}

/**
 * A member of staff's "send a password reset e-mail" (back office, issue 14): the same link and e-mail as the
 * forgot-password flow, for one customer of `brand` known by id. It writes on the handle it is given and opens no
 * transaction of its own, so the caller passes its transaction and commits its audit row with the reset. No rate
 * limits and no timing floor: the caller is signed-in staff, not the public. Answers null when the brand has no such
 * customer.
 */
export async function issuePasswordReset(
  trx: Db,
  input: { brand: AuthBrand; customerId: number; publicOrigin: string; seal: OutboxSeal; now?: Date },
): Promise<{ emailId: number; to: string; expiresAt: string } | null> {
  const customer = await trx
    .selectFrom('customers')
    .select(['id', 'email'])
    .where('brandId', '=', input.brand.id)
    .where('id', '=', input.customerId)
    .executeTakeFirst()
  if (!customer) return null
  const written = await writeResetLink(trx, {
    brand: input.brand,
    customer: { id: Number(customer.id), email: customer.email },
    publicOrigin: input.publicOrigin,
    now: input.now ?? new Date(),
    seal: input.seal,
  })
  return { ...written, to: customer.email }
}

async function findUsableToken(db: Db, token: string, brandId: string, now: Date) {
  if (!isTokenShape(token)) return null
  const row = await db
    .selectFrom('passwordResets')
    .innerJoin('customers', 'customers.id', 'passwordResets.customerId')
    .select(['passwordResets.id', 'passwordResets.customerId', 'passwordResets.expiresAt', 'passwordResets.usedAt'])
    .where('passwordResets.tokenHash', '=', hashToken(token))
    .where('customers.brandId', '=', brandId)
    .executeTakeFirst()
  if (!row || row.usedAt !== null || isResetTokenExpired(row.expiresAt, now)) return null
  return row
}

/** For the reset page's loader: whether the link can still be used (so an old link shows 'expired' at once). */
export async function checkResetToken(
  db: Db,
  input: { token: string | null | undefined; brandId: string; now?: Date },
): Promise<'valid' | 'invalid'> {
  const row = await findUsableToken(db, input.token ?? '', input.brandId, input.now ?? new Date())
  return row ? 'valid' : 'invalid'
}

class TokenAlreadyClaimed extends Error {}

export async function resetPassword(
  db: Db,
  input: {
    brand: AuthBrand
    token: string
    newPassword: string
    ip: string
    publicOrigin: string
    /** The caller's own session, kept when it is this customer's (normally there is none). */
    keepSessionId?: string | null
  },
  deps: AuthServiceDeps,
): Promise<ResetPasswordOutcome> {
  const verdict = await deps.limiter(RESET_PASSWORD_PER_IP, input.ip)
  if (!verdict.allowed) return { kind: 'rate-limited', retryAfterSeconds: verdict.retryAfterSeconds }

  const now = deps.now?.() ?? new Date()
  const row = await findUsableToken(db, input.token, input.brand.id, now)
  if (!row) return { kind: 'invalid' }
  const customerId = Number(row.customerId)
  const passwordHash = await hashPassword(input.newPassword)

  try {
    return await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('passwordResets')
        .set({ usedAt: now.toISOString() })
        .where('id', '=', row.id)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now.toISOString())
        .executeTakeFirst()
      if (Number(claimed.numUpdatedRows) !== 1) throw new TokenAlreadyClaimed()
      const customer = await trx
        .updateTable('customers')
        .set({ passwordHash })
        .where('id', '=', customerId)
        .returning('email')
        .executeTakeFirstOrThrow()
      await trx.deleteFrom('passwordResets').where('customerId', '=', customerId).where('usedAt', 'is', null).execute()
      const revokedSessions = await revokeCustomerSessions(trx, customerId, { exceptSessionId: input.keepSessionId })
      const message = passwordChangedEmail(input.brand, input.publicOrigin)
      await enqueueEmail(trx, {
        brandId: input.brand.id,
        kind: message.kind,
        to: customer.email,
        subject: message.subject,
        text: message.text,
        html: message.html,
      })
      return { kind: 'reset' as const, customerId, revokedSessions }
    })
  } catch (error) {
    if (error instanceof TokenAlreadyClaimed) return { kind: 'invalid' }
    throw error
  }
}

/** Used and expired reset links are kept this long (a support question about a link "that did not work"), then go. */
export const PASSWORD_RESET_RETENTION_MS = 24 * 60 * 60 * 1000

/** Housekeeping: deletes reset rows used or expired more than a day ago. Returns how many went. */
export async function prunePasswordResets(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - PASSWORD_RESET_RETENTION_MS).toISOString()
  const result = await db
    .deleteFrom('passwordResets')
    .where((eb) => eb.or([eb('expiresAt', '<=', cutoff), eb('usedAt', '<=', cutoff)]))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
