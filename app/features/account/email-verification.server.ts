import { createHash, randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import type { BrandContext } from '../../context'
import type { AuthRateLimitRule, AuthRateLimiter } from '../auth/index.server'
import { mergeGuestBooker } from '../bookings/index.server'
import { enqueueEmail, type OutboxSeal } from '../email/index.server'
import type { AccountDb, AccountWho, AnyDb } from './account-access.server'
import type { VerificationEmailAnswer } from './account-contract'
import { AccountRateLimitedError, AccountRefusedError } from './account-errors'
import { ACCOUNT_VERIFICATION_EMAIL_KIND, verificationEmail, verifyEmailLink } from './account-emails.server'

/*
 * Proving the account's e-mail address, and the guest bookings it attaches (issue 12; ADR 0027).
 *
 * - Registration queues the link (server/api/auth.ts after a new account), POST SEND_VERIFICATION_EMAIL_PATH resends
 *   it (5 an hour per customer). The token is 32 random bytes (base64url) in the link; only its SHA-256 is stored,
 *   valid 48 hours, usable once; a new link replaces older unused ones.
 * - Using the link (VERIFY_EMAIL_PAGE) sets customers.email_verified_at — but only if the link was sent to the
 *   address the account has now — and claims the guest bookings: every booking of the brand with no customer whose
 *   LEAD passenger's e-mail equals the customer's (case-insensitive).
 * - A verified customer's later guest bookings are claimed the same way whenever the bookings list is read. An
 *   unverified customer claims nothing, and an e-mail merely typed into a form never claims anything.
 */

export { ACCOUNT_VERIFICATION_EMAIL_KIND }
export const VERIFICATION_TOKEN_TTL_HOURS = 48
export const VERIFICATION_EMAILS_PER_CUSTOMER: AuthRateLimitRule = {
  name: 'account-verification-email',
  limit: 5,
  windowSeconds: 60 * 60,
}
export const VERIFICATION_RATE_LIMITED_MESSAGE =
  'We have sent several links in the last hour. Please check your inbox (and spam folder) or try again later.'
export const ALREADY_VERIFIED_MESSAGE = 'Your e-mail address is already confirmed.'

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export interface VerificationDeps {
  /** The brand's configured public origin, for the link (never a Host header). */
  publicOrigin: string
  /** Counts resends per customer (server: consumeRateLimit over rate_limits). */
  limiter: AuthRateLimiter
  /** Seals the link's token in the outbox row (ADR 0040). */
  seal: OutboxSeal
  now?: () => Date
}

function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/** Writes a new link for the customer (replacing unused ones) and queues the e-mail; in the caller's transaction. */
export async function queueVerificationEmail(
  db: AnyDb,
  input: { brand: BrandContext; customerId: number; email: string; publicOrigin: string; seal: OutboxSeal; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date()
  const token = randomBytes(32).toString('base64url')
  await db
    .deleteFrom('emailVerifications')
    .where('customerId', '=', input.customerId)
    .where('usedAt', 'is', null)
    .execute()
  await db
    .insertInto('emailVerifications')
    .values({
      customerId: input.customerId,
      tokenHash: hashToken(token),
      email: input.email,
      expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_TTL_HOURS * 3_600_000).toISOString(),
      usedAt: null,
      createdAt: now.toISOString(),
    })
    .execute()
  const message = verificationEmail(
    input.brand,
    verifyEmailLink(input.publicOrigin, token),
    VERIFICATION_TOKEN_TTL_HOURS,
  )
  await enqueueEmail(db, {
    brandId: input.brand.id,
    kind: message.kind,
    to: input.email,
    subject: message.subject,
    text: message.text,
    html: message.html,
    seal: input.seal,
  })
}

/** POST SEND_VERIFICATION_EMAIL_PATH: (re)sends the link to the account's address. */
export async function sendVerificationEmail(
  db: AccountDb,
  who: AccountWho,
  deps: VerificationDeps,
): Promise<VerificationEmailAnswer> {
  const customer = await db
    .selectFrom('customers')
    .select(['id', 'email', 'emailVerifiedAt'])
    .where('id', '=', who.customer.id)
    .where('brandId', '=', who.brand.id)
    .executeTakeFirst()
  if (!customer) throw new AccountRefusedError('Please log in again.')
  if (customer.emailVerifiedAt) throw new AccountRefusedError(ALREADY_VERIFIED_MESSAGE)
  const verdict = await deps.limiter(VERIFICATION_EMAILS_PER_CUSTOMER, `${who.brand.id}:${customer.id}`)
  if (!verdict.allowed) throw new AccountRateLimitedError(VERIFICATION_RATE_LIMITED_MESSAGE, verdict.retryAfterSeconds)
  await db.transaction().execute((trx) =>
    queueVerificationEmail(trx, {
      brand: who.brand,
      customerId: customer.id,
      email: customer.email,
      publicOrigin: deps.publicOrigin,
      seal: deps.seal,
      now: deps.now?.(),
    }),
  )
  return { sent: true, email: customer.email }
}

/** Gives the brand's unclaimed guest bookings whose lead e-mail is `email` to the customer; how many. */
async function claimByEmail(db: AnyDb, brandId: string, customerId: number, email: string): Promise<number> {
  const address = email.trim().toLowerCase()
  // The guest customer the back office listed for that address is this account now (issue 26). Idempotent, and
  // first: a claim that found nothing left to take (an earlier visit took it) still merges.
  await mergeGuestBooker(db, { brandId, email: address, customerId })
  const rows = await db
    .selectFrom('bookings')
    .innerJoin('bookingPassengers', 'bookingPassengers.bookingId', 'bookings.id')
    .select('bookings.id')
    .where('bookings.brandId', '=', brandId)
    .where('bookings.customerId', 'is', null)
    .where('bookingPassengers.isLead', '=', 1)
    .where(sql<string>`lower(trim(${sql.ref('bookingPassengers.email')}))`, '=', address)
    .execute()
  if (rows.length === 0) return 0
  const result = await db
    .updateTable('bookings')
    .set({ customerId })
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .where('customerId', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/**
 * For the bookings list: a verified customer claims guest bookings made with their address since; an unverified
 * one claims nothing. Says whether the customer is verified.
 */
export async function claimGuestBookings(
  db: AccountDb,
  who: AccountWho,
): Promise<{ verified: boolean; claimed: number }> {
  const customer = await db
    .selectFrom('customers')
    .select(['id', 'email', 'emailVerifiedAt'])
    .where('id', '=', who.customer.id)
    .where('brandId', '=', who.brand.id)
    .executeTakeFirst()
  if (!customer?.emailVerifiedAt) return { verified: false, claimed: 0 }
  return { verified: true, claimed: await claimByEmail(db, who.brand.id, customer.id, customer.email) }
}

/** VERIFY_EMAIL_PAGE: uses the link. Anything wrong with it (unknown, used, expired, other brand) is just "not verified". */
export async function verifyEmail(
  db: AccountDb,
  brand: BrandContext,
  token: string,
  now: Date = new Date(),
): Promise<{ verified: true; claimedBookings: number } | { verified: false }> {
  if (!TOKEN_SHAPE.test(token)) return { verified: false }
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('emailVerifications')
      .innerJoin('customers', 'customers.id', 'emailVerifications.customerId')
      .select([
        'emailVerifications.id',
        'emailVerifications.customerId',
        'emailVerifications.email as sentTo',
        'emailVerifications.expiresAt',
        'emailVerifications.usedAt',
        'customers.email',
        'customers.emailVerifiedAt',
      ])
      .where('emailVerifications.tokenHash', '=', hashToken(token))
      .where('customers.brandId', '=', brand.id)
      .executeTakeFirst()
    if (!row || row.usedAt !== null || Date.parse(row.expiresAt) <= now.getTime()) return { verified: false as const }
    // The link proves the address it was sent to, and only while the account still has that address.
    if (row.sentTo.trim().toLowerCase() !== row.email.trim().toLowerCase()) return { verified: false as const }
    const claimed = await trx
      .updateTable('emailVerifications')
      .set({ usedAt: now.toISOString() })
      .where('id', '=', row.id)
      .where('usedAt', 'is', null)
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) return { verified: false as const }
    if (!row.emailVerifiedAt) {
      await trx
        .updateTable('customers')
        .set({ emailVerifiedAt: now.toISOString() })
        .where('id', '=', row.customerId)
        .execute()
    }
    const claimedBookings = await claimByEmail(trx, brand.id, row.customerId, row.email)
    return { verified: true as const, claimedBookings }
  })
}
