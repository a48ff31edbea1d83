import type { Route } from './+types/admin._index'
import { redirectToDashboard } from '../features/back-office/index.server'

// /admin (issue 14): the dashboard lives at /admin/dashboard, because the staff cookie's Path=/admin does not cover
// /admin.data, the data URL of a client-side navigation to /admin itself. A document visit here is sent there.
export function loader(_args: Route.LoaderArgs) {
  return redirectToDashboard()
}

export default function AdminIndex() {
  return null
}
