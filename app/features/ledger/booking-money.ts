/*
 * A booking's money, derived (issue 25; ARCHITECTURE "Money: the booking ledger"; ADR 0043). A booking owns
 * append-only ledger lines (what was sold and every later adjustment) and money movements (payments and refunds, each
 * with the provider's reference). Everything a screen, e-mail, PDF, export, report or dashboard shows is derived here
 * and nowhere else:
 *
 *   total   = Σ ledger lines                      (what the customer owes for the holiday as it stands)
 *   paid    = Σ payments − Σ refunds              (what the operator holds)
 *   balance = total − paid                        (> 0 the customer owes; < 0 the operator owes back)
 *
 * A refund changes `paid`, never `total`; a goodwill refund is a goodwill-credit line plus a refund, so the balance
 * stays where it was. Cancelling credits the remaining items and charges the policy's fee as lines, so the total of
 * a cancelled booking is its fee. Pure: every rule has a table test beside it.
 */

/** Every kind of ledger line. The sign a kind may carry is LINE_SIGNS'. */
export const LEDGER_LINE_KINDS = [
  'sale-item',
  'discount',
  'goodwill-credit',
  'cancellation-fee',
  'cancellation-credit',
  'amendment',
  'correction',
] as const
export type LedgerLineKind = (typeof LEDGER_LINE_KINDS)[number]

/** +1: the line charges the customer; −1: it gives back; 0: either (a difference or a correction). */
export const LINE_SIGNS: Record<LedgerLineKind, 1 | -1 | 0> = {
  'sale-item': 1,
  discount: -1,
  'goodwill-credit': -1,
  'cancellation-fee': 1,
  'cancellation-credit': -1,
  amendment: 0,
  correction: 0,
}

/** Kinds whose line must say why (a person decided it, not the price list). */
export const LINE_KINDS_NEEDING_A_REASON: ReadonlySet<LedgerLineKind> = new Set([
  'discount',
  'goodwill-credit',
  'amendment',
  'correction',
])

export function isLedgerLineKind(value: unknown): value is LedgerLineKind {
  return typeof value === 'string' && (LEDGER_LINE_KINDS as readonly string[]).includes(value)
}

/** Why a line of `kind` cannot carry `amountMinor` (and `reason`), or null when it can. */
export function ledgerLineProblem(input: {
  kind: LedgerLineKind
  amountMinor: number
  reason?: string | null
}): string | null {
  if (!Number.isSafeInteger(input.amountMinor)) return 'A ledger amount is a whole number of minor units.'
  const sign = LINE_SIGNS[input.kind]
  // A zero fee is how a waived cancellation fee is written (the waiver and its reason stay on the statement).
  if (input.amountMinor === 0 && input.kind !== 'cancellation-fee') return 'A ledger line cannot be zero.'
  if (sign === 1 && input.amountMinor < 0) return `A ${input.kind} line charges: its amount is positive.`
  if (sign === -1 && input.amountMinor > 0) return `A ${input.kind} line gives back: its amount is negative.`
  if (LINE_KINDS_NEEDING_A_REASON.has(input.kind) && !input.reason?.trim()) return 'Give the reason for this line.'
  return null
}

export type MoneyMovementKind = 'payment' | 'refund'

/** A payment or a refund: its amount is always positive; the kind says which way the money went. */
export interface MoneyMovementAmount {
  kind: MoneyMovementKind
  amountMinor: number
}

/** The booking's own state (bookings.status): money decides everything else. */
export type BookingState = 'confirmed' | 'cancelled'

export const MONEY_STATUSES = [
  'reserved',
  'deposit-paid',
  'fully-paid',
  'credit',
  'cancelled',
  'cancelled-credit',
  'cancelled-owing',
] as const
export type MoneyStatus = (typeof MONEY_STATUSES)[number]

/** The back office's words for a money status. */
export const MONEY_STATUS_LABELS: Record<MoneyStatus, string> = {
  reserved: 'Reserved, nothing paid',
  'deposit-paid': 'Deposit paid',
  'fully-paid': 'Fully paid',
  credit: 'In credit: money to refund',
  cancelled: 'Cancelled',
  'cancelled-credit': 'Cancelled: money to refund',
  'cancelled-owing': 'Cancelled: fee unpaid',
}

/** The customer's words for the same status (My bookings). */
export const CUSTOMER_MONEY_STATUS_LABELS: Record<MoneyStatus, string> = {
  reserved: 'Reserved – no payment yet',
  'deposit-paid': 'Deposit paid',
  'fully-paid': 'Paid in full',
  credit: 'We owe you a refund',
  cancelled: 'Cancelled',
  'cancelled-credit': 'Cancelled – we owe you a refund',
  'cancelled-owing': 'Cancelled – cancellation charge to pay',
}

export interface BookingMoney {
  totalMinor: number
  paymentsMinor: number
  refundsMinor: number
  /** Payments less refunds. */
  paidMinor: number
  /** Total less paid: positive when the customer owes, negative when the operator owes back. */
  balanceMinor: number
  /** What the customer still has to pay on a live booking; 0 once it is cancelled (nothing is chased as a balance). */
  dueMinor: number
  /** What was paid above the total: shown as "to refund" and refundable. */
  toRefundMinor: number
  /** A cancelled booking's unpaid cancellation charge. */
  feeOwingMinor: number
  status: MoneyStatus
}

function sum(values: Iterable<number>): number {
  let total = 0
  for (const value of values) {
    if (!Number.isSafeInteger(value)) throw new RangeError(`Money must be whole minor units: ${value}`)
    total += value
  }
  if (!Number.isSafeInteger(total)) throw new RangeError(`Money total out of range: ${total}`)
  return total
}

/** THE derivation: a booking's figures and money status from its state, its ledger lines and its movements. */
export function deriveBookingMoney(input: {
  state: BookingState | string
  lines: readonly { amountMinor: number }[]
  movements: readonly MoneyMovementAmount[]
}): BookingMoney {
  const totalMinor = sum(input.lines.map((line) => line.amountMinor))
  for (const movement of input.movements)
    if (movement.amountMinor < 0)
      throw new RangeError('A payment or refund amount is positive; its kind gives the way.')
  const paymentsMinor = sum(input.movements.filter((m) => m.kind === 'payment').map((m) => m.amountMinor))
  const refundsMinor = sum(input.movements.filter((m) => m.kind === 'refund').map((m) => m.amountMinor))
  const paidMinor = paymentsMinor - refundsMinor
  const balanceMinor = totalMinor - paidMinor
  const cancelled = input.state === 'cancelled'
  const toRefundMinor = Math.max(0, -balanceMinor)
  let status: MoneyStatus
  if (cancelled) status = balanceMinor < 0 ? 'cancelled-credit' : balanceMinor > 0 ? 'cancelled-owing' : 'cancelled'
  else if (balanceMinor < 0) status = 'credit'
  else if (balanceMinor === 0) status = 'fully-paid'
  else status = paidMinor > 0 ? 'deposit-paid' : 'reserved'
  return {
    totalMinor,
    paymentsMinor,
    refundsMinor,
    paidMinor,
    balanceMinor,
    dueMinor: cancelled ? 0 : Math.max(0, balanceMinor),
    toRefundMinor,
    feeOwingMinor: cancelled ? Math.max(0, balanceMinor) : 0,
    status,
  }
}

/**
 * The booking's `type` as the checkout and its confirmation variants know it (checkout §2, "reserved versus paid"):
 * 'paid' once nothing is left to pay, 'reserved' while a reservation has had no money, else 'deposit'.
 */
export function bookingTypeOfMoney(money: BookingMoney, previousType: string): 'reserved' | 'deposit' | 'paid' {
  if (money.balanceMinor <= 0) return 'paid'
  if (previousType === 'reserved' && money.paidMinor <= 0) return 'reserved'
  return 'deposit'
}

// ------------------------------------------------------------------------------------------------------ statement

export interface StatementLineInput {
  id: number
  at: string
  kind: LedgerLineKind
  description: string
  amountMinor: number
  reason: string | null
}

export interface StatementMovementInput {
  id: number
  at: string
  kind: MoneyMovementKind
  /** 'card' | 'bank transfer' | 'cheque' | 'card by phone' | 'refund' (a card refund) | 'offline refund' */
  method: string
  amountMinor: number
  /** The provider's reference for a card payment or refund; the bank or cheque reference for an offline one. */
  reference: string | null
}

export interface StatementEntry {
  at: string
  source: 'line' | 'payment' | 'refund'
  kind: LedgerLineKind | MoneyMovementKind
  description: string
  reason: string | null
  reference: string | null
  method: string | null
  /** Signed from the customer's side: + adds to what they owe (a charge, a refund paid out), − reduces it. */
  amountMinor: number
  /** The balance after this entry: what the customer owes (negative: what is owed back to them). */
  balanceMinor: number
}

const MOVEMENT_WORDS: Record<string, { staff: string; customer: string }> = {
  card: { staff: 'Card payment', customer: 'Card payment – thank you' },
  'bank transfer': { staff: 'Bank transfer received', customer: 'Bank transfer received – thank you' },
  cheque: { staff: 'Cheque received', customer: 'Cheque received – thank you' },
  'card by phone': { staff: 'Card payment by phone', customer: 'Card payment by phone – thank you' },
  refund: { staff: 'Card refund', customer: 'Refund to your card' },
  'offline refund': { staff: 'Refund (bank transfer)', customer: 'Refund to your bank account' },
}

export function movementDescription(method: string, kind: MoneyMovementKind, audience: 'staff' | 'customer'): string {
  const words = MOVEMENT_WORDS[method]
  if (words) return words[audience]
  return kind === 'refund' ? 'Refund' : 'Payment'
}

/** The customer's words for a ledger line's kind, before its own description. */
const CUSTOMER_LINE_PREFIX: Record<LedgerLineKind, string> = {
  'sale-item': '',
  discount: 'Discount: ',
  'goodwill-credit': 'Goodwill credit: ',
  'cancellation-fee': '',
  'cancellation-credit': '',
  amendment: 'Change to your booking: ',
  correction: 'Correction: ',
}

/**
 * The ledger as a statement: every line and movement in time order (a line before a movement at the same instant,
 * then in the order written), each with the running balance. The last entry's balance is derive's balance.
 */
export function bookingStatement(
  lines: readonly StatementLineInput[],
  movements: readonly StatementMovementInput[],
  audience: 'staff' | 'customer' = 'staff',
): StatementEntry[] {
  type Item = { at: string; order: number; id: number; entry: Omit<StatementEntry, 'balanceMinor'> }
  const items: Item[] = [
    ...lines.map((line) => ({
      at: line.at,
      order: 0,
      id: line.id,
      entry: {
        at: line.at,
        source: 'line' as const,
        kind: line.kind,
        description:
          audience === 'customer' ? `${CUSTOMER_LINE_PREFIX[line.kind]}${line.description}` : line.description,
        reason: line.reason,
        reference: null,
        method: null,
        amountMinor: line.amountMinor,
      },
    })),
    ...movements.map((movement) => ({
      at: movement.at,
      order: 1,
      id: movement.id,
      entry: {
        at: movement.at,
        source: movement.kind,
        kind: movement.kind,
        description: movementDescription(movement.method, movement.kind, audience),
        reason: null,
        reference: movement.reference,
        method: movement.method,
        amountMinor: movement.kind === 'payment' ? -movement.amountMinor : movement.amountMinor,
      },
    })),
  ]
  items.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.order - b.order || a.id - b.id))
  let balance = 0
  return items.map((item) => {
    balance += item.entry.amountMinor
    return { ...item.entry, balanceMinor: balance }
  })
}

// ------------------------------------------------------------------------------------------------------ refunds

/**
 * Why `amountMinor` cannot be refunded on a booking that holds `paidMinor` (payments net of earlier refunds), or
 * null. A refund never exceeds what the operator holds: checked again inside the write transaction that records it.
 */
export function refundAmountProblem(input: { amountMinor: number; paidMinor: number }): string | null {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor < 1) return 'Enter an amount of at least 0.01.'
  if (input.paidMinor <= 0) return 'Nothing has been paid on this booking, so nothing can be refunded.'
  if (input.amountMinor > input.paidMinor) return 'The amount is more than has been paid, net of earlier refunds.'
  return null
}

// ------------------------------------------------------------------------------------------------------ approvals

/** The default limit above which a sales agent's refund or fee waiver waits for an administrator (£500 / C$500). */
export const DEFAULT_APPROVAL_LIMIT_MINOR = 50_000

/**
 * Whether a money change of `amountMinor` made by `role` must wait for an administrator: an administrator's never
 * does; anyone else's does above the brand's limit (the limit itself is within it).
 */
export function needsApproval(input: { role: string; amountMinor: number; limitMinor: number }): boolean {
  if (input.role === 'administrator') return false
  return input.amountMinor > input.limitMinor
}
