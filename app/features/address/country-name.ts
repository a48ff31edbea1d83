/*
 * A country's English name from its ISO 3166-1 code, for read-back texts ("United Kingdom", not "GB"; issue 29,
 * item 13). The browser and Node both carry the names (Intl.DisplayNames), so no country list ships in the page.
 * An unknown code reads back as it was given.
 */

let names: Intl.DisplayNames | null | undefined

function displayNames(): Intl.DisplayNames | null {
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(['en-GB'], { type: 'region', fallback: 'none' })
    } catch {
      names = null
    }
  }
  return names
}

export function countryDisplayName(code: string): string {
  const trimmed = code.trim()
  if (!/^[A-Za-z]{2}$/.test(trimmed)) return trimmed
  try {
    return displayNames()?.of(trimmed.toUpperCase()) ?? trimmed
  } catch {
    return trimmed
  }
}
