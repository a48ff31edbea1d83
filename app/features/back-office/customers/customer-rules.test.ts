import { describe, expect, it } from 'vitest'
import { NAME_MAX, NOTE_MAX, customerPath, parseContactEdit, parseCustomerKey, parseNote } from './customer-rules'

describe('parseCustomerKey', () => {
  it('reads an account as digits and a guest booker as g and digits, and round-trips customerPath', () => {
    expect(parseCustomerKey('12')).toEqual({ kind: 'account', id: 12 })
    expect(parseCustomerKey('g7')).toEqual({ kind: 'guest', id: 7 })
    expect(customerPath('guest', 7)).toBe('g7')
    expect(customerPath('account', 12)).toBe('12')
  })

  it('names no customer for anything else', () => {
    for (const segment of ['', '0', 'g0', '-1', '1e3', ' 7', 'G7', 'gg7', '7g', 'g', '12345678901234567', undefined])
      expect(parseCustomerKey(segment)).toBeNull()
  })
})

describe('parseContactEdit', () => {
  const fields = { firstName: ' Ann ', lastName: 'Smith', mobilePhone: '+44 7700 900123', homePhone: '' }

  it('trims the names, keeps phones as typed and stores an empty one as none', () => {
    expect(parseContactEdit(fields, 'account')).toEqual({
      ok: true,
      edit: { firstName: 'Ann', lastName: 'Smith', mobilePhone: '+44 7700 900123', homePhone: null },
    })
  })

  it('gives a guest booker one phone: a home phone posted is ignored', () => {
    const result = parseContactEdit({ ...fields, homePhone: '01632 960001' }, 'guest')
    expect(result).toMatchObject({ ok: true, edit: { homePhone: null, mobilePhone: '+44 7700 900123' } })
  })

  it('refuses a missing or over-long name and a phone that is not a number, each on its field', () => {
    const result = parseContactEdit(
      { firstName: '', lastName: 'x'.repeat(NAME_MAX + 1), mobilePhone: 'call me', homePhone: '123' },
      'account',
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.fieldErrors).sort()).toEqual(['firstName', 'homePhone', 'lastName', 'mobilePhone'])
    expect(result.fieldErrors.firstName).toBe('Enter the first name.')
  })
})

describe('parseNote', () => {
  it('trims a note and refuses an empty or over-long one', () => {
    expect(parseNote('  Prefers a call after 6 pm. ')).toEqual({ ok: true, body: 'Prefers a call after 6 pm.' })
    expect(parseNote('   ')).toEqual({ ok: false, message: 'Write the note first.' })
    expect(parseNote('x'.repeat(NOTE_MAX + 1)).ok).toBe(false)
    expect(parseNote('x'.repeat(NOTE_MAX)).ok).toBe(true)
  })
})
