import { z } from 'zod'
import { FIELD_RULES, REQUIRED_MESSAGE, zField } from '../../lib/validation'

/*
 * The address block's rules, shared by the browser (messages as the user types) and the server (the gate). The
 * spec: line 1, town, country and postcode required; line 2 and county optional; any edit clears the verified
 * flag. The form holds the lines as two fields; the API carries them as `addressLines` (an array, as the
 * checkout's passenger details do).
 */

export const DEFAULT_COUNTRY = 'GB'
export const ADDRESS_TEXT_MAX_LENGTH = 100
export const POSTCODE_MAX_LENGTH = 16

/** One postcode lookup result. */
export interface AddressMatch {
  id: string
  description: string
}

export interface CountryOption {
  /** ISO 3166-1 alpha-2 code. */
  value: string
  label: string
}

/** A full address as the API answers and accepts it. */
export interface Address {
  addressLines: string[]
  town: string
  county: string
  /** ISO 3166-1 alpha-2 code. */
  country: string
  postCode: string
}

export interface AddressWithId extends Address {
  id: string
}

// Address lines are not in the spec's table. Real addresses carry more than its "letters and numbers" (Flat 2/1,
// Smith & Sons, Unit 4 (rear)); markup characters and control characters are still refused.
const ADDRESS_TEXT = /^[\p{L}\p{M}0-9 ,.'\u2019/&()#-]+$/u
export const ADDRESS_TEXT_MESSAGE = FIELD_RULES.lettersAndNumbers.message
export const ADDRESS_TEXT_TOO_LONG_MESSAGE = `Maximum ${ADDRESS_TEXT_MAX_LENGTH} characters.`
export const COUNTRY_UNKNOWN_MESSAGE = 'Choose a country from the list.'
export const POSTCODE_MESSAGE = FIELD_RULES.postcode.message

function addressText(required: boolean) {
  return z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') {
        if (required) ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE })
        return
      }
      if ([...value].length > ADDRESS_TEXT_MAX_LENGTH)
        ctx.addIssue({ code: 'custom', message: ADDRESS_TEXT_TOO_LONG_MESSAGE })
      else if (!ADDRESS_TEXT.test(value)) ctx.addIssue({ code: 'custom', message: ADDRESS_TEXT_MESSAGE })
    })
}

const requiredAddressText = () => addressText(true)
const optionalAddressText = () => addressText(false).optional()

export const countryCode = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE })
    else if (!/^[A-Z]{2}$/.test(value)) ctx.addIssue({ code: 'custom', message: COUNTRY_UNKNOWN_MESSAGE })
  })

export const postcodeField = zField('postcode', { required: true }).max(POSTCODE_MAX_LENGTH, POSTCODE_MESSAGE)

/** The field rules, one per input of the block. */
export const addressFieldRules = {
  addressLine1: requiredAddressText(),
  addressLine2: optionalAddressText(),
  town: requiredAddressText(),
  county: optionalAddressText(),
  country: countryCode,
  postCode: postcodeField,
}

export interface AddressFormValues {
  [field: string]: string | boolean
  addressLine1: string
  addressLine2: string
  town: string
  county: string
  country: string
  postCode: string
  addressVerified: boolean
}

export const EMPTY_ADDRESS: AddressFormValues = {
  addressLine1: '',
  addressLine2: '',
  town: '',
  county: '',
  country: DEFAULT_COUNTRY,
  postCode: '',
  addressVerified: false,
}

export const ADDRESS_LINE_FIELDS = ['addressLine1', 'addressLine2'] as const

type CountryRule = z.ZodType<string, string>

/** The block's form schema; a form that limits countries (brochures by post) passes its own country rule. */
export function makeAddressFormSchema(options: { country?: CountryRule } = {}) {
  return z.object({ ...addressFieldRules, country: options.country ?? countryCode, addressVerified: z.boolean() })
}

/** The same rules in the API's shape: `addressLines` is [line 1, optional line 2]. */
export function makeAddressPayloadSchema(options: { country?: CountryRule } = {}) {
  return z.object({
    addressLines: z.tuple([addressFieldRules.addressLine1, addressFieldRules.addressLine2], {
      error: REQUIRED_MESSAGE,
    }),
    town: addressFieldRules.town,
    county: addressFieldRules.county.nullable(),
    country: options.country ?? countryCode,
    postCode: postcodeField,
    addressVerified: z.boolean().optional(),
  })
}

/** Only the two address lines (the brochure form checks "the address lines" on their own, as the spec says). */
export const addressLinesSchema = z.object({
  addressLine1: addressFieldRules.addressLine1,
  addressLine2: addressFieldRules.addressLine2,
})

export type AddressPayload = z.output<ReturnType<typeof makeAddressPayloadSchema>>

export function toAddressPayload(values: AddressFormValues) {
  const line2 = values.addressLine2.trim()
  const addressLines: [string] | [string, string] = line2
    ? [values.addressLine1.trim(), line2]
    : [values.addressLine1.trim()]
  return {
    addressLines,
    town: values.town.trim(),
    county: values.county.trim(),
    country: values.country,
    postCode: values.postCode.trim(),
    addressVerified: values.addressVerified,
  }
}

/** An address from the lookup → the block's values, verified. */
export function addressToFormValues(address: Address): AddressFormValues {
  return {
    addressLine1: address.addressLines[0] ?? '',
    addressLine2: address.addressLines.slice(1).filter(Boolean).join(', '),
    town: address.town,
    county: address.county,
    country: address.country,
    postCode: address.postCode,
    addressVerified: true,
  }
}

/** Server field errors under a payload prefix ('address.addressLines.0', 'address.town') → the block's fields. */
export function addressFieldErrors(
  fieldErrors: Record<string, string[]>,
  prefix = 'address.',
): Record<string, string[]> {
  const mapped: Record<string, string[]> = {}
  for (const [path, messages] of Object.entries(fieldErrors)) {
    if (!path.startsWith(prefix)) continue
    const rest = path.slice(prefix.length)
    const field =
      rest === 'addressLines.0' || rest === 'addressLines'
        ? 'addressLine1'
        : rest === 'addressLines.1'
          ? 'addressLine2'
          : rest
    if (Object.hasOwn(EMPTY_ADDRESS, field)) mapped[field] = messages
  }
  return mapped
}

/** The postcode lookup's query. */
export const postcodeLookupQuerySchema = z.object({ postcode: postcodeField })

/** Provider ids are opaque; this keeps them to URL-safe characters and a sane length. */
export const addressIdQuerySchema = z.object({
  id: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(200, 'The address id is not valid.')
    .regex(/^[A-Za-z0-9_:.=+/-]+$/, 'The address id is not valid.'),
})
