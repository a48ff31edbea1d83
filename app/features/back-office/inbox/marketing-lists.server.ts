import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../../db/schema'
import { bookingEnquiryReference } from '../../booking-enquiry/index.server'
import {
  inWindow,
  likeLower,
  likePattern,
  onePage,
  pageWindow,
  type PageWindow,
  recordAudit,
  withinDays,
} from '../shell/index.server'
import {
  MARKETING_PAGE_SIZE,
  type EnquiryListQuery,
  type LeadCsvRow,
  type LeadListQuery,
  type NewsletterCsvRow,
  type NewsletterListQuery,
} from './marketing-rules'

/*
 * The back office's marketing lists (issue 14): the marketing leads from the embedded lead form, the newsletter
 * sign-ups from the footer, and the enquiries from the booking-failed contact form, each one brand's, newest first.
 * The CSV downloads read the same queries without the paging (up to MARKETING_CSV_MAX_ROWS rows). The one staff
 * write, marking an enquiry handled, is one transaction with its audit row and happens once: a second mark keeps
 * the first time and writes nothing.
 */

/** A download's ceiling: far above a brand's real lists, low enough that one request cannot exhaust the server. */
export const MARKETING_CSV_MAX_ROWS = 50_000

type Page = PageWindow
const pageOf = (page: number): Page => pageWindow(page, MARKETING_PAGE_SIZE)
const csvPage: Page = { limit: MARKETING_CSV_MAX_ROWS, offset: 0 }

// ------------------------------------------------------------------------------------------------------ leads

export interface LeadRow extends LeadCsvRow {
  brandId: string
}

async function selectLeads(db: Kysely<Database>, brandId: string, query: LeadListQuery, page: Page) {
  let select = db
    .selectFrom('marketingLeads')
    .leftJoin('brochures', 'brochures.id', 'marketingLeads.brochureId')
    .where('marketingLeads.brandId', '=', brandId)
  if (query.q) {
    const pattern = likePattern(query.q)
    select = select.where((eb) =>
      eb.or([
        likeLower(eb.ref('marketingLeads.email'), pattern),
        likeLower(
          sql`coalesce(${sql.ref('marketingLeads.firstName')}, '') || ' ' || coalesce(${sql.ref('marketingLeads.lastName')}, '')`,
          pattern,
        ),
      ]),
    )
  }
  select = select.where(withinDays('marketingLeads.createdAt', query))
  const rows = await select
    .select([
      'marketingLeads.id',
      'marketingLeads.brandId',
      'marketingLeads.createdAt',
      'marketingLeads.formId',
      'marketingLeads.firstName',
      'marketingLeads.lastName',
      'marketingLeads.email',
      'marketingLeads.phone',
      'marketingLeads.country',
      'brochures.name as brochureName',
      'marketingLeads.referral',
      'marketingLeads.inquirySubcategory',
    ])
    .orderBy('marketingLeads.createdAt', 'desc')
    .orderBy('marketingLeads.id', 'desc')
    .$call(inWindow(page))
    .execute()
  return rows.map((row): LeadRow => ({
    ...row,
    id: Number(row.id),
    formId: Number(row.formId),
    brochureName: row.brochureName ?? null,
  }))
}

export async function listLeads(
  db: Kysely<Database>,
  brandId: string,
  query: LeadListQuery,
): Promise<{ rows: LeadRow[]; hasMore: boolean }> {
  const rows = await selectLeads(db, brandId, query, pageOf(query.page))
  return onePage(rows, MARKETING_PAGE_SIZE)
}

/** Every lead the filters match (no paging), for the CSV. */
export function leadsForExport(db: Kysely<Database>, brandId: string, query: LeadListQuery): Promise<LeadRow[]> {
  return selectLeads(db, brandId, query, csvPage)
}

// ------------------------------------------------------------------------------------------------------ newsletter

export interface NewsletterRow extends NewsletterCsvRow {
  id: number
}

async function selectSignups(db: Kysely<Database>, brandId: string, query: NewsletterListQuery, page: Page) {
  let select = db.selectFrom('newsletterSignups').where('brandId', '=', brandId)
  if (query.q) {
    const pattern = likePattern(query.q)
    select = select.where((eb) => likeLower(eb.ref('email'), pattern))
  }
  if (query.status === 'subscribed') select = select.where('unsubscribedAt', 'is', null)
  if (query.status === 'unsubscribed') select = select.where('unsubscribedAt', 'is not', null)
  const rows = await select
    .select(['id', 'email', 'createdAt', 'sourcePath', 'unsubscribedAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .$call(inWindow(page))
    .execute()
  return rows.map((row): NewsletterRow => ({ ...row, id: Number(row.id) }))
}

export async function listNewsletterSignups(
  db: Kysely<Database>,
  brandId: string,
  query: NewsletterListQuery,
): Promise<{ rows: NewsletterRow[]; hasMore: boolean }> {
  const rows = await selectSignups(db, brandId, query, pageOf(query.page))
  return onePage(rows, MARKETING_PAGE_SIZE)
}

export function signupsForExport(
  db: Kysely<Database>,
  brandId: string,
  query: NewsletterListQuery,
): Promise<NewsletterRow[]> {
  return selectSignups(db, brandId, query, csvPage)
}

// ------------------------------------------------------------------------------------------------------ enquiries

export interface EnquiryRow {
  id: number
  reference: string
  createdAt: string
  firstName: string
  lastName: string
  email: string
  telephone: string
  message: string | null
  tourName: string | null
  departureDate: string | null
  /** The enquirer's own quote, when the form carried it. */
  quoteId: number | null
  /** The quote id the form carried, linked or not. */
  reportedQuoteId: number | null
  handledAt: string | null
}

export async function listEnquiries(
  db: Kysely<Database>,
  brandId: string,
  query: EnquiryListQuery,
): Promise<{ rows: EnquiryRow[]; hasMore: boolean }> {
  let select = db.selectFrom('bookingEnquiries').where('brandId', '=', brandId)
  if (query.status === 'open') select = select.where('handledAt', 'is', null)
  if (query.status === 'handled') select = select.where('handledAt', 'is not', null)
  const page = pageOf(query.page)
  const rows = await select
    .select([
      'id',
      'createdAt',
      'firstName',
      'lastName',
      'email',
      'telephone',
      'message',
      'tourName',
      'departureDate',
      'quoteId',
      'reportedQuoteId',
      'handledAt',
    ])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .$call(inWindow(page))
    .execute()
  const shown = onePage(rows, MARKETING_PAGE_SIZE)
  return {
    rows: shown.rows.map((row) => ({
      ...row,
      id: Number(row.id),
      reference: bookingEnquiryReference(Number(row.id)),
      quoteId: row.quoteId === null ? null : Number(row.quoteId),
      reportedQuoteId: row.reportedQuoteId === null ? null : Number(row.reportedQuoteId),
    })),
    hasMore: shown.hasMore,
  }
}

export class EnquiryNotFound extends Error {
  constructor() {
    super('No such enquiry.')
  }
}

export type MarkHandledOutcome =
  | { kind: 'handled'; reference: string; handledAt: string }
  | { kind: 'already-handled'; reference: string; handledAt: string }

/**
 * Marks one of the brand's enquiries handled, once: the update only touches a row still open, so two marks (or two
 * racing requests) keep the first time and leave one audit row, written in the update's transaction.
 */
export async function markEnquiryHandled(
  db: Kysely<Database>,
  input: { brandId: string; enquiryId: number; staffId: number },
  now: Date = new Date(),
): Promise<MarkHandledOutcome> {
  return db.transaction().execute(async (trx) => {
    const handledAt = now.toISOString()
    const updated = await trx
      .updateTable('bookingEnquiries')
      .set({ handledAt })
      .where('id', '=', input.enquiryId)
      .where('brandId', '=', input.brandId)
      .where('handledAt', 'is', null)
      .returning('id')
      .executeTakeFirst()
    const reference = bookingEnquiryReference(input.enquiryId)
    if (!updated) {
      const existing = await trx
        .selectFrom('bookingEnquiries')
        .select('handledAt')
        .where('id', '=', input.enquiryId)
        .where('brandId', '=', input.brandId)
        .executeTakeFirst()
      if (!existing) throw new EnquiryNotFound()
      return { kind: 'already-handled', reference, handledAt: existing.handledAt ?? handledAt } as const
    }
    await recordAudit(
      trx,
      {
        staffId: input.staffId,
        brandId: input.brandId,
        action: 'enquiry.handled',
        entity: 'booking-enquiry',
        entityId: reference,
        before: { handledAt: null },
        after: { handledAt },
      },
      now,
    )
    return { kind: 'handled', reference, handledAt } as const
  })
}
