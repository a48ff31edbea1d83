import { DUPLICATE_PASSENGER_NAME_MESSAGE } from '../../../lib/field-rules'

/*
 * Passenger-name rules shared by the travellers step and the server (checkout §5): two passengers may not share a
 * name ('You cannot add two passengers with the same name'), blank names are ignored. Names compare the way a person
 * reads them: trimmed, inner spaces collapsed, case-insensitive, composed and decomposed accents alike.
 */

export { DUPLICATE_PASSENGER_NAME_MESSAGE }

export interface PassengerName {
  firstName: string
  lastName: string
}

function normalisePart(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase()
}

/** 'First Last' as shown and as the donation opt-out list holds it (checkout §4): trimmed, single-spaced. */
export function fullName(passenger: PassengerName): string {
  return `${passenger.firstName.trim()} ${passenger.lastName.trim()}`.replace(/\s+/gu, ' ').trim()
}

/** The comparison key of a name, or null while either part is blank (a name still being typed is not compared). */
export function nameKey(passenger: PassengerName): string | null {
  const first = normalisePart(passenger.firstName)
  const last = normalisePart(passenger.lastName)
  return first === '' || last === '' ? null : `${first}\u0000${last}`
}

/** The comparison key of a full name written as one string ('Ann  SMITH' → same as Ann / Smith). */
export function fullNameKey(text: string): string {
  return normalisePart(text)
}

/**
 * Indexes of passengers whose name repeats an earlier passenger's: the later ones carry the error, so the first
 * person typed keeps their name untouched.
 */
export function duplicateNameIndexes(passengers: readonly PassengerName[]): number[] {
  const seen = new Set<string>()
  const duplicates: number[] = []
  passengers.forEach((passenger, index) => {
    const key = nameKey(passenger)
    if (key === null) return
    if (seen.has(key)) duplicates.push(index)
    else seen.add(key)
  })
  return duplicates
}

export function hasDuplicateNames(passengers: readonly PassengerName[]): boolean {
  return duplicateNameIndexes(passengers).length > 0
}

/** Case-insensitive equality of two names (the logged-in customer's prefill match, checkout §4). */
export function sameName(a: PassengerName, b: PassengerName): boolean {
  const keyA = nameKey(a)
  return keyA !== null && keyA === nameKey(b)
}
