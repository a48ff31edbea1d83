import { describe, expect, it } from 'vitest'
import {
  EXTRA_DESCRIPTION_MAX,
  EXTRA_NAME_MAX,
  cleanText,
  pageNumber,
  parseDonationEdit,
  parseExtraPrice,
  parseVisaEdit,
  sharedVisaNote,
  unchanged,
} from './extras-rules'

const visaFields = { name: 'India e-Visa', description: 'Applied for online.', price: '45.00' }
const donationFields = {
  name: 'Plant a tree',
  description: 'Five pounds a traveller.',
  price: '5',
  allocationType: 'PerPerson',
  active: 'yes',
}

describe('extra prices', () => {
  it('takes pounds and pence as minor units above 0', () => {
    expect(parseExtraPrice('45')).toEqual({ priceMinor: 4_500 })
    expect(parseExtraPrice(' £1,234.5 ')).toEqual({ priceMinor: 123_450 })
    expect(parseExtraPrice('0.01')).toEqual({ priceMinor: 1 })
  })

  it('refuses zero, negative, malformed and absurd prices', () => {
    for (const text of ['0', '0.00', '-5', 'free', '', '1.234', '12,50.0.0', '10000.01', '999999999'])
      expect(parseExtraPrice(text), text).toHaveProperty('problem')
    expect(parseExtraPrice('10000.00')).toEqual({ priceMinor: 1_000_000 })
  })
})

describe('a visa edit', () => {
  it('trims its texts and parses the price', () => {
    expect(parseVisaEdit({ name: '  India e-Visa ', description: ' Online.\r\nTwo lines. ', price: '49.50' })).toEqual({
      kind: 'ok',
      edit: { name: 'India e-Visa', description: 'Online.\nTwo lines.', priceMinor: 4_950 },
    })
  })

  it('allows an empty description but not an empty name', () => {
    expect(parseVisaEdit({ ...visaFields, description: '   ' })).toMatchObject({
      kind: 'ok',
      edit: { description: '' },
    })
    expect(parseVisaEdit({ ...visaFields, name: '  ' })).toEqual({
      kind: 'invalid',
      fieldErrors: { name: 'Enter a name.' },
    })
  })

  it('limits lengths and refuses control characters, keyed by field', () => {
    const result = parseVisaEdit({
      name: 'x'.repeat(EXTRA_NAME_MAX + 1),
      description: 'y'.repeat(EXTRA_DESCRIPTION_MAX + 1),
      price: '0',
    })
    expect(result.kind).toBe('invalid')
    if (result.kind === 'invalid')
      expect(Object.keys(result.fieldErrors).sort()).toEqual(['description', 'name', 'price'])
    expect(parseVisaEdit({ ...visaFields, name: 'x'.repeat(EXTRA_NAME_MAX) }).kind).toBe('ok')
    expect(parseVisaEdit({ ...visaFields, name: 'Two\nlines' })).toMatchObject({
      fieldErrors: { name: expect.any(String) },
    })
    expect(parseVisaEdit({ ...visaFields, description: `bell${String.fromCharCode(7)}` })).toMatchObject({
      fieldErrors: { description: 'The description must be plain text.' },
    })
    expect(parseVisaEdit({ ...visaFields, description: 'tab\there\nand a line' }).kind).toBe('ok')
  })
})

describe('a donation edit', () => {
  it('reads the allocation type and the active checkbox', () => {
    expect(parseDonationEdit(donationFields)).toEqual({
      kind: 'ok',
      edit: {
        name: 'Plant a tree',
        description: 'Five pounds a traveller.',
        priceMinor: 500,
        allocationType: 'PerPerson',
        active: true,
      },
    })
    expect(parseDonationEdit({ ...donationFields, allocationType: 'PerBooking', active: '' })).toMatchObject({
      edit: { allocationType: 'PerBooking', active: false },
    })
  })

  it('refuses an unknown allocation type and a price of 0 (untick Active instead)', () => {
    expect(parseDonationEdit({ ...donationFields, allocationType: 'PerRoom', price: '0' })).toEqual({
      kind: 'invalid',
      fieldErrors: { allocationType: 'Choose per person or per booking.', price: 'Enter a price above 0.' },
    })
  })
})

describe('helpers', () => {
  it('cleanText trims and normalises line ends', () => {
    expect(cleanText(' a\r\nb\rc ')).toBe('a\nb\nc')
  })

  it('unchanged compares the edited fields only', () => {
    const current = { name: 'A', description: '', priceMinor: 100, currency: 'GBP' }
    expect(unchanged(current, { name: 'A', description: '', priceMinor: 100 })).toBe(true)
    expect(unchanged(current, { name: 'A', description: '', priceMinor: 101 })).toBe(false)
  })

  it('sharedVisaNote names the other brands that sell the country', () => {
    expect(sharedVisaNote(['Meridian Tours'], 'Meridian Tours')).toBeNull()
    expect(sharedVisaNote(['Meridian Tours', 'Cavendish Coaches'], 'Meridian Tours')).toBe(
      'Also sold by Cavendish Coaches.',
    )
    expect(sharedVisaNote(['A', 'B', 'C', 'D'], 'A')).toBe('Also sold by B, C and D.')
  })

  it('pageNumber falls back to 1', () => {
    expect(pageNumber(null)).toBe(1)
    expect(pageNumber('3')).toBe(3)
    expect(pageNumber('0')).toBe(1)
    expect(pageNumber('-2')).toBe(1)
    expect(pageNumber('abc')).toBe(1)
    expect(pageNumber('999999', 50)).toBe(50)
  })
})
