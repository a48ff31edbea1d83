import type { BrandContext } from '../../context'
import type { AppDatabase } from '../../../db/database.server'
import { COUNTRY_UNKNOWN_MESSAGE, isCountryCode } from '../address/index.server'
import type { MarketingLeadRequest } from './marketing-form-schema'

export const BROCHURE_NOT_DOWNLOADABLE_MESSAGE = 'This brochure cannot be viewed online.'

export type LeadOutcome =
  | { kind: 'stored'; leadId: number }
  /** The honeypot was filled in: answered like a success, nothing stored. */
  | { kind: 'ignored' }
  | { kind: 'rejected'; fieldErrors: Record<string, string[]>; message: string }

/**
 * Stores a lead from the embedded marketing form (the Marketo stand-in). The payload has passed
 * marketingLeadRequestSchema; this checks what only the server knows: the country is one of the country list's
 * (the form's own list, ADDRESS_PATHS.countries) and the brochure can be viewed online on this brand.
 */
export async function storeMarketingLead(
  db: AppDatabase,
  brand: BrandContext,
  formId: number,
  lead: MarketingLeadRequest,
): Promise<LeadOutcome> {
  if (lead.website && lead.website.trim() !== '') return { kind: 'ignored' }
  if (!isCountryCode(lead.Country)) {
    return {
      kind: 'rejected',
      message: COUNTRY_UNKNOWN_MESSAGE,
      fieldErrors: { Country: [COUNTRY_UNKNOWN_MESSAGE] },
    }
  }
  let brochureId: number | null = null
  if (lead.brochureId) {
    const brochure = await db
      .selectFrom('brochures')
      .select('id')
      .where('brandId', '=', brand.id)
      .where('uniqueId', '=', lead.brochureId)
      .where('canDownload', '=', 1)
      .executeTakeFirst()
    if (!brochure) {
      return {
        kind: 'rejected',
        message: BROCHURE_NOT_DOWNLOADABLE_MESSAGE,
        fieldErrors: { brochureId: [BROCHURE_NOT_DOWNLOADABLE_MESSAGE] },
      }
    }
    brochureId = Number(brochure.id)
  }
  const row = await db
    .insertInto('marketingLeads')
    .values({
      brandId: brand.id,
      formId,
      brochureId,
      country: lead.Country,
      email: lead.Email,
      firstName: lead.FirstName,
      lastName: lead.LastName,
      phone: lead.phone ? lead.phone : null,
      referral: lead.Referral__c ? lead.Referral__c : null,
      inquirySubcategory: lead.Inquiry_Subcategory__c_account ? lead.Inquiry_Subcategory__c_account : null,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { kind: 'stored', leadId: Number(row.id) }
}
