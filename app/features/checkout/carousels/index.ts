/*
 * The checkout's carousels (checkout §9): the tour icons ticker and the hotel carousel. Their rules are in
 * index.rules.ts.
 */
export { HotelCarousel, TourIconsTicker } from './checkout-carousels'
