import { stripControlAndBidiCharacters } from '../../lib/field-rules'
import {
  ENQUIRY_DEPARTURE_DATE_MAX_LENGTH,
  ENQUIRY_NAME_MAX_LENGTH,
  ENQUIRY_TOUR_NAME_MAX_LENGTH,
} from './booking-enquiry-contract'

/*
 * What the booking-failed contact form starts with, read from its address (checkout §2: firstName, lastName,
 * tourName, departureDate with its spaces replaced by hyphens, and quoteId when non-zero). The address is anyone's
 * to write, so every value is only a starting point: cleaned, cut to the form's limits, and validated like typed
 * text when the form is sent.
 */

export interface BookingEnquiryPrefill {
  firstName: string
  lastName: string
  tourName: string
  /** As a person reads it: the checkout's hyphens turned back into spaces ('12-June-2027' → '12 June 2027'). */
  departureDate: string
  /** null when absent, zero or not a whole number. */
  quoteId: number | null
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

function cleaned(value: string | null, maxLength: number): string {
  const text = stripControlAndBidiCharacters(value ?? '')
    .replace(/\s+/g, ' ')
    .trim()
  return [...text].slice(0, maxLength).join('')
}

/** The checkout writes the departure date with hyphens for spaces; an ISO date keeps its own hyphens. */
export function readableDepartureDate(value: string): string {
  return ISO_DATE.test(value) ? value : value.replace(/-+/g, ' ').replace(/\s+/g, ' ').trim()
}

export function prefillFromQuery(query: URLSearchParams): BookingEnquiryPrefill {
  const quote = (query.get('quoteId') ?? '').trim()
  const quoteId = /^\d{1,10}$/.test(quote) && Number(quote) > 0 && Number(quote) <= 2_147_483_647 ? Number(quote) : null
  return {
    firstName: cleaned(query.get('firstName'), ENQUIRY_NAME_MAX_LENGTH),
    lastName: cleaned(query.get('lastName'), ENQUIRY_NAME_MAX_LENGTH),
    tourName: cleaned(query.get('tourName'), ENQUIRY_TOUR_NAME_MAX_LENGTH),
    departureDate: readableDepartureDate(cleaned(query.get('departureDate'), ENQUIRY_DEPARTURE_DATE_MAX_LENGTH)),
    quoteId,
  }
}
