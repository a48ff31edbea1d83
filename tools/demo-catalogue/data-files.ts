import { readFileSync } from 'node:fs'
import { z } from 'zod'

/*
 * Reading the reference data files under data/: JSON for nested records, CSV (RFC 4180, a header row, UTF-8) for
 * flat tables that read best as one line per row. Every file is validated with its Zod schema as it is read, and a
 * problem names the file, the row and the field, so a typo in a data file stops the seed before it writes anything.
 */

const DATA_DIRECTORY = new URL('./data/', import.meta.url)

export class DataFileError extends Error {
  constructor(file: string, problems: string[]) {
    super(`tools/demo-catalogue/data/${file}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'DataFileError'
  }
}

function readDataFile(file: string, directory: URL): string {
  return readFileSync(new URL(file, directory), 'utf8')
}

function describeIssues(error: z.ZodError, where: (path: PropertyKey[]) => string): string[] {
  return error.issues.map((issue) => `${where(issue.path)}: ${issue.message}`)
}

/** The records of a JSON file holding one array. */
export function readJsonRecords<T extends z.ZodType>(
  file: string,
  record: T,
  directory: URL = DATA_DIRECTORY,
): Array<z.output<T>> {
  let value: unknown
  try {
    value = JSON.parse(readDataFile(file, directory))
  } catch (error) {
    throw new DataFileError(file, [(error as Error).message])
  }
  const result = z.array(record).safeParse(value)
  if (!result.success) {
    throw new DataFileError(
      file,
      describeIssues(
        result.error,
        ([index, ...rest]) => `record ${String(index)}${rest.length ? ` ${rest.join('.')}` : ''}`,
      ),
    )
  }
  return result.data
}

/** Splits RFC 4180 text into rows of fields: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  let i = 0
  const endField = () => {
    row.push(field)
    field = ''
  }
  const endRow = () => {
    endField()
    rows.push(row)
    row = []
  }
  while (i < text.length) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i += 2
        continue
      }
      if (char === '"') quoted = false
      else field += char
      i++
      continue
    }
    if (char === '"' && field === '') quoted = true
    else if (char === ',') endField()
    else if (char === '\n' || char === '\r') {
      endRow()
      if (char === '\r' && text[i + 1] === '\n') i++
    } else field += char
    i++
  }
  if (quoted) throw new Error('a quoted field is not closed')
  if (field !== '' || row.length) endRow()
  return rows
}

/** The rows of a CSV file as records keyed by its header, each validated by `record`. Empty cells are ''. */
export function readCsvRecords<T extends z.ZodType>(
  file: string,
  record: T,
  directory: URL = DATA_DIRECTORY,
): Array<z.output<T>> {
  let rows: string[][]
  try {
    rows = parseCsv(readDataFile(file, directory))
  } catch (error) {
    throw new DataFileError(file, [(error as Error).message])
  }
  const [header, ...body] = rows
  if (!header) throw new DataFileError(file, ['no header row'])
  const problems: string[] = []
  const records: Array<z.output<T>> = []
  body.forEach((cells, index) => {
    const line = index + 2
    if (cells.length !== header.length) {
      problems.push(`line ${line}: ${cells.length} fields, the header names ${header.length}`)
      return
    }
    const result = record.safeParse(Object.fromEntries(header.map((name, column) => [name, cells[column]])))
    if (result.success) records.push(result.data)
    else problems.push(...describeIssues(result.error, (path) => `line ${line} ${path.join('.')}`))
  })
  if (problems.length) throw new DataFileError(file, problems)
  return records
}

// Cell types for CSV schemas: every cell arrives as text.

/** A required text cell. */
export const text = z.string().min(1, 'is empty')
/** An optional text cell: empty means null. */
export const optionalText = z.string().transform((value) => (value === '' ? null : value))
/** A decimal number written plainly ('51.47', '-0.45', '0'). */
export const decimal = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/, 'is not a number')
  .transform(Number)
/** A space-separated list; an empty cell is an empty list. */
export const wordList = z.string().transform((value) => (value === '' ? [] : value.split(' ')))
/** 'yes' or 'no'. */
export const yesNo = z.enum(['yes', 'no']).transform((value) => value === 'yes')
