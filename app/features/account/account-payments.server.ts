import { formatMoney } from '../../lib/money'
import {
  PAYMENT_CANCELLED_MESSAGE,
  PAYMENT_DECLINED_MESSAGE,
  PAYMENT_ERROR_MESSAGE,
  PAYMENT_MISMATCH_MESSAGE,
  PAYMENT_PENDING_MESSAGE,
} from '../bookings/index.server'
import { cardTypes, checkoutStatusOf } from '../checkout/index.server'
import { inWriteTransaction } from '../../../db/write-transaction.server'
import { settleBookingMoney } from '../ledger/index.server'
import { enqueueEmail } from '../email/index.server'
import type { AppPaymentProvider, PaymentTransaction } from '../payments/index.server'
import {
  currencyOf,
  isPayLinkHolder,
  lockOwnBooking,
  ownBooking,
  ownerFilter,
  type AccountDb,
  type AnyDb,
  type BookingPayer,
} from './account-access.server'
import { paymentSummaryOf } from './account-bookings.server'
import {
  ACCOUNT_PAYMENT_COMPLETE_PATH,
  NOTHING_TO_PAY_MESSAGE,
  type AccountPaymentFrame,
  type AccountPaymentRequest,
  type AccountPaymentRow,
  type AccountPaymentStatus,
  type ConfirmPaymentAnswer,
  type ConfirmPaymentRequest,
  type PaymentsAnswer,
} from './account-contract'
import { paymentReceiptEmail } from './account-emails.server'
import { AccountInputError, AccountRefusedError } from './account-errors'
import { accountPaymentAmountError, accountPaymentTypeOf, balanceOf } from './account-rules'
import { spendPayLink } from './pay-links.server'

/*
 * Paying the balance in My bookings (issue 12; checkout §4 account payment, §5 account payment rules, §7 payment
 * status and confirm payment). The same provider and card frame as the checkout, with purpose 'account' and the
 * booking's id on the transaction.
 *
 * - Start: the amount (minor units) is checked against the live balance with the payment-amount rules (min £1, not
 *   above the balance, leaving 0 or at least £1: PAYMENT_LEAVES_BALANCE_MESSAGE) → 400 on `amount`.
 * - Confirm: the transaction is re-read from the provider; it must be an account payment of this customer's booking
 *   (else 404), approved (declined/error → 409 with the provider's message), and its amount must equal both the
 *   request's and what the live balance allows (else 409 and the payment is voided). Then, in ONE write transaction
 *   with the booking row locked: the payment row (payments.transaction_id is unique: a replay answers the payment
 *   already recorded, never a second), the booking's amount paid, and the receipt e-mail to the lead passenger.
 */

export const CARD_TYPE_MESSAGE = 'Choose a card type from the list.'

class RefusedAndVoid extends AccountRefusedError {
  constructor(
    message: string,
    readonly voidTransactionId: string,
  ) {
    super(message)
  }
}

async function paymentRows(db: AnyDb, bookingId: number): Promise<AccountPaymentRow[]> {
  const rows = await db
    .selectFrom('payments')
    .leftJoin('paymentTransactions', 'paymentTransactions.id', 'payments.transactionId')
    .leftJoin('cardTypes', 'cardTypes.id', 'payments.cardTypeId')
    .select([
      'payments.id',
      'payments.transactionId',
      'payments.createdAt',
      'payments.amountMinor',
      'payments.paymentType',
      'cardTypes.name as cardType',
      'paymentTransactions.cardLast4',
    ])
    .where('payments.bookingId', '=', bookingId)
    .orderBy('payments.id')
    .execute()
  return rows.map(rowOf)
}

function rowOf(row: {
  transactionId: string
  createdAt: string
  amountMinor: number
  paymentType: string
  cardType: string | null
  cardLast4: string | null
}): AccountPaymentRow {
  return {
    transactionId: row.transactionId,
    date: row.createdAt,
    amount: row.amountMinor,
    cardType: row.cardType ?? null,
    cardLast4: row.cardLast4 ?? null,
    paymentType: row.paymentType,
  }
}

/** checkout §7 "payments": the payments made, the balance, and the card types a payment can be made with. */
export async function getPayments(
  db: AccountDb,
  who: BookingPayer,
  bookingReference: string,
): Promise<PaymentsAnswer | null> {
  const booking = await ownBooking(db, who, bookingReference)
  if (!booking) return null
  return {
    currency: currencyOf(booking.currency),
    payments: await paymentRows(db, booking.id),
    summary: paymentSummaryOf(booking),
    cardTypes: await cardTypes(db),
  }
}

export async function startAccountPayment(
  db: AccountDb,
  who: BookingPayer,
  request: AccountPaymentRequest,
  provider: AppPaymentProvider,
  sessionId: string | null,
): Promise<AccountPaymentFrame | null> {
  const booking = await ownBooking(db, who, request.bookingReference)
  if (!booking) return null
  const balance = balanceOf(booking.totalMinor, booking.amountPaidMinor)
  if (balance === 0) throw new AccountRefusedError(NOTHING_TO_PAY_MESSAGE)
  const errors: Record<string, string[]> = {}
  const amountError = accountPaymentAmountError(request.amount, balance)
  if (amountError) errors.amount = [amountError]
  const cards = await cardTypes(db)
  if (!cards.some((card) => card.id === request.cardTypeId)) errors.cardTypeId = [CARD_TYPE_MESSAGE]
  if (Object.keys(errors).length) throw new AccountInputError(errors)
  const currency = currencyOf(booking.currency)
  const created = await provider.createPayment({
    purpose: 'account',
    bookingId: booking.id,
    sessionId,
    amountMinor: request.amount,
    currency,
    cardTypeId: request.cardTypeId,
    brandId: who.brand.id,
    description: `Payment for booking ${booking.reference}, ${booking.tourName}: ${formatMoney(request.amount, currency)}`,
    returnUrl: ACCOUNT_PAYMENT_COMPLETE_PATH,
  })
  return { url: created.frameUrl, transactionId: created.transactionId }
}

/** The account payment `transactionId` if it belongs to one of this customer's bookings on this brand. */
async function ownTransaction(
  db: AnyDb,
  who: BookingPayer,
  transactionId: string,
  provider: AppPaymentProvider,
): Promise<PaymentTransaction | null> {
  const transaction = await provider.getPayment(transactionId)
  if (!transaction || transaction.purpose !== 'account' || transaction.bookingId === null) return null
  const owner = ownerFilter(who)
  const booking = await db
    .selectFrom('bookings')
    .select('id')
    .where('id', '=', transaction.bookingId)
    .where('brandId', '=', who.brand.id)
    .where(owner.column, '=', owner.id)
    .executeTakeFirst()
  return booking ? transaction : null
}

export async function getAccountPaymentStatus(
  db: AccountDb,
  who: BookingPayer,
  transactionId: string,
  provider: AppPaymentProvider,
): Promise<AccountPaymentStatus | null> {
  const transaction = await ownTransaction(db, who, transactionId, provider)
  return transaction ? { status: checkoutStatusOf(transaction.status), message: transaction.message } : null
}

/** For the payment-complete page: whether the transaction is an account payment of this customer's booking. */
export async function isAccountPaymentTransactionOf(
  db: AccountDb,
  who: BookingPayer,
  transactionId: string,
): Promise<boolean> {
  const owner = ownerFilter(who)
  const row = await db
    .selectFrom('paymentTransactions')
    .innerJoin('bookings', 'bookings.id', 'paymentTransactions.bookingId')
    .select('paymentTransactions.id')
    .where('paymentTransactions.id', '=', transactionId)
    .where('paymentTransactions.purpose', '=', 'account')
    .where('bookings.brandId', '=', who.brand.id)
    .where(owner.column, '=', owner.id)
    .executeTakeFirst()
  return row !== undefined
}

function refusalOfStatus(transaction: PaymentTransaction): AccountRefusedError | null {
  switch (transaction.status) {
    case 'approved':
      return null
    case 'declined':
      return new AccountRefusedError(transaction.message || PAYMENT_DECLINED_MESSAGE)
    case 'error':
      return new AccountRefusedError(transaction.message || PAYMENT_ERROR_MESSAGE)
    case 'created':
    case 'pending':
      return new AccountRefusedError(PAYMENT_PENDING_MESSAGE)
    default:
      return new AccountRefusedError(PAYMENT_CANCELLED_MESSAGE)
  }
}

export async function confirmAccountPayment(
  db: AccountDb,
  who: BookingPayer,
  request: ConfirmPaymentRequest,
  provider: AppPaymentProvider,
  options: { publicOrigin?: string } = {},
): Promise<ConfirmPaymentAnswer | null> {
  // The provider's answer before the transaction (ADR 0036: its call never holds the locks), verified inside against
  // the locked booking: this booking's account payment, the amount and card asked for, within the balance left.
  const transaction = await provider.getPayment(request.transactionId)
  if (!transaction) return null
  try {
    return await inWriteTransaction(db, async (trx, context) => {
      const booking = await lockOwnBooking(trx, context, who, request.bookingReference)
      if (!booking) return null
      if (transaction.purpose !== 'account' || transaction.bookingId !== booking.id) return null

      const recorded = await trx
        .selectFrom('payments')
        .leftJoin('paymentTransactions', 'paymentTransactions.id', 'payments.transactionId')
        .leftJoin('cardTypes', 'cardTypes.id', 'payments.cardTypeId')
        .select([
          'payments.bookingId',
          'payments.transactionId',
          'payments.createdAt',
          'payments.amountMinor',
          'payments.paymentType',
          'cardTypes.name as cardType',
          'paymentTransactions.cardLast4',
        ])
        .where('payments.transactionId', '=', transaction.id)
        .executeTakeFirst()
      if (recorded) {
        // A replayed confirm: the payment already recorded, never a second one.
        if (recorded.bookingId !== booking.id) return null
        return { success: true as const, payment: rowOf(recorded), summary: paymentSummaryOf(booking) }
      }

      const refusal = refusalOfStatus(transaction)
      if (refusal) throw refusal
      const balance = balanceOf(booking.totalMinor, booking.amountPaidMinor)
      if (
        request.amount !== transaction.amountMinor ||
        request.cardTypeId !== transaction.cardTypeId ||
        transaction.currency !== booking.currency ||
        accountPaymentAmountError(transaction.amountMinor, balance) !== null
      ) {
        throw new RefusedAndVoid(PAYMENT_MISMATCH_MESSAGE, transaction.id)
      }

      const amount = transaction.amountMinor
      const paymentType = accountPaymentTypeOf(amount, balance)
      await trx
        .insertInto('payments')
        .values({
          bookingId: booking.id,
          transactionId: transaction.id,
          amountMinor: amount,
          currency: transaction.currency,
          cardTypeId: transaction.cardTypeId,
          paymentType,
        })
        .execute()
      // What is paid, the type and the balance due date follow from the ledger (issue 25).
      const settled = await settleBookingMoney(trx, booking.id)
      const amountPaid = settled.paidMinor
      const newBalance = Math.max(0, settled.balanceMinor)

      const lead = await trx
        .selectFrom('bookingPassengers')
        .select('email')
        .where('bookingId', '=', booking.id)
        .where('isLead', '=', 1)
        .executeTakeFirst()
      const to = lead?.email || (isPayLinkHolder(who) ? '' : who.customer.email)
      // A pay link pays once (issue 27): spent with the payment it made, in the same transaction.
      if (isPayLinkHolder(who)) await spendPayLink(trx, who.payLink.id)
      const message = paymentReceiptEmail(who.brand, {
        publicOrigin: options.publicOrigin ?? 'http://localhost',
        bookingReference: booking.reference,
        tourName: booking.tourName,
        amount,
        balance: newBalance,
        currency: currencyOf(booking.currency),
        cardLast4: transaction.cardLast4,
        transactionId: transaction.id,
      })
      if (to)
        await enqueueEmail(trx, {
          brandId: who.brand.id,
          kind: message.kind,
          to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        })

      const saved = await trx
        .selectFrom('payments')
        .leftJoin('paymentTransactions', 'paymentTransactions.id', 'payments.transactionId')
        .leftJoin('cardTypes', 'cardTypes.id', 'payments.cardTypeId')
        .select([
          'payments.transactionId',
          'payments.createdAt',
          'payments.amountMinor',
          'payments.paymentType',
          'cardTypes.name as cardType',
          'paymentTransactions.cardLast4',
        ])
        .where('payments.transactionId', '=', transaction.id)
        .executeTakeFirstOrThrow()
      return {
        success: true as const,
        payment: rowOf(saved),
        summary: paymentSummaryOf({
          ...booking,
          amountPaidMinor: amountPaid,
          balanceDueDate: newBalance === 0 ? null : booking.balanceDueDate,
        }),
      }
    })
  } catch (error) {
    // Refused after the provider took the money: released once the refused transaction has rolled back.
    if (error instanceof RefusedAndVoid) await provider.voidPayment(error.voidTransactionId).catch(() => undefined)
    throw error
  }
}
