/* Passenger details on the server (checkout §7 passengerDetailsResponse, visas, card types). */
export {
  cardTypes,
  lockOwnOpenQuote,
  passengerDetailsComplete,
  paymentTermsOfQuote,
  quoteHasMobilityLimitations,
} from './passenger-details.server'
