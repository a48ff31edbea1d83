import type { EmblaOptionsType } from 'embla-carousel'
import { CHECKOUT_CAROUSEL_BREAKPOINTS_PX, HOTEL_CAROUSEL, TOUR_ICONS_CAROUSEL } from '../../../lib/constants'

/*
 * The checkout's two carousels as rules (checkout §9; issue 29 item 11): how many slides each shows at a width, when
 * one starts, and the Embla settings that follow from the spec's Swiper-style constants. Pure: the components
 * (checkout-carousels.tsx) and the stylesheet (checkout-carousels.css, which lays the slides out before Embla
 * arrives) follow these tables.
 */

/** Slides per view below the first breakpoint and from each of CHECKOUT_CAROUSEL_BREAKPOINTS_PX (min-widths). */
export interface SlidesPerView {
  base: number
  atBreakpoints: readonly [number, number, number]
}

/** The tour icons ticker: one highlight on a phone, then 2 / 3 / 4 from 768 / 1024 / 1440 px. */
export const TOUR_ICONS_PER_VIEW: SlidesPerView = { base: 1, atBreakpoints: [2, 3, 4] }

/** The hotel carousel: one slide at every width (checkout §9 "one slide"). */
export const HOTELS_PER_VIEW: SlidesPerView = {
  base: HOTEL_CAROUSEL.slidesPerView,
  atBreakpoints: [HOTEL_CAROUSEL.slidesPerView, HOTEL_CAROUSEL.slidesPerView, HOTEL_CAROUSEL.slidesPerView],
}

export function slidesPerViewAt(widthPx: number, table: SlidesPerView): number {
  let perView = table.base
  CHECKOUT_CAROUSEL_BREAKPOINTS_PX.forEach((minWidthPx, index) => {
    if (widthPx >= minWidthPx) perView = table.atBreakpoints[index]!
  })
  return perView
}

/** Checkout §9: a carousel starts only if its slide count is at least the slides per view. */
export function carouselStarts(slideCount: number, perView: number): boolean {
  return slideCount > 0 && slideCount >= perView
}

/**
 * Embla's activation for a slide count: active where the carousel starts, inactive (the slides stay where the
 * stylesheet put them, no dragging, no autoplay) where there are fewer slides than fit in a view. Embla applies the
 * media queries itself and re-initialises when one starts or stops matching.
 */
export function emblaActivation(
  slideCount: number,
  table: SlidesPerView,
): Pick<EmblaOptionsType, 'active' | 'breakpoints'> {
  const breakpoints: Record<string, EmblaOptionsType> = {}
  CHECKOUT_CAROUSEL_BREAKPOINTS_PX.forEach((minWidthPx, index) => {
    breakpoints[`(min-width: ${minWidthPx}px)`] = { active: carouselStarts(slideCount, table.atBreakpoints[index]!) }
  })
  return { active: carouselStarts(slideCount, table.base), breakpoints }
}

/** Embla's auto-scroll plugin moves `speed` pixels per 1/60 s step (its fixed time step). */
const EMBLA_STEPS_PER_SECOND = 60

/**
 * The ticker's speed in Embla's pixels per step: Swiper's speed 7000 with autoplay delay 0 is one slide's width
 * every 7 s, without a pause, so the slide width decides it (recomputed when the width changes).
 */
export function tickerSpeed(slideWidthPx: number, msPerSlide: number = TOUR_ICONS_CAROUSEL.speedMs): number {
  if (slideWidthPx <= 0 || msPerSlide <= 0) return 0
  return slideWidthPx / ((msPerSlide / 1000) * EMBLA_STEPS_PER_SECOND)
}

/**
 * Embla's scroll duration is not in milliseconds (it drives an attraction simulation; its guide recommends 20–60,
 * default 25, about 0.4 s between neighbouring slides). The hotel carousel's speed 1000 ms is its slowest
 * recommended setting, which takes about a second from one slide to the next.
 */
export function emblaDurationFor(speedMs: number): number {
  return Math.min(60, Math.max(20, Math.round((speedMs / 1000) * 60)))
}
