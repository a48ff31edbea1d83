/*
 * The steps that sell extras around the holiday (checkout §2): add-ons (step 1), the flights of the departure they
 * extend (step 2), excursions (step 4) and the donation block shown with the travellers.
 */
export { AddOnsStep } from './addons-step'
export { DonationBlock } from './donation-block'
export { ExcursionsStep } from './excursions-step'
export { FlightsStep } from './flights-step'
