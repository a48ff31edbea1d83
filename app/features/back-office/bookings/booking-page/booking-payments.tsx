import { Form } from 'react-router'
import {
  CsrfField,
  DataTable,
  InputField,
  MoneyInput,
  moneyColumn,
  SelectField,
  SubmitButton,
  type Column,
} from '../../shell'
import { OFFLINE_PAYMENT_METHODS } from '../booking-balance'
import { BookingApprovals, BookingRefunds, BookingStatement } from '../booking-money-panel'
import type { BookingActionData, BookingPageData } from '../bookings-pages.server'
import { errorsFor, refusedValuesFor, reviewFor } from './action-errors'

/* A booking's money: approvals waiting, the ledger's statement, the payments, refunds, recording money received. */

type Payment = BookingPageData['booking']['payments'][number]

export function BookingPayments({ page, actionData }: { page: BookingPageData; actionData?: BookingActionData }) {
  const { booking } = page
  const cancelled = booking.status === 'cancelled'
  const columns: Column<Payment>[] = [
    { key: 'date', header: 'Date', kind: 'date', value: (payment) => payment.createdAt },
    moneyColumn('amount', 'Amount', (payment) => payment.amountMinor, booking.currency),
    {
      key: 'how',
      header: 'How',
      cell: (payment) =>
        `${payment.method}${payment.cardLast4 ? ` ending ${payment.cardLast4}` : ''}${
          payment.staffName ? ` (recorded by ${payment.staffName})` : ''
        }`,
    },
    {
      key: 'reference',
      header: 'Reference',
      // The provider's reference, as the CSV export and the provider's own records show it (issue 25).
      cell: (payment) => {
        const reference = payment.providerReference ?? payment.reference
        return reference ? <code>{reference}</code> : ''
      },
    },
  ]
  return (
    <>
      <BookingApprovals page={page} />
      <BookingStatement booking={booking} />
      <h2 id="booking-payments">Payments</h2>
      <DataTable
        labelledBy="booking-payments"
        columns={columns}
        rows={booking.payments}
        rowKey={(payment) => payment.id}
        empty="No payments yet."
      />
      <BookingRefunds
        page={page}
        errors={errorsFor(actionData, 'refund')}
        refused={refusedValuesFor(actionData, 'refund')}
        review={reviewFor(actionData, 'refund')}
      />
      {!cancelled && booking.money.dueMinor > 0 ? <OfflinePaymentForm page={page} actionData={actionData} /> : null}
    </>
  )
}

function OfflinePaymentForm({
  page,
  actionData,
}: {
  page: BookingPageData
  actionData: BookingActionData | undefined
}) {
  const errors = errorsFor(actionData, 'offline-payment')
  return (
    <>
      <h3 id="booking-offline">Record a payment</h3>
      <Form method="post" className="admin-form" aria-labelledby="booking-offline" noValidate>
        <CsrfField token={page.csrfToken} />
        <input type="hidden" name="intent" value="offline-payment" />
        <MoneyInput id="offline-amount" name="amount" label="Amount received" required error={errors.amount} />
        <SelectField
          id="offline-method"
          name="method"
          label="Paid by"
          defaultValue="bank transfer"
          error={errors.method}
          options={OFFLINE_PAYMENT_METHODS.map((method) => ({
            value: method,
            label: method[0]!.toUpperCase() + method.slice(1),
          }))}
        />
        <InputField id="offline-reference" name="paymentReference" label="Bank or cheque reference (optional)" />
        <SubmitButton>Record payment</SubmitButton>
      </Form>
    </>
  )
}
