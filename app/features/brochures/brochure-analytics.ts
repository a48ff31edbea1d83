import { hashEmail, normalisePerson, pushDataLayer } from '../../lib/analytics'
import { BROCHURE_DOWNLOAD_TRACKING_POSTCODE } from '../../lib/constants'
import type { Brochure } from './brochure-schema'

/*
 * The brochure events for the tag-manager data layer (discovery §4 and §7): personal data lowercased (normalisePerson)
 * with a SHA-256 hash of the e-mail; the post code without spaces; a download carries the post code '0'.
 */

export interface BrochureEventPerson {
  email: string
  firstName: string
  lastName: string
  phone: string | null
  country: string
  postCode: string
  town?: string | null
  referralSource: string | null
  referralDetail: string | null
}

export async function brochureEventPayload(
  action: 'post' | 'download',
  person: BrochureEventPerson,
  brochures: Brochure[],
) {
  const normalised = normalisePerson({
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    mobilePhone: person.phone,
    country: person.country,
    town: person.town ?? null,
    postCode: person.postCode,
  })
  return {
    action,
    email: normalised.email,
    emailHash: await hashEmail(person.email),
    firstName: normalised.firstName,
    lastName: normalised.lastName,
    phone: normalised.mobilePhone,
    country: normalised.country,
    town: normalised.town,
    postCode: normalised.postCode,
    referralSource: person.referralSource,
    referralDetail: person.referralDetail,
    brochures: brochures.map((brochure) => brochure.code),
    brochureCount: brochures.length,
  }
}

/** After a successful request by post. */
export async function trackBrochurePost(person: BrochureEventPerson, brochures: Brochure[]) {
  return pushDataLayer('brochure_request_post', await brochureEventPayload('post', person, brochures))
}

/** After the marketing form's success on the download path: the post code is fixed to '0'. */
export async function trackBrochureDownload(
  person: Omit<BrochureEventPerson, 'postCode' | 'town'>,
  brochure: Brochure,
) {
  const payload = await brochureEventPayload(
    'download',
    { ...person, postCode: BROCHURE_DOWNLOAD_TRACKING_POSTCODE, town: null },
    [brochure],
  )
  return pushDataLayer('brochure_request_email', payload)
}
