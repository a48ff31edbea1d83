import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../../db/schema'
import { MONEY_STATUS_LABELS, moneyOfBookings } from '../../ledger/index.server'
import { customerPath, type CustomerKey, type CustomerKind } from './customer-rules'

/*
 * One customer in the back office (issue 14; every booker since issue 26, ADR 0058): an account or a guest booker,
 * with their contact details, marketing consent, bookings (money from the ledger, never the stored projection),
 * payments, the e-mails the site sent them and the staff's notes. Scoped to one brand: another brand's customer, or a
 * guest merged into an account, is "not found".
 */

type Db = Kysely<Database>

export interface CustomerDetail {
  kind: CustomerKind
  path: string
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
  /** Registered (an account) or first booked (a guest). */
  since: string
  emailVerifiedAt: string | null
  bookings: {
    reference: string
    tourName: string
    tourCode: string
    departureDate: string
    currency: string
    totalMinor: number
    paidMinor: number
    balanceMinor: number
    status: string
  }[]
  payments: {
    id: number
    reference: string
    at: string
    amountMinor: number
    currency: string
    paymentType: string
    method: string
  }[]
  emails: { id: number; at: string; subject: string; kind: string; sent: boolean }[]
  notes: { id: number; body: string; staffName: string | null; at: string }[]
}

/** The most e-mails and payments the page lists (newest first). */
export const CUSTOMER_HISTORY_LIMIT = 50

function addressLines(json: string | null): string[] {
  if (!json) return []
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value.filter((line): line is string => typeof line === 'string' && line !== '') : []
  } catch {
    return []
  }
}

export const nameOf = (row: { firstName: string | null; lastName: string | null }): string =>
  [row.firstName, row.lastName].filter(Boolean).join(' ')

type Person = Omit<CustomerDetail, 'bookings' | 'payments' | 'emails' | 'notes'>

async function accountOf(db: Db, brandId: string, id: number): Promise<Person | null> {
  const row = await db
    .selectFrom('customers')
    .selectAll()
    .where('brandId', '=', brandId)
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) return null
  return {
    kind: 'account',
    path: customerPath('account', Number(row.id)),
    id: Number(row.id),
    brandId: row.brandId,
    title: row.title,
    firstName: row.firstName,
    lastName: row.lastName,
    name: nameOf(row),
    email: row.email,
    mobilePhone: row.mobilePhone,
    homePhone: row.homePhone,
    dateOfBirth: row.dateOfBirth,
    address: {
      lines: addressLines(row.addressLinesJson),
      town: row.town,
      county: row.county,
      postCode: row.postCode,
      country: row.country,
    },
    marketingEmail: row.marketingEmail === 1,
    marketingMail: row.marketingMail === 1,
    since: row.createdAt,
    emailVerifiedAt: row.emailVerifiedAt,
  }
}

async function guestOf(db: Db, brandId: string, id: number): Promise<Person | null> {
  const row = await db
    .selectFrom('guestBookers')
    .selectAll()
    .where('brandId', '=', brandId)
    .where('id', '=', id)
    .where('customerId', 'is', null)
    .executeTakeFirst()
  if (!row) return null
  return {
    kind: 'guest',
    path: customerPath('guest', Number(row.id)),
    id: Number(row.id),
    brandId: row.brandId,
    title: null,
    firstName: row.firstName,
    lastName: row.lastName,
    name: nameOf(row),
    email: row.email,
    mobilePhone: row.phone,
    homePhone: null,
    dateOfBirth: null,
    address: { lines: [], town: null, county: null, postCode: null, country: null },
    marketingEmail: row.marketingEmail === 1,
    marketingMail: row.marketingMail === 1,
    since: row.firstBookedAt,
    emailVerifiedAt: null,
  }
}

/** The ids of the customer's bookings: an account's own, or a guest's (no account, the lead has their address). */
function bookingsOf(db: Db, person: Person) {
  let query = db
    .selectFrom('bookings')
    .innerJoin('departures', 'departures.id', 'bookings.departureId')
    .where('bookings.brandId', '=', person.brandId)
  if (person.kind === 'account') query = query.where('bookings.customerId', '=', person.id)
  else
    query = query.where('bookings.customerId', 'is', null).where((eb) =>
      eb.exists(
        eb
          .selectFrom('bookingPassengers as lead')
          .select('lead.id')
          .whereRef('lead.bookingId', '=', 'bookings.id')
          .where('lead.isLead', '=', 1)
          .where(sql<string>`lower(trim(${sql.ref('lead.email')}))`, '=', person.email),
      ),
    )
  return query
}

export async function getCustomerDetail(db: Db, brandId: string, key: CustomerKey): Promise<CustomerDetail | null> {
  const person = key.kind === 'account' ? await accountOf(db, brandId, key.id) : await guestOf(db, brandId, key.id)
  if (!person) return null
  const bookings = await bookingsOf(db, person)
    .select([
      'bookings.id',
      'bookings.reference',
      'bookings.tourName',
      'bookings.tourCode',
      'departures.startDate',
      'bookings.currency',
    ])
    .orderBy('departures.startDate', 'desc')
    .orderBy('bookings.id', 'desc')
    .execute()
  const ids = bookings.map((booking) => Number(booking.id))
  const referenceOf = new Map(bookings.map((booking) => [Number(booking.id), booking.reference]))
  const [money, payments, emails, notes] = await Promise.all([
    moneyOfBookings(db, ids),
    ids.length
      ? db
          .selectFrom('payments')
          .select(['id', 'bookingId', 'createdAt', 'amountMinor', 'currency', 'paymentType', 'method'])
          .where('bookingId', 'in', ids)
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(CUSTOMER_HISTORY_LIMIT)
          .execute()
      : Promise.resolve([]),
    db
      .selectFrom('emailOutbox')
      .select(['id', 'createdAt', 'subject', 'kind', 'sentAt'])
      .where('brandId', '=', brandId)
      .where(sql<string>`lower(${sql.ref('toAddress')})`, '=', person.email.toLowerCase())
      .orderBy('id', 'desc')
      .limit(CUSTOMER_HISTORY_LIMIT)
      .execute(),
    db
      .selectFrom('customerNotes')
      .leftJoin('staff', 'staff.id', 'customerNotes.staffId')
      .select(['customerNotes.id', 'customerNotes.body', 'customerNotes.createdAt', 'staff.name as staffName'])
      .where('customerNotes.brandId', '=', brandId)
      .where(person.kind === 'account' ? 'customerNotes.customerId' : 'customerNotes.guestBookerId', '=', person.id)
      .orderBy('customerNotes.id', 'desc')
      .execute(),
  ])
  return {
    ...person,
    bookings: bookings.map((booking) => {
      const figures = money.get(Number(booking.id))
      return {
        reference: booking.reference,
        tourName: booking.tourName,
        tourCode: booking.tourCode,
        departureDate: booking.startDate,
        currency: booking.currency,
        totalMinor: figures?.totalMinor ?? 0,
        paidMinor: figures?.paidMinor ?? 0,
        balanceMinor: figures?.balanceMinor ?? 0,
        status: figures ? MONEY_STATUS_LABELS[figures.status] : '',
      }
    }),
    payments: payments.map((payment) => ({
      id: Number(payment.id),
      reference: referenceOf.get(Number(payment.bookingId)) ?? '',
      at: payment.createdAt,
      amountMinor: Number(payment.amountMinor),
      currency: payment.currency,
      paymentType: payment.paymentType,
      method: payment.method,
    })),
    emails: emails.map((email) => ({
      id: Number(email.id),
      at: email.createdAt,
      subject: email.subject,
      kind: email.kind,
      sent: email.sentAt !== null,
    })),
    notes: notes.map((note) => ({
      id: Number(note.id),
      body: note.body,
      staffName: note.staffName,
      at: note.createdAt,
    })),
  }
}
