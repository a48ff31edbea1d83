import { data } from 'react-router'
import type { Route } from './+types/content-page'

/** Every unknown path: a real 404 status, rendered by the root error boundary inside the site chrome. */
export function loader(_args: Route.LoaderArgs) {
  throw data(null, { status: 404 })
}

export const meta: Route.MetaFunction = () => [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }]

export default function NotFound() {
  return null
}
