import { describe, expect, it } from 'vitest'
import {
  DUPLICATE_PASSENGERS_AT_PAYMENT,
  INVALID_DATE_MESSAGE,
  MATCH_EMAIL_MESSAGE,
  MINIMUM_AGE,
  NO_VISA_REQUIRED,
  SEXES,
  TITLES,
  VISA_REQUIRED,
  ageAt,
  dateOfBirthOf,
  hasDuplicatePassengerNames,
  isOldEnough,
  isReservation,
  leadPassengerDetailsSchema,
  passengerDetailsRequestSchema,
  passengerDetailsSchema,
  transactionTypeOf,
  underAgeMessage,
  validatePassengerDetails,
} from './passenger-details-rules'

const REQUIRED = 'This is a required field'
const today = { year: 2026, month: 5, day: 1 }
const departure = { year: 2026, month: 9, day: 14 }

const passenger = {
  passengerId: 2,
  title: 'Mrs',
  firstName: 'Ann',
  lastName: "O'Brien",
  otherNames: '',
  dayOfBirth: 14,
  monthOfBirth: 9,
  yearOfBirth: 1960,
  sex: 'Female',
  mobilityLimitations: false,
  dietaryRequests: false,
  visaIds: [],
}

const lead = {
  ...passenger,
  passengerId: 1,
  title: 'Mr',
  firstName: 'Tom',
  lastName: 'Smith',
  email: 'tom@example.com',
  confirmEmail: 'tom@example.com',
  mobilePhone: '+44 7700 900123',
  homePhone: '020 7946 0000',
  address: {
    addressLines: ['1 High Street'],
    town: 'Bath',
    county: '',
    country: 'GB',
    postCode: 'BA1 1AA',
    addressVerified: true,
  },
  termsAndConditions: true,
  marketingMail: true,
  marketingEmail: false,
}

function errorsOf(schema: typeof passengerDetailsSchema | typeof leadPassengerDetailsSchema, value: unknown) {
  const parsed = schema.safeParse(value)
  if (parsed.success) return {}
  const errors: Record<string, string[]> = {}
  for (const issue of parsed.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message)
  return errors
}

describe('constants and messages (checkout §5, §9)', () => {
  it('has the spec values', () => {
    expect(TITLES).toEqual(['Mr', 'Mrs', 'Miss', 'Ms'])
    expect(SEXES).toEqual(['Male', 'Female'])
    expect(VISA_REQUIRED).toBe('Visa required')
    expect(NO_VISA_REQUIRED).toBe('No visa required')
    expect(MINIMUM_AGE).toBe(18)
    expect(INVALID_DATE_MESSAGE).toBe('Please enter a valid date')
    expect(underAgeMessage()).toBe('Please ensure age is 18 years or older')
    expect(underAgeMessage(21)).toBe('Please ensure age is 21 years or older')
    expect(DUPLICATE_PASSENGERS_AT_PAYMENT).toBe('You cannot continue with two passengers of the same name')
    expect(MATCH_EMAIL_MESSAGE).toBe('Field should match Email')
  })
})

describe('date of birth and age at departure', () => {
  it.each([
    [29, 2, 2024, { year: 2024, month: 2, day: 29 }],
    ['07', '03', '1990', { year: 1990, month: 3, day: 7 }],
    [29, 2, 2023, null],
    [31, 4, 1990, null],
    [0, 1, 1990, null],
    [1, 13, 1990, null],
    [2, 5, 2026, null], // tomorrow
    [1, 5, 2026, { year: 2026, month: 5, day: 1 }], // today
    ['', 5, 1990, null],
    [undefined, 5, 1990, null],
  ])('dateOfBirthOf(%s, %s, %s)', (day, month, year, expected) => {
    expect(dateOfBirthOf(day, month, year, today)).toEqual(expected)
  })

  it('counts whole years, the birthday itself included', () => {
    expect(ageAt({ year: 2008, month: 9, day: 14 }, departure)).toBe(18)
    expect(ageAt({ year: 2008, month: 9, day: 15 }, departure)).toBe(17)
    expect(ageAt({ year: 2008, month: 10, day: 1 }, departure)).toBe(17)
    expect(ageAt({ year: 2000, month: 2, day: 29 }, { year: 2018, month: 2, day: 28 })).toBe(17)
    expect(ageAt({ year: 2000, month: 2, day: 29 }, { year: 2018, month: 3, day: 1 })).toBe(18)
  })

  it('is old enough on the departure date, not today', () => {
    // 17 today (May 2026), 18 by the departure in September: old enough.
    expect(isOldEnough({ year: 2008, month: 8, day: 1 }, departure)).toBe(true)
    expect(isOldEnough({ year: 2008, month: 9, day: 15 }, departure)).toBe(false)
    expect(isOldEnough({ year: 2005, month: 1, day: 1 }, departure, 21)).toBe(true)
    expect(isOldEnough({ year: 2006, month: 1, day: 1 }, departure, 21)).toBe(false)
  })
})

describe('passengerDetailsSchema (one passenger, checkout §5)', () => {
  it('accepts a complete passenger', () => {
    expect(errorsOf(passengerDetailsSchema, passenger)).toEqual({})
  })

  it.each([
    ['title', { title: '' }, REQUIRED],
    ['title', { title: 'Dr' }, REQUIRED],
    ['firstName', { firstName: '' }, REQUIRED],
    ['firstName', { firstName: '  ' }, REQUIRED],
    ['firstName', { firstName: 'Ann3' }, 'Enter letters, hyphens and apostrophes only.'],
    ['lastName', { lastName: undefined }, REQUIRED],
    ['otherNames', { otherNames: 'J<' }, 'Enter letters, hyphens and apostrophes only.'],
    ['sex', { sex: undefined }, REQUIRED],
    ['sex', { sex: 'Other' }, REQUIRED],
    ['mobilityLimitations', { mobilityLimitations: undefined }, REQUIRED],
    ['dietaryRequests', { dietaryRequests: null }, REQUIRED],
    ['dayOfBirth', { dayOfBirth: undefined }, REQUIRED],
    ['dateOfBirth', { dayOfBirth: 31, monthOfBirth: 2 }, INVALID_DATE_MESSAGE],
    ['mobilityDetails', { mobilityLimitations: true }, REQUIRED],
    ['mobilityDetails', { mobilityLimitations: true, mobilityDetails: '  ' }, REQUIRED],
    ['dietaryRequirements', { dietaryRequests: true, dietaryRequirements: '' }, REQUIRED],
  ])('%s: %j → %s', (field, change, message) => {
    expect(errorsOf(passengerDetailsSchema, { ...passenger, ...change })[field]).toContain(message)
  })

  it('keeps other names optional and the details only when their flag is yes', () => {
    const { otherNames: _omit, ...withoutOtherNames } = passenger
    expect(errorsOf(passengerDetailsSchema, withoutOtherNames)).toEqual({})
    expect(
      errorsOf(passengerDetailsSchema, {
        ...passenger,
        mobilityLimitations: true,
        mobilityDetails: 'Uses a wheelchair',
        dietaryRequests: true,
        dietaryRequirements: 'Vegan, no nuts.',
      }),
    ).toEqual({})
  })

  it('accepts numeric visa ids as numbers or digit strings', () => {
    const parsed = passengerDetailsSchema.parse({ ...passenger, visaIds: [3, '4'] })
    expect(parsed.visaIds).toEqual([3, 4])
    expect(errorsOf(passengerDetailsSchema, { ...passenger, visaIds: ['x'] })['visaIds.0']).toBeDefined()
  })
})

describe('leadPassengerDetailsSchema (lead only fields)', () => {
  it('accepts a complete lead passenger', () => {
    expect(errorsOf(leadPassengerDetailsSchema, lead)).toEqual({})
  })

  it.each([
    ['email', { email: '' }, REQUIRED],
    ['email', { email: 'tom@', confirmEmail: 'tom@' }, 'Invalid email address'],
    ['confirmEmail', { confirmEmail: '' }, REQUIRED],
    ['confirmEmail', { confirmEmail: 'tom@example.org' }, MATCH_EMAIL_MESSAGE],
    ['mobilePhone', { mobilePhone: '' }, REQUIRED],
    [
      'mobilePhone',
      { mobilePhone: '12345' },
      'Enter numbers only (prefixed with a "+" if applicable), minimum 7 characters.',
    ],
    [
      'homePhone',
      { homePhone: 'call me' },
      'Enter numbers only (prefixed with a "+" if applicable), minimum 7 characters.',
    ],
    ['termsAndConditions', { termsAndConditions: false }, REQUIRED],
    ['address.town', { address: { ...lead.address, town: '' } }, REQUIRED],
    ['address.postCode', { address: { ...lead.address, postCode: '' } }, REQUIRED],
    ['address.addressLines.0', { address: { ...lead.address, addressLines: [''] } }, REQUIRED],
  ])('%s: %j → %s', (field, change, message) => {
    expect(errorsOf(leadPassengerDetailsSchema, { ...lead, ...change })[field]).toContain(message)
  })

  it('makes the marketing boxes optional (absent = not ticked on the wire)', () => {
    const { marketingMail: _m, marketingEmail: _e, ...rest } = lead
    const parsed = leadPassengerDetailsSchema.parse(rest)
    expect([parsed.marketingMail, parsed.marketingEmail]).toEqual([false, false])
  })
})

describe('validatePassengerDetails (the server gate)', () => {
  const options = { leadPassengerId: 1, departureDate: departure, today }

  it('applies the lead schema to the lead only and drops lead fields of the others', () => {
    const result = validatePassengerDetails([lead, { ...passenger, email: 'x@example.com' }], options)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.passengers.map((entry) => entry.lead)).toEqual([true, false])
    expect('email' in result.passengers[1]!).toBe(false)
  })

  it('keys errors passengers.N.field and checks the age at departure', () => {
    const result = validatePassengerDetails(
      [
        { ...lead, email: undefined },
        { ...passenger, yearOfBirth: 2009 },
      ],
      options,
    )
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        'passengers.0.email': [REQUIRED],
        'passengers.1.dateOfBirth': ['Please ensure age is 18 years or older'],
      },
    })
  })

  it('refuses a passenger sent as the lead fields missing (the lead is the server’s choice)', () => {
    const result = validatePassengerDetails([passenger, { ...passenger, passengerId: 1, firstName: 'Tom' }], options)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.fieldErrors['passengers.1.email']).toEqual([REQUIRED])
    expect(result.fieldErrors['passengers.1.termsAndConditions']).toEqual([REQUIRED])
  })

  it('refuses two passengers with one name', () => {
    const result = validatePassengerDetails([lead, { ...passenger, firstName: 'TOM', lastName: 'smith' }], options)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.fieldErrors['passengers.1.firstName']).toEqual([DUPLICATE_PASSENGERS_AT_PAYMENT])
  })

  it('the request schema wants a quote id and one to nine passengers with ids', () => {
    expect(passengerDetailsRequestSchema.safeParse({ quoteId: 1, passengers: [] }).success).toBe(false)
    expect(passengerDetailsRequestSchema.safeParse({ quoteId: 1, passengers: [{}] }).success).toBe(false)
    expect(passengerDetailsRequestSchema.safeParse({ quoteId: '7', passengers: [lead] }).success).toBe(true)
    const ten = Array.from({ length: 10 }, (_, index) => ({ ...passenger, passengerId: index + 1 }))
    expect(passengerDetailsRequestSchema.safeParse({ quoteId: 1, passengers: ten }).success).toBe(false)
  })
})

describe('payment rules (checkout §4)', () => {
  it('duplicate names at payment ignore case and blanks', () => {
    expect(hasDuplicatePassengerNames([lead, { firstName: ' tom ', lastName: 'SMITH' }])).toBe(true)
    expect(hasDuplicatePassengerNames([lead, passenger])).toBe(false)
    expect(
      hasDuplicatePassengerNames([
        { firstName: '', lastName: '' },
        { firstName: '', lastName: '' },
      ]),
    ).toBe(false)
  })

  it.each([
    [{ depositAmount: 50000, fullBalance: 250000 }, 'Deposit Only'],
    [{ depositAmount: 250000, fullBalance: 250000 }, 'Full Payment'],
  ])('transactionTypeOf(%j) = %s', (payment, expected) => {
    expect(transactionTypeOf(payment)).toBe(expected)
  })

  it.each([
    [[{ mobilityLimitations: false }], true, false],
    [[{ mobilityLimitations: false }, { mobilityLimitations: true }], true, true],
    [[{ mobilityLimitations: false }], false, true],
    [[{}], true, false],
  ])('isReservation(%j, canPay %s) = %s', (passengers, canPay, expected) => {
    expect(isReservation({ passengers, canPay })).toBe(expected)
  })
})
