import { formatDate } from '../../lib/dates'

/*
 * Saved and resumed checkouts (issue 27; ADR 0055), the pure rules: when the one e-mail of an abandoned checkout is
 * due, whether it may go at all (PECR: only to a traveller who agreed to marketing e-mail or who is signed in, and
 * never after they booked that departure), how long its link restores the quote, and what My bookings says of a
 * saved checkout's hold. recovery.server.ts reads the facts; these decide.
 */

export const CHECKOUT_RECOVERY_JOB = 'checkout-recovery'
/** The saved checkout's link: `/checkout/resume?token=` (the e-mail), or `?quote=` for its signed-in customer. */
export const CHECKOUT_RESUME_PAGE = '/checkout/resume'

/** How long after the passenger details step the e-mail goes (CHECKOUT_RECOVERY_DELAY_MINUTES). */
export const DEFAULT_RECOVERY_DELAY_MINUTES = 120
/** At least a few minutes (a traveller still typing is not abandoning); at most a week. */
export const MIN_RECOVERY_DELAY_MINUTES = 5
export const MAX_RECOVERY_DELAY_MINUTES = 7 * 24 * 60
/** The e-mail's link restores the quote for a week after it was sent; the planner looks no further back either. */
export const RECOVERY_LINK_DAYS = 7

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS

/** Minutes from configuration, checked: a whole number from MIN_ to MAX_RECOVERY_DELAY_MINUTES. */
export function recoveryDelayMinutesOf(value: number | undefined): number {
  if (value === undefined) return DEFAULT_RECOVERY_DELAY_MINUTES
  if (!Number.isInteger(value) || value < MIN_RECOVERY_DELAY_MINUTES || value > MAX_RECOVERY_DELAY_MINUTES) {
    throw new RangeError(
      `Checkout recovery delay must be a whole number of minutes from ${MIN_RECOVERY_DELAY_MINUTES} to ${MAX_RECOVERY_DELAY_MINUTES}: ${value}`,
    )
  }
  return value
}

/** One e-mail per quote, however often and on however many processes the planner runs. */
export function recoveryJobKey(quoteId: number): string {
  return `${CHECKOUT_RECOVERY_JOB}:${quoteId}`
}

/** When the e-mail of a quote whose passenger details were saved at `detailsAt` is due. */
export function recoveryDueAt(detailsAt: string, delayMinutes: number = DEFAULT_RECOVERY_DELAY_MINUTES): string {
  return new Date(Date.parse(detailsAt) + recoveryDelayMinutesOf(delayMinutes) * MINUTE_MS).toISOString()
}

/** The oldest passenger-details save the planner still plans an e-mail for (older ones would be stale). */
export function planningWindowStart(now: Date): string {
  return new Date(now.getTime() - RECOVERY_LINK_DAYS * DAY_MS).toISOString()
}

/** When a link sent at `sentAt` stops restoring its quote. */
export function recoveryLinkExpiresAt(sentAt: Date): string {
  return new Date(sentAt.getTime() + RECOVERY_LINK_DAYS * DAY_MS).toISOString()
}

/** A link restores while its expiry is strictly later than now (as a hold does). */
export function isRecoveryLinkLive(expiresAt: string, now: Date): boolean {
  return expiresAt > now.toISOString()
}

export interface RecoveryFacts {
  /** The quote's status: 'open' | 'booked' | 'expired'. */
  quoteStatus: string
  leadEmail: string | null
  /** The lead passenger ticked "news and offers by e-mail". */
  marketingEmail: boolean
  /** The quote was saved by a signed-in customer. */
  signedIn: boolean
  /** A booking (not cancelled) on the quote's departure whose lead passenger has the lead e-mail. */
  bookedByEmail: boolean
  /** The departure can still be booked. */
  onSale: boolean
}

export type RecoveryDecision = { send: true } | { send: false; reason: string }

/**
 * Whether the saved-checkout e-mail may go, checked when planning and again when sending (a booking or an unticked
 * box in between stops it). PECR (reg. 22): an e-mail that invites someone back to buy is direct marketing, so it
 * goes only with consent to marketing e-mail, or to a signed-in customer in the course of their own purchase
 * (the "soft opt-in" of an existing customer relationship).
 */
export function recoveryDecision(facts: RecoveryFacts): RecoveryDecision {
  if (facts.quoteStatus !== 'open') return { send: false, reason: 'the quote is no longer open' }
  if (!facts.leadEmail) return { send: false, reason: 'no e-mail address' }
  if (!facts.marketingEmail && !facts.signedIn) return { send: false, reason: 'no marketing consent, not signed in' }
  if (facts.bookedByEmail) return { send: false, reason: 'already booked by that e-mail' }
  if (!facts.onSale) return { send: false, reason: 'the departure is no longer on sale' }
  return { send: true }
}

export type HoldState = { held: true; minutesLeft: number } | { held: false }

/** A saved checkout's hold as My bookings shows it: minutes left (rounded up), or no longer held. */
export function holdStateOf(holdExpiresAt: string | null, now: Date): HoldState {
  if (holdExpiresAt === null || holdExpiresAt <= now.toISOString()) return { held: false }
  return { held: true, minutesLeft: Math.max(1, Math.ceil((Date.parse(holdExpiresAt) - now.getTime()) / MINUTE_MS)) }
}

/** "Places held for 25 more minutes" / "Places held for 1 hour 5 minutes" / "Places no longer held". */
export function holdStateText(state: HoldState): string {
  if (!state.held) return 'Places no longer held'
  const hours = Math.floor(state.minutesLeft / 60)
  const minutes = state.minutesLeft % 60
  const parts = [
    ...(hours > 0 ? [`${hours} ${hours === 1 ? 'hour' : 'hours'}`] : []),
    ...(minutes > 0 || hours === 0 ? [`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`] : []),
  ]
  return `Places held for ${parts.join(' ')} more`
}

export interface RecoveryLetterFacts {
  tourName: string
  departureDate: string
  travellers: number
  firstName: string
}

/** The saved-checkout e-mail's words (the link and the letterhead are added by the sender). */
export function recoveryWords(facts: RecoveryLetterFacts): { subject: string; paragraphs: string[] } {
  const travellers = facts.travellers === 1 ? '1 traveller' : `${facts.travellers} travellers`
  return {
    subject: `Your ${facts.tourName} booking is saved`,
    paragraphs: [
      `Dear ${facts.firstName},`,
      `You started booking ${facts.tourName}, departing ${formatDate(facts.departureDate)}, for ${travellers}, and did not finish. We have saved your choices.`,
      'The link below opens the checkout on any device with the same departure, rooms and travellers. We check the price and the places again when you open it: if either has changed, the checkout says so before you pay.',
      `The link works for ${RECOVERY_LINK_DAYS} days. You are receiving this e-mail because you agreed to hear from us by e-mail, or were signed in to your account.`,
    ],
  }
}

/** The checkout address a saved checkout opens at carries the quote it restored and its subtotal when saved. */
export const RESTORED_QUOTE_PARAM = 'restoredQuote'
export const WAS_SUBTOTAL_PARAM = 'savedSubtotal'

const WHOLE = /^(0|[1-9][0-9]{0,11})$/

/** The restored quote and saved subtotal from the checkout's address, or null when absent or malformed. */
export function restoredRequestOf(
  params: URLSearchParams,
): { quoteId: number; previousSubtotal: number | null } | null {
  const quote = params.get(RESTORED_QUOTE_PARAM)
  if (quote === null || !WHOLE.test(quote) || quote === '0') return null
  const saved = params.get(WAS_SUBTOTAL_PARAM)
  return { quoteId: Number(quote), previousSubtotal: saved !== null && WHOLE.test(saved) ? Number(saved) : null }
}
