/*
 * CSV downloads of the back office (issue 14): RFC 4180 (CRLF, cells quoted when they hold a comma, quote or line
 * break, quotes doubled), a UTF-8 byte-order mark so spreadsheet programs read accents, and cells that start like a
 * formula (= + - @, tab, CR) prefixed with an apostrophe, so opening an export never runs what a customer typed.
 */

export type CsvCell = string | number | null | undefined

const FORMULA_START = /^[=+\-@\t\r]/
/** A plain decimal number ('-20.00', a refund) starts with '-' but is no formula: it stays a number. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[headers, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`
}

/** The download: never cached, saved under `filename`. */
export function csvResponse(filename: string, csv: string): Response {
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '-')}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  })
}

/**
 * Minor units as decimal pounds for a CSV cell: '1299.50'. A negative amount is a number cell (-20, -12.5): the CSV
 * writer prefixes a text cell that starts with '-' with an apostrophe (formula defusing), which would turn a refund
 * into text that no spreadsheet adds up.
 */
export function csvMoney(amountMinor: number): CsvCell {
  const sign = amountMinor < 0 ? '-' : ''
  const magnitude = Math.abs(amountMinor)
  const pence = String(magnitude % 100).padStart(2, '0')
  return `${sign}${Math.floor(magnitude / 100)}.${pence}`
}
