import type { CurrencyCode } from '../../../lib/money'
import type { LoginBoxView } from '../../auth/index'
import type { CheckoutAnalyticsContext } from './checkout-analytics'
import type { BookingType } from '../contract/index.rules'
import type { BookingConfirmation } from '../payment/index.rules'
import type { CheckoutKeys } from './checkout-view'

/*
 * The checkout page's data (checkout §3 "page data"), as the route's loader answers it: the quote's keys from the
 * 'Book now' link, the tour and departure it is for, the brand, the analytics context shared by every funnel
 * event, and the page texts from the `checkout.*` content blocks. Prices, rooms and availability are NOT here:
 * the page asks the API for them (checkout §7), so they are always live.
 */

export interface CheckoutStepText {
  title: string
  descriptionHtml: string | null
}

export interface CheckoutTexts {
  addons: CheckoutStepText & { skipButtonText: string }
  flights: CheckoutStepText
  travellers: CheckoutStepText
  excursions: CheckoutStepText & { skipButtonText: string }
  passengerDetails: CheckoutStepText
  donations: CheckoutStepText
  priceBreakdown: CheckoutStepText & {
    introductionHtml: string | null
    label: string
    subtotalMismatchHtml: string | null
  }
  bookingError: CheckoutStepText
  /** The passenger cards' texts (checkout §3 passengerDetails.*, passengersError.under18ErrorMessage). */
  passengerCards: {
    visaDescription: string | null
    dietaryDescription: string | null
    medicalConditionWarning: string | null
    termsAndConditionsLink: { url: string; name: string } | null
    under18ErrorMessage: string | null
  }
  /** Checkout §3 payment title and descriptionHtml. */
  payment: CheckoutStepText
  /** Checkout §8: a reservation's warning box, the medical one when a passenger has mobility limitations. */
  medicalWarning: CheckoutStepText
  generalWarning: CheckoutStepText
  /** Checkout §3 booking.confirmations: one variant per booking type. */
  confirmations: BookingConfirmationText[]
}

export interface BookingConfirmationText {
  type: BookingType
  title: string
  descriptionHtml: string | null
  nextStepsTitle: string | null
  nextStepsDescriptionHtml: string | null
  nextStepsLink: { url: string; name: string } | null
}

/** A hotel of the tour, as the checkout's hotel carousel shows it. */
export interface CheckoutHotel {
  name: string
  location: string
  nights: number
  /** Stars, 1–5; null when the hotel has no rating. */
  rating: number | null
}

export interface CheckoutPageData {
  keys: CheckoutKeys
  /** The brand enumeration (checkout §3 brandNameFormatted) and how to reach the operator. */
  brand: { name: string; brandNameFormatted: string; phone: string; cultureCode: string }
  tour: { code: string; name: string; path: string }
  /** Checkout §9's carousels: the tour's highlights (the tour icons ticker) and its hotels, in the tour's order. */
  holiday: { highlights: string[]; hotels: CheckoutHotel[] }
  departure: {
    /** '1st Mar 2026' and 'YYYY-MM-DD'. */
    date: string
    isoDate: string
    endDate: string
    durationDays: number
    transportTypeName: string
    currency: CurrencyCode
    /** Per person from, minor units (begin_checkout's tour item). */
    priceMinor: number
    wasPriceMinor: number | null
    /** On sale: open and still in the future. A departure that is not can no longer be booked online. */
    onSale: boolean
  }
  analytics: CheckoutAnalyticsContext
  texts: CheckoutTexts
  /** Checkout §3 login: whether the visitor is signed in, and the login box (null when not offered). */
  login: { userIsLoggedIn: boolean; box: LoginBoxView | null }
  /** The configurable payment submit URL (checkout §7). */
  paymentSubmitUrl: string
  /** Checkout §2: the address carried `?bookingReference=` of this session's booking: the confirmation at once. */
  confirmation: BookingConfirmation | null
  /**
   * The step the checkout opens on, as the server sees the departure: 'addon' when it offers add-ons, else
   * 'travellers' (checkout §2 step 1 advances past a departure without any). The page renders that step's heading and
   * description at once, while its data loads after hydration: the first screen has its text in the HTML (issue 28,
   * Lighthouse's largest paint) and nothing moves when the step arrives. The flow still decides from the add-ons it
   * loads.
   */
  firstStep: 'addon' | 'travellers'
  /** The brand's cancellation policy in customer words, one sentence per band (issue 25), for the confirmation. */
  cancellationTerms: string[]
  /** A saved checkout opened again (its e-mail's link or My bookings' "Continue booking"; issue 27, ADR 0055). */
  restored?: RestoredSelection | null
  /** A waitlist offer's places are held for this browser until this ('3rd Jun 2027 at 14:05 UK time'; issue 27). */
  heldUntil?: string | null
}

/** A saved quote's choices, re-checked by the server when it was opened, for the travellers step to start from. */
export interface RestoredSelection {
  /** Each room in order: its room type and its travellers' names. */
  rooms: Array<{ roomId: number; passengers: Array<{ firstName: string; lastName: string }> }>
  /** Today's subtotal of the saved choices, minor units. */
  subtotal: number
  /** The subtotal when it was saved, when today's differs (the price changed); else null. */
  previousSubtotal: number | null
  /** The places are held again for this browser; false: they are no longer available. */
  placesHeld: boolean
  /** The excursions chosen, by the travellers' names (the rooms response gives the travellers new ids). */
  excursions: Array<{ code: string; travellers: Array<{ firstName: string; lastName: string }> }>
}
