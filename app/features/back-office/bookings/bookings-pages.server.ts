// Long file (over 400 lines): the loaders and actions of the bookings list, one booking and the manifest, with the form schemas of every booking-page action (payments, refunds with their review step, cancel, approvals, notes, passengers); splitting the action per intent is issue 23's next step.
import { randomUUID } from 'node:crypto'
import { data, type AppLoadContext } from 'react-router'
import { z } from 'zod'
import { TITLES } from '../../checkout/index.rules'
import { isValidCalendarDate } from '../../../lib/dates'
import { zField } from '../../../lib/validation'
import { getPaymentProvider } from '../../payments/index.server'
import {
  chosenBrandOf,
  fieldErrorsOf,
  formFields,
  parseMoneyInput,
  parseSort,
  readProtectedForm,
} from '../shell/index.server'
import { OFFLINE_PAYMENT_METHODS } from './booking-balance'
import {
  BOOKING_SORT_KEYS,
  BOOKINGS_PAGE_SIZE,
  DEFAULT_BOOKING_SORT,
  listBookings,
  type BookingListQuery,
  type BookingListRow,
} from './booking-list.server'
import { BookingActionRefused } from './booking-actions.server'
import { addBookingNote } from './booking-notes.server'
import { amendPassenger } from './booking-passengers.server'
import { MONEY_STATUS_LABELS, type BookingMoney } from '../../ledger/index.server'
import {
  cancelWithPolicy,
  decideApproval,
  previewCancel,
  previewRefund,
  refundBooking,
} from './booking-money-actions.server'
import { departureManifest } from './booking-manifest.server'
import { manifestCsvResponse } from './departure-pages.server'
import { getBookingDetail, type BookingDetail } from './booking-detail.server'
import { recordOfflinePayment } from './booking-payments.server'
import { resendConfirmation } from './booking-confirmation.server'
import { can, requireStaff } from '../staff/index.server'
import { setReservationDeadline } from './reservation-release.server'
import { submitAmendment, type AmendmentReview } from './amendment-actions.server'
import { amendmentOptions, type AmendmentOptions } from './amendment-options.server'

/* The loaders and actions of /admin/bookings, /admin/bookings/:reference and the manifest download (issue 14). */

const isoDate = z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)])

/** The longest search the bookings list takes. */
const BOOKING_QUERY_MAX = 100

const listQuerySchema = z.object({
  q: z.string().trim().max(BOOKING_QUERY_MAX).catch(''),
  status: z.enum(['', 'confirmed', 'cancelled']).catch(''),
  balance: z.enum(['', 'due', 'paid']).catch(''),
  from: isoDate.catch(''),
  to: isoDate.catch(''),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
})

export interface BookingsPageData {
  brandId: string
  brandName: string
  query: BookingListQuery
  rows: BookingListRow[]
  hasMore: boolean
  total: number
  pageSize: number
  /** May take a phone booking ('bookings.edit', issue 26): the list links to it. */
  canBook: boolean
}

export async function loadBookingsPage(context: AppLoadContext, request: Request): Promise<BookingsPageData> {
  const session = await requireStaff(context, request, 'bookings.view')
  const { brandId, brandName } = await chosenBrandOf(context, request)
  const search = new URL(request.url).searchParams
  // Other nonsense filters fall back to 'any'; a search cut short would quietly find the wrong bookings (issue 26).
  if ((search.get('q') ?? '').trim().length > BOOKING_QUERY_MAX)
    throw data({ message: `Search for at most ${BOOKING_QUERY_MAX} characters.` }, { status: 400 })
  const filters = listQuerySchema.parse({
    q: '',
    status: '',
    balance: '',
    from: '',
    to: '',
    page: 1,
    ...Object.fromEntries(search),
  })
  const query = { ...filters, sort: parseSort(search, BOOKING_SORT_KEYS, DEFAULT_BOOKING_SORT) }
  const { rows, hasMore, total } = await listBookings(context.db, brandId, query)
  return {
    brandId,
    brandName,
    query,
    rows,
    hasMore,
    total,
    pageSize: BOOKINGS_PAGE_SIZE,
    canBook: can(session.staff.role, 'bookings.edit'),
  }
}

export interface BookingPageData {
  booking: BookingDetail
  brandId: string
  csrfToken: string
  canSeePayments: boolean
  canEdit: boolean
  canRefund: boolean
  /** An administrator decides the money changes waiting for approval (issue 25). */
  canApprove: boolean
  canExport: boolean
  /** A fresh key for each refund form, so a double submit refunds once. */
  refundKey: string
  /** The amendment panel's choices (issue 26); null for staff who cannot edit and for a cancelled booking. */
  amendments: AmendmentOptions | null
}

export async function loadBookingPage(
  context: AppLoadContext,
  request: Request,
  reference: string,
): Promise<BookingPageData> {
  const session = await requireStaff(context, request, 'bookings.view')
  const { brandId } = await chosenBrandOf(context, request)
  const booking = await getBookingDetail(context.db, brandId, reference)
  if (!booking) throw data({ message: 'No such booking.' }, { status: 404 })
  const canSeePayments = can(session.staff.role, 'payments.view')
  const canEdit = can(session.staff.role, 'bookings.edit')
  return {
    booking: canSeePayments ? booking : { ...booking, payments: [], statement: [], pendingApprovals: [] },
    brandId,
    csrfToken: context.csrfToken,
    canSeePayments,
    canEdit,
    canRefund: can(session.staff.role, 'payments.refund'),
    canApprove: session.staff.role === 'administrator',
    canExport: can(session.staff.role, 'exports.download'),
    refundKey: randomUUID(),
    amendments: canEdit && booking.status !== 'cancelled' ? await amendmentOptions(context.db, booking) : null,
  }
}

/** The figures a money change's confirmation step compares, before and after (issue 25). */
export interface MoneyReviewFigures {
  totalMinor: number
  paidMinor: number
  dueMinor: number
  toRefundMinor: number
  statusLabel: string
}

/** A refund or cancel checked and not yet made: what it would do, the money before and after, and the form's values. */
export interface MoneyReview {
  intent: 'refund' | 'cancel'
  /** The refund's amount, or the cancellation fee. */
  amountMinor: number
  feeMinor: number | null
  before: MoneyReviewFigures
  after: MoneyReviewFigures
  needsApproval: boolean
  approvalLimitMinor: number
  /** The fields the confirm button posts again (the idempotency key included), exactly as reviewed. */
  values: Record<string, string>
}

function reviewFigures(money: BookingMoney): MoneyReviewFigures {
  return {
    totalMinor: money.totalMinor,
    paidMinor: money.paidMinor,
    dueMinor: money.dueMinor,
    toRefundMinor: money.toRefundMinor,
    statusLabel: MONEY_STATUS_LABELS[money.status],
  }
}

export type BookingActionData =
  | { kind: 'done'; message: string }
  | { kind: 'review'; review: MoneyReview }
  | { kind: 'amendment-review'; review: AmendmentReview }
  | { kind: 'invalid'; intent: string; fieldErrors: Record<string, string>; values: Record<string, string> }
  | { kind: 'refused'; message: string }

const money = z.string().transform((text, ctx) => {
  const minor = parseMoneyInput(text)
  if (minor === null || minor < 1) {
    ctx.addIssue({ code: 'custom', message: 'Enter an amount in pounds and pence, such as 125.50.' })
    return z.NEVER
  }
  return minor
})

const offlinePaymentSchema = z.object({
  amount: money,
  method: z.enum(OFFLINE_PAYMENT_METHODS, 'Choose how the money was paid.'),
  paymentReference: z.string().trim().max(100, 'Keep the reference to 100 characters.'),
})
const reason = z.string().trim().min(1, 'Give the reason.').max(500, 'Keep the reason to 500 characters.')
/** A refund (issue 25): to a card payment through the provider, or offline; a goodwill refund also credits the total. */
const refundSchema = z
  .object({
    kind: z.enum(['refund', 'goodwill']).catch('refund'),
    via: z.enum(['card', 'offline'], 'Choose how the money goes back.'),
    paymentId: z.union([z.literal(''), z.coerce.number().int().positive()]),
    offlineReference: z.string().trim().max(100, 'Keep the reference to 100 characters.'),
    amount: money,
    reason,
    refundKey: z.string().uuid(),
  })
  .refine((form) => form.via !== 'card' || form.paymentId !== '', {
    path: ['paymentId'],
    message: 'Choose the card payment to refund to.',
  })
const noteSchema = z.object({
  body: z.string().trim().min(1, 'Write the note.').max(2000, 'Keep a note to 2,000 characters.'),
})
const amendPassengerSchema = z.object({
  passengerId: z.coerce.number().int().positive(),
  title: z.enum(TITLES, 'Choose a title.'),
  firstName: zField('name', { required: true, maxLength: 50 }),
  lastName: zField('name', { required: true, maxLength: 50 }),
  dateOfBirth: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date of birth.')
    .refine((text) => {
      const [year, month, day] = text.split('-').map(Number) as [number, number, number]
      return isValidCalendarDate(year, month, day) && text < new Date().toISOString().slice(0, 10)
    }, 'Enter a real date of birth in the past.'),
  email: z.union([z.literal(''), zField('email', { required: true, maxLength: 254 })]),
  mobilePhone: z.union([z.literal(''), zField('telephone', { required: true, maxLength: 30 })]),
})
/** The fee: empty for the policy's; 0 waives it; another amount changes it (the reason says why). */
const fee = z.string().transform((text, ctx) => {
  if (text.trim() === '') return null
  const minor = parseMoneyInput(text)
  if (minor === null || minor < 0) {
    ctx.addIssue({ code: 'custom', message: 'Enter the fee in pounds and pence, or leave it empty for the policy’s.' })
    return z.NEVER
  }
  return minor
})
const cancelReviewSchema = z.object({ reason, fee })
const cancelSchema = cancelReviewSchema.extend({
  confirm: z.literal('yes', 'Confirm the cancellation.'),
})
/** The refund and cancel forms post step=review first: the server answers what would change and writes nothing. */
const wantsReview = (form: FormData) => form.get('step') === 'review'
const approvalSchema = z.object({
  approvalId: z.coerce.number().int().positive(),
  decision: z.enum(['approve', 'reject'], 'Approve or reject.'),
})

function refusal(error: unknown) {
  if (error instanceof BookingActionRefused)
    return data<BookingActionData>({ kind: 'refused', message: error.message }, { status: error.status })
  throw error
}

export async function submitBookingPage(context: AppLoadContext, request: Request, reference: string) {
  const session = await requireStaff(context, request, 'bookings.edit')
  const { brandId } = await chosenBrandOf(context, request)
  const form = await readProtectedForm(request, context.csrfToken)
  const intent = String(form.get('intent') ?? '')
  const base = { brandId, reference, staffId: session.staff.id }
  const originFor = (brand: string, market: string) =>
    context.backOffice ? context.backOffice.originFor(brand, market) : context.origin
  // The money actions (issue 25) also know the role (the approval limit) and where the customer's e-mail links to.
  const moneyAction = { ...base, role: session.staff.role, originFor }
  const invalid = (error: z.ZodError, values: Record<string, string>) =>
    data<BookingActionData>({ kind: 'invalid', intent, fieldErrors: fieldErrorsOf(error), values }, { status: 400 })
  try {
    switch (intent) {
      case 'offline-payment': {
        const values = formFields(form, ['amount', 'method', 'paymentReference'])
        const parsed = offlinePaymentSchema.safeParse(values)
        if (!parsed.success) return invalid(parsed.error, values)
        await recordOfflinePayment(context.db, { ...base, ...parsed.data, amountMinor: parsed.data.amount })
        return data<BookingActionData>({ kind: 'done', message: 'The payment is recorded and the balance updated.' })
      }
      case 'refund': {
        await requireStaff(context, request, 'payments.refund')
        const values = formFields(form, [
          'kind',
          'via',
          'paymentId',
          'offlineReference',
          'amount',
          'reason',
          'refundKey',
        ])
        const parsed = refundSchema.safeParse(values)
        if (!parsed.success) return invalid(parsed.error, values)
        const refund = {
          kind: parsed.data.kind,
          via:
            parsed.data.via === 'card'
              ? ({ kind: 'card', paymentId: Number(parsed.data.paymentId) } as const)
              : ({ kind: 'offline', reference: parsed.data.offlineReference } as const),
          amountMinor: parsed.data.amount,
          reason: parsed.data.reason,
        }
        if (wantsReview(form)) {
          const plan = await previewRefund(context.db, { brandId, reference, role: session.staff.role, ...refund })
          return data<BookingActionData>({
            kind: 'review',
            review: {
              intent: 'refund',
              amountMinor: parsed.data.amount,
              feeMinor: null,
              before: reviewFigures(plan.before),
              after: reviewFigures(plan.after),
              needsApproval: plan.needsApproval,
              approvalLimitMinor: plan.approvalLimitMinor,
              values,
            },
          })
        }
        const outcome = await refundBooking(context.db, getPaymentProvider(context.db), {
          ...moneyAction,
          ...refund,
          idempotencyKey: parsed.data.refundKey,
        })
        return data<BookingActionData>({
          kind: 'done',
          message:
            outcome === 'refunded'
              ? parsed.data.via === 'card'
                ? 'The refund went back to the card and the balance is updated.'
                : 'The offline refund is recorded and the balance is updated.'
              : outcome === 'already-refunded'
                ? 'This refund was already made.'
                : 'The refund is above your approval limit: it waits for an administrator.',
        })
      }
      case 'cancel': {
        if (wantsReview(form)) {
          const values = formFields(form, ['reason', 'fee'])
          const parsed = cancelReviewSchema.safeParse(values)
          if (!parsed.success) return invalid(parsed.error, values)
          const plan = await previewCancel(context.db, {
            brandId,
            reference,
            role: session.staff.role,
            feeMinor: parsed.data.fee,
          })
          return data<BookingActionData>({
            kind: 'review',
            review: {
              intent: 'cancel',
              amountMinor: plan.feeMinor,
              feeMinor: plan.feeMinor,
              before: reviewFigures(plan.before),
              after: reviewFigures(plan.after),
              needsApproval: plan.needsApproval,
              approvalLimitMinor: plan.approvalLimitMinor,
              values,
            },
          })
        }
        const values = formFields(form, ['confirm', 'reason', 'fee'])
        const parsed = cancelSchema.safeParse(values)
        if (!parsed.success) return invalid(parsed.error, values)
        const outcome = await cancelWithPolicy(context.db, {
          ...moneyAction,
          feeMinor: parsed.data.fee,
          reason: parsed.data.reason,
        })
        return data<BookingActionData>({
          kind: 'done',
          message:
            outcome.kind === 'cancelled'
              ? 'The booking is cancelled and its places are free again.'
              : 'Lowering the fee by this much needs an administrator: the cancellation waits for approval.',
        })
      }
      case 'decide-approval': {
        await requireStaff(context, request, 'payments.refund')
        const values = formFields(form, ['approvalId', 'decision'])
        const parsed = approvalSchema.safeParse(values)
        if (!parsed.success) return invalid(parsed.error, values)
        const decided = await decideApproval(context.db, getPaymentProvider(context.db), {
          brandId,
          approvalId: parsed.data.approvalId,
          staffId: session.staff.id,
          role: session.staff.role,
          approve: parsed.data.decision === 'approve',
          originFor,
        })
        return data<BookingActionData>({
          kind: 'done',
          message: decided === 'approved' ? 'Approved: the change is made.' : 'Rejected: nothing changed.',
        })
      }
      case 'resend-confirmation': {
        const to = await resendConfirmation(context.db, { ...base, originFor })
        return data<BookingActionData>({ kind: 'done', message: `The confirmation e-mail is on its way to ${to}.` })
      }
      case 'amend-passenger': {
        const values = formFields(form, [
          'passengerId',
          'title',
          'firstName',
          'lastName',
          'dateOfBirth',
          'email',
          'mobilePhone',
        ])
        const parsed = amendPassengerSchema.safeParse(values)
        if (!parsed.success) return invalid(parsed.error, values)
        await amendPassenger(context.db, {
          ...base,
          ...parsed.data,
          email: parsed.data.email || null,
          mobilePhone: parsed.data.mobilePhone || null,
        })
        return data<BookingActionData>({ kind: 'done', message: 'The passenger’s details are saved.' })
      }
      case 'payment-deadline': {
        // A reservation's payment deadline (issue 26): a day, or empty to take it off.
        const deadline = String(form.get('deadline') ?? '').trim()
        await setReservationDeadline(context.db, { ...base, deadline: deadline || null })
        return data<BookingActionData>({
          kind: 'done',
          message: deadline
            ? 'The payment deadline is set: unpaid by then, the reservation is released the next morning.'
            : 'The payment deadline is taken off: the reservation stays until staff decide.',
        })
      }
      case 'amend': {
        // Amendments (issue 26): add or remove a traveller, change a room, excursions, transfer; review, then confirm.
        const outcome = await submitAmendment(context.db, form, moneyAction)
        if (outcome.kind === 'invalid')
          return data<BookingActionData>(
            { kind: 'invalid', intent, fieldErrors: outcome.fieldErrors, values: outcome.values },
            { status: 400 },
          )
        if (outcome.kind === 'review')
          return data<BookingActionData>({ kind: 'amendment-review', review: outcome.review })
        return data<BookingActionData>({ kind: 'done', message: outcome.message })
      }
      case 'note': {
        const values = formFields(form, ['body'])
        const parsed = noteSchema.safeParse(values)
        if (!parsed.success) return invalid(parsed.error, values)
        await addBookingNote(context.db, { ...base, body: parsed.data.body })
        return data<BookingActionData>({ kind: 'done', message: 'The note is added.' })
      }
      default:
        return data<BookingActionData>({ kind: 'refused', message: 'Unknown action.' }, { status: 400 })
    }
  } catch (error) {
    return refusal(error)
  }
}

/** GET /admin/exports/manifest?departureId=: the passengers of one departure as CSV (the exports page's picker). */
export async function loadManifestCsv(context: AppLoadContext, request: Request): Promise<Response> {
  await requireStaff(context, request, 'exports.download')
  const { brandId } = await chosenBrandOf(context, request)
  const departureId = z.coerce.number().int().positive().safeParse(new URL(request.url).searchParams.get('departureId'))
  if (!departureId.success) throw data({ message: 'Give the departure as ?departureId=.' }, { status: 400 })
  return manifestCsvResponse(await departureManifest(context.db, brandId, departureId.data))
}
