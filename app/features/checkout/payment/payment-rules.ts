import {
  PAYMENT_OPTION_DEPOSIT_ONLY,
  PAYMENT_OPTION_FULL_BALANCE,
  PAYMENT_STATUS_ERROR,
  PAYMENT_STATUS_PENDING,
} from '../../../lib/constants'
import { REQUIRED_MESSAGE } from '../../../lib/field-rules'
import {
  USER_FRIENDLY_ERROR,
  type BookingDetails,
  type PaymentInfo,
  type PaymentSubmitAnswer,
  type QuoteResponse,
  type StatusCheckAnswer,
  type PassengerName,
} from '../contract/index.rules'
import {
  DUPLICATE_PASSENGERS_AT_PAYMENT,
  hasDuplicatePassengerNames,
  isReservation,
  transactionTypeOf,
} from '../passenger-details/index.rules'

/*
 * The payment section's and the booking's browser rules (checkout §4, §5, §9): the section's input and summary
 * modes, its validation, canBook, the reservation rule, the card frame's message filter, the status polling
 * schedule and the purchase-event rule. Pure: no DOM, no calls. The wire shapes are the checkout part 2 contract's
 * (passengerDetailsResponse's payment info, the payment submit, /status-check, /confirm-booking).
 */

export const PAYMENT_AMOUNT_CHOICES = [PAYMENT_OPTION_FULL_BALANCE, PAYMENT_OPTION_DEPOSIT_ONLY] as const
export type AmountToPay = (typeof PAYMENT_AMOUNT_CHOICES)[number]

/** The payment submit's answer: the card frame's URL and the provider transaction it belongs to. */
export type PaymentFrame = PaymentSubmitAnswer

/** What the confirmation step shows: the reference and, when the answer carried them, the booking's details. */
export interface BookingConfirmation {
  bookingReference: string
  bookingDetails: BookingDetails | null
}

/** A refused confirm's own message (checkout §8: a UserFriendlyError's message is shown). */
export function userFriendlyMessageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null
  const record = body as { type?: unknown; message?: unknown }
  return record.type === USER_FRIENDLY_ERROR && typeof record.message === 'string' ? record.message : null
}

// ------------------------------------------------------------------------------------------------ the section

/** Checkout §3 Payment on the page: the server's info plus the traveller's choices and the section's mode. */
export interface PaymentSectionState {
  info: PaymentInfo
  amountToPay: AmountToPay | null
  cardTypeId: number | null
  takeFinalBalance: boolean
  /** Summary mode (checkout §4: after a successful Save and continue; Edit returns to input mode). */
  summaryView: boolean
  /** Marked on any save attempt (checkout §4), so errors show from then on. */
  hasBeenSubmitted: boolean
}

export function initialPaymentSection(info: PaymentInfo): PaymentSectionState {
  return {
    info,
    // Only one choice when the deposit is the full balance (checkout §9): it is chosen for the traveller.
    amountToPay: hasDepositChoice(info) ? null : PAYMENT_OPTION_FULL_BALANCE,
    // One card type: nothing to choose either.
    cardTypeId: info.data.cardTypes.length === 1 ? info.data.cardTypes[0]!.id : null,
    takeFinalBalance: false,
    summaryView: false,
    hasBeenSubmitted: false,
  }
}

/** Checkout §9: 'Deposit Only' is offered only when the deposit differs from the full balance. */
export function hasDepositChoice(info: PaymentInfo): boolean {
  return transactionTypeOf(info.data) === PAYMENT_OPTION_DEPOSIT_ONLY
}

/** What 'Deposit Only' leaves to pay later. */
export function remainingAfterDeposit(info: PaymentInfo): number {
  return Math.max(0, info.data.fullBalance - info.data.depositAmount)
}

export function amountToPayMinor(info: PaymentInfo, choice: AmountToPay | null): number | null {
  if (choice === PAYMENT_OPTION_FULL_BALANCE) return info.data.fullBalance
  if (choice === PAYMENT_OPTION_DEPOSIT_ONLY && hasDepositChoice(info)) return info.data.depositAmount
  return null
}

export type PaymentFieldErrors = Partial<Record<'amountToPay' | 'cardTypeId', string>>

/** Checkout §5: card type and amount to pay required ('Unknown card type' stands in when there are none). */
export function paymentErrors(section: PaymentSectionState): PaymentFieldErrors {
  const errors: PaymentFieldErrors = {}
  if (amountToPayMinor(section.info, section.amountToPay) === null) errors.amountToPay = REQUIRED_MESSAGE
  const cardTypes = section.info.data.cardTypes
  if (cardTypes.length > 0 && !cardTypes.some((cardType) => cardType.id === section.cardTypeId)) {
    errors.cardTypeId = REQUIRED_MESSAGE
  }
  return errors
}

export function isPaymentValid(section: PaymentSectionState): boolean {
  return Object.keys(paymentErrors(section)).length === 0
}

/** Checkout §4: Save and continue marks the section submitted; only a valid, payable one goes to summary. */
export function savePaymentSection(section: PaymentSectionState): PaymentSectionState {
  const summaryView = section.info.canPay && isPaymentValid(section)
  return { ...section, hasBeenSubmitted: true, summaryView }
}

/** Checkout §2: Save and continue shows only in input mode while payment is possible or not yet submitted. */
export function showsSaveAndContinue(section: PaymentSectionState): boolean {
  return !section.summaryView && (section.info.canPay || !section.hasBeenSubmitted)
}

/** Checkout §4 "Payment type is the chosen card's name". */
export function paymentTypeOf(section: PaymentSectionState): string | null {
  return section.info.data.cardTypes.find((cardType) => cardType.id === section.cardTypeId)?.name ?? null
}

// ------------------------------------------------------------------------------------------------ booking

export interface BookingReadiness {
  /** Every passenger saved, valid and in summary view (checkout §4 "complete"). */
  passengersComplete: boolean
  passengers: ReadonlyArray<PassengerName & { mobilityLimitations?: boolean | null }>
  payment: PaymentSectionState | null
}

export function isReservationBooking(readiness: Pick<BookingReadiness, 'passengers' | 'payment'>): boolean {
  return (
    readiness.payment !== null &&
    isReservation({ passengers: readiness.passengers, canPay: readiness.payment.info.canPay })
  )
}

export type CanBook = { ok: true } | { ok: false; message: string | null }

/**
 * Checkout §4: booking only when no passenger is incomplete, the payment exists, is valid and submitted (in
 * summary mode), and no two passengers share a name ('You cannot continue with two passengers of the same name').
 * A reservation takes no card, so its payment has nothing to fill in.
 */
export function canBook(readiness: BookingReadiness): CanBook {
  if (!readiness.passengersComplete || readiness.payment === null) return { ok: false, message: null }
  if (hasDuplicatePassengerNames(readiness.passengers)) return { ok: false, message: DUPLICATE_PASSENGERS_AT_PAYMENT }
  if (isReservationBooking(readiness)) return { ok: true }
  const payment = readiness.payment
  if (!payment.hasBeenSubmitted || !payment.summaryView || !isPaymentValid(payment)) return { ok: false, message: null }
  return { ok: true }
}

// ------------------------------------------------------------------------------------------------ card frame

export type PaymentMessage = QuoteResponse & { transactionId: string }

/**
 * Checkout §4, contract "The card frame": only a message from this page's own origin that carries a string
 * transactionId is the frame's; anything else (another origin, another script's message) is ignored.
 */
export function paymentMessageOf(event: { origin: string; data: unknown }, ownOrigin: string): PaymentMessage | null {
  if (event.origin !== ownOrigin) return null
  const data = event.data
  if (typeof data !== 'object' || data === null) return null
  const transactionId = (data as { transactionId?: unknown }).transactionId
  if (typeof transactionId !== 'string' || transactionId === '') return null
  return data as PaymentMessage
}

/** Contract /status-check: up to 20 polls while pending, waiting 500 ms × 1.5 each time, at most 4 s. */
export const STATUS_POLL_LIMIT = 20
export const STATUS_POLL_FIRST_DELAY_MS = 500
export const STATUS_POLL_FACTOR = 1.5
export const STATUS_POLL_MAX_DELAY_MS = 4000

/** The wait before poll number `attempt` (0 = the first poll, which goes at once). */
export function statusPollDelay(attempt: number): number {
  if (attempt <= 0) return 0
  return Math.min(
    STATUS_POLL_MAX_DELAY_MS,
    Math.round(STATUS_POLL_FIRST_DELAY_MS * STATUS_POLL_FACTOR ** (attempt - 1)),
  )
}

export type StatusOutcome = { kind: 'confirm' } | { kind: 'error'; message: string | null }

export const PAYMENT_STILL_PENDING_MESSAGE =
  'We could not confirm your payment yet. Please contact us before trying again, quoting your quote id.'

/**
 * Polls the payment status (checkout §4): again while pending, 'error' → the checkout error, anything else →
 * confirm the booking (the server's confirm decides on a declined payment). Still pending after the last poll is an
 * error too: the page never waits forever.
 */
export async function pollPaymentStatus(
  read: () => Promise<StatusCheckAnswer>,
  sleep: (ms: number) => Promise<void>,
  limit: number = STATUS_POLL_LIMIT,
): Promise<StatusOutcome> {
  for (let attempt = 0; attempt < limit; attempt++) {
    const wait = statusPollDelay(attempt)
    if (wait > 0) await sleep(wait)
    const answer = await read()
    if (answer.status === PAYMENT_STATUS_PENDING) continue
    if (answer.status === PAYMENT_STATUS_ERROR) return { kind: 'error', message: answer.message }
    return { kind: 'confirm' }
  }
  return { kind: 'error', message: PAYMENT_STILL_PENDING_MESSAGE }
}

// ------------------------------------------------------------------------------------------------ confirmation

/** Checkout §4: the purchase event goes when the booking is reserved, or when it took money. */
export function shouldPushPurchase(details: Pick<BookingDetails, 'type' | 'amountPaid'>): boolean {
  return details.type === 'reserved' || details.amountPaid > 0
}

const ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth', 'Tenth']

/** 'First passenger', 'Second passenger'… (checkout §2 "Passenger Names (ordinal label plus full name)"). */
export function passengerOrdinalLabel(index: number): string {
  const word = ORDINALS[index]
  return word ? `${word} passenger` : `Passenger ${index + 1}`
}

export const BOOKING_REFERENCE_PARAM = 'bookingReference'

/** The confirmation's address (checkout §2: it carries bookingReference), from the page's current one. */
export function confirmationAddress(current: { pathname: string; search: string }, reference: string): string {
  const search = new URLSearchParams(current.search)
  search.set(BOOKING_REFERENCE_PARAM, reference)
  return `${current.pathname}?${search.toString()}`
}
