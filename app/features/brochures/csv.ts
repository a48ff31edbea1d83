/*
 * CSV as RFC 4180 writes it: fields separated by commas, records by CRLF, a field quoted when it holds a comma,
 * a double quote, CR or LF, and a double quote inside a quoted field doubled. The file ends with CRLF.
 *
 * The export is opened by people in spreadsheets, so text that a spreadsheet would run as a formula (starting
 * with =, @, a tab or CR, or + / - not followed by a plain number such as a phone number) gets a leading
 * apostrophe (OWASP's CSV injection advice).
 */

export type CsvValue = string | number | boolean | null | undefined

export function neutraliseFormula(text: string): string {
  if (/^[=@\t\r]/.test(text)) return `'${text}`
  if (/^[+-]/.test(text) && !/^[+-][0-9][0-9 ]*$/.test(text)) return `'${text}`
  return text
}

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  const text = typeof value === 'string' ? neutraliseFormula(value) : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
}
