import { z } from 'zod'
import { BOOKING_FAILED_CONTACT_FORM_PATH, FREE_TEXT_MAX_LENGTH } from '../../lib/constants'
import { zField, zPlainText } from '../../lib/validation'

/*
 * The booking-failed contact form (checkout §2 routes, §8 "room submission failure"): when the checkout cannot take
 * a traveller's rooms, the page sends them to /booking-failed-contact-form/ with firstName, lastName, tourName,
 * departureDate (spaces replaced by hyphens) and, when non-zero, quoteId. The page is a real contact form; its
 * endpoint is ours (the spec shows none) and sits beside the checkout's calls (ADR 0018).
 *
 * One Zod schema for the form (the browser's messages) and the request (the server's gate): the checkout §5 field
 * rules (names, email, telephone), free text for the message, length limits, text cleaned of control and
 * bidirectional characters (lib/validation.ts), and the lead form's honeypot.
 */

/** POST the form → { success: true }. */
export const BOOKING_ENQUIRY_PATH = '/umbraco/api/checkoutapi/bookingfailedenquiry'
export const BOOKING_ENQUIRY_PAGE_PATH = BOOKING_FAILED_CONTACT_FORM_PATH

/** The page's query parameters (checkout §2). */
export const BOOKING_ENQUIRY_QUERY = ['firstName', 'lastName', 'tourName', 'departureDate', 'quoteId'] as const

export const ENQUIRY_NAME_MAX_LENGTH = 60
export const ENQUIRY_EMAIL_MAX_LENGTH = 254
export const ENQUIRY_PHONE_MAX_LENGTH = 20
export const ENQUIRY_MESSAGE_MAX_LENGTH = FREE_TEXT_MAX_LENGTH
/** The holiday the checkout was booking, as the page was given it. */
export const ENQUIRY_TOUR_NAME_MAX_LENGTH = 200
export const ENQUIRY_DEPARTURE_DATE_MAX_LENGTH = 40
/** The honeypot's name: the lead and brochure forms', so one trap serves every form. */
export const ENQUIRY_HONEYPOT_FIELD = 'website'
const QUOTE_ID_MAX = 2_147_483_647

export const bookingEnquiryFormSchema = z.object({
  firstName: zField('name', { required: true, maxLength: ENQUIRY_NAME_MAX_LENGTH }),
  lastName: zField('name', { required: true, maxLength: ENQUIRY_NAME_MAX_LENGTH }),
  email: zField('email', { required: true, maxLength: ENQUIRY_EMAIL_MAX_LENGTH }),
  // Required: the form promises a call back.
  telephone: zField('telephone', { required: true, maxLength: ENQUIRY_PHONE_MAX_LENGTH }),
  message: zField('freeText', { maxLength: ENQUIRY_MESSAGE_MAX_LENGTH }),
})
export type BookingEnquiryFormValues = z.input<typeof bookingEnquiryFormSchema>

/** A quote id as the page carries it: a positive whole number; 0, '' or absent mean none. */
const quoteIdField = z
  .union([z.number(), z.string().regex(/^\d{1,10}$/, 'The quote id must be a whole number.'), z.null()], {
    error: 'The quote id must be a whole number.',
  })
  .optional()
  .transform((value) => (value === null || value === undefined || value === '' ? 0 : Number(value)))
  .refine((id) => Number.isInteger(id) && id >= 0 && id <= QUOTE_ID_MAX, 'The quote id must be a whole number.')
  .transform((id) => (id > 0 ? id : null))

/** What the endpoint accepts: the form, the holiday it is about (from the page's query) and the honeypot. */
export const bookingEnquiryRequestSchema = bookingEnquiryFormSchema.extend({
  tourName: zPlainText(ENQUIRY_TOUR_NAME_MAX_LENGTH),
  departureDate: zPlainText(ENQUIRY_DEPARTURE_DATE_MAX_LENGTH),
  quoteId: quoteIdField,
  [ENQUIRY_HONEYPOT_FIELD]: z.string().max(500).optional(),
})
export type BookingEnquiryRequest = z.output<typeof bookingEnquiryRequestSchema>

/** The answer, the same whether the enquiry was stored or the honeypot was filled (a robot learns nothing). */
export interface BookingEnquiryResponse {
  success: true
}

export function bookingEnquiryReference(id: number): string {
  return `BE-${String(id).padStart(6, '0')}`
}
