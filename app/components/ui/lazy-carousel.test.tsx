// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { EmblaCarouselType } from 'embla-carousel'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CarouselControls } from './lazy-carousel'

/*
 * The carousels' shared controls (home, checkout): named buttons, the current dot marked, everything disabled until
 * Embla is there, and each button driving Embla. The lazy loading and the motion run in a real browser
 * (tests/e2e/checkout-carousels.spec.ts, tests/e2e/home-and-analytics.spec.ts).
 */

// jsdom has no matchMedia: the controls ask whether the visitor prefers reduced motion.
let reducedMotion = false

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion') && reducedMotion,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  reducedMotion = false
})

const labels = { previous: 'Previous hotel', next: 'Next hotel', dot: (index: number) => `Go to hotel ${index + 1}` }

function fakeEmbla({ canPrev, canNext }: { canPrev: boolean; canNext: boolean }) {
  return {
    canScrollPrev: () => canPrev,
    canScrollNext: () => canNext,
    scrollPrev: vi.fn(),
    scrollNext: vi.fn(),
    scrollTo: vi.fn(),
  }
}

describe('CarouselControls', () => {
  it('is in place but disabled before Embla arrives', () => {
    render(<CarouselControls block="checkout-carousel" embla={null} count={3} selected={0} labels={labels} />)
    const buttons = screen.getAllByRole('button')
    expect(buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual([
      '‹Previous hotel',
      'Go to hotel 1',
      'Go to hotel 2',
      'Go to hotel 3',
      '›Next hotel',
    ])
    expect(buttons.every((button) => (button as HTMLButtonElement).disabled)).toBe(true)
  })

  it('marks the current dot, disables the way that cannot scroll and drives Embla', () => {
    const embla = fakeEmbla({ canPrev: false, canNext: true })
    render(
      <CarouselControls
        block="carousel"
        embla={embla as unknown as EmblaCarouselType}
        count={3}
        selected={1}
        labels={labels}
        before={<button type="button">Pause slides</button>}
      />,
    )
    expect(screen.getAllByRole('button')[0]!.textContent).toBe('Pause slides')
    expect(screen.getByRole('button', { name: 'Previous hotel' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'Go to hotel 2' }).getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('button', { name: 'Go to hotel 1' }).getAttribute('aria-current')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Next hotel' }))
    fireEvent.click(screen.getByRole('button', { name: 'Go to hotel 3' }))
    expect(embla.scrollNext).toHaveBeenCalledTimes(1)
    expect(embla.scrollNext).toHaveBeenCalledWith(false)
    expect(embla.scrollTo).toHaveBeenCalledWith(2, false)
    expect(embla.scrollPrev).not.toHaveBeenCalled()
  })

  it('jumps rather than slides for a visitor who prefers reduced motion (WCAG 2.3.3)', () => {
    reducedMotion = true
    const embla = fakeEmbla({ canPrev: true, canNext: true })
    render(
      <CarouselControls
        block="carousel"
        embla={embla as unknown as EmblaCarouselType}
        count={3}
        selected={1}
        labels={labels}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Previous hotel' }))
    fireEvent.click(screen.getByRole('button', { name: 'Next hotel' }))
    fireEvent.click(screen.getByRole('button', { name: 'Go to hotel 3' }))
    expect(embla.scrollPrev).toHaveBeenCalledWith(true)
    expect(embla.scrollNext).toHaveBeenCalledWith(true)
    expect(embla.scrollTo).toHaveBeenCalledWith(2, true)
  })
})
