import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import type { Database } from '../../../../db/schema'
import { likeEscaped, likeLower, likePattern, readPage } from '../shell/index.server'
import { phoneDigitsOf, phoneSearchDigits } from '../bookings/index.server'
import { customerPath, type CustomerKind } from './customer-rules'

/*
 * /admin/customers (issue 14; every booker since issue 26, ADR 0058): the brand's accounts and its guest bookers
 * (bookers without an account, one per lead e-mail, until an account claims them) in one list, newest first, paged.
 * The search matches a name, an e-mail, a phone number typed in any shape (digits compared, the last 9 when longer,
 * so '+44 7700 900123' finds '07700 900123'), or a booking reference of theirs.
 */

export const CUSTOMERS_PAGE_SIZE = 25

export interface CustomerListQuery {
  q: string
  page: number
}

export interface CustomerListRow {
  kind: CustomerKind
  /** The detail page's path segment: '12' for an account, 'g7' for a guest booker. */
  path: string
  name: string
  email: string
  phone: string | null
  /** Registered (an account) or first booked (a guest). */
  since: string
  emailVerified: boolean
  bookings: number
}

type Db = Kysely<Database>

const fullName = (first: string, last: string) =>
  sql<string>`lower(coalesce(${sql.ref(first)}, '') || ' ' || coalesce(${sql.ref(last)}, ''))`

/** The lead e-mail of a booking, as guests are keyed. */
const leadEmailOf = sql<string>`lower(trim(${sql.ref('lead.email')}))`

/** A guest's bookings: the brand's bookings without an account whose lead has the guest's address. */
function guestBookings(eb: ExpressionBuilder<Database, 'guestBookers'>) {
  return eb
    .selectFrom('bookings')
    .innerJoin('bookingPassengers as lead', (join) =>
      join.onRef('lead.bookingId', '=', 'bookings.id').on('lead.isLead', '=', 1),
    )
    .whereRef('bookings.brandId', '=', 'guestBookers.brandId')
    .where('bookings.customerId', 'is', null)
    .where(leadEmailOf, '=', eb.ref('guestBookers.email'))
}

export async function listCustomers(
  db: Db,
  brandId: string,
  query: CustomerListQuery,
): Promise<{ rows: CustomerListRow[]; hasMore: boolean }> {
  const pattern = likePattern(query.q)
  const digits = phoneSearchDigits(query.q)
  const reference = query.q.trim().toUpperCase()

  let accounts = db.selectFrom('customers').where('customers.brandId', '=', brandId)
  let guests = db
    .selectFrom('guestBookers')
    .where('guestBookers.brandId', '=', brandId)
    .where('guestBookers.customerId', 'is', null)
  if (query.q) {
    const phoneMatch = (column: string) => likeEscaped(phoneDigitsOf(sql.ref(column)), `%${digits}%`)
    accounts = accounts.where((eb) =>
      eb.or([
        likeEscaped(fullName('customers.firstName', 'customers.lastName'), pattern),
        likeLower(eb.ref('customers.email'), pattern),
        ...(digits ? [phoneMatch('customers.mobilePhone'), phoneMatch('customers.homePhone')] : []),
        eb.exists(
          eb
            .selectFrom('bookings')
            .select('bookings.id')
            .whereRef('bookings.customerId', '=', 'customers.id')
            .where('bookings.reference', '=', reference),
        ),
      ]),
    )
    guests = guests.where((eb) =>
      eb.or([
        likeEscaped(fullName('guestBookers.firstName', 'guestBookers.lastName'), pattern),
        likeLower(eb.ref('guestBookers.email'), pattern),
        ...(digits ? [phoneMatch('guestBookers.phone')] : []),
        eb.exists(guestBookings(eb).select('bookings.id').where('bookings.reference', '=', reference)),
      ]),
    )
  }
  const people = accounts
    .select((eb) => [
      sql<string>`'account'`.as('kind'),
      'customers.id',
      'customers.firstName',
      'customers.lastName',
      'customers.email',
      sql<string | null>`coalesce(${sql.ref('customers.mobilePhone')}, ${sql.ref('customers.homePhone')})`.as('phone'),
      'customers.createdAt as since',
      sql<number>`case when ${sql.ref('customers.emailVerifiedAt')} is null then 0 else 1 end`.as('verified'),
      eb
        .selectFrom('bookings')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('bookings.customerId', '=', 'customers.id')
        .as('bookings'),
    ])
    .unionAll(
      guests.select((eb) => [
        sql<string>`'guest'`.as('kind'),
        'guestBookers.id',
        'guestBookers.firstName',
        'guestBookers.lastName',
        'guestBookers.email',
        'guestBookers.phone',
        'guestBookers.firstBookedAt as since',
        sql<number>`0`.as('verified'),
        guestBookings(eb)
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .as('bookings'),
      ]),
    )
  const page = await db
    .selectFrom(people.as('people'))
    .selectAll()
    .orderBy('since', 'desc')
    .orderBy('kind')
    .orderBy('id', 'desc')
    .$call(readPage(query.page, CUSTOMERS_PAGE_SIZE))
  return {
    rows: page.rows.map((row) => {
      const kind: CustomerKind = row.kind === 'guest' ? 'guest' : 'account'
      return {
        kind,
        path: customerPath(kind, Number(row.id)),
        name: [row.firstName, row.lastName].filter(Boolean).join(' '),
        email: row.email,
        phone: row.phone || null,
        since: row.since,
        emailVerified: Number(row.verified) === 1,
        bookings: Number(row.bookings ?? 0),
      }
    }),
    hasMore: page.hasMore,
  }
}
