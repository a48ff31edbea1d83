import type { Route } from './+types/login'
import formStylesHref from '../components/form/form.css?url'
import { personalPageHeaders } from '../lib/cache-control'
import { LoginPage, authStylesHref } from '../features/auth'
import { getLoginPageData, redirectSignedIn } from '../features/auth/index.server'

// /login (checkout §2): a signed-in visitor goes straight on to the (same-site) returnUrl.

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: formStylesHref },
  { rel: 'stylesheet', href: authStylesHref },
]

export const headers: Route.HeadersFunction = personalPageHeaders

export async function loader({ context, request }: Route.LoaderArgs) {
  redirectSignedIn(context, request)
  const returnUrl = new URL(request.url).searchParams.get('returnUrl')
  return { ...(await getLoginPageData(context.db, context.brand.id, returnUrl)), brandName: context.brand.name }
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `${data.view.title} | ${data.brandName}` : 'Log in' },
  { name: 'robots', content: 'noindex' },
]

export default function Login({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container">
      <LoginPage view={loaderData.view} settings={loaderData.settings} />
    </div>
  )
}
