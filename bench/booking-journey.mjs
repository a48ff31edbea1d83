#!/usr/bin/env node
/*
 * The whole booking journey (issue 11 acceptance: "`bench/`: the whole booking journey's server time per booking
 * and confirm-booking latency under 20 concurrent bookings, both dialects"). For each dialect, ONE production server
 * (the built app, a fresh demo catalogue of SEED_TOURS tours, 120 by default), ONE run, four rows in alternating
 * rounds (bench/lib/rounds.mjs), loopback only:
 *
 *   healthz, sequential            GET /healthz one after another                the floor of the journey row
 *   booking journey, sequential    one booking at a time; a sample is the sum of the answer times of its requests
 *   healthz, 20 concurrent         20 clients, each GET /healthz one after another   the floor of the confirm row
 *   confirm-booking, 20 at once    20 bookings started together on ONE departure (the worst case: they queue on
 *                                  its lock); a sample is one confirm-booking's answer time
 *
 * A booking's requests (the calls of the specification, checkout §7, driven as
 * tests/integration/checkout-booking.test.ts drives it, with the same browser-like client):
 *
 *   POST /umbraco/api/checkoutapi/roomsresponse             2 travellers in a twin room (takes the hold)
 *   POST /umbraco/api/checkoutapi/passengerDetailsResponse  both travellers' details, the lead's address
 *   POST /umbraco/api/checkoutapi/payment                   'Full Balance', the first card type offered
 *   GET  /payments/sandbox/:transactionId                   the hosted card page
 *   POST /payments/sandbox/:transactionId                   its form, test card 4242 4242 4242 4242 (approved)
 *   GET  /status-check?transactionId=                       'approved'
 *   POST /confirm-booking                                   → 200 { success, bookingReference, bookingDetails }
 *
 * An answer time is measured by the client on loopback, from the request being sent to its last byte read; the
 * session's CSRF cookie is fetched before the first timed request (a browser has it from the checkout page). The
 * frame's return page (/checkout/payment-complete) and the page loads around the calls are not counted.
 *
 * Departures are stocked with tests/support/factories.ts `stockDeparture` (40 places, 20 twin rooms, starting
 * 2031-06-01 so the deposit option and card payment apply), one departure per 20 bookings, all before the first
 * round, so stocking is never inside a measured slice. Every figure is also given as a ratio to its floor, measured
 * in the same run and rounds, and with the server process's CPU per booking (from /proc), which does not depend on
 * how busy the machine is.
 *
 *   ITINERA_BUILD_DIR=tmp/build-bench npx react-router build
 *   ITINERA_BUILD_DIR=tmp/build-bench node bench/booking-journey.mjs                        # SQLite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres \
 *     ITINERA_BUILD_DIR=tmp/build-bench node bench/booking-journey.mjs                      # SQLite, then PostgreSQL
 *
 * BENCH_DATABASE_URL (or BENCH_POSTGRES_URL) names a PostgreSQL server: the script creates a throwaway database
 * there, runs the same rows against a server on it, and drops it. BENCH_DIALECTS=sqlite|postgres runs one only.
 * Settings: BENCH_ROUNDS (4), BENCH_BOOKINGS sequential bookings per round (10), BENCH_CONCURRENT bookings at once
 * (20), BENCH_HEALTHZ sequential /healthz per round (100; each of the concurrent clients does a fifth of that),
 * SEED_TOURS (120).
 */
import { performance } from 'node:perf_hooks'
import { register } from 'tsx/esm/api'
import { loadNow, machineLine, machineOf, printMarkdownTable, runAlternatingRounds } from './lib/rounds.mjs'
import { startServer, withThrowawayPostgres, withThrowawaySqlite } from './lib/server.mjs'
import { percentile } from './lib/stats.mjs'

// The test support modules (TypeScript) are the one browser-like client and the one departure stocker.
register()
const { client } = await import('../tests/support/http-client.ts')
const { stockDeparture } = await import('../tests/support/factories.ts')
const { passengerDetailsBody } = await import('../tests/support/passenger-details.ts')
const { openDatabase } = await import('../db/database.server.ts')

const rounds = Number(process.env.BENCH_ROUNDS ?? 4)
const bookingsPerRound = Number(process.env.BENCH_BOOKINGS ?? 10)
const concurrent = Number(process.env.BENCH_CONCURRENT ?? 20)
const healthzPerRound = Number(process.env.BENCH_HEALTHZ ?? 100)
const seedTours = process.env.SEED_TOURS ?? '120'
const postgresServer = process.env.BENCH_DATABASE_URL ?? process.env.BENCH_POSTGRES_URL
const dialects = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',')

const START_DATE = '2031-06-01'
/** Twin rooms per stocked departure: stockDeparture's twin allocation (20), so 20 two-person bookings each. */
const BOOKINGS_PER_DEPARTURE = 20
const CARD_APPROVED = '4242424242424242'
const TRAVELLERS = [
  { firstName: 'Ada', lastName: 'Lovelace' },
  { firstName: 'Charles', lastName: 'Babbage' },
]
const STEPS = ['roomsresponse', 'passengerDetails', 'payment', 'cardPage', 'cardSubmit', 'statusCheck', 'confirm']

// ------------------------------------------------------------------------------------------------ one booking

/** A request's answer time in ms; throws unless the status is one of `expected`. */
async function timed(times, step, send, expected = [200]) {
  const started = performance.now()
  const response = await send()
  times[step] = performance.now() - started
  if (!expected.includes(response.status))
    throw new Error(`${step} answered ${response.status}: ${response.text.slice(0, 300)}`)
  return response
}

const passengerDetails = (quote) => passengerDetailsBody(quote)

function hiddenCsrf(html) {
  const token = /name="csrfToken" value="([^"]+)"/.exec(html)?.[1]
  if (!token) throw new Error(`the card page has no csrfToken field: ${html.slice(0, 200)}`)
  return token.replace(/&amp;/g, '&')
}

/**
 * One booking from the rooms response to the confirmation, as one browser session. `beforeConfirm` (optional) is
 * awaited just before confirm-booking. Answers every step's answer time in ms.
 */
async function book(origin, departure, beforeConfirm) {
  const browser = client({ origin })
  await browser.csrfToken()
  const times = {}
  const rooms = await timed(times, 'roomsresponse', () =>
    browser.post('/umbraco/api/checkoutapi/roomsresponse', {
      quoteId: 0,
      departureId: departure.id,
      filo: departure.filo,
      departureTransportCode: departure.transportCode,
      passengers: TRAVELLERS.map((name) => ({ roomId: departure.twin.id, roomKey: 'r1', ...name })),
    }),
  )
  const quote = rooms.json()
  const details = await timed(times, 'passengerDetails', () =>
    browser.post('/umbraco/api/checkoutapi/passengerDetailsResponse', passengerDetails(quote)),
  )
  const { payment: paymentInfo } = details.json()
  const submitted = await timed(times, 'payment', () =>
    browser.post('/umbraco/api/checkoutapi/payment', {
      quoteId: quote.quoteId,
      currentPageUrl: '/checkout',
      cardTypeId: paymentInfo.data.cardTypes[0].id,
      amountToPay: 'Full Balance',
      takeFinalBalance: false,
    }),
  )
  const payment = submitted.json()
  const page = await timed(times, 'cardPage', () => browser.get(payment.url))
  const form = new URLSearchParams({
    csrfToken: hiddenCsrf(page.text),
    cardNumber: CARD_APPROVED,
    expiryMonth: '12',
    expiryYear: String(new Date().getUTCFullYear() + 2),
    cvc: '123',
    nameOnCard: 'Ada Lovelace',
    intent: 'pay',
  }).toString()
  // The hosted page answers its form with a redirect to the frame's return page (a full document load).
  await timed(
    times,
    'cardSubmit',
    () =>
      browser.post(payment.url, form, {
        csrf: false,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      }),
    [200, 302, 303],
  )
  const status = await timed(times, 'statusCheck', () =>
    browser.get(`/status-check?transactionId=${payment.transactionId}`),
  )
  if (status.json().status !== 'approved') throw new Error(`status-check answered ${status.text}`)
  await beforeConfirm?.()
  const confirmed = await timed(times, 'confirm', () =>
    browser.post('/confirm-booking', {
      transactionId: payment.transactionId,
      quoteId: quote.quoteId,
      takeFinalBalance: false,
    }),
  )
  if (confirmed.json().success !== true) throw new Error(`confirm-booking answered ${confirmed.text}`)
  return times
}

// ------------------------------------------------------------------------------------------------ floors

async function healthzRoundTrips(origin, count) {
  const browser = client({ origin })
  const latencies = []
  let failed = 0
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    const response = await browser.get('/healthz')
    latencies.push(performance.now() - started)
    if (response.status !== 200) failed += 1
  }
  return { latencies, failed }
}

// ------------------------------------------------------------------------------------------------ one dialect

/** Departures with room for `bookings` two-person bookings, BOOKINGS_PER_DEPARTURE on each. */
async function stockDepartures(db, used, bookings) {
  const departures = []
  for (let left = bookings; left > 0; left -= BOOKINGS_PER_DEPARTURE)
    departures.push(
      await stockDeparture(db, {
        placesLeft: 2 * BOOKINGS_PER_DEPARTURE,
        capacity: 2 * BOOKINGS_PER_DEPARTURE,
        twinsLeft: BOOKINGS_PER_DEPARTURE,
        startDate: START_DATE,
        used,
      }),
    )
  return departures
}

/** Hands out a departure with a twin room left for each booking, in order. */
function departurePool(departures) {
  let taken = 0
  return () => departures[Math.floor(taken++ / BOOKINGS_PER_DEPARTURE)]
}

async function benchDialect(dialect, databaseUrl) {
  const server = await startServer({
    label: `booking-journey-${dialect}`,
    databaseUrl,
    env: { SEED_TOURS: seedTours, CHECKOUT_HOLD_MINUTES: '30' },
  })
  const database = openDatabase(databaseUrl)
  try {
    const used = new Set()
    // Sequential bookings (+1 for the warm-up) share departures; each concurrent round (+ warm-up) has its own.
    const nextSequential = departurePool(await stockDepartures(database.db, used, rounds * bookingsPerRound + 1))
    const concurrentDepartures = []
    for (let round = 0; round <= rounds; round++)
      concurrentDepartures.push((await stockDepartures(database.db, used, concurrent))[0])
    if (concurrent > BOOKINGS_PER_DEPARTURE)
      throw new Error(`BENCH_CONCURRENT is at most ${BOOKINGS_PER_DEPARTURE} (one departure's twin rooms)`)
    let concurrentRound = 0

    const stepTimes = Object.fromEntries(STEPS.map((step) => [step, []]))
    const journeyWall = []

    /** `count` bookings at once on one departure; all wait for each other before confirming, then confirm. */
    async function bookTogether(count) {
      const departure = concurrentDepartures[concurrentRound++]
      let arrived = 0
      let release
      const allReady = new Promise((resolve) => (release = resolve))
      const arrive = () => {
        arrived += 1
        if (arrived === count) release()
      }
      const started = performance.now()
      const settled = await Promise.allSettled(
        Array.from({ length: count }, async () => {
          let waiting = false
          try {
            return await book(server.origin, departure, () => {
              waiting = true
              arrive()
              return allReady
            })
          } catch (error) {
            // A booking that failed before the barrier must not hold the others back.
            if (!waiting) arrive()
            throw error
          }
        }),
      )
      const seconds = (performance.now() - started) / 1000
      const failures = settled.filter((outcome) => outcome.status === 'rejected')
      if (failures.length) console.error(`  ${failures.length} concurrent bookings failed: ${failures[0].reason}`)
      return {
        latencies: settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.confirm] : [])),
        failed: failures.length,
        seconds,
      }
    }

    const rows = [
      {
        name: 'healthz, sequential',
        async measure() {
          const started = performance.now()
          const { latencies, failed } = await healthzRoundTrips(server.origin, healthzPerRound)
          return {
            latencies,
            requests: latencies.length,
            non2xx: failed,
            seconds: (performance.now() - started) / 1000,
          }
        },
      },
      {
        name: 'booking journey, sequential (sum of 7 answers)',
        async measure() {
          const started = performance.now()
          const latencies = []
          let errors = 0
          for (let i = 0; i < bookingsPerRound; i++) {
            try {
              const wallStarted = performance.now()
              const times = await book(server.origin, nextSequential())
              journeyWall.push(performance.now() - wallStarted)
              for (const step of STEPS) stepTimes[step].push(times[step])
              latencies.push(STEPS.reduce((sum, step) => sum + times[step], 0))
            } catch (error) {
              errors += 1
              console.error(`  a sequential booking failed: ${error.message}`)
            }
          }
          return { latencies, requests: latencies.length, errors, seconds: (performance.now() - started) / 1000 }
        },
        warmUp: () => book(server.origin, nextSequential()),
      },
      {
        name: `healthz, ${concurrent} concurrent`,
        async measure() {
          const started = performance.now()
          const each = await Promise.all(
            Array.from({ length: concurrent }, () =>
              healthzRoundTrips(server.origin, Math.max(1, Math.round(healthzPerRound / 5))),
            ),
          )
          const latencies = each.flatMap((one) => one.latencies)
          return {
            latencies,
            requests: latencies.length,
            non2xx: each.reduce((sum, one) => sum + one.failed, 0),
            seconds: (performance.now() - started) / 1000,
          }
        },
      },
      {
        name: `confirm-booking, ${concurrent} bookings at once`,
        async measure() {
          const { latencies, failed, seconds } = await bookTogether(concurrent)
          return { latencies, requests: latencies.length, errors: failed, seconds }
        },
        warmUp: () => bookTogether(concurrent),
      },
    ]
    const results = await runAlternatingRounds({
      rows,
      rounds,
      pid: server.pid,
      measureRow: (row) => row.measure(),
      warmUp: async (row) => {
        await row.warmUp?.()
      },
      onRoundDone: (round) => console.error(`  ${dialect}: round ${round + 1} of ${rounds} done`),
    })
    const [healthz, journey, healthzConcurrent, confirm] = results
    const ratio = (a, b) => +(a / b).toFixed(1)
    journey.ratioToFloor = {
      p50: ratio(journey.latencyMs.p50, healthz.latencyMs.p50),
      p95: ratio(journey.latencyMs.p95, healthz.latencyMs.p95),
      serverCpu: ratio(journey.serverCpuMsPerRequest, healthz.serverCpuMsPerRequest),
    }
    confirm.ratioToFloor = {
      p50: ratio(confirm.latencyMs.p50, healthzConcurrent.latencyMs.p50),
      p95: ratio(confirm.latencyMs.p95, healthzConcurrent.latencyMs.p95),
      max: ratio(confirm.latencyMs.max, healthzConcurrent.latencyMs.max),
    }
    const median = (values) =>
      +percentile(
        [...values].sort((a, b) => a - b),
        50,
      ).toFixed(1)
    const stepMediansMs = Object.fromEntries(STEPS.map((step) => [step, median(stepTimes[step])]))
    return { dialect, results, stepMediansMs, journeyWallMedianMs: median(journeyWall) }
  } finally {
    await database.close()
    await server.stop()
  }
}

// ------------------------------------------------------------------------------------------------ run

const loadBefore = loadNow()
const runs = []
if (dialects.includes('sqlite')) runs.push(await withThrowawaySqlite('journey', (url) => benchDialect('sqlite', url)))
if (postgresServer && dialects.includes('postgres'))
  runs.push(await withThrowawayPostgres(postgresServer, 'journey', (url) => benchDialect('postgres', url)))

const machine = machineOf(loadBefore)
console.log(
  `Booking journey — ${rounds} rounds; per round ${bookingsPerRound} sequential bookings, ${concurrent} bookings at once on one departure, ${healthzPerRound} /healthz; ${seedTours}-tour catalogue, ${new Date().toISOString()}`,
)
console.log(machineLine(machine))
printMarkdownTable(
  [
    'dialect',
    'row',
    'samples:',
    'p50 ms:',
    'p95 ms:',
    'max ms:',
    'server CPU ms / sample:',
    'p50 ÷ floor:',
    'p95 ÷ floor:',
    'max ÷ floor:',
    'CPU ÷ floor:',
  ],
  runs.flatMap(({ dialect, results }) =>
    results.map((row) => {
      const ratio = row.ratioToFloor ?? {}
      const { p50, p95, max } = row.latencyMs
      const cpu = row.serverCpuMsPerRequest ?? '?'
      return [dialect, row.name, row.requests, p50, p95, max, cpu, ratio.p50, ratio.p95, ratio.max, ratio.serverCpu]
    }),
  ),
)
for (const { dialect, stepMediansMs, journeyWallMedianMs } of runs)
  console.log(
    `${dialect}: median answer time per step (sequential), ms: ${STEPS.map((step) => `${step} ${stepMediansMs[step]}`).join(', ')}; journey wall time median ${journeyWallMedianMs} ms`,
  )
console.log(
  JSON.stringify({
    rounds,
    bookingsPerRound,
    concurrent,
    healthzPerRound,
    seedTours: Number(seedTours),
    machine,
    runs,
  }),
)
process.exitCode = runs.some(({ results }) => results.some((row) => row.non2xx || row.errors)) ? 1 : 0
