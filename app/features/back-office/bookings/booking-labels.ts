/* How the back office names a booking's status and type. */
export const BOOKING_STATUS_LABELS: Record<string, string> = { confirmed: 'Confirmed', cancelled: 'Cancelled' }
export const BOOKING_TYPE_LABELS: Record<string, string> = {
  paid: 'Paid in full',
  deposit: 'Deposit paid',
  reserved: 'Reserved',
}
