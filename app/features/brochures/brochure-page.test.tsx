// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BROCHURE_REQUEST_FAILED_MESSAGE, STICKY_BROCHURE_FOOTER_MARGIN_PX } from '../../lib/constants'
import type { BrochurePageContent } from './brochure-content'
import { BrochurePage } from './brochure-page'
import type { Brochure } from './brochure-schema'
import { STICKY_BAR_MARGIN_PROPERTY, STICKY_BAR_ROOT_CLASS } from './brochure-sticky-bar'

const brochure = (uniqueId: string, name: string, canPost: boolean, canDownload: boolean): Brochure => ({
  uniqueId,
  code: uniqueId.toUpperCase(),
  name,
  description: `${name} description`,
  imageUrl: `/media/tours/BROCHURE-${uniqueId}/0-medium.svg`,
  canPost,
  canDownload,
  downloadLink: canDownload ? `/media/brochures/${uniqueId}.pdf` : null,
  selected: false,
})

const brochures = [
  brochure('eur', 'Europe', true, true),
  brochure('asia', 'Asia', true, true),
  brochure('rail', 'Rail Journeys', false, true),
  brochure('gard', 'Gardens', true, false),
]

const content: BrochurePageContent = {
  title: 'Order a free brochure',
  introductionHtml: '<p>Intro</p>',
  formFillIntroductionHtml: '<p>Tell us where</p>',
  disclaimerHtml: '<p>Disclaimer</p>',
  countryDownloadWarning: 'We can only post to some countries.',
  brochurePrivacy: 'We look after your data.',
  privacyLinkMessage: 'Read our',
  privacyPolicyLink: { url: '/privacy-policy', name: 'privacy policy', target: '_blank' },
  thankYouUrl: '/brochures/thank-you',
  brandNameFormatted: 'MeridianJourneys',
}

const fetchMock = vi.fn()

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/brochures?utm_source=mail']}>
      <Routes>
        <Route
          path="/brochures"
          element={
            <BrochurePage
              content={content}
              brochures={brochures}
              brandName="Meridian Journeys"
              marketingFormId={2405}
              marketo={null}
              campaign={{ utmSource: 'mail', utmMedium: null }}
            />
          }
        />
        <Route path="/brochures/thank-you" element={<h1>Thanks page</h1>} />
      </Routes>
    </MemoryRouter>,
  )
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

beforeEach(() => {
  window.dataLayer = []
  window.__XSRF_TOKEN__ = 'test-token'
  Element.prototype.scrollIntoView = vi.fn()
  fetchMock.mockReset()
  fetchMock.mockImplementation(async () =>
    json(200, [
      { value: 'GB', label: 'United Kingdom' },
      { value: 'FR', label: 'France' },
    ]),
  )
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// jsdom's name computation puts a space before the visually hidden ': {name}' that browsers do not.
const named = (label: string, name: string) => new RegExp(`^${label} ?: ${name}$`)
const postBox = (name: string) =>
  screen.getByRole('checkbox', { name: named('Order by post', name) }) as HTMLInputElement
const bar = () => screen.getByTestId('brochure-bar')

async function toFormStage() {
  fireEvent.click(postBox('Europe'))
  fireEvent.click(postBox('Asia'))
  fireEvent.click(within(bar()).getByRole('button', { name: 'Request Brochure(s)' }))
  await screen.findByRole('heading', { name: 'Where shall we send them?' })
}

function fillValidForm() {
  fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Mr' } })
  fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: ' Tom ' } })
  fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Jones' } })
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'Tom@Example.com' } })
  fireEvent.change(screen.getByLabelText(/^Postcode/), { target: { value: 'YO1 7HH' } })
  fireEvent.change(screen.getByLabelText(/^Address line 1/), { target: { value: '1 High Street' } })
  fireEvent.change(screen.getByLabelText(/^Town or city/), { target: { value: 'York' } })
}

describe('the brochure page', () => {
  it('offers order by post only when canPost and View online only when canDownload', () => {
    renderPage()
    expect(screen.queryByRole('checkbox', { name: named('Order by post', 'Rail Journeys') })).toBeNull()
    expect(screen.getByRole('button', { name: named('View online', 'Rail Journeys') })).toBeTruthy()
    expect(postBox('Gardens')).toBeTruthy()
    expect(screen.queryByRole('button', { name: named('View online', 'Gardens') })).toBeNull()
  })

  it('shows and announces the sticky bar only while something is selected, and makes room under the footer', () => {
    renderPage()
    expect(bar().hidden).toBe(true)
    expect(document.documentElement.classList.contains(STICKY_BAR_ROOT_CLASS)).toBe(false)
    fireEvent.click(postBox('Europe'))
    fireEvent.click(postBox('Asia'))
    expect(bar().hidden).toBe(false)
    expect(bar().textContent).toContain('2 brochures selected')
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('2 brochures selected')
    expect(document.documentElement.classList.contains(STICKY_BAR_ROOT_CLASS)).toBe(true)
    expect(document.documentElement.style.getPropertyValue(STICKY_BAR_MARGIN_PROPERTY)).toBe(
      `${STICKY_BROCHURE_FOOTER_MARGIN_PX}px`,
    )
    fireEvent.click(postBox('Europe'))
    fireEvent.click(postBox('Asia'))
    expect(bar().hidden).toBe(true)
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('No brochures selected')
    expect(document.documentElement.classList.contains(STICKY_BAR_ROOT_CLASS)).toBe(false)
  })

  it('moves to the form beside a summary, and Change selection comes back with the choice kept', async () => {
    renderPage()
    await toFormStage()
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Where shall we send them?' }))
    const summary = screen.getByRole('region', { name: 'Your brochures' })
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Europe', 'Asia'])
    expect(document.documentElement.classList.contains(STICKY_BAR_ROOT_CLASS)).toBe(false)
    // Both marketing boxes start ticked.
    expect((screen.getByRole('checkbox', { name: /by e-mail/ }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('checkbox', { name: /by post$/ }) as HTMLInputElement).checked).toBe(true)
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Kept' } })

    fireEvent.click(within(summary).getByRole('button', { name: 'Change selection' }))
    expect(postBox('Europe').checked).toBe(true)
    expect(postBox('Asia').checked).toBe(true)
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Choose your brochures' }))
    fireEvent.click(within(bar()).getByRole('button', { name: 'Request Brochure(s)' }))
    // What was typed survives the round trip too.
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Kept')
  })

  it('marks the form submitted and sends nothing while the form or the address is invalid', async () => {
    renderPage()
    await toFormStage()
    fetchMock.mockClear()
    fireEvent.click(screen.getByRole('button', { name: 'Send my request' }))
    expect(screen.getAllByText('This is a required field').length).toBeGreaterThanOrEqual(6)
    expect(screen.getByRole('alert', { name: '' }).textContent).toBe('Please correct the highlighted fields.')
    expect(fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toEqual([])
  })

  it('sends the request with the campaign and selection, tracks it and goes to the thank-you page', async () => {
    renderPage()
    await toFormStage()
    fillValidForm()
    fetchMock.mockImplementation(async () => json(200, { success: true }))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send my request' }))
    })
    expect(await screen.findByRole('heading', { name: 'Thanks page' })).toBeTruthy()
    const [url, init] = fetchMock.mock.calls.find(
      ([, options]) => (options as RequestInit | undefined)?.method === 'POST',
    )!
    expect(url).toBe('/umbraco/api/brochures/submit')
    expect((init as RequestInit).headers).toMatchObject({ 'X-XSRF-TOKEN': 'test-token' })
    const payload = JSON.parse(String((init as RequestInit).body))
    expect(payload).toMatchObject({
      title: 'Mr',
      firstName: 'Tom',
      lastName: 'Jones',
      email: 'Tom@Example.com',
      phoneNumber: null,
      marketingEmail: true,
      marketingMail: true,
      address: {
        addressLines: ['1 High Street'],
        town: 'York',
        county: '',
        country: 'GB',
        postCode: 'YO1 7HH',
        addressVerified: false,
      },
      brochureIds: ['eur', 'asia'],
      utmSource: 'mail',
      utmMedium: null,
      website: '',
    })
    expect(Number.isNaN(Date.parse(payload.dateOrdered))).toBe(false)
    await waitFor(() =>
      expect(window.dataLayer?.some((entry) => (entry as { event: string }).event === 'brochure_request_post')).toBe(
        true,
      ),
    )
    // discovery §7 formSubmit after the request's own event: the form's name only.
    await waitFor(() =>
      expect(window.dataLayer?.filter((entry) => (entry as { event: string }).event === 'formSubmit')).toEqual([
        { event: 'formSubmit', formName: 'brochure-request' },
      ]),
    )
  })

  it('shows the server’s errorMessage and its field errors when the API refuses', async () => {
    renderPage()
    await toFormStage()
    fillValidForm()
    fetchMock.mockImplementation(async () =>
      json(400, {
        success: false,
        apiError: true,
        errorMessage: 'We can only post brochures to the UK.',
        error: {
          code: 'validation_failed',
          message: 'We can only post brochures to the UK.',
          fieldErrors: { 'address.town': ['Town refused'] },
        },
      }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Send my request' }))
    expect(await screen.findByText('We can only post brochures to the UK.')).toBeTruthy()
    expect(screen.getByText('Town refused')).toBeTruthy()
  })

  // Issue 13 defect 10: an answer in the spec's own shape (discovery §3, §8) carries the message to show.
  it('shows the errorMessage of an answer in the spec’s {apiError, errorMessage} shape', async () => {
    renderPage()
    await toFormStage()
    fillValidForm()
    fetchMock.mockImplementation(async () =>
      json(400, { apiError: true, errorMessage: 'Brochures cannot be sent to a PO box.' }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Send my request' }))
    expect(await screen.findByText('Brochures cannot be sent to a PO box.')).toBeTruthy()
    expect(screen.queryByText('Bad Request')).toBeNull()
  })

  // Issue 13 defect 10: a gateway's HTML page has no message for a person; discovery §8's sentence is shown.
  it('shows the spec’s message, not the status text, for a 502 gateway page', async () => {
    renderPage()
    await toFormStage()
    fillValidForm()
    fetchMock.mockImplementation(
      async () =>
        new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', {
          status: 502,
          statusText: 'Bad Gateway',
          headers: { 'content-type': 'text/html' },
        }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Send my request' }))
    expect(await screen.findByText(BROCHURE_REQUEST_FAILED_MESSAGE)).toBeTruthy()
    expect(screen.queryByText('Bad Gateway')).toBeNull()
  })

  it('falls back to the spec’s message when the request fails without one', async () => {
    renderPage()
    await toFormStage()
    fillValidForm()
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch')
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send my request' }))
    expect(await screen.findByText(BROCHURE_REQUEST_FAILED_MESSAGE)).toBeTruthy()
  })
})
