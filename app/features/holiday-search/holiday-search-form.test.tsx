// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SuggestResponse } from '../search/index.contract'
import { HolidaySearchForm } from './holiday-search-form'
import { HolidaySearchModal } from './holiday-search-modal'
import { OPEN_SEARCH_MODAL_EVENT, openSearchModal } from './open-search-modal'

/*
 * 'Find my holiday' against a scripted Suggest API: what it asks for, when the suggestions open, the month picker,
 * one dropdown at a time, and where a submit lands. The rules themselves are in holiday-search-state.test.ts.
 */

const option = (value: string, label = value) => ({ value, label, selected: false })

function answer(q: string): SuggestResponse {
  return {
    categories:
      q.length >= 3
        ? [
            {
              title: 'Destinations',
              type: 'Destinations',
              items: [{ name: 'Europe', type: 'Continents', value: 'europe', url: '/destinations/europe' }],
            },
            {
              title: 'Tours',
              type: 'Tours',
              items: [{ name: 'Euro Rail', type: 'Tours', value: 'MJ1', url: '/tours/euro-rail-mj1' }],
            },
          ]
        : [],
    dates: { children: [option('2026-11', 'Nov 2026'), option('2026-12', 'Dec 2026'), option('2027-03', 'Mar 2027')] },
    types: { children: [option('walking', 'Walking'), option('rail', 'Rail journeys')] },
    departures: { children: [option('LHR', 'London Heathrow'), option('MAN', 'Manchester')] },
  }
}

let requests: URL[] = []

beforeEach(() => {
  requests = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost')
      requests.push(url)
      return new Response(JSON.stringify(answer(url.searchParams.get('q') ?? '')), {
        headers: { 'Content-Type': 'application/json' },
      })
    }),
  )
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function Landed() {
  const location = useLocation()
  return <p data-testid="landed">{location.pathname + location.search}</p>
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <HolidaySearchForm /> },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: ['/'] },
  )
  render(<RouterProvider router={router} />)
  const form = screen.getByRole('search', { name: 'Find my holiday' })
  fireEvent.focus(screen.getByRole('combobox', { name: 'Where' }))
  return form
}

const where = () => screen.getByRole('combobox', { name: 'Where' })

async function type(text: string) {
  fireEvent.change(where(), { target: { value: text } })
  await act(async () => {})
}

describe('HolidaySearchForm', () => {
  it('keeps the suggestions closed below 3 characters and opens them at 3', async () => {
    renderForm()
    await waitFor(() => expect(requests).toHaveLength(1))
    await type('Eu')
    expect(where().getAttribute('aria-expanded')).toBe('false')
    expect(requests.some((url) => url.searchParams.has('q'))).toBe(false)
    await type('Eur')
    await waitFor(() => expect(where().getAttribute('aria-expanded')).toBe('true'))
    expect(requests.at(-1)?.searchParams.get('q')).toBe('Eur')
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' })
    expect(where().getAttribute('aria-controls')).toBe(listbox.id)
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Europe', 'Euro Rail'])
  })

  it('moves through suggestions with the arrow keys and chooses one with Enter', async () => {
    renderForm()
    await type('Eur')
    await waitFor(() => expect(where().getAttribute('aria-expanded')).toBe('true'))
    fireEvent.keyDown(where(), { key: 'ArrowDown' })
    fireEvent.keyDown(where(), { key: 'ArrowDown' })
    fireEvent.keyDown(where(), { key: 'ArrowUp' })
    const active = where().getAttribute('aria-activedescendant')!
    expect(document.getElementById(active)?.textContent).toBe('Europe')
    expect(document.getElementById(active)?.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(where(), { key: 'Enter' })
    expect((where() as HTMLInputElement).value).toBe('Europe')
    expect(where().getAttribute('aria-expanded')).toBe('false')
    fireEvent.submit(screen.getByRole('search'))
    expect(screen.getByTestId('landed').textContent).toBe('/tours?Continents=europe')
  })

  it('sanitises the where text', async () => {
    renderForm()
    await type('  <Lake>   Como!')
    expect((where() as HTMLInputElement).value).toBe('Lake Como')
  })

  it('opens the month picker on the earliest year with months without tours disabled', async () => {
    renderForm()
    await waitFor(() => expect(requests).toHaveLength(1))
    await waitFor(() => expect(screen.getByRole('button', { name: /When/ })).toBeTruthy())
    fireEvent.click(screen.getByRole('button', { name: /When/ }))
    const months = await screen.findByRole('list', { name: '2026' })
    const buttons = within(months).getAllByRole('button') as HTMLButtonElement[]
    expect(buttons).toHaveLength(12)
    expect(buttons.filter((b) => !b.disabled).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Nov 2026',
      'Dec 2026',
    ])
    expect(screen.getByRole('button', { name: 'Previous year' })).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByRole('button', { name: 'Next year' }))
    const next = screen.getByRole('list', { name: '2027' })
    fireEvent.click(within(next).getByRole('button', { name: 'Mar 2027' }))
    expect(screen.getByRole('button', { name: /When/ }).textContent).toBe('Mar 2027')
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('date')).toBe('2027-03'))
  })

  it('keeps one dropdown open at a time; Escape and a click elsewhere close it', async () => {
    renderForm()
    await waitFor(() => expect(requests).toHaveLength(1))
    const when = screen.getByRole('button', { name: /When/ })
    const how = screen.getByRole('button', { name: /How/ })
    fireEvent.click(when)
    expect(when.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(how)
    expect(how.getAttribute('aria-expanded')).toBe('true')
    expect(when.getAttribute('aria-expanded')).toBe('false')
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
    expect(how.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(screen.getByRole('button', { name: /Departing from/ }))
    expect(screen.getByRole('button', { name: /Departing from/ }).getAttribute('aria-expanded')).toBe('true')
    fireEvent.pointerDown(document.body)
    expect(screen.getByRole('button', { name: /Departing from/ }).getAttribute('aria-expanded')).toBe('false')
  })

  it('lands on the listing with how and departure as filters', async () => {
    renderForm()
    await waitFor(() => expect(requests).toHaveLength(1))
    fireEvent.click(screen.getByRole('button', { name: /How/ }))
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Walking' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rail journeys' }))
    expect(screen.getByRole('button', { name: /How/ }).textContent).toBe('2 styles')
    fireEvent.click(screen.getByRole('button', { name: /Departing from/ }))
    fireEvent.click(screen.getByRole('radio', { name: 'Manchester' }))
    await type('alps')
    fireEvent.submit(screen.getByRole('search'))
    expect(screen.getByTestId('landed').textContent).toBe(
      '/search?SearchTerm=alps&Types=walking&Types=rail&Departs=MAN',
    )
  })
})

describe('HolidaySearchModal', () => {
  it('opens on the global event', async () => {
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true
    }
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.open = false
      this.dispatchEvent(new Event('close'))
    }
    const router = createMemoryRouter([{ path: '/', element: <HolidaySearchModal /> }])
    render(<RouterProvider router={router} />)
    expect(OPEN_SEARCH_MODAL_EVENT).toBe('itinera:open-search-modal')
    expect(document.querySelector('dialog')).toBeNull()
    act(() => openSearchModal())
    const dialog = await waitFor(() => {
      const element = document.querySelector('dialog')
      expect(element?.open).toBe(true)
      return element!
    })
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy()
    expect(document.documentElement.classList.contains('scroll-locked')).toBe(true)
    expect(await screen.findByRole('combobox', { name: 'Where' })).toBeTruthy()
  })
})
