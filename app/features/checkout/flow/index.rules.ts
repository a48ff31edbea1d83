/*
 * The checkout's step machine (checkout §2, §4), for the page and the steps: the reducer and its state, the order of
 * the steps, session storage, the funnel analytics, the page data and the pure view of what the page shows. Pure:
 * no components.
 */
export {
  addExcursionsEvent,
  addPackageEvent,
  addPaymentInfoEvent,
  addShippingInfoEvent,
  addTourExtensionEvent,
  beginCheckoutEvent,
  type CheckoutAnalyticsEvent,
  newsletterSubscribePayload,
  purchaseEvent,
  purchaseSubmitEvent,
  RESERVATION_PAYMENT_TYPE,
} from './checkout-analytics'
export {
  type BookingConfirmationText,
  type CheckoutHotel,
  type CheckoutPageData,
  type CheckoutStepText,
  type CheckoutTexts,
  type RestoredSelection,
} from './checkout-page-data'
export {
  canBookNow,
  type CheckoutAction,
  checkoutReducer,
  type CheckoutState,
  initialCheckoutState,
  isReservationNow,
  type SubmittedPassenger,
} from './checkout-state'
export { stepAt, type StepEffect, type StepEvent } from './checkout-steps'
export {
  isLoginBoxClosed,
  readStoredNames,
  readStoredRoomIds,
  restoredRooms,
  rememberLoginBoxClosed,
  saveTravellers,
  sessionStore,
} from './checkout-storage'
export {
  bookingFailedUrl,
  type BreakdownView,
  donationPriceText,
  draftBreakdown,
  excursionsBreakdown,
  excursionsRequestOf,
  journeyView,
  type JourneyView,
  noFlightView,
  type NoFlightView,
  occupancyLabel,
  quoteBreakdown,
  quoteHasExcursions,
  roomOptionLabel,
  roomsRequestOf,
  showsStickySubtotal,
  supplementNote,
} from './checkout-view'
