/* The confirmation step (checkout §2 step 8): the booking reference and summary. */
export { ConfirmationStep } from './confirmation-step'
