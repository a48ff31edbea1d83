import { describe, expect, it } from 'vitest'
import { paymentReceiptEmail, verificationEmail, verifyEmailLink } from './account-emails.server'

const brand = {
  id: 'meridian',
  name: 'Meridian <Tours>',
  phone: '0800 000 000',
  email: 'hello@example.com',
  isCoach: false,
}

describe('account e-mails', () => {
  it('builds the verification link from the configured origin only', () => {
    expect(verifyEmailLink('https://www.example.com/some/path', 'abc_DEF-123')).toBe(
      'https://www.example.com/my-bookings/verify-email?token=abc_DEF-123',
    )
    expect(() => verifyEmailLink('javascript:alert(1)', 'x')).toThrow()
  })

  it('puts the link in both bodies and escapes the brand in the HTML', () => {
    const link = 'https://www.example.com/my-bookings/verify-email?token=t'
    const email = verificationEmail(brand, link, 48)
    expect(email.kind).toBe('account-verification')
    expect(email.text).toContain(link)
    expect(email.text).toContain('48 hours')
    expect(email.html).toContain('Meridian &#60;Tours&#62;')
    expect(email.html).not.toContain('<Tours>')
  })

  it('the receipt says what was paid, what is left and links to the booking', () => {
    const receipt = paymentReceiptEmail(brand, {
      publicOrigin: 'https://www.example.com',
      bookingReference: 'ABCD2345',
      tourName: 'Highlights of Peru',
      amount: 12_345,
      balance: 5_000,
      currency: 'GBP',
      cardLast4: '4242',
      transactionId: 'tx_1',
    })
    expect(receipt.kind).toBe('payment-receipt')
    expect(receipt.subject).toContain('ABCD2345')
    expect(receipt.text).toContain('£123.45')
    expect(receipt.text).toContain('ending 4242')
    expect(receipt.text).toContain('The balance still to pay is £50.')
    expect(receipt.text).toContain('https://www.example.com/my-bookings/ABCD2345')
    const paidUp = paymentReceiptEmail(brand, { ...receiptInput(), balance: 0 })
    expect(paidUp.text).toContain('paid in full')
  })
})

function receiptInput() {
  return {
    publicOrigin: 'https://www.example.com',
    bookingReference: 'ABCD2345',
    tourName: 'Highlights of Peru',
    amount: 100,
    balance: 0,
    currency: 'GBP' as const,
    cardLast4: null,
    transactionId: 'tx_2',
  }
}
