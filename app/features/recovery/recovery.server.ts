import { sql, type Kysely } from 'kysely'
import type { AppDatabase } from '../../../db/database.server'
import type { Database } from '../../../db/schema'
import { inWriteTransaction } from '../../../db/write-transaction.server'
import { hashToken, newToken } from '../auth/index.server'
import { isOnSale } from '../checkout/index.server'
import { todayIso } from '../departures/index.server'
import { enqueueEmail, renderLetter, type OutboxSeal } from '../email/index.server'
import { planJob, type JobHandler } from '../scheduler/index.server'
import {
  CHECKOUT_RECOVERY_JOB,
  CHECKOUT_RESUME_PAGE,
  DEFAULT_RECOVERY_DELAY_MINUTES,
  planningWindowStart,
  recoveryDecision,
  recoveryDueAt,
  recoveryJobKey,
  recoveryLinkExpiresAt,
  recoveryWords,
} from './recovery-rules'

/*
 * Saved and resumed checkouts (issue 27; ADR 0055), on the one scheduler (ADR 0050):
 * - The planner, on every process's timer, plans one 'checkout-recovery' job per open quote that reached the
 *   passenger details step with the lead's e-mail and marketing consent (or a signed-in customer), keyed by the quote
 *   and due CHECKOUT_RECOVERY_DELAY_MINUTES after that step: however many processes plan it, it exists once.
 * - The job, in its one write transaction, checks again (the quote still open, consent still given, no booking on
 *   that departure by that e-mail since) and queues the e-mail with a link whose token is random, stored hashed and
 *   sealed in the outbox (ADR 0040), valid for RECOVERY_LINK_DAYS.
 * - The link (or the signed-in customer's "Continue booking") attaches the quote to the browser that opens it, holds
 *   its places again under the departure's lock and re-prices it; the checkout then opens with the same rooms and
 *   travellers, saying if the price changed or the places are gone.
 */

type Db = Kysely<Database>

export interface RecoveryDeps {
  /** A brand's public origin for the e-mail's link. */
  originFor: (brandId: string) => string
  seal: OutboxSeal
}

/** Plans the saved-checkout e-mail of every quote that may get one and has none planned. Returns how many. */
export async function planCheckoutRecoveries(
  db: AppDatabase,
  options: { now?: Date; delayMinutes?: number } = {},
): Promise<number> {
  const now = options.now ?? new Date()
  const delay = options.delayMinutes ?? DEFAULT_RECOVERY_DELAY_MINUTES
  const candidates = await db
    .selectFrom('quotes')
    .innerJoin('quotePassengers as lead', (join) =>
      join.onRef('lead.quoteId', '=', 'quotes.id').on('lead.isLead', '=', 1),
    )
    .select(['quotes.id', 'quotes.brandId', 'quotes.passengerDetailsAt'])
    .where('quotes.status', '=', 'open')
    // A phone quote is the agent's work, not a checkout the customer left (issue 26, ADR 0059): no e-mail.
    .where('quotes.agentStaffId', 'is', null)
    .where('quotes.passengerDetailsAt', '>=', planningWindowStart(now))
    .where('lead.email', 'is not', null)
    .where((eb) => eb.or([eb('lead.marketingEmail', '=', 1), eb('quotes.customerId', 'is not', null)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('scheduledJobs')
            .select('scheduledJobs.id')
            .whereRef(
              'scheduledJobs.idempotencyKey',
              '=',
              sql<string>`${`${CHECKOUT_RECOVERY_JOB}:`} || cast(quotes.id as text)`,
            ),
        ),
      ),
    )
    .orderBy('quotes.id')
    .limit(500)
    .execute()
  let planned = 0
  for (const quote of candidates) {
    const created = await inWriteTransaction(db, (trx) =>
      planJob(trx, {
        kind: CHECKOUT_RECOVERY_JOB,
        key: recoveryJobKey(quote.id),
        dueAt: recoveryDueAt(quote.passengerDetailsAt!, delay),
        brandId: quote.brandId,
        payload: { quoteId: quote.id },
      }),
    )
    if (created) planned++
  }
  return planned
}

/** A booking, not cancelled, on the departure whose lead passenger has this e-mail (any case). */
async function bookedByEmail(db: Db, departureId: number, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('bookings')
    .innerJoin('bookingPassengers as lead', (join) =>
      join.onRef('lead.bookingId', '=', 'bookings.id').on('lead.isLead', '=', 1),
    )
    .select('bookings.id')
    .where('bookings.departureId', '=', departureId)
    .where('bookings.status', '!=', 'cancelled')
    .where((eb) => eb(eb.fn('lower', ['lead.email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst()
  return row !== undefined
}

export function recoveryLink(origin: string, token: string): string {
  return `${origin.replace(/\/$/, '')}${CHECKOUT_RESUME_PAGE}?token=${token}`
}

/** The scheduler's job: the one saved-checkout e-mail of a quote, if it may still go (checked again now). */
export function checkoutRecoveryHandler(deps: RecoveryDeps): JobHandler {
  return async ({ trx, job, now }) => {
    const quoteId = Number(job.payload.quoteId)
    if (!Number.isInteger(quoteId)) return 'skipped: the job names no quote'
    const quote = await trx
      .selectFrom('quotes')
      .innerJoin('quotePassengers as lead', (join) =>
        join.onRef('lead.quoteId', '=', 'quotes.id').on('lead.isLead', '=', 1),
      )
      .innerJoin('departures', 'departures.id', 'quotes.departureId')
      .innerJoin('tours', 'tours.id', 'departures.tourId')
      .innerJoin('brands', 'brands.id', 'quotes.brandId')
      .select([
        'quotes.id',
        'quotes.brandId',
        'quotes.status',
        'quotes.customerId',
        'quotes.departureId',
        'lead.email',
        'lead.firstName',
        'lead.marketingEmail',
        'departures.open',
        'departures.startDate',
        'tours.name as tourName',
        'brands.name as brandName',
        'brands.phone',
        'brands.email as brandEmail',
        'brands.isCoach',
      ])
      .where('quotes.id', '=', quoteId)
      .executeTakeFirst()
    if (!quote) return 'skipped: the quote no longer exists'
    const decision = recoveryDecision({
      quoteStatus: quote.status,
      leadEmail: quote.email,
      marketingEmail: quote.marketingEmail === 1,
      signedIn: quote.customerId !== null,
      bookedByEmail: quote.email ? await bookedByEmail(trx, quote.departureId, quote.email) : false,
      onSale: isOnSale(quote, todayIso(now)),
    })
    if (!decision.send) return `skipped: ${decision.reason}`
    const travellers = await trx
      .selectFrom('quotePassengers')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('quoteId', '=', quote.id)
      .executeTakeFirstOrThrow()
    const token = newToken()
    await trx
      .insertInto('checkoutRecoveryLinks')
      .values({ quoteId: quote.id, tokenHash: hashToken(token), expiresAt: recoveryLinkExpiresAt(now) })
      .execute()
    const words = recoveryWords({
      tourName: quote.tourName,
      departureDate: quote.startDate,
      travellers: Number(travellers.count),
      firstName: quote.firstName,
    })
    const letter = renderLetter(
      {
        id: quote.brandId,
        name: quote.brandName,
        phone: quote.phone,
        email: quote.brandEmail,
        isCoach: quote.isCoach === 1,
      },
      words.subject,
      [
        ...words.paragraphs.map((text) => ({ text })),
        {
          text: 'Your saved booking:',
          link: { url: recoveryLink(deps.originFor(quote.brandId), token), label: 'Continue your booking' },
        },
      ],
    )
    await enqueueEmail(trx, {
      brandId: quote.brandId,
      kind: CHECKOUT_RECOVERY_JOB,
      to: quote.email!,
      subject: words.subject,
      seal: deps.seal,
      ...letter,
    })
    return `sent for quote ${quote.id}`
  }
}
