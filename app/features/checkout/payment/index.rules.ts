/* Payment rules (checkout §4, §5, §9): the payment section's state, the frame's messages, the terms. Pure. */
export {
  type AmountToPay,
  BOOKING_REFERENCE_PARAM,
  type BookingConfirmation,
  canBook,
  type CanBook,
  confirmationAddress,
  initialPaymentSection,
  isPaymentValid,
  isReservationBooking,
  passengerOrdinalLabel,
  type PaymentFrame,
  type PaymentMessage,
  type PaymentSectionState,
  paymentTypeOf,
  pollPaymentStatus,
  savePaymentSection,
  shouldPushPurchase,
  userFriendlyMessageOf,
} from './payment-rules'
export { type PaymentTerms, paymentTermsOf } from './payment-terms'
