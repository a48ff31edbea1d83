/*
 * The customers pages' pure rules (issue 26): which customer a path names (an account '12' or a guest booker 'g7'),
 * and what staff may type as a customer's contact details and notes.
 */

export type CustomerKind = 'account' | 'guest'

export interface CustomerKey {
  kind: CustomerKind
  id: number
}

/** The detail page's path segment of a customer. */
export const customerPath = (kind: CustomerKind, id: number): string => (kind === 'guest' ? `g${id}` : String(id))

/** The customer a path segment names: digits for an account, 'g' and digits for a guest; anything else is none. */
export function parseCustomerKey(segment: string | undefined): CustomerKey | null {
  const match = /^(g?)([1-9]\d{0,15})$/.exec(segment ?? '')
  if (!match) return null
  const id = Number(match[2])
  if (!Number.isSafeInteger(id)) return null
  return { kind: match[1] ? 'guest' : 'account', id }
}

export const NAME_MAX = 60
export const PHONE_MAX = 30
export const NOTE_MAX = 2000

export interface ContactEdit {
  firstName: string
  lastName: string
  mobilePhone: string | null
  homePhone: string | null
}

export type ContactEditResult = { ok: true; edit: ContactEdit } | { ok: false; fieldErrors: Record<string, string> }

const PHONE = /^\+?[\d\s().-]{6,}$/

/**
 * The contact form: first and last name (needed, at most NAME_MAX characters), and the phone numbers (optional; digits
 * with spaces, brackets, dots, dashes and a leading +, at least six of them). Empty phones are stored as none.
 */
export function parseContactEdit(fields: Readonly<Record<string, string>>, kind: CustomerKind): ContactEditResult {
  const value = (name: string) => (fields[name] ?? '').trim()
  const fieldErrors: Record<string, string> = {}
  const name = (field: 'firstName' | 'lastName', label: string) => {
    const text = value(field)
    if (!text) fieldErrors[field] = `Enter the ${label}.`
    else if (text.length > NAME_MAX) fieldErrors[field] = `Enter a ${label} of at most ${NAME_MAX} characters.`
    return text
  }
  const phone = (field: 'mobilePhone' | 'homePhone') => {
    const text = value(field)
    if (!text) return null
    if (text.length > PHONE_MAX || !PHONE.test(text) || text.replace(/\D/g, '').length < 6)
      fieldErrors[field] = 'Enter a telephone number of digits, such as 07700 900123 or +44 7700 900123.'
    return text
  }
  const edit: ContactEdit = {
    firstName: name('firstName', 'first name'),
    lastName: name('lastName', 'last name'),
    mobilePhone: phone('mobilePhone'),
    // A guest booker keeps one number (their latest booking's); an account has both.
    homePhone: kind === 'account' ? phone('homePhone') : null,
  }
  return Object.keys(fieldErrors).length ? { ok: false, fieldErrors } : { ok: true, edit }
}

/** A note's text, trimmed; an error message when it is empty or too long. */
export function parseNote(body: string): { ok: true; body: string } | { ok: false; message: string } {
  const text = body.trim()
  if (!text) return { ok: false, message: 'Write the note first.' }
  if (text.length > NOTE_MAX) return { ok: false, message: `Keep the note to ${NOTE_MAX} characters.` }
  return { ok: true, body: text }
}
