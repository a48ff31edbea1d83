import type { Route } from './+types/admin.logout'
import { redirectToDashboard, submitStaffLogout } from '../features/back-office/index.server'

// /admin/logout (issue 14): signing out is a CSRF-checked form post; a plain visit goes back to the dashboard.

export function loader(_args: Route.LoaderArgs) {
  return redirectToDashboard()
}

export async function action({ context, request }: Route.ActionArgs) {
  return submitStaffLogout(context, request)
}
