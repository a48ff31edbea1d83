import { addDays } from '../../ledger'
import { parseMoneyInput } from '../shell/index.rules'
import { can } from '../staff/index.rules'

/*
 * The phone booking's own rules (issue 26, ADR 0059). Everything about price, places and passengers is the
 * checkout's (the same quote engine); what is new is who may give how much discount, and how the agent settles.
 */

/** A phone quote's session: the staff session's id behind a prefix no browser session id has. */
export const PHONE_SESSION_PREFIX = 'staff:'
export const phoneSessionIdOf = (staffSessionId: string): string => `${PHONE_SESSION_PREFIX}${staffSessionId}`

export const PHONE_SETTLEMENTS = ['card', 'offline', 'reserve'] as const
export type PhoneSettlementChoice = (typeof PHONE_SETTLEMENTS)[number]

/** Offline payments a phone booking may be settled with (a card by phone goes through the card frame). */
export const PHONE_OFFLINE_METHODS = ['bank transfer', 'cheque'] as const
export type PhoneOfflineMethod = (typeof PHONE_OFFLINE_METHODS)[number]

/** How far back an offline payment's date may be: money received before the call that takes the booking. */
export const OFFLINE_PAYMENT_MAX_DAYS_BACK = 30
export const DISCOUNT_REASON_MAX_LENGTH = 200
export const PAYMENT_REFERENCE_MAX_LENGTH = 100

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const isDay = (value: string) => ISO_DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))

export type FieldProblems = Record<string, string>

export type DiscountDecision =
  { ok: true; amountMinor: number; reason: string | null } | { ok: false; errors: FieldProblems }

/**
 * An optional discount: an amount typed as money and a reason. A sales agent may give up to the brand's approval
 * limit, an administrator any amount; never more than the price. An empty amount (or 0) removes the discount.
 */
export function decideDiscount(input: {
  amount: string
  reason: string
  role: string
  limitMinor: number
  subtotalMinor: number
}): DiscountDecision {
  const text = input.amount.trim()
  const reason = input.reason.trim()
  if (text === '' || parseMoneyInput(text) === 0) return { ok: true, amountMinor: 0, reason: null }
  const amountMinor = parseMoneyInput(text)
  const errors: FieldProblems = {}
  if (amountMinor === null) errors.discountAmount = 'Enter the discount as an amount, such as 25.00.'
  else if (amountMinor > input.subtotalMinor) errors.discountAmount = 'The discount cannot be more than the price.'
  else if (!can(input.role, 'money.settings') && amountMinor > input.limitMinor)
    errors.discountAmount = 'This discount is over your limit: ask an administrator to give it.'
  if (reason === '') errors.discountReason = 'Give the reason for the discount.'
  else if (reason.length > DISCOUNT_REASON_MAX_LENGTH)
    errors.discountReason = `Keep the reason to ${DISCOUNT_REASON_MAX_LENGTH} characters.`
  if (Object.keys(errors).length > 0 || amountMinor === null) return { ok: false, errors }
  return { ok: true, amountMinor, reason }
}

export type SettlementDecision =
  | { ok: true; settlement: { kind: 'card' } }
  | {
      ok: true
      settlement: { kind: 'offline'; method: PhoneOfflineMethod; amountMinor: number; reference: string; date: string }
    }
  | { ok: true; settlement: { kind: 'reserve'; deadline: string } }
  | { ok: false; errors: FieldProblems }

/**
 * The settle form: card (nothing more to say here: the frame takes the card), an offline payment (method, amount
 * between 0.01 and the agreed total, a reference, the day the money came: not ahead, at most 30 days back), or a
 * reservation (its deadline is checked by reservationDeadlineProblem, the same rule as the booking page's).
 */
export function decideSettlement(
  form: Record<string, string>,
  context: { totalMinor: number; today: string; deadlineProblem: (deadline: string) => string | null },
): SettlementDecision {
  const kind = form.settlement ?? ''
  if (kind === 'card') return { ok: true, settlement: { kind: 'card' } }
  if (kind === 'reserve') {
    const deadline = (form.deadline ?? '').trim()
    const problem = context.deadlineProblem(deadline)
    return problem
      ? { ok: false, errors: { deadline: problem } }
      : { ok: true, settlement: { kind: 'reserve', deadline } }
  }
  if (kind !== 'offline') return { ok: false, errors: { settlement: 'Choose how the booking is settled.' } }
  const errors: FieldProblems = {}
  const method = (form.method ?? '') as PhoneOfflineMethod
  if (!(PHONE_OFFLINE_METHODS as readonly string[]).includes(method)) errors.method = 'Choose how the money was paid.'
  const amountMinor = parseMoneyInput(form.amount ?? '')
  if (amountMinor === null || amountMinor < 1) errors.amount = 'Enter the amount paid, such as 250.00.'
  else if (amountMinor > context.totalMinor) errors.amount = 'The amount is more than the price of the booking.'
  const reference = (form.reference ?? '').trim()
  if (reference === '') errors.reference = 'Enter the payment’s reference (a cheque number, a bank reference).'
  else if (reference.length > PAYMENT_REFERENCE_MAX_LENGTH)
    errors.reference = `Keep the reference to ${PAYMENT_REFERENCE_MAX_LENGTH} characters.`
  const date = (form.date ?? '').trim()
  if (!isDay(date)) errors.date = 'Enter the day the money was paid.'
  else if (date > context.today) errors.date = 'The payment day cannot be in the future.'
  else if (date < addDays(context.today, -OFFLINE_PAYMENT_MAX_DAYS_BACK))
    errors.date = `The payment day can be at most ${OFFLINE_PAYMENT_MAX_DAYS_BACK} days ago.`
  if (Object.keys(errors).length > 0 || amountMinor === null) return { ok: false, errors }
  return { ok: true, settlement: { kind: 'offline', method, amountMinor, reference, date } }
}
