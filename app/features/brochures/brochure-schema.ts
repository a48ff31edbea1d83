import { z } from 'zod'
import { TITLES } from '../../lib/constants'
import { REQUIRED_MESSAGE, stripControlAndBidiCharacters, zChoice, zField } from '../../lib/validation'
import { countryCode, makeAddressFormSchema, makeAddressPayloadSchema } from '../address'

/*
 * The brochure request's rules: one module for the browser form (messages as the user types) and the server gate
 * (400 with the same messages). Discovery §5: email required and pattern-checked; first name and surname with the name
 * pattern; phone optional and digits only; title one of Mr, Mrs, Miss, Ms; the address block's rules; and
 * (docs/decisions/0004-brochure-post-countries.md) posting only to the countries below.
 */

/** Where printed brochures can be posted: the UK, Ireland, the Channel Islands and the Isle of Man. */
export const POSTAL_COUNTRIES = ['GB', 'IE', 'JE', 'GG', 'IM'] as const
export const COUNTRY_DOWNLOAD_ONLY_MESSAGE =
  'We can only post brochures to the UK, Ireland, the Channel Islands and the Isle of Man. Please choose View online for your brochures instead.'

export const BROCHURE_NOT_AVAILABLE_MESSAGE =
  'One or more of the brochures you chose can no longer be ordered by post. Please change your selection.'
export const CHOOSE_A_BROCHURE_MESSAGE = 'Choose at least one brochure.'
export const NAME_MAX_LENGTH = 60
export const EMAIL_MAX_LENGTH = 254
export const PHONE_MAX_LENGTH = 20
export const MAX_BROCHURES_PER_REQUEST = 20
export const CAMPAIGN_MAX_LENGTH = 200

export function canPostTo(country: string): boolean {
  return (POSTAL_COUNTRIES as readonly string[]).includes(country)
}

/** The address country for a postal request: a country code, and one we post to. */
export const postalCountry = countryCode.superRefine((value, ctx) => {
  if (/^[A-Z]{2}$/.test(value) && !canPostTo(value))
    ctx.addIssue({ code: 'custom', message: COUNTRY_DOWNLOAD_ONLY_MESSAGE })
})

function maxLength<T extends z.ZodType<string | undefined>>(schema: T, max: number) {
  return schema.refine((value) => value === undefined || [...(value as string)].length <= max, {
    message: `Maximum ${max} characters.`,
  })
}

/** The form's own fields (the address block has its own form). */
export const brochureFormSchema = z.object({
  title: zChoice(TITLES),
  firstName: maxLength(zField('name', { required: true }), NAME_MAX_LENGTH),
  lastName: maxLength(zField('name', { required: true }), NAME_MAX_LENGTH),
  email: maxLength(zField('email', { required: true }), EMAIL_MAX_LENGTH),
  phoneNumber: maxLength(zField('numbersOnly'), PHONE_MAX_LENGTH),
  marketingEmail: z.boolean({ error: REQUIRED_MESSAGE }),
  marketingMail: z.boolean({ error: REQUIRED_MESSAGE }),
})

export type BrochureFormValues = {
  [field: string]: string | boolean
  title: string
  firstName: string
  lastName: string
  email: string
  phoneNumber: string
  marketingEmail: boolean
  marketingMail: boolean
}

export const BROCHURE_FORM_DEFAULTS: BrochureFormValues = {
  title: '',
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  // Both marketing boxes start ticked (discovery §3).
  marketingEmail: true,
  marketingMail: true,
}

export const brochureAddressFormSchema = makeAddressFormSchema({ country: postalCountry })

/** The brochure's public id, as in its download link. */
export const brochureUniqueId = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'The brochure id is not valid.')

const campaignText = z
  .string()
  .max(CAMPAIGN_MAX_LENGTH, `Maximum ${CAMPAIGN_MAX_LENGTH} characters.`)
  .nullish()
  .transform((value) => {
    const trimmed = stripControlAndBidiCharacters(value ?? '').trim()
    return trimmed === '' ? null : trimmed
  })

/**
 * The submit payload (discovery §3 "submitted request"): the form fields plus the address, date, brochures and
 * campaign.
 */
export const brochureRequestSchema = brochureFormSchema.extend({
  phoneNumber: brochureFormSchema.shape.phoneNumber.nullable(),
  address: makeAddressPayloadSchema({ country: postalCountry }),
  dateOrdered: z.string().max(40).nullish(),
  brochureIds: z
    .array(brochureUniqueId, { error: CHOOSE_A_BROCHURE_MESSAGE })
    .min(1, CHOOSE_A_BROCHURE_MESSAGE)
    .max(MAX_BROCHURES_PER_REQUEST, `Choose at most ${MAX_BROCHURES_PER_REQUEST} brochures.`),
  utmSource: campaignText,
  utmMedium: campaignText,
  /** The honeypot: people never see it, so it stays empty; form-filling robots fill it in. */
  website: z.string().max(500).optional(),
})

export type BrochureRequestInput = z.input<typeof brochureRequestSchema>
export type BrochureRequest = z.output<typeof brochureRequestSchema>

/** The submit answer: `{ success: true }`, or the spec's apiError with a message (plus the API's error shape). */
export type BrochureSubmitResponse =
  | { success: true }
  | {
      success: false
      apiError: true
      errorMessage: string
      error: { code: string; message: string; fieldErrors?: Record<string, string[]> }
    }

/** A brochure as the list answers it (discovery §3). */
export interface Brochure {
  uniqueId: string
  code: string
  name: string
  description: string
  imageUrl: string
  canPost: boolean
  canDownload: boolean
  /** The PDF; null when the brochure cannot be downloaded. */
  downloadLink: string | null
  selected: boolean
}

export function brochureDownloadLink(uniqueId: string): string {
  return `/media/brochures/${uniqueId}.pdf`
}
