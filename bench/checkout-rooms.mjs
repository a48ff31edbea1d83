#!/usr/bin/env node
/*
 * The checkout's rooms response under load (issue 9 acceptance: "a bench under bench/ records the rooms-response
 * latency at 32 concurrent sessions on both dialects"). For each dialect, ONE production server (the built app, a
 * fresh demo catalogue of SEED_TOURS tours, 60 by default), ONE run, two rows (autocannon, loopback only):
 *
 *   healthz         GET /healthz                                       the yardstick: the other row is a ratio to it
 *   roomsresponse   POST /umbraco/api/checkoutapi/roomsresponse        32 browser sessions (session cookie, CSRF
 *                                                                      cookie and header), each re-submitting its own
 *                                                                      quote: one traveller in a single room
 *
 * Every rooms response is the real write path: one write transaction that locks the departure (PostgreSQL row lock,
 * SQLite BEGIN IMMEDIATE), counts live holds, replaces the quote's rooms, passengers and hold, and re-prices the
 * quote. All 32 sessions book the SAME departure, so they contend for one lock: the worst case for a popular
 * departure. The departure is given room for all of them first (capacity and single-room allocation raised in the
 * bench's own throwaway database), so every answer is a 200.
 *
 * Each in-flight request uses a session no other in-flight request uses (a free list handed out in setupRequest and
 * returned in onResponse, refilled before each run), so 32 connections are 32 concurrent sessions.
 *
 *   ITINERA_BUILD_DIR=tmp/build-bench npx react-router build
 *   ITINERA_BUILD_DIR=tmp/build-bench node bench/checkout-rooms.mjs                       # SQLite
 *   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:55432/postgres \
 *     ITINERA_BUILD_DIR=tmp/build-bench node bench/checkout-rooms.mjs                     # SQLite, then PostgreSQL
 *
 * With BENCH_POSTGRES_URL (a server URL) the script also creates a throwaway PostgreSQL database, runs the same rows
 * against a server on it, and drops it. Rows run in BENCH_ROUNDS rounds (3) of BENCH_DURATION seconds (2) after a
 * BENCH_WARMUP (1 s) per row, alternating, so a change in the shared machine's load moves both rows alike. Other
 * settings: BENCH_CONNECTIONS (32), SEED_TOURS (60).
 */
import Database from 'better-sqlite3'
import pg from 'pg'
import { startServer, withThrowawayPostgres, withThrowawaySqlite } from './lib/server.mjs'
import {
  autocannonSlices,
  loadNow,
  machineLine,
  machineOf,
  printMarkdownTable,
  runAlternatingRounds,
} from './lib/rounds.mjs'

const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const duration = Number(process.env.BENCH_DURATION ?? 2)
const warmup = Number(process.env.BENCH_WARMUP ?? 1)
const seedTours = process.env.SEED_TOURS ?? '60'
const postgresServer = process.env.BENCH_POSTGRES_URL
const HOST = 'localhost'
const ROOMS_PATH = '/umbraco/api/checkoutapi/roomsresponse'

// ------------------------------------------------------------------------------------------------ the departure

const PICK_DEPARTURE = `
  select d.id, d.filo, d.transport_code, r.id as room_id
  from departures d
  join tours t on t.id = d.tour_id
  join rooms r on r.departure_id = d.id and r.occupancy = 1
  where t.brand_id = 'meridian' and t.market_code = 'GB' and t.published = 1 and d.currency = 'GBP'
  order by d.id limit 1`

/** Room for every session on one Meridian departure: capacity 1000, 500 single rooms, on sale far ahead. */
async function prepareDeparture(databaseUrl) {
  const updates = [
    `update departures set capacity = 1000, seats_sold = 0, open = 1, start_date = '2031-06-01' where id = $1`,
    `update rooms set allocation = 500, sold = 0 where id = $2`,
  ]
  if (databaseUrl.startsWith('postgres')) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      const { rows } = await client.query(PICK_DEPARTURE)
      const departure = rows[0]
      await client.query(updates[0], [departure.id])
      await client.query(updates[1].replace('$2', '$1'), [departure.room_id])
      return departure
    } finally {
      await client.end()
    }
  }
  const sqlite = new Database(databaseUrl.replace(/^file:/, ''))
  try {
    sqlite.pragma('busy_timeout = 5000')
    const departure = sqlite.prepare(PICK_DEPARTURE).get()
    sqlite.prepare(updates[0].replace('$1', '?')).run(departure.id)
    sqlite.prepare(updates[1].replace('$2', '?')).run(departure.room_id)
    return departure
  } finally {
    sqlite.close()
  }
}

// ------------------------------------------------------------------------------------------------ sessions

/** The cookies a response set, as name → value. */
function cookiesOf(response) {
  const cookies = {}
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';')
    const index = pair.indexOf('=')
    cookies[pair.slice(0, index).trim()] = pair.slice(index + 1).trim()
  }
  return cookies
}

const lettersFor = (n) => `A${[...String(n)].map((digit) => 'abcdefghij'[Number(digit)]).join('')}`

/** One browser session with its own quote: CSRF cookie first, then a first rooms response (which starts it). */
async function startSession(origin, departure, index) {
  const priming = await fetch(`${origin}/robots.txt`, { headers: { host: HOST } })
  await priming.arrayBuffer()
  const csrf = cookiesOf(priming)['XSRF-TOKEN']
  const body = (quoteId) =>
    JSON.stringify({
      quoteId,
      departureId: departure.id,
      filo: departure.filo,
      departureTransportCode: departure.transport_code,
      passengers: [{ roomId: departure.room_id, roomKey: 'r', firstName: 'Bench', lastName: lettersFor(index) }],
    })
  const first = await fetch(`${origin}${ROOMS_PATH}`, {
    method: 'POST',
    headers: {
      host: HOST,
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${csrf}`,
      'x-xsrf-token': decodeURIComponent(csrf),
    },
    body: body(0),
  })
  const quote = await first.json()
  if (first.status !== 200)
    throw new Error(`the first rooms response answered ${first.status}: ${JSON.stringify(quote)}`)
  const session = cookiesOf(first).__session
  if (!session) throw new Error('the first rooms response set no session cookie')
  return {
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${csrf}; __session=${session}`,
      'x-xsrf-token': decodeURIComponent(csrf),
    },
    body: body(quote.quoteId),
  }
}

// ------------------------------------------------------------------------------------------------ one dialect

async function benchDialect(dialect, databaseUrl) {
  const server = await startServer({
    label: `checkout-rooms-${dialect}`,
    databaseUrl,
    env: { SEED_TOURS: seedTours, CHECKOUT_HOLD_MINUTES: '30' },
  })
  try {
    const departure = await prepareDeparture(databaseUrl)
    const sessions = []
    for (let i = 0; i < connections; i++) sessions.push(await startSession(server.origin, departure, i))
    const free = [...sessions]

    const rows = [
      {
        name: 'healthz',
        options: { requests: [{ method: 'GET', path: '/healthz' }], headers: { host: HOST } },
      },
      {
        name: 'roomsresponse',
        options: {
          headers: { host: HOST },
          requests: [
            {
              method: 'POST',
              path: ROOMS_PATH,
              setupRequest(request, context) {
                const session = free.pop()
                if (!session) throw new Error('more requests in flight than sessions')
                context.session = session
                return { ...request, headers: { ...request.headers, ...session.headers }, body: session.body }
              },
              onResponse(_status, _body, context) {
                free.push(context.session)
              },
            },
          ],
        },
      },
    ]
    // Every run starts with every session free (a run stops with requests in flight, whose sessions it keeps).
    const slices = autocannonSlices({
      optionsOf: (row) => ({ url: server.origin, connections, ...row.options }),
      duration,
      warmup,
      pid: server.pid,
      beforeRun: () => free.splice(0, free.length, ...sessions),
    })
    const results = await runAlternatingRounds({ rows, rounds, pid: server.pid, ...slices })
    const [healthz, rooms] = results
    rooms.ratioToHealthz = {
      requestsPerSecond: +(rooms.requestsPerSecond / healthz.requestsPerSecond).toFixed(3),
      p50: +(rooms.latencyMs.p50 / healthz.latencyMs.p50).toFixed(1),
      p95: +(rooms.latencyMs.p95 / healthz.latencyMs.p95).toFixed(1),
    }
    return { dialect, departureId: departure.id, results }
  } finally {
    await server.stop()
  }
}

// ------------------------------------------------------------------------------------------------ run

const loadBefore = loadNow()
const runs = []
runs.push(await withThrowawaySqlite('checkout', (url) => benchDialect('sqlite', url)))
if (postgresServer)
  runs.push(await withThrowawayPostgres(postgresServer, 'checkout', (url) => benchDialect('postgres', url)))

const machine = machineOf(loadBefore)
console.log(
  `Checkout rooms response — ${connections} concurrent sessions on one departure, ${rounds} rounds × ${duration} s per row (+${warmup} s warm-up), ${seedTours}-tour catalogue, ${new Date().toISOString()}`,
)
console.log(machineLine(machine))
printMarkdownTable(
  [
    'dialect',
    'row',
    'req/s:',
    'p50 ms:',
    'p95 ms:',
    'p99 ms:',
    'server CPU ms/req:',
    'p50 ÷ /healthz:',
    'p95 ÷ /healthz:',
    'req/s ÷ /healthz:',
  ],
  runs.flatMap(({ dialect, results }) =>
    results.map((row) => {
      const ratio = row.ratioToHealthz ?? { p50: 1, p95: 1, requestsPerSecond: 1 }
      return [
        dialect,
        row.name,
        row.requestsPerSecond,
        row.latencyMs.p50,
        row.latencyMs.p95,
        row.latencyMs.p99,
        row.serverCpuMsPerRequest ?? '?',
        ratio.p50,
        ratio.p95,
        ratio.requestsPerSecond,
      ]
    }),
  ),
)
console.log(
  JSON.stringify({ connections, rounds, secondsPerRound: duration, seedTours: Number(seedTours), machine, runs }),
)
process.exitCode = runs.some(({ results }) => results.some((row) => row.non2xx || row.errors)) ? 1 : 0
