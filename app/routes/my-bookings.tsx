import type { Route } from './+types/my-bookings'
import formStylesHref from '../components/form/form.css?url'
import { personalPageHeaders } from '../lib/cache-control'
import { BookingsGrid, VerifyEmailNotice, accountStylesHref, accountTextsOf } from '../features/account'
import { ACCOUNT_TEXT_KEYS } from '../features/account'
import { listHolidays } from '../features/account/index.server'
import { SignedInSummary, authStylesHref } from '../features/auth'
import { getMyBookingsPageData, requireCustomer } from '../features/auth/index.server'
import { getContentBlocks } from '../features/content/index.server'
import { todayIso } from '../features/departures/index.server'
import { ContinueBooking } from '../features/recovery'
import { unfinishedCheckouts } from '../features/recovery/index.server'

// /my-bookings: a signed-out visitor is sent to /login?returnUrl=%2Fmy-bookings (checkout §2, §6). The signed-in
// summary (who, sign out), the e-mail verification notice while the address is unproved, and the bookings grid
// (issue 12). Every other account page guards itself the same way: requireCustomer(context, request) first.

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: formStylesHref },
  { rel: 'stylesheet', href: authStylesHref },
  { rel: 'stylesheet', href: accountStylesHref },
]

export const headers: Route.HeadersFunction = personalPageHeaders

export async function loader({ context, request }: Route.LoaderArgs) {
  const customer = requireCustomer(context, request)
  const who = { brand: context.brand, customer }
  const [page, bookings, blocks, checkouts] = await Promise.all([
    getMyBookingsPageData(context.db, context.brand.id, customer),
    listHolidays(context.db, who, todayIso()),
    getContentBlocks(context.db, context.brand.id, ['account.myBookings', ...ACCOUNT_TEXT_KEYS]),
    // Checkouts they took to the passenger details step and did not finish (issue 27): "Continue booking".
    unfinishedCheckouts(context.db, context.brand, customer.id),
  ])
  return {
    ...page,
    brandName: context.brand.name,
    holidays: bookings.holidays,
    emailVerified: bookings.emailVerified,
    noBookings: blocks['account.myBookings'],
    verifyEmailText: accountTextsOf(blocks).verifyEmail,
    unfinishedCheckouts: checkouts,
  }
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `${data.title} | ${data.brandName}` : 'My Bookings' },
  { name: 'robots', content: 'noindex' },
]

export default function MyBookings({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container account-page">
      <SignedInSummary title={loaderData.title} introHtml={loaderData.introHtml} customer={loaderData.customer} />
      {loaderData.emailVerified ? null : <VerifyEmailNotice text={loaderData.verifyEmailText} />}
      <ContinueBooking checkouts={loaderData.unfinishedCheckouts} />
      <BookingsGrid holidays={loaderData.holidays} noBookings={loaderData.noBookings} />
    </div>
  )
}
