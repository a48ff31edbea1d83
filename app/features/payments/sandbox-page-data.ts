import type { CardErrors, CardField } from './sandbox-cards'

/* What the hosted card page's route hands its component (browser-safe: the component's props). */

export type SandboxPageView =
  { kind: 'card'; declinedMessage: string | null } | { kind: 'challenge'; cardLast4: string | null }

export interface SandboxCardPageData {
  transactionId: string
  amountText: string
  description: string
  brandName: string
  view: SandboxPageView
  /** Changes with every state change of the transaction: the form starts afresh after a decline. */
  attempt: string
  /** Checkout §9: 21 years from ten years ahead downward (computed on the server, so both renders agree). */
  expiryYears: number[]
  /** The double-submit token (server/csrf.ts), echoed in a hidden field. */
  csrfToken: string
}

/** The action's answer when it stays on the page. */
export type SandboxActionData =
  | {
      kind: 'invalid'
      errors: CardErrors
      /** What is safe to echo back (never the card number or the security code). */
      values: { expiryMonth: string; expiryYear: string; nameOnCard: string }
    }
  | { kind: 'refused'; message: string }

export const CSRF_FIELD_NAME = 'csrfToken'
export const INTENT_FIELD_NAME = 'intent'
export type SandboxIntent = 'pay' | 'authenticate' | 'fail-authentication'

export const CARD_FIELD_LABELS: Record<CardField, string> = {
  cardNumber: 'Card number',
  expiryMonth: 'Expiry month',
  expiryYear: 'Expiry year',
  cvc: 'Security code (CVC)',
  nameOnCard: 'Name on card',
}

export const cardFieldId = (field: CardField) => `sandbox-${field}`
