import { describe, expect, it } from 'vitest'
import { FIELD_RULES, REQUIRED_MESSAGE } from '../../lib/validation'
import commonPasswords from './common-passwords.json'
import {
  COMMON_PASSWORD_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  contextWordsOfEmail,
  isCommonPassword,
  validateNewPassword,
} from './password-rules'

const PATTERN_MESSAGE = 'Minimum 6 characters including 1 upper case and 1 number.'

describe('the spec password rule (checkout §5)', () => {
  it('uses the shared pattern table message', () => {
    expect(FIELD_RULES.password.message).toBe(PATTERN_MESSAGE)
  })

  it.each([
    ['', REQUIRED_MESSAGE],
    ['Ab1', PATTERN_MESSAGE],
    ['Abcde1'.slice(0, 5), PATTERN_MESSAGE],
    ['abcdef1', PATTERN_MESSAGE],
    ['ABCDEFG', PATTERN_MESSAGE],
    ['Abcdefg', PATTERN_MESSAGE],
  ])('refuses %j with %j', (value, message) => {
    expect(validateNewPassword(value)).toBe(message)
  })

  it.each(['Tangerine-Walrus-42', 'Xk9mQ2vL', 'Sea-otter 7 kayaks', 'Ölgemälde9x', 'Bz4#qq'])('accepts %s', (value) => {
    expect(validateNewPassword(value)).toBeNull()
  })

  it('keeps spaces as typed (a password is never trimmed)', () => {
    expect(validateNewPassword('  Xk9mQ2vL  ')).toBeNull()
  })

  it('caps the length at 128 characters', () => {
    expect(validateNewPassword(`Xk9${'q'.repeat(125)}`)).toBeNull()
    expect(validateNewPassword(`Xk9${'q'.repeat(126)}`)).toBe(PASSWORD_TOO_LONG_MESSAGE)
  })
})

describe('common passwords', () => {
  it.each([
    'Password1',
    'PASSWORD123',
    'Qwerty123',
    'P@ssw0rd',
    'P@ssw0rd1!',
    'Pa55word',
    'Welcome1',
    'Letmein123',
    'Abc123',
    'Liverpool1',
    'Chelsea2024',
    'Summer2025!',
    'Monkey123',
    'Dragon12345',
    'Iloveyou1',
    '1qaz2WSX',
    'Q1w2e3r4',
    '123Password',
    'Holiday2026',
    'Meridian1',
    'Cavendish99',
    'Jennifer1985',
    '!!Admin1!!',
    '@Dmin123',
    'Sunsh1ne1',
    'M0nkey!',
  ])('refuses %s', (value) => {
    expect(isCommonPassword(value)).toBe(true)
    expect(validateNewPassword(value)).toBe(COMMON_PASSWORD_MESSAGE)
  })

  it.each(['Tangerine-Walrus-42', 'Xk9mQ2vL', 'Password-Walrus-9', 'Dragonfly9Lantern', 'Summer123456789012'])(
    'accepts %s (not a common word with decorations)',
    (value) => {
      expect(isCommonPassword(value)).toBe(false)
    },
  )

  it('refuses a password built on the e-mail name', () => {
    const context = contextWordsOfEmail('Harriet.Vane@example.com')
    expect(context).toEqual(expect.arrayContaining(['harriet', 'vane', 'harrietvane']))
    expect(validateNewPassword('HarrietVane1', { contextWords: context })).toBe(COMMON_PASSWORD_MESSAGE)
    expect(validateNewPassword('Vane2024', { contextWords: context })).toBe(COMMON_PASSWORD_MESSAGE)
    expect(validateNewPassword('Xk9mQ2vL', { contextWords: context })).toBeNull()
  })

  it('ships a list of lowercase entries with every literal passing through the checker', () => {
    expect(commonPasswords.words.length).toBeGreaterThan(500)
    expect(commonPasswords.passwords.length).toBeGreaterThan(150)
    for (const entry of [...commonPasswords.words, ...commonPasswords.passwords]) {
      expect(entry).toBe(entry.toLowerCase())
      expect(isCommonPassword(entry.toUpperCase())).toBe(true)
    }
  })
})
