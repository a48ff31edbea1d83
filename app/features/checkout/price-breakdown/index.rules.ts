/* The subtotal (checkout §4, §9): its lines, the donation amounts and the mismatch rule. Pure. */
export {
  computeSubtotal,
  donationAmount,
  donationQuantity,
  isDonationAllocationType,
  isSubtotalMismatch,
  type SubtotalInput,
  subtotalInputOfQuote,
  type SubtotalLineKind,
  subtotalLines,
} from './subtotal'
