import type { CurrencyCode } from '../../lib/money'
import type { CheckoutAnalyticsContext } from './checkout-analytics'
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
}

export interface CheckoutPageData {
  keys: CheckoutKeys
  /** The brand enumeration (checkout §3 brandNameFormatted) and how to reach the operator. */
  brand: { name: string; brandNameFormatted: string; phone: string; cultureCode: string }
  tour: { code: string; name: string; path: string }
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
}
