import { describe, expect, it } from 'vitest'
import { firstErrorsByField } from '../../components/form/form-store'
import { FIELD_RULES, INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from '../../lib/validation'
import { EMPTY_ADDRESS } from '../address'
import {
  BROCHURE_FORM_DEFAULTS,
  CHOOSE_A_BROCHURE_MESSAGE,
  COUNTRY_DOWNLOAD_ONLY_MESSAGE,
  POSTAL_COUNTRIES,
  brochureAddressFormSchema,
  brochureFormSchema,
  brochureRequestSchema,
  canPostTo,
} from './brochure-schema'

const validForm = {
  ...BROCHURE_FORM_DEFAULTS,
  title: 'Miss',
  firstName: 'Zoë',
  lastName: 'Smith-Jones',
  email: 'zoe@example.com',
}
const validRequest = {
  ...validForm,
  phoneNumber: null,
  address: {
    addressLines: ['1 High Street'],
    town: 'York',
    county: '',
    country: 'GB',
    postCode: 'YO1 7HH',
    addressVerified: false,
  },
  dateOrdered: '2026-03-01T10:00:00.000Z',
  brochureIds: ['6f1c2d9e-1111-4a2b-8c3d-123456789abc'],
  utmSource: null,
  utmMedium: null,
}

describe('the brochure form rules (browser and server alike)', () => {
  it('defaults both marketing boxes to ticked and everything else to empty', () => {
    expect(BROCHURE_FORM_DEFAULTS).toMatchObject({ marketingEmail: true, marketingMail: true, title: '', email: '' })
  })

  it('requires title, first name, last name and email; the phone is optional', () => {
    expect(firstErrorsByField(brochureFormSchema, BROCHURE_FORM_DEFAULTS)).toEqual({
      title: REQUIRED_MESSAGE,
      firstName: REQUIRED_MESSAGE,
      lastName: REQUIRED_MESSAGE,
      email: REQUIRED_MESSAGE,
    })
  })

  it('accepts only the four titles', () => {
    for (const title of ['Mr', 'Mrs', 'Miss', 'Ms'])
      expect(brochureFormSchema.safeParse({ ...validForm, title }).success).toBe(true)
    expect(firstErrorsByField(brochureFormSchema, { ...validForm, title: 'Dr' })).toEqual({ title: REQUIRED_MESSAGE })
  })

  it('checks names, e-mail and a digits-only phone with the shared messages', () => {
    expect(
      firstErrorsByField(brochureFormSchema, {
        ...validForm,
        firstName: 'J0hn',
        email: 'a@b',
        phoneNumber: '+44 1632',
      }),
    ).toEqual({
      firstName: FIELD_RULES.name.message,
      // 'a@b' is a valid e-mail-type value but fails the pattern (a dot in the domain).
      email: FIELD_RULES.email.message,
      phoneNumber: FIELD_RULES.numbersOnly.message,
    })
    expect(firstErrorsByField(brochureFormSchema, { ...validForm, email: 'a b@example.com' })).toEqual({
      email: INVALID_EMAIL_MESSAGE,
    })
    expect(brochureFormSchema.safeParse({ ...validForm, phoneNumber: '01632 960123' }).success).toBe(true)
  })

  it('trims what it returns', () => {
    const result = brochureFormSchema.parse({ ...validForm, firstName: '  Zoë ', email: ' zoe@example.com ' })
    expect(result.firstName).toBe('Zoë')
    expect(result.email).toBe('zoe@example.com')
  })
})

describe('the postal-country rule (ADR 0004)', () => {
  it('posts to the UK, Ireland, the Channel Islands and the Isle of Man only', () => {
    expect([...POSTAL_COUNTRIES]).toEqual(['GB', 'IE', 'JE', 'GG', 'IM'])
    expect(['GB', 'IE', 'JE', 'GG', 'IM'].every(canPostTo)).toBe(true)
    expect(['FR', 'US', 'AU', ''].some(canPostTo)).toBe(false)
  })

  it('gives other countries the download-only message on the country field', () => {
    const address = { ...EMPTY_ADDRESS, addressLine1: '5 Rue de Rivoli', town: 'Paris', postCode: '75001' }
    expect(brochureAddressFormSchema.safeParse({ ...address, country: 'IE' }).success).toBe(true)
    expect(firstErrorsByField(brochureAddressFormSchema, { ...address, country: 'FR' })).toEqual({
      country: COUNTRY_DOWNLOAD_ONLY_MESSAGE,
    })
    expect(firstErrorsByField(brochureAddressFormSchema, { ...address, country: '' })).toEqual({
      country: REQUIRED_MESSAGE,
    })
  })
})

describe('the submit payload', () => {
  it('accepts a complete request and turns blank campaign values into null', () => {
    const parsed = brochureRequestSchema.parse({ ...validRequest, utmSource: '  ', utmMedium: 'email' })
    expect(parsed.utmSource).toBeNull()
    expect(parsed.utmMedium).toBe('email')
  })

  it('needs at least one brochure id, each a plain id', () => {
    const none = brochureRequestSchema.safeParse({ ...validRequest, brochureIds: [] })
    expect(none.success ? [] : none.error.issues.map((issue) => issue.message)).toEqual([CHOOSE_A_BROCHURE_MESSAGE])
    expect(brochureRequestSchema.safeParse({ ...validRequest, brochureIds: ['../etc/passwd'] }).success).toBe(false)
  })

  it('applies the postal rule to the address country, with the field path the page maps back', () => {
    const result = brochureRequestSchema.safeParse({
      ...validRequest,
      address: { ...validRequest.address, country: 'US' },
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['address.country', COUNTRY_DOWNLOAD_ONLY_MESSAGE],
    ])
  })

  it('caps the length of names and campaign values', () => {
    expect(brochureRequestSchema.safeParse({ ...validRequest, lastName: 'a'.repeat(61) }).success).toBe(false)
    expect(brochureRequestSchema.safeParse({ ...validRequest, utmSource: 'x'.repeat(201) }).success).toBe(false)
  })
})
