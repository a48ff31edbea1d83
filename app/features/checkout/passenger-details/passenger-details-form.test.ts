import { describe, expect, it } from 'vitest'
import {
  dependentFields,
  emptyPassengerValues,
  passengerFormErrors,
  toPassengerInput,
  yearOptions,
  makePassengerFormSchema,
  type PassengerFormValues,
} from './passenger-details-form'
import { DEPARTURE_DATE, companionValues, leadValues, visas } from './passenger-details-test-data'

/* The card's messages come from the shared rules (passenger-details-rules.ts); this checks their mapping onto the
 * card's fields, every checkout §5 message, and the conversion to the wire (checkout §7). */

const today = new Date(2026, 10, 23)
const companion = { passengerId: 101, lead: false, visas, departureDate: DEPARTURE_DATE, today }
const lead = { ...companion, passengerId: 100, lead: true }

const REQUIRED = 'This is a required field'

describe('passenger card messages (checkout §5)', () => {
  it('a complete companion and a complete lead have none', () => {
    expect(passengerFormErrors(companionValues(), companion)).toEqual({})
    expect(passengerFormErrors(leadValues(), lead)).toEqual({})
  })

  it('an empty companion card: every required field at once, including the conditional ones', () => {
    const errors = passengerFormErrors(emptyPassengerValues({ firstName: '', lastName: '' }), companion)
    expect(errors).toEqual({
      title: REQUIRED,
      firstName: REQUIRED,
      lastName: REQUIRED,
      dayOfBirth: REQUIRED,
      monthOfBirth: REQUIRED,
      yearOfBirth: REQUIRED,
      sex: REQUIRED,
      mobilityLimitations: REQUIRED,
      dietaryRequests: REQUIRED,
      'visa-7': REQUIRED,
      'visa-9': REQUIRED,
    })
  })

  it('an empty lead card adds the lead-only fields; marketing stays optional', () => {
    const errors = passengerFormErrors(emptyPassengerValues({ firstName: 'Ann', lastName: 'Smith' }), lead)
    expect(errors).toMatchObject({
      email: REQUIRED,
      confirmEmail: REQUIRED,
      mobilePhone: REQUIRED,
      homePhone: REQUIRED,
      termsAndConditions: REQUIRED,
    })
    expect(errors).not.toHaveProperty('marketingMail')
    expect(errors).not.toHaveProperty('marketingEmail')
    expect(errors).not.toHaveProperty('otherNames')
  })

  const cases: Array<[string, Partial<PassengerFormValues>, string, string, boolean?]> = [
    ['first name pattern', { firstName: 'Ann3' }, 'firstName', 'Enter letters, hyphens and apostrophes only.'],
    ['surname pattern', { lastName: 'Sm<i>th' }, 'lastName', 'Enter letters, hyphens and apostrophes only.'],
    [
      'other names optional but checked',
      { otherNames: 'J4' },
      'otherNames',
      'Enter letters, hyphens and apostrophes only.',
    ],
    ['31 February', { dayOfBirth: '31', monthOfBirth: '2' }, 'dayOfBirth', 'Please enter a valid date'],
    [
      'a birth date in the future',
      { yearOfBirth: String(new Date().getFullYear() + 1) },
      'monthOfBirth',
      'Please enter a valid date',
    ],
    [
      '17 at departure',
      { dayOfBirth: '2', monthOfBirth: '6', yearOfBirth: '2009' },
      'yearOfBirth',
      'Please ensure age is 18 years or older',
    ],
    ['mobility yes without details', { mobilityLimitations: 'yes' }, 'mobilityDetails', REQUIRED],
    ['dietary yes without requirements', { dietaryRequests: 'yes' }, 'dietaryRequirements', REQUIRED],
    [
      'free text refuses markup',
      { dietaryRequests: 'yes', dietaryRequirements: '<b>nuts</b>' },
      'dietaryRequirements',
      'Enter letters and numbers only. Maximum 500 characters.',
    ],
    ['a visa left unanswered', { 'visa-9': '' }, 'visa-9', REQUIRED],
    ['email pattern', { email: 'ann@', confirmEmail: 'ann@' }, 'email', 'Invalid email address', true],
    [
      'confirm email must match',
      { confirmEmail: 'anne@example.com' },
      'confirmEmail',
      'Field should match Email',
      true,
    ],
    [
      'telephone pattern',
      { mobilePhone: '12-34' },
      'mobilePhone',
      'Enter numbers only (prefixed with a "+" if applicable), minimum 7 characters.',
      true,
    ],
    [
      'home phone too short',
      { homePhone: '+44 12' },
      'homePhone',
      'Enter numbers only (prefixed with a "+" if applicable), minimum 7 characters.',
      true,
    ],
    ['terms not accepted', { termsAndConditions: false }, 'termsAndConditions', REQUIRED, true],
  ]
  it.each(cases)('%s', (_name, change, field, message, forLead = false) => {
    const values = { ...(forLead ? leadValues() : companionValues()), ...change } as PassengerFormValues
    expect(passengerFormErrors(values, forLead ? lead : companion)[field]).toBe(message)
  })

  it('the date message sits on each list without a message of its own', () => {
    const errors = passengerFormErrors({ ...companionValues(), dayOfBirth: '31', monthOfBirth: '2' }, companion)
    expect([errors.dayOfBirth, errors.monthOfBirth, errors.yearOfBirth]).toEqual([
      'Please enter a valid date',
      'Please enter a valid date',
      'Please enter a valid date',
    ])
  })

  it('the page data under-18 message replaces the default', () => {
    const values = { ...companionValues(), dayOfBirth: '2', monthOfBirth: '6', yearOfBirth: '2009' }
    const errors = passengerFormErrors(values, { ...companion, underAgeMessage: 'Travellers must be adults.' })
    expect(errors.dayOfBirth).toBe('Travellers must be adults.')
  })

  it('18 on the departure day is old enough', () => {
    const values = { ...companionValues(), dayOfBirth: '1', monthOfBirth: '6', yearOfBirth: '2009' }
    expect(passengerFormErrors(values, companion)).toEqual({})
  })

  it('the match check is reported even while other fields are wrong', () => {
    const values = { ...leadValues(), title: '', confirmEmail: 'other@example.com' }
    expect(passengerFormErrors(values, lead)).toMatchObject({
      title: REQUIRED,
      confirmEmail: 'Field should match Email',
    })
  })
})

describe('the card on the wire (checkout §7)', () => {
  it('numbers for the lists, booleans for yes/no, visaIds for "Visa required" only', () => {
    expect(toPassengerInput(companionValues(), companion)).toEqual({
      passengerId: 101,
      title: 'Mr',
      firstName: 'Bob',
      lastName: 'Smith',
      otherNames: null,
      dayOfBirth: 3,
      monthOfBirth: 5,
      yearOfBirth: 1960,
      sex: 'Male',
      mobilityLimitations: false,
      mobilityDetails: null,
      dietaryRequests: false,
      dietaryRequirements: null,
      visaIds: [7],
    })
  })

  it('details text only while its question is yes; lead fields only for the lead', () => {
    const input = toPassengerInput(
      {
        ...leadValues(),
        mobilityLimitations: 'no',
        mobilityDetails: 'kept?',
        dietaryRequests: 'yes',
        dietaryRequirements: 'Vegan',
      },
      lead,
    )
    expect(input).toMatchObject({
      mobilityDetails: null,
      dietaryRequirements: 'Vegan',
      email: 'ann@example.com',
      marketingEmail: true,
    })
    expect(toPassengerInput(leadValues(), companion)).not.toHaveProperty('email')
  })

  it('the form schema outputs the trimmed wire input', () => {
    const result = makePassengerFormSchema(companion).safeParse({ ...companionValues(), firstName: '  Bob ' })
    expect(result.success).toBe(true)
    expect(result.data).toMatchObject({ firstName: '  Bob ', passengerId: 101 })
  })
})

describe('lists and dependencies', () => {
  it('birth years run from this year down to 1901 (checkout §9)', () => {
    const years = yearOptions(today)
    expect(years[0]).toEqual({ value: '2026', label: '2026' })
    expect(years.at(-1)).toEqual({ value: '1901', label: '1901' })
    expect(years).toHaveLength(2026 - 1901 + 1)
  })

  it('fields that depend on another are re-checked with it', () => {
    expect(dependentFields('monthOfBirth')).toEqual(['dayOfBirth', 'yearOfBirth'])
    expect(dependentFields('email')).toEqual(['confirmEmail'])
    expect(dependentFields('mobilityLimitations')).toEqual(['mobilityDetails'])
    expect(dependentFields('title')).toEqual([])
  })
})
