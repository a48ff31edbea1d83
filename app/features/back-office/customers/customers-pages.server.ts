import { data, type AppLoadContext } from 'react-router'
import { z } from 'zod'
import { RESET_TOKEN_TTL_MS } from '../../auth/index.server'
import { chosenBrandOf, readProtectedForm } from '../shell/index.server'
import { CustomerActionRefused, sendCustomerPasswordReset } from './customers-admin.server'
import { getCustomerDetail, type CustomerDetail } from './customer-detail.server'
import { addCustomerNote, editCustomerContact } from './customer-edits.server'
import {
  CUSTOMERS_PAGE_SIZE,
  listCustomers,
  type CustomerListQuery,
  type CustomerListRow,
} from './customer-list.server'
import { parseContactEdit, parseCustomerKey, parseNote } from './customer-rules'
import { backOfficeOf, requireStaff } from '../staff/index.server'

/*
 * The loaders and the action of /admin/customers and /admin/customers/:customerId (issue 14): an account ('12') or a
 * guest booker ('g7', issue 26). The actions: a password reset e-mail (accounts), the contact details and a note.
 */

const listQuerySchema = z.object({
  q: z.string().trim().max(100).catch(''),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
})

export interface CustomersPageData {
  brandId: string
  brandName: string
  query: CustomerListQuery
  rows: CustomerListRow[]
  hasMore: boolean
  pageSize: number
}

const notFound = () => data({ message: 'No such customer.' }, { status: 404 })

export async function loadCustomersPage(context: AppLoadContext, request: Request): Promise<CustomersPageData> {
  await requireStaff(context, request, 'customers.view')
  const { brandId, brandName } = await chosenBrandOf(context, request)
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const query = listQuerySchema.parse({ q: '', page: 1, ...params })
  const { rows, hasMore } = await listCustomers(context.db, brandId, query)
  return { brandId, brandName, query, rows, hasMore, pageSize: CUSTOMERS_PAGE_SIZE }
}

export interface CustomerPageData {
  customer: CustomerDetail
  brandId: string
  brandName: string
  csrfToken: string
}

export async function loadCustomerPage(
  context: AppLoadContext,
  request: Request,
  customerId: string | undefined,
): Promise<CustomerPageData> {
  await requireStaff(context, request, 'customers.view')
  const { brandId, brandName } = await chosenBrandOf(context, request)
  const key = parseCustomerKey(customerId)
  if (!key) throw notFound()
  const customer = await getCustomerDetail(context.db, brandId, key)
  if (!customer) throw notFound()
  return { customer, brandId, brandName, csrfToken: context.csrfToken }
}

export type CustomerActionData =
  | { kind: 'done'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'invalid-contact'; fieldErrors: Record<string, string>; typed: Record<string, string> }
  | { kind: 'invalid-note'; message: string; typed: string }

export async function submitCustomerPage(context: AppLoadContext, request: Request, customerId: string | undefined) {
  // The role table has one customers action: a role that may look customers up may send them a reset link, correct
  // their contact details (audited) and leave a note.
  const session = await requireStaff(context, request, 'customers.view')
  const { brandId } = await chosenBrandOf(context, request)
  const form = await readProtectedForm(request, context.csrfToken)
  const fields: Record<string, string> = {}
  for (const [name, value] of form) if (typeof value === 'string') fields[name] = value
  const key = parseCustomerKey(customerId)
  if (!key) throw notFound()
  const input = { brandId, key, staffId: session.staff.id }
  try {
    switch (fields.intent) {
      case 'password-reset': {
        if (key.kind !== 'account')
          return data<CustomerActionData>(
            { kind: 'refused', message: 'A guest booker has no account or password.' },
            { status: 400 },
          )
        const to = await sendCustomerPasswordReset(context.db, {
          brandId,
          customerId: key.id,
          staffId: session.staff.id,
          originFor: (brand, market) =>
            context.backOffice ? context.backOffice.originFor(brand, market) : context.origin,
          sessionSecret: backOfficeOf(context).sessionSecret,
        })
        return data<CustomerActionData>({
          kind: 'done',
          message: `A password reset e-mail is on its way to ${to}. Its link works once, for ${Math.round(RESET_TOKEN_TTL_MS / 60_000)} minutes.`,
        })
      }
      case 'contact': {
        const parsed = parseContactEdit(fields, key.kind)
        if (!parsed.ok)
          return data<CustomerActionData>(
            { kind: 'invalid-contact', fieldErrors: parsed.fieldErrors, typed: fields },
            { status: 400 },
          )
        await editCustomerContact(context.db, { ...input, edit: parsed.edit })
        return data<CustomerActionData>({ kind: 'done', message: 'The contact details are saved.' })
      }
      case 'note': {
        const parsed = parseNote(fields.body ?? '')
        if (!parsed.ok)
          return data<CustomerActionData>(
            { kind: 'invalid-note', message: parsed.message, typed: fields.body ?? '' },
            { status: 400 },
          )
        await addCustomerNote(context.db, { ...input, body: parsed.body })
        return data<CustomerActionData>({ kind: 'done', message: 'The note is added.' })
      }
      default:
        return data<CustomerActionData>({ kind: 'refused', message: 'Unknown action.' }, { status: 400 })
    }
  } catch (error) {
    if (error instanceof CustomerActionRefused) {
      if (error.status === 404) throw notFound()
      return data<CustomerActionData>({ kind: 'refused', message: error.message }, { status: error.status })
    }
    throw error
  }
}
