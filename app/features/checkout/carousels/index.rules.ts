/* The checkout carousels' rules (checkout §9): slides per view at the breakpoints, when a carousel starts, speeds. */
export {
  carouselStarts,
  emblaActivation,
  emblaDurationFor,
  HOTELS_PER_VIEW,
  slidesPerViewAt,
  tickerSpeed,
  TOUR_ICONS_PER_VIEW,
} from './carousel-rules'
