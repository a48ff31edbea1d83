/* Money as staff type it into a back-office form. */

/** '1234.50' or '1,234.5' or '£12' → minor units; null when it is not an amount with at most two decimals. */
export function parseMoneyInput(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^[£$€]|^C\$/, '')
    .replace(/,/g, '')
    .trim()
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}
