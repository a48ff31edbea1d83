// Adds up the JSON reports of every suite into one closing line: "Total: N passed, N failed", and names every failed
// test with the first line of its error just above it, so that the end of a long CI log (often all that is kept)
// says which test failed and why.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const dir = process.argv[2] ?? 'test-results'
let passed = 0
let failed = 0
let skipped = 0
/** "report: file › title — first line of the error" for every failed test. */
const failures = []

// eslint-disable-next-line no-control-regex -- the reporters' messages carry terminal colour codes
const plain = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '')
const firstLine = (text) =>
  plain(text)
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.length > 0)
    ?.slice(0, 300) ?? '(no message)'

/** Vitest's JSON report (Jest's shape). */
function vitestFailures(file, report) {
  for (const result of report.testResults ?? []) {
    const path = relative(process.cwd(), String(result.name ?? ''))
    const failedAssertions = (result.assertionResults ?? []).filter((assertion) => assertion.status === 'failed')
    for (const assertion of failedAssertions) {
      failures.push(`${file}: ${path} › ${assertion.fullName} — ${firstLine(assertion.failureMessages?.[0])}`)
    }
    // A file that failed to load has no failed assertion but a message of its own.
    if (failedAssertions.length === 0 && result.status === 'failed') {
      failures.push(`${file}: ${path} — ${firstLine(result.message)}`)
    }
  }
}

/** Playwright's JSON report: suites of specs of tests, each with its results (retries included). */
function playwrightFailures(file, report) {
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue
        const last = test.results?.at(-1)
        const error = last?.error?.message ?? last?.errors?.[0]?.message
        failures.push(
          `${file}: ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')} — ${firstLine(error)}`,
        )
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.title && !child.file ? [...titles, child.title] : titles)
  }
  for (const suite of report.suites ?? []) walk(suite, [])
  for (const error of report.errors ?? []) failures.push(`${file}: ${firstLine(error.message)}`)
}

for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'))
  if ('numPassedTests' in report) {
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += report.numPendingTests + (report.numTodoTests ?? 0)
    vitestFailures(file, report)
  } else if (report.stats) {
    passed += report.stats.expected + report.stats.flaky
    failed += report.stats.unexpected
    skipped += report.stats.skipped
    playwrightFailures(file, report)
  }
  console.log(`${file}: read`)
}
if (failures.length > 0) {
  console.log(`\nFailed (${failures.length}):`)
  for (const failure of failures) console.log(`  ✘ ${failure}`)
  console.log('')
}
console.log(`Total: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 || passed === 0 || failures.length > 0 ? 1 : 0)
