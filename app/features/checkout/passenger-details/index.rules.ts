/* The passenger details rules (checkout §5), shared by the page, the payment rules and the server. Pure. */
export {
  DUPLICATE_PASSENGERS_AT_PAYMENT,
  hasDuplicatePassengerNames,
  isReservation,
  type TransactionType,
  transactionTypeOf,
} from './booking-terms'
export type { PassengerDetailsInput } from './passenger-details-rules'
