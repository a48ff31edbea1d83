import type { AppDatabase } from '../../../../db/database.server'
import type { BrandContext } from '../../../context'
import { formatMoney } from '../../../lib/money'
import { todayIso } from '../../departures/index.server'
import type { AppPaymentProvider, PaymentStatus } from '../../payments/index.server'
import {
  PAYMENT_COMPLETE_PATH,
  type CheckoutPaymentStatus,
  type PaymentSubmitAnswer,
  type PaymentSubmitRequest,
  type StatusCheckAnswer,
  CheckoutInputError,
  PaymentNotPossibleError,
  inputError,
} from '../contract/index.rules'
import { isReservation } from '../passenger-details/index.rules'
import {
  cardTypes,
  lockOwnOpenQuote,
  passengerDetailsComplete,
  paymentTermsOfQuote,
  quoteHasMobilityLimitations,
} from '../passenger-details/index.server'
import { amountToPayFor } from './payment-terms'
import { priceQuote, type CheckoutOptions } from '../quote/index.server'
import { renewHoldLocked } from '../inventory/index.server'
import { inWriteTransaction } from '../../../../db/write-transaction.server'

/*
 * The payment submit and the status check (checkout §4, §7). The amount is the server's: the
 * quote re-priced under the departure lock, the payment terms of payment-terms.ts and the option chosen; the request
 * carries only the option. The hold is renewed first (the traveller is about to spend minutes in the card frame),
 * so a payment is never started for places that are gone. The transaction id and the option are recorded on the
 * quote: the confirm checks the approved transaction against exactly that figure.
 *
 * The provider is never called inside a write transaction (ADR 0036): the amount is settled in one, the payment is
 * created with the provider after it, and a second, short one records it on the quote, still open and still this
 * session's. Nothing is lost between the two: a quote changed meanwhile (new details) is re-priced by the confirm,
 * which refuses a transaction whose amount is not the server's figure.
 */

interface PaymentToCreate {
  quoteId: number
  amountMinor: number
  currency: string
  description: string
  now: Date
}

export async function submitPayment(
  db: AppDatabase,
  brand: BrandContext,
  sessionId: string,
  request: PaymentSubmitRequest,
  provider: AppPaymentProvider,
  /** `returnPath`: where the card frame goes when done (the back office's phone booking has its own, ADR 0059). */
  options: CheckoutOptions & { returnPath?: string } = {},
): Promise<PaymentSubmitAnswer> {
  const toCreate = await inWriteTransaction(
    db,
    async (trx, context): Promise<PaymentToCreate> => {
      const quote = await lockOwnOpenQuote(trx, context, brand, sessionId, request.quoteId)
      const now = options.now ?? new Date()
      const today = options.today ?? todayIso(now)
      if (!(await passengerDetailsComplete(trx, quote.id))) {
        throw new PaymentNotPossibleError('Please complete the details of every traveller first.')
      }
      const cards = await cardTypes(trx)
      if (!cards.some((card) => card.id === request.cardTypeId)) {
        throw inputError('cardTypeId', 'Choose a card type from the list.')
      }
      await renewHoldLocked(trx, quote, now, { holdMinutes: options.holdMinutes, today })
      const priced = await priceQuote(trx, quote.id, brand, now)
      // A phone quote's discount (ADR 0059) comes off before the terms: the card takes the agreed figure.
      const { discountMinor } = await trx
        .selectFrom('quotes')
        .select('discountMinor')
        .where('id', '=', quote.id)
        .executeTakeFirstOrThrow()
      const terms = await paymentTermsOfQuote(
        trx,
        {
          departureId: quote.departureId,
          subtotal: priced.subtotal - Number(discountMinor),
          travellers: priced.passengers.length,
        },
        today,
      )
      const mobility = await quoteHasMobilityLimitations(trx, quote.id)
      if (isReservation({ passengers: [{ mobilityLimitations: mobility }], canPay: terms.canPay })) {
        throw new PaymentNotPossibleError('This booking is a reservation: no card payment is taken now.')
      }
      const amountMinor = amountToPayFor(request.amountToPay, terms)
      if (amountMinor < 1)
        throw new CheckoutInputError('There is nothing to pay.', { amountToPay: ['There is nothing to pay.'] })
      return {
        quoteId: quote.id,
        amountMinor,
        currency: priced.currency,
        description: `${request.amountToPay === 'Deposit Only' && terms.depositAmount !== terms.fullBalance ? 'Deposit' : 'Payment'} for your holiday: ${formatMoney(amountMinor, priced.currency)}`,
        now,
      }
    },
    options,
  )
  const created = await provider.createPayment({
    purpose: 'checkout',
    quoteId: toCreate.quoteId,
    sessionId,
    amountMinor: toCreate.amountMinor,
    currency: toCreate.currency,
    cardTypeId: request.cardTypeId,
    brandId: brand.id,
    description: toCreate.description,
    returnUrl: options.returnPath ?? PAYMENT_COMPLETE_PATH,
  })
  try {
    await inWriteTransaction(
      db,
      async (trx, context) => {
        const quote = await lockOwnOpenQuote(trx, context, brand, sessionId, toCreate.quoteId)
        await trx
          .updateTable('quotes')
          .set({
            transactionId: created.transactionId,
            paymentOption: request.amountToPay,
            takeFinalBalance: request.takeFinalBalance ? 1 : 0,
            updatedAt: toCreate.now.toISOString(),
          })
          .where('id', '=', quote.id)
          .execute()
      },
      options,
    )
  } catch (error) {
    // The quote was booked or left meanwhile: the payment just created (no card yet) is closed, and the refusal stands.
    await provider.voidPayment(created.transactionId).catch(() => undefined)
    throw error
  }
  return { url: created.frameUrl, transactionId: created.transactionId }
}

/** The provider's status as the checkout's status check answers it. */
export function checkoutStatusOf(status: PaymentStatus): CheckoutPaymentStatus {
  switch (status) {
    case 'created':
    case 'pending':
      return 'pending'
    case 'refunded':
      return 'voided'
    default:
      return status
  }
}

/** GET /status-check: only the session that created the checkout transaction; null otherwise (a 404). */
export async function checkPaymentStatus(
  db: AppDatabase,
  sessionId: string,
  transactionId: string,
  provider: AppPaymentProvider,
): Promise<StatusCheckAnswer | null> {
  const transaction = await provider.getPayment(transactionId)
  if (!transaction || transaction.purpose !== 'checkout' || transaction.sessionId !== sessionId) return null
  return { status: checkoutStatusOf(transaction.status), message: transaction.message }
}
