// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DESCRIPTION_TRUNCATE_LENGTH } from '../../lib/constants'
import { FilterSidebar } from './filter-sidebar'
import { emptySelections } from './listing-state'
import { ResultCard } from './result-card'
import type { Filter, ListingItem } from './search-contract'

/* The result card (discovery §2.2) and the filter sidebar (discovery §2.1, §4) as a visitor meets them. */

afterEach(cleanup)

function item(overrides: Partial<ListingItem> = {}): ListingItem {
  return {
    id: 1,
    name: 'Lakes and Mountains',
    description: 'Short and sweet.',
    image: { smallUrl: '/s.svg', mediumUrl: '/m.svg', largeUrl: '/l.svg', altText: 'A lake below mountains' },
    tourCode: 'MJ1001',
    tourLink: { url: '/tours/lakes-and-mountains-mj1001', name: 'Explore tour' },
    mapLink: null,
    departureDatesFormatted: 'Mar, Apr 2027',
    tourSummary: {
      offerText: null,
      fromDays: 9,
      fromPriceFormatted: '£1,499',
      wasFromPrice: null,
      wasPriceFormatted: null,
      hasWasFromPrice: false,
      fromPrice: 149_900,
      currency: 'GBP',
    },
    url: '/tours/lakes-and-mountains-mj1001',
    analytics: {
      tourCode: 'MJ1001',
      name: 'Lakes and Mountains',
      brand: 'Meridian Journeys',
      continent: 'Europe',
      country: 'Italy',
      discount: 0,
      price: 1499,
      quantity: 1,
      variant: '9 days',
      itemsCount: 1,
      category: 'tours',
    },
    ...overrides,
  }
}

const renderCard = (listing: ListingItem) =>
  render(
    <MemoryRouter>
      <ResultCard item={listing} />
    </MemoryRouter>,
  )

describe('ResultCard', () => {
  it('shows every part of the card', () => {
    renderCard(
      item({
        mapLink: { url: '/media/maps/mj1001.svg', name: 'View tour map' },
        tourSummary: {
          ...item().tourSummary,
          offerText: 'Save £200pp',
          wasFromPrice: 169_900,
          wasPriceFormatted: '£1,699',
          hasWasFromPrice: true,
        },
      }),
    )
    const card = screen.getByRole('article', { name: 'Lakes and Mountains' })
    expect(within(card).getByRole('img', { name: 'A lake below mountains' })).toBeTruthy()
    expect(within(card).getByText('Save £200pp')).toBeTruthy()
    expect(card.textContent).toContain('Mar, Apr 2027')
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Lakes and Mountains')
    expect(card.textContent).toContain('9 days from £1,499')
    expect(card.querySelector('s')?.textContent).toBe('was £1,699')
    expect(
      within(card)
        .getByRole('link', { name: /^View tour map ?: Lakes and Mountains$/ })
        .getAttribute('href'),
    ).toBe('/media/maps/mj1001.svg')
    const explore = within(card).getByRole('link', {
      name: /^Explore tour ?: Lakes and Mountains \(opens in a new tab\)$/,
    })
    expect(explore.getAttribute('target')).toBe('_blank')
    expect(explore.getAttribute('rel')).toBe('noopener')
    expect(within(card).getByRole('button', { name: 'Save Lakes and Mountains to your wishlist' })).toBeTruthy()
  })

  it('has no was price, map link or read more when there is nothing to show', () => {
    renderCard(item())
    const card = screen.getByRole('article')
    expect(card.querySelector('s')).toBeNull()
    expect(within(card).queryByRole('link', { name: /map/i })).toBeNull()
    expect(within(card).queryByRole('button', { name: /Read more/ })).toBeNull()
    expect(card.textContent).toContain('Short and sweet.')
  })

  it('truncates a long description with an ellipsis and expands it with read more / read less', () => {
    const description = `${'A day among vineyards and old hill towns. '.repeat(8)}The end.`
    renderCard(item({ description }))
    const paragraph = document.querySelector('.tour-card__description')!
    expect(paragraph.textContent!.endsWith('…')).toBe(true)
    expect([...paragraph.textContent!].length).toBeLessThanOrEqual(DESCRIPTION_TRUNCATE_LENGTH + 1)
    const toggle = screen.getByRole('button', { name: /^Read more ?about Lakes and Mountains$/ })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(toggle.getAttribute('aria-controls')).toBe(paragraph.id)
    fireEvent.click(toggle)
    expect(paragraph.textContent).toBe(description)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(toggle.textContent).toContain('Read less')
    fireEvent.click(toggle)
    expect(paragraph.textContent!.endsWith('…')).toBe(true)
  })

  it('saves the tour in the wishlist cookie from the toggle', () => {
    renderCard(item())
    fireEvent.click(screen.getByRole('button', { name: 'Save Lakes and Mountains to your wishlist' }))
    expect(document.cookie).toContain('wishlist=')
    expect(
      screen
        .getByRole('button', { name: 'Remove Lakes and Mountains from your wishlist' })
        .getAttribute('aria-pressed'),
    ).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Remove Lakes and Mountains from your wishlist' }))
    expect(document.cookie).not.toContain('wishlist=')
  })
})

const filters: Filter[] = [
  {
    type: 'List',
    label: 'Destination',
    visible: true,
    value: 'Continents',
    children: [
      { label: 'Europe', value: 'europe', count: 12, selected: false },
      { label: 'Asia', value: 'asia', count: 5, selected: false },
    ],
  },
  {
    type: 'List',
    label: 'Country',
    visible: false,
    value: 'Countries',
    children: [{ label: 'Italy', value: 'italy', count: 3, selected: false }],
  },
  {
    type: 'Range',
    label: 'Price per person',
    visible: true,
    value: 'Prices',
    children: ['0-499', '500-999', '1000-1499', '1500-1999'].map((value, i) => ({
      label: value,
      value,
      count: i + 1,
      selected: false,
    })),
  },
]

describe('FilterSidebar', () => {
  it('opens the first group only, labels each checkbox with its count and hides invisible groups', () => {
    render(<FilterSidebar filters={filters} selections={emptySelections()} onToggle={() => {}} onClear={() => {}} />)
    expect(screen.getByRole('button', { name: 'Destination' }).getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('button', { name: 'Price per person' }).getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('button', { name: 'Country' })).toBeNull()
    expect(screen.getByRole('checkbox', { name: /^Europe ?, ?\(12\)$/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).toBe('false')
  })

  it("renders a closed group's options when it is first opened, and keeps them when it closes again", () => {
    render(<FilterSidebar filters={filters} selections={emptySelections()} onToggle={() => {}} onClear={() => {}} />)
    const button = screen.getByRole('button', { name: 'Price per person' })
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!
    // Hidden and empty until opened: nobody meets a closed group's options, and they are checkboxes, not links.
    expect(panel.hidden).toBe(true)
    expect(panel.querySelectorAll('input').length).toBe(0)
    fireEvent.click(button)
    const region = screen.getByRole('region', { name: 'Price per person' })
    expect(within(region).getAllByRole('checkbox').length).toBe(4)
    expect(within(region).getByText('Choose the first and last to select a range.')).toBeTruthy()
    fireEvent.click(button)
    expect(panel.hidden).toBe(true)
    expect(panel.querySelectorAll('input').length).toBe(4)
  })

  it('opens a closed group with its options when a selection arrives from elsewhere', () => {
    const { rerender } = render(
      <FilterSidebar filters={filters} selections={emptySelections()} onToggle={() => {}} onClear={() => {}} />,
    )
    const selections = { ...emptySelections(), Prices: ['0-499'] }
    rerender(<FilterSidebar filters={filters} selections={selections} onToggle={() => {}} onClear={() => {}} />)
    const region = screen.getByRole('region', { name: /^Price per person ?\(selected\)$/ })
    expect((within(region).getAllByRole('checkbox')[0] as HTMLInputElement).checked).toBe(true)
  })

  it('ticks and disables a range from its two ends, and reports clicks with the group options', () => {
    const onToggle = vi.fn()
    const selections = { ...emptySelections(), Prices: ['500-999', '1500-1999'] }
    render(<FilterSidebar filters={filters} selections={selections} onToggle={onToggle} onClear={() => {}} />)
    const region = screen.getByRole('region', { name: /^Price per person ?\(selected\)$/ })
    const boxes = within(region).getAllByRole('checkbox') as HTMLInputElement[]
    expect(boxes.map((box) => box.checked)).toEqual([false, true, true, true])
    expect(boxes.map((box) => box.disabled)).toEqual([false, false, true, false])
    fireEvent.click(boxes[0]!)
    expect(onToggle).toHaveBeenCalledWith('Prices', '0-499', ['0-499', '500-999', '1000-1499', '1500-1999'])
  })

  it('clears one group or all of them', () => {
    const onClear = vi.fn()
    const selections = { ...emptySelections(), Continents: ['asia'] }
    render(<FilterSidebar filters={filters} selections={selections} onToggle={() => {}} onClear={onClear} />)
    fireEvent.click(screen.getByRole('button', { name: /^Clear ?Destination$/ }))
    expect(onClear).toHaveBeenLastCalledWith('Continents')
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }))
    expect(onClear).toHaveBeenLastCalledWith()
  })
})
