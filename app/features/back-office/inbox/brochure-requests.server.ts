import { sql, type Kysely } from 'kysely'
import type { AppDatabase } from '../../../../db/database.server'
import type { Database } from '../../../../db/schema'
import { inWriteTransaction } from '../../../../db/write-transaction.server'
import { brochureRequestReference, exportBrochureRequestsIn } from '../../brochures/index.server'
import { maskCredentials } from '../../email/index.server'
import { likeEscaped, likeLower, likePattern, readPage, recordAudit } from '../shell/index.server'

/*
 * The back office's brochure requests and e-mail outbox (issue 14): the lists with search and filters, and the staff
 * writes on them, each one write transaction together with its audit row:
 * - a brochure request goes new → exported (the fulfilment CSV, the brochures feature's export) → fulfilled (staff
 *   mark it when the brochures are in the post; the first time counts, marking again changes nothing);
 * - an outbox e-mail is waiting, sent or failed; a failed one is never retried by itself (email/sender.server.ts), so
 *   "retry" clears its error and the next delivery pass sends it.
 * Everything is scoped to one brand: another brand's request or e-mail is "not found".
 */

export const BROCHURE_REQUESTS_PAGE_SIZE = 25
export const OUTBOX_PAGE_SIZE = 25

/** The deliverer's claim on a row it is sending right now (email/sender.server.ts SENDING_MARKER): not a failure. */
const SENDING_MARKER = 'sending'

export class InboxActionRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409,
  ) {
    super(message)
  }
}

function addressLinesOf(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value.map(String) : []
  } catch {
    return []
  }
}

/** A postal address on one line: the lines, town, county, post code and country, blanks left out. */
export function addressOnOneLine(parts: {
  addressLinesJson: string
  town: string
  county: string | null
  postCode: string
  country: string
}): string {
  return [...addressLinesOf(parts.addressLinesJson), parts.town, parts.county, parts.postCode, parts.country]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(', ')
}

/** An inbox list's filter: the words searched, a state ('' for every state) and the page. */
export interface InboxListQuery<State extends string> {
  q: string
  state: '' | State
  page: number
}

// ---------------------------------------------------------------------------------------------------------------
// Brochure requests

export const BROCHURE_REQUEST_STATES = ['new', 'exported', 'fulfilled'] as const
export type BrochureRequestState = (typeof BROCHURE_REQUEST_STATES)[number]

/**
 * The brochure requests' filter. Its state: '' all; 'new' not exported; 'exported' exported, not fulfilled;
 * 'fulfilled'.
 */
export type BrochureRequestListQuery = InboxListQuery<BrochureRequestState>

export interface BrochureRequestListRow {
  id: number
  reference: string
  name: string
  email: string
  address: string
  brochures: string[]
  dateOrdered: string
  exportedAt: string | null
  fulfilledAt: string | null
}

export async function listBrochureRequests(
  db: Kysely<Database>,
  brandId: string,
  query: BrochureRequestListQuery,
): Promise<{ rows: BrochureRequestListRow[]; hasMore: boolean }> {
  let select = db.selectFrom('brochureRequests').where('brandId', '=', brandId)
  if (query.state === 'new') select = select.where('exportedAt', 'is', null).where('fulfilledAt', 'is', null)
  if (query.state === 'exported') select = select.where('exportedAt', 'is not', null).where('fulfilledAt', 'is', null)
  if (query.state === 'fulfilled') select = select.where('fulfilledAt', 'is not', null)
  if (query.q) {
    const pattern = likePattern(query.q)
    const compactPattern = likePattern(query.q.replace(/\s+/g, ''))
    const reference = /^br-?0*(\d{1,9})$/i.exec(query.q)
    select = select.where((eb) =>
      eb.or([
        likeLower(sql`${sql.ref('firstName')} || ' ' || ${sql.ref('lastName')}`, pattern),
        likeLower(eb.ref('email'), pattern),
        // Post codes match with or without their space: "sw1a1aa" finds "SW1A 1AA".
        likeEscaped(sql`replace(lower(${sql.ref('postCode')}), ' ', '')`, compactPattern),
        ...(reference ? [eb('id', '=', Number(reference[1]))] : []),
      ]),
    )
  }
  const page = await select
    .select([
      'id',
      'title',
      'firstName',
      'lastName',
      'email',
      'addressLinesJson',
      'town',
      'county',
      'postCode',
      'country',
      'dateOrdered',
      'exportedAt',
      'fulfilledAt',
    ])
    .orderBy('dateOrdered', 'desc')
    .orderBy('id', 'desc')
    .$call(readPage(query.page, BROCHURE_REQUESTS_PAGE_SIZE))
  const ids = page.rows.map((row) => Number(row.id))
  const titles = new Map<number, string[]>()
  if (ids.length) {
    const items = await db
      .selectFrom('brochureRequestItems')
      .innerJoin('brochures', 'brochures.id', 'brochureRequestItems.brochureId')
      .select(['brochureRequestItems.requestId', 'brochures.name'])
      .where('brochureRequestItems.requestId', 'in', ids)
      .orderBy('brochures.position')
      .orderBy('brochures.id')
      .execute()
    for (const item of items) {
      const list = titles.get(Number(item.requestId)) ?? []
      list.push(item.name)
      titles.set(Number(item.requestId), list)
    }
  }
  return {
    rows: page.rows.map((row) => ({
      id: Number(row.id),
      reference: brochureRequestReference(Number(row.id)),
      name: [row.title, row.firstName, row.lastName].filter(Boolean).join(' '),
      email: row.email,
      address: addressOnOneLine(row),
      brochures: titles.get(Number(row.id)) ?? [],
      dateOrdered: row.dateOrdered,
      exportedAt: row.exportedAt,
      fulfilledAt: row.fulfilledAt,
    })),
    hasMore: page.hasMore,
  }
}

interface StaffWrite {
  brandId: string
  staffId: number
  now?: Date
}

export type FulfilOutcome = { kind: 'fulfilled' | 'already'; reference: string; fulfilledAt: string }

/**
 * Marks an exported request fulfilled (its brochures are in the post). Idempotent: a request already fulfilled keeps
 * its first time and nothing is written. A request not exported yet is refused (the next export would post it again).
 */
export async function markBrochureRequestFulfilled(
  db: AppDatabase,
  input: StaffWrite & { requestId: number },
): Promise<FulfilOutcome> {
  const fulfilledAt = (input.now ?? new Date()).toISOString()
  return inWriteTransaction(db, async (trx) => {
    const request = await trx
      .selectFrom('brochureRequests')
      .select(['id', 'exportedAt', 'fulfilledAt'])
      .where('id', '=', input.requestId)
      .where('brandId', '=', input.brandId)
      .executeTakeFirst()
    if (!request) throw new InboxActionRefused('No such brochure request.', 404)
    const reference = brochureRequestReference(Number(request.id))
    if (request.fulfilledAt) return { kind: 'already' as const, reference, fulfilledAt: request.fulfilledAt }
    if (!request.exportedAt)
      throw new InboxActionRefused(
        `${reference} has not been exported yet: download the new requests first, then mark it fulfilled once posted.`,
        409,
      )
    await trx
      .updateTable('brochureRequests')
      .set({ fulfilledAt })
      .where('id', '=', request.id)
      .where('fulfilledAt', 'is', null)
      .execute()
    await recordAudit(
      trx,
      {
        staffId: input.staffId,
        brandId: input.brandId,
        action: 'brochure-request.fulfil',
        entity: 'brochure_request',
        entityId: Number(request.id),
        before: { fulfilledAt: null },
        after: { fulfilledAt },
      },
      input.now,
    )
    return { kind: 'fulfilled' as const, reference, fulfilledAt }
  })
}

export type BrochureExport =
  { kind: 'nothing-new' } | { kind: 'exported'; count: number; exportedAt: string; csv: string }

/**
 * The brand's requests not exported yet, as the fulfilment CSV (the brochures feature's export, the same file as
 * `npm run brochures:export`), marked exported, with the audit row, in one transaction. Nothing new: nothing written.
 */
export async function exportNewBrochureRequests(db: AppDatabase, input: StaffWrite): Promise<BrochureExport> {
  return inWriteTransaction(db, async (trx) => {
    const { csv, ...result } = await exportBrochureRequestsIn(trx, {
      brandId: input.brandId,
      ...(input.now ? { now: input.now } : {}),
    })
    if (result.count === 0) return { kind: 'nothing-new' as const }
    await recordAudit(
      trx,
      {
        staffId: input.staffId,
        brandId: input.brandId,
        action: 'brochure-requests.export',
        entity: 'brochure_request',
        entityId: null,
        after: { count: result.count, exportedAt: result.exportedAt },
      },
      input.now,
    )
    return { kind: 'exported' as const, count: result.count, exportedAt: result.exportedAt, csv }
  })
}

// ---------------------------------------------------------------------------------------------------------------
// The e-mail outbox

export const OUTBOX_STATES = ['sent', 'failed', 'waiting'] as const
export type OutboxState = (typeof OUTBOX_STATES)[number]

export type OutboxListQuery = InboxListQuery<OutboxState>

export interface OutboxRow {
  id: number
  kind: string
  toAddress: string
  subject: string
  createdAt: string
  sentAt: string | null
  /** The failure's text; null when sent, waiting or being sent now. */
  error: string | null
  state: OutboxState
}

export interface OutboxEmail extends OutboxRow {
  textBody: string
}

/** A row's state: sent; failed (an error other than the deliverer's in-flight marker); else waiting. */
export function outboxStateOf(row: { sentAt: string | null; error: string | null }): OutboxState {
  if (row.sentAt) return 'sent'
  if (row.error && row.error !== SENDING_MARKER) return 'failed'
  return 'waiting'
}

/** An outbox row as stored (its error as written, any text) to the row staff see, with its state. */
function outboxRow(row: Omit<OutboxRow, 'state'>): OutboxRow {
  const state = outboxStateOf(row)
  return {
    id: Number(row.id),
    kind: row.kind,
    toAddress: row.toAddress,
    subject: row.subject,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    error: state === 'failed' ? row.error : null,
    state,
  }
}

const OUTBOX_COLUMNS = ['id', 'kind', 'toAddress', 'subject', 'createdAt', 'sentAt', 'error'] as const

export async function listOutbox(
  db: Kysely<Database>,
  brandId: string,
  query: OutboxListQuery,
): Promise<{ rows: OutboxRow[]; hasMore: boolean }> {
  let select = db.selectFrom('emailOutbox').where('brandId', '=', brandId)
  if (query.state === 'sent') select = select.where('sentAt', 'is not', null)
  if (query.state === 'failed')
    select = select.where('sentAt', 'is', null).where('error', 'is not', null).where('error', '<>', SENDING_MARKER)
  if (query.state === 'waiting')
    select = select
      .where('sentAt', 'is', null)
      .where((eb) => eb.or([eb('error', 'is', null), eb('error', '=', SENDING_MARKER)]))
  if (query.q) {
    const pattern = likePattern(query.q)
    select = select.where((eb) =>
      eb.or([likeLower(eb.ref('toAddress'), pattern), likeLower(eb.ref('subject'), pattern)]),
    )
  }
  const page = await select
    .select([...OUTBOX_COLUMNS])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .$call(readPage(query.page, OUTBOX_PAGE_SIZE))
  return {
    rows: page.rows.map(outboxRow),
    hasMore: page.hasMore,
  }
}

export async function getOutboxEmail(db: Kysely<Database>, brandId: string, id: number): Promise<OutboxEmail | null> {
  const row = await db
    .selectFrom('emailOutbox')
    .select([...OUTBOX_COLUMNS, 'textBody'])
    .where('id', '=', id)
    .where('brandId', '=', brandId)
    .executeTakeFirst()
  // A reset or verification link is the addressee's alone: staff see it masked (issue 24).
  return row ? { ...outboxRow(row), textBody: maskCredentials(row.textBody) } : null
}

/**
 * Sends a failed e-mail again: its error is cleared, so the outbox deliverer's next pass takes it. Only a failed row:
 * a sent one would go twice, and a waiting one is already on its way (409, nothing written).
 */
export async function retryOutboxEmail(
  db: AppDatabase,
  input: StaffWrite & { emailId: number },
): Promise<{ toAddress: string }> {
  return inWriteTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('emailOutbox')
      .select(['id', 'toAddress', 'sentAt', 'error'])
      .where('id', '=', input.emailId)
      .where('brandId', '=', input.brandId)
      .executeTakeFirst()
    if (!row) throw new InboxActionRefused('No such e-mail.', 404)
    const state = outboxStateOf(row)
    if (state === 'sent')
      throw new InboxActionRefused('This e-mail was sent already; only a failed e-mail can be retried.', 409)
    if (state === 'waiting')
      throw new InboxActionRefused(
        'This e-mail has not failed: it is waiting to be sent. Only a failed e-mail can be retried.',
        409,
      )
    const cleared = await trx
      .updateTable('emailOutbox')
      .set({ error: null })
      .where('id', '=', row.id)
      .where('sentAt', 'is', null)
      .where('error', '=', row.error ?? '')
      .executeTakeFirst()
    if (Number(cleared.numUpdatedRows) !== 1)
      throw new InboxActionRefused('This e-mail changed meanwhile; reload the page and try again.', 409)
    await recordAudit(
      trx,
      {
        staffId: input.staffId,
        brandId: input.brandId,
        action: 'email.retry',
        entity: 'email_outbox',
        entityId: Number(row.id),
        before: { error: row.error },
        after: { error: null },
      },
      input.now,
    )
    return { toAddress: row.toAddress }
  })
}
