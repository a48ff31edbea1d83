import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'
import { enqueueEmail } from '../email/index.server'
import { accountExistsEmail, welcomeEmail, type AuthBrand, type AuthEmail } from './auth-emails.server'
import {
  LOGIN_FAILURE_DELAY,
  LOGIN_PER_IP,
  REGISTER_PER_IP,
  accountAtAddress,
  noThrottle,
  type AuthRateLimiter,
  type FailureThrottle,
} from './auth-rate-limits'
import { hashPassword, needsRehash, verifyPassword, verifyWithoutAccount } from './password-hashing.server'
import { signIn, type StartedSession } from './sessions.server'
import { accountSubject } from './tokens.server'

/*
 * Register and log in (sign-in issue; checkout §2, §5, §7). Customers belong to a brand: the same e-mail may hold
 * one account on each brand. Both services answer in a way that does not tell an e-mail with an account from one
 * without:
 * - login: an unknown e-mail runs the same argon2 verification (against a fixed hash) as a wrong password and gives
 *   the same 'failed' outcome; both count against the same limits;
 * - register: a taken e-mail does the same work as a new one (one argon2 hash, one e-mail queued) and the caller
 *   answers it identically; instead of an account, the owner gets an e-mail telling them how to log in or reset.
 *   What differs is that no session starts (see the ADR for why that residue is accepted).
 * Inputs are assumed valid (the endpoint's Zod schema, auth-schemas.ts, has run).
 */

type Db = Kysely<Database>

export interface AuthServiceDeps {
  /** Counts attempts; on the server `(rule, subject) => consumeRateLimit(db, rule, subject)`. */
  limiter: AuthRateLimiter
  /** The growing delay per account and address (server: failureThrottle over rate_limits); none when absent. */
  throttle?: FailureThrottle
  now?: () => Date
}

export interface RequestFacts {
  /** The client's address as Express resolves it (req.ip, honouring TRUST_PROXY). */
  ip: string
  /** The browser's current session cookie token, if any: rotated or replaced at sign-in. */
  currentToken?: string | null
  userAgent?: string | null
}

export type RateLimited = { kind: 'rate-limited'; retryAfterSeconds: number }

export type SignedIn = { kind: 'signed-in'; customerId: number } & StartedSession

export type LoginOutcome = SignedIn | { kind: 'failed' } | RateLimited

export type RegisterOutcome = SignedIn | { kind: 'already-registered' } | RateLimited

/** How e-mails are stored and compared: trimmed and lowercased (unique per brand, migration 0004). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}

async function queue(db: Db, brandId: string, to: string, email: AuthEmail): Promise<void> {
  await enqueueEmail(db, { brandId, kind: email.kind, to, subject: email.subject, text: email.text, html: email.html })
}

export async function logIn(
  db: Db,
  input: RequestFacts & { brandId: string; email: string; password: string },
  deps: AuthServiceDeps,
): Promise<LoginOutcome> {
  const email = normaliseEmail(input.email)
  const perIp = await deps.limiter(LOGIN_PER_IP, input.ip)
  if (!perIp.allowed) return { kind: 'rate-limited', retryAfterSeconds: perIp.retryAfterSeconds }
  // Per account AND address (issue 24): failures elsewhere never slow this address down.
  const throttle = deps.throttle ?? noThrottle
  const subject = accountAtAddress(accountSubject(input.brandId, email), input.ip)
  const wait = await throttle.wait(LOGIN_FAILURE_DELAY, subject)
  if (wait > 0) return { kind: 'rate-limited', retryAfterSeconds: wait }

  const customer = await db
    .selectFrom('customers')
    .select(['id', 'passwordHash'])
    .where('brandId', '=', input.brandId)
    .where('email', '=', email)
    .executeTakeFirst()
  const valid = customer
    ? await verifyPassword(customer.passwordHash, input.password)
    : await verifyWithoutAccount(input.password)
  if (!customer || !valid) {
    await throttle.fail(LOGIN_FAILURE_DELAY, subject)
    return { kind: 'failed' }
  }
  await throttle.clear(LOGIN_FAILURE_DELAY, subject)

  const customerId = Number(customer.id)
  if (needsRehash(customer.passwordHash)) {
    const passwordHash = await hashPassword(input.password)
    await db.updateTable('customers').set({ passwordHash }).where('id', '=', customerId).execute()
  }
  const started = await signIn(db, {
    brandId: input.brandId,
    customerId,
    currentToken: input.currentToken,
    userAgent: input.userAgent,
    now: deps.now?.(),
  })
  return { kind: 'signed-in', customerId, ...started }
}

export async function registerCustomer(
  db: Db,
  input: RequestFacts & {
    brand: AuthBrand
    email: string
    password: string
    /** The configured public origin for the e-mail's links (never the request's Host). */
    publicOrigin: string
  },
  deps: AuthServiceDeps,
): Promise<RegisterOutcome> {
  const verdict = await deps.limiter(REGISTER_PER_IP, input.ip)
  if (!verdict.allowed) return { kind: 'rate-limited', retryAfterSeconds: verdict.retryAfterSeconds }

  const email = normaliseEmail(input.email)
  const brandId = input.brand.id
  // Hashed before looking the e-mail up, so a taken e-mail costs what a new one costs.
  const passwordHash = await hashPassword(input.password)
  const notifyOwner = async (): Promise<RegisterOutcome> => {
    await queue(db, brandId, email, accountExistsEmail(input.brand, input.publicOrigin))
    return { kind: 'already-registered' }
  }

  const taken = await db
    .selectFrom('customers')
    .select('id')
    .where('brandId', '=', brandId)
    .where('email', '=', email)
    .executeTakeFirst()
  if (taken) return notifyOwner()

  try {
    return await db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('customers')
        .values({
          brandId,
          email,
          passwordHash,
          clientId: randomUUID(),
          marketingEmail: 0,
          marketingMail: 0,
          createdAt: (deps.now?.() ?? new Date()).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const customerId = Number(created.id)
      await queue(trx, brandId, email, welcomeEmail(input.brand, input.publicOrigin))
      const started = await signIn(trx, {
        brandId,
        customerId,
        currentToken: input.currentToken,
        userAgent: input.userAgent,
        now: deps.now?.(),
      })
      return { kind: 'signed-in' as const, customerId, ...started }
    })
  } catch (error) {
    // Two registrations of one address at the same moment: the second is a taken address like any other.
    if (isUniqueViolation(error)) return notifyOwner()
    throw error
  }
}
