import { describe, expect, it } from 'vitest'
import { prefillFromQuery, readableDepartureDate } from './booking-enquiry-prefill'

const query = (text: string) => new URLSearchParams(text)

describe('the booking-failed contact form prefill (checkout §2)', () => {
  it('reads every parameter the checkout sends', () => {
    expect(
      prefillFromQuery(
        query(
          'firstName=Ada&lastName=Lovelace&tourName=Italian%20Lakes%20and%20Venice&departureDate=12-June-2027&quoteId=42',
        ),
      ),
    ).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      tourName: 'Italian Lakes and Venice',
      departureDate: '12 June 2027',
      quoteId: 42,
    })
  })

  it('leaves out a quote id that is zero, absent or not a whole number', () => {
    expect(prefillFromQuery(query('quoteId=0')).quoteId).toBeNull()
    expect(prefillFromQuery(query('')).quoteId).toBeNull()
    expect(prefillFromQuery(query('quoteId=12abc')).quoteId).toBeNull()
    expect(prefillFromQuery(query('quoteId=-3')).quoteId).toBeNull()
    expect(prefillFromQuery(query('quoteId=99999999999')).quoteId).toBeNull()
  })

  it('gives empty strings for missing names, and cleans and cuts what the address carries', () => {
    const prefill = prefillFromQuery(
      query(`firstName=%E2%80%AEevil%00&lastName=${'x'.repeat(200)}&tourName=%20%20Rome%20%0A%20Tour%20`),
    )
    expect(prefill.firstName).toBe('evil')
    expect(prefill.lastName).toHaveLength(60)
    expect(prefill.tourName).toBe('Rome Tour')
    expect(prefillFromQuery(query('')).firstName).toBe('')
  })

  it.each([
    ['12-June-2027', '12 June 2027'],
    ['Sat-12-Jun-2027', 'Sat 12 Jun 2027'],
    ['2027-06-12', '2027-06-12'],
    ['', ''],
  ])('shows the departure date %s as %s', (sent, shown) => {
    expect(readableDepartureDate(sent)).toBe(shown)
  })
})
