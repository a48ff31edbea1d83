import { describe, expect, it } from 'vitest'
import { bookingEnquiryEmail } from './booking-enquiry-email.server'

const request = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  telephone: '07700 900123',
  message: 'Any date in June <b>please</b>\nThanks',
  tourName: 'Italian Lakes & Venice',
  departureDate: '12 June 2027',
  quoteId: 42,
}

describe('the operator e-mail of a booking-failed enquiry', () => {
  it('says who to call about which holiday, with the enquirer’s own quote', () => {
    const email = bookingEnquiryEmail({
      brand: { name: 'Meridian Journeys' },
      reference: 'BE-000007',
      request,
      quote: { quoteId: 42, tourCode: 'MJ0101', departureId: 9, travellers: 3, subtotal: 389700, currency: 'GBP' },
    })
    expect(email.subject).toBe('Booking enquiry BE-000007: Ada Lovelace, Italian Lakes & Venice, 12 June 2027')
    expect(email.text).toContain('Telephone: 07700 900123')
    expect(email.text).toContain('Quote: 42 (their own quote: tour MJ0101, departure 9, 3 travellers, subtotal £3,897)')
    expect(email.text).toContain('Any date in June <b>please</b>\nThanks')
  })

  it('escapes what the traveller typed in the HTML', () => {
    const email = bookingEnquiryEmail({ brand: { name: 'M' }, reference: 'BE-000008', request, quote: null })
    expect(email.html).not.toContain('<b>')
    expect(email.html).toContain('&#60;b&#62;please&#60;/b&#62;<br>Thanks')
    expect(email.html).toContain('Italian Lakes &#38; Venice')
  })

  it('marks a quote number that is not the enquirer’s own as not linked, and says when there is none', () => {
    const other = bookingEnquiryEmail({ brand: { name: 'M' }, reference: 'BE-1', request, quote: null })
    expect(other.text).toContain("Quote: 42 as given on the form (not a quote of this visitor's session: not linked)")
    const none = bookingEnquiryEmail({
      brand: { name: 'M' },
      reference: 'BE-2',
      request: { ...request, quoteId: null, message: undefined, tourName: '', departureDate: '' },
      quote: null,
    })
    expect(none.text).toContain('Quote: none')
    expect(none.text).toContain('Holiday: not given')
    expect(none.text).toContain('Message:\n(none)')
  })
})
