import { parseArgs } from 'node:util'
import { databaseUrlFrom } from '../../db/database-url'
import { openDatabase } from '../../db/database.server'
import { migrateToLatest } from '../../db/migrate.server'
import { isIsoDate } from './calendar-days'
import { CustomerDataError, DEFAULT_SEED, DEFAULT_TOURS, MAX_TOURS, seedDemoCatalogue } from './catalogue.server'

/*
 * `npm run db:seed -- [--tours N] [--seed N] [--today YYYY-MM-DD] [--force]`: replace everything in the configured
 * database (DATABASE_URL) with a freshly generated demo catalogue, then print what was written. A database that
 * holds customers, bookings or payments is left alone unless --force is given. The CLI (cli/seed.ts) only wires
 * this to the process, so tests run the real command in-process.
 */

export const USAGE = `Usage: npm run db:seed -- [--tours N] [--seed N] [--today YYYY-MM-DD] [--force]

  --tours N      tours to generate, 1-${MAX_TOURS} (default ${DEFAULT_TOURS})
  --seed N       random seed; the same seed, tours and date give identical rows (default ${DEFAULT_SEED})
  --today DATE   the date departures are generated from (default: today, UTC)
  --force        replace the database even when it holds customers, bookings or payments

Every existing row in the database (DATABASE_URL) is replaced.`

/** Exit codes: 0 seeded (or help), 1 refused or failed, 2 bad arguments. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const

export interface SeedArguments {
  tours: number
  seed: number
  today: string | undefined
  force: boolean
}

export type ParsedSeedCommand =
  { kind: 'run'; args: SeedArguments } | { kind: 'help' } | { kind: 'invalid'; message: string }

export function parseSeedArguments(argv: string[]): ParsedSeedCommand {
  let values: { tours?: string; seed?: string; today?: string; force?: boolean; help?: boolean }
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: {
        tours: { type: 'string' },
        seed: { type: 'string' },
        today: { type: 'string' },
        force: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }))
  } catch (error) {
    return { kind: 'invalid', message: (error as Error).message }
  }
  if (values.help) return { kind: 'help' }
  const whole = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text) : Number.NaN)
  const tours = values.tours === undefined ? DEFAULT_TOURS : whole(values.tours)
  if (!Number.isSafeInteger(tours) || tours < 1 || tours > MAX_TOURS) {
    return {
      kind: 'invalid',
      message: `--tours must be a whole number from 1 to ${MAX_TOURS} (got ${JSON.stringify(values.tours)}).`,
    }
  }
  const seed = values.seed === undefined ? DEFAULT_SEED : whole(values.seed)
  if (!Number.isSafeInteger(seed)) {
    return { kind: 'invalid', message: `--seed must be a whole number (got ${JSON.stringify(values.seed)}).` }
  }
  if (values.today !== undefined && !isIsoDate(values.today)) {
    return {
      kind: 'invalid',
      message: `--today must be a real date written YYYY-MM-DD (got ${JSON.stringify(values.today)}).`,
    }
  }
  return { kind: 'run', args: { tours, seed, today: values.today, force: values.force === true } }
}

export interface SeedCommandIo {
  env: Record<string, string | undefined>
  log: (line: string) => void
  error: (line: string) => void
}

/** Runs `db:seed` with these arguments and returns the process exit code. */
export async function runSeedCommand(argv: string[], io: SeedCommandIo): Promise<number> {
  const parsed = parseSeedArguments(argv)
  if (parsed.kind === 'help') {
    io.log(USAGE)
    return EXIT.ok
  }
  if (parsed.kind === 'invalid') {
    io.error(`${parsed.message}\n\n${USAGE}`)
    return EXIT.usage
  }
  const { args } = parsed
  const started = performance.now()
  let database
  try {
    database = openDatabase(databaseUrlFrom(io.env))
  } catch (error) {
    io.error(`Cannot open the database: ${(error as Error).message}`)
    return EXIT.failed
  }
  try {
    await migrateToLatest(database.db)
    io.log(`Seeding ${args.tours} tours into ${database.location} (${database.dialect}), seed ${args.seed}…`)
    const summary = await seedDemoCatalogue(database.db, {
      tours: args.tours,
      seed: args.seed,
      ...(args.today ? { today: args.today } : {}),
      replaceCustomerData: args.force,
      onProgress: (message) => io.log(`  ${message}`),
    })
    const width = Math.max(...Object.keys(summary.counts).map((table) => table.length))
    io.log(`\nRows written (departures from ${summary.today}):`)
    for (const [table, count] of Object.entries(summary.counts)) {
      io.log(`  ${table.padEnd(width)}  ${count.toLocaleString('en-GB').padStart(10)}`)
    }
    const total = Object.values(summary.counts).reduce((sum, count) => sum + count, 0)
    io.log(`  ${'total'.padEnd(width)}  ${total.toLocaleString('en-GB').padStart(10)}`)
    io.log(
      `\nSeeded in ${(summary.elapsedMs / 1000).toFixed(1)} s (${((performance.now() - started) / 1000).toFixed(1)} s including migrations).`,
    )
    return EXIT.ok
  } catch (error) {
    if (error instanceof CustomerDataError) {
      io.error(
        `Refusing to seed ${database.location}: ${error.message}\n` +
          'Nothing was changed. Run `npm run db:seed -- --force` to replace everything, customer data included.',
      )
      return EXIT.failed
    }
    io.error(error instanceof Error ? (error.stack ?? error.message) : String(error))
    return EXIT.failed
  } finally {
    await database.close()
  }
}
