import { describe, expect, it } from 'vitest'
import { REQUIRED_MESSAGE } from '../../lib/validation'
import { COUNTRY_UNKNOWN_MESSAGE } from '../address'
import {
  LEAD_EMAIL_MAX_LENGTH,
  LEAD_HIDDEN_MAX_LENGTH,
  LEAD_NAME_MAX_LENGTH,
  LEAD_PHONE_MAX_LENGTH,
  marketingLeadRequestSchema,
} from './marketing-form-schema'

const valid = {
  Country: 'GB',
  Email: 'jo@example.com',
  FirstName: 'Jo',
  LastName: 'Bloggs',
  phone: '',
  Referral__c: 'newsletter',
  Inquiry_Subcategory__c_account: 'Brochure download',
  brochureId: 'u1',
}

function fieldErrors(input: Record<string, unknown>): Record<string, string[]> {
  const result = marketingLeadRequestSchema.safeParse(input)
  if (result.success) return {}
  const errors: Record<string, string[]> = {}
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message)
  return errors
}

describe('the lead form request (discovery §3 marketing form values)', () => {
  it('accepts a complete form', () => {
    expect(fieldErrors(valid)).toEqual({})
  })

  it('requires the names, the e-mail and the country', () => {
    expect(fieldErrors({ ...valid, FirstName: '', LastName: ' ', Email: undefined, Country: '' })).toEqual({
      FirstName: [REQUIRED_MESSAGE],
      LastName: [REQUIRED_MESSAGE],
      Email: [REQUIRED_MESSAGE],
      Country: [REQUIRED_MESSAGE],
    })
  })

  it.each([
    ['FirstName', 'a'.repeat(LEAD_NAME_MAX_LENGTH)],
    ['LastName', 'a'.repeat(LEAD_NAME_MAX_LENGTH)],
    ['Email', `${'a'.repeat(LEAD_EMAIL_MAX_LENGTH - 12)}@example.com`],
    ['phone', '0'.repeat(LEAD_PHONE_MAX_LENGTH)],
    ['Referral__c', 'x'.repeat(LEAD_HIDDEN_MAX_LENGTH)],
  ])('takes %s at its length limit, and not one character more', (field, atLimit) => {
    expect(fieldErrors({ ...valid, [field]: atLimit })).toEqual({})
    const errors = fieldErrors({ ...valid, [field]: `${atLimit}0` })
    expect(errors[field]?.[0]).toMatch(/^Maximum \d+ characters\.$/)
  })

  it('takes a country only as a two-letter code (which one exists is the server’s check)', () => {
    expect(fieldErrors({ ...valid, Country: 'United Kingdom' })).toEqual({ Country: [COUNTRY_UNKNOWN_MESSAGE] })
    expect(fieldErrors({ ...valid, Country: 'gb' })).toEqual({ Country: [COUNTRY_UNKNOWN_MESSAGE] })
  })

  it('strips control and bidirectional characters from the text it keeps', () => {
    const parsed = marketingLeadRequestSchema.parse({
      ...valid,
      FirstName: 'Jo\u202e',
      LastName: '\u200fBloggs\u0000',
      Referral__c: 'news\u2066letter\u2069',
    })
    expect(parsed).toMatchObject({ FirstName: 'Jo', LastName: 'Bloggs', Referral__c: 'newsletter' })
  })

  it('carries the honeypot through to the server, which decides what a filled one means', () => {
    expect(marketingLeadRequestSchema.parse({ ...valid, website: 'http://spam.example' }).website).toBe(
      'http://spam.example',
    )
    expect(marketingLeadRequestSchema.parse(valid).website).toBeUndefined()
    expect(fieldErrors({ ...valid, website: 'x'.repeat(501) }).website).toHaveLength(1)
  })
})
