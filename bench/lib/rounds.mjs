/*
 * Shared by the benches that compare rows against each other in one run (checkout-rooms, page-cache,
 * booking-journey): the rows run in alternating rounds, every row once per round, so that a change in the shared
 * machine's load during the run moves every row alike instead of the rows measured in a bad minute. Each row's
 * figures are the sum over its rounds: exact latency percentiles from every sample, the rate, and the server
 * process's CPU per request (settled after each slice, so requests still in flight when a slice stops are counted in
 * the row that sent them). Also the machine line every bench prints beside its figures.
 */
import { readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { cpuSeconds, measure, percentile, run } from './stats.mjs'

/** The CPU model from /proc/cpuinfo ('unknown' elsewhere). */
export function cpuModel() {
  try {
    return /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

/** What a recorded figure needs beside it: cores, CPU, Node, the 1-minute load average before and at the end. */
export function machineOf(loadAverage1mBefore) {
  return {
    nproc: cpus().length,
    cpuModel: cpuModel(),
    node: process.version,
    loadAverage1mBefore,
    loadAverage1mAtEnd: +loadavg()[0].toFixed(2),
  }
}

/** The 1-minute load average now, to two places (take it before a run for `machineOf`). */
export const loadNow = () => +loadavg()[0].toFixed(2)

/** The printable machine line: '2 × AMD EPYC …, Node v20…, load 1.2 → 2.3'. */
export const machineLine = (machine) =>
  `machine: ${machine.nproc} × ${machine.cpuModel}, Node ${machine.node}, load ${machine.loadAverage1mBefore} → ${machine.loadAverage1mAtEnd}`

/**
 * The server's CPU seconds once it has finished the requests still in flight when a slice stopped, so their cost is
 * counted in the row that sent them rather than the next one (up to 3 s; null without a pid).
 */
export async function settledCpuSeconds(pid) {
  let last = cpuSeconds(pid)
  if (last === null) return null
  for (let waited = 0; waited < 3000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    const now = cpuSeconds(pid)
    if (now - last < 0.005) return now
    last = now
  }
  return last
}

/**
 * Runs `rows` in `rounds` alternating rounds against the server process `pid` (null: CPU is not read).
 *
 * - `measureRow(row, round)` measures one slice of one row and answers `{ requests, served?, seconds, latencies,
 *   non2xx, errors }`: `requests` completed in the slice, `served` the requests the server worked on (default
 *   `requests`; more when requests in flight at the end of a slice were cut off but still served), `seconds` the
 *   slice's length, `latencies` the samples in ms.
 * - `warmUp(row)`, when given, runs once before a row's first measured slice, outside the CPU count.
 * - `onRoundDone(round)` after each round (progress on stderr).
 *
 * Answers one summary per row, in order: `{ name, requestsPerSecond, latencyMs: { p50, p95, p99, max },
 * serverCpuMsPerRequest, requests, non2xx, errors }` (CPU per `served` request).
 */
export async function runAlternatingRounds({ rows, rounds, pid, measureRow, warmUp, onRoundDone }) {
  const totals = rows.map(() => ({
    requests: 0,
    served: 0,
    seconds: 0,
    cpuMs: 0,
    cpuKnown: true,
    latencies: [],
    non2xx: 0,
    errors: 0,
  }))
  for (let round = 0; round < rounds; round++) {
    for (const [index, row] of rows.entries()) {
      if (round === 0 && warmUp) {
        await warmUp(row)
        await settledCpuSeconds(pid)
      }
      const cpuBefore = cpuSeconds(pid)
      const slice = await measureRow(row, round)
      const cpuAfter = await settledCpuSeconds(pid)
      const total = totals[index]
      total.requests += slice.requests
      total.served += slice.served ?? slice.requests
      total.seconds += slice.seconds
      total.non2xx += slice.non2xx ?? 0
      total.errors += slice.errors ?? 0
      total.latencies.push(...slice.latencies)
      if (cpuBefore === null || cpuAfter === null) total.cpuKnown = false
      else total.cpuMs += (cpuAfter - cpuBefore) * 1000
    }
    onRoundDone?.(round)
  }
  return rows.map((row, index) => {
    const total = totals[index]
    const latencies = total.latencies.sort((a, b) => a - b)
    const at = (p) => +percentile(latencies, p).toFixed(1)
    return {
      name: row.name,
      requestsPerSecond: total.seconds ? Math.round(total.requests / total.seconds) : null,
      latencyMs: { p50: at(50), p95: at(95), p99: at(99), max: +(latencies.at(-1) ?? Number.NaN).toFixed(1) },
      serverCpuMsPerRequest: total.cpuKnown && total.served ? +(total.cpuMs / total.served).toFixed(2) : null,
      requests: total.requests,
      non2xx: total.non2xx,
      errors: total.errors,
    }
  })
}

/**
 * `measureRow` and `warmUp` for autocannon rows: `optionsOf(row)` gives the row's autocannon options (url,
 * connections, requests, headers…); each slice runs `duration` seconds, the warm-up `warmup` seconds (0: none).
 * `beforeRun()` runs before every autocannon run, warm-up included (e.g. to hand every session back).
 */
export function autocannonSlices({ optionsOf, duration, warmup, pid, beforeRun }) {
  return {
    warmUp:
      warmup > 0
        ? async (row) => {
            beforeRun?.()
            await run({ ...optionsOf(row), duration: warmup })
          }
        : undefined,
    async measureRow(row) {
      beforeRun?.()
      const options = optionsOf(row)
      const { result, latencies } = await measure({ ...options, duration }, pid)
      return {
        requests: result.requests.total,
        // Every connection has one request in flight when autocannon stops; the server still serves it (its CPU is
        // in the settled figure), so it counts for the CPU per request.
        served: result.requests.total + (options.connections ?? 10),
        seconds: result.duration,
        latencies,
        non2xx: result.non2xx,
        errors: result.errors,
      }
    },
  }
}

/**
 * Prints a Markdown table (as recorded in bench/README.md): `columns` are titles, a title ending in ':' is
 * right-aligned (the colon is dropped); `rows` are arrays of cells, null or undefined printed empty.
 */
export function printMarkdownTable(columns, rows) {
  const line = (cells) => `| ${cells.map((cell) => cell ?? '').join(' | ')} |`
  console.log(line(columns.map((title) => title.replace(/:$/, ''))))
  console.log(line(columns.map((title) => (title.endsWith(':') ? '---:' : '---'))))
  for (const row of rows) console.log(line(row))
}
