import type { Route } from './+types/reset-password'
import formStylesHref from '../components/form/form.css?url'
import { PERSONAL_PAGE_CACHE_CONTROL } from '../lib/cache-control'
import { ResetPasswordPage, authStylesHref } from '../features/auth'
import { getResetPasswordPageData } from '../features/auth/index.server'

// /reset-password?token=… (checkout §2: newpassword, confirmNewPassword), the link of the password-reset e-mail.

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: formStylesHref },
  { rel: 'stylesheet', href: authStylesHref },
]

// The URL carries a password-reset token: never cached, never sent on as a Referer.
export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': PERSONAL_PAGE_CACHE_CONTROL,
  'Referrer-Policy': 'no-referrer',
})

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  return {
    ...(await getResetPasswordPageData(context.db, context.brand.id, {
      token: params.get('token'),
      returnUrl: params.get('returnUrl'),
    })),
    brandName: context.brand.name,
  }
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `${data.view.title} | ${data.brandName}` : 'Choose a new password' },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
]

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container">
      <ResetPasswordPage
        view={loaderData.view}
        token={loaderData.token}
        tokenValid={loaderData.tokenValid}
        returnUrl={loaderData.returnUrl}
      />
    </div>
  )
}
