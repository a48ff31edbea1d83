// Long file (over 400 lines): the sandbox provider's state machine (create, submit, 3-D Secure, void, refund) is one set of conditional updates on its own table (ADR 0020, 0036).
import { randomBytes } from 'node:crypto'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database, Row } from '../../../db/schema'
import { assertOutsideWriteTransaction } from '../../../db/write-transaction.server'
import type { CardOutcome } from './sandbox-cards'
import { CARD_MESSAGES, lastFourDigits, outcomeOfCard } from './sandbox-cards'
import type {
  CreatePaymentInput,
  CreatedPayment,
  PaymentProvider,
  PaymentPurpose,
  PaymentStatus,
  PaymentTransaction,
} from './payment-types'
import { PAYMENT_STATUSES } from './payment-types'
import { returnUrlFor, safeReturnPath } from './return-path'

/*
 * The sandbox payment provider (ARCHITECTURE.md "Selling"; ADR 0020): a hosted card page
 * served by this server (/payments/sandbox/:transactionId) and the transaction rows behind it. Everything lives in
 * the database, so any process behind a load balancer can serve any step. State changes are conditional UPDATEs
 * ("… where status in (…)"), so two submits, two tabs or a replay can never pay one transaction twice.
 * The card number reaches only submitCard(): it is read for its outcome and last four digits and then dropped.
 *
 * Like a real PSP, the provider is database-free for its callers (ADR 0036): it is made with the app's database
 * handle and reaches its table through it, never through a caller's transaction, and it refuses to be called while
 * a write transaction's work runs (a real provider's HTTP call must never hold the write lock or row locks; on
 * SQLite this process's one connection is held by that transaction, so the call could never even run).
 */

export const SANDBOX_PROVIDER = 'sandbox'
export const SANDBOX_PAGE_PATH = '/payments/sandbox'
/** The pending test card is approved on the read after this many reads. */
export const PENDING_READS_BEFORE_APPROVAL = 2

type Db = Kysely<Database>
type TransactionRow = Row<'paymentTransactions'>

export class PaymentInputError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PaymentInputError'
  }
}

export class PaymentNotFoundError extends Error {
  constructor(readonly transactionId: string) {
    super(`No payment transaction ${transactionId}`)
    this.name = 'PaymentNotFoundError'
  }
}

/** A void or refund the transaction's state does not allow (e.g. a refund of more than is left). */
export class PaymentStateError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PaymentStateError'
  }
}

/** 128 random bits, url-safe: a transaction id nobody can guess. */
function newTransactionId(): string {
  return randomBytes(16).toString('base64url')
}

function newProviderReference(): string {
  return `sbx_${randomBytes(9).toString('base64url')}`
}

const TRANSACTION_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/

export function isTransactionIdShape(value: string): boolean {
  return TRANSACTION_ID_PATTERN.test(value)
}

function statusOf(value: string): PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(value) ? (value as PaymentStatus) : 'error'
}

function toTransaction(row: TransactionRow): PaymentTransaction {
  return {
    id: row.id,
    purpose: row.purpose === 'account' ? 'account' : 'checkout',
    quoteId: row.quoteId,
    bookingId: row.bookingId,
    sessionId: row.sessionId,
    amountMinor: row.amountMinor,
    currency: row.currency,
    cardTypeId: row.cardTypeId,
    status: statusOf(row.status),
    cardLast4: row.cardLast4,
    provider: row.provider,
    providerReference: row.providerReference,
    message: row.message,
  }
}

async function readRow(db: Db, transactionId: string): Promise<TransactionRow | undefined> {
  if (!isTransactionIdShape(transactionId)) return undefined
  return db.selectFrom('paymentTransactions').selectAll().where('id', '=', transactionId).executeTakeFirst()
}

const now = () => new Date().toISOString()

/** Runs `work` in a transaction of the provider's own (never one of a caller's: the provider has none). */
async function atomically<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute((trx: Transaction<Database>) => work(trx))
}

const PURPOSES: readonly PaymentPurpose[] = ['checkout', 'account']

async function createPayment(db: Db, input: CreatePaymentInput): Promise<CreatedPayment> {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor < 1)
    throw new PaymentInputError('amountMinor must be a whole number of minor units, at least 1')
  if (!/^[A-Z]{3}$/.test(input.currency)) throw new PaymentInputError('currency must be an ISO 4217 code')
  if (!PURPOSES.includes(input.purpose)) throw new PaymentInputError('purpose must be checkout or account')
  const returnPath = safeReturnPath(input.returnUrl)
  if (!returnPath)
    throw new PaymentInputError('returnUrl must be a path on this site, such as /checkout/payment-complete')
  const description = input.description.trim().slice(0, 200)
  const id = newTransactionId()
  const at = now()
  await db
    .insertInto('paymentTransactions')
    .values({
      id,
      purpose: input.purpose,
      quoteId: input.quoteId ?? null,
      bookingId: input.bookingId ?? null,
      sessionId: input.sessionId,
      brandId: input.brandId,
      amountMinor: input.amountMinor,
      currency: input.currency,
      cardTypeId: input.cardTypeId,
      status: 'created',
      provider: SANDBOX_PROVIDER,
      returnUrl: returnPath,
      description,
      createdAt: at,
      updatedAt: at,
    })
    .execute()
  return { transactionId: id, frameUrl: `${SANDBOX_PAGE_PATH}/${id}` }
}

async function getPayment(db: Db, transactionId: string): Promise<PaymentTransaction | null> {
  if (!isTransactionIdShape(transactionId)) return null
  // A read of a pending payment counts; the read after PENDING_READS_BEFORE_APPROVAL reads finds it approved. SET
  // expressions see the row's old values on both dialects, so this is one atomic step.
  await db
    .updateTable('paymentTransactions')
    .set({
      statusReads: sql<number>`status_reads + 1`,
      status: sql<string>`case when status_reads + 1 > ${PENDING_READS_BEFORE_APPROVAL} then 'approved' else status end`,
      completedAt: sql<string>`case when status_reads + 1 > ${PENDING_READS_BEFORE_APPROVAL} then ${now()} else completed_at end`,
      updatedAt: now(),
    })
    .where('id', '=', transactionId)
    .where('status', '=', 'pending')
    .where('provider', '=', SANDBOX_PROVIDER)
    .execute()
  const row = await readRow(db, transactionId)
  return row ? toTransaction(row) : null
}

const VOIDABLE: PaymentStatus[] = ['created', 'declined', 'pending', 'approved']

async function voidPayment(db: Db, transactionId: string): Promise<void> {
  const at = now()
  const result = await db
    .updateTable('paymentTransactions')
    .set({ status: 'voided', threeDsState: null, message: null, updatedAt: at, completedAt: at })
    .where('id', '=', transactionId)
    .where('status', 'in', VOIDABLE)
    .where('refundedMinor', '=', 0)
    .where('refundOf', 'is', null)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 1) return
  const row = await readRow(db, transactionId)
  if (!row) throw new PaymentNotFoundError(transactionId)
  if (row.status === 'voided') return
  throw new PaymentStateError(`A ${row.status} transaction cannot be voided`)
}

async function refundPayment(
  db: Db,
  transactionId: string,
  amountMinor: number,
): Promise<{ refundTransactionId: string }> {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 1)
    throw new PaymentInputError('A refund is a whole number of minor units, at least 1')
  return atomically(db, async (trx) => {
    // Raising the running total only while it stays within the approved amount is the guard against two refunds
    // together exceeding it (and the row lock on PostgreSQL, the write lock on SQLite, until commit).
    const raised = await trx
      .updateTable('paymentTransactions')
      .set({ refundedMinor: sql<number>`refunded_minor + ${amountMinor}`, updatedAt: now() })
      .where('id', '=', transactionId)
      .where('status', '=', 'approved')
      .where('refundOf', 'is', null)
      .where(sql<boolean>`refunded_minor + ${amountMinor} <= amount_minor`)
      .executeTakeFirst()
    const original = await readRow(trx, transactionId)
    if (!original) throw new PaymentNotFoundError(transactionId)
    if (Number(raised.numUpdatedRows) !== 1) {
      if (original.status !== 'approved' || original.refundOf !== null)
        throw new PaymentStateError(`A ${original.status} transaction cannot be refunded`)
      throw new PaymentStateError(
        `At most ${original.amountMinor - original.refundedMinor} (minor units) is left to refund on this transaction`,
      )
    }
    const refundTransactionId = newTransactionId()
    const at = now()
    await trx
      .insertInto('paymentTransactions')
      .values({
        id: refundTransactionId,
        purpose: original.purpose,
        quoteId: original.quoteId,
        bookingId: original.bookingId,
        sessionId: null,
        brandId: original.brandId,
        // A refund row's amount is what went back to the card; refund_of says it is a refund.
        amountMinor,
        currency: original.currency,
        cardTypeId: original.cardTypeId,
        status: 'refunded',
        cardLast4: original.cardLast4,
        provider: SANDBOX_PROVIDER,
        providerReference: newProviderReference(),
        refundOf: original.id,
        description: `Refund of ${original.providerReference ?? original.id}`,
        createdAt: at,
        updatedAt: at,
        completedAt: at,
      })
      .execute()
    // Fully refunded: the original says so.
    await trx
      .updateTable('paymentTransactions')
      .set({ status: 'refunded', updatedAt: at })
      .where('id', '=', transactionId)
      .where(sql<boolean>`refunded_minor = amount_minor`)
      .execute()
    return { refundTransactionId }
  })
}

/** Every call is refused inside a write transaction's work; see the header. */
function outsideWriteTransactions(): void {
  assertOutsideWriteTransaction('A payment provider call')
}

/** The sandbox provider on the app's database (a root handle: a transaction is refused). */
export function createSandboxPaymentProvider(db: Db): PaymentProvider {
  if (db.isTransaction) throw new Error('The sandbox payment provider takes the app database, not a transaction')
  return {
    name: SANDBOX_PROVIDER,
    async createPayment(input) {
      outsideWriteTransactions()
      return createPayment(db, input)
    },
    async getPayment(transactionId) {
      outsideWriteTransactions()
      return getPayment(db, transactionId)
    },
    async voidPayment(transactionId) {
      outsideWriteTransactions()
      return voidPayment(db, transactionId)
    },
    async refundPayment(transactionId, amountMinor) {
      outsideWriteTransactions()
      return refundPayment(db, transactionId, amountMinor)
    },
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The hosted card page's side (app/routes/payments.sandbox.tsx).

export type SandboxPageState =
  | { kind: 'card'; declinedMessage: string | null }
  | { kind: 'challenge'; cardLast4: string | null }
  /** The payment is past the card page: the frame goes to the return URL. */
  | { kind: 'done'; returnTo: string }

export interface SandboxPage {
  transactionId: string
  amountMinor: number
  currency: string
  description: string
  brandId: string | null
  state: SandboxPageState
  /** Changes whenever the transaction does (its updated_at). */
  attempt: string
}

function returnToOf(row: TransactionRow): string {
  return returnUrlFor(row.returnUrl ?? '/', row.id)
}

function pageStateOf(row: TransactionRow): SandboxPageState {
  if (row.status === 'created' && row.threeDsState === 'challenge')
    return { kind: 'challenge', cardLast4: row.cardLast4 }
  if (row.status === 'created') return { kind: 'card', declinedMessage: null }
  if (row.status === 'declined') return { kind: 'card', declinedMessage: row.message ?? CARD_MESSAGES.declined }
  return { kind: 'done', returnTo: returnToOf(row) }
}

/** The hosted page's view of a sandbox transaction (no status read counted), or null: a 404. */
export async function getSandboxPage(db: Db, transactionId: string): Promise<SandboxPage | null> {
  const row = await readRow(db, transactionId)
  if (!row || row.provider !== SANDBOX_PROVIDER || row.refundOf !== null) return null
  return {
    transactionId: row.id,
    amountMinor: row.amountMinor,
    currency: row.currency,
    description: row.description ?? '',
    brandId: row.brandId,
    state: pageStateOf(row),
    attempt: row.updatedAt,
  }
}

/** What a submit did: the page to show next. */
export type SandboxStep =
  | { kind: 'return'; returnTo: string }
  | { kind: 'declined'; message: string }
  | { kind: 'challenge' }
  | { kind: 'not-found' }

const PAYABLE: PaymentStatus[] = ['created', 'declined']

const OUTCOME_STATUS: Record<Exclude<CardOutcome, 'challenge'>, PaymentStatus> = {
  approved: 'approved',
  declined: 'declined',
  pending: 'pending',
  error: 'error',
}

async function afterRefusedUpdate(db: Db, transactionId: string): Promise<SandboxStep> {
  const row = await readRow(db, transactionId)
  if (!row || row.provider !== SANDBOX_PROVIDER || row.refundOf !== null) return { kind: 'not-found' }
  const state = pageStateOf(row)
  if (state.kind === 'done') return { kind: 'return', returnTo: state.returnTo }
  if (state.kind === 'challenge') return { kind: 'challenge' }
  return { kind: 'declined', message: state.declinedMessage ?? CARD_MESSAGES.declined }
}

/**
 * A valid card submitted on the hosted page. Only a transaction that is 'created' or 'declined' can be paid; any
 * other (approved, pending, error, voided) just goes back to the return URL, so a replayed submit is harmless.
 */
export async function submitCard(db: Db, transactionId: string, cardNumber: string): Promise<SandboxStep> {
  const outcome = outcomeOfCard(cardNumber)
  const cardLast4 = lastFourDigits(cardNumber)
  const at = now()
  const update = db
    .updateTable('paymentTransactions')
    .where('id', '=', transactionId)
    .where('provider', '=', SANDBOX_PROVIDER)
    .where('refundOf', 'is', null)
    .where('status', 'in', PAYABLE)
  const changed =
    outcome === 'challenge'
      ? await update
          .set({ cardLast4, threeDsState: 'challenge', status: 'created', message: null, updatedAt: at })
          .executeTakeFirst()
      : await update
          .set({
            status: OUTCOME_STATUS[outcome],
            cardLast4,
            threeDsState: null,
            statusReads: 0,
            providerReference: outcome === 'error' ? null : newProviderReference(),
            message:
              outcome === 'declined'
                ? CARD_MESSAGES.declined
                : outcome === 'error'
                  ? CARD_MESSAGES.providerError
                  : null,
            updatedAt: at,
            completedAt: outcome === 'pending' ? null : at,
          })
          .executeTakeFirst()
  if (Number(changed.numUpdatedRows) !== 1) return afterRefusedUpdate(db, transactionId)
  if (outcome === 'challenge') return { kind: 'challenge' }
  if (outcome === 'declined') return { kind: 'declined', message: CARD_MESSAGES.declined }
  const row = await readRow(db, transactionId)
  return { kind: 'return', returnTo: row ? returnToOf(row) : '/' }
}

/** The 3-D Secure page's answer: 'Authenticate' approves, 'Fail authentication' declines. */
export async function completeChallenge(db: Db, transactionId: string, passed: boolean): Promise<SandboxStep> {
  const at = now()
  const changed = await db
    .updateTable('paymentTransactions')
    .set(
      passed
        ? {
            status: 'approved',
            threeDsState: 'passed',
            providerReference: newProviderReference(),
            message: null,
            updatedAt: at,
            completedAt: at,
          }
        : {
            status: 'declined',
            threeDsState: 'failed',
            message: CARD_MESSAGES.authenticationFailed,
            updatedAt: at,
            completedAt: at,
          },
    )
    .where('id', '=', transactionId)
    .where('provider', '=', SANDBOX_PROVIDER)
    .where('status', '=', 'created')
    .where('threeDsState', '=', 'challenge')
    .executeTakeFirst()
  if (Number(changed.numUpdatedRows) !== 1) return afterRefusedUpdate(db, transactionId)
  if (!passed) return { kind: 'declined', message: CARD_MESSAGES.authenticationFailed }
  const row = await readRow(db, transactionId)
  return { kind: 'return', returnTo: row ? returnToOf(row) : '/' }
}
