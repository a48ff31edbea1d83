import type { AppDatabase } from '../../../db/database.server'
import type { BrandContext } from '../../context'
import { getContentBlock } from '../content/index.server'
import { prefillFromQuery } from './booking-enquiry-prefill'
import type { BookingEnquiryPageView } from './booking-enquiry-view'

export const BOOKING_ENQUIRY_BLOCK = 'checkout.bookingFailedContact'

/** The page's data: its texts (content block 'checkout.bookingFailedContact') and the form's starting values. */
export async function getBookingEnquiryPage(
  db: AppDatabase,
  brand: Pick<BrandContext, 'id' | 'name' | 'phone'>,
  query: URLSearchParams,
): Promise<BookingEnquiryPageView> {
  const block = await getContentBlock(db, brand.id, BOOKING_ENQUIRY_BLOCK)
  return {
    title: block.title ?? 'We could not complete your booking online',
    introHtml: block.bodyHtml ?? '',
    submitLabel: block.data.submitLabel ?? 'Ask us to call you back',
    successTitle: block.data.successTitle ?? 'Thank you, we will call you back',
    successHtml: block.data.successHtml ?? '',
    brandName: brand.name,
    phone: brand.phone,
    prefill: prefillFromQuery(query),
  }
}
