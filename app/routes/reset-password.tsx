import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import formStylesHref from '../components/form/form.css?url'
import { PERSONAL_PAGE_CACHE_CONTROL } from '../lib/cache-control'
import authStylesHref from '../features/auth/auth.css?url'
import { getResetPasswordPageData } from '../features/auth/auth-pages.server'
import { ResetPasswordPage } from '../features/auth/reset-password-page'

// /reset-password?token=… (checkout §2: newpassword, confirmNewPassword). Not yet in app/routes.ts.

export const links = () => [
  { rel: 'stylesheet', href: formStylesHref },
  { rel: 'stylesheet', href: authStylesHref },
]

// The URL carries a password-reset token: never cached, never sent on as a Referer.
export const headers = () => ({ 'Cache-Control': PERSONAL_PAGE_CACHE_CONTROL, 'Referrer-Policy': 'no-referrer' })

export async function loader({ context, request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  return {
    ...(await getResetPasswordPageData(context.db, context.brand.id, {
      token: params.get('token'),
      returnUrl: params.get('returnUrl'),
    })),
    brandName: context.brand.name,
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.view.title} | ${data.brandName}` : 'Choose a new password' },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
]

export default function ResetPassword() {
  const data = useLoaderData<typeof loader>()
  return (
    <div className="container">
      <ResetPasswordPage view={data.view} token={data.token} tokenValid={data.tokenValid} returnUrl={data.returnUrl} />
    </div>
  )
}
