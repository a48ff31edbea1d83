// Long file (over 400 lines): the phone booking page's loaders (the departure finder and the steps) and its one action with six forms (rooms, extras, details, discount, settle, card confirm), each a thin translation of a form into the checkout's quote engine call and back.
import { data, redirect, type AppLoadContext } from 'react-router'
import { z } from 'zod'
import { BookingRefusedError } from '../../bookings/index.server'
import {
  availableRooms,
  cardTypes,
  getQuote,
  passengerDetailsRequestSchema,
  paymentTermsOfQuote,
  quoteBreakdown,
  submitExcursions,
  submitPassengerDetails,
  toCheckoutFailure,
  type QuoteResponse,
} from '../../checkout/index.server'
import { findVisibleDeparture, getDepartureAddOns, todayIso } from '../../departures/index.server'
import { addDays, moneySettingsOf, zonedDay } from '../../ledger/index.server'
import { getPaymentProvider } from '../../payments/index.server'
import { reservationDeadlineProblem } from '../bookings/index.server'
import {
  brandContextOf,
  chosenBrandOf,
  departuresOfBrand,
  likeLower,
  likePattern,
  readProtectedForm,
} from '../shell/index.server'
import { backOfficeOf, can, requireStaff } from '../staff/index.server'
import {
  PhoneBookingRefused,
  confirmPhoneBooking,
  phoneQuoteMoney,
  setPhoneDiscount,
  startPhoneCardPayment,
  submitPhoneRooms,
  type PhoneAgent,
} from './phone-booking.server'
import { decideSettlement, phoneSessionIdOf, PHONE_OFFLINE_METHODS } from './phone-booking-rules'
import { passengerDetailsOfForm, roomsOfForm, excursionsOfForm, MAX_ROOMS_PER_TYPE } from './phone-booking-form'

/*
 * /admin/bookings/new?departure=<id> (issue 26, ADR 0059): the phone booking's page, one step at a time — rooms and
 * travellers, extras and excursions, passenger details, then the review with the discount and the settle forms. Each
 * form posts here; each answer is the checkout's own (its messages, its field errors). For sales agents and
 * administrators ('bookings.edit'); a departure of another brand, or not on sale, is a 404.
 */

export const PHONE_STEPS = ['rooms', 'extras', 'details', 'review'] as const
export type PhoneStep = (typeof PHONE_STEPS)[number]

const idText = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .refine((id) => id <= 2_147_483_647)

const queryOf = (request: Request) => {
  const params = new URL(request.url).searchParams
  const departure = idText.safeParse(params.get('departure') ?? '')
  if (!departure.success)
    throw data({ message: 'Choose a departure to book: the address has no departure number.' }, { status: 400 })
  const quote = params.get('quote') ? idText.safeParse(params.get('quote')) : null
  if (quote && !quote.success)
    throw data({ message: 'The booking in progress in the address is not a number.' }, { status: 400 })
  const step = params.get('step') ?? 'rooms'
  return {
    params,
    departureId: departure.data,
    quoteId: quote?.data ?? null,
    step: (PHONE_STEPS as readonly string[]).includes(step) ? (step as PhoneStep) : 'rooms',
  }
}

const notFound = () => data({ message: 'No such departure on sale for this brand.' }, { status: 404 })

async function scope(context: AppLoadContext, request: Request) {
  const session = await requireStaff(context, request, 'bookings.edit')
  const query = queryOf(request)
  const { brandId } = await chosenBrandOf(context, request)
  // The phone desk sells in the brand's default market.
  const brand = await brandContextOf(context.db, brandId)
  if (!brand) throw notFound()
  const departure = await findVisibleDeparture(context.db, brand, query.departureId)
  if (!departure) throw notFound()
  const agent: PhoneAgent = {
    staffId: session.staff.id,
    name: session.staff.name,
    role: session.staff.role,
    staffSessionId: session.id,
  }
  return { session, query, brand, brandId, departure, agent }
}

/** The departure's room types in the page's order (the rooms form's travellers follow it). */
const roomTypesOf = (context: AppLoadContext, departureId: number) =>
  context.db
    .selectFrom('rooms')
    .select(['id', 'name', 'occupancy', 'pricePerPersonMinor'])
    .where('departureId', '=', departureId)
    .orderBy('occupancy')
    .orderBy('id')
    .execute()

export interface PhoneBookingPageData {
  csrfToken: string
  brandId: string
  step: PhoneStep
  departure: { id: number; code: string; tourName: string; startDate: string; endDate: string }
  rooms: { id: number; name: string; occupancy: number; pricePerPersonMinor: number; left: number }[]
  /** Rooms of each type chosen for the travellers' names (from the address), by room type id. */
  counts: Record<string, number>
  /** The tour extensions offered with the departure (the checkout's add-on step), by their own departure's id. */
  addOns: { departureId: number; name: string; date: string; durationDays: number; priceMinor: number }[]
  currency: string
  quote: null | {
    id: number
    /** The extension the quote carries (its own departure's id), if any. */
    addOnDepartureId: number | null
    passengers: { id: number; firstName: string; lastName: string; lead: boolean; roomId: number; roomKey: string }[]
    excursions: { code: string; name: string; priceMinor: number; selected: number[] }[]
    lines: { name: string; detail: string; amountText: string }[]
    subtotalMinor: number
    discountMinor: number
    discountReason: string | null
    totalMinor: number
    depositMinor: number
    dueDate: string | null
    holdExpiresAt: string | null
    detailsDone: boolean
  }
  cardTypes: { id: number; name: string }[]
  offlineMethods: readonly string[]
  /** The sales agent's discount limit; null for an administrator (any amount). */
  discountLimitMinor: number | null
  today: string
  suggestedDeadline: string
}

function quoteView(
  quote: QuoteResponse,
  tourExcursions: readonly { code: string; name: string; priceMinor: number }[],
  money: NonNullable<Awaited<ReturnType<typeof phoneQuoteMoney>>>,
  terms: { depositAmount: number; dueDate: string | null },
  detailsDone: boolean,
) {
  const view = quoteBreakdown(quote, false)
  return {
    id: quote.quoteId,
    addOnDepartureId: quote.addOns[0]?.departureId ?? null,
    passengers: quote.passengers.map((passenger) => ({
      id: passenger.passengerId,
      firstName: passenger.firstName,
      lastName: passenger.lastName,
      lead: passenger.lead,
      roomId: passenger.roomId,
      roomKey: passenger.roomKey,
    })),
    // The tour's excursions (the quote lists only those chosen), each with the travellers it is chosen for.
    excursions: tourExcursions.map((excursion) => ({
      ...excursion,
      selected: (quote.excursions.find((chosen) => chosen.code === excursion.code)?.passengers ?? [])
        .filter((row) => row.selected)
        .map((row) => row.passengerId),
    })),
    lines: view.lines.map((line) => ({ name: line.name, detail: line.detail, amountText: line.amountText })),
    subtotalMinor: quote.subtotal,
    discountMinor: money.discountMinor,
    discountReason: money.discountReason,
    totalMinor: money.agreedTotalMinor,
    depositMinor: terms.depositAmount,
    dueDate: terms.dueDate,
    holdExpiresAt: quote.holdExpiresAt ?? null,
    detailsDone,
  }
}

export const FINDER_QUERY_MAX = 100
const FINDER_LIMIT = 25

/** Without a departure in the address: the brand's departures on sale, soonest first, found by tour or code. */
export interface PhoneDepartureFinderData {
  brandId: string
  q: string
  departures: { id: number; code: string; tourName: string; tourCode: string; startDate: string }[]
}

export async function loadPhoneDepartureFinder(
  context: AppLoadContext,
  request: Request,
): Promise<PhoneDepartureFinderData> {
  await requireStaff(context, request, 'bookings.edit')
  const { brandId } = await chosenBrandOf(context, request)
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim()
  if (q.length > FINDER_QUERY_MAX)
    throw data({ message: `Search for at most ${FINDER_QUERY_MAX} characters.` }, { status: 400 })
  let query = departuresOfBrand(context.db, brandId)
    .select([
      'departures.id',
      'departures.code',
      'tours.name as tourName',
      'tours.code as tourCode',
      'departures.startDate',
    ])
    .where('tours.published', '=', 1)
    .where('departures.open', '=', 1)
    .where('departures.startDate', '>', todayIso(new Date()))
  if (q) {
    const pattern = likePattern(q)
    query = query.where((eb) =>
      eb.or([
        likeLower(eb.ref('tours.name'), pattern),
        likeLower(eb.ref('tours.code'), pattern),
        likeLower(eb.ref('departures.code'), pattern),
      ]),
    )
  }
  const rows = await query.orderBy('departures.startDate').orderBy('departures.id').limit(FINDER_LIMIT).execute()
  return { brandId, q, departures: rows.map((row) => ({ ...row, id: Number(row.id) })) }
}

export async function loadPhoneBookingPage(context: AppLoadContext, request: Request): Promise<PhoneBookingPageData> {
  const { query, brand, brandId, departure, agent } = await scope(context, request)
  const now = new Date()
  const inventory = await availableRooms(
    context.db,
    brand,
    { departureId: departure.id, filo: departure.filo, transportCode: departure.transportCode },
    now,
    { sessionId: phoneSessionIdOf(agent.staffSessionId) },
  )
  const rooms = await roomTypesOf(context, departure.id)
  const left = new Map((inventory?.rooms ?? []).map((room) => [room.id, room.left]))
  const counts: Record<string, number> = {}
  for (const room of rooms) {
    const count = Number(query.params.get(`count-${room.id}`) ?? '0')
    if (Number.isInteger(count) && count > 0 && count <= MAX_ROOMS_PER_TYPE) counts[String(room.id)] = count
  }
  let quote: PhoneBookingPageData['quote'] = null
  if (query.quoteId !== null) {
    const found = await getQuote(context.db, brand, phoneSessionIdOf(agent.staffSessionId), query.quoteId)
    const money = await phoneQuoteMoney(context.db, brand, agent, query.quoteId)
    if (!found || !money || found.departureId !== departure.id || money.status !== 'open')
      throw data({ message: 'No such booking in progress: start again from the departure.' }, { status: 404 })
    const terms = await paymentTermsOfQuote(
      context.db,
      { departureId: departure.id, subtotal: money.agreedTotalMinor, travellers: found.passengers.length },
      todayIso(now),
    )
    const details = await context.db
      .selectFrom('quotes')
      .select('passengerDetailsAt')
      .where('id', '=', found.quoteId)
      .executeTakeFirstOrThrow()
    const tourExcursions = await context.db
      .selectFrom('excursions')
      .select(['code', 'name', 'priceMinor'])
      .where('tourId', '=', departure.tourId)
      .orderBy('dayNumber')
      .orderBy('id')
      .execute()
    quote = quoteView(
      found,
      tourExcursions.map((row) => ({ ...row, priceMinor: Number(row.priceMinor) })),
      money,
      terms,
      details.passengerDetailsAt !== null,
    )
  }
  const settings = await moneySettingsOf(context.db, brand.id)
  const today = zonedDay(now)
  return {
    csrfToken: context.csrfToken,
    brandId,
    step: quote ? query.step : 'rooms',
    departure: {
      id: departure.id,
      code: departure.code,
      tourName: departure.tourName,
      startDate: departure.startDate,
      endDate: departure.endDate,
    },
    rooms: rooms.map((room) => ({
      id: room.id,
      name: room.name,
      occupancy: room.occupancy,
      pricePerPersonMinor: Number(room.pricePerPersonMinor),
      left: left.get(room.id) ?? 0,
    })),
    counts,
    addOns: (
      (await getDepartureAddOns(context.db, brand, {
        departureId: departure.id,
        filo: departure.filo,
        transportCode: departure.transportCode,
        tourCode: departure.tourCode,
      })) ?? []
    ).map((addOn) => ({
      departureId: addOn.departureId,
      name: addOn.name,
      date: addOn.date,
      durationDays: addOn.durationDays,
      priceMinor: addOn.price,
    })),
    currency: brand.currency,
    quote,
    cardTypes: await cardTypes(context.db),
    offlineMethods: PHONE_OFFLINE_METHODS,
    discountLimitMinor: can(agent.role, 'money.settings') ? null : settings.approvalLimitMinor,
    today,
    suggestedDeadline: addDays(today, 7) < departure.startDate ? addDays(today, 7) : today,
  }
}

export type PhoneBookingActionData =
  | {
      kind: 'refused'
      message: string
      fieldErrors: Record<string, string>
      values: Record<string, string>
    }
  | { kind: 'card'; frameUrl: string; transactionId: string }

/** A refusal the form shows: the message, each field's first error, and what was typed. */
function refused(status: number, message: string, fieldErrors: Record<string, string | string[]>, form: FormData) {
  const values: Record<string, string> = {}
  for (const [name, value] of form.entries())
    if (typeof value === 'string' && name !== 'csrfToken') values[name] = value
  const errors: Record<string, string> = {}
  for (const [field, messages] of Object.entries(fieldErrors))
    errors[field] = Array.isArray(messages) ? (messages[0] ?? '') : messages
  return data<PhoneBookingActionData>({ kind: 'refused', message, fieldErrors: errors, values }, { status })
}

export async function submitPhoneBookingPage(context: AppLoadContext, request: Request) {
  const { query, brand, brandId, departure, agent } = await scope(context, request)
  const form = await readProtectedForm(request, context.csrfToken)
  const intent = String(form.get('intent') ?? '')
  const base = `/admin/bookings/new?departure=${departure.id}&brand=${encodeURIComponent(brandId)}`
  const stepUrl = (quoteId: number, step: PhoneStep) => `${base}&quote=${quoteId}&step=${step}`
  const quoteId = query.quoteId
  const needQuote = () => {
    if (quoteId === null) throw data({ message: 'No booking in progress: start with the rooms.' }, { status: 400 })
    return quoteId
  }
  // The checkout's configured hold (CHECKOUT_HOLD_MINUTES), as its API saves with.
  const saveOptions = { holdMinutes: context.checkoutHoldMinutes }
  const deps = {
    provider: getPaymentProvider(context.db),
    origin: backOfficeOf(context).originFor(brand.id, brand.marketCode),
    ...saveOptions,
  }
  try {
    switch (intent) {
      case 'rooms': {
        const parsed = roomsOfForm(form, departure, await roomTypesOf(context, departure.id))
        if (!parsed.ok) return refused(400, 'Please check the rooms and travellers.', parsed.errors, form)
        const quote = await submitPhoneRooms(context.db, brand, agent, { ...parsed.request, quoteId }, saveOptions)
        return redirect(stepUrl(quote.quoteId, 'extras'))
      }
      case 'extras': {
        const id = needQuote()
        await submitExcursions(
          context.db,
          brand,
          phoneSessionIdOf(agent.staffSessionId),
          { quoteId: id, excursions: excursionsOfForm(form) },
          saveOptions,
        )
        return redirect(stepUrl(id, 'details'))
      }
      case 'details': {
        const id = needQuote()
        const parsed = passengerDetailsRequestSchema.safeParse(passengerDetailsOfForm(form, id))
        if (!parsed.success) return refused(400, 'Please check the details of every traveller.', {}, form)
        await submitPassengerDetails(
          context.db,
          brand,
          phoneSessionIdOf(agent.staffSessionId),
          parsed.data,
          saveOptions,
        )
        return redirect(stepUrl(id, 'review'))
      }
      case 'discount': {
        const id = needQuote()
        await setPhoneDiscount(context.db, brand, agent, {
          quoteId: id,
          amount: String(form.get('discountAmount') ?? ''),
          reason: String(form.get('discountReason') ?? ''),
        })
        return redirect(stepUrl(id, 'review'))
      }
      case 'settle': {
        const id = needQuote()
        const money = await phoneQuoteMoney(context.db, brand, agent, id)
        if (!money) throw new PhoneBookingRefused('No such booking in progress.', 404)
        // Settled already (a second press, a resubmitted form): the agent is taken to the booking, nothing is written.
        if (money.status === 'booked') {
          const taken = await context.db
            .selectFrom('bookings')
            .select('reference')
            .where('quoteId', '=', id)
            .executeTakeFirst()
          if (taken) return redirect(bookingUrl({ bookingReference: taken.reference }, brandId))
        }
        const fields: Record<string, string> = {}
        for (const name of ['settlement', 'method', 'amount', 'reference', 'date', 'deadline'])
          fields[name] = String(form.get(name) ?? '')
        const decision = decideSettlement(fields, {
          totalMinor: money.agreedTotalMinor,
          today: zonedDay(new Date()),
          deadlineProblem: (deadline) =>
            reservationDeadlineProblem({ deadline, today: zonedDay(new Date()), departureDate: departure.startDate }),
        })
        if (!decision.ok) return refused(400, 'Please check how the booking is settled.', decision.errors, form)
        if (decision.settlement.kind === 'card') {
          const cardTypeId = Number(form.get('cardTypeId'))
          const amountToPay = form.get('amountToPay') === 'Deposit Only' ? 'Deposit Only' : 'Full Balance'
          const frame = await startPhoneCardPayment(
            context.db,
            brand,
            agent,
            { quoteId: id, cardTypeId, amountToPay, takeFinalBalance: false },
            deps.provider,
            saveOptions,
          )
          return data<PhoneBookingActionData>({ kind: 'card', frameUrl: frame.url, transactionId: frame.transactionId })
        }
        const answer = await confirmPhoneBooking(
          context.db,
          brand,
          agent,
          { quoteId: id, settlement: decision.settlement },
          deps,
        )
        return redirect(bookingUrl(answer, brandId))
      }
      case 'confirm-card': {
        const id = needQuote()
        const answer = await confirmPhoneBooking(
          context.db,
          brand,
          agent,
          { quoteId: id, settlement: { kind: 'card' } },
          deps,
        )
        return redirect(bookingUrl(answer, brandId))
      }
      default:
        throw data({ message: 'Unknown action on the phone booking page.' }, { status: 400 })
    }
  } catch (error) {
    if (error instanceof PhoneBookingRefused) return refused(error.status, error.message, error.fieldErrors, form)
    if (error instanceof BookingRefusedError) return refused(error.status, error.message, {}, form)
    const failure = toCheckoutFailure(error)
    if (failure)
      return refused(failure.status, failure.message, 'fieldErrors' in failure ? failure.fieldErrors : {}, form)
    throw error
  }
}

const bookingUrl = (answer: unknown, brandId: string) =>
  `/admin/bookings/${encodeURIComponent((answer as { bookingReference: string }).bookingReference)}?brand=${encodeURIComponent(brandId)}&taken=phone`
