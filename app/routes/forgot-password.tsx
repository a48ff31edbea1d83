import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import formStylesHref from '../components/form/form.css?url'
import { personalPageHeaders } from '../lib/cache-control'
import authStylesHref from '../features/auth/auth.css?url'
import { getForgotPasswordPageData } from '../features/auth/auth-pages.server'
import { ForgotPasswordPage } from '../features/auth/forgot-password-page'

// /forgot-password (checkout §2: email plus hidden returnUrl). Not yet in app/routes.ts (see the sign-in handover).

export const links = () => [
  { rel: 'stylesheet', href: formStylesHref },
  { rel: 'stylesheet', href: authStylesHref },
]

export const headers = personalPageHeaders

export async function loader({ context, request }: LoaderFunctionArgs) {
  const returnUrl = new URL(request.url).searchParams.get('returnUrl')
  return {
    ...(await getForgotPasswordPageData(context.db, context.brand.id, returnUrl)),
    brandName: context.brand.name,
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.view.title} | ${data.brandName}` : 'Reset your password' },
  { name: 'robots', content: 'noindex' },
]

export default function ForgotPassword() {
  const data = useLoaderData<typeof loader>()
  return (
    <div className="container">
      <ForgotPasswordPage view={data.view} returnUrl={data.returnUrl} />
    </div>
  )
}
