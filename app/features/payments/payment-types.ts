/*
 * The payments provider interface (ARCHITECTURE.md "Selling"; ADR 0020). A provider owns card handling: our own code and
 * database see only the transaction row (amount, status, last four digits, the provider's reference). The sandbox
 * provider (sandbox-provider.server.ts) is the embedded default; a real PSP adapter implements the same interface.
 * Types only: browser-safe.
 */

export const PAYMENT_STATUSES = ['created', 'pending', 'approved', 'declined', 'error', 'voided', 'refunded'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export type PaymentPurpose = 'checkout' | 'account'

export interface PaymentTransaction {
  id: string
  purpose: PaymentPurpose
  quoteId: number | null
  bookingId: number | null
  sessionId: string | null
  amountMinor: number
  currency: string
  cardTypeId: number | null
  status: PaymentStatus
  cardLast4: string | null
  provider: string
  providerReference: string | null
  message: string | null
}

export interface CreatePaymentInput {
  purpose: PaymentPurpose
  quoteId?: number | null
  bookingId?: number | null
  sessionId: string | null
  /** Integer minor units, at least 1. */
  amountMinor: number
  currency: string
  cardTypeId: number | null
  brandId: string
  /** Shown on the hosted card page ('Deposit for Highlights of Peru, 12 May 2027'). */
  description: string
  /** A same-origin path ('/checkout/payment-complete'); the hosted page sends the frame there with ?transactionId=. */
  returnUrl: string
}

export interface CreatedPayment {
  transactionId: string
  /** Where the card frame goes: a same-origin path for the sandbox. */
  frameUrl: string
}

/**
 * Database-free (ADR 0036): a provider keeps its own state (the sandbox in its own tables, through its own handle;
 * a real PSP behind HTTP), so no method takes the caller's database handle or transaction. Callers ask the provider
 * BEFORE their write transaction and verify its answer inside, against the rows they have locked; a call made inside
 * one would hold SQLite's write lock or PostgreSQL's row locks for the length of an HTTP request.
 */
export interface PaymentProvider {
  readonly name: string
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>
  /** null for an unknown id, never a throw. Each read of a 'pending' sandbox payment counts (pending → approved). */
  getPayment(transactionId: string): Promise<PaymentTransaction | null>
  /** approved → voided (money released). Idempotent; created/declined/pending are closed as voided too. */
  voidPayment(transactionId: string): Promise<void>
  /** A refund of up to the approved amount not yet refunded; a new transaction row that references the original. */
  refundPayment(transactionId: string, amountMinor: number): Promise<{ refundTransactionId: string }>
}
