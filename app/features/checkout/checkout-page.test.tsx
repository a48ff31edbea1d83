// Long file (over 400 lines): the checkout page's step-by-step behaviour tests, one journey per describe block.
// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHECKOUT_LOADING_TEXT } from '../../lib/constants'
import type { ExcursionsResponseRequest, QuoteResponse, RoomsResponseRequest } from './contract/checkout-contract'
import { CheckoutPage } from './checkout-page'

// The passenger details and payment steps load after hydration (checkout-step.tsx). Here they arrive a second late,
// as on a slow connection or a busy CI machine (where the funnel test below once lost its focus): the step's heading
// must still take focus when they do. The module is cached after its first load, so this delays the first test's.
vi.mock('./checkout-later-steps', async (importOriginal) => {
  await new Promise((resolve) => setTimeout(resolve, 1000))
  return importOriginal()
})
import type { CheckoutPageData } from './flow/checkout-page-data'
import { nameStorageKey, storedName } from './travellers/checkout-rooms'
import { roomsStorageKey } from './flow/checkout-storage'
import {
  availableRooms,
  excursions,
  extension,
  legs,
  pageData,
  perPersonDonation,
  quoteFor,
  withExcursions,
} from './flow/checkout-test-data'

/*
 * The checkout page against a fake API (answers per path, every request recorded): which calls it makes and in
 * what order, what each step shows, where focus goes, what reaches the data layer. The rules themselves are tested
 * in checkout-steps/rooms/state/view tests.
 */

interface Call {
  method: string
  path: string
  search: URLSearchParams
  body: unknown
}

type Answer = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>
type Handler = (call: Call) => Answer

interface Api {
  calls: Call[]
  handlers: Map<string, Handler>
}

function fakeApi(): Api {
  const api: Api = { calls: [], handlers: new Map() }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost')
      const call: Call = {
        method: init.method ?? 'GET',
        path: url.pathname,
        search: url.searchParams,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      }
      api.calls.push(call)
      const handler = api.handlers.get(`${call.method} ${call.path}`)
      const answer = handler
        ? await handler(call)
        : { status: 404, body: { error: { code: 'not_found', message: 'No' } } }
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      })
    }),
  )
  return api
}

const ok = (body: unknown) => ({ status: 200, body })

function standardApi(options: { addOns?: unknown[]; excursions?: unknown[] } = {}): Api {
  const api = fakeApi()
  let quote: QuoteResponse | null = null
  api.handlers.set('GET /umbraco/api/addon/departure', () => ok(options.addOns ?? []))
  api.handlers.set('GET /umbraco/api/checkoutapi/availablerooms', () => ok(availableRooms))
  api.handlers.set('GET /umbraco/api/tourextras/getdonations', () => ok([perPersonDonation]))
  api.handlers.set('GET /umbraco/api/tourdepartures/departuredetails', () => ok(legs))
  api.handlers.set('GET /umbraco/api/tourexcursion/fortour', () => ok(options.excursions ?? excursions))
  api.handlers.set('GET /umbraco/api/checkoutapi/visas', () => ok([]))
  api.handlers.set('POST /umbraco/api/checkoutapi/roomsresponse', (call) => {
    quote = quoteFor(call.body as RoomsResponseRequest)
    return ok(quote)
  })
  api.handlers.set('POST /umbraco/api/checkoutapi/excursionsresponse', (call) => {
    const request = call.body as ExcursionsResponseRequest
    quote = withExcursions(quote!, request.excursions)
    return ok(quote)
  })
  return api
}

const dataLayerEvents = () => (window.dataLayer ?? []).map((entry) => (entry as { event: string }).event)
const redirect = vi.fn<(url: string) => void>()
const historyBack = vi.fn()

function renderPage(data: CheckoutPageData = pageData) {
  return render(<CheckoutPage data={data} redirect={redirect} />)
}

/**
 * A step's heading once the step is on screen with its data: the first step's heading is rendered from page data
 * while that data loads (CheckoutPageData.firstStep), so the heading alone does not say the step's controls are there.
 */
async function stepHeading(name: string) {
  await waitFor(() => expect(document.querySelector('.checkout[data-ready]')).not.toBeNull())
  return screen.findByRole('heading', { level: 2, name })
}

/**
 * Focus moves in an effect after the step renders, and a step reached through a response (not a click) commits
 * outside act(): the heading can be in the DOM a tick before the effect focuses it, so wait for the focus itself.
 */
async function focusedStepHeading(name: string) {
  const heading = await stepHeading(name)
  await waitFor(() => expect(document.activeElement).toBe(heading))
  return heading
}

async function fillName(traveller: number, first: string, last: string) {
  const group = screen.getByRole('group', { name: `Traveller ${traveller}` })
  fireEvent.change(within(group).getByLabelText(/First Name/), { target: { value: first } })
  fireEvent.change(within(group).getByLabelText(/Last Name/), { target: { value: last } })
}

/** Skips the add-ons (when shown), then two rooms (twin + single) with three travellers. */
async function chooseTwoRoomsForThree() {
  await stepHeading('Select Room Types')
  fireEvent.change(screen.getByRole('combobox', { name: /Room type/ }), { target: { value: '2' } })
  fireEvent.click(screen.getByRole('button', { name: 'Add another room' }))
  const selects = screen.getAllByRole('combobox', { name: /Room type/ })
  fireEvent.change(selects[1]!, { target: { value: '1' } })
  await fillName(1, 'Ann', 'Lee')
  await fillName(2, 'Bo', 'Lee')
  await fillName(3, 'Cy', 'Lee')
}

beforeEach(() => {
  window.dataLayer = []
  window.sessionStorage.clear()
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
  // jsdom has no matchMedia; the carousels (checkout §9) ask for reduced motion and their breakpoints.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }))
  vi.spyOn(window.history, 'back').mockImplementation(historyBack)
  redirect.mockReset()
  historyBack.mockReset()
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('CheckoutPage', () => {
  it('reads "We are building your holiday" while loading, then shows the add-ons with the header at Your Holiday', async () => {
    const api = standardApi({ addOns: [extension] })
    let release: () => void = () => undefined
    api.handlers.set(
      'GET /umbraco/api/checkoutapi/availablerooms',
      () => new Promise((resolve) => (release = () => resolve(ok(availableRooms)))),
    )
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain(CHECKOUT_LOADING_TEXT)
    expect(dataLayerEvents()).toEqual(['begin_checkout'])
    await act(async () => release())

    await stepHeading('Make more of your holiday')
    expect(screen.getByRole('status').textContent).toBe('')
    expect(screen.getByText('Victoria Falls extension')).toBeTruthy()
    const current = screen.getByRole('navigation', { name: 'Checkout progress' }).querySelector('[aria-current="step"]')
    expect(current?.textContent).toContain('Your Holiday')
    // The keys of the link reach every call.
    const addOnsCall = api.calls.find((call) => call.path === '/umbraco/api/addon/departure')!
    expect(Object.fromEntries(addOnsCall.search)).toEqual({
      departureId: '5',
      filo: 'FI',
      transportCode: 'LHR',
      tourCode: 'MJ1',
    })
  })

  it('skipping the add-ons jumps two steps to the travellers, scrolls to the top and focuses the heading', async () => {
    standardApi({ addOns: [extension] })
    renderPage()
    await stepHeading('Make more of your holiday')
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }))
    await focusedStepHeading('Select Room Types')
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 })
    // Back from the travellers returns to the add-ons (−2); Back there is the browser's.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await stepHeading('Make more of your holiday')
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(historyBack).toHaveBeenCalledTimes(1)
  })

  it('a departure without add-ons starts on the travellers, whose Back is the browser history', async () => {
    const api = standardApi()
    renderPage()
    await stepHeading('Select Room Types')
    expect(screen.queryByRole('heading', { name: 'Make more of your holiday' })).toBeNull()
    // The departure details load even so (checkout §2 step 1).
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/umbraco/api/tourdepartures/departuredetails')).toBe(true),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(historyBack).toHaveBeenCalledTimes(1)
  })

  it("'Book extension' shows the flights; Continue pushes add_tour_extension and the rooms response books it", async () => {
    const api = standardApi({ addOns: [extension] })
    renderPage()
    await stepHeading('Make more of your holiday')
    fireEvent.click(screen.getByRole('button', { name: /^Book extension\W+Victoria Falls extension$/ }))

    await focusedStepHeading('Your travel arrangements')
    const outbound = await screen.findByRole('region', { name: 'Outbound' })
    expect(outbound.textContent).toContain('London Heathrow (LHR) to Windhoek (WDH)')
    expect(outbound.textContent).toContain('1 stop (AMS)')
    expect(outbound.textContent).toContain('Departs London Heathrow (LHR) on 12th May 2027 at 19:05')
    expect(outbound.textContent).toContain('Layover in AMS: 2h 5m')
    expect(screen.getByRole('region', { name: 'Return' }).textContent).toContain('Direct')

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await stepHeading('Select Room Types')
    expect(dataLayerEvents()).toEqual(['begin_checkout', 'add_tour_extension'])
    const extensionEvent = window.dataLayer!.at(-1) as {
      ecommerce: { items: Array<{ category: string; price: number }> }
    }
    expect(extensionEvent.ecommerce.items.map((item) => [item.category, item.price])).toEqual([
      ['addons', 450],
      ['flights', 0],
      ['flights', 0],
      ['flights', 0],
    ])

    fireEvent.change(screen.getByRole('combobox', { name: /Room type/ }), { target: { value: '1' } })
    await fillName(1, 'Ann', 'Lee')
    // The breakdown already shows the extension for the traveller.
    expect(screen.getByRole('region', { name: 'Price breakdown' }).textContent).toContain('Victoria Falls extension')
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await stepHeading('Optional excursions')
    const rooms = api.calls.find((call) => call.path === '/umbraco/api/checkoutapi/roomsresponse')!
    expect(rooms.body).toMatchObject({ addOnDepartureIds: [90], tourCode: 'EXT1', initialTourCode: 'MJ1' })

    // Back to the travellers goes to the flights now (an add-on was chosen): −1.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await stepHeading('Select Room Types')
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await stepHeading('Your travel arrangements')
  })

  it('books two rooms for three travellers, refusing a duplicate name, then excursions for two, in funnel order', async () => {
    const api = standardApi({ addOns: [extension] })
    renderPage()
    await stepHeading('Make more of your holiday')
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }))
    await chooseTwoRoomsForThree()

    // A duplicate is refused on the later traveller, tied to the field, and Continue stays disabled.
    await fillName(3, 'ann', ' LEE ')
    const third = within(screen.getByRole('group', { name: 'Traveller 3' })).getByLabelText(/First Name/)
    expect(third.getAttribute('aria-invalid')).toBe('true')
    const error = document.getElementById(third.getAttribute('aria-describedby')!)
    expect(error?.textContent).toBe('You cannot add two passengers with the same name')
    const continueButton = screen.getByRole('button', { name: 'Continue' })
    expect(continueButton.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(continueButton)
    expect(api.calls.some((call) => call.path === '/umbraco/api/checkoutapi/roomsresponse')).toBe(false)

    await fillName(3, 'Cy', 'Lee')
    expect(third.getAttribute('aria-invalid')).toBeNull()
    expect(continueButton.getAttribute('aria-disabled')).toBeNull()

    // The donation block: one ticked checkbox per named traveller; Bo opts out.
    const donation = screen.getByRole('group', { name: /Travellers donating £5 per traveller/ })
    const boxes = within(donation).getAllByRole('checkbox')
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true])
    fireEvent.click(within(donation).getByLabelText('Bo Lee'))

    fireEvent.click(continueButton)
    await stepHeading('Optional excursions')
    const roomsCall = api.calls.find((call) => call.path === '/umbraco/api/checkoutapi/roomsresponse')!
    expect(roomsCall.body).toMatchObject({
      quoteId: null,
      departureId: 5,
      passengers: [
        { roomId: 2, roomKey: 'room-1', firstName: 'Ann', lastName: 'Lee' },
        { roomId: 2, roomKey: 'room-1', firstName: 'Bo', lastName: 'Lee' },
        { roomId: 1, roomKey: 'room-2', firstName: 'Cy', lastName: 'Lee' },
      ],
      donationExtraId: 1,
      donationAllocationType: 'PerPerson',
      donatingTravellers: ['Ann Lee', 'Cy Lee'],
      addOnDepartureIds: [],
    })
    expect(JSON.stringify(roomsCall.body)).not.toMatch(/price|subtotal/i)

    // Excursions: every quote passenger a checkbox by full name; two of three go.
    const dawn = await screen.findByRole('group', { name: /Who would like to go\? Sossusvlei at dawn/ })
    expect(
      within(dawn)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Ann Lee', 'Bo Lee', 'Cy Lee'])
    fireEvent.click(within(dawn).getByLabelText('Ann Lee'))
    fireEvent.click(within(dawn).getByLabelText('Cy Lee'))
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))

    await focusedStepHeading('Passenger details')
    const excursionsCall = api.calls.find((call) => call.path === '/umbraco/api/checkoutapi/excursionsresponse')!
    expect(excursionsCall.body).toEqual({ quoteId: 41, excursions: [{ code: 'EX1', passengerIds: [100, 102] }] })
    expect(dataLayerEvents()).toEqual(['begin_checkout', 'add_package', 'add_excursions'])
    const current = screen.getByRole('navigation', { name: 'Checkout progress' }).querySelector('[aria-current="step"]')
    expect(current?.textContent).toContain('Your Details')

    // The passenger cards for the quote's passengers, and the breakdown is the server's.
    expect(await screen.findByText('Enter details as they appear on the passport')).toBeTruthy()
    const breakdown = screen.getByRole('region', { name: 'Price breakdown' })
    const amounts = [...breakdown.querySelectorAll('[data-amount-minor]')].map((line) =>
      Number(line.getAttribute('data-amount-minor')),
    )
    expect(amounts).toEqual([200_000, 120_000, 9_000])
    expect(breakdown.querySelector('[data-subtotal-minor]')?.getAttribute('data-subtotal-minor')).toBe('329000')
    expect(breakdown.textContent).toContain('£3,290')

    // Back from the details goes to the excursions (they exist), whose Back resets them on the server too.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await stepHeading('Optional excursions')
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await stepHeading('Select Room Types')
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.path === '/umbraco/api/checkoutapi/excursionsresponse').at(-1)?.body,
      ).toEqual({ quoteId: 41, excursions: [] }),
    )
  })

  it('shows a refused rooms response (409) by the rooms, and sends any other failure to the contact form', async () => {
    const api = standardApi()
    api.handlers.set('POST /umbraco/api/checkoutapi/roomsresponse', () => ({
      status: 409,
      body: { error: { code: 'conflict', message: 'Sorry, only 2 places are left on this departure' } },
    }))
    renderPage()
    await chooseTwoRoomsForThree()
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    const message = await screen.findByTestId('rooms-message')
    expect(message.textContent).toBe('Sorry, only 2 places are left on this departure')
    await waitFor(() => expect(document.activeElement).toBe(message))
    expect(screen.getByRole('heading', { level: 2, name: 'Select Room Types' })).toBeTruthy()
    expect(redirect).not.toHaveBeenCalled()

    api.handlers.set('POST /umbraco/api/checkoutapi/roomsresponse', () => ({
      status: 500,
      body: { error: { code: 'internal', message: 'Boom' } },
    }))
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1))
    const url = new URL(redirect.mock.calls[0]![0], 'http://x')
    expect(url.pathname).toBe('/booking-failed-contact-form/')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      tourName: 'Namibia Explorer',
      departureDate: '12th-May-2027',
    })
  })

  it('skips the excursions of a tour without any, and Back from the details then returns to the travellers', async () => {
    const api = standardApi({ excursions: [] })
    renderPage()
    await chooseTwoRoomsForThree()
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await focusedStepHeading('Passenger details')
    expect(api.calls.some((call) => call.path === '/umbraco/api/tourexcursion/fortour')).toBe(true)
    expect(dataLayerEvents()).toEqual(['begin_checkout', 'add_package'])
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await stepHeading('Select Room Types')
    // Continue again jumps straight past the excursions (visited, none exist).
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await stepHeading('Passenger details')
    expect(api.calls.filter((call) => call.path === '/umbraco/api/tourexcursion/fortour')).toHaveLength(1)
  })

  it('shows the global error block with the quote id and reports checkout_error (checkout §8)', async () => {
    const api = standardApi()
    api.handlers.set('POST /umbraco/api/checkoutapi/excursionsresponse', () => ({
      status: 400,
      body: { error: { code: 'validation_failed', message: 'That excursion is no longer offered.' } },
    }))
    renderPage()
    await chooseTwoRoomsForThree()
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await screen.findByRole('group', { name: /Sossusvlei at dawn/ })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))

    const block = await screen.findByTestId('checkout-error')
    expect(block.textContent).toContain('Sorry, something went wrong')
    expect(block.textContent).toContain('Your quote id: 41')
    expect(block.textContent).toContain('That excursion is no longer offered.')
    expect(block.textContent).toContain('Please call us.')
    const errorHeading = screen.getByRole('heading', { name: 'Sorry, something went wrong' })
    await waitFor(() => expect(document.activeElement).toBe(errorHeading))
    expect(window.dataLayer!.at(-1)).toEqual({
      event: 'checkout_error',
      message: 'That excursion is no longer offered.',
    })
  })

  it('a failed start shows the error block without a quote id', async () => {
    const api = standardApi()
    api.handlers.set('GET /umbraco/api/checkoutapi/availablerooms', () => ({
      status: 404,
      body: { error: { code: 'not_found', message: 'No such departure.' } },
    }))
    renderPage()
    const block = await screen.findByTestId('checkout-error')
    expect(block.textContent).not.toContain('Your quote id')
    expect(block.textContent).toContain('No such departure.')
  })

  it("shows the mismatch notice, the quote's subtotal and no line prices when the quote disagrees with its lines", async () => {
    const api = standardApi()
    api.handlers.set('POST /umbraco/api/checkoutapi/roomsresponse', (call) => {
      const quote = quoteFor(call.body as RoomsResponseRequest)
      return ok({ ...quote, subtotal: quote.subtotal + 5_000 })
    })
    renderPage()
    await chooseTwoRoomsForThree()
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await stepHeading('Optional excursions')
    const breakdown = screen.getByRole('region', { name: 'Price breakdown' })
    expect(within(breakdown).getByTestId('subtotal-mismatch').textContent).toContain('0800 123 4567')
    expect(breakdown.querySelectorAll('[data-amount-minor]')).toHaveLength(0)
    expect(breakdown.textContent).not.toContain('£2,000')
    expect(breakdown.textContent).toContain('£3,250')
  })

  it('keeps the rooms and names of a reload in session storage (saved after 300 ms)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      standardApi()
      const first = renderPage()
      await chooseTwoRoomsForThree()
      expect(window.sessionStorage.getItem(nameStorageKey(1, 0))).toBeNull()
      await act(async () => vi.advanceTimersByTime(300))
      expect(window.sessionStorage.getItem(nameStorageKey(1, 0))).toBe(storedName({ firstName: 'Cy', lastName: 'Lee' }))
      expect(window.sessionStorage.getItem(roomsStorageKey(5))).toBe('[2,1]')
      first.unmount()

      renderPage()
      await stepHeading('Select Room Types')
      await waitFor(() => expect(screen.getAllByRole('combobox', { name: /Room type/ })).toHaveLength(2))
      const names = screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)
      expect(names).toEqual(['Ann', 'Lee', 'Bo', 'Lee', 'Cy', 'Lee'])
    } finally {
      vi.useRealTimers()
    }
  })

  it('a departure no longer on sale offers no checkout', () => {
    const api = standardApi()
    renderPage({ ...pageData, departure: { ...pageData.departure, onSale: false } })
    expect(screen.getByRole('heading', { name: 'This departure can no longer be booked online' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Namibia Explorer page' }).getAttribute('href')).toBe(
      '/tours/namibia-explorer-mj1',
    )
    expect(api.calls).toHaveLength(0)
    expect(dataLayerEvents()).toEqual([])
  })
})
