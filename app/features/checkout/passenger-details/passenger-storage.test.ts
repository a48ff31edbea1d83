// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { EMPTY_ADDRESS } from '../../address/index'
import { emptyPassengerValues } from './passenger-details-form'
import { companionValues, leadValues } from './passenger-details-test-data'
import {
  PASSENGER_DETAILS_STORAGE_KEY,
  addressValuesFromStored,
  passengerValuesFromStored,
  readPassengerDetails,
  storedPassengerFor,
  storedPassengerOf,
  writePassengerDetails,
} from './passenger-storage'

/* Session storage 'passengerDetails' keyed by passenger index, with the checkout §3 rules. */

const ann = { firstName: 'Ann', lastName: 'Smith' }
const bob = { firstName: 'Bob', lastName: 'Smith' }

beforeEach(() => window.sessionStorage.clear())

describe('what a card keeps (checkout §3)', () => {
  it('a false dietary or mobility flag is removed; a yes keeps its details text', () => {
    const no = storedPassengerOf(
      { ...companionValues(), mobilityDetails: 'typed, then answered no' },
      {
        quoteName: bob,
        lead: false,
        address: null,
      },
    )
    expect(no).not.toHaveProperty('mobilityLimitations')
    expect(no).not.toHaveProperty('mobilityDetails')
    expect(no).not.toHaveProperty('dietaryRequests')
    const yes = storedPassengerOf(
      {
        ...companionValues(),
        mobilityLimitations: 'yes',
        mobilityDetails: 'Walking stick',
        dietaryRequests: 'yes',
        dietaryRequirements: 'Vegan',
      },
      { quoteName: bob, lead: false, address: null },
    )
    expect(yes).toMatchObject({
      mobilityLimitations: true,
      mobilityDetails: 'Walking stick',
      dietaryRequests: true,
      dietaryRequirements: 'Vegan',
    })
  })

  it('the date of birth only when day, month and year are all present', () => {
    const partial = storedPassengerOf(
      { ...companionValues(), yearOfBirth: '' },
      { quoteName: bob, lead: false, address: null },
    )
    expect(partial).not.toHaveProperty('dayOfBirth')
    expect(partial).not.toHaveProperty('monthOfBirth')
    const whole = storedPassengerOf(companionValues(), { quoteName: bob, lead: false, address: null })
    expect(whole).toMatchObject({ dayOfBirth: '3', monthOfBirth: '5', yearOfBirth: '1960' })
  })

  it('visa answers, and the lead’s contact, consent and billing address', () => {
    const address = { ...EMPTY_ADDRESS, addressLine1: '1 High St', town: 'Leeds', postCode: 'LS1 1AA' }
    const stored = storedPassengerOf(leadValues(), { quoteName: ann, lead: true, address })
    expect(stored).toMatchObject({
      visaChoices: { 7: 'Visa required', 9: 'No visa required' },
      email: 'ann@example.com',
      termsAndConditions: true,
      marketingMail: true,
      address: { addressLines: ['1 High St'], town: 'Leeds', postCode: 'LS1 1AA', country: 'GB' },
    })
    const companion = storedPassengerOf(leadValues(), { quoteName: bob, lead: false, address: null })
    expect(companion).not.toHaveProperty('email')
    expect(companion).not.toHaveProperty('address')
  })

  it('round trip: what was stored comes back as the card’s values', () => {
    const values = { ...leadValues(), dietaryRequests: 'yes' as const, dietaryRequirements: 'Vegan', otherNames: 'Jo' }
    const address = {
      ...EMPTY_ADDRESS,
      addressLine1: '1 High St',
      addressLine2: 'Flat 2',
      town: 'Leeds',
      postCode: 'LS1 1AA',
      addressVerified: true,
    }
    const stored = storedPassengerOf(values, { quoteName: ann, lead: true, address })
    const back = passengerValuesFromStored(JSON.parse(JSON.stringify(stored)), emptyPassengerValues(ann))
    expect(back).toEqual({ ...values, mobilityLimitations: '' })
    expect(addressValuesFromStored(stored)).toEqual(address)
  })
})

describe('reading and writing', () => {
  it('keyed by passenger index; an entry comes back only for a passenger of the same name', () => {
    const storage = window.sessionStorage
    writePassengerDetails(storage, [
      storedPassengerOf(leadValues(), { quoteName: ann, lead: true, address: null }),
      storedPassengerOf(companionValues(), { quoteName: bob, lead: false, address: null }),
    ])
    expect(Object.keys(JSON.parse(storage.getItem(PASSENGER_DETAILS_STORAGE_KEY)!))).toEqual(['0', '1'])
    const stored = readPassengerDetails(storage)
    expect(storedPassengerFor(stored, 1, { firstName: 'BOB', lastName: 'smith' })?.title).toBe('Mr')
    expect(storedPassengerFor(stored, 1, { firstName: 'Cara', lastName: 'Jones' })).toBeNull()
    expect(storedPassengerFor(stored, 2, bob)).toBeNull()
  })

  it('unreadable or missing storage gives nothing and never throws', () => {
    window.sessionStorage.setItem(PASSENGER_DETAILS_STORAGE_KEY, '{not json')
    expect(readPassengerDetails(window.sessionStorage)).toEqual({})
    expect(readPassengerDetails(undefined)).toEqual({})
    expect(() => writePassengerDetails(undefined, [])).not.toThrow()
  })
})
