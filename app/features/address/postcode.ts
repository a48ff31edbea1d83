// UK postcodes: the outward code (area + district, 'SW1A') and the inward code (sector + unit, '1AA').

export interface UkPostcode {
  outward: string
  inward: string
  /** 'SW1A 1AA' */
  formatted: string
  /** 'SW1A1AA' */
  compact: string
}

const UK_POSTCODE = /^([A-Z]{1,2}[0-9][A-Z0-9]?)([0-9][A-Z]{2})$/

/** Any spacing and case ('sw1a1aa', ' SW1A  1AA ') → its parts; null when it is not shaped like a UK postcode. */
export function parseUkPostcode(text: string): UkPostcode | null {
  const compact = text.toUpperCase().replace(/\s+/g, '')
  const match = UK_POSTCODE.exec(compact)
  if (!match) return null
  const outward = match[1]!
  const inward = match[2]!
  return { outward, inward, formatted: `${outward} ${inward}`, compact }
}
