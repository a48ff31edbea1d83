import { z } from 'zod'
import { MARKETING_FORM_ID_COACH, MARKETING_FORM_ID_DEFAULT } from '../../lib/constants'
import { zField } from '../../lib/validation'
import { countryCode } from '../address/address-schema'

/*
 * The brochure download's marketing form (spec §3 "marketing form values"): Marketo's field names, so the
 * embedded lead form and Marketo Forms 2 give the page the same values. Referral__c (the referral source) and
 * Inquiry_Subcategory__c_account (the referral detail) are prefilled from the campaign parameters.
 */

export const MARKETING_FORM_FIELDS = [
  'Country',
  'Email',
  'FirstName',
  'LastName',
  'phone',
  'Referral__c',
  'Inquiry_Subcategory__c_account',
] as const

export type MarketingFormValues = Record<(typeof MARKETING_FORM_FIELDS)[number], string>

/** Marketo Forms 2 settings (MKTO_BASE_URL, MKTO_MUNCHKIN_ID); null means the embedded lead form. */
export interface MarketoSettings {
  baseUrl: string
  munchkinId: string
}

export const DEFAULT_REFERRAL_SOURCE = 'Website'
export const DEFAULT_REFERRAL_DETAIL = 'Brochure download'
const HIDDEN_MAX_LENGTH = 200

/** The form id by brand (spec §4): 2410 for the coach brand, 2405 for every other. */
export function marketingFormIdFor(brand: { isCoach: boolean }): number {
  return brand.isCoach ? MARKETING_FORM_ID_COACH : MARKETING_FORM_ID_DEFAULT
}

export function marketingFormSubmitPath(formId: number): string {
  return `/umbraco/api/marketingforms/${formId}/submit`
}

/** The two prefilled fields. */
export function marketingFormPrefill(campaign: { utmSource: string | null; utmMedium: string | null }) {
  return {
    Referral__c: campaign.utmSource ?? DEFAULT_REFERRAL_SOURCE,
    Inquiry_Subcategory__c_account: campaign.utmMedium ?? DEFAULT_REFERRAL_DETAIL,
  }
}

const hiddenText = z.string().trim().max(HIDDEN_MAX_LENGTH).optional()

export const marketingFormSchema = z.object({
  Country: countryCode,
  Email: zField('email', { required: true }),
  FirstName: zField('name', { required: true }),
  LastName: zField('name', { required: true }),
  phone: zField('telephone'),
  Referral__c: hiddenText,
  Inquiry_Subcategory__c_account: hiddenText,
})

/** What our own endpoint accepts: the form's values plus the brochure being downloaded. */
export const marketingLeadRequestSchema = marketingFormSchema.extend({
  brochureId: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'The brochure id is not valid.')
    .nullish(),
})

export type MarketingLeadRequest = z.output<typeof marketingLeadRequestSchema>
