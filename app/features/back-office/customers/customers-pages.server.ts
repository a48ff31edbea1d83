import { data, type AppLoadContext } from 'react-router'
import { z } from 'zod'
import { RESET_TOKEN_TTL_MS } from '../../auth/index.server'
import { chosenBrandOf, readProtectedForm } from '../shell/index.server'
import {
  CustomerActionRefused,
  CUSTOMERS_PAGE_SIZE,
  getCustomerDetail,
  listCustomers,
  sendCustomerPasswordReset,
  type CustomerDetail,
  type CustomerListQuery,
  type CustomerListRow,
} from './customers-admin.server'
import { backOfficeOf, requireStaff } from '../staff/index.server'

/* The loaders and the action of /admin/customers and /admin/customers/:customerId (issue 14). */

const listQuerySchema = z.object({
  q: z.string().trim().max(100).catch(''),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
})

/** A customer id in the path: digits only (no '1e3', '-1' or ' 7'), else the page is not found. */
const customerIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,15}$/)
  .transform(Number)
  .refine((id) => Number.isSafeInteger(id))

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
  const id = customerIdSchema.safeParse(customerId ?? '')
  if (!id.success) throw notFound()
  const customer = await getCustomerDetail(context.db, brandId, id.data)
  if (!customer) throw notFound()
  return { customer, brandId, brandName, csrfToken: context.csrfToken }
}

export type CustomerActionData = { kind: 'done'; message: string } | { kind: 'refused'; message: string }

export async function submitCustomerPage(context: AppLoadContext, request: Request, customerId: string | undefined) {
  // The role table has one customers action: a role that may look customers up may send them a reset link.
  const session = await requireStaff(context, request, 'customers.view')
  const { brandId } = await chosenBrandOf(context, request)
  const form = await readProtectedForm(request, context.csrfToken)
  const intent = String(form.get('intent') ?? '')
  const id = customerIdSchema.safeParse(customerId ?? '')
  if (!id.success) throw notFound()
  try {
    switch (intent) {
      case 'password-reset': {
        const to = await sendCustomerPasswordReset(context.db, {
          brandId,
          customerId: id.data,
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
