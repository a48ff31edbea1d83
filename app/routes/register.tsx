import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import formStylesHref from '../components/form/form.css?url'
import { personalPageHeaders } from '../lib/cache-control'
import authStylesHref from '../features/auth/auth.css?url'
import { redirectSignedIn } from '../features/auth/auth-guards.server'
import { getRegisterPageData } from '../features/auth/auth-pages.server'
import { RegisterPage } from '../features/auth/register-page'

// /register (checkout §2). Not yet in app/routes.ts: it goes live with the sign-in endpoints.

export const links = () => [
  { rel: 'stylesheet', href: formStylesHref },
  { rel: 'stylesheet', href: authStylesHref },
]

export const headers = personalPageHeaders

export async function loader({ context, request }: LoaderFunctionArgs) {
  redirectSignedIn(context, request)
  const returnUrl = new URL(request.url).searchParams.get('returnUrl')
  return { ...(await getRegisterPageData(context.db, context.brand.id, returnUrl)), brandName: context.brand.name }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.view.title} | ${data.brandName}` : 'Create your account' },
  { name: 'robots', content: 'noindex' },
]

export default function Register() {
  const data = useLoaderData<typeof loader>()
  return (
    <div className="container">
      <RegisterPage view={data.view} settings={data.settings} />
    </div>
  )
}
