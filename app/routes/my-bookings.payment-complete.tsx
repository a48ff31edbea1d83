import { bookingPayersOf, isAccountPaymentTransactionOf } from '../features/account/index.server'
import { serializeForScript } from '../lib/inline-script'
import type { Route } from './+types/my-bookings.payment-complete'

/*
 * The card frame's last page for account payments (issue 12; ACCOUNT_PAYMENT_COMPLETE_PATH; like
 * checkout.payment-complete.tsx): the hosted card page sends the frame here with ?transactionId= once the payment is
 * final or pending. This tiny document posts `{ transactionId }` to the account page around it, to the page's own
 * origin only — and only for an account payment of the signed-in customer's own booking (or of the booking a guest's
 * pay link opened, issue 27); anything else gets a plain
 * "not found" page and no message. A resource route: no application bundle inside the frame. `private, no-store`.
 */

const HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'private, no-store',
}

function page(title: string, body: string, script = ''): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${title}</title><meta name="robots" content="noindex"></head><body><main><p>${body}</p></main>${script}</body></html>`
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const transactionId = new URL(request.url).searchParams.get('transactionId') ?? ''
  // The signed-in customer's, or (issue 27) the booking a guest's pay link opened.
  const payers = await bookingPayersOf(context.db, context.brand, context.customer, request.headers.get('cookie'))
  let own = false
  if (/^[A-Za-z0-9_-]{1,100}$/.test(transactionId))
    for (const who of payers) own ||= await isAccountPaymentTransactionOf(context.db, who, transactionId)
  if (!own) {
    return new Response(page('Not found', 'We could not find this payment.'), { status: 404, headers: HEADERS })
  }
  const message = serializeForScript({ transactionId })
  const script = `<script nonce="${context.cspNonce}">window.parent.postMessage(${message}, window.location.origin)</script>`
  return new Response(page('Payment complete', 'Thank you. Returning to your booking…', script), {
    status: 200,
    headers: HEADERS,
  })
}
