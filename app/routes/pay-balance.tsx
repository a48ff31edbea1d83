import { data } from 'react-router'
import type { Route } from './+types/pay-balance'
import formStylesHref from '../components/form/form.css?url'
import { PERSONAL_PAGE_CACHE_CONTROL } from '../lib/cache-control'
import { ACCOUNT_TEXT_KEYS, PayLinkPage, accountStylesHref, accountTextsOf } from '../features/account'
import { PAY_LINK_TOKEN_PARAM, loadPayLinkPage, payLinkCookie } from '../features/account/index.server'
import { getContentBlocks } from '../features/content/index.server'

// /pay-balance?token=… (issue 27): a balance reminder's one-time link for a booker without an account. Opening it
// keeps the token in an HttpOnly cookie for the page's payment calls (opening it spends nothing: a mail scanner that
// follows the link pays nothing); an unusable link is a 404 page that says what to do.

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: formStylesHref },
  { rel: 'stylesheet', href: accountStylesHref },
]

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const cookie = loaderHeaders.get('Set-Cookie')
  return {
    'Cache-Control': PERSONAL_PAGE_CACHE_CONTROL,
    'Referrer-Policy': 'no-referrer',
    ...(cookie ? { 'Set-Cookie': cookie } : {}),
  }
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get(PAY_LINK_TOKEN_PARAM) ?? ''
  const [{ page, link }, blocks] = await Promise.all([
    loadPayLinkPage(context.db, context.brand, token),
    getContentBlocks(context.db, context.brand.id, ACCOUNT_TEXT_KEYS),
  ])
  const body = { page, text: accountTextsOf(blocks).payment, phone: context.brand.phone, brandName: context.brand.name }
  const headers: Record<string, string> = { 'Cache-Control': PERSONAL_PAGE_CACHE_CONTROL }
  if (link)
    headers['Set-Cookie'] = payLinkCookie(link.token, link.expiresAt, {
      secure: new URL(context.origin).protocol === 'https:',
    })
  return data(body, { status: page.state === 'invalid' ? 404 : 200, headers })
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: loaded ? `Pay your balance | ${loaded.brandName}` : 'Pay your balance' },
  { name: 'robots', content: 'noindex' },
]

export default function PayBalance({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container account-page">
      <PayLinkPage page={loaderData.page} text={loaderData.text} phone={loaderData.phone} />
    </div>
  )
}
