// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HotelCarousel, TourIconsTicker } from './checkout-carousels'

/*
 * What the carousels render before Embla arrives (the server's markup, and a browser without IntersectionObserver
 * such as jsdom): every slide laid out and labelled, the hotel controls in place but disabled, the pause button
 * holding its place unseen. Their movement is checked in a real browser (tests/e2e/checkout-carousels.spec.ts).
 */

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const hotels = [
  { name: 'Desert Lodge', location: 'Sesriem', nights: 2, rating: 4 },
  { name: 'Etosha Safari Camp', location: 'Okaukuejo', nights: 1, rating: null },
]

describe('the tour icons ticker', () => {
  it('lists every highlight as a slide "n of N" under a named carousel, with the pause button unseen', () => {
    render(<TourIconsTicker highlights={['Cruise the Nile', 'See Abu Simbel', 'Ride a felucca']} tourName="Egypt" />)
    const carousel = screen.getByRole('region', { name: 'Highlights of Egypt' })
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel')
    const slides = within(carousel).getAllByRole('listitem')
    expect(slides.map((slide) => [slide.getAttribute('aria-label'), slide.textContent])).toEqual([
      ['1 of 3', 'Cruise the Nile'],
      ['2 of 3', 'See Abu Simbel'],
      ['3 of 3', 'Ride a felucca'],
    ])
    expect(within(carousel).queryByRole('button')).toBeNull()
    expect(carousel.querySelector('.checkout-carousel__pause')?.hasAttribute('hidden')).toBe(true)
    expect(carousel.dataset.motion).toBe('stopped')
  })

  it('is not there for a tour without highlights', () => {
    expect(renderToString(<TourIconsTicker highlights={[]} tourName="Egypt" />)).toBe('')
  })
})

describe('the hotel carousel', () => {
  it('shows each hotel with its stars, place and nights, and its controls disabled until Embla is there', () => {
    render(<HotelCarousel hotels={hotels} />)
    const carousel = screen.getByRole('region', { name: 'Where you will stay' })
    const slides = within(carousel).getAllByRole('listitem')
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2'])
    expect(within(slides[0]!).getByRole('heading', { level: 3 }).textContent).toBe('Desert Lodge')
    expect(slides[0]!.textContent).toContain('4-star')
    expect(slides[0]!.textContent).toContain('Sesriem · 2 nights')
    expect(slides[1]!.textContent).not.toContain('star')
    expect(slides[1]!.textContent).toContain('Okaukuejo · 1 night')
    for (const name of [
      'Previous hotel',
      'Next hotel',
      'Go to hotel 1: Desert Lodge',
      'Go to hotel 2: Etosha Safari Camp',
    ])
      expect((within(carousel).getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('has no controls for a single hotel, and nothing for none', () => {
    render(<HotelCarousel hotels={hotels.slice(0, 1)} />)
    expect(within(screen.getByRole('region', { name: 'Where you will stay' })).queryAllByRole('button')).toEqual([])
    expect(renderToString(<HotelCarousel hotels={[]} />)).toBe('')
  })
})
