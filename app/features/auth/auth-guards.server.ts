import { redirect } from 'react-router'
import type { CustomerContext } from '../../context'
import { AUTH_PAGES } from './auth-contract'
import { loginPathFor, sanitiseReturnUrl } from './return-url'

/*
 * Page guards for loaders (checkout §2, §6: "An unauthenticated visitor on the my-bookings screen is sent to
 * /login"; every account page does the same, carrying where they were going as returnUrl).
 */

/** The signed-in customer, or a redirect to /login?returnUrl={this page}. */
export function requireCustomer(context: { customer: CustomerContext | null }, request: Request): CustomerContext {
  if (context.customer) return context.customer
  const url = new URL(request.url)
  throw redirect(loginPathFor(`${url.pathname}${url.search}`))
}

/** On /login and /register: a visitor who is already signed in goes straight to where they were going. */
export function redirectSignedIn(context: { customer: CustomerContext | null }, request: Request): void {
  if (!context.customer) return
  const returnUrl = new URL(request.url).searchParams.get('returnUrl')
  throw redirect(sanitiseReturnUrl(returnUrl, AUTH_PAGES.myBookings))
}
