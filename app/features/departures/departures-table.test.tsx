// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Departure, DepartureDetails, DeparturesResponse, TransportTypeOption } from './departures-contract'
import { DeparturesTable } from './departures-table'

/*
 * The table against a scripted fetch: which requests it makes (and cancels), and what it shows for each answer.
 * The rules themselves are tested in departures-table-state.test.ts.
 */

const options: TransportTypeOption[] = [
  {
    id: 'FLIGHT',
    name: 'Flight',
    value: '/api/deps?tourCode=T1&transportType=FLIGHT',
    enabled: true,
    locationType: 'airport',
    locationLabel: 'Departure airport',
  },
  {
    id: 'COACH',
    name: 'Coach',
    value: '/api/deps?tourCode=T1&transportType=COACH',
    enabled: true,
    locationType: 'pickup',
    locationLabel: 'Pick-up point',
  },
  {
    id: 'RAIL',
    name: 'Rail',
    value: '/api/deps?tourCode=T1&transportType=RAIL',
    enabled: false,
    locationType: 'station',
    locationLabel: 'Departure station',
  },
]

function departure(
  id: number,
  transportType: Departure['transportType'],
  status: Departure['status'] = 'Available',
): Departure {
  return {
    id,
    code: `T1-${id}`,
    date: `${id}th Mar 2027`,
    isoDate: `2027-03-${String(id).padStart(2, '0')}`,
    endDate: '30th Mar 2027',
    isoEndDate: '2027-03-30',
    secondaryInformation: '10 days',
    durationDays: 10,
    location: null,
    transportType,
    transportCode: `TC${id}`,
    filo: 'FI',
    tourCode: 'T1',
    tourSummary: {
      fromPrice: 100_000 + id,
      fromPriceFormatted: `£1,0${id}`,
      wasFromPrice: null,
      wasPriceFormatted: null,
      hasWasFromPrice: false,
      fromDays: 10,
      currency: 'GBP',
      offerText: null,
    },
    status,
    moreDetailsUrl: `/api/details?departureId=${id}`,
    available: status !== 'Sold out',
    open: true,
    details: null,
  }
}

function answer(transportType: Departure['transportType'], departures: Departure[]): DeparturesResponse {
  return {
    transportType,
    secondaryLabel: transportType === 'FLIGHT' ? 'Airport' : 'Duration',
    departures,
    departurePoints: {
      type: transportType === 'FLIGHT' ? 'airport' : 'pickup',
      label: transportType === 'FLIGHT' ? 'Departure airport' : 'Pick-up point',
      selected: null,
      children: [
        { value: 'AAA', label: 'Alpha' },
        { value: 'BBB', label: 'Bravo' },
      ],
    },
  }
}

function details(id: number): DepartureDetails {
  return {
    departureId: id,
    tourCode: 'T1',
    transportCode: `TC${id}`,
    filo: 'FI',
    bookNowLink: { url: `/checkout?departureId=${id}&transportCode=TC${id}&filo=FI&tourCode=T1`, name: 'Book now' },
    status: 'Available',
    date: `${id}th Mar 2027`,
    endDate: '30th Mar 2027',
    durationDays: 10,
    depositFormatted: '£200',
    seatsLeft: 3,
    outbound: [],
    inbound: [],
    rooms: [{ name: 'Twin room', occupancy: 2, fromPrice: 123_400, fromPriceFormatted: '£1,234', available: true }],
  }
}

type Pending = { url: string; signal: AbortSignal | null | undefined; respond: (status: number, body: unknown) => void }

/** A fetch the test answers by hand, rejecting like the browser's when its signal aborts. */
function scriptedFetch() {
  const calls: Pending[] = []
  const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal
      signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
      calls.push({
        url: String(input),
        signal,
        respond: (status, body) =>
          resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
      })
    })
  })
  return { fetch, calls }
}

const blocks = {
  apiUnavailable: { title: 'Dates are unavailable', bodyHtml: '<p>Try again later.</p>' },
  noResults: { title: 'No dates on sale', bodyHtml: '<p>Call us.</p>' },
}

let scripted: ReturnType<typeof scriptedFetch>

beforeEach(() => {
  scripted = scriptedFetch()
  vi.stubGlobal('fetch', scripted.fetch)
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

async function nextCall(index: number): Promise<Pending> {
  await waitFor(() => expect(scripted.calls.length).toBeGreaterThan(index))
  return scripted.calls[index]!
}

function renderTable(travelOptions = options) {
  return render(<DeparturesTable tourName="Test tour" travelOptions={travelOptions} {...blocks} />)
}

describe('DeparturesTable', () => {
  it('loads the first enabled type, and a newer choice cancels the request still in flight', async () => {
    renderTable()
    const first = await nextCall(0)
    expect(first.url).toBe(options[0]!.value)

    fireEvent.click(screen.getByRole('tab', { name: 'Coach' }))
    const second = await nextCall(1)
    expect(second.url).toBe(options[1]!.value)
    expect(first.signal?.aborted).toBe(true)

    await act(async () => second.respond(200, answer('COACH', [departure(4, 'COACH'), departure(5, 'COACH')])))
    expect(await screen.findAllByRole('row', { name: /Mar 2027/ })).toHaveLength(2)
    // Choosing a location sends it as one parameter named by the location type.
    fireEvent.change(screen.getByLabelText('Pick-up point'), { target: { value: 'BBB' } })
    const third = await nextCall(2)
    expect(third.url).toBe(`${options[1]!.value}&pickup=BBB`)
  })

  it('ignores disabled tabs and moves between enabled ones with the arrow keys', async () => {
    renderTable()
    await nextCall(0)
    const rail = screen.getByRole('tab', { name: /Rail/ })
    expect(rail.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(rail)
    expect(screen.getByRole('tab', { name: 'Flight' }).getAttribute('aria-selected')).toBe('true')

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Flight' }), { key: 'ArrowRight' })
    expect(screen.getByRole('tab', { name: 'Coach' }).getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Coach' }))
    // Right from the last enabled tab wraps past the disabled one.
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Coach' }), { key: 'ArrowRight' })
    expect(screen.getByRole('tab', { name: 'Flight' }).getAttribute('aria-selected')).toBe('true')
  })

  it('fetches a row’s details the first time it opens only, and links to the checkout', async () => {
    renderTable()
    await act(async () => (await nextCall(0)).respond(200, answer('FLIGHT', [departure(7, 'FLIGHT')])))
    const button = await screen.findByRole('button', { name: 'Details for 7th Mar 2027' })

    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const detailsCall = await nextCall(1)
    expect(detailsCall.url).toBe('/api/details?departureId=7')
    await act(async () => detailsCall.respond(200, { details: details(7) }))
    const link = await screen.findByRole('link', { name: /^Book now/ })
    expect(link.getAttribute('href')).toBe(details(7).bookNowLink!.url)
    expect(screen.getByText(/Only 3 seats left/)).toBeTruthy()

    fireEvent.click(button)
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(scripted.calls.filter((call) => call.url.startsWith('/api/details'))).toHaveLength(1)
  })

  // Issue 13 defect 8: 'LHR → DXB → NAN' reads '1 stop (DXB)' with the layover in hours and minutes (discovery §9).
  it('shows a journey’s stops and each connection’s layover', async () => {
    renderTable()
    await act(async () => (await nextCall(0)).respond(200, answer('FLIGHT', [departure(7, 'FLIGHT')])))
    fireEvent.click(await screen.findByRole('button', { name: 'Details for 7th Mar 2027' }))
    const flight = (from: string, to: string, layover: string | null) => ({
      kind: 'flight' as const,
      carrierName: 'Emirates',
      flightNumber: 'EK0001',
      departureAirport: { code: from, name: `${from} airport` },
      arrivalAirport: { code: to, name: `${to} airport` },
      departureDate: '7th Mar 2027',
      departureTime: '09:00',
      arrivalDate: '7th Mar 2027',
      arrivalTime: '19:00',
      layover,
    })
    const withFlights: DepartureDetails = {
      ...details(7),
      outbound: [flight('LHR', 'DXB', null), flight('DXB', 'NAN', '3h 5m')],
      inbound: [flight('NAN', 'LHR', null)],
    }
    await act(async () => (await nextCall(1)).respond(200, { details: withFlights }))
    expect(await screen.findByText('1 stop (DXB)')).toBeTruthy()
    expect(screen.getByText('Direct')).toBeTruthy()
    expect(screen.getByText(/Layover in DXB airport \(DXB\): 3h 5m/)).toBeTruthy()
  })

  it('ignores a details failure and still offers the checkout link built from the row', async () => {
    renderTable()
    await act(async () => (await nextCall(0)).respond(200, answer('FLIGHT', [departure(8, 'FLIGHT')])))
    fireEvent.click(await screen.findByRole('button', { name: 'Details for 8th Mar 2027' }))
    await act(async () => (await nextCall(1)).respond(500, { error: { code: 'internal', message: 'boom' } }))
    const link = await screen.findByRole('link', { name: /^Book now/ })
    expect(link.getAttribute('href')).toBe('/checkout?departureId=8&transportCode=TC8&filo=FI&tourCode=T1')
    expect(screen.queryByText('Dates are unavailable')).toBeNull()
  })

  it("tells the page when a departure's Book now is chosen (the tour page's add_to_cart)", async () => {
    const onBookNow = vi.fn()
    render(<DeparturesTable tourName="Test tour" travelOptions={options} {...blocks} onBookNow={onBookNow} />)
    await act(async () => (await nextCall(0)).respond(200, answer('FLIGHT', [departure(8, 'FLIGHT')])))
    fireEvent.click(await screen.findByRole('button', { name: 'Details for 8th Mar 2027' }))
    await act(async () => (await nextCall(1)).respond(200, { details: details(8) }))
    const link = await screen.findByRole('link', { name: /^Book now/ })
    link.addEventListener('click', (event) => event.preventDefault()) // jsdom does not navigate
    fireEvent.click(link)
    expect(onBookNow).toHaveBeenCalledTimes(1)
    expect(onBookNow.mock.calls[0]![0]).toMatchObject({ id: 8, transportType: 'FLIGHT' })
  })

  it('shows the API-unavailable block when the departures call fails', async () => {
    renderTable()
    await act(async () => (await nextCall(0)).respond(500, { error: { code: 'internal', message: 'boom' } }))
    const heading = await screen.findByRole('heading', { name: 'Dates are unavailable' })
    expect(heading.closest('[data-block]')?.getAttribute('data-block')).toBe('departures.apiUnavailable')
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('shows the no-results block for an empty answer, and without any enabled type makes no request', async () => {
    renderTable()
    await act(async () => (await nextCall(0)).respond(200, answer('FLIGHT', [])))
    expect(await screen.findByRole('heading', { name: 'No dates on sale' })).toBeTruthy()
    cleanup()

    renderTable(options.map((option) => ({ ...option, enabled: false })))
    expect(screen.getByRole('heading', { name: 'No dates on sale' })).toBeTruthy()
    expect(screen.queryByRole('tabpanel')).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(scripted.calls).toHaveLength(1)
  })

  it('the availability switch hides sold-out rows', async () => {
    renderTable()
    await act(async () =>
      (await nextCall(0)).respond(200, answer('FLIGHT', [departure(1, 'FLIGHT'), departure(2, 'FLIGHT', 'Sold out')])),
    )
    const table = await screen.findByRole('table')
    expect(within(table).getAllByRole('row', { name: /Mar 2027/ })).toHaveLength(2)
    const toggle = screen.getByRole('switch', { name: 'Only show available departures' })
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    expect(within(table).getAllByRole('row', { name: /Mar 2027/ })).toHaveLength(1)
    expect(within(table).queryByText('Sold out')).toBeNull()
  })
})
