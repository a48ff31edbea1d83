// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AddOnsStep } from './addons-step'
import { CheckoutHeader } from '../flow/checkout-frame'
import { excursions, extension, pageData, quoteFor, withExcursions } from '../flow/checkout-test-data'
import { quoteBreakdown } from '../flow/checkout-view'
import { ExcursionsStep } from './excursions-step'
import { FlightsStep } from './flights-step'
import { PriceBreakdown, StickySubtotalBar, useStickySubtotal } from '../price-breakdown/price-breakdown'

/* The step components on their own: what each shows and which callback each control calls. */

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const noRef = { current: null }

const quote = withExcursions(
  quoteFor({
    quoteId: null,
    departureId: 5,
    filo: 'FI',
    departureTransportCode: 'LHR',
    passengers: [
      { roomId: 2, roomKey: 'room-1', key: 'a', firstName: 'Ann', lastName: 'Lee' },
      { roomId: 2, roomKey: 'room-1', key: 'b', firstName: 'Bo', lastName: 'Lee' },
    ],
    addOnDepartureIds: [90],
    donationExtraId: null,
  }),
  [{ code: 'EX1', passengerIds: [100] }],
)

describe('CheckoutHeader (checkout §2)', () => {
  it.each([
    [0, 'Your Holiday'],
    [3, 'Your Holiday'],
    [4, 'Your Details'],
    [5, 'Payment'],
    [6, 'Payment'],
  ])('marks the label of step index %i: %s', (index, label) => {
    render(<CheckoutHeader stepIndex={index} />)
    const current = screen.getByRole('navigation', { name: 'Checkout progress' }).querySelector('[aria-current]')
    expect(current?.textContent).toContain(label)
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1Your Holiday',
      '2Your Details',
      '3Payment',
    ])
  })
})

describe('AddOnsStep', () => {
  it('lists each add-on with Book extension, and offers skip and Back', () => {
    const onBook = vi.fn()
    const onSkip = vi.fn()
    const onBack = vi.fn()
    render(
      <AddOnsStep
        addOns={[extension]}
        text={pageData.texts.addons}
        headingRef={noRef}
        busy={false}
        onBook={onBook}
        onSkip={onSkip}
        onBack={onBack}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Make more of your holiday' })).toBeTruthy()
    expect(screen.getByText('Add a few nights.')).toBeTruthy()
    const card = screen.getByRole('listitem')
    expect(card.textContent).toContain('From 22nd May 2027 · 3 days')
    expect(card.textContent).toContain('£450 per person')
    fireEvent.click(within(card).getByRole('button', { name: /^Book extension/ }))
    expect(onBook).toHaveBeenCalledWith(extension)
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }))
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect([onSkip.mock.calls.length, onBack.mock.calls.length]).toEqual([1, 1])
  })
})

describe('FlightsStep', () => {
  it('shows no-flight entries by location and date, and waits for the details before Continue', () => {
    const props = {
      addOn: extension,
      text: pageData.texts.flights,
      headingRef: noRef,
      busy: false,
      onBack: () => undefined,
      onContinue: vi.fn(),
    }
    const { rerender } = render(<FlightsStep {...props} details={null} />)
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true)
    rerender(
      <FlightsStep
        {...props}
        details={{
          departureLegs: [],
          returnLegs: [],
          departureNoFlights: [
            { location: 'Tour hotel in Bangkok', date: '2027-03-04', dateFormatted: '4th Mar 2027' },
          ],
          returnNoFlights: [{ location: 'Tour hotel in Phuket', date: '2027-03-16', dateFormatted: '16th Mar 2027' }],
        }}
      />,
    )
    expect(screen.getByRole('region', { name: 'Outbound' }).textContent).toContain(
      'Tour hotel in Bangkok, 4th Mar 2027',
    )
    expect(screen.getByRole('region', { name: 'Return' }).textContent).toContain('Tour hotel in Phuket, 16th Mar 2027')
    expect(screen.getByText(/Extension:/).textContent).toBe(
      'Extension: Victoria Falls extension, from 22nd May 2027 (£450 per person)',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(props.onContinue).toHaveBeenCalledTimes(1)
  })
})

describe('ExcursionsStep', () => {
  it('lists every quote passenger per excursion as a checkbox by full name, ticked from the choices', () => {
    const onToggle = vi.fn()
    const onSkip = vi.fn()
    render(
      <ExcursionsStep
        excursions={excursions}
        passengers={quote.passengers}
        choices={{ EX2: [101] }}
        text={pageData.texts.excursions}
        headingRef={noRef}
        busy={false}
        onToggle={onToggle}
        onSkip={onSkip}
        onBack={() => undefined}
        onContinue={() => undefined}
      />,
    )
    const night = screen.getByRole('group', { name: /Etosha night drive/ })
    expect(
      within(night)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([false, true])
    const dawn = screen.getByRole('group', { name: /Sossusvlei at dawn/ })
    fireEvent.click(within(dawn).getByRole('checkbox', { name: 'Bo Lee' }))
    expect(onToggle).toHaveBeenCalledWith('EX1', 101, true)
    expect(screen.getAllByRole('listitem')[0]!.textContent).toContain('£45 per person · Day 4')
    fireEvent.click(screen.getByRole('button', { name: 'Skip excursions' }))
    expect(onSkip).toHaveBeenCalledTimes(1)
  })
})

describe('PriceBreakdown', () => {
  function Breakdown({ mismatch }: { mismatch: boolean }) {
    const ref = useRef<HTMLDivElement>(null)
    return (
      <PriceBreakdown
        view={quoteBreakdown(mismatch ? { ...quote, subtotal: quote.subtotal + 1 } : quote, mismatch)}
        text={pageData.texts.priceBreakdown}
        placeholderRef={ref}
      />
    )
  }

  it('shows each line with its price and the subtotal', () => {
    render(<Breakdown mismatch={false} />)
    const region = screen.getByRole('region', { name: 'Price breakdown' })
    const lines = [...region.querySelectorAll('.checkout-breakdown__line')].map((line) => line.textContent)
    expect(lines).toEqual([
      'Twin Room2 × £1,000£2,000',
      'Sossusvlei at dawn1 × £45£45',
      'Victoria Falls extension2 × £450£900',
      'Subtotal£2,945',
    ])
    expect(screen.queryByTestId('subtotal-mismatch')).toBeNull()
  })

  it("on a mismatch shows the notice with the phone, the quote's subtotal and no line prices", () => {
    render(<Breakdown mismatch />)
    expect(screen.getByTestId('subtotal-mismatch').textContent).toContain('0800 123 4567')
    const region = screen.getByRole('region', { name: 'Price breakdown' })
    const lines = [...region.querySelectorAll('.checkout-breakdown__line')].map((line) => line.textContent)
    expect(lines).toEqual(['Twin Room', 'Sossusvlei at dawn', 'Victoria Falls extension', 'Subtotal£2,945.01'])
  })
})

describe('sticky subtotal bar (checkout §2, 72 px)', () => {
  function Page() {
    const ref = useRef<HTMLDivElement>(null)
    const visible = useStickySubtotal(ref, true)
    return (
      <>
        <div ref={ref} data-testid="placeholder" />
        <StickySubtotalBar visible={visible} label="Subtotal" subtotalText="£2,945" onShowBreakdown={() => undefined} />
      </>
    )
  }

  it('shows while the placeholder lies lower than 72 px above the viewport bottom, and hides once it is in view', () => {
    let top = 2_000
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ top, bottom: top + 40, left: 0, right: 0, width: 0, height: 40, x: 0, y: top }) as DOMRect,
    )
    const frames: FrameRequestCallback[] = []
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
    const scroll = () =>
      act(() => {
        window.dispatchEvent(new Event('scroll'))
        for (const callback of frames.splice(0)) callback(0)
      })
    render(<Page />)
    const bar = screen.getByTestId('subtotal-bar')
    expect(bar.hidden).toBe(false)
    expect(bar.textContent).toContain('Subtotal £2,945')
    top = window.innerHeight - 72
    scroll()
    expect(bar.hidden).toBe(true)
    top = window.innerHeight - 71
    scroll()
    expect(bar.hidden).toBe(false)
  })
})
