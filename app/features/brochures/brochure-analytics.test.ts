import { afterEach, describe, expect, it, vi } from 'vitest'
import { hashEmail } from '../../lib/analytics'
import { trackBrochureDownload, trackBrochurePost } from './brochure-analytics'
import type { Brochure } from './brochure-schema'

const europe: Brochure = {
  uniqueId: 'u1',
  code: 'EUR',
  name: 'Europe',
  description: '',
  imageUrl: '',
  canPost: true,
  canDownload: true,
  downloadLink: '/media/brochures/u1.pdf',
  selected: false,
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('brochure analytics events', () => {
  it('brochure_request_post: personal data lowercased, post code without spaces, a hash of the e-mail', async () => {
    const pushed: unknown[] = []
    vi.stubGlobal('window', { dataLayer: pushed })
    const entry = await trackBrochurePost(
      {
        email: ' Ann@Example.COM ',
        firstName: 'Ann',
        lastName: 'O’Brien',
        phone: '01632 960123',
        country: 'GB',
        town: 'York',
        postCode: 'YO1 7HH',
        referralSource: 'Newsletter',
        referralDetail: null,
      },
      [europe],
    )
    expect(pushed).toEqual([entry])
    expect(entry).toMatchObject({
      event: 'brochure_request_post',
      action: 'post',
      email: 'ann@example.com',
      emailHash: await hashEmail('ann@example.com'),
      firstName: 'ann',
      lastName: 'o’brien',
      phone: '01632960123',
      country: 'gb',
      town: 'york',
      postCode: 'yo17hh',
      referralSource: 'Newsletter',
      referralDetail: null,
      brochures: ['EUR'],
      brochureCount: 1,
    })
  })

  it('brochure_request_email: action download and the fixed post code 0', async () => {
    vi.stubGlobal('window', { dataLayer: [] })
    const entry = await trackBrochureDownload(
      {
        email: 'JO@example.com',
        firstName: 'Jo',
        lastName: 'Bloggs',
        phone: '+44 7700 900123',
        country: 'FR',
        referralSource: 'Website',
        referralDetail: 'Brochure download',
      },
      europe,
    )
    expect(entry).toMatchObject({
      event: 'brochure_request_email',
      action: 'download',
      email: 'jo@example.com',
      postCode: '0',
      country: 'fr',
      phone: '+447700900123',
      referralSource: 'Website',
      referralDetail: 'Brochure download',
      brochures: ['EUR'],
    })
    expect(entry.emailHash).toMatch(/^[0-9a-f]{64}$/)
  })
})
