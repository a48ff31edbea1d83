// Long file (over 400 lines): a table test of every validation rule of the specs (checkout §5), one case per row.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  ADDRESS_NO_RESULTS_MESSAGE,
  DUPLICATE_PASSENGER_CONTINUE_MESSAGE,
  DUPLICATE_PASSENGER_NAME_MESSAGE,
  FIELD_KINDS,
  FIELD_RULES,
  type FieldKind,
  INVALID_DATE_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  PAYMENT_EXCEEDS_BALANCE_MESSAGE,
  PAYMENT_LEAVES_BALANCE_MESSAGE,
  PAYMENT_MINIMUM_MESSAGE,
  REQUIRED_MESSAGE,
  ageOn,
  canAutocomplete,
  isAtLeastAge,
  isEmailType,
  isValidDate,
  matchMessage,
  maxTravellersMessage,
  minAgeMessage,
  normaliseFieldValue,
  parseAmountToMinor,
  paymentLeavesValidBalance,
  sanitiseWhere,
  stripControlAndBidiCharacters,
  validateDateOfBirth,
  validateField,
  validateMatch,
  validatePaymentAmount,
  zChoice,
  zField,
  zPlainText,
} from './validation'

describe('FIELD_RULES messages are the spec text, verbatim', () => {
  it.each<[FieldKind, string]>([
    ['numbersOnly', 'Enter numbers only.'],
    ['lettersOnly', 'Enter letters only.'],
    ['lettersAndNumbers', 'Enter letters and numbers only.'],
    ['paymentAmount', 'Enter valid number to two decimal places only.'],
    ['postcode', 'Enter a valid postcode. Letters and numbers.'],
    ['name', 'Enter letters, hyphens and apostrophes only.'],
    ['names', 'Enter letters, hyphens and apostrophes only.'],
    ['password', 'Minimum 10 characters including 1 upper case and 1 number.'],
    ['freeText', 'Enter letters and numbers only. Maximum 500 characters.'],
    ['telephone', 'Enter numbers only (prefixed with a "+" if applicable), minimum 7 characters.'],
    ['email', 'Enter a valid email address.'],
  ])('%s', (kind, message) => {
    expect(FIELD_RULES[kind].message).toBe(message)
  })

  it('has exactly the 11 kinds of the table', () => {
    expect(FIELD_KINDS).toHaveLength(11)
  })

  it('uses no global or sticky regexes, whose lastIndex would make test() alternate', () => {
    for (const kind of FIELD_KINDS) expect(FIELD_RULES[kind].pattern.flags).not.toMatch(/[gy]/)
  })

  it.each([
    [REQUIRED_MESSAGE, 'This is a required field'],
    [INVALID_EMAIL_MESSAGE, 'Invalid email address'],
    [PAYMENT_LEAVES_BALANCE_MESSAGE, 'You cannot make a payment that leaves the outstanding balance less than £1'],
    [INVALID_DATE_MESSAGE, 'Please enter a valid date'],
    [DUPLICATE_PASSENGER_NAME_MESSAGE, 'You cannot add two passengers with the same name'],
    [DUPLICATE_PASSENGER_CONTINUE_MESSAGE, 'You cannot continue with two passengers of the same name'],
    [ADDRESS_NO_RESULTS_MESSAGE, 'No results found. Please check the postcode or enter the address manually.'],
    [minAgeMessage(18), 'Please ensure age is 18 years or older'],
    [minAgeMessage(), 'Please ensure age is 18 years or older'],
    [minAgeMessage(21), 'Please ensure age is 21 years or older'],
    [maxTravellersMessage(9), 'Maximum 9 travellers'],
  ])('message %j', (actual, expected) => {
    expect(actual).toBe(expected)
  })
})

// [kind, value, valid]
const PATTERN_CASES: [FieldKind, string, boolean][] = [
  ['numbersOnly', '123', true],
  ['numbersOnly', '12 34', true],
  ['numbersOnly', '0', true],
  ['numbersOnly', '12a', false],
  ['numbersOnly', '-1', false],
  ['numbersOnly', '1.5', false],
  ['numbersOnly', '١٢٣', false],
  ['lettersOnly', 'abc', true],
  ['lettersOnly', 'Zoë', true],
  ['lettersOnly', 'Zoe\u0308', true],
  ['lettersOnly', 'Müller', true],
  ['lettersOnly', 'Łukasz', true],
  ['lettersOnly', 'Ἀθῆναι', true],
  ['lettersOnly', '山田', true],
  ['lettersOnly', 'ab c', false],
  ['lettersOnly', 'abc1', false],
  ['lettersOnly', "O'Brien", false],
  ['lettersAndNumbers', "Flat 3, St. John's Road", true],
  ['lettersAndNumbers', 'Rue de l’Église 12-14', true],
  ['lettersAndNumbers', 'Straße 5', true],
  ['lettersAndNumbers', 'a/b', false],
  ['lettersAndNumbers', 'a<b', false],
  ['lettersAndNumbers', 'a!', false],
  ['paymentAmount', '1', true],
  ['paymentAmount', '12.5', true],
  ['paymentAmount', '12.50', true],
  ['paymentAmount', '999999.99', true],
  ['paymentAmount', '000001', true],
  ['paymentAmount', '1000000', false],
  ['paymentAmount', '12.345', false],
  ['paymentAmount', '12.', false],
  ['paymentAmount', '.50', false],
  ['paymentAmount', '1,000', false],
  ['paymentAmount', '-5', false],
  ['paymentAmount', '£5', false],
  ['paymentAmount', '1e3', false],
  ['postcode', 'SW1A 1AA', true],
  ['postcode', 'M5V-3L9', true],
  ['postcode', '90210', true],
  ['postcode', '-', false],
  ['postcode', 'SW1A_1AA', false],
  ['postcode', 'SW1A.1AA', false],
  ['name', 'Zoë', true],
  ['name', 'Müller', true],
  ['name', "O'Brien", true],
  ['name', 'O’Brien', true],
  ['name', 'Jean-Luc', true],
  ['name', 'St. John', true],
  ['name', 'van der Berg', true],
  ['name', 'Smith, Jr.', true],
  ['name', 'Anne  Marie', false],
  ['name', 'R2D2', false],
  ['name', 'Bob!', false],
  ['name', 'Bob <b>', false],
  ['names', 'Mary Ann', true],
  ['names', "Jean-Luc O'Neil", true],
  ['names', 'Zoë Łukasz', true],
  ['names', 'Mary  Ann', false],
  ['names', 'St. John', false],
  ['names', 'Smith,Jones', false],
  ['password', 'Abcdefghi1', true],
  ['password', 'ÉCOLEFERMÉ1', true],
  ['password', 'Pass word 1', true],
  ['password', 'Abcde1', false],
  ['password', 'Abcdefgh1', false],
  ['password', 'Abcd1', false],
  ['password', 'abcdef1', false],
  ['password', 'ABCDEFG', false],
  ['password', '123456', false],
  ['freeText', 'No nuts, please. Gluten-free (coeliac)!', true],
  ['freeText', 'Line one\nLine two\r\nLine three', true],
  ['freeText', 'Wheelchair user: needs 2× assistance & ramp — 50% of days', true],
  ['freeText', 'Zoë says ☺', true],
  ['freeText', 'a'.repeat(500), true],
  ['freeText', 'a'.repeat(501), false],
  ['freeText', '😀'.repeat(500), true],
  ['freeText', '<script>alert(1)</script>', false],
  ['freeText', 'a > b', false],
  ['freeText', 'a < b', false],
  ['freeText', 'bell\u0007', false],
  ['telephone', '0123456', true],
  ['telephone', '+44 7700 900123', true],
  ['telephone', '+1234567', true],
  ['telephone', '012345', false],
  ['telephone', '+123456', false],
  ['telephone', '++441234567', false],
  ['telephone', '+ 441234567', false],
  ['telephone', '(01234) 567890', false],
  ['telephone', '07700-900123', false],
  ['email', 'a@b.co', true],
  ['email', 'first.last+tag@example.co.uk', true],
  ['email', 'a@b', false],
  ['email', 'a b@c.com', false],
  ['email', 'a@b .com', false],
  ['email', 'ab.com', false],
]

describe('FIELD_RULES patterns', () => {
  it.each(PATTERN_CASES)('%s %j → %s', (kind, value, valid) => {
    expect(FIELD_RULES[kind].pattern.test(value)).toBe(valid)
  })
})

describe('validateField', () => {
  it.each<[FieldKind, string | null | undefined, boolean, string | null]>([
    ['name', '', true, REQUIRED_MESSAGE],
    ['name', '   ', true, REQUIRED_MESSAGE],
    ['name', null, true, REQUIRED_MESSAGE],
    ['name', undefined, true, REQUIRED_MESSAGE],
    ['name', '', false, null],
    ['name', ' \t ', false, null],
    ['name', undefined, false, null],
    ['name', '  Zoë  ', true, null],
    ['name', 'R2D2', false, 'Enter letters, hyphens and apostrophes only.'],
    ['telephone', ' +44 7700 900123 ', true, null],
    ['telephone', '123', false, 'Enter numbers only (prefixed with a "+" if applicable), minimum 7 characters.'],
    ['email', 'nobody', true, INVALID_EMAIL_MESSAGE],
    ['email', 'a b@c.com', true, INVALID_EMAIL_MESSAGE],
    ['email', 'a@b', true, 'Enter a valid email address.'],
    ['email', ' a@b.co ', true, null],
    ['email', '', true, REQUIRED_MESSAGE],
    ['email', '', false, null],
    ['password', '   ', true, 'Minimum 10 characters including 1 upper case and 1 number.'],
    ['password', ' Abcdefgh1', true, null],
    ['password', '', true, REQUIRED_MESSAGE],
    ['paymentAmount', '12.345', true, 'Enter valid number to two decimal places only.'],
    ['freeText', `${'a'.repeat(500)}\n\n`, false, null],
    ['postcode', 'sw1a 1aa', true, null],
    ['numbersOnly', '12a', false, 'Enter numbers only.'],
    ['lettersOnly', 'abc1', false, 'Enter letters only.'],
    ['lettersAndNumbers', 'a/b', false, 'Enter letters and numbers only.'],
    ['names', 'Mary  Ann', false, 'Enter letters, hyphens and apostrophes only.'],
  ])('%s %j required=%s → %j', (kind, value, required, expected) => {
    expect(validateField(kind, value, { required })).toBe(expected)
  })

  it('treats a missing options object as not required', () => {
    expect(validateField('name', '')).toBeNull()
  })

  it.each<[FieldKind, string, string]>([
    ['name', '  Zoë ', 'Zoë'],
    ['password', ' Abc1 ', ' Abc1 '],
    ['freeText', '\n note \n', 'note'],
  ])('normaliseFieldValue(%s, %j) → %j', (kind, value, expected) => {
    expect(normaliseFieldValue(kind, value)).toBe(expected)
  })
})

describe('isEmailType (the browser type=email check)', () => {
  it.each([
    ['a@b', true],
    ['a.b+c@example.com', true],
    ['a@b.', false],
    ['a@-b.com', false],
    ['@b.com', false],
    ['a@@b.com', false],
    ['zoë@example.com', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isEmailType(value)).toBe(expected)
  })
})

describe('zField gives exactly the messages of validateField', () => {
  const samples: (string | undefined)[] = [
    undefined,
    '',
    '   ',
    '  Zoë ',
    "O'Brien",
    'St. John',
    'Mary  Ann',
    'R2D2',
    '123',
    '12 34',
    '+44 7700 900123',
    '0123',
    'nobody',
    'a@b',
    'a@b.co',
    'a b@c.com',
    'Abcde1',
    'abcdef',
    ' Abcde1 ',
    '12.5',
    '999999.99',
    '1000000',
    '12.345',
    'SW1A 1AA',
    '<b>',
    'x'.repeat(501),
    'Line\nbreak',
  ]
  const cases = FIELD_KINDS.flatMap((kind) =>
    [true, false].flatMap((required) => samples.map((value) => [kind, required, value] as const)),
  )

  it.each(cases)('%s required=%s %j', (kind, required, value) => {
    const result = zField(kind, { required }).safeParse(value)
    const expected = validateField(kind, value, { required })
    if (expected === null) {
      expect(result.success).toBe(true)
    } else {
      expect(result.success).toBe(false)
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([expected])
    }
  })

  it('trims text kinds in its output and leaves passwords alone', () => {
    expect(zField('name', { required: true }).parse('  Zoë ')).toBe('Zoë')
    expect(zField('password', { required: true }).parse(' Abcdefgh1 ')).toBe(' Abcdefgh1 ')
    expect(zField('name').parse(undefined)).toBeUndefined()
    expect(zField('name').parse('   ')).toBe('')
  })

  it('gives the required message for a wrong type', () => {
    const result = zField('name', { required: true }).safeParse(42)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([REQUIRED_MESSAGE])
  })

  it('composes into object schemas with per-field paths', () => {
    const schema = z.object({ firstName: zField('name', { required: true }), phone: zField('telephone') })
    const result = schema.safeParse({ firstName: '', phone: '12' })
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['firstName', REQUIRED_MESSAGE],
      ['phone', 'Enter numbers only (prefixed with a "+" if applicable), minimum 7 characters.'],
    ])
  })
})

describe('zChoice', () => {
  const title = zChoice(['Mr', 'Mrs', 'Miss', 'Ms'])
  it.each([
    ['Mr', true],
    ['Ms', true],
    ['Dr', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (value, ok) => {
    const result = title.safeParse(value)
    expect(result.success).toBe(ok)
    if (!ok) expect(result.error?.issues[0]?.message).toBe(REQUIRED_MESSAGE)
  })
})

describe('matchMessage and validateMatch', () => {
  it.each<[string, boolean, string]>([
    ['new password', true, 'Field should match new password'],
    ['password', true, 'Field should match new password'],
    ['password', false, 'Field should match password'],
    ['email', false, 'Field should match email'],
  ])('matchMessage(%j, %s) → %j', (other, isNew, expected) => {
    expect(matchMessage(other, isNew)).toBe(expected)
  })

  it('defaults to the plain field-name message', () => {
    expect(matchMessage('email')).toBe('Field should match email')
  })

  it.each<[string, string, boolean, string | null]>([
    ['Abcde1', 'Abcde1', false, null],
    ['', '', false, null],
    ['Abcde1', 'abcde1', false, 'Field should match password'],
    ['Abcde1 ', 'Abcde1', false, 'Field should match password'],
    ['Abcde1', 'Abcde2', true, 'Field should match new password'],
    ['', 'Abcde1', false, 'Field should match password'],
  ])('validateMatch(%j, %j, new=%s) → %j', (value, other, isNewPassword, expected) => {
    expect(validateMatch(value, other, { otherFieldName: 'password', isNewPassword })).toBe(expected)
  })
})

describe('parseAmountToMinor', () => {
  it.each<[string, number | null]>([
    ['1', 100],
    ['12.5', 1250],
    ['12.50', 1250],
    ['12.05', 1205],
    ['0.01', 1],
    ['0', 0],
    ['123456', 12_345_600],
    ['999999.99', 99_999_999],
    [' 42.10 ', 4210],
    ['000012', 1200],
    ['0.1', 10],
    ['1000000', null],
    ['12.345', null],
    ['12.', null],
    ['.5', null],
    ['', null],
    ['  ', null],
    ['-1', null],
    ['1,000', null],
    ['1e2', null],
    ['Infinity', null],
    ['0x10', null],
    ['１２', null],
  ])('%j → %s', (text, expected) => {
    expect(parseAmountToMinor(text)).toBe(expected)
  })

  it('is exact where float arithmetic is not', () => {
    // 1.15 * 100 === 114.99999999999999 in binary floating point.
    expect(parseAmountToMinor('1.15')).toBe(115)
    expect(parseAmountToMinor('4.35')).toBe(435)
  })
})

describe('paymentLeavesValidBalance', () => {
  it.each<[number, number, boolean]>([
    [10_000, 10_000, true],
    [10_000, 9_900, true],
    [10_000, 9_901, false],
    [10_000, 9_999, false],
    [10_000, 0, true],
    [10_000, 10_001, false],
    [50, 50, true],
    [50, 0, false],
    [100, 0, true],
  ])('balance %i, payment %i → %s', (balance, payment, expected) => {
    expect(paymentLeavesValidBalance(balance, payment)).toBe(expected)
  })
})

describe('validatePaymentAmount', () => {
  it.each<[string | null | undefined, number, string | null]>([
    ['100', 10_000, null],
    ['99', 10_000, null],
    ['99.01', 10_000, PAYMENT_LEAVES_BALANCE_MESSAGE],
    ['99.99', 10_000, PAYMENT_LEAVES_BALANCE_MESSAGE],
    ['1', 10_000, null],
    ['0.99', 10_000, PAYMENT_MINIMUM_MESSAGE],
    ['0', 10_000, PAYMENT_MINIMUM_MESSAGE],
    ['100.01', 10_000, PAYMENT_EXCEEDS_BALANCE_MESSAGE],
    ['0.50', 50, null],
    ['0.40', 50, PAYMENT_MINIMUM_MESSAGE],
    ['12.345', 10_000, 'Enter valid number to two decimal places only.'],
    ['abc', 10_000, 'Enter valid number to two decimal places only.'],
    ['', 10_000, REQUIRED_MESSAGE],
    ['  ', 10_000, REQUIRED_MESSAGE],
    [undefined, 10_000, REQUIRED_MESSAGE],
    ['999999.99', 99_999_999, null],
    ['1000000', 100_000_000, 'Enter valid number to two decimal places only.'],
  ])('%j against balance %i → %j', (text, balance, expected) => {
    expect(validatePaymentAmount(text, balance)).toBe(expected)
  })
})

describe('sanitiseWhere', () => {
  it.each<[string, string]>([
    ['Italy', 'Italy'],
    ['  Italy', 'Italy'],
    ['Italy  ', 'Italy '],
    ['Lake   Como', 'Lake Como'],
    ['Lake\t\nComo', 'Lake Como'],
    ['Bosnia & Herzegovina', 'Bosnia & Herzegovina'],
    ['Stratford-upon-Avon', 'Stratford-upon-Avon'],
    ["St. John's <script>", 'St Johns script'],
    ['Zürich, Köln!', 'Zürich Köln'],
    ['Route 66', 'Route 66'],
    ['%%%', ''],
    ['', ''],
    ['   ', ''],
    ['! Italy', 'Italy'],
    ['a . b', 'a b'],
  ])('%j → %j', (text, expected) => {
    expect(sanitiseWhere(text)).toBe(expected)
  })
})

describe('canAutocomplete', () => {
  it.each<[string, boolean]>([
    ['', false],
    ['It', false],
    ['Ita', true],
    ['  It ', false],
    ['I.t.', false],
    ['Zoë', true],
    ['Italy', true],
  ])('%j → %s', (text, expected) => {
    expect(canAutocomplete(text)).toBe(expected)
  })
})

describe('isValidDate', () => {
  it.each<[number, number, number, boolean]>([
    [1, 1, 2000, true],
    [31, 1, 2000, true],
    [31, 2, 2001, false],
    [29, 2, 2024, true],
    [29, 2, 2023, false],
    [29, 2, 1900, false],
    [29, 2, 2000, true],
    [31, 4, 2000, false],
    [30, 4, 2000, true],
    [31, 12, 1999, true],
    [0, 1, 2000, false],
    [1, 0, 2000, false],
    [1, 13, 2000, false],
    [1.5, 1, 2000, false],
    [Number.NaN, 1, 2000, false],
  ])('%i/%i/%i → %s', (day, month, year, expected) => {
    expect(isValidDate(day, month, year)).toBe(expected)
  })
})

describe('ageOn and isAtLeastAge', () => {
  const today = new Date(2026, 2, 1, 9, 30) // 1 March 2026, local time
  it.each<[{ day: number; month: number; year: number }, number, boolean]>([
    [{ day: 1, month: 3, year: 2008 }, 18, true],
    [{ day: 2, month: 3, year: 2008 }, 17, false],
    [{ day: 28, month: 2, year: 2008 }, 18, true],
    [{ day: 29, month: 2, year: 2008 }, 18, true],
    [{ day: 1, month: 3, year: 2026 }, 0, false],
    [{ day: 1, month: 1, year: 1950 }, 76, true],
  ])('%o → age %i, 18+ %s', (dob, age, adult) => {
    expect(ageOn(dob, today)).toBe(age)
    expect(isAtLeastAge(dob, 18, today)).toBe(adult)
  })

  it('makes a 29 February birthday come of age on 1 March in a common year', () => {
    const dob = { day: 29, month: 2, year: 2008 }
    expect(isAtLeastAge(dob, 18, new Date(2026, 1, 28, 23, 59))).toBe(false)
    expect(isAtLeastAge(dob, 18, new Date(2026, 2, 1, 0, 0))).toBe(true)
  })
})

describe('validateDateOfBirth', () => {
  const today = new Date(2026, 2, 1, 12)
  it.each<[Parameters<typeof validateDateOfBirth>[0], string | null]>([
    [{ day: 1, month: 3, year: 2008 }, null],
    [{ day: '1', month: '3', year: '2008' }, null],
    [{ day: 2, month: 3, year: 2008 }, 'Please ensure age is 18 years or older'],
    [{ day: 31, month: 2, year: 1990 }, INVALID_DATE_MESSAGE],
    [{ day: '', month: 3, year: 1990 }, REQUIRED_MESSAGE],
    [{ day: 1, month: null, year: 1990 }, REQUIRED_MESSAGE],
    [{ day: 1, month: 3 }, REQUIRED_MESSAGE],
    [{ day: 'x', month: 3, year: 1990 }, INVALID_DATE_MESSAGE],
    [{ day: 2, month: 3, year: 2026 }, INVALID_DATE_MESSAGE],
    [{ day: 1, month: 3, year: 2027 }, INVALID_DATE_MESSAGE],
    [{ day: 1, month: 3, year: 2026 }, 'Please ensure age is 18 years or older'],
  ])('%o → %j', (dob, expected) => {
    expect(validateDateOfBirth(dob, { today })).toBe(expected)
  })

  it('uses a custom minimum age and the page-data message when given', () => {
    const dob = { day: 1, month: 3, year: 2008 }
    expect(validateDateOfBirth(dob, { today, minAge: 21 })).toBe('Please ensure age is 21 years or older')
    expect(validateDateOfBirth(dob, { today, minAge: 21, minAgeMessage: 'Too young.' })).toBe('Too young.')
  })
})

describe('stripControlAndBidiCharacters', () => {
  it.each([
    ['plain text is unchanged', 'Zoë O’Brien-Łukasz 🏔', 'Zoë O’Brien-Łukasz 🏔'],
    ['tab and line breaks stay', 'a\tb\r\nc', 'a\tb\r\nc'],
    ['C0 controls go', 'a\u0000b\u0007c\u001bd', 'abcd'],
    ['DEL and C1 controls go', 'a\u007fb\u0085c\u009fd', 'abcd'],
    ['embeddings and overrides U+202A–U+202E go', 'a\u202ab\u202bc\u202cd\u202de\u202ef', 'abcdef'],
    ['isolates U+2066–U+2069 go', 'a\u2066b\u2067c\u2068d\u2069e', 'abcde'],
    ['the direction marks U+200E, U+200F and U+061C go', 'a\u200eb\u200fc\u061cd', 'abcd'],
    ['joiners stay (scripts and emoji need them)', 'می\u200cخواهم 👩\u200d💻', 'می\u200cخواهم 👩\u200d💻'],
  ])('%s', (_case, text, expected) => {
    expect(stripControlAndBidiCharacters(text)).toBe(expected)
  })

  it('undoes a "Trojan Source" file name that displays in another order than it is stored', () => {
    // With the right-to-left override, 'invoice\u202Efdp.exe' displays as 'invoiceexe.pdf'.
    expect(stripControlAndBidiCharacters('invoice\u202efdp.exe')).toBe('invoicefdp.exe')
  })
})

describe('free text in forms is cleaned before the rules run', () => {
  it.each<[FieldKind, string, string]>([
    ['name', ' Jo\u202e\u0000 ', 'Jo'],
    ['email', 'jo@example.com\u200f', 'jo@example.com'],
    ['freeText', 'Nut allergy\u0007\nno shellfish', 'Nut allergy\nno shellfish'],
  ])('zField(%s) %j → %j', (kind, value, expected) => {
    expect(normaliseFieldValue(kind, value)).toBe(expected)
    expect(zField(kind, { required: true }).parse(value)).toBe(expected)
  })

  it('leaves a password exactly as typed', () => {
    expect(normaliseFieldValue('password', ' Abc\u202e1 ')).toBe(' Abc\u202e1 ')
    expect(zField('password').parse(' Abcdefgh1\u200e')).toBe(' Abcdefgh1\u200e')
  })

  it('a value of nothing but controls is empty, so required says so', () => {
    expect(validateField('name', '\u202e\u0000', { required: true })).toBe(REQUIRED_MESSAGE)
  })
})

describe('zField maxLength', () => {
  it('counts characters as people do and says the limit', () => {
    const schema = zField('name', { required: true, maxLength: 5 })
    expect(schema.parse('Zoëlé')).toBe('Zoëlé')
    expect(schema.safeParse('Zoëlée').error?.issues.map((issue) => issue.message)).toEqual(['Maximum 5 characters.'])
    expect(validateField('name', 'Zoëlée', { maxLength: 5 })).toBe('Maximum 5 characters.')
  })

  it('counts after cleaning and trimming', () => {
    expect(zField('name', { maxLength: 3 }).parse('  Ann\u202e  ')).toBe('Ann')
  })
})

describe('zPlainText', () => {
  const schema = zPlainText(10)
  it('cleans, trims and accepts empty or missing values', () => {
    expect(schema.parse('  news\u202eletter ')).toBe('newsletter')
    expect(schema.parse('')).toBe('')
    expect(schema.parse(undefined)).toBeUndefined()
  })
  it('refuses more than its limit, counted in characters', () => {
    expect(schema.parse('🏔'.repeat(10))).toBe('🏔'.repeat(10))
    expect(schema.safeParse('x'.repeat(11)).error?.issues.map((issue) => issue.message)).toEqual([
      'Maximum 10 characters.',
    ])
  })
})
