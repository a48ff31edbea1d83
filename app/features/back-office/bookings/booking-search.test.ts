import { describe, expect, it } from 'vitest'
import { phoneSearchDigits } from './booking-search'

describe('phoneSearchDigits', () => {
  it.each([
    ['07700 900123', '700900123'],
    ['+44 7700 900123', '700900123'],
    ['0044 (0)7700-900123', '700900123'],
    ['(416) 555-0199', '165550199'],
    ['900123', '900123'],
    ['  01632.960.001 ', '632960001'],
  ])('%s is a telephone search for %s', (typed, digits) => {
    expect(phoneSearchDigits(typed)).toBe(digits)
  })

  it.each(['', '2031', '12345', 'BR-000123', 'Smith', '2031-10-01', '+44 phone', 'ALP-310601'])(
    '%s is not a telephone number',
    (typed) => {
      expect(phoneSearchDigits(typed)).toBeNull()
    },
  )

  it('matches the same caller typed with and without the country code', () => {
    expect(phoneSearchDigits('+44 7700 900123')).toBe(phoneSearchDigits('07700900123'))
  })
})
