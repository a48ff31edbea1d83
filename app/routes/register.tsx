import type { Route } from './+types/register'
import formStylesHref from '../components/form/form.css?url'
import { personalPageHeaders } from '../lib/cache-control'
import { RegisterPage, authStylesHref } from '../features/auth'
import { getRegisterPageData, redirectSignedIn } from '../features/auth/index.server'

// /register (checkout §2: email, password, confirm password): a signed-in visitor goes straight on to returnUrl.

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: formStylesHref },
  { rel: 'stylesheet', href: authStylesHref },
]

export const headers: Route.HeadersFunction = personalPageHeaders

export async function loader({ context, request }: Route.LoaderArgs) {
  redirectSignedIn(context, request)
  const returnUrl = new URL(request.url).searchParams.get('returnUrl')
  return { ...(await getRegisterPageData(context.db, context.brand.id, returnUrl)), brandName: context.brand.name }
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `${data.view.title} | ${data.brandName}` : 'Create your account' },
  { name: 'robots', content: 'noindex' },
]

export default function Register({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container">
      <RegisterPage view={loaderData.view} settings={loaderData.settings} />
    </div>
  )
}
