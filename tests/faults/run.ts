import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, chmodSync, chownSync } from 'node:fs'
import { sql } from 'kysely'
import pg from 'pg'
import { CSRF_HEADER_NAME } from '../../app/lib/constants'
import { openDatabase, type AppDatabase } from '../../db/database.server'
import { stockDeparture, type StockedDeparture } from '../support/factories'
import { requestAs } from '../support/http-client'
import {
  ACCOUNT_PAYMENT_PATH,
  CONFIRM_PAYMENT_PATH,
  accountPaymentStatusUrl,
  type AccountPaymentFrame,
} from '../../app/features/account/account-contract'
import { cardPageToken, payWithApprovedCard, retriedSteps, runCheckout, timed, type FlowOutcome } from './checkout-flow'

/*
 * `npm run test:faults` (issue 15): the production shape (scripts/production-shape.sh: two app processes behind
 * HAProxy over one PostgreSQL) under the faults a real deployment meets, each scenario printing its figures and
 * failing on any lost or doubled row:
 *   a. 50 concurrent bookings of the last 10 places of one departure through the balancer;
 *   b. kill -9 of an app process in the middle of 30 checkouts and payments, then its restart;
 *   c. PostgreSQL restarted under load;
 *   d. confirm-booking replayed 10× at once across both processes.
 * PostgreSQL: a throwaway cluster (initdb under FAULTS_PG_DIR, default /tmp/faults-pg, port FAULTS_PG_PORT,
 * default 55440), or FAULTS_DATABASE_URL / TEST_DATABASE_URL (a server we may create a database on; scenario c then
 * needs FAULTS_PG_DATA, that server's data directory, to restart it, and is skipped without it).
 * Ports: FAULTS_FRONT_PORT (HAProxy, default 4400), app processes on FAULTS_FRONT_PORT+1 and +2.
 * Not a vitest project: it starts and kills processes and a database server, so it never runs with the others.
 */

const FRONT_PORT = Number(process.env.FAULTS_FRONT_PORT ?? 4400)
const APP_PORTS = [FRONT_PORT + 1, FRONT_PORT + 2]
const FRONT = `http://127.0.0.1:${FRONT_PORT}`
const SHAPE_DIR = process.env.FAULTS_SHAPE_DIR ?? 'tmp/faults-shape'
const HOLD_MINUTES = 1
const FAR_START = '2031-06-01'
const DATABASE_NAME = 'itinera_faults'

const failures: string[] = []
const notes: string[] = []
function check(ok: boolean, what: string) {
  if (!ok) failures.push(what)
  console.log(`   ${ok ? 'ok  ' : 'FAIL'} ${what}`)
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// ------------------------------------------------------------------------------------------------ PostgreSQL

const isRoot = process.getuid?.() === 0
function pgBin(): string {
  const versions = existsSync('/usr/lib/postgresql')
    ? readdir('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b))
    : []
  const latest = versions.at(-1)
  if (!latest) throw new Error('PostgreSQL is not installed (/usr/lib/postgresql/*/bin); apt-get install postgresql')
  return `/usr/lib/postgresql/${latest}/bin`
}
function readdir(dir: string): string[] {
  return execFileSync('ls', [dir], { encoding: 'utf8' }).split('\n').filter(Boolean)
}
/** initdb and pg_ctl refuse root: the cluster belongs to the postgres user when we are root. */
function runPg(command: string, args: string[]): void {
  const [file, argv] = isRoot
    ? [
        'su',
        ['postgres', '-s', '/bin/sh', '-c', [command, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ')],
      ]
    : [command, args]
  const result = spawnSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`)
}

interface Cluster {
  serverUrl: string
  /** The data directory, when we may restart the server. */
  dataDir: string | null
  stop(): void
}

function startCluster(): Cluster {
  const given = process.env.FAULTS_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (given) return { serverUrl: given, dataDir: process.env.FAULTS_PG_DATA ?? null, stop() {} }
  const dir = process.env.FAULTS_PG_DIR ?? '/tmp/faults-pg'
  const port = process.env.FAULTS_PG_PORT ?? '55440'
  const bin = pgBin()
  if (existsSync(`${dir}/data/postmaster.pid`)) {
    try {
      runPg(`${bin}/pg_ctl`, ['-D', `${dir}/data`, '-m', 'immediate', 'stop'])
    } catch {
      // not running: a stale pid file
    }
  }
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  chmodSync(dir, 0o755)
  if (isRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), 0)
  runPg(`${bin}/initdb`, ['-D', `${dir}/data`, '-A', 'trust', '-U', 'postgres', '--no-sync'])
  runPg(`${bin}/pg_ctl`, [
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/log`,
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ])
  return {
    serverUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dataDir: `${dir}/data`,
    stop() {
      try {
        runPg(`${bin}/pg_ctl`, ['-D', `${dir}/data`, '-m', 'immediate', 'stop'])
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function admin(serverUrl: string, statement: string): Promise<void> {
  const connection = new pg.Client({ connectionString: serverUrl })
  await connection.connect()
  try {
    await connection.query(statement)
  } finally {
    await connection.end()
  }
}

// ------------------------------------------------------------------------------------------------ the shape

function shapeEnv(databaseUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    WEB_CONCURRENCY: String(APP_PORTS.length),
    APP_BASE_PORT: String(FRONT_PORT),
    FRONT_PORT: String(FRONT_PORT),
    SHAPE_DIR,
    CHECKOUT_HOLD_MINUTES: String(HOLD_MINUTES),
    SEED_TOURS: process.env.FAULTS_SEED_TOURS ?? '60',
    LOG_LEVEL: process.env.FAULTS_LOG_LEVEL ?? 'warn',
    SESSION_SECRET: 'faults-suite-secret-0123456789abcdef0123',
    ...(process.env.FAULTS_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.FAULTS_POOL_SIZE } : {}),
  }
}

function shape(command: string, databaseUrl: string, ...args: string[]): void {
  execFileSync('bash', ['scripts/production-shape.sh', command, ...args], {
    stdio: 'inherit',
    env: shapeEnv(databaseUrl),
  })
}

/** The same without blocking the event loop (the travellers' requests keep going meanwhile). */
function shapeInBackground(command: string, databaseUrl: string, ...args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['scripts/production-shape.sh', command, ...args], {
      stdio: 'inherit',
      env: shapeEnv(databaseUrl),
    })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`production-shape.sh ${command} exited ${code}`)),
    )
  })
}

const appPid = (n: number) => Number(readFileSync(`${SHAPE_DIR}/app-${n}.pid`, 'utf8').trim())
/** Running, and not a zombie waiting for init to reap it. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  const state = spawnSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).stdout.trim()
  return state !== '' && !state.startsWith('Z')
}

// ------------------------------------------------------------------------------------------------ checks

async function cardTypeId(db: AppDatabase): Promise<number> {
  return (await db.selectFrom('cardTypes').select('id').where('active', '=', 1).executeTakeFirstOrThrow()).id
}

/** The rows of one departure's bookings and their completeness: lost, half-written and doubled rows. */
async function bookingAudit(db: AppDatabase, departureId: number) {
  const bookings = await db
    .selectFrom('bookings')
    .select(['id', 'reference', 'quoteId', 'type'])
    .where('departureId', '=', departureId)
    .execute()
  const ids = bookings.map((booking) => booking.id)
  const countBy = async (table: 'bookingPassengers' | 'bookingRooms' | 'payments') => {
    if (!ids.length) return new Map<number, number>()
    const rows = await db
      .selectFrom(table)
      .select(['bookingId', (eb) => eb.fn.countAll<number>().as('count')])
      .where('bookingId', 'in', ids)
      .groupBy('bookingId')
      .execute()
    return new Map(rows.map((row) => [row.bookingId, Number(row.count)]))
  }
  const [passengers, rooms, payments] = await Promise.all([
    countBy('bookingPassengers'),
    countBy('bookingRooms'),
    countBy('payments'),
  ])
  const halfWritten = bookings.filter(
    (booking) =>
      !passengers.get(booking.id) ||
      !rooms.get(booking.id) ||
      (booking.type !== 'reserved' && !payments.get(booking.id)),
  )
  const perQuote = new Map<number, number>()
  for (const booking of bookings) perQuote.set(booking.quoteId, (perQuote.get(booking.quoteId) ?? 0) + 1)
  const doubledBookings = [...perQuote.values()].filter((count) => count > 1).length
  const paymentRows = ids.length
    ? await db.selectFrom('payments').select(['transactionId', 'bookingId']).where('bookingId', 'in', ids).execute()
    : []
  const perTransaction = new Map<string, number>()
  for (const row of paymentRows) perTransaction.set(row.transactionId, (perTransaction.get(row.transactionId) ?? 0) + 1)
  const doubledPayments = [...perTransaction.values()].filter((count) => count > 1).length
  // Approved card payments for this departure's quotes that no booking took and nobody voided.
  const approved = await db
    .selectFrom('paymentTransactions')
    .innerJoin('quotes', 'quotes.id', 'paymentTransactions.quoteId')
    .select(['paymentTransactions.id', 'paymentTransactions.status'])
    .where('quotes.departureId', '=', departureId)
    .where('paymentTransactions.status', '=', 'approved')
    .execute()
  const booked = new Set(paymentRows.map((row) => row.transactionId))
  const orphanPayments = approved.filter((row) => !booked.has(row.id)).length
  const travellers = [...passengers.values()].reduce((sum, count) => sum + count, 0)
  return {
    bookings,
    references: new Set(bookings.map((booking) => booking.reference)),
    payments: paymentRows.length,
    travellers,
    halfWritten: halfWritten.length,
    doubledBookings,
    doubledPayments,
    orphanPayments,
  }
}

async function stockOf(db: AppDatabase, departureId: number) {
  return db
    .selectFrom('departures')
    .select(['capacity', 'seatsSold'])
    .where('id', '=', departureId)
    .executeTakeFirstOrThrow()
}

async function liveHolds(db: AppDatabase, departureId: number) {
  const row = await db
    .selectFrom('inventoryHolds')
    .select([(eb) => eb.fn.coalesce(eb.fn.sum<number>('places'), sql<number>`0`).as('places')])
    .where('departureId', '=', departureId)
    .where('expiresAt', '>', new Date().toISOString())
    .executeTakeFirstOrThrow()
  return Number(row.places)
}

function tally(outcomes: FlowOutcome[]) {
  const by = (kind: FlowOutcome['kind']) => outcomes.filter((outcome) => outcome.kind === kind)
  return { booked: by('booked'), refused: by('refused'), failed: by('failed') }
}

function describeFailures(outcomes: FlowOutcome[]) {
  const failed = outcomes.filter((outcome) => outcome.kind === 'failed')
  const kinds = new Map<string, number>()
  for (const outcome of failed)
    if (outcome.kind === 'failed') {
      const key = `${outcome.step}: ${outcome.detail.slice(0, 100)}`
      kinds.set(key, (kinds.get(key) ?? 0) + 1)
    }
  for (const [key, count] of kinds) console.log(`   ${count}× failed at ${key}`)
}

// ------------------------------------------------------------------------------------------------ scenarios

async function lastPlaces(db: AppDatabase, used: Set<number>, card: number) {
  console.log('\na. 50 concurrent bookings of the last 10 places of one departure, through HAProxy')
  const departure = await stockDeparture(db, {
    placesLeft: 10,
    singlesLeft: 10,
    twinsLeft: 0,
    startDate: FAR_START,
    used,
  })
  const started = Date.now()
  const outcomes = await Promise.all(
    Array.from({ length: 50 }, () =>
      runCheckout({
        origin: FRONT,
        departure,
        roomId: departure.single.id,
        travellers: 1,
        cardTypeId: card,
        retry: false,
      }),
    ),
  )
  const elapsed = Date.now() - started
  const { booked, refused, failed } = tally(outcomes)
  const audit = await bookingAudit(db, departure.id)
  const stock = await stockOf(db, departure.id)
  const refusalSteps = [...new Set(refused.map((outcome) => (outcome.kind === 'refused' ? outcome.step : '')))]
  console.log(
    `   ${booked.length} booked, ${audit.payments} payments, ${refused.length} refused with 409 and a message ` +
      `(at ${refusalSteps.join(', ') || '—'}), ${failed.length} other; seats sold ${stock.seatsSold}/${stock.capacity}; ` +
      `total ${seconds(elapsed)} (goal < 10 s)`,
  )
  if (refused[0]?.kind === 'refused') console.log(`   a refusal: "${refused[0].message}"`)
  describeFailures(outcomes)
  check(booked.length === 10, `exactly 10 bookings answered (got ${booked.length})`)
  check(audit.bookings.length === 10, `exactly 10 booking rows (got ${audit.bookings.length})`)
  check(audit.payments === 10, `exactly 10 payments (got ${audit.payments})`)
  check(refused.length === 40, `40 clear refusals (got ${refused.length})`)
  check(stock.seatsSold === stock.capacity, `seats sold = capacity (${stock.seatsSold}/${stock.capacity})`)
  check(
    audit.halfWritten === 0 && audit.doubledBookings === 0 && audit.doubledPayments === 0,
    'no half-written or doubled rows',
  )
  check(audit.orphanPayments === 0, `no approved payment without a booking (got ${audit.orphanPayments})`)
  if (elapsed >= 10_000) notes.push(`a. took ${seconds(elapsed)}, over the 10 s goal (a shared 2-core machine)`)
}

interface KillResult {
  departure: StockedDeparture
  confirmedReferences: string[]
  startSold: number
}

async function killDuringCheckouts(
  db: AppDatabase,
  used: Set<number>,
  card: number,
  databaseUrl: string,
): Promise<KillResult> {
  console.log('\nb. kill -9 of app process 1 in the middle of 30 concurrent checkouts and payments, then its restart')
  const departure = await stockDeparture(db, {
    placesLeft: 60,
    singlesLeft: 60,
    twinsLeft: 0,
    capacity: 80,
    startDate: FAR_START,
    used,
  })
  const startSold = (await stockOf(db, departure.id)).seatsSold
  const victim = appPid(1)
  const survivor = appPid(2)
  let cardsStarted = 0
  let killedAt = 0
  let restartedAt = 0
  const started = Date.now()
  let restart: Promise<void> | undefined
  const onStep = (step: string) => {
    if (step !== 'card' || killedAt) return
    cardsStarted += 1
    // Kill when a third of the travellers are at the card page: some requests are then in flight at the victim.
    if (cardsStarted >= 10) {
      killedAt = Date.now()
      process.kill(victim, 'SIGKILL')
      restart = (async () => {
        while (isAlive(victim)) await sleep(50)
        await sleep(500)
        try {
          await shapeInBackground('start-app', databaseUrl, '1')
          restartedAt = Date.now()
        } catch (error) {
          failures.push(`restarting app process 1: ${String(error)}`)
        }
      })()
    }
  }
  const outcomes = await Promise.all(
    Array.from({ length: 30 }, () =>
      runCheckout({
        origin: FRONT,
        departure,
        roomId: departure.single.id,
        travellers: 1,
        cardTypeId: card,
        retry: true,
        onStep,
      }),
    ),
  )
  await restart
  const elapsed = Date.now() - started
  const { booked, refused, failed } = tally(outcomes)
  const audit = await bookingAudit(db, departure.id)
  const stock = await stockOf(db, departure.id)
  const confirmedReferences = booked.flatMap((outcome) => (outcome.kind === 'booked' ? [outcome.reference] : []))
  const lost = confirmedReferences.filter((reference) => !audit.references.has(reference))
  const quotes = await db.selectFrom('quotes').select('id').where('departureId', '=', departure.id).execute()
  console.log(
    `   killed pid ${victim} ${killedAt ? seconds(killedAt - started) : 'never'} after the start, restarted ` +
      `${restartedAt ? seconds(restartedAt - killedAt) : '—'} later (pid ${existsSync(`${SHAPE_DIR}/app-1.pid`) ? appPid(1) : '?'})`,
  )
  console.log(
    `   ${booked.length} confirmed, ${refused.length} refused, ${failed.length} failed; ${quotes.length} quotes for 30 ` +
      `travellers (retries after the kill make new ones); ${audit.bookings.length} booking rows, ${audit.payments} ` +
      `payments; lost ${lost.length}, half-written ${audit.halfWritten}, doubled ${audit.doubledBookings + audit.doubledPayments}, ` +
      `approved payments without a booking ${audit.orphanPayments}; seats sold +${stock.seatsSold - startSold} for ` +
      `${audit.travellers} booked travellers; ${seconds(elapsed)}`,
  )
  console.log(
    `   requests retried after failing for want of a process: ${[...retriedSteps].map(([step, n]) => `${step} ${n}`).join(', ') || 'none'}`,
  )
  describeFailures(outcomes)
  check(killedAt > 0, 'the kill happened while checkouts were running')
  check(isAlive(survivor), `app process 2 (pid ${survivor}) stayed up`)
  check(lost.length === 0, `0 confirmed bookings lost (${lost.length})`)
  check(audit.halfWritten === 0, `0 half-written bookings (${audit.halfWritten})`)
  check(audit.doubledBookings === 0 && audit.doubledPayments === 0, '0 doubled bookings or payments')
  check(audit.orphanPayments === 0, `0 approved payments without a booking or a void (${audit.orphanPayments})`)
  check(failed.length === 0, `every traveller got an answer after retrying (${failed.length} did not)`)
  check(
    audit.bookings.length === booked.length,
    `booking rows = confirmed answers (${audit.bookings.length}/${booked.length})`,
  )
  check(stock.seatsSold - startSold === audit.travellers, 'seats sold moved by exactly the booked travellers')
  return { departure, confirmedReferences, startSold }
}

/** The rest of b, after the other scenarios gave the dead requests' holds time to expire. */
async function holdsReturned(db: AppDatabase, result: KillResult) {
  console.log('\nb. (continued) the holds of the dead requests expire and their places return')
  const latest = await db
    .selectFrom('inventoryHolds')
    .select((eb) => eb.fn.max('expiresAt').as('latest'))
    .where('departureId', '=', result.departure.id)
    .executeTakeFirst()
  const latestMs = latest?.latest ? Date.parse(String(latest.latest)) : 0
  const beforeWait = await liveHolds(db, result.departure.id)
  const wait = Math.max(0, latestMs - Date.now() + 500)
  console.log(
    `   ${beforeWait} places still held by unfinished quotes; waiting ${seconds(wait)} for the last to expire`,
  )
  await sleep(wait)
  const stock = await stockOf(db, result.departure.id)
  const held = await liveHolds(db, result.departure.id)
  const answer = await timed(
    requestAs(
      FRONT,
      `/umbraco/api/checkoutapi/availablerooms?departureId=${result.departure.id}&filo=${encodeURIComponent(result.departure.filo)}&transportCode=${encodeURIComponent(result.departure.transportCode)}`,
    ),
  )
  const single = await db
    .selectFrom('rooms')
    .select(['allocation', 'sold'])
    .where('id', '=', result.departure.single.id)
    .executeTakeFirstOrThrow()
  const expected = Math.min(single.allocation - single.sold, stock.capacity - stock.seatsSold)
  const offered =
    answer.status === 200
      ? answer
          .json<{ rooms: Array<{ id: number; left: number }> }>()
          .rooms.find((room) => room.id === result.departure.single.id)?.left
      : undefined
  console.log(
    `   live holds ${held} places; seats sold ${stock.seatsSold}/${stock.capacity}; the availability API offers ` +
      `${offered ?? '?'} single rooms (${answer.status}), unsold single rooms ${expected}`,
  )
  check(held === 0, 'no live hold is left on the departure')
  check(offered === expected, `every unsold room is offered again (${offered} = ${expected})`)
}

async function databaseRestart(db: AppDatabase, cluster: Cluster, departure: StockedDeparture) {
  console.log('\nc. PostgreSQL restarted (pg_ctl restart -m fast) under load')
  if (!cluster.dataDir) {
    notes.push('c. skipped: the PostgreSQL server was given by URL without FAULTS_PG_DATA, so it cannot be restarted')
    console.log('   skipped (no data directory to restart; set FAULTS_PG_DATA)')
    return
  }
  const pids = [appPid(1), appPid(2)]
  const apiPath = `/umbraco/api/checkoutapi/availablerooms?departureId=${departure.id}&filo=${encodeURIComponent(departure.filo)}&transportCode=${encodeURIComponent(departure.transportCode)}`
  const paths = [apiPath, '/healthz', '/tours', apiPath]
  const counts = { ok: 0, clean503: 0, unclean: 0, slowest: 0 }
  const unclean = new Map<string, number>()
  let running = true
  const worker = async (index: number) => {
    for (let i = index; running; i++) {
      const path = paths[i % paths.length]!
      const sent = Date.now()
      try {
        const response = await timed(requestAs(FRONT, path))
        counts.slowest = Math.max(counts.slowest, Date.now() - sent)
        const json = String(response.headers['content-type'] ?? '').includes('json')
        if (response.status === 200) counts.ok += 1
        else if (response.status === 503 && (json || !path.startsWith('/umbraco/api'))) counts.clean503 += 1
        else {
          counts.unclean += 1
          const key = `${response.status} ${path.split('?')[0]} ${response.text.slice(0, 80)}`
          unclean.set(key, (unclean.get(key) ?? 0) + 1)
        }
      } catch (error) {
        counts.unclean += 1
        const key = `${(error as Error).message} ${path.split('?')[0]}`
        unclean.set(key, (unclean.get(key) ?? 0) + 1)
      }
      await sleep(20)
    }
  }
  const workers = Array.from({ length: 6 }, (_, index) => worker(index))
  await sleep(1_500)
  const downAt = Date.now()
  // -l: without a log file the restarted server would keep pg_ctl's output pipe (and so this call) open.
  runPg(`${pgBin()}/pg_ctl`, [
    '-D',
    cluster.dataDir,
    '-l',
    `${cluster.dataDir}/restart.log`,
    '-m',
    'fast',
    '-w',
    'restart',
  ])
  const backAt = Date.now()
  // Serving again: each process answers a database read, directly, without a restart.
  let servingAt = 0
  while (!servingAt && Date.now() - backAt < 20_000) {
    const answers = await Promise.all(
      APP_PORTS.map((port) =>
        timed(requestAs(`http://127.0.0.1:${port}`, apiPath)).then(
          (r) => r.status,
          () => 0,
        ),
      ),
    )
    if (answers.every((status) => status === 200)) servingAt = Date.now()
    else await sleep(100)
  }
  await sleep(1_000)
  running = false
  await Promise.all(workers)
  const front = await timed(requestAs(FRONT, apiPath)).then(
    (r) => r.status,
    () => 0,
  )
  console.log(
    `   database down for ${seconds(backAt - downAt)} (restart); both processes serving ${servingAt ? seconds(servingAt - backAt) : 'NOT within 20 s'} ` +
      `after its return; during the run ${counts.ok} answered 200, ${counts.clean503} a clean 503, ${counts.unclean} ` +
      `otherwise; slowest answer ${seconds(counts.slowest)}`,
  )
  for (const [key, count] of unclean) console.log(`   ${count}× ${key}`)
  check(
    counts.unclean === 0,
    'every request in flight answered 200 or a clean 503 (JSON on the API), none hung past 10 s',
  )
  check(servingAt > 0 && servingAt - backAt <= 10_000, 'the site serves again within 10 s of the database’s return')
  check(front === 200, 'the balancer serves again')
  check(
    pids.every((pid, index) => isAlive(pid) && appPid(index + 1) === pid),
    'both app processes stayed up (same pids, no restart)',
  )
}

async function replays(db: AppDatabase, used: Set<number>, card: number) {
  console.log('\nd. confirm-booking replayed 10× at once across both processes for one approved transaction')
  const departure = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: FAR_START, used })
  const flow = await runCheckout({
    origin: FRONT,
    departure,
    roomId: departure.twin.id,
    travellers: 2,
    cardTypeId: card,
    retry: false,
    stopBeforeConfirm: true,
  })
  if (flow.kind !== 'approved') {
    check(false, `a checkout reached an approved payment (${JSON.stringify(flow).slice(0, 200)})`)
    return
  }
  const body = JSON.stringify({ transactionId: flow.transactionId, quoteId: flow.quoteId, takeFinalBalance: false })
  const token = await flow.browser.csrfToken()
  const cookie = flow.browser.cookies.header() ?? ''
  const send = (origin: string) =>
    timed(
      requestAs(origin, '/confirm-booking', {
        method: 'POST',
        headers: { cookie, [CSRF_HEADER_NAME.toLowerCase()]: token, 'content-type': 'application/json' },
        body,
      }),
    )
  // Five straight to each process (the balancer would spread them too, but not provably).
  const responses = await Promise.all(
    Array.from({ length: 10 }, (_, index) => send(`http://127.0.0.1:${APP_PORTS[index % 2]}`)),
  )
  const statuses = responses.map((response) => response.status)
  const references = new Set(
    responses.filter((r) => r.status === 200).map((r) => r.json<{ bookingReference: string }>().bookingReference),
  )
  const bookings = await db.selectFrom('bookings').select('id').where('quoteId', '=', flow.quoteId).execute()
  const payments = await db
    .selectFrom('payments')
    .select('id')
    .where('transactionId', '=', flow.transactionId)
    .execute()
  console.log(
    `   answers ${JSON.stringify(statuses)}; ${references.size} booking reference(s); ${bookings.length} booking row(s), ` +
      `${payments.length} payment row(s)`,
  )
  check(
    statuses.every((status) => status === 200),
    'every replay answered 200 with the same body',
  )
  check(references.size === 1, 'one booking reference')
  check(bookings.length === 1, 'one booking')
  check(payments.length === 1, 'one payment')
  await accountPaymentReplays(db, used, card)
}

/** d, continued: the account area's confirm payment, replayed the same way (issue 12: idempotent like confirm). */
async function accountPaymentReplays(db: AppDatabase, used: Set<number>, card: number) {
  console.log('\nd2. confirm payment (My bookings) replayed 10× at once across both processes for one approved payment')
  const departure = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: FAR_START, used })
  const booked = await runCheckout({
    origin: FRONT,
    departure,
    roomId: departure.twin.id,
    travellers: 2,
    cardTypeId: card,
    retry: false,
    amountToPay: 'Deposit Only',
    registerAs: `faults-${Date.now()}@example.com`,
    stopBeforeConfirm: true,
  })
  if (booked.kind !== 'approved') {
    check(false, `a signed-in checkout reached an approved deposit (${JSON.stringify(booked).slice(0, 200)})`)
    return
  }
  const browser = booked.browser
  const confirmed = await timed(
    browser.post('/confirm-booking', {
      transactionId: booked.transactionId,
      quoteId: booked.quoteId,
      takeFinalBalance: false,
    }),
  )
  const bookingReference =
    confirmed.status === 200 ? confirmed.json<{ bookingReference: string }>().bookingReference : ''
  const before = await db
    .selectFrom('bookings')
    .select(['id', 'totalMinor', 'amountPaidMinor'])
    .where('reference', '=', bookingReference)
    .executeTakeFirst()
  if (!before || before.totalMinor - before.amountPaidMinor < 200) {
    check(false, `a booking with a balance to pay (${confirmed.status} ${confirmed.text.slice(0, 200)})`)
    return
  }
  const amount = 100
  const started = await timed(browser.post(ACCOUNT_PAYMENT_PATH, { bookingReference, amount, cardTypeId: card }))
  if (started.status !== 200) {
    check(false, `an account payment started (${started.status} ${started.text.slice(0, 200)})`)
    return
  }
  const frame = started.json<AccountPaymentFrame>()
  const page = await timed(browser.get(frame.url))
  const token = cardPageToken(page.text)
  if (!token) {
    check(false, 'the card page of the account payment opened')
    return
  }
  await timed(payWithApprovedCard(browser, frame.url, token))
  const status = await timed(browser.get(accountPaymentStatusUrl(frame.transactionId)))
  check(
    status.status === 200 && status.json<{ status: string }>().status === 'approved',
    'the account payment was approved',
  )

  const body = JSON.stringify({ amount, bookingReference, transactionId: frame.transactionId, cardTypeId: card })
  const csrf = await browser.csrfToken()
  const cookie = browser.cookies.header() ?? ''
  const send = (origin: string) =>
    timed(
      requestAs(origin, CONFIRM_PAYMENT_PATH, {
        method: 'POST',
        headers: { cookie, [CSRF_HEADER_NAME.toLowerCase()]: csrf, 'content-type': 'application/json' },
        body,
      }),
    )
  const responses = await Promise.all(
    Array.from({ length: 10 }, (_, index) => send(`http://127.0.0.1:${APP_PORTS[index % 2]}`)),
  )
  const statuses = responses.map((response) => response.status)
  const paymentIds = new Set(
    responses
      .filter((response) => response.status === 200)
      .map((response) => response.json<{ payment: { transactionId: string } }>().payment.transactionId),
  )
  const rows = await db.selectFrom('payments').select('id').where('transactionId', '=', frame.transactionId).execute()
  const after = await db
    .selectFrom('bookings')
    .select('amountPaidMinor')
    .where('id', '=', before.id)
    .executeTakeFirstOrThrow()
  const receipts = await db
    .selectFrom('emailOutbox')
    .select('id')
    .where('kind', '=', 'payment-receipt')
    .where('textBody', 'like', `%${bookingReference}%`)
    .execute()
  console.log(
    `   answers ${JSON.stringify(statuses)}; ${rows.length} payment row(s); amount paid ${before.amountPaidMinor} → ` +
      `${after.amountPaidMinor}; ${receipts.length} receipt e-mail(s)`,
  )
  check(
    statuses.every((code) => code === 200) && paymentIds.size === 1,
    'every replay answered 200 with the same payment',
  )
  check(rows.length === 1, 'one payment row')
  check(after.amountPaidMinor === before.amountPaidMinor + amount, 'the amount paid rose by the payment, once')
  check(receipts.length === 1, 'one receipt e-mail')
}

// ------------------------------------------------------------------------------------------------ main

async function main() {
  const suiteStarted = Date.now()
  // Whatever an interrupted earlier run left behind (its processes would join the balancer).
  if (existsSync(SHAPE_DIR)) shape('stop', 'postgres://unused')
  const cluster = startCluster()
  let db: AppDatabase | undefined
  let close: (() => Promise<void>) | undefined
  let databaseUrl = ''
  try {
    await admin(cluster.serverUrl, `DROP DATABASE IF EXISTS ${DATABASE_NAME} WITH (FORCE)`)
    await admin(cluster.serverUrl, `CREATE DATABASE ${DATABASE_NAME}`)
    const url = new URL(cluster.serverUrl)
    url.pathname = `/${DATABASE_NAME}`
    databaseUrl = url.toString()
    console.log(
      `fault suite: PostgreSQL ${url.host}, two app processes on ${APP_PORTS.join(', ')} behind HAProxy on ${FRONT_PORT}`,
    )
    shape('start', databaseUrl)
    const handle = openDatabase(databaseUrl, { poolSize: 4 })
    db = handle.db
    close = () => handle.close()
    const used = new Set<number>()
    const card = await cardTypeId(db)

    await lastPlaces(db, used, card)
    const killed = await killDuringCheckouts(db, used, card, databaseUrl)
    await databaseRestart(db, cluster, killed.departure)
    await replays(db, used, card)
    await holdsReturned(db, killed)
  } catch (error) {
    failures.push(`the suite stopped: ${(error as Error).stack ?? String(error)}`)
    console.error(error)
  } finally {
    await close?.().catch(() => {})
    try {
      if (databaseUrl) shape('stop', databaseUrl)
    } catch (error) {
      failures.push(`stopping the shape: ${String(error)}`)
    }
    cluster.stop()
  }
  console.log(`\nfault suite: ${seconds(Date.now() - suiteStarted)}`)
  for (const note of notes) console.log(`note: ${note}`)
  if (failures.length) {
    console.log(`FAILED (${failures.length}):`)
    for (const failure of failures) console.log(` - ${failure}`)
    process.exit(1)
  }
  console.log('fault suite passed: nothing lost, nothing doubled')
}

await main()
