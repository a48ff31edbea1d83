/* The travellers step, 'Select Room Types' (checkout §2 step 3). */
export { TravellersStep } from './travellers-step'
