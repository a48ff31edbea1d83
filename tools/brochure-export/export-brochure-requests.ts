import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { exportBrochureRequests } from '../../app/features/brochures/index.server'
import { databaseUrlFrom } from '../../db/database-url'
import { openDatabase } from '../../db/database.server'

/*
 * An operating tool, not part of the server or of db/ (it uses the brochures feature's export service).
 *
 * `npm run brochures:export [-- --out requests.csv] [-- --brand meridian]`: the brochure requests not exported yet,
 * as CSV (RFC 4180) on stdout or into --out, marked exported in the same transaction so the next run holds only
 * new ones. The summary goes to stderr, so stdout is only the CSV.
 */
const USAGE = 'Usage: brochures:export [--out file.csv] [--brand meridian|cavendish]'

async function main() {
  let values: { out?: string; brand?: string; help?: boolean }
  try {
    ;({ values } = parseArgs({
      options: {
        out: { type: 'string', short: 'o' },
        brand: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }))
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    process.exit(2)
  }
  if (values.help) {
    console.error(USAGE)
    return
  }
  const database = openDatabase(databaseUrlFrom(process.env))
  try {
    const result = await exportBrochureRequests(database.db, {
      ...(values.brand ? { brandId: values.brand } : {}),
      write: async (csv) => {
        if (values.out) await writeFile(values.out, csv, 'utf8')
        else
          await new Promise<void>((resolve, reject) =>
            process.stdout.write(csv, (error) => (error ? reject(error) : resolve())),
          )
      },
    })
    console.error(
      `Exported ${result.count} brochure request${result.count === 1 ? '' : 's'}${values.out ? ` to ${values.out}` : ''} (marked ${result.exportedAt}).`,
    )
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
