import type { Route } from './+types/admin.exports.leads'
import { loadLeadsCsv } from '../features/back-office/index.server'

// /admin/exports/leads?q=&from=&to= (issue 14): the brand's marketing leads the list's filters match, as CSV.

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadLeadsCsv(context, request)
}
