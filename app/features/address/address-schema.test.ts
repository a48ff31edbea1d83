import { describe, expect, it } from 'vitest'
import { FIELD_RULES, REQUIRED_MESSAGE } from '../../lib/validation'
import {
  ADDRESS_TEXT_MESSAGE,
  COUNTRY_UNKNOWN_MESSAGE,
  EMPTY_ADDRESS,
  addressFieldErrors,
  addressToFormValues,
  makeAddressFormSchema,
  makeAddressPayloadSchema,
  postcodeLookupQuerySchema,
  toAddressPayload,
} from './address-schema'
import { firstErrorsByField } from '../../components/form/form-store'

const formSchema = makeAddressFormSchema()

describe('address form rules', () => {
  it('requires line 1, town, country and postcode; line 2 and county are optional', () => {
    expect(firstErrorsByField(formSchema, { ...EMPTY_ADDRESS, country: '' })).toEqual({
      addressLine1: REQUIRED_MESSAGE,
      town: REQUIRED_MESSAGE,
      country: REQUIRED_MESSAGE,
      postCode: REQUIRED_MESSAGE,
    })
  })

  it('accepts real address punctuation and refuses markup', () => {
    const valid = {
      ...EMPTY_ADDRESS,
      addressLine1: 'Flat 2/1, 14 St John’s Road',
      addressLine2: 'Smith & Sons (rear)',
      town: 'Stoke-on-Trent',
      postCode: 'ST1 1AA',
    }
    expect(formSchema.safeParse(valid).success).toBe(true)
    expect(firstErrorsByField(formSchema, { ...valid, addressLine1: '<b>1</b> High St' })).toEqual({
      addressLine1: ADDRESS_TEXT_MESSAGE,
    })
    expect(firstErrorsByField(formSchema, { ...valid, postCode: 'SW1A_1AA' })).toEqual({
      postCode: FIELD_RULES.postcode.message,
    })
    expect(firstErrorsByField(formSchema, { ...valid, country: 'United Kingdom' })).toEqual({
      country: COUNTRY_UNKNOWN_MESSAGE,
    })
  })

  it('round-trips between the form fields and the API shape', () => {
    const values = addressToFormValues({
      addressLines: ['1 High Street', 'Village'],
      town: 'York',
      county: 'North Yorkshire',
      country: 'GB',
      postCode: 'YO1 7HH',
    })
    expect(values.addressVerified).toBe(true)
    const payload = toAddressPayload(values)
    expect(payload).toEqual({
      addressLines: ['1 High Street', 'Village'],
      town: 'York',
      county: 'North Yorkshire',
      country: 'GB',
      postCode: 'YO1 7HH',
      addressVerified: true,
    })
    expect(makeAddressPayloadSchema().safeParse(payload).success).toBe(true)
    expect(toAddressPayload({ ...values, addressLine2: ' ' }).addressLines).toEqual(['1 High Street'])
  })

  it('refuses more than two address lines and maps server paths back to fields', () => {
    const payload = { addressLines: ['a', 'b', 'c'], town: 'York', county: '', country: 'GB', postCode: 'YO1 7HH' }
    expect(makeAddressPayloadSchema().safeParse(payload).success).toBe(false)
    expect(addressFieldErrors({ 'address.addressLines.0': ['x'], 'address.town': ['y'], email: ['z'] })).toEqual({
      addressLine1: ['x'],
      town: ['y'],
    })
  })

  it('checks the lookup postcode with the postcode rule', () => {
    expect(postcodeLookupQuerySchema.safeParse({ postcode: 'SW1A 1AA' }).success).toBe(true)
    expect(postcodeLookupQuerySchema.safeParse({ postcode: '<script>' }).success).toBe(false)
    expect(postcodeLookupQuerySchema.safeParse({}).success).toBe(false)
  })
})
