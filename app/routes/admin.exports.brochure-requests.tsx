import type { Route } from './+types/admin.exports.brochure-requests'
import { downloadNewBrochureRequests, redirectToBrochureRequests } from '../features/back-office/index.server'

// POST /admin/exports/brochure-requests (issue 14): the brand's new brochure requests as the fulfilment CSV, marked
// exported (so a form post, never a link); nothing new goes back to the page with a notice. A plain visit: the page.

export async function loader({ context, request }: Route.LoaderArgs) {
  return redirectToBrochureRequests(context, request)
}

export async function action({ context, request }: Route.ActionArgs) {
  return downloadNewBrochureRequests(context, request)
}
