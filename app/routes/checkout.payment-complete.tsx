import { getQuote } from '../features/checkout/index.server'
import { getPaymentProvider } from '../features/payments/index.server'
import { serializeForScript } from '../lib/inline-script'
import type { Route } from './+types/checkout.payment-complete'

/*
 * The card frame's last page (checkout §4 "frame message"; checkout §7 "The card frame reports by a browser message"): the hosted card
 * page sends the frame here with ?transactionId= once the payment is final or pending. This tiny document posts
 * `{ ...quote, transactionId }` to the checkout around it, to the page's own origin only, where the quote is the
 * session's own QuoteResponse. A transaction that is not this session's gets a plain "not found" page and no message.
 * It is a resource route: a few lines of HTML and one nonce'd script, no application bundle inside the frame.
 * `private, no-store`: it is about one visitor's payment.
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
  const session = context.session
  const provider = getPaymentProvider(context.db)
  const transaction =
    session && /^[A-Za-z0-9_-]{1,100}$/.test(transactionId) ? await provider.getPayment(transactionId) : null
  const quote =
    transaction && session && transaction.sessionId === session.id && transaction.quoteId !== null
      ? await getQuote(context.db, context.brand, session.id, transaction.quoteId)
      : null
  if (!transaction || !quote) {
    return new Response(page('Not found', 'We could not find this payment.'), { status: 404, headers: HEADERS })
  }
  const message = serializeForScript({ ...quote, transactionId: transaction.id })
  const script = `<script nonce="${context.cspNonce}">window.parent.postMessage(${message}, window.location.origin)</script>`
  return new Response(page('Payment complete', 'Thank you. Returning to your booking…', script), {
    status: 200,
    headers: HEADERS,
  })
}
