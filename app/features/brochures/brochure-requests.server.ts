import type { BrandContext } from '../../context'
import type { AppDatabase } from '../../../db/database.server'
import { asBool, asFlag } from '../../../db/schema'
import { enqueueEmail } from '../email/index.server'
import { brochureConfirmationEmail } from './brochure-email.server'
import { BROCHURE_NOT_AVAILABLE_MESSAGE, brochureDownloadLink, type BrochureRequest } from './brochure-schema'

/*
 * Storing a brochure request for fulfilment. The payload has already passed brochureRequestSchema (the browser's
 * own rules, including the postal-country rule); this checks what only the database knows (the brochures exist
 * for this brand and can be posted), then writes the request, its brochures and the confirmation e-mail in one
 * transaction.
 */

export const BROCHURE_CONFIRMATION_KIND = 'brochure-request-confirmation'

export type SubmitOutcome =
  | { kind: 'stored'; requestId: number; reference: string }
  /** The honeypot was filled in: answered like a success, nothing stored. */
  | { kind: 'ignored' }
  | { kind: 'rejected'; fieldErrors: Record<string, string[]>; message: string }

export function brochureRequestReference(id: number): string {
  return `BR-${String(id).padStart(6, '0')}`
}

export async function submitBrochureRequest(
  db: AppDatabase,
  brand: BrandContext,
  request: BrochureRequest,
  options: { now?: Date; siteOrigin: string },
): Promise<SubmitOutcome> {
  if (request.website && request.website.trim() !== '') return { kind: 'ignored' }

  const wanted = [...new Set(request.brochureIds)]
  const brochures = await db
    .selectFrom('brochures')
    .select(['id', 'uniqueId', 'code', 'name', 'canPost', 'canDownload', 'position'])
    .where('brandId', '=', brand.id)
    .where('uniqueId', 'in', wanted)
    .orderBy('position')
    .orderBy('id')
    .execute()
  const postable = brochures.filter((brochure) => asBool(brochure.canPost))
  if (postable.length !== wanted.length) {
    return {
      kind: 'rejected',
      message: BROCHURE_NOT_AVAILABLE_MESSAGE,
      fieldErrors: { brochureIds: [BROCHURE_NOT_AVAILABLE_MESSAGE] },
    }
  }

  // The server's clock dates the order: a browser's clock may be wrong by hours or years.
  const now = (options.now ?? new Date()).toISOString()
  const { address } = request
  const addressLines = address.addressLines.filter((line): line is string => !!line && line !== '')

  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('brochureRequests')
      .values({
        brandId: brand.id,
        title: request.title,
        firstName: request.firstName,
        lastName: request.lastName,
        email: request.email,
        phoneNumber: request.phoneNumber ? request.phoneNumber : null,
        addressLinesJson: JSON.stringify(addressLines),
        town: address.town,
        county: address.county ? address.county : null,
        country: address.country,
        postCode: address.postCode.toUpperCase(),
        addressVerified: asFlag(address.addressVerified === true),
        marketingEmail: asFlag(request.marketingEmail),
        marketingMail: asFlag(request.marketingMail),
        utmSource: request.utmSource,
        utmMedium: request.utmMedium,
        dateOrdered: now,
        exportedAt: null,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const requestId = Number(id)
    await trx
      .insertInto('brochureRequestItems')
      .values(postable.map((brochure) => ({ requestId, brochureId: brochure.id })))
      .execute()

    const reference = brochureRequestReference(requestId)
    const email = brochureConfirmationEmail({
      brand,
      reference,
      title: request.title,
      firstName: request.firstName,
      lastName: request.lastName,
      addressLines,
      town: address.town,
      county: address.county ?? null,
      country: address.country,
      postCode: address.postCode.toUpperCase(),
      brochures: postable.map((brochure) => ({
        name: brochure.name,
        code: brochure.code,
        downloadLink: asBool(brochure.canDownload) ? brochureDownloadLink(brochure.uniqueId) : null,
      })),
      siteOrigin: options.siteOrigin,
    })
    await enqueueEmail(trx, { brandId: brand.id, kind: BROCHURE_CONFIRMATION_KIND, to: request.email, ...email })
    return { kind: 'stored' as const, requestId, reference }
  })
}
