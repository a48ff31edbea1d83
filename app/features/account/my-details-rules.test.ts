import { describe, expect, it } from 'vitest'
import { zodIssuesToFieldErrors } from '../../lib/api-error'
import { myDetailsSchema } from './my-details-rules'

const VALID = {
  title: 'Ms',
  firstName: 'Ada',
  lastName: 'Lovelace',
  dayOfBirth: '10',
  monthOfBirth: 12,
  yearOfBirth: 1970,
  sex: 'Female',
  mobilePhone: '07700 900123',
  homePhone: '020 7946 0000',
  address: { addressLines: ['12 St James Square'], town: 'London', county: '', country: 'GB', postCode: 'SW1Y 4JH' },
}

function errorsOf(input: unknown) {
  const parsed = myDetailsSchema.safeParse(input)
  return parsed.success ? {} : zodIssuesToFieldErrors(parsed.error)
}

describe('my details (validated like the checkout’s lead passenger)', () => {
  it('accepts a complete set and reads the date lists as numbers', () => {
    const parsed = myDetailsSchema.parse(VALID)
    expect(parsed).toMatchObject({ dayOfBirth: 10, monthOfBirth: 12, yearOfBirth: 1970 })
  })

  it.each([
    ['an impossible date of birth', { dayOfBirth: 31, monthOfBirth: 2 }, 'dateOfBirth'],
    ['a date of birth in the future', { yearOfBirth: new Date().getUTCFullYear() + 1 }, 'dateOfBirth'],
    ['no first name', { firstName: '' }, 'firstName'],
    ['a title not in the list', { title: 'Captain' }, 'title'],
    ['a mobile that is not a telephone number', { mobilePhone: 'call me' }, 'mobilePhone'],
    ['no home phone', { homePhone: '' }, 'homePhone'],
    ['an address without a postcode', { address: { ...VALID.address, postCode: '' } }, 'address.postCode'],
  ])('refuses %s', (_name, change, field) => {
    expect(Object.keys(errorsOf({ ...VALID, ...change }))).toContain(field)
  })

  it('does not carry an e-mail address (the sign-in name is not edited here)', () => {
    expect(myDetailsSchema.parse({ ...VALID, email: 'someone@example.com' })).not.toHaveProperty('email')
  })
})
