import type { BookingEnquiryPrefill } from './booking-enquiry-prefill'

/** What the booking-failed contact page renders (built by booking-enquiry-page.server.ts). */
export interface BookingEnquiryPageView {
  title: string
  /** The block's HTML introduction (content, written by the operator). */
  introHtml: string
  submitLabel: string
  successTitle: string
  successHtml: string
  brandName: string
  phone: string
  prefill: BookingEnquiryPrefill
}
