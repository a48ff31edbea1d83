import { data, redirect } from 'react-router'
import type { Route } from './+types/waitlist.offer'
import { personalPageHeaders } from '../lib/cache-control'
import { ensureSession } from '../features/auth/index.server'
import { WaitlistMessagePage } from '../features/waitlist'
import { openOffer } from '../features/waitlist/index.server'
import waitlistStylesHref from '../features/waitlist/waitlist.css?url'

// /waitlist/offer?token= (issue 27, ADR 0052): a waitlist offer's link. A live offer's held places are attached to
// this browser's session (started if it has none) and the checkout opens on the departure; anything else is a 404
// page that says the offer is no longer open.

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: waitlistStylesHref }]

export const headers: Route.HeadersFunction = personalPageHeaders

export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  let setCookie: string | null = null
  const keys = await openOffer(context.db, context.brand, token, async (trx) => {
    const started = await ensureSession(trx, context, {
      secureCookies: context.backOffice?.secureCookies ?? true,
      userAgent: request.headers.get('user-agent'),
    })
    setCookie = started.setCookie
    return started.sessionId
  })
  if (!keys) throw data({ brandName: context.brand.name }, { status: 404 })
  const query = new URLSearchParams({
    departureId: String(keys.departureId),
    transportCode: keys.transportCode,
    filo: keys.filo,
    tourCode: keys.tourCode,
  })
  throw redirect(`/checkout?${query}`, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined)
}

export const meta: Route.MetaFunction = () => [{ title: 'Waitlist offer' }, { name: 'robots', content: 'noindex' }]

export function ErrorBoundary() {
  return (
    <WaitlistMessagePage title="This offer is no longer open">
      <p>
        The places offered to you have gone to the next person on the waitlist, or were booked already. If you still
        want to travel, please look at the tour&apos;s other dates or call us.
      </p>
      <p>
        <a href="/">Back to the home page</a>
      </p>
    </WaitlistMessagePage>
  )
}

export default function WaitlistOffer() {
  return null
}
