import { describe, expect, it } from 'vitest'
import { readCampaign } from './campaign'

describe('campaign parameters from the page address', () => {
  it('reads utm_source and utm_medium', () => {
    expect(readCampaign('?utm_source=newsletter&utm_medium=email&utm_campaign=x')).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
    })
  })

  it('gives null when absent or blank', () => {
    expect(readCampaign('')).toEqual({ utmSource: null, utmMedium: null })
    expect(readCampaign(new URLSearchParams('utm_source=%20%20'))).toEqual({ utmSource: null, utmMedium: null })
  })
})
