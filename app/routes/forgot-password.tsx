import type { Route } from './+types/forgot-password'
import formStylesHref from '../components/form/form.css?url'
import { personalPageHeaders } from '../lib/cache-control'
import { ForgotPasswordPage, authStylesHref } from '../features/auth'
import { getForgotPasswordPageData } from '../features/auth/index.server'

// /forgot-password (checkout §2: email plus hidden returnUrl).

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: formStylesHref },
  { rel: 'stylesheet', href: authStylesHref },
]

export const headers: Route.HeadersFunction = personalPageHeaders

export async function loader({ context, request }: Route.LoaderArgs) {
  const returnUrl = new URL(request.url).searchParams.get('returnUrl')
  return {
    ...(await getForgotPasswordPageData(context.db, context.brand.id, returnUrl)),
    brandName: context.brand.name,
  }
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `${data.view.title} | ${data.brandName}` : 'Reset your password' },
  { name: 'robots', content: 'noindex' },
]

export default function ForgotPassword({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container">
      <ForgotPasswordPage view={loaderData.view} returnUrl={loaderData.returnUrl} />
    </div>
  )
}
