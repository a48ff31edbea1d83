import type { Route } from './+types/my-bookings.verify-email'
import formStylesHref from '../components/form/form.css?url'
import { personalPageHeaders } from '../lib/cache-control'
import { VERIFY_EMAIL_TOKEN_PARAM, VerifyEmailPage, accountStylesHref, accountTextsOf } from '../features/account'
import { ACCOUNT_TEXT_KEYS } from '../features/account'
import { verifyEmail } from '../features/account/index.server'
import { requireCustomer } from '../features/auth/index.server'
import { getContentBlocks } from '../features/content/index.server'

// /my-bookings/verify-email?token=… (issue 12; ADR 0027): the link in the verification e-mail. Like every account
// page it needs the customer signed in (signed out → /login?returnUrl=this link, then back here), which also keeps a
// mail scanner that follows links from using the single-use token. The service proves the address and attaches the
// guest bookings made with it; an expired, used or unknown token reads as "this link cannot be used".

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: formStylesHref },
  { rel: 'stylesheet', href: accountStylesHref },
]

export const headers: Route.HeadersFunction = personalPageHeaders

export async function loader({ context, request }: Route.LoaderArgs) {
  requireCustomer(context, request)
  const token = new URL(request.url).searchParams.get(VERIFY_EMAIL_TOKEN_PARAM) ?? ''
  const [outcome, blocks] = await Promise.all([
    verifyEmail(context.db, context.brand, token),
    getContentBlocks(context.db, context.brand.id, ACCOUNT_TEXT_KEYS),
  ])
  return { outcome, text: accountTextsOf(blocks).verifyEmail, brandName: context.brand.name }
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `${data.text.title ?? 'Confirm your e-mail address'} | ${data.brandName}` : 'Confirm your e-mail' },
  { name: 'robots', content: 'noindex' },
]

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container account-page">
      <VerifyEmailPage outcome={loaderData.outcome} text={loaderData.text} />
    </div>
  )
}
