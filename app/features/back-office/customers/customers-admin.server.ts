import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../../db/schema'
import { issuePasswordReset, type AuthBrand } from '../../auth/index.server'
import { outboxSeal } from '../../email/index.server'
import { likeEscaped, likeLower, likePattern, readPage, recordAudit } from '../shell/index.server'

/*
 * The back office's customers (issue 14): the search by name, e-mail or phone, one customer's account with their
 * bookings, and the staff action on it, a password reset e-mail (the auth feature's own reset link and letter, on
 * the customer's brand site, queued in the same transaction as its audit row). Everything is scoped to one brand:
 * another brand's customer is "not found".
 */

export const CUSTOMERS_PAGE_SIZE = 25

export interface CustomerListQuery {
  q: string
  page: number
}

export interface CustomerListRow {
  id: number
  name: string
  email: string
  phone: string | null
  createdAt: string
  emailVerified: boolean
  bookings: number
}

/** The query's digits when it looks like a phone number (so '07700 900123' finds '07700900123' and the reverse). */
function phoneDigits(text: string): string | null {
  if (!/^[\d\s()+-]+$/.test(text)) return null
  const digits = text.replace(/\D/g, '')
  return digits.length >= 4 ? digits : null
}

/** A phone column with its spaces, dashes, brackets and plus signs taken out, in SQL both dialects run. */
const strippedPhone = (column: 'customers.mobilePhone' | 'customers.homePhone') =>
  sql<string>`replace(replace(replace(replace(replace(coalesce(${sql.ref(column)}, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', '')`

const fullName = sql<string>`lower(coalesce(${sql.ref('customers.firstName')}, '') || ' ' || coalesce(${sql.ref('customers.lastName')}, ''))`

export function customerName(row: { firstName: string | null; lastName: string | null }): string {
  return [row.firstName, row.lastName].filter(Boolean).join(' ')
}

export async function listCustomers(
  db: Kysely<Database>,
  brandId: string,
  query: CustomerListQuery,
): Promise<{ rows: CustomerListRow[]; hasMore: boolean }> {
  let select = db.selectFrom('customers').where('customers.brandId', '=', brandId)
  if (query.q) {
    const pattern = likePattern(query.q)
    const digits = phoneDigits(query.q)
    select = select.where((eb) =>
      eb.or([
        likeEscaped(fullName, pattern),
        likeLower(eb.ref('customers.email'), pattern),
        ...(digits
          ? [
              eb(strippedPhone('customers.mobilePhone'), 'like', `%${digits}%`),
              eb(strippedPhone('customers.homePhone'), 'like', `%${digits}%`),
            ]
          : []),
      ]),
    )
  }
  const page = await select
    .select((eb) => [
      'customers.id',
      'customers.firstName',
      'customers.lastName',
      'customers.email',
      'customers.mobilePhone',
      'customers.homePhone',
      'customers.createdAt',
      'customers.emailVerifiedAt',
      eb
        .selectFrom('bookings')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('bookings.customerId', '=', 'customers.id')
        .as('bookings'),
    ])
    .orderBy('customers.createdAt', 'desc')
    .orderBy('customers.id', 'desc')
    .$call(readPage(query.page, CUSTOMERS_PAGE_SIZE))
  return {
    rows: page.rows.map((row) => ({
      id: Number(row.id),
      name: customerName(row),
      email: row.email,
      phone: row.mobilePhone || row.homePhone || null,
      createdAt: row.createdAt,
      emailVerified: row.emailVerifiedAt !== null,
      bookings: Number(row.bookings ?? 0),
    })),
    hasMore: page.hasMore,
  }
}

export interface CustomerDetail {
  id: number
  brandId: string
  title: string | null
  firstName: string | null
  lastName: string | null
  name: string
  email: string
  mobilePhone: string | null
  homePhone: string | null
  dateOfBirth: string | null
  address: {
    lines: string[]
    town: string | null
    county: string | null
    postCode: string | null
    country: string | null
  }
  marketingEmail: boolean
  marketingMail: boolean
  createdAt: string
  emailVerifiedAt: string | null
  bookings: {
    reference: string
    tourName: string
    tourCode: string
    departureDate: string
    currency: string
    totalMinor: number
    amountPaidMinor: number
    balanceMinor: number
    status: string
  }[]
}

function addressLines(json: string | null): string[] {
  if (!json) return []
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value.filter((line): line is string => typeof line === 'string' && line !== '') : []
  } catch {
    return []
  }
}

export async function getCustomerDetail(
  db: Kysely<Database>,
  brandId: string,
  customerId: number,
): Promise<CustomerDetail | null> {
  const customer = await db
    .selectFrom('customers')
    .select([
      'id',
      'brandId',
      'email',
      'title',
      'firstName',
      'lastName',
      'mobilePhone',
      'homePhone',
      'dateOfBirth',
      'addressLinesJson',
      'town',
      'county',
      'country',
      'postCode',
      'marketingEmail',
      'marketingMail',
      'createdAt',
      'emailVerifiedAt',
    ])
    .where('brandId', '=', brandId)
    .where('id', '=', customerId)
    .executeTakeFirst()
  if (!customer) return null
  const bookings = await db
    .selectFrom('bookings')
    .innerJoin('departures', 'departures.id', 'bookings.departureId')
    .select([
      'bookings.reference',
      'bookings.tourName',
      'bookings.tourCode',
      'departures.startDate',
      'bookings.currency',
      'bookings.totalMinor',
      'bookings.amountPaidMinor',
      'bookings.status',
    ])
    .where('bookings.brandId', '=', brandId)
    .where('bookings.customerId', '=', Number(customer.id))
    .orderBy('departures.startDate', 'desc')
    .orderBy('bookings.id', 'desc')
    .execute()
  return {
    id: Number(customer.id),
    brandId: customer.brandId,
    title: customer.title,
    firstName: customer.firstName,
    lastName: customer.lastName,
    name: customerName(customer),
    email: customer.email,
    mobilePhone: customer.mobilePhone,
    homePhone: customer.homePhone,
    dateOfBirth: customer.dateOfBirth,
    address: {
      lines: addressLines(customer.addressLinesJson),
      town: customer.town,
      county: customer.county,
      postCode: customer.postCode,
      country: customer.country,
    },
    marketingEmail: customer.marketingEmail === 1,
    marketingMail: customer.marketingMail === 1,
    createdAt: customer.createdAt,
    emailVerifiedAt: customer.emailVerifiedAt,
    bookings: bookings.map((booking) => {
      const totalMinor = Number(booking.totalMinor)
      const amountPaidMinor = Number(booking.amountPaidMinor)
      return {
        reference: booking.reference,
        tourName: booking.tourName,
        tourCode: booking.tourCode,
        departureDate: booking.startDate,
        currency: booking.currency,
        totalMinor,
        amountPaidMinor,
        balanceMinor: totalMinor - amountPaidMinor,
        status: booking.status,
      }
    }),
  }
}

// ------------------------------------------------------------------------------------------------------ actions

export class CustomerActionRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409,
  ) {
    super(message)
  }
}

/** The brand as the auth feature's e-mails need it, and its default market (whose site the links point at). */
async function authBrandOf(db: Kysely<Database>, brandId: string): Promise<(AuthBrand & { market: string }) | null> {
  const row = await db
    .selectFrom('brands')
    .select(['id', 'name', 'phone', 'email', 'isCoach', 'defaultMarket'])
    .where('id', '=', brandId)
    .executeTakeFirst()
  if (!row) return null
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    isCoach: row.isCoach === 1,
    market: row.defaultMarket,
  }
}

/**
 * Sends the customer the forgot-password flow's reset link (the auth feature's issuePasswordReset: their unused
 * links are replaced, the new one is valid 60 minutes), built on their brand's site, and writes the audit row in the
 * same transaction. The public flow's rate limits do not apply to staff. Answers the address it went to.
 */
export async function sendCustomerPasswordReset(
  db: Kysely<Database>,
  input: {
    brandId: string
    customerId: number
    staffId: number
    originFor: (brandId: string, marketCode: string) => string
    /** SESSION_SECRET: the link's token is sealed in the outbox, so no one reading it there can use it (ADR 0040). */
    sessionSecret: string
  },
): Promise<string> {
  const brand = await authBrandOf(db, input.brandId)
  if (!brand) throw new CustomerActionRefused('No such customer.', 404)
  const publicOrigin = input.originFor(brand.id, brand.market)
  return db.transaction().execute(async (trx) => {
    const issued = await issuePasswordReset(trx, {
      brand,
      customerId: input.customerId,
      publicOrigin,
      seal: outboxSeal(input.sessionSecret),
    })
    if (!issued) throw new CustomerActionRefused('No such customer.', 404)
    await recordAudit(trx, {
      staffId: input.staffId,
      brandId: input.brandId,
      action: 'customer.password-reset',
      entity: 'customer',
      entityId: input.customerId,
      after: { emailId: issued.emailId, to: issued.to, expiresAt: issued.expiresAt },
    })
    return issued.to
  })
}
