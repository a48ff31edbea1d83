import { MAX_EMERGENCY_CONTACTS, type EmergencyContact } from './account-contract'

/*
 * The passengers section's emergency contacts (issue 12; checkout §3 account booking, §7 "POST passenger details"):
 * each passenger has up to two contact slots on the page; only contacts with a first name are sent, so an empty slot
 * (or one cleared to remove a contact) never reaches the server. Pure.
 */

export interface EmergencyContactValues {
  emergencyContactDetailsId: number
  firstName: string
  lastName: string
  email: string
  mobileNumber: string
  phoneNumber: string
  relationship: string
  address: string
}

export const EMPTY_CONTACT: EmergencyContactValues = {
  emergencyContactDetailsId: 0,
  firstName: '',
  lastName: '',
  email: '',
  mobileNumber: '',
  phoneNumber: '',
  relationship: '',
  address: '',
}

/** The passenger's saved contacts as form slots, padded with empty ones to MAX_EMERGENCY_CONTACTS. */
export function contactSlotsOf(contacts: readonly EmergencyContact[]): EmergencyContactValues[] {
  const slots = contacts.slice(0, MAX_EMERGENCY_CONTACTS).map((contact) => ({
    emergencyContactDetailsId: contact.emergencyContactDetailsId,
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email ?? '',
    mobileNumber: contact.mobileNumber ?? '',
    phoneNumber: contact.phoneNumber ?? '',
    relationship: contact.relationship ?? '',
    address: contact.address ?? '',
  }))
  while (slots.length < MAX_EMERGENCY_CONTACTS) slots.push({ ...EMPTY_CONTACT })
  return slots
}

/** The contacts to send: only those with a first name (checkout §7), trimmed; empty optional fields left out. */
export function contactsToSend(slots: readonly EmergencyContactValues[]) {
  return slots
    .filter((slot) => slot.firstName.trim() !== '')
    .slice(0, MAX_EMERGENCY_CONTACTS)
    .map((slot) => ({
      emergencyContactDetailsId: slot.emergencyContactDetailsId > 0 ? slot.emergencyContactDetailsId : 0,
      firstName: slot.firstName.trim(),
      lastName: slot.lastName.trim(),
      mobileNumber: slot.mobileNumber.trim(),
      ...(slot.email.trim() ? { email: slot.email.trim() } : {}),
      ...(slot.phoneNumber.trim() ? { phoneNumber: slot.phoneNumber.trim() } : {}),
      ...(slot.relationship.trim() ? { relationship: slot.relationship.trim() } : {}),
      ...(slot.address.trim() ? { address: slot.address.trim() } : {}),
    }))
}

/** The slot index of each sent contact, so the server's field errors ('passenger.emergencyContacts.1.lastName')
 * land on the slot the customer typed in. */
export function sentSlotIndexes(slots: readonly EmergencyContactValues[]): number[] {
  return slots.flatMap((slot, index) => (slot.firstName.trim() !== '' ? [index] : [])).slice(0, MAX_EMERGENCY_CONTACTS)
}

/** Section-level field errors from a 400: `passenger.emergencyContacts.<sent index>.<field>` → slot and field. */
export function contactErrorsOf(
  fieldErrors: Record<string, string>,
  slots: readonly EmergencyContactValues[],
): Record<number, Partial<Record<keyof EmergencyContactValues, string>>> {
  const indexes = sentSlotIndexes(slots)
  const result: Record<number, Partial<Record<keyof EmergencyContactValues, string>>> = {}
  for (const [path, message] of Object.entries(fieldErrors)) {
    const match = /^passenger\.emergencyContacts\.(\d+)\.(\w+)$/.exec(path)
    if (!match) continue
    const slot = indexes[Number(match[1])]
    if (slot === undefined) continue
    ;(result[slot] ??= {})[match[2] as keyof EmergencyContactValues] = message
  }
  return result
}
