// Long file (over 400 lines): the passenger details step's behaviour tests, one rule of checkout §5 per case.
// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_PATHS, loginBoxView } from '../../auth/index'
import type { CheckoutVisa, QuoteResponse } from '../contract/checkout-contract'
import {
  PASSPORT_INTRO,
  PassengerDetailsStep,
  type PassengerDetailsStepProps,
  type PassengerDetailsTexts,
} from './passenger-details-step'
import { DEPARTURE_DATE, passengerQuote, visas } from './passenger-details-test-data'
import { PASSENGER_DETAILS_STORAGE_KEY } from './passenger-storage'

/*
 * The passenger details step as a person uses it: the login box first, one card per passenger, messages only after
 * typing or saving, focus on the first error, summaries with Edit, the hand-over of every passenger, a reload
 * keeping what was typed, and no axe violations.
 */

// A whole card is a large form; jsdom renders it slowly on a shared machine.
vi.setConfig({ testTimeout: 30_000 })

const texts: PassengerDetailsTexts = {
  step: { title: 'Your details', descriptionHtml: '<p>Tell us who is travelling.</p>' },
  visaDescription: 'Some countries on this tour need a visa.',
  dietaryDescription: 'Tell us about allergies.',
  medicalConditionWarning: 'We will call you about your needs before confirming.',
  termsAndConditionsLink: { url: '/terms', name: 'booking terms and conditions' },
  under18ErrorMessage: null,
}
const countries = [{ value: 'GB', label: 'United Kingdom' }]
const loginBox = loginBoxView({ title: 'Booked with us before?', bodyHtml: null, data: {} }, { isCoach: false })

const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>()
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function renderStep(props: Partial<PassengerDetailsStepProps> = {}) {
  const onAllSaved = vi.fn()
  const onEdit = vi.fn()
  const all: PassengerDetailsStepProps = {
    quote: passengerQuote(2),
    departureDate: DEPARTURE_DATE,
    visas,
    texts,
    headingRef: { current: null },
    loginBox,
    signedIn: false,
    countries,
    onAllSaved,
    onEdit,
    ...props,
  }
  const view = render(<PassengerDetailsStep {...all} />)
  return { ...view, onAllSaved, onEdit, props: all }
}

// Plain DOM look-ups: role queries compute every accessible name and are slow on a page of long lists.
const card = (number: number): HTMLElement => {
  const found = document.querySelectorAll<HTMLElement>('.passenger-card')[number - 1]
  if (!found) throw new Error(`no card ${number}`)
  return found
}
const group = (scope: HTMLElement, legend: RegExp): HTMLElement =>
  within(scope).getByText(legend, { selector: 'legend' }).closest('fieldset')!
const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } })
/** The control a label names, found through the label (getByLabelText is slow on a page of long lists). */
function control<T extends HTMLElement = HTMLInputElement>(scope: HTMLElement, label: RegExp | string): T {
  const matcher = typeof label === 'string' ? new RegExp(`^${label}$`) : label
  const found = within(scope).getAllByText(matcher, { selector: 'label' })[0]!
  return document.getElementById((found as HTMLLabelElement).htmlFor) as T
}

function fillPassenger(scope: HTMLElement, title: string, dob: [string, string, string]) {
  change(control(scope, /^Title/), title)
  change(control(scope, 'Day'), dob[0])
  change(control(scope, 'Month'), dob[1])
  change(control(scope, 'Year'), dob[2])
  fireEvent.click(control(group(scope, /^Sex/), 'Female'))
  fireEvent.click(control(group(scope, /mobility/), 'No'))
  fireEvent.click(control(group(scope, /dietary/), 'Yes'))
  change(control(scope, /^Your dietary requirements/), 'Vegetarian')
  fireEvent.click(control(group(scope, /India e-Visa/), 'Visa required'))
  fireEvent.click(control(group(scope, /Nepal visa/), 'No visa required'))
}

function fillLead(scope: HTMLElement) {
  fillPassenger(scope, 'Mrs', ['9', '4', '1961'])
  change(control(scope, /^Email/), 'ann@example.com')
  change(control(scope, /^Confirm email/), 'ann@example.com')
  change(control(scope, /^Mobile phone/), '07700 900123')
  change(control(scope, /^Home phone/), '020 7946 0000')
  change(control(scope, /^Postcode/), 'LS1 1AA')
  change(control(scope, /^Address line 1/), '1 High Street')
  change(control(scope, /^Town or city/), 'Leeds')
  fireEvent.click(within(scope).getByRole('checkbox', { name: /I accept the booking terms and conditions/ }))
}

const save = (scope: HTMLElement) => fireEvent.click(within(scope).getByRole('button', { name: 'Save and continue' }))
const skipLogin = () => fireEvent.click(screen.getByRole('button', { name: 'Continue without log in' }))

async function axeViolations(container: HTMLElement) {
  const result = await axe.run(container, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  })
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  )
}

beforeEach(() => {
  window.sessionStorage.clear()
  window.dataLayer = []
  window.__XSRF_TOKEN__ = 'csrf'
  Element.prototype.scrollIntoView = vi.fn()
  fetchMock.mockReset()
  fetchMock.mockImplementation(async () => json(404, { error: { code: 'not_found', message: 'nope' } }))
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the login box first (checkout §2, §4)', () => {
  it('shows the box before the cards; continuing without logging in shows the cards and moves focus to them', async () => {
    renderStep()
    expect(screen.getByRole('heading', { name: 'Booked with us before?' })).toBeTruthy()
    expect(screen.queryByText(PASSPORT_INTRO)).toBeNull()
    skipLogin()
    expect(screen.queryByRole('heading', { name: 'Booked with us before?' })).toBeNull()
    const intro = screen.getByRole('heading', { name: PASSPORT_INTRO })
    await waitFor(() => expect(document.activeElement).toBe(intro))
    expect(screen.getAllByRole('region', { name: /^Passenger \d/ })).toHaveLength(2)
  })

  it('once skipped, the box stays closed when the customer comes back to the step (issue 29, item 4)', () => {
    renderStep()
    skipLogin()
    cleanup()
    renderStep()
    expect(screen.queryByRole('heading', { name: 'Booked with us before?' })).toBeNull()
    expect(screen.getByRole('heading', { name: PASSPORT_INTRO })).toBeTruthy()
    expect(screen.getAllByRole('region', { name: /^Passenger \d/ })).toHaveLength(2)
  })

  it('the coach brand says Continue', () => {
    renderStep({ loginBox: loginBoxView(null, { isCoach: true }) })
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy()
  })

  it('a signed-in customer never sees the box and is prefilled from login-user-details', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url) === AUTH_PATHS.loginUserDetails
        ? json(200, {
            clientId: 'c1',
            email: 'ann@example.com',
            title: 'Mrs',
            firstName: 'ANN',
            lastName: 'smith',
            mobilePhone: '07700 900123',
            homePhone: null,
            dayOfBirth: 9,
            monthOfBirth: 4,
            yearOfBirth: 1961,
            sex: 'Female',
            address: null,
          })
        : json(404, {}),
    )
    renderStep({ signedIn: true })
    expect(screen.queryByRole('heading', { name: 'Booked with us before?' })).toBeNull()
    const lead = card(1)
    await waitFor(() => expect((control(lead, /^Email/) as HTMLInputElement).value).toBe('ann@example.com'))
    expect((control(lead, /^Title/) as HTMLSelectElement).value).toBe('Mrs')
    expect((control(lead, 'Year') as HTMLSelectElement).value).toBe('1961')
    expect((control(lead, /^Mobile phone/) as HTMLInputElement).value).toBe('07700 900123')
  })
})

describe('the cards (checkout §2 step 5, §4, §5)', () => {
  it('only the first incomplete passenger is editable; the lead has the lead-only fields', () => {
    renderStep()
    skipLogin()
    const lead = card(1)
    expect(lead.querySelector('h4')?.textContent).toBe('Passenger 1 (lead passenger): Ann Smith')
    expect(control(lead, /^Email/)).toBeTruthy()
    expect(within(lead).getByRole('checkbox', { name: /e-mail/ })).toHaveProperty('checked', true)
    expect(within(lead).getByRole('checkbox', { name: /post/ })).toHaveProperty('checked', true)
    expect(
      within(lead)
        .getByRole('link', { name: /booking terms and conditions/ })
        .getAttribute('href'),
    ).toBe('/terms')
    const second = card(2)
    expect(second.querySelector('h4')?.textContent).toBe('Passenger 2: Bob Smith')
    expect(within(second).queryByRole('button', { name: 'Save and continue' })).toBeNull()
  })

  it('no message before typing or saving; saving an empty card shows them and focuses the first field in error', async () => {
    renderStep()
    skipLogin()
    const lead = card(1)
    expect(within(lead).queryByText('This is a required field')).toBeNull()
    save(lead)
    expect(within(lead).getAllByText('This is a required field').length).toBeGreaterThan(8)
    const title = control(lead, /^Title/)
    await waitFor(() => expect(document.activeElement).toBe(title))
    expect(title.getAttribute('aria-invalid')).toBe('true')
    const errorId = title.getAttribute('aria-describedby')!
    expect(document.getElementById(errorId)?.textContent).toBe('This is a required field')
  })

  it('a field shows its message once typed in, after the 100 ms validation', async () => {
    renderStep()
    skipLogin()
    const lead = card(1)
    change(control(lead, /^Other names/), 'J4')
    expect(within(lead).queryByText('Enter letters, hyphens and apostrophes only.')).toBeNull()
    await waitFor(() => expect(within(lead).getByText('Enter letters, hyphens and apostrophes only.')).toBeTruthy())
    change(control(lead, /^Email/), 'ann@example.com')
    change(control(lead, /^Confirm email/), 'anne@example.com')
    await waitFor(() => expect(within(lead).getByText('Field should match Email')).toBeTruthy())
  })

  it('the date lists share one message: an impossible date, then under 18 at departure', async () => {
    renderStep({ texts: { ...texts, under18ErrorMessage: 'All travellers must be 18 or over.' } })
    skipLogin()
    const lead = card(1)
    change(control(lead, 'Day'), '31')
    change(control(lead, 'Month'), '2')
    change(control(lead, 'Year'), '1990')
    await waitFor(() => expect(within(lead).getByText('Please enter a valid date')).toBeTruthy())
    change(control(lead, 'Day'), '2')
    change(control(lead, 'Month'), '6')
    change(control(lead, 'Year'), '2009')
    await waitFor(() => expect(within(lead).getByText('All travellers must be 18 or over.')).toBeTruthy())
    expect(within(lead).getAllByText('All travellers must be 18 or over.')).toHaveLength(1)
  })

  it('mobility yes shows the medical warning and asks for details', () => {
    renderStep()
    skipLogin()
    const lead = card(1)
    expect(within(lead).queryByText(texts.medicalConditionWarning!)).toBeNull()
    fireEvent.click(control(group(lead, /mobility/), 'Yes'))
    expect(within(lead).getByText(texts.medicalConditionWarning!)).toBeTruthy()
    expect(control(lead, /^Please give details/)).toBeTruthy()
  })

  it('saves each card to its summary, hands every passenger over after the last, and Edit reopens one', async () => {
    const { onAllSaved, onEdit } = renderStep()
    skipLogin()
    fillLead(card(1))
    save(card(1))
    const second = card(2)
    await waitFor(() => expect(document.activeElement).toBe(within(second).getByRole('heading', { level: 4 })))
    const lead = card(1)
    expect(within(lead).getByText('Mrs Ann Smith')).toBeTruthy()
    expect(within(lead).getByText('9 Apr 1961')).toBeTruthy()
    expect(within(lead).getByText('Yes: Vegetarian')).toBeTruthy()
    // The billing country by name (issue 29, item 13), never its code.
    expect(within(lead).getByText('United Kingdom')).toBeTruthy()
    expect(within(lead).queryByText('GB')).toBeNull()
    expect(onAllSaved).not.toHaveBeenCalled()

    fillPassenger(second, 'Mr', ['3', '5', '1960'])
    save(second)
    expect(onAllSaved).toHaveBeenCalledTimes(1)
    const [passengers] = onAllSaved.mock.calls[0]! as [Array<Record<string, unknown>>]
    expect(passengers.map((passenger) => passenger.passengerId)).toEqual([100, 101])
    expect(passengers[0]).toMatchObject({
      title: 'Mrs',
      firstName: 'Ann',
      dayOfBirth: 9,
      monthOfBirth: 4,
      yearOfBirth: 1961,
      sex: 'Female',
      mobilityLimitations: false,
      dietaryRequests: true,
      dietaryRequirements: 'Vegetarian',
      visaIds: [7],
      email: 'ann@example.com',
      mobilePhone: '07700 900123',
      termsAndConditions: true,
      marketingEmail: true,
      marketingMail: true,
      address: { addressLines: ['1 High Street'], town: 'Leeds', country: 'GB', postCode: 'LS1 1AA' },
    })
    expect(passengers[1]).not.toHaveProperty('email')

    fireEvent.click(within(card(2)).getByRole('button', { name: 'Edit Passenger 2' }))
    expect(onEdit).toHaveBeenCalledTimes(1)
    expect(within(card(2)).getByRole('button', { name: 'Save and continue' })).toBeTruthy()
    save(card(2))
    expect(onAllSaved).toHaveBeenCalledTimes(2)
  })

  it('saving waits for the visas', () => {
    const { onAllSaved } = renderStep({ quote: passengerQuote(1), visas: null })
    skipLogin()
    const lead = card(1)
    expect(within(lead).getByText('Checking which visas your tour needs…')).toBeTruthy()
    save(lead)
    expect(within(lead).queryByText('This is a required field')).toBeNull()
    expect(onAllSaved).not.toHaveBeenCalled()
  })

  it("the server's field errors reopen the card with the message on its field", async () => {
    const { rerender, props, onAllSaved } = renderStep({ quote: passengerQuote(1) })
    skipLogin()
    fillLead(card(1))
    save(card(1))
    expect(onAllSaved).toHaveBeenCalledTimes(1)
    rerender(
      <PassengerDetailsStep
        {...props}
        serverFieldErrors={{ 'passengers.0.homePhone': ['That number cannot be reached.'] }}
      />,
    )
    const lead = card(1)
    await waitFor(() => expect(within(lead).getByText('That number cannot be reached.')).toBeTruthy())
    await waitFor(() => expect(document.activeElement).toBe(control(lead, /^Home phone/)))
  })

  it('changed excursions put every saved card back in edit view (checkout §4)', () => {
    const quote = passengerQuote(1)
    const { rerender, props } = renderStep({ quote })
    skipLogin()
    fillLead(card(1))
    save(card(1))
    expect(within(card(1)).getByRole('button', { name: /^Edit/ })).toBeTruthy()
    const changed: QuoteResponse = {
      ...quote,
      excursions: [{ id: 1, code: 'TAJ', name: 'Taj', price: 100, passengers: [{ passengerId: 100, selected: true }] }],
    }
    rerender(<PassengerDetailsStep {...props} quote={changed} />)
    expect(within(card(1)).getByRole('button', { name: 'Save and continue' })).toBeTruthy()
    expect((control(card(1), /^Email/) as HTMLInputElement).value).toBe('ann@example.com')
  })
})

describe('session storage (checkout §3)', () => {
  it('a reload keeps what was typed', async () => {
    const { unmount } = renderStep()
    skipLogin()
    const lead = card(1)
    change(control(lead, /^Email/), 'ann@example.com')
    change(control(lead, 'Day'), '9')
    change(control(lead, 'Month'), '4')
    change(control(lead, 'Year'), '1961')
    fireEvent.click(control(group(lead, /mobility/), 'No'))
    change(control(lead, /^Postcode/), 'LS1 1AA')
    // The save is debounced; waitFor's default second is too short on a loaded machine (it failed twice so).
    await waitFor(() => expect(window.sessionStorage.getItem(PASSENGER_DETAILS_STORAGE_KEY)).toContain('LS1 1AA'), {
      timeout: 10_000,
    })
    const stored = JSON.parse(window.sessionStorage.getItem(PASSENGER_DETAILS_STORAGE_KEY)!)
    expect(stored['0']).toMatchObject({ email: 'ann@example.com', dayOfBirth: '9', address: { postCode: 'LS1 1AA' } })
    expect(stored['0']).not.toHaveProperty('mobilityLimitations')
    unmount()

    renderStep()
    // The login box was skipped before: it stays closed (issue 29, item 4).
    const again = card(1)
    expect((control(again, /^Email/) as HTMLInputElement).value).toBe('ann@example.com')
    expect((control(again, 'Year') as HTMLSelectElement).value).toBe('1961')
    expect((control(again, /^Postcode/) as HTMLInputElement).value).toBe('LS1 1AA')
  })
})

describe('accessibility (axe)', () => {
  it('the login box', async () => {
    const { container } = renderStep({ quote: passengerQuote(1) })
    expect(await axeViolations(container)).toEqual([])
  })

  it('the lead card in edit view with every message showing, the medical warning and details', async () => {
    const { container } = renderStep({ quote: passengerQuote(1) })
    skipLogin()
    const lead = card(1)
    fireEvent.click(control(group(lead, /mobility/), 'Yes'))
    fireEvent.click(control(group(lead, /dietary/), 'Yes'))
    save(lead)
    expect(await axeViolations(container)).toEqual([])
  })

  it('a summary view beside a card in edit view', async () => {
    const { container } = renderStep({ quote: passengerQuote(2) })
    skipLogin()
    fillLead(card(1))
    await act(async () => save(card(1)))
    expect(within(card(1)).getByRole('button', { name: /^Edit/ })).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
  })
})

// Keep the visas fixture honest: the component renders each visa's price.
it('shows each visa with its price', () => {
  renderStep({ quote: passengerQuote(1), visas: visas as CheckoutVisa[] })
  skipLogin()
  expect(screen.getByRole('radiogroup', { name: /India e-Visa \(£85\)/ })).toBeTruthy()
})
