// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CardFrameStep, CARD_FRAME_TITLE } from './card-frame-step'
import type { BookingDetails, PaymentInfo, QuoteResponse } from '../contract/checkout-contract'
import { ConfirmationStep } from '../confirmation/confirmation-step'
import { pageData } from '../flow/checkout-test-data'
import { PaymentSection, type PaymentSectionHandlers } from './payment-section'
import { initialPaymentSection, savePaymentSection, type PaymentSectionState } from './payment-rules'

/*
 * The payment section, the card frame step and the confirmation step on their own (checkout §2 steps 6–8): what
 * they show in each mode and what they report. The page's wiring is in checkout-page.test.tsx and the e2e suite.
 */

afterEach(cleanup)

const info: PaymentInfo = {
  data: {
    fullBalance: 400_000,
    depositAmount: 40_000,
    dueDate: '2027-02-17',
    cardTypes: [
      { id: 1, name: 'Visa' },
      { id: 2, name: 'Mastercard' },
    ],
  },
  canPay: true,
  transactionType: 'Deposit Only',
}

function handlers(): PaymentSectionHandlers {
  return { onAmountToPay: vi.fn(), onCardType: vi.fn(), onTakeFinalBalance: vi.fn(), onSave: vi.fn(), onEdit: vi.fn() }
}

function renderSection(
  payment: PaymentSectionState,
  reservationWarning = null as null | { title: string; descriptionHtml: string | null },
) {
  const spies = handlers()
  render(
    <PaymentSection
      payment={payment}
      text={pageData.texts.payment}
      reservationWarning={reservationWarning}
      currency="GBP"
      busy={false}
      handlers={spies}
    />,
  )
  return spies
}

describe('PaymentSection', () => {
  it('input mode: title, description, both amounts with the remainder and due date, card types, Save and continue', () => {
    const spies = renderSection(initialPaymentSection(info))
    const section = screen.getByTestId('payment-section')
    expect(within(section).getByRole('heading', { name: 'Payment' })).toBeTruthy()
    expect(section.textContent).toContain('Pay a deposit or in full.')
    expect(screen.getByLabelText('Full Balance: £4,000')).toBeTruthy()
    expect(screen.getByLabelText('Deposit Only: £400 now, then £3,600 by 17th Feb 2027')).toBeTruthy()
    fireEvent.click(screen.getByLabelText(/^Deposit Only/))
    expect(spies.onAmountToPay).toHaveBeenCalledWith('Deposit Only')
    fireEvent.change(screen.getByRole('combobox', { name: /Card type/ }), { target: { value: '2' } })
    expect(spies.onCardType).toHaveBeenCalledWith(2)
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }))
    expect(spies.onSave).toHaveBeenCalledTimes(1)
  })

  it('offers only the full balance when the deposit is the full balance', () => {
    renderSection(initialPaymentSection({ ...info, data: { ...info.data, depositAmount: 400_000, dueDate: null } }))
    expect(screen.getAllByRole('radio')).toHaveLength(1)
  })

  it("shows 'Unknown card type' when there are no card types", () => {
    renderSection(initialPaymentSection({ ...info, data: { ...info.data, cardTypes: [] } }))
    expect(screen.getByRole('combobox', { name: 'Card type' }).textContent).toBe('Unknown card type')
  })

  it('shows required errors after a save attempt, and the final-balance toggle for a deposit', () => {
    const spies = renderSection(savePaymentSection({ ...initialPaymentSection(info), amountToPay: 'Deposit Only' }))
    expect(screen.getByRole('combobox', { name: /Card type/ }).getAttribute('aria-invalid')).toBe('true')
    expect(screen.getAllByText('This is a required field')).toHaveLength(1)
    fireEvent.click(
      screen.getByRole('checkbox', { name: /Take the balance of £3,600 from this card on 17th Feb 2027/ }),
    )
    expect(spies.onTakeFinalBalance).toHaveBeenCalledWith(true)
  })

  it('summary mode: the amount and card type with Edit, no Save and continue', () => {
    const spies = renderSection(
      savePaymentSection({ ...initialPaymentSection(info), amountToPay: 'Full Balance', cardTypeId: 1 }),
    )
    const summary = screen.getByTestId('payment-summary')
    expect(summary.textContent).toContain('Full Balance (£4,000)')
    expect(summary.textContent).toContain('Visa')
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Edit payment' }))
    expect(spies.onEdit).toHaveBeenCalledTimes(1)
  })

  it('a reservation shows the warning box instead of the card fields', () => {
    renderSection(initialPaymentSection(info), pageData.texts.medicalWarning)
    expect(screen.getByTestId('reservation-warning').textContent).toContain('Medical: we will call you.')
    expect(screen.queryByRole('radio')).toBeNull()
  })
})

describe('CardFrameStep', () => {
  const frame = { url: '/payments/sandbox/tx_1', transactionId: 'tx_1' }
  const quote = { quoteId: 41 } as QuoteResponse

  it('shows the frame with a title and Back, and takes only a same-origin message with a transactionId', () => {
    const onPaymentMessage = vi.fn()
    const onBack = vi.fn()
    render(
      <CardFrameStep
        frame={frame}
        title="Payment"
        headingRef={null}
        busy={false}
        onBack={onBack}
        onPaymentMessage={onPaymentMessage}
      />,
    )
    const iframe = screen.getByTitle(CARD_FRAME_TITLE)
    expect(iframe.getAttribute('src')).toBe('/payments/sandbox/tx_1')
    const post = (origin: string, data: unknown) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { origin, data }))
      })
    post('https://evil.example', { ...quote, transactionId: 'tx_1' })
    post(window.location.origin, { ...quote })
    post(window.location.origin, 'tx_1')
    expect(onPaymentMessage).not.toHaveBeenCalled()
    post(window.location.origin, { ...quote, transactionId: 'tx_1' })
    post(window.location.origin, { ...quote, transactionId: 'tx_1' })
    expect(onPaymentMessage).toHaveBeenCalledTimes(1)
    expect(onPaymentMessage).toHaveBeenCalledWith({ ...quote, transactionId: 'tx_1' })
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalledTimes(1)
  })
})

describe('ConfirmationStep', () => {
  const details: BookingDetails = {
    type: 'deposit',
    tourName: 'Namibia Explorer',
    currency: 'GBP',
    flights: [
      {
        carrierCode: 'BA',
        airline: 'British Airways',
        departureAirport: 'London Heathrow',
        departureDate: '2027-05-12',
        departureTime: '09:40',
        arrivalAirport: 'Windhoek',
        arrivalDate: '2027-05-12',
        arrivalTime: '21:05',
      },
    ],
    startingLocation: { date: '2027-05-12', location: 'Windhoek' },
    finalLocation: { date: '2027-05-22', location: 'Swakopmund' },
    passengers: [
      { title: 'Mrs', firstName: 'Ann', lastName: 'Lee' },
      { title: 'Mr', firstName: 'Bo', lastName: 'Lee' },
      { title: 'Ms', firstName: 'Cy', lastName: 'Lee' },
    ],
    excursions: [{ name: 'Sossusvlei at dawn', passengerCount: 2, price: 4_500 }],
    visas: [{ id: 3, name: 'Namibia e-visa', passengerCount: 3, price: 6_000 }],
    donations: [{ name: 'Wildlife Trust', passengerCount: 3, price: 500 }],
    total: 627_500,
    amountPaid: 60_000,
    balanceToPay: 567_500,
    balanceDueDate: '2027-02-17',
  }

  it('shows the reference, the variant of the booking type, every summary section and the PDF link', () => {
    render(
      <ConfirmationStep
        confirmation={{ bookingReference: 'K7MX4Q2P', bookingDetails: details }}
        variants={pageData.texts.confirmations}
        tourName="Namibia Explorer"
        cancellationTerms={pageData.cancellationTerms}
        headingRef={null}
      />,
    )
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Your booking reference is: K7MX4Q2P')
    expect(screen.getByText('Deposit received.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Paying your balance' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to My Bookings' }).getAttribute('href')).toBe('/my-bookings')
    const summary = screen.getByTestId('booking-summary')
    expect(within(summary).getByRole('heading', { name: 'Namibia Explorer - Summary' })).toBeTruthy()
    for (const name of [
      'Flight',
      'Starting location',
      'Final location',
      'Passenger Names',
      'Excursions',
      'Visas',
      'Payment and Balance',
      'Thank you',
    ]) {
      expect(within(summary).getByRole('heading', { name })).toBeTruthy()
    }
    expect(summary.textContent).toContain('British Airways (BA)')
    expect(summary.textContent).toContain('First passengerMrs Ann Lee')
    expect(summary.textContent).toContain('Third passengerMs Cy Lee')
    expect(summary.textContent).toContain('2 × Sossusvlei at dawn £90')
    expect(summary.textContent).toContain('3 × Namibia e-visa £180')
    expect(summary.textContent).toContain('3 × Wildlife Trust £15')
    expect(screen.getByTestId('booking-total').textContent).toBe('£6,275')
    expect(screen.getByTestId('booking-amount-paid').textContent).toBe('£600')
    expect(screen.getByTestId('booking-balance').textContent).toBe('£5,675 by 17th Feb 2027')
    expect(screen.getByRole('link', { name: /Download your booking confirmation/ }).getAttribute('href')).toBe(
      '/checkout/booking-confirmation.pdf?bookingReference=K7MX4Q2P',
    )
  })

  it('prints the brand’s cancellation policy it is given, one sentence per band (issue 25)', () => {
    render(
      <ConfirmationStep
        confirmation={{ bookingReference: 'K7MX4Q2P', bookingDetails: details }}
        variants={pageData.texts.confirmations}
        tourName="Namibia Explorer"
        cancellationTerms={['Whenever you cancel: we charge the full holiday price.']}
        headingRef={null}
      />,
    )
    const terms = screen.getByRole('region', { name: 'If you cancel' })
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Whenever you cancel: we charge the full holiday price.'])
  })

  it('shows the reserved variant for a reservation', () => {
    render(
      <ConfirmationStep
        confirmation={{ bookingReference: 'K7MX4Q2P', bookingDetails: { ...details, type: 'reserved', amountPaid: 0 } }}
        variants={pageData.texts.confirmations}
        tourName="Namibia Explorer"
        cancellationTerms={pageData.cancellationTerms}
        headingRef={null}
      />,
    )
    expect(screen.getByText('No payment has been taken yet.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'What happens next?' })).toBeTruthy()
  })
})
