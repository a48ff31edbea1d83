import { timingSafeEqual } from 'node:crypto'
import { data } from 'react-router'
import type { Route } from './+types/waitlist.leave'
import { personalPageHeaders } from '../lib/cache-control'
import { formatDate } from '../lib/dates'
import { WAITLIST_CSRF_FIELD, WaitlistLeavePage } from '../features/waitlist'
import { findLeavingEntry, leaveWaitlist } from '../features/waitlist/index.server'
import waitlistStylesHref from '../features/waitlist/waitlist.css?url'

// /waitlist/leave?token= (issue 27, ADR 0052): every waitlist e-mail's leave link. The page names the departure and
// its one button leaves (a form post, so a mail scanner fetching the link leaves nobody). An unknown link is a 404.

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: waitlistStylesHref }]

export const headers: Route.HeadersFunction = personalPageHeaders

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? ''

function sameToken(given: FormDataEntryValue | null, expected: string): boolean {
  if (typeof given !== 'string' || !expected) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const entry = await findLeavingEntry(context.db, context.brand, tokenOf(request))
  if (!entry) throw data(null, { status: 404 })
  return {
    entry: { ...entry, departureDate: formatDate(entry.departureDate), left: false },
    csrfToken: context.csrfToken,
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData()
  if (!sameToken(form.get(WAITLIST_CSRF_FIELD), context.csrfToken)) throw data(null, { status: 403 })
  const entry = await leaveWaitlist(context.db, context.brand, tokenOf(request))
  if (!entry) throw data(null, { status: 404 })
  return { left: true }
}

export const meta: Route.MetaFunction = () => [{ title: 'Leave the waitlist' }, { name: 'robots', content: 'noindex' }]

export default function WaitlistLeave({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WaitlistLeavePage
      entry={{ ...loaderData.entry, left: actionData?.left === true }}
      csrfToken={loaderData.csrfToken}
    />
  )
}
