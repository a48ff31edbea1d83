// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ACCOUNT_PAYMENT_PATH,
  ACCOUNT_PAYMENT_STATUS_PATH,
  CONFIRM_PAYMENT_PATH,
  PAYMENTS_PATH,
  SEND_VERIFICATION_EMAIL_PATH,
  type AccountBooking,
  type AccountHoliday,
  type PaymentsAnswer,
} from './account-contract'
import { AccountPaymentSection, CARD_FRAME_TITLE } from './account-payment-section'
import { AccountBookingLayout } from './booking-layout'
import { BookingOverview } from './booking-overview'
import { BookingsGrid, VerifyEmailNotice } from './my-bookings-page'
import { PassengersSection } from './passengers-section'

/*
 * The account sections on their own (issue 12): the bookings grid, the section nav, the payment section's messages
 * and its frame → status → confirm flow, and the emergency contacts sent. Calls go to a stubbed fetch.
 */

const booking: AccountBooking = {
  bookingReference: 'ABCD2345',
  type: 'paid',
  status: 'Deposit paid',
  tourName: 'Lakes and Mountains',
  tourCode: 'LAK',
  tourUrl: null,
  cultureCode: 'en-GB',
  currency: 'GBP',
  departure: { departureId: 7, filo: 'FI', transportCode: 'FL', date: '2027-05-01', endDate: '2027-05-08' },
  rooms: [{ name: 'Twin', occupancy: 2, pricePerPerson: 100_000, supplement: 0 }],
  passengers: [
    {
      passengerId: 11,
      lead: true,
      title: 'Ms',
      firstName: 'Alice',
      lastName: 'Walker',
      roomName: 'Twin',
      emergencyContacts: [],
    },
  ],
  excursions: [],
  visas: [],
  donations: [],
  subtotal: 200_000,
  payment: { total: 200_000, amountPaid: 190_000, balance: 10_000, balanceDueDate: '2027-03-01', canPay: true },
  excursionsChangeable: true,
  moneyStatus: 'Deposit paid',
  toRefund: 0,
  statement: [
    { date: '2026-11-01', description: 'Twin room, 2 travellers', amount: 200_000, balance: 200_000 },
    { date: '2026-11-01', description: 'Card payment – thank you', amount: -190_000, balance: 10_000 },
  ],
}

const payments: PaymentsAnswer = {
  currency: 'GBP',
  payments: [],
  summary: booking.payment,
  cardTypes: [
    { id: 1, name: 'Visa' },
    { id: 2, name: 'Mastercard' },
  ],
}

function renderInRouter(element: ReactElement, path = '/my-bookings/ABCD2345/payment') {
  const router = createMemoryRouter([{ path: '*', element, loader: () => null }], { initialEntries: [path] })
  return render(<RouterProvider router={router} />)
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

let calls: { method: string; url: string; body: unknown }[] = []

beforeEach(() => {
  calls = []
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function stubFetch(answer: (url: string, method: string, body: unknown) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
      calls.push({ method, url: input, body })
      return Promise.resolve(answer(input, method, body))
    }),
  )
}

describe('the bookings grid', () => {
  it('shows each holiday with its facts and link, or the no-bookings text', () => {
    const holiday: AccountHoliday = {
      bookingReference: 'ABCD2345',
      tourName: 'Lakes and Mountains',
      tourCode: 'LAK',
      tourUrl: null,
      departureDate: '2027-05-01',
      returnDate: '2027-05-08',
      travellers: 2,
      currency: 'GBP',
      total: 200_000,
      amountPaid: 190_000,
      balance: 10_000,
      balanceDueDate: '2027-03-01',
      status: 'Deposit paid',
    }
    const noBookings = { title: null, bodyHtml: null, data: { noBookingsHtml: '<p>Nothing here yet.</p>' } }
    render(<BookingsGrid holidays={[holiday]} noBookings={noBookings} />)
    const card = screen.getByRole('article', { name: 'Lakes and Mountains' })
    expect(within(card).getAllByText('ABCD2345').length).toBeGreaterThan(0)
    expect(within(card).getByText('Deposit paid')).toBeTruthy()
    expect(within(card).getByTestId('holiday-balance').textContent).toMatch(/^£100, due by /)
    expect(within(card).getByRole('link', { name: 'View booking ABCD2345' }).getAttribute('href')).toBe(
      '/my-bookings/ABCD2345',
    )
    cleanup()
    render(<BookingsGrid holidays={[]} noBookings={noBookings} />)
    expect(screen.getByText('Nothing here yet.')).toBeTruthy()
  })
})

describe('the booking overview statement (issue 25)', () => {
  const text = { title: null, bodyHtml: null, data: {} }
  it('lists every entry with a true minus sign and the balance after it, right-aligned', () => {
    stubFetch(() => json({}, 500))
    render(<BookingOverview booking={booking} payments={payments} text={text} />)
    const table = screen.getByRole('table', { name: 'Your statement' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1st Nov 2026', 'Twin room, 2 travellers', '£2,000', '£2,000'],
      ['1st Nov 2026', 'Card payment – thank you', '\u2212£1,900', '£100'],
    ])
    expect(screen.getByTestId('overview-money-status').textContent).toBe('Deposit paid')
  })

  it('says what a cancelled booking owes back', () => {
    stubFetch(() => json({}, 500))
    const cancelled: AccountBooking = {
      ...booking,
      status: 'Cancelled',
      moneyStatus: 'Cancelled – we owe you a refund',
      toRefund: 150_000,
      statement: [
        ...booking.statement,
        {
          date: '2026-11-20',
          description: 'Cancellation: your holiday is cancelled',
          amount: -200_000,
          balance: -190_000,
        },
        { date: '2026-11-20', description: 'Cancellation charge', amount: 40_000, balance: -150_000 },
      ],
    }
    render(<BookingOverview booking={cancelled} payments={payments} text={text} />)
    expect(screen.getByTestId('overview-money-status').textContent).toBe(
      'Cancelled – we owe you a refund: £1,500 to come back to you',
    )
    const last = within(screen.getByRole('table', { name: 'Your statement' }))
      .getAllByRole('row')
      .at(-1)!
    expect(within(last).getAllByRole('cell').at(-1)?.textContent).toBe('\u2212£1,500')
  })
})

describe('the booking layout', () => {
  it('marks the current section in the nav', async () => {
    renderInRouter(<AccountBookingLayout booking={booking}>content</AccountBookingLayout>)
    const nav = await screen.findByRole('navigation', { name: 'Booking sections' })
    expect(within(nav).getByRole('link', { name: 'Make a payment' }).getAttribute('aria-current')).toBe('page')
    expect(within(nav).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: 'Lakes and Mountains' })).toBeTruthy()
  })
})

const paymentText = { title: 'Make a payment', bodyHtml: null, data: {} }

describe('make a payment', () => {
  it('shows the amount rules as messages before anything is sent', async () => {
    stubFetch(() => json({}))
    renderInRouter(<AccountPaymentSection booking={booking} payments={payments} text={paymentText} />)
    const amount = await screen.findByLabelText('Amount to pay (£)')
    const submit = screen.getByRole('button', { name: 'Continue to card details' })
    for (const [typed, message] of [
      ['12.345', 'Enter valid number to two decimal places only.'],
      ['0.5', 'The minimum payment is £1.'],
      ['100.01', 'You cannot pay more than the outstanding balance.'],
      ['99.50', 'You cannot make a payment that leaves the outstanding balance less than £1'],
    ] as const) {
      fireEvent.change(amount, { target: { value: typed } })
      fireEvent.click(submit)
      expect(await screen.findByText(message)).toBeTruthy()
      expect(amount.getAttribute('aria-invalid')).toBe('true')
    }
    expect(screen.getByText('This is a required field')).toBeTruthy() // the card type
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it('opens the card frame, polls, confirms, then clears the form and reloads the payments', async () => {
    const after: PaymentsAnswer = {
      ...payments,
      payments: [
        {
          transactionId: 'tx_1',
          date: '2026-11-23T10:00:00Z',
          amount: 4000,
          cardType: 'Visa',
          cardLast4: '4242',
          paymentType: 'Part Payment',
        },
      ],
      summary: { ...booking.payment, amountPaid: 194_000, balance: 6000 },
    }
    let statusReads = 0
    stubFetch((url, method) => {
      const path = new URL(url, 'http://localhost').pathname
      if (method === 'POST' && path === ACCOUNT_PAYMENT_PATH)
        return json({ url: '/payments/sandbox/tx_1', transactionId: 'tx_1' })
      if (path === ACCOUNT_PAYMENT_STATUS_PATH)
        return json({ status: statusReads++ === 0 ? 'pending' : 'approved', message: null })
      if (method === 'POST' && path === CONFIRM_PAYMENT_PATH)
        return json({ success: true, payment: after.payments[0], summary: after.summary })
      if (path === PAYMENTS_PATH) return json(after)
      return json({}, 404)
    })
    renderInRouter(<AccountPaymentSection booking={booking} payments={payments} text={paymentText} />)
    fireEvent.change(await screen.findByLabelText('Amount to pay (£)'), { target: { value: '40' } })
    fireEvent.change(screen.getByLabelText('Card type'), { target: { value: '1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue to card details' }))
    const frame = await screen.findByTitle(CARD_FRAME_TITLE)
    expect(frame.getAttribute('src')).toBe('/payments/sandbox/tx_1')
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      bookingReference: 'ABCD2345',
      amount: 4000,
      cardTypeId: 1,
    })

    // Another origin's message is ignored; the frame's own one goes on.
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: 'https://evil.test', data: { transactionId: 'tx_1' } }),
      )
      window.dispatchEvent(
        new MessageEvent('message', { origin: window.location.origin, data: { transactionId: 'tx_1' } }),
      )
    })
    // The second status read comes after the poll's real 500 ms pause, then the confirm and the reload: a loaded
    // two-core CI machine took over 3 s for all of it, so the bound is generous (it waits for the outcome only).
    await waitFor(() => expect(screen.getByTestId('payment-balance').textContent).toMatch(/^£60, due by/), {
      timeout: 15_000,
    })
    expect(calls.find((call) => call.url.startsWith(CONFIRM_PAYMENT_PATH))?.body).toEqual({
      bookingReference: 'ABCD2345',
      amount: 4000,
      cardTypeId: 1,
      transactionId: 'tx_1',
    })
    expect(screen.queryByTitle(CARD_FRAME_TITLE)).toBeNull()
    expect((screen.getByLabelText('Amount to pay (£)') as HTMLInputElement).value).toBe('')
    expect((screen.getByLabelText('Card type') as HTMLSelectElement).value).toBe('')
    expect(screen.getByRole('status').textContent).toMatch(/your balance is now £60\./)
  }, 20_000)

  it('shows the payment error when the card is declined', async () => {
    stubFetch((url, method) => {
      const path = new URL(url, 'http://localhost').pathname
      if (method === 'POST' && path === ACCOUNT_PAYMENT_PATH)
        return json({ url: '/payments/sandbox/tx_2', transactionId: 'tx_2' })
      if (path === ACCOUNT_PAYMENT_STATUS_PATH) return json({ status: 'declined', message: 'Card declined' })
      return json({}, 404)
    })
    renderInRouter(<AccountPaymentSection booking={booking} payments={payments} text={paymentText} />)
    fireEvent.change(await screen.findByLabelText('Amount to pay (£)'), { target: { value: '100' } })
    fireEvent.change(screen.getByLabelText('Card type'), { target: { value: '2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue to card details' }))
    await screen.findByTitle(CARD_FRAME_TITLE)
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: window.location.origin, data: { transactionId: 'tx_2' } }),
      )
    })
    // The alert is a live region that is there before its message: wait for the message itself, which comes after
    // the status poll (see the test above for why the bound is generous).
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Card declined'), { timeout: 15_000 })
    expect(calls.some((call) => call.url.startsWith(CONFIRM_PAYMENT_PATH))).toBe(false)
  }, 20_000)
})

describe('emergency contacts', () => {
  it('sends only the contacts with a first name', async () => {
    stubFetch((_url, _method, body) => {
      const sent = body as { passenger: { emergencyContacts: unknown[] } }
      return json({
        ...booking.passengers[0],
        emergencyContacts: sent.passenger.emergencyContacts.map((contact, i) => ({
          emergencyContactDetailsId: i + 1,
          email: null,
          phoneNumber: null,
          phoneNumber2: null,
          relationship: null,
          address: null,
          ...(contact as object),
        })),
      })
    })
    const text = { title: null, bodyHtml: null, data: {} }
    renderInRouter(<PassengersSection booking={booking} text={text} />)
    const form = await screen.findByRole('form', { name: 'Emergency contacts for Ms Alice Walker' })
    const first = within(form).getByRole('group', { name: 'Emergency contact 1' })
    fireEvent.change(within(first).getByLabelText(/^First name/), { target: { value: 'Dora' } })
    fireEvent.click(within(form).getByRole('button', { name: /^Save emergency contacts/ }))
    expect(await within(first).findAllByText('This is a required field')).toHaveLength(2) // surname and mobile
    fireEvent.change(within(first).getByLabelText(/^Surname/), { target: { value: 'Brown' } })
    fireEvent.change(within(first).getByLabelText(/^Mobile phone/), { target: { value: '07700 900456' } })
    fireEvent.click(within(form).getByRole('button', { name: /^Save emergency contacts/ }))
    expect(await within(form).findByText('Emergency contacts saved.')).toBeTruthy()
    expect(calls.map((call) => call.body)).toEqual([
      {
        bookingReference: 'ABCD2345',
        passenger: {
          passengerId: 11,
          emergencyContacts: [
            { emergencyContactDetailsId: 0, firstName: 'Dora', lastName: 'Brown', mobileNumber: '07700 900456' },
          ],
        },
      },
    ])
  })
})

describe('the e-mail verification notice', () => {
  const text = { title: null, bodyHtml: null, data: { resendLabel: 'Send the link again' } }

  it('sends the link again and says where it went', async () => {
    stubFetch(() => json({ sent: true, email: 'alice@example.com' }))
    render(<VerifyEmailNotice text={text} />)
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('We have sent a new link to alice@example.com.'),
    )
    expect(calls).toEqual([{ method: 'POST', url: SEND_VERIFICATION_EMAIL_PATH, body: {} }])
  })

  it("shows the server's refusal (too many links) as an alert", async () => {
    stubFetch(() =>
      json({ error: { code: 'rate_limited', message: 'We have sent several links in the last hour.' } }, 429),
    )
    render(<VerifyEmailNotice text={text} />)
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('We have sent several links in the last hour.'),
    )
  })
})
