import { describe, expect, it } from 'vitest'
import { brochureConfirmationEmail, type ConfirmationInput } from './brochure-email.server'

const base: ConfirmationInput = {
  brand: {
    id: 'meridian',
    name: 'Meridian Journeys',
    phone: '0800 024 6020',
    email: 'hello@meridian.example',
    isCoach: false,
  },
  reference: 'BR-000042',
  title: 'Mrs',
  firstName: 'Ann',
  lastName: 'O’Brien',
  addressLines: ['12 High Street', 'Flat <2>'],
  town: 'York',
  county: 'North Yorkshire',
  country: 'GB',
  postCode: 'YO1 7HH',
  brochures: [
    { name: 'Europe 2026-27', code: 'EUR', downloadLink: '/media/brochures/u1.pdf' },
    { name: 'Gardens & Stately Homes', code: 'GARD', downloadLink: null },
  ],
  siteOrigin: 'https://www.example.com',
}

describe('the brochure confirmation e-mail', () => {
  it('names the brand, the reference, the brochures and the postal address in text and HTML', () => {
    const email = brochureConfirmationEmail(base)
    expect(email.subject).toBe('Your Meridian Journeys brochure request (BR-000042)')
    for (const body of [email.text, email.html]) {
      expect(body).toContain('Dear Mrs O’Brien')
      expect(body).toContain('0800 024 6020')
      expect(body).toContain('BR-000042')
      expect(body).toContain('YO1 7HH')
      expect(body).toContain('United Kingdom')
    }
    expect(email.text).toContain('  - Europe 2026-27 (EUR)')
    expect(email.text).toContain('https://www.example.com/media/brochures/u1.pdf')
    expect(email.text).not.toContain('GARD.pdf')
    expect(email.html).toContain('Gardens &#38; Stately Homes')
  })

  it('escapes everything it puts into HTML', () => {
    const email = brochureConfirmationEmail(base)
    expect(email.html).toContain('Flat &#60;2&#62;')
    expect(email.html).not.toContain('<2>')
  })

  it('speaks in the coach brand’s own voice and colours', () => {
    const coach = brochureConfirmationEmail({
      ...base,
      brand: {
        id: 'cavendish',
        name: 'Cavendish Coach Holidays',
        phone: '0800 1',
        email: 'c@example.com',
        isCoach: true,
      },
    })
    expect(coach.subject).toContain('Cavendish Coach Holidays')
    expect(coach.text).toContain('Put the kettle on')
    expect(coach.text).toContain('Everyone at Cavendish Coach Holidays')
    expect(coach.html).toContain('#6b1d2e')
    expect(brochureConfirmationEmail(base).html).toContain('#0b3c5d')
  })
})
