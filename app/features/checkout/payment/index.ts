/* The payment section (checkout §2 step 6) and the card frame step (step 7). */
export { CardFrameStep } from './card-frame-step'
export { PaymentSection } from './payment-section'
