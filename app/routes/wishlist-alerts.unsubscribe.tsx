import { timingSafeEqual } from 'node:crypto'
import { data } from 'react-router'
import type { Route } from './+types/wishlist-alerts.unsubscribe'
import { personalPageHeaders } from '../lib/cache-control'
import { UNSUBSCRIBE_CSRF_FIELD, UNSUBSCRIBE_SCOPE_FIELD, WishlistUnsubscribePage } from '../features/wishlist'
import { findAlertSubscription, unsubscribeWishlistAlerts } from '../features/wishlist/index.server'
import unsubscribeStylesHref from '../features/wishlist/wishlist-unsubscribe.css?url'

// /wishlist-alerts/unsubscribe?token= (issue 27, ADR 0056): every wishlist alert's unsubscribe link. A link that is
// not one is a 404; a form without the page's CSRF token a 403; a scope that is neither 'tour' nor 'all' a 400.

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: unsubscribeStylesHref }]

export const headers: Route.HeadersFunction = personalPageHeaders

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? ''

function sameToken(given: FormDataEntryValue | null, expected: string): boolean {
  if (typeof given !== 'string' || !expected) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const subscription = await findAlertSubscription(context.db, context.brand.id, tokenOf(request))
  if (!subscription) throw data(null, { status: 404 })
  return { subscription, csrfToken: context.csrfToken }
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData()
  if (!sameToken(form.get(UNSUBSCRIBE_CSRF_FIELD), context.csrfToken)) throw data(null, { status: 403 })
  const scope = form.get(UNSUBSCRIBE_SCOPE_FIELD)
  if (scope !== 'tour' && scope !== 'all') throw data(null, { status: 400 })
  const subscription = await unsubscribeWishlistAlerts(context.db, context.brand.id, tokenOf(request), scope)
  if (!subscription) throw data(null, { status: 404 })
  return { done: scope as 'tour' | 'all' }
}

export const meta: Route.MetaFunction = () => [{ title: 'Wishlist alerts' }, { name: 'robots', content: 'noindex' }]

export default function WishlistAlertsUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WishlistUnsubscribePage
      view={{ ...loaderData.subscription, done: actionData?.done ?? null }}
      csrfToken={loaderData.csrfToken}
    />
  )
}
