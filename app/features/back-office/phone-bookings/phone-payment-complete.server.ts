import type { AppLoadContext } from 'react-router'
import { getPaymentProvider } from '../../payments/index.server'
import { requireStaff } from '../staff/index.server'
import { phoneSessionIdOf } from './phone-booking-rules'

/*
 * The phone booking's card frame ends here (issue 26, ADR 0059; like checkout.payment-complete): the hosted card page
 * sends the frame to this path with ?transactionId= once the payment is final or pending. Under /admin, so the staff
 * cookie comes with it; only for the signed-in agent's own phone payment does this tiny document post
 * `{ phonePayment: 'done' }` to the booking page around it, to the page's own origin. Anything else: "not found", no
 * message. The booking page then confirms, which asks the provider for the payment's real state.
 */

const HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' }

function page(title: string, body: string, script = ''): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${title}</title><meta name="robots" content="noindex"></head><body><main><p>${body}</p></main>${script}</body></html>`
}

export async function loadPhonePaymentComplete(context: AppLoadContext, request: Request): Promise<Response> {
  const notFound = () =>
    new Response(page('Not found', 'We could not find this payment.'), { status: 404, headers: HEADERS })
  const session = await requireStaff(context, request, 'bookings.edit').catch(() => null)
  const transactionId = new URL(request.url).searchParams.get('transactionId') ?? ''
  if (!session || !/^[A-Za-z0-9_-]{1,100}$/.test(transactionId)) return notFound()
  const transaction = await getPaymentProvider(context.db).getPayment(transactionId)
  if (!transaction || transaction.purpose !== 'checkout' || transaction.sessionId !== phoneSessionIdOf(session.id))
    return notFound()
  const script = `<script nonce="${context.cspNonce}">window.parent.postMessage({"phonePayment":"done"}, window.location.origin)</script>`
  return new Response(page('Payment complete', 'Payment complete. Confirming the booking…', script), {
    status: 200,
    headers: HEADERS,
  })
}
