import type { Route } from './+types/admin.exports.newsletter'
import { loadNewsletterCsv } from '../features/back-office/index.server'

// /admin/exports/newsletter?q=&status= (issue 14): the brand's newsletter sign-ups as CSV, the subscribed by default.

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadNewsletterCsv(context, request)
}
