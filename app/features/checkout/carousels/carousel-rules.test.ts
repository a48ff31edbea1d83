import { describe, expect, it } from 'vitest'
import {
  carouselStarts,
  emblaActivation,
  emblaDurationFor,
  HOTELS_PER_VIEW,
  slidesPerViewAt,
  tickerSpeed,
  TOUR_ICONS_PER_VIEW,
} from './carousel-rules'

describe('slides per view at the checkout breakpoints 768 / 1024 / 1440 px (checkout §9)', () => {
  it.each([
    [375, 1, 1],
    [767, 1, 1],
    [768, 2, 1],
    [1023, 2, 1],
    [1024, 3, 1],
    [1439, 3, 1],
    [1440, 4, 1],
    [2560, 4, 1],
  ])('%i px: tour icons %i, hotels %i', (width, icons, hotels) => {
    expect(slidesPerViewAt(width, TOUR_ICONS_PER_VIEW)).toBe(icons)
    expect(slidesPerViewAt(width, HOTELS_PER_VIEW)).toBe(hotels)
  })
})

describe('a carousel starts only if its slide count is at least the slides per view', () => {
  it.each([
    [0, 1, false],
    [1, 1, true],
    [2, 3, false],
    [3, 3, true],
    [6, 4, true],
  ])('%i slides, %i per view: %s', (count, perView, starts) => {
    expect(carouselStarts(count, perView)).toBe(starts)
  })

  it('Embla is active only at the widths where the slides reach the view', () => {
    expect(emblaActivation(3, TOUR_ICONS_PER_VIEW)).toEqual({
      active: true,
      breakpoints: {
        '(min-width: 768px)': { active: true },
        '(min-width: 1024px)': { active: true },
        '(min-width: 1440px)': { active: false },
      },
    })
    expect(emblaActivation(1, TOUR_ICONS_PER_VIEW).breakpoints).toEqual({
      '(min-width: 768px)': { active: false },
      '(min-width: 1024px)': { active: false },
      '(min-width: 1440px)': { active: false },
    })
    expect(emblaActivation(0, HOTELS_PER_VIEW).active).toBe(false)
    expect(emblaActivation(2, HOTELS_PER_VIEW)).toEqual({
      active: true,
      breakpoints: {
        '(min-width: 768px)': { active: true },
        '(min-width: 1024px)': { active: true },
        '(min-width: 1440px)': { active: true },
      },
    })
  })
})

describe('the speeds', () => {
  it.each([
    [420, 7000, 1],
    [840, 7000, 2],
    [300, 1000, 5],
    [0, 7000, 0],
  ])('a %i px slide every %i ms moves %f px per 1/60 s', (width, ms, speed) => {
    expect(tickerSpeed(width, ms)).toBeCloseTo(speed)
  })

  it.each([
    [1000, 60],
    [400, 24],
    [100, 20],
    [5000, 60],
  ])('Embla duration for %i ms: %i', (ms, duration) => {
    expect(emblaDurationFor(ms)).toBe(duration)
  })
})
