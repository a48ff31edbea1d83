/*
 * Shared by the load benches: autocannon runs that keep every response time, exact percentiles, and the server
 * process's CPU time (so a figure that does not depend on the machine's load can be reported beside latencies).
 */
import { readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import autocannon from 'autocannon'

/** User + system CPU seconds a process has used so far (Linux /proc; null elsewhere or without a pid). */
export function cpuSeconds(pid) {
  if (!pid) return null
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100 // utime + stime, in 100 Hz ticks
  } catch {
    return null
  }
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index]
}

/** One autocannon run; `onResponse(client, statusCode, bytes, responseTime)` sees every response. */
export function run(options, onResponse) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)))
    if (onResponse) instance.on('response', onResponse)
  })
}

/**
 * A measured run: every 200 response's time, the server's CPU over the run. Returns { result, latencies (sorted, ms),
 * latencyMs: { p50, p95, p99, max } (to 0.1 ms), serverCpuMsPerRequest (rounded to `cpuDigits`) }.
 */
export async function measure(options, pid, { cpuDigits = 2 } = {}) {
  const latencies = []
  const cpuBefore = cpuSeconds(pid)
  const result = await run(options, (_client, statusCode, _bytes, responseTime) => {
    if (statusCode === 200) latencies.push(responseTime)
  })
  const cpuAfter = cpuSeconds(pid)
  latencies.sort((a, b) => a - b)
  const round = (value) => +value.toFixed(1)
  return {
    result,
    latencies,
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1) ?? Number.NaN),
    },
    serverCpuMsPerRequest:
      cpuBefore === null || cpuAfter === null
        ? null
        : +(((cpuAfter - cpuBefore) * 1000) / result.requests.total).toFixed(cpuDigits),
  }
}

/** The fields every load bench reports, from a `measure` answer, in the order the JSON line has always had them. */
export function loadFigures({ result, latencies, latencyMs, serverCpuMsPerRequest }, budgetP95Ms) {
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    serverCpuMsPerRequest,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    latencyMs,
    machine: { cpus: cpus().length, loadAverage1mAtEnd: +loadavg()[0].toFixed(2) },
    budgetP95Ms,
    withinBudget: percentile(latencies, 95) <= budgetP95Ms,
  }
}

/** Prints a load bench's figures (after its own title lines) and the JSON line; exit code 1 on errors or non-2xx. */
export function printLoadFigures(summary) {
  const { latencyMs } = summary
  console.log(`  p50 ${latencyMs.p50} ms   p95 ${latencyMs.p95} ms   p99 ${latencyMs.p99} ms   max ${latencyMs.max} ms`)
  console.log(
    `  ${summary.requests} requests (${summary.requestsPerSecond}/s), server CPU ${summary.serverCpuMsPerRequest ?? '?'} ms/request, non-2xx ${summary.non2xx}, errors ${summary.errors}`,
  )
  console.log(
    `  machine: ${summary.machine.cpus} CPUs, load average (1 min) at the end ${summary.machine.loadAverage1mAtEnd}`,
  )
  console.log(`  budget p95 ≤ ${summary.budgetP95Ms} ms: ${summary.withinBudget ? 'met' : 'MISSED'}`)
  console.log(JSON.stringify(summary))
  process.exitCode = summary.non2xx || summary.errors ? 1 : 0
}
