/*
 * The checkout's steps that are never its first screen (checkout §4–§5): the passenger details with the payment
 * section, and the card frame. checkout-step.tsx fetches this module after hydration rather than with the page, so
 * the first step's load does not carry their forms, the sign-in box and the address finder (issue 28).
 */
export { PassengerDetailsAndPayment } from './passenger-details-and-payment'
export { CardFrameStep } from './payment/index'
