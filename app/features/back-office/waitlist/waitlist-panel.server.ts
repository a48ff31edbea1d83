import { data, type AppLoadContext } from 'react-router'
import { z } from 'zod'
import { outboxSeal } from '../../email/index.server'
import { departureWaitlist, offerToEntry, removeWaitlistEntry, type WaitlistRow } from '../../waitlist/index.server'
import { chosenBrandOf, formFields, readProtectedForm, recordAudit } from '../shell/index.server'
import { backOfficeOf, can, requireStaff } from '../staff/index.server'

/*
 * A departure's waitlist on its back-office page (issue 27; ADR 0052): the entries in the order they joined, their
 * state and the offers sent, for staff who see bookings (the entries are customers' e-mail addresses); removing an
 * entry and sending an offer by hand for staff who edit bookings, each audited in its own transaction.
 */

export interface DepartureWaitlistData {
  departureId: number
  rows: WaitlistRow[]
  canEdit: boolean
  csrfToken: string
}

export type WaitlistActionData = { scope: 'waitlist'; kind: 'done' | 'refused'; message: string }

const idSchema = z.coerce.number().int().positive().max(2_147_483_647)

/** The departure of the chosen brand, or a 404. */
async function brandDeparture(context: AppLoadContext, request: Request, departureIdText: string) {
  const { brandId } = await chosenBrandOf(context, request)
  const id = idSchema.safeParse(departureIdText)
  const departure = id.success
    ? await context.db
        .selectFrom('departures')
        .innerJoin('tours', 'tours.id', 'departures.tourId')
        .select(['departures.id', 'tours.marketCode'])
        .where('departures.id', '=', id.data)
        .where('tours.brandId', '=', brandId)
        .executeTakeFirst()
    : undefined
  if (!departure) throw data({ message: 'No such departure.' }, { status: 404 })
  return { brandId, departureId: departure.id, marketCode: departure.marketCode }
}

/** The panel's data, or null for a role that does not see bookings (the panel is not shown). */
export async function loadDepartureWaitlist(
  context: AppLoadContext,
  request: Request,
  departureIdText: string,
): Promise<DepartureWaitlistData | null> {
  const session = await requireStaff(context, request, 'dashboard.view')
  if (!can(session.staff.role, 'bookings.view')) return null
  const { departureId } = await brandDeparture(context, request, departureIdText)
  return {
    departureId,
    rows: await departureWaitlist(context.db, departureId),
    canEdit: can(session.staff.role, 'bookings.edit'),
    csrfToken: context.csrfToken,
  }
}

/** Whether a departure page's post is the waitlist's (intent waitlist-remove or waitlist-offer). */
export async function isWaitlistPost(request: Request): Promise<boolean> {
  if (request.method !== 'POST') return false
  const intent = (await request.clone().formData()).get('intent')
  return intent === 'waitlist-remove' || intent === 'waitlist-offer'
}

/** POST intent=waitlist-remove|waitlist-offer entryId=: removes the entry, or offers it the free places now. */
export async function submitDepartureWaitlist(context: AppLoadContext, request: Request, departureIdText: string) {
  const session = await requireStaff(context, request, 'bookings.edit')
  const { brandId, departureId, marketCode } = await brandDeparture(context, request, departureIdText)
  const form = await readProtectedForm(request, context.csrfToken)
  const fields = formFields(form, ['intent', 'entryId'])
  const entryId = idSchema.safeParse(fields.entryId)
  const refused = (message: string, status: number) =>
    data<WaitlistActionData>({ scope: 'waitlist', kind: 'refused', message }, { status })
  if (!entryId.success) return refused('Choose an entry of the waitlist.', 400)
  const audit = (action: string, after: unknown) => (trx: Parameters<typeof recordAudit>[0], before: unknown) =>
    recordAudit(trx, {
      staffId: session.staff.id,
      brandId,
      action,
      entity: 'waitlist-entry',
      entityId: entryId.data,
      before,
      after,
    })

  if (fields.intent === 'waitlist-remove') {
    const removed = await removeWaitlistEntry(context.db, departureId, entryId.data, {
      audit: audit('waitlist.remove', { state: 'removed' }),
    })
    return removed
      ? data<WaitlistActionData>({
          scope: 'waitlist',
          kind: 'done',
          message: 'The entry is removed from the waitlist.',
        })
      : refused('That entry is no longer waiting or offered.', 404)
  }
  if (fields.intent === 'waitlist-offer') {
    const backOffice = backOfficeOf(context)
    const outcome = await offerToEntry(
      context.db,
      departureId,
      entryId.data,
      {
        originFor: (entryBrand) => backOffice.originFor(entryBrand, marketCode),
        secret: backOffice.sessionSecret,
        seal: outboxSeal(backOffice.sessionSecret),
        offerHours: backOffice.waitlistOfferHours,
      },
      {
        audit: (trx, offer) =>
          audit('waitlist.offer', { state: 'offered', places: offer.places, until: offer.expiresAt })(trx, {
            state: 'waiting',
          }),
      },
    )
    return outcome.offered
      ? data<WaitlistActionData>({
          scope: 'waitlist',
          kind: 'done',
          message: `Offer sent: ${outcome.places} ${outcome.places === 1 ? 'place is' : 'places are'} held for the traveller.`,
        })
      : refused(`No offer sent: ${outcome.reason}.`, 409)
  }
  return refused('Choose what to do with the entry.', 400)
}
