import { describe, expect, it } from 'vitest'
import { FIELD_RULES, REQUIRED_MESSAGE } from '../../lib/validation'
import commonPasswords from './common-passwords.json' with { type: 'json' }
import {
  COMMON_PASSWORD_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  STAFF_PASSWORD_RULE_MESSAGE,
  contextWordsOfEmail,
  isCommonPassword,
  validateNewPassword,
} from './password-rules'

const PATTERN_MESSAGE = 'Minimum 10 characters including 1 upper case and 1 number.'

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
    // Issue 24: six to nine characters are too few for a customer now.
    ['Bz4#qq', PATTERN_MESSAGE],
    ['Xk9mQ2vL', PATTERN_MESSAGE],
    ['Xk9mQ2vLw', PATTERN_MESSAGE],
  ])('refuses %j with %j', (value, message) => {
    expect(validateNewPassword(value)).toBe(message)
  })

  it.each(['Tangerine-Walrus-42', 'Xk9mQ2vLw7', 'Sea-otter 7 kayaks', 'Ölgemälde9xy'])('accepts %s', (value) => {
    expect(validateNewPassword(value)).toBeNull()
  })

  it('keeps spaces as typed (a password is never trimmed)', () => {
    expect(validateNewPassword('  Xk9mQ2vL  ')).toBeNull()
  })

  it('takes long passphrases, up to 256 characters', () => {
    const passphrase = 'Seven otters kayak past the lighthouse at dawn, 4 herons watch from the old stone pier; '
    expect(validateNewPassword(passphrase.repeat(2).slice(0, 150))).toBeNull()
    expect(validateNewPassword(`Xk9${'q'.repeat(253)}`)).toBeNull()
    expect(validateNewPassword(`Xk9${'q'.repeat(254)}`)).toBe(PASSWORD_TOO_LONG_MESSAGE)
  })
})

describe('the staff rule (issue 24)', () => {
  it.each(['Xk9mQ2vLw7', 'Xk9mQ2vLw7p', 'xk9mq2vlw7pr', 'XKMQVLWPRTYZ'])(
    'refuses %j with the 12-character rule',
    (value) => {
      expect(validateNewPassword(value, { audience: 'staff' })).toBe(STAFF_PASSWORD_RULE_MESSAGE)
    },
  )

  it('says the rule in the spec’s words', () => {
    expect(STAFF_PASSWORD_RULE_MESSAGE).toBe('Minimum 12 characters including 1 upper case and 1 number.')
  })

  it.each(['Xk9mQ2vLw7pR', 'Tangerine-Walrus-42'])('accepts %s', (value) => {
    expect(validateNewPassword(value, { audience: 'staff' })).toBeNull()
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
    // Shorter than 10 characters, the length speaks first; either way it is refused.
    expect(validateNewPassword(value)).toBe([...value].length >= 10 ? COMMON_PASSWORD_MESSAGE : PATTERN_MESSAGE)
  })

  it.each(['Password12345', 'Qwerty123456', 'P@ssw0rd2024!', 'Liverpool1234', 'Welcome12345'])(
    'refuses the long enough but common %s with the common-password message',
    (value) => {
      expect(validateNewPassword(value)).toBe(COMMON_PASSWORD_MESSAGE)
      expect(validateNewPassword(value, { audience: 'staff' })).toBe(COMMON_PASSWORD_MESSAGE)
    },
  )

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
    expect(validateNewPassword('!!Vane2024!!', { contextWords: context })).toBe(COMMON_PASSWORD_MESSAGE)
    expect(validateNewPassword('Xk9mQ2vLw7pR', { contextWords: context })).toBeNull()
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
