import { data, type AppLoadContext } from 'react-router'
import { z } from 'zod'
import {
  chosenBrandOf,
  csvResponse,
  formFields,
  readProtectedForm,
  toCsv,
  type ListPageData,
} from '../shell/index.server'
import {
  EnquiryNotFound,
  leadsForExport,
  listEnquiries,
  listLeads,
  listNewsletterSignups,
  markEnquiryHandled,
  signupsForExport,
  type EnquiryRow,
  type LeadRow,
  type NewsletterRow,
} from './marketing-lists.server'
import {
  csvFileName,
  LEAD_CSV_HEADERS,
  leadCsvCells,
  MARKETING_PAGE_SIZE,
  NEWSLETTER_CSV_HEADERS,
  newsletterCsvCells,
  parseEnquiryQuery,
  parseLeadQuery,
  parseNewsletterQuery,
  type EnquiryListQuery,
  type LeadListQuery,
  type NewsletterListQuery,
} from './marketing-rules'
import { can, requireStaff } from '../staff/index.server'

/*
 * The loaders and action of /admin/leads, /admin/newsletter, /admin/enquiries and the two CSV downloads (issue 14).
 * Reading is 'leads.view'; a download also needs 'exports.download'; marking an enquiry handled is 'bookings.edit'.
 */

const searchOf = (request: Request) => new URL(request.url).searchParams

interface ListPage<Query, Row> extends ListPageData<Query, Row> {
  canExport: boolean
}

export type LeadsPageData = ListPage<LeadListQuery, LeadRow>
export type NewsletterPageData = ListPage<NewsletterListQuery, NewsletterRow>
export interface EnquiriesPageData extends Omit<ListPage<EnquiryListQuery, EnquiryRow>, 'canExport'> {
  canEdit: boolean
  csrfToken: string
}

/** One page of a brand's list, read with 'leads.view': the brand, the query from the address and its rows. */
async function loadListPage<Query, Row>(
  context: AppLoadContext,
  request: Request,
  parse: (params: URLSearchParams) => Query,
  list: (db: AppLoadContext['db'], brandId: string, query: Query) => Promise<{ rows: Row[]; hasMore: boolean }>,
) {
  const session = await requireStaff(context, request, 'leads.view')
  const { brandId, brandName } = await chosenBrandOf(context, request)
  const query = parse(searchOf(request))
  const { rows, hasMore } = await list(context.db, brandId, query)
  const page = { brandId, brandName, query, rows, hasMore, pageSize: MARKETING_PAGE_SIZE }
  return { role: session.staff.role, page }
}

export async function loadLeadsPage(context: AppLoadContext, request: Request): Promise<LeadsPageData> {
  const { role, page } = await loadListPage(context, request, parseLeadQuery, listLeads)
  return { ...page, canExport: can(role, 'exports.download') }
}

export async function loadNewsletterPage(context: AppLoadContext, request: Request): Promise<NewsletterPageData> {
  const { role, page } = await loadListPage(context, request, parseNewsletterQuery, listNewsletterSignups)
  return { ...page, canExport: can(role, 'exports.download') }
}

export async function loadEnquiriesPage(context: AppLoadContext, request: Request): Promise<EnquiriesPageData> {
  const { role, page } = await loadListPage(context, request, parseEnquiryQuery, listEnquiries)
  return { ...page, canEdit: can(role, 'bookings.edit'), csrfToken: context.csrfToken }
}

export type EnquiryActionData = { kind: 'done'; message: string } | { kind: 'refused'; message: string }

const markHandledSchema = z.object({ enquiryId: z.coerce.number().int().positive().max(2_147_483_647) })

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

export async function submitEnquiriesPage(context: AppLoadContext, request: Request) {
  const session = await requireStaff(context, request, 'bookings.edit')
  const { brandId } = await chosenBrandOf(context, request)
  const form = await readProtectedForm(request, context.csrfToken)
  const intent = String(form.get('intent') ?? '')
  if (intent !== 'mark-handled')
    return data<EnquiryActionData>({ kind: 'refused', message: 'Unknown action.' }, { status: 400 })
  const parsed = markHandledSchema.safeParse(formFields(form, ['enquiryId']))
  if (!parsed.success)
    return data<EnquiryActionData>({ kind: 'refused', message: 'Choose an enquiry to mark.' }, { status: 400 })
  try {
    const outcome = await markEnquiryHandled(context.db, {
      brandId,
      enquiryId: parsed.data.enquiryId,
      staffId: session.staff.id,
    })
    return data<EnquiryActionData>({
      kind: 'done',
      message:
        outcome.kind === 'handled'
          ? `Enquiry ${outcome.reference} is marked handled.`
          : `Enquiry ${outcome.reference} was already handled on ${when(outcome.handledAt)} UTC.`,
    })
  } catch (error) {
    if (error instanceof EnquiryNotFound)
      return data<EnquiryActionData>({ kind: 'refused', message: error.message }, { status: 404 })
    throw error
  }
}

/** A download needs both the list's permission and the export permission. */
async function requireExport(context: AppLoadContext, request: Request) {
  const session = await requireStaff(context, request, 'leads.view')
  if (!can(session.staff.role, 'exports.download'))
    throw data({ message: 'Your role does not allow this page.' }, { status: 403 })
  return session
}

/** GET /admin/exports/leads?brand=&q=&from=&to=: the list's filtered leads, every page, as CSV. */
export async function loadLeadsCsv(context: AppLoadContext, request: Request): Promise<Response> {
  await requireExport(context, request)
  const { brandId } = await chosenBrandOf(context, request)
  const rows = await leadsForExport(context.db, brandId, parseLeadQuery(searchOf(request)))
  return csvResponse(csvFileName('leads', brandId, new Date()), toCsv(LEAD_CSV_HEADERS, rows.map(leadCsvCells)))
}

/** GET /admin/exports/newsletter?brand=&q=&status=: the subscribed addresses unless `status` says otherwise. */
export async function loadNewsletterCsv(context: AppLoadContext, request: Request): Promise<Response> {
  await requireExport(context, request)
  const { brandId } = await chosenBrandOf(context, request)
  const query = parseNewsletterQuery(searchOf(request), { defaultStatus: 'subscribed' })
  const rows = await signupsForExport(context.db, brandId, query)
  return csvResponse(
    csvFileName('newsletter', brandId, new Date()),
    toCsv(NEWSLETTER_CSV_HEADERS, rows.map(newsletterCsvCells)),
  )
}
