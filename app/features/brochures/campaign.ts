import { CAMPAIGN_MAX_LENGTH } from './brochure-schema'

export interface Campaign {
  /** utm_source: stored as the referral source. */
  utmSource: string | null
  /** utm_medium: stored as the referral detail. */
  utmMedium: string | null
}

function param(search: URLSearchParams, name: string): string | null {
  const value = (search.get(name) ?? '').trim().slice(0, CAMPAIGN_MAX_LENGTH)
  return value === '' ? null : value
}

/** Campaign parameters from the page address (discovery §3); each null when absent or blank. */
export function readCampaign(search: URLSearchParams | string): Campaign {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  return { utmSource: param(params, 'utm_source'), utmMedium: param(params, 'utm_medium') }
}
