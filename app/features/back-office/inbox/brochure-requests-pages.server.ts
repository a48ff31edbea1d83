import { data, redirect, type AppLoadContext } from 'react-router'
import { z } from 'zod'
import { chosenBrandOf, csvResponse, formFields, readProtectedForm, type ListPageData } from '../shell/index.server'
import {
  BROCHURE_REQUEST_STATES,
  BROCHURE_REQUESTS_PAGE_SIZE,
  exportNewBrochureRequests,
  getOutboxEmail,
  InboxActionRefused,
  listBrochureRequests,
  listOutbox,
  markBrochureRequestFulfilled,
  OUTBOX_PAGE_SIZE,
  OUTBOX_STATES,
  retryOutboxEmail,
  type BrochureRequestListQuery,
  type BrochureRequestListRow,
  type OutboxEmail,
  type OutboxListQuery,
  type OutboxRow,
} from './brochure-requests.server'
import { can, requireStaff, type StaffAction } from '../staff/index.server'

/*
 * The loaders and actions of /admin/brochure-requests, the fulfilment CSV download (POST
 * /admin/exports/brochure-requests: it marks the requests exported, so never a GET) and /admin/outbox (issue 14).
 */

export const BROCHURE_REQUESTS_PATH = '/admin/brochure-requests'
export const BROCHURE_EXPORT_PATH = '/admin/exports/brochure-requests'
export const OUTBOX_PATH = '/admin/outbox'
export const NOTHING_TO_EXPORT_MESSAGE = 'There are no new brochure requests to export.'

const searchParamsOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)
const page = z.coerce.number().int().min(1).max(10_000).catch(1)
const search = z.string().trim().max(100).catch('')

export type InboxActionData = { kind: 'done'; message: string } | { kind: 'refused'; message: string }

function refusal(error: unknown) {
  if (error instanceof InboxActionRefused)
    return data<InboxActionData>({ kind: 'refused', message: error.message }, { status: error.status })
  throw error
}

const badRequest = (message: string) => data<InboxActionData>({ kind: 'refused', message }, { status: 400 })

const idField = z.coerce.number().int().positive().max(2_147_483_647)

type BadRequest = ReturnType<typeof badRequest>
/** One intent of a page's form: what it did, in a sentence, or why the form is refused. */
type InboxIntent = (form: FormData, who: { brandId: string; staffId: number }) => Promise<string | BadRequest>

/**
 * A post to an inbox page: the guard, the brand, the protected form, then the handler of its intent; an unknown
 * intent is a 400, and a refusal of the rules (InboxActionRefused) answers with its own status.
 */
async function inboxAction(
  context: AppLoadContext,
  request: Request,
  action: StaffAction,
  intents: Record<string, InboxIntent>,
) {
  const session = await requireStaff(context, request, action)
  const { brandId } = await chosenBrandOf(context, request)
  const form = await readProtectedForm(request, context.csrfToken)
  const intent = String(form.get('intent') ?? '')
  const handle = Object.hasOwn(intents, intent) ? intents[intent] : undefined
  if (!handle) return badRequest('Unknown action.')
  try {
    const outcome = await handle(form, { brandId, staffId: session.staff.id })
    return typeof outcome === 'string' ? data<InboxActionData>({ kind: 'done', message: outcome }) : outcome
  } catch (error) {
    return refusal(error)
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Brochure requests

const brochureQuerySchema = z.object({
  q: search,
  state: z.enum(['', ...BROCHURE_REQUEST_STATES]).catch(''),
  page,
})

/** What both inbox lists show: a list page with the form's CSRF token. */
interface InboxListPageData<Query, Row> extends ListPageData<Query, Row> {
  csrfToken: string
}

export interface BrochureRequestsPageData extends InboxListPageData<BrochureRequestListQuery, BrochureRequestListRow> {
  /** Set after a download found nothing new (the download redirects back here with `?export=none`). */
  notice: string | null
}

export async function loadBrochureRequestsPage(
  context: AppLoadContext,
  request: Request,
): Promise<BrochureRequestsPageData> {
  await requireStaff(context, request, 'brochures.edit')
  const { brandId, brandName } = await chosenBrandOf(context, request)
  const params = searchParamsOf(request)
  const query = brochureQuerySchema.parse({ q: '', state: '', page: 1, ...params })
  const { rows, hasMore } = await listBrochureRequests(context.db, brandId, query)
  return {
    brandId,
    brandName,
    query,
    rows,
    hasMore,
    pageSize: BROCHURE_REQUESTS_PAGE_SIZE,
    csrfToken: context.csrfToken,
    notice: params.export === 'none' ? NOTHING_TO_EXPORT_MESSAGE : null,
  }
}

export async function submitBrochureRequestsPage(context: AppLoadContext, request: Request) {
  return inboxAction(context, request, 'brochures.edit', {
    fulfil: async (form, who) => {
      const requestId = idField.safeParse(formFields(form, ['requestId']).requestId)
      if (!requestId.success) return badRequest('Choose a brochure request.')
      const outcome = await markBrochureRequestFulfilled(context.db, { ...who, requestId: requestId.data })
      return outcome.kind === 'fulfilled'
        ? `${outcome.reference} is marked fulfilled.`
        : `${outcome.reference} was already marked fulfilled; it keeps its first date.`
    },
  })
}

/** A plain visit to the download address: the download is a form post, so back to the page. */
export async function redirectToBrochureRequests(context: AppLoadContext, request: Request): Promise<Response> {
  await requireStaff(context, request, 'brochures.edit')
  const { brandId } = await chosenBrandOf(context, request)
  return redirect(`${BROCHURE_REQUESTS_PATH}?brand=${encodeURIComponent(brandId)}`)
}

/**
 * POST /admin/exports/brochure-requests (intent=export): the brand's requests not exported yet as the fulfilment
 * CSV, marked exported. Nothing new: back to the page with a notice instead of an empty file.
 */
export async function downloadNewBrochureRequests(context: AppLoadContext, request: Request): Promise<Response> {
  const session = await requireStaff(context, request, 'brochures.edit')
  const { brandId } = await chosenBrandOf(context, request)
  const form = await readProtectedForm(request, context.csrfToken)
  if (form.get('intent') !== 'export') throw data({ message: 'Unknown action.' }, { status: 400 })
  const outcome = await exportNewBrochureRequests(context.db, { brandId, staffId: session.staff.id })
  if (outcome.kind === 'nothing-new')
    return redirect(`${BROCHURE_REQUESTS_PATH}?brand=${encodeURIComponent(brandId)}&export=none`, 303)
  const stamp = outcome.exportedAt.slice(0, 19).replace(/[-:]/g, '').replace('T', '-')
  return csvResponse(`brochure-requests-${brandId}-${stamp}.csv`, outcome.csv)
}

// ---------------------------------------------------------------------------------------------------------------
// The e-mail outbox

const outboxQuerySchema = z.object({
  q: search,
  state: z.enum(['', ...OUTBOX_STATES]).catch(''),
  page,
  id: z.union([z.literal(''), idField]).catch(''),
})

export interface OutboxPageData extends InboxListPageData<OutboxListQuery, OutboxRow> {
  canRetry: boolean
  /** The e-mail asked for with `?id=`, with its text body; null when none was asked for or it is not this brand's. */
  detail: OutboxEmail | null
  detailMissing: boolean
}

export async function loadOutboxPage(context: AppLoadContext, request: Request): Promise<OutboxPageData> {
  const session = await requireStaff(context, request, 'customers.view')
  const { brandId, brandName } = await chosenBrandOf(context, request)
  const { id, ...query } = outboxQuerySchema.parse({ q: '', state: '', page: 1, id: '', ...searchParamsOf(request) })
  const [{ rows, hasMore }, detail] = await Promise.all([
    listOutbox(context.db, brandId, query),
    id === '' ? Promise.resolve(null) : getOutboxEmail(context.db, brandId, id),
  ])
  return {
    brandId,
    brandName,
    query,
    rows,
    hasMore,
    pageSize: OUTBOX_PAGE_SIZE,
    csrfToken: context.csrfToken,
    canRetry: can(session.staff.role, 'bookings.edit'),
    detail,
    detailMissing: id !== '' && detail === null,
  }
}

export async function submitOutboxPage(context: AppLoadContext, request: Request) {
  return inboxAction(context, request, 'bookings.edit', {
    retry: async (form, who) => {
      const emailId = idField.safeParse(formFields(form, ['emailId']).emailId)
      if (!emailId.success) return badRequest('Choose an e-mail.')
      const { toAddress } = await retryOutboxEmail(context.db, { ...who, emailId: emailId.data })
      return `The e-mail to ${toAddress} will be sent again on the next delivery round.`
    },
  })
}
