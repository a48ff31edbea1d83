import type { Route } from './+types/payments.sandbox'
import formStylesHref from '../components/form/form.css?url'
import { personalPageHeaders } from '../lib/cache-control'
import type { LayoutHandle } from '../root'
import { SandboxCardPage } from '../features/payments'
import paymentsStylesHref from '../features/payments/payments.css?url'
import { loadSandboxCardPage, submitSandboxCardPage } from '../features/payments/index.server'

// /payments/sandbox/:transactionId (issue 11): the sandbox provider's hosted card page, shown in the checkout's card
// frame. It alone (with the frame's return page) may be framed, by this origin only (server/security.ts); it is
// about one visitor's payment, so never cached; and it has no site header or footer.

export const handle: LayoutHandle = { bareLayout: true, mainLabel: 'Secure card payment' }

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: formStylesHref },
  { rel: 'stylesheet', href: paymentsStylesHref },
]

export const headers: Route.HeadersFunction = personalPageHeaders

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadSandboxCardPage(context, params.transactionId)
}

export async function action({ context, params, request }: Route.ActionArgs) {
  return submitSandboxCardPage(context, params.transactionId, request)
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Pay ${data.amountText} | ${data.brandName}` : 'Card payment' },
  { name: 'robots', content: 'noindex' },
]

export default function PaymentsSandbox({ loaderData, actionData }: Route.ComponentProps) {
  return <SandboxCardPage page={loaderData} actionData={actionData} />
}
