import { AsyncLocalStorage } from 'node:async_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql, type Kysely } from 'kysely'
import type { AppDatabase } from './database.server'
import { dialectOf, type DialectName } from './dialect-columns'
import type { Database } from './schema'
import { InventoryBusyError } from './write-lock-busy-error'

/*
 * One write transaction that may take places (ADR 0013), the same on both dialects. Every feature that sells or
 * changes what was sold (checkout, account, bookings, back office) uses it, so it lives in db/, below them all:
 *
 * - PostgreSQL: an ordinary transaction (READ COMMITTED) in which the caller locks the departure row first
 *   (lockDeparture: SELECT … FOR UPDATE) before reading counts or writing anything that references it. Each later
 *   statement sees what the previous lock holder committed. `lock_timeout` bounds the wait; a timeout or deadlock
 *   becomes InventoryBusyError (a clean 409, never a 500).
 * - SQLite: BEGIN IMMEDIATE, which takes the database's single write lock up front. Kysely's own transaction on
 *   SQLite starts with a deferred BEGIN, which takes the write lock only at the first write: two connections that
 *   both read the counts first would both try to upgrade, and one fails (SQLITE_BUSY) after the other committed —
 *   in WAL mode immediately, without waiting. Waiting for the lock is done here asynchronously (busy_timeout 0
 *   and a retry with jitter), because better-sqlite3's busy handler sleeps synchronously and would freeze the whole
 *   process — including the connection that holds the lock, when two handles live in one process.
 */

export interface WriteContext {
  dialect: DialectName
}

export type WriteWork<T> = (trx: Kysely<Database>, context: WriteContext) => Promise<T>

export interface WriteTransactionOptions {
  /** How long to wait for the lock before giving up with InventoryBusyError. */
  lockWaitMs?: number
}

export const DEFAULT_LOCK_WAIT_MS = 5000

/*
 * Whether the code running now is inside a write transaction's work (ADR 0036): a payment provider's call (an HTTP
 * request to a real PSP) must never run while SQLite's write lock or a PostgreSQL row lock is held, so the sandbox
 * provider refuses to run there and the tests' provider double fails the test. Set only around `work`, so code that
 * runs after the transaction (a void after a refused confirm) is outside again.
 */
const openWriteTransaction = new AsyncLocalStorage<true>()

/** True while a write transaction's work (or anything it awaits) runs. */
export function isInWriteTransaction(): boolean {
  return openWriteTransaction.getStore() === true
}

/** Thrown by code that must not run while a write transaction holds its locks (a payment provider's call). */
export class InsideWriteTransactionError extends Error {
  override readonly name = 'InsideWriteTransactionError'
  constructor(what: string) {
    super(`${what} must not run inside a write transaction (it would hold the write lock or row locks meanwhile)`)
  }
}

/** Throws InsideWriteTransactionError when called inside a write transaction's work. */
export function assertOutsideWriteTransaction(what: string): void {
  if (isInWriteTransaction()) throw new InsideWriteTransactionError(what)
}

export async function inWriteTransaction<T>(
  db: AppDatabase,
  work: WriteWork<T>,
  options: WriteTransactionOptions = {},
): Promise<T> {
  const lockWaitMs = Math.max(1, Math.floor(options.lockWaitMs ?? DEFAULT_LOCK_WAIT_MS))
  const dialect = dialectOf(db)
  return dialect === 'postgres' ? postgresTransaction(db, work, lockWaitMs) : sqliteImmediate(db, work, lockWaitMs)
}

/**
 * Serialises every place-taking transaction of one departure. On SQLite the write lock taken by BEGIN IMMEDIATE
 * already serialises all writers, so there is nothing more to lock. Call it FIRST in the transaction: a row written
 * earlier that references the departure (a quote) takes a key-share lock on it, and two transactions that both hold
 * that and then ask for FOR UPDATE deadlock.
 */
export async function lockDeparture(
  trx: Kysely<Database>,
  context: WriteContext,
  departureId: number,
): Promise<boolean> {
  if (context.dialect === 'sqlite') {
    const row = await trx.selectFrom('departures').select('id').where('id', '=', departureId).executeTakeFirst()
    return row !== undefined
  }
  const row = await trx
    .selectFrom('departures')
    .select('id')
    .where('id', '=', departureId)
    .forUpdate()
    .executeTakeFirst()
  return row !== undefined
}

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''
}

// PostgreSQL: 55P03 lock_not_available (lock_timeout), 40P01 deadlock_detected, 40001 serialization_failure.
const POSTGRES_BUSY_CODES = new Set(['55P03', '40P01', '40001'])

async function postgresTransaction<T>(db: AppDatabase, work: WriteWork<T>, lockWaitMs: number): Promise<T> {
  try {
    return await db.transaction().execute(async (trx) => {
      // SET takes no bind parameters; the value is an integer we computed.
      await sql.raw(`SET LOCAL lock_timeout = '${lockWaitMs}ms'`).execute(trx)
      return openWriteTransaction.run(true, () => work(trx, { dialect: 'postgres' }))
    })
  } catch (error) {
    if (POSTGRES_BUSY_CODES.has(errorCode(error))) throw new InventoryBusyError()
    throw error
  }
}

const isSqliteBusy = (error: unknown) => /^SQLITE_(BUSY|LOCKED)/.test(errorCode(error))

type Attempt<T> = { busy: true } | { busy: false; value: T }

async function sqliteImmediate<T>(db: AppDatabase, work: WriteWork<T>, lockWaitMs: number): Promise<T> {
  const deadline = Date.now() + lockWaitMs
  for (let attempt = 0; ; attempt++) {
    // The connection is held (Kysely's per-instance mutex) only while we own the lock or try for it once, so other
    // queries of this process run between attempts.
    const outcome: Attempt<T> = await db.connection().execute(async (connection) => {
      const [setting] = (await sql<{ timeout: number }>`PRAGMA busy_timeout`.execute(connection)).rows
      // Restored before the work runs; if it cannot be read, the opening default of db/database.server.ts.
      const read = Number(setting?.timeout)
      const busyTimeout = Number.isFinite(read) && read >= 0 ? read : 5000
      await sql`PRAGMA busy_timeout = 0`.execute(connection)
      try {
        await sql`BEGIN IMMEDIATE`.execute(connection)
      } catch (error) {
        if (isSqliteBusy(error)) return { busy: true }
        throw error
      } finally {
        await sql.raw(`PRAGMA busy_timeout = ${Math.max(0, Math.floor(busyTimeout))}`).execute(connection)
      }
      try {
        const value = await openWriteTransaction.run(true, () => work(connection, { dialect: 'sqlite' }))
        await sql`COMMIT`.execute(connection)
        return { busy: false, value }
      } catch (error) {
        await sql`ROLLBACK`.execute(connection).catch(() => undefined) // already rolled back by SQLite on some errors
        throw error
      }
    })
    if (!outcome.busy) return outcome.value
    if (Date.now() >= deadline) throw new InventoryBusyError()
    // Jittered, growing back-off: 1–2 ms at first, never more than ~25 ms, so waiters do not march in step.
    const ceiling = Math.min(25, 2 ** Math.min(attempt, 5))
    await sleep(1 + Math.random() * ceiling)
  }
}
