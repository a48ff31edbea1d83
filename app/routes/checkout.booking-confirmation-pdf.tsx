import { bookingConfirmationPdf, getBookingConfirmation } from '../features/bookings/index.server'
import type { Route } from './+types/checkout.booking-confirmation-pdf'

/*
 * GET /checkout/booking-confirmation.pdf?bookingReference= (ADR 0023): the booking
 * confirmation as a PDF, for the session that made the booking or its signed-in customer only; anyone else gets a
 * 404 exactly like an unknown reference. `private, no-store`: it carries one traveller's booking.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const reference = new URL(request.url).searchParams.get('bookingReference') ?? ''
  const confirmation = await getBookingConfirmation(context.db, {
    reference,
    sessionId: context.session?.id ?? null,
    customerId: context.customer?.id ?? null,
    brandId: context.brand.id,
  })
  if (!confirmation) {
    return new Response('No such booking.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
    })
  }
  const pdf = await bookingConfirmationPdf({ brand: context.brand, confirmation })
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="booking-${confirmation.bookingReference}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
