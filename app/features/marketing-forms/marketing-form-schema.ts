import { z } from 'zod'
import { MARKETING_FORM_ID_COACH, MARKETING_FORM_ID_DEFAULT } from '../../lib/constants'
import { zField, zPlainText } from '../../lib/validation'
import { countryCode } from '../address'

/*
 * The brochure download's marketing form (discovery §3 "marketing form values"): Marketo's field names, so the
 * embedded lead form and Marketo Forms 2 give the page the same values. Referral__c (the referral source) and
 * Inquiry_Subcategory__c_account (the referral detail) are prefilled from the campaign parameters.
 *
 * The embedded form's rules are the brochure form's: the §5 field rules, the same length limits, text cleaned of
 * control and bidirectional characters (lib/validation.ts), and a honeypot. The country must be a code from the
 * country list; that the code exists is checked on the server (marketing-leads.server.ts), where the list lives.
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
export const LEAD_NAME_MAX_LENGTH = 60
export const LEAD_EMAIL_MAX_LENGTH = 254
export const LEAD_PHONE_MAX_LENGTH = 20
/** The prefilled referral fields: campaign parameters, free text from the URL. */
export const LEAD_HIDDEN_MAX_LENGTH = 200
/** The honeypot's name: the brochure form's, so one trap serves both forms. */
export const LEAD_HONEYPOT_FIELD = 'website'

/** The form id by brand (discovery §4): 2410 for the coach brand, 2405 for every other. */
export function marketingFormIdFor(brand: { isCoach: boolean }): number {
  return brand.isCoach ? MARKETING_FORM_ID_COACH : MARKETING_FORM_ID_DEFAULT
}

/** The two prefilled fields. */
export function marketingFormPrefill(campaign: { utmSource: string | null; utmMedium: string | null }) {
  return {
    Referral__c: campaign.utmSource ?? DEFAULT_REFERRAL_SOURCE,
    Inquiry_Subcategory__c_account: campaign.utmMedium ?? DEFAULT_REFERRAL_DETAIL,
  }
}

export const marketingFormSchema = z.object({
  Country: countryCode,
  Email: zField('email', { required: true, maxLength: LEAD_EMAIL_MAX_LENGTH }),
  FirstName: zField('name', { required: true, maxLength: LEAD_NAME_MAX_LENGTH }),
  LastName: zField('name', { required: true, maxLength: LEAD_NAME_MAX_LENGTH }),
  phone: zField('telephone', { maxLength: LEAD_PHONE_MAX_LENGTH }),
  Referral__c: zPlainText(LEAD_HIDDEN_MAX_LENGTH),
  Inquiry_Subcategory__c_account: zPlainText(LEAD_HIDDEN_MAX_LENGTH),
})

/**
 * What our own endpoint accepts: the form's values plus the brochure being downloaded and the honeypot, which
 * people never see and so leave empty (a filled one is answered like a success and nothing is stored).
 */
export const marketingLeadRequestSchema = marketingFormSchema.extend({
  brochureId: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'The brochure id is not valid.')
    .nullish(),
  [LEAD_HONEYPOT_FIELD]: z.string().max(500).optional(),
})

export type MarketingLeadRequest = z.output<typeof marketingLeadRequestSchema>
