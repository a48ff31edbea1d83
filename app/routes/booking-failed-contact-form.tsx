import type { Route } from './+types/booking-failed-contact-form'
import formStylesHref from '../components/form/form.css?url'
import { personalPageHeaders } from '../lib/cache-control'
import { BookingEnquiryPage } from '../features/booking-enquiry/index'
import { getBookingEnquiryPage } from '../features/booking-enquiry/index.server'
import bookingEnquiryStylesHref from '../features/booking-enquiry/booking-enquiry.css?url'

// /booking-failed-contact-form/ (checkout §2 routes, §8): where the checkout sends a traveller whose rooms it could
// not take, prefilled from the address (names, tour, date, quote id).

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: formStylesHref },
  { rel: 'stylesheet', href: bookingEnquiryStylesHref },
]

// Built from the visitor's own address (their name, their quote): never cached or shared.
export const headers: Route.HeadersFunction = personalPageHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
  return { view: await getBookingEnquiryPage(context.db, context.brand, new URL(request.url).searchParams) }
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `${data.view.title} | ${data.view.brandName}` : 'Contact us about your booking' },
  // Reached only from a failed checkout, with personal details in its address: nothing for search engines.
  { name: 'robots', content: 'noindex' },
]

export default function BookingFailedContactForm({ loaderData }: Route.ComponentProps) {
  return <BookingEnquiryPage view={loaderData.view} />
}
