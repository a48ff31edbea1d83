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
 */

export async function submitPayment(
  db: AppDatabase,
  brand: BrandContext,
  sessionId: string,
  request: PaymentSubmitRequest,
  provider: AppPaymentProvider,
  options: CheckoutOptions = {},
): Promise<PaymentSubmitAnswer> {
  return inWriteTransaction(
    db,
    async (trx, context) => {
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
      const terms = await paymentTermsOfQuote(
        trx,
        { departureId: quote.departureId, subtotal: priced.subtotal, travellers: priced.passengers.length },
        today,
      )
      const mobility = await quoteHasMobilityLimitations(trx, quote.id)
      if (isReservation({ passengers: [{ mobilityLimitations: mobility }], canPay: terms.canPay })) {
        throw new PaymentNotPossibleError('This booking is a reservation: no card payment is taken now.')
      }
      const amountMinor = amountToPayFor(request.amountToPay, terms)
      if (amountMinor < 1)
        throw new CheckoutInputError('There is nothing to pay.', { amountToPay: ['There is nothing to pay.'] })
      const created = await provider.createPayment(trx, {
        purpose: 'checkout',
        quoteId: quote.id,
        sessionId,
        amountMinor,
        currency: priced.currency,
        cardTypeId: request.cardTypeId,
        brandId: brand.id,
        description: `${request.amountToPay === 'Deposit Only' && terms.depositAmount !== terms.fullBalance ? 'Deposit' : 'Payment'} for your holiday: ${formatMoney(amountMinor, priced.currency)}`,
        returnUrl: PAYMENT_COMPLETE_PATH,
      })
      await trx
        .updateTable('quotes')
        .set({
          transactionId: created.transactionId,
          paymentOption: request.amountToPay,
          takeFinalBalance: request.takeFinalBalance ? 1 : 0,
          updatedAt: now.toISOString(),
        })
        .where('id', '=', quote.id)
        .execute()
      return { url: created.frameUrl, transactionId: created.transactionId }
    },
    options,
  )
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
  const transaction = await provider.getPayment(db, transactionId)
  if (!transaction || transaction.purpose !== 'checkout' || transaction.sessionId !== sessionId) return null
  return { status: checkoutStatusOf(transaction.status), message: transaction.message }
}
