/*
 * The payments feature's server services (ARCHITECTURE.md "Selling"; ADR 0020): the provider interface, the configured
 * provider, and the sandbox hosted card page's services for its route.
 */
import type { AppDatabase } from '../../../db/database.server'
import type { PaymentProvider } from './payment-types'
import { createSandboxPaymentProvider } from './sandbox-provider.server'

export * from './payment-types'
export {
  completeChallenge,
  getSandboxPage,
  PaymentInputError,
  PaymentNotFoundError,
  PaymentStateError,
  PENDING_READS_BEFORE_APPROVAL,
  SANDBOX_PAGE_PATH,
  SANDBOX_PROVIDER,
  submitCard,
  type SandboxPage,
  type SandboxPageState,
  type SandboxStep,
} from './sandbox-provider.server'
export { returnUrlFor, safeReturnPath } from './return-path'
export { TEST_CARDS, validateCardForm, type CardForm } from './sandbox-cards'
export { loadSandboxCardPage, submitSandboxCardPage } from './sandbox-page.server'

/** The provider names PAYMENT_PROVIDER accepts (server/config.ts). */
export const PAYMENT_PROVIDERS = ['sandbox'] as const
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number]

/** The app's provider (the name callers have used since ADR 0020; the interface is database-free, ADR 0036). */
export type AppPaymentProvider = PaymentProvider

/**
 * PAYMENT_PROVIDER → the provider; the sandbox is the embedded default (a real PSP adapter joins the list later).
 * `db` is the app's database (never a transaction): the sandbox keeps its transactions there, in its own table, and
 * reaches them through this handle only.
 */
export function getPaymentProvider(
  db: AppDatabase,
  config: { PAYMENT_PROVIDER?: PaymentProviderName } = {},
): AppPaymentProvider {
  switch (config.PAYMENT_PROVIDER ?? 'sandbox') {
    case 'sandbox':
      return createSandboxPaymentProvider(db)
  }
}
