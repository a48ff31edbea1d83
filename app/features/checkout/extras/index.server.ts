/* Donations on the server (checkout §4, §7 getdonations/addonations): what the quote records of a donation choice. */
export { applyDonationChoice, toDonation } from './donations.server'
