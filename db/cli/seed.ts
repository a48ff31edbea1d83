import { parseArgs } from 'node:util'
import { openDatabase } from '../database.server'
import { migrateToLatest } from '../migrate.server'
import { isIsoDate } from '../seed/calendar-days'
import { DEFAULT_SEED, DEFAULT_TOURS, MAX_TOURS, seedDemoCatalogue } from '../seed/catalogue.server'
import { ConfigError, loadConfig } from '../../server/config'

/*
 * `npm run db:seed -- [--tours N] [--seed N] [--today YYYY-MM-DD]`: replace everything in the configured database
 * (DATABASE_URL) with a freshly generated demo catalogue, then print what was written.
 */

const USAGE = `Usage: npm run db:seed -- [--tours N] [--seed N] [--today YYYY-MM-DD]

  --tours N      tours to generate, 1-${MAX_TOURS} (default ${DEFAULT_TOURS})
  --seed N       random seed; the same seed, tours and date give identical rows (default ${DEFAULT_SEED})
  --today DATE   the date departures are generated from (default: today, UTC)

Every existing row in the database (DATABASE_URL) is replaced.`

interface SeedArguments {
  tours: number
  seed: number
  today: string | undefined
}

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`)
  process.exit(2)
}

function parseArguments(argv: string[]): SeedArguments {
  let values: { tours?: string; seed?: string; today?: string; help?: boolean }
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: {
        tours: { type: 'string' },
        seed: { type: 'string' },
        today: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }))
  } catch (error) {
    fail((error as Error).message)
  }
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  const whole = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text) : Number.NaN)
  const tours = values.tours === undefined ? DEFAULT_TOURS : whole(values.tours)
  if (!Number.isSafeInteger(tours) || tours < 1 || tours > MAX_TOURS) {
    fail(`--tours must be a whole number from 1 to ${MAX_TOURS} (got ${JSON.stringify(values.tours)}).`)
  }
  const seed = values.seed === undefined ? DEFAULT_SEED : whole(values.seed)
  if (!Number.isSafeInteger(seed)) fail(`--seed must be a whole number (got ${JSON.stringify(values.seed)}).`)
  if (values.today !== undefined && !isIsoDate(values.today)) {
    fail(`--today must be a real date written YYYY-MM-DD (got ${JSON.stringify(values.today)}).`)
  }
  return { tours, seed, today: values.today }
}

const args = parseArguments(process.argv.slice(2))

try {
  const config = loadConfig()
  const started = performance.now()
  const database = openDatabase(config.DATABASE_URL)
  try {
    await migrateToLatest(database.db)
    console.log(`Seeding ${args.tours} tours into ${database.location} (${database.dialect}), seed ${args.seed}…`)
    const summary = await seedDemoCatalogue(database.db, {
      tours: args.tours,
      seed: args.seed,
      ...(args.today ? { today: args.today } : {}),
      onProgress: (message) => console.log(`  ${message}`),
    })
    const width = Math.max(...Object.keys(summary.counts).map((table) => table.length))
    console.log(`\nRows written (departures from ${summary.today}):`)
    for (const [table, count] of Object.entries(summary.counts)) {
      console.log(`  ${table.padEnd(width)}  ${count.toLocaleString('en-GB').padStart(10)}`)
    }
    const total = Object.values(summary.counts).reduce((sum, count) => sum + count, 0)
    console.log(`  ${'total'.padEnd(width)}  ${total.toLocaleString('en-GB').padStart(10)}`)
    console.log(
      `\nSeeded in ${(summary.elapsedMs / 1000).toFixed(1)} s (${((performance.now() - started) / 1000).toFixed(1)} s including migrations).`,
    )
  } finally {
    await database.close()
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}
