/* The passenger details step (checkout §2 step 5): the login box, one card per passenger, visas and summaries. */
export { PassengerDetailsStep } from './passenger-details-step'
