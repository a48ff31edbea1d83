import { data, redirect } from 'react-router'
import type { Route } from './+types/checkout.resume'
import { personalPageHeaders } from '../lib/cache-control'
import { ensureSession } from '../features/auth/index.server'
import { WaitlistMessagePage } from '../features/waitlist'
import { openSavedCheckout, type SavedCheckoutOpener } from '../features/recovery/index.server'
import { RESTORED_QUOTE_PARAM, WAS_SUBTOTAL_PARAM } from '../features/recovery/index.rules'
import waitlistStylesHref from '../features/waitlist/waitlist.css?url'

// /checkout/resume?token= (a saved-checkout e-mail's link) or ?quote= (My bookings' "Continue booking", its signed-in
// customer only) — issue 27, ADR 0055. The saved quote is attached to this browser's session (started if it has
// none), its places held again if they are still there and its prices re-checked, and the checkout opens on it. A
// bad, expired, used-up or other brand's token, or another customer's quote, is a 404 page; never a 500.

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: waitlistStylesHref }]

export const headers: Route.HeadersFunction = personalPageHeaders

const QUOTE_ID = /^[1-9][0-9]{0,9}$/

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const token = params.get('token')
  const quote = params.get('quote')
  let opener: SavedCheckoutOpener | null = null
  if (token !== null) opener = { token }
  else if (quote !== null && QUOTE_ID.test(quote) && context.customer)
    opener = { quoteId: Number(quote), customerId: context.customer.id }
  let setCookie: string | null = null
  const opened = opener
    ? await openSavedCheckout(
        context.db,
        context.brand,
        opener,
        async (trx) => {
          const started = await ensureSession(trx, context, {
            secureCookies: context.backOffice?.secureCookies ?? true,
            userAgent: request.headers.get('user-agent'),
          })
          setCookie = started.setCookie
          return started.sessionId
        },
        { holdMinutes: context.checkoutHoldMinutes },
      )
    : null
  if (!opened) throw data({ brandName: context.brand.name }, { status: 404 })
  const query = new URLSearchParams({
    departureId: String(opened.keys.departureId),
    transportCode: opened.keys.transportCode,
    filo: opened.keys.filo,
    tourCode: opened.keys.tourCode,
    [RESTORED_QUOTE_PARAM]: String(opened.quoteId),
    [WAS_SUBTOTAL_PARAM]: String(opened.previousSubtotal),
  })
  throw redirect(`/checkout?${query}`, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined)
}

export const meta: Route.MetaFunction = () => [{ title: 'Your saved booking' }, { name: 'robots', content: 'noindex' }]

export function ErrorBoundary() {
  return (
    <WaitlistMessagePage title="This saved booking can no longer be opened">
      <p>
        The link has expired or was already used to book, or it belongs to another account. Your choices are not lost
        for good: please start again from the tour&apos;s page, or call us.
      </p>
      <p>
        <a href="/">Back to the home page</a>
      </p>
    </WaitlistMessagePage>
  )
}

export default function CheckoutResume() {
  return null
}
