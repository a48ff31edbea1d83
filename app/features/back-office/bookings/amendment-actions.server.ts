import { z } from 'zod'
import { TITLES } from '../../checkout/index.rules'
import { isValidCalendarDate } from '../../../lib/dates'
import { zField } from '../../../lib/validation'
import { MONEY_STATUS_LABELS, type BookingMoney } from '../../ledger/index.server'
import { AMENDMENT_KINDS, type AmendmentKind } from './amendment-rules'
import type { MoneyActionInput } from './booking-money-actions.server'
import { amendBooking, previewAmendment, type AmendmentPlan, type AmendmentRequest } from './amendments.server'

/*
 * The booking page's amendment forms (issue 26; ADR 0060): one schema per kind of change, the review step (step=review:
 * the plan, nothing written) and the confirm (the reviewed values posted again with confirm=yes).
 */

const id = z.coerce.number('Choose one.').int('Choose one.').positive('Choose one.')
const reason = z
  .string()
  .trim()
  .min(1, 'Give the reason for the change.')
  .max(500, 'Keep the reason to 500 characters.')
const dateOfBirth = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date of birth.')
  .refine((text) => {
    const [year, month, day] = text.split('-').map(Number) as [number, number, number]
    return isValidCalendarDate(year, month, day) && text < new Date().toISOString().slice(0, 10)
  }, 'Enter a real date of birth in the past.')

const common = z
  .object({
    reason,
    waiveFee: z.enum(['', 'yes']).catch(''),
    waiverReason: z.string().trim().max(500, 'Keep the reason to 500 characters.'),
  })
  .refine((form) => form.waiveFee !== 'yes' || form.waiverReason !== '', {
    path: ['waiverReason'],
    message: 'Give the reason for waiving the fee.',
  })

/** "new:<room type id>" for a new room, "room:<booking room id>" for a free place in one of the booking's rooms. */
const roomChoice = z.string().regex(/^(new|room):\d+$/, 'Choose the traveller’s room.')

const requestSchemas = {
  'add-traveller': z.object({
    roomChoice,
    title: z.enum(TITLES, 'Choose a title.'),
    firstName: zField('name', { required: true, maxLength: 50 }),
    lastName: zField('name', { required: true, maxLength: 50 }),
    dateOfBirth,
  }),
  'remove-traveller': z.object({ passengerId: id }),
  'change-room': z.object({ bookingRoomId: id, roomTypeId: id }),
  excursions: z.object({ action: z.enum(['add', 'remove'], 'Add or remove?'), passengerId: id, excursionId: id }),
  transfer: z.object({
    departureCode: z
      .string()
      .trim()
      .min(1, 'Enter the new departure’s code.')
      .max(60, 'A departure code is at most 60 characters.')
      .transform((code) => code.toUpperCase()),
  }),
} as const

/** The fields each kind's form posts (besides intent, kind, reason and the fee's waiver). */
export const AMENDMENT_FIELDS: Record<AmendmentKind, readonly string[]> = {
  'add-traveller': ['roomChoice', 'title', 'firstName', 'lastName', 'dateOfBirth'],
  'remove-traveller': ['passengerId'],
  'change-room': ['bookingRoomId', 'roomTypeId'],
  excursions: ['action', 'passengerId', 'excursionId'],
  transfer: ['departureCode'],
}

export interface AmendmentReviewFigures {
  totalMinor: number
  paidMinor: number
  dueMinor: number
  toRefundMinor: number
  statusLabel: string
}

export interface AmendmentReview {
  kind: AmendmentKind
  description: string
  differenceMinor: number
  feeMinor: number
  brandFeeMinor: number
  feeWaived: boolean
  before: AmendmentReviewFigures
  after: AmendmentReviewFigures
  /** Posted again by the confirm button, exactly as reviewed. */
  values: Record<string, string>
}

export type AmendmentOutcome =
  | { kind: 'invalid'; fieldErrors: Record<string, string>; values: Record<string, string> }
  | { kind: 'review'; review: AmendmentReview }
  | { kind: 'done'; message: string }

function figures(money: BookingMoney): AmendmentReviewFigures {
  return {
    totalMinor: money.totalMinor,
    paidMinor: money.paidMinor,
    dueMinor: money.dueMinor,
    toRefundMinor: money.toRefundMinor,
    statusLabel: MONEY_STATUS_LABELS[money.status],
  }
}

function errorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    errors[key] ??= issue.message
  }
  return errors
}

function requestOf(kind: AmendmentKind, fields: Record<string, string>): AmendmentRequest | z.ZodError {
  switch (kind) {
    case 'add-traveller': {
      const parsed = requestSchemas[kind].safeParse(fields)
      if (!parsed.success) return parsed.error
      const [choice, number] = parsed.data.roomChoice.split(':') as ['new' | 'room', string]
      return {
        kind,
        room:
          choice === 'new'
            ? { kind: 'new-room', roomTypeId: Number(number) }
            : { kind: 'existing-room', bookingRoomId: Number(number) },
        traveller: {
          title: parsed.data.title,
          firstName: parsed.data.firstName,
          lastName: parsed.data.lastName,
          dateOfBirth: parsed.data.dateOfBirth,
        },
      }
    }
    case 'remove-traveller': {
      const parsed = requestSchemas[kind].safeParse(fields)
      return parsed.success ? { kind, ...parsed.data } : parsed.error
    }
    case 'change-room': {
      const parsed = requestSchemas[kind].safeParse(fields)
      return parsed.success ? { kind, ...parsed.data } : parsed.error
    }
    case 'excursions': {
      const parsed = requestSchemas[kind].safeParse(fields)
      return parsed.success ? { kind, ...parsed.data } : parsed.error
    }
    case 'transfer': {
      const parsed = requestSchemas[kind].safeParse(fields)
      // The code is resolved to the brand's departure by the caller (departureOfCode); 0 until then.
      return parsed.success ? { kind, departureId: 0, departureCode: parsed.data.departureCode } : parsed.error
    }
  }
}

const DONE: Record<AmendmentKind, string> = {
  'add-traveller': 'The traveller is added and the booking’s total updated.',
  'remove-traveller': 'The traveller is removed and the booking’s total updated.',
  'change-room': 'The room is changed and the booking’s total updated.',
  excursions: 'The excursions are changed and the booking’s total updated.',
  transfer: 'The booking is moved to the new departure and its total updated.',
}

/** One amendment form's post: 400 field errors, the review (step=review), or the change made (confirm=yes). */
export async function submitAmendment(
  db: Parameters<typeof amendBooking>[0],
  form: FormData,
  input: MoneyActionInput,
): Promise<AmendmentOutcome> {
  const kindText = String(form.get('kind') ?? '')
  const kind = (AMENDMENT_KINDS as readonly string[]).includes(kindText) ? (kindText as AmendmentKind) : null
  const names = ['kind', 'reason', 'waiveFee', 'waiverReason', ...(kind ? AMENDMENT_FIELDS[kind] : [])]
  const values = Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '')]))
  if (!kind) return { kind: 'invalid', fieldErrors: { kind: 'Choose a kind of change.' }, values }
  const parsedCommon = common.safeParse(values)
  const request = requestOf(kind, values)
  if (!parsedCommon.success || request instanceof z.ZodError)
    return {
      kind: 'invalid',
      fieldErrors: {
        ...(request instanceof z.ZodError ? errorsOf(request) : {}),
        ...(parsedCommon.success ? {} : errorsOf(parsedCommon.error)),
      },
      values,
    }
  if (request.kind === 'transfer') {
    const departure = await db
      .selectFrom('departures')
      .innerJoin('tours', 'tours.id', 'departures.tourId')
      .select('departures.id')
      .where('tours.brandId', '=', input.brandId)
      .where('departures.code', '=', request.departureCode ?? '')
      .executeTakeFirst()
    if (!departure)
      return { kind: 'invalid', fieldErrors: { departureCode: 'No departure of this brand has that code.' }, values }
    request.departureId = Number(departure.id)
  }
  const terms = {
    ...input,
    request,
    reason: parsedCommon.data.reason,
    waiveFee: parsedCommon.data.waiveFee === 'yes',
    waiverReason: parsedCommon.data.waiverReason,
  }
  if (form.get('step') === 'review') {
    const plan: AmendmentPlan = await previewAmendment(db, terms)
    return {
      kind: 'review',
      review: {
        kind,
        description: plan.description,
        differenceMinor: plan.differenceMinor,
        feeMinor: plan.feeMinor,
        brandFeeMinor: plan.brandFeeMinor,
        feeWaived: plan.feeWaived,
        before: figures(plan.before),
        after: figures(plan.after),
        values,
      },
    }
  }
  if (form.get('confirm') !== 'yes')
    return { kind: 'invalid', fieldErrors: { confirm: 'Review the change first.' }, values }
  await amendBooking(db, terms)
  return { kind: 'done', message: DONE[kind] }
}
