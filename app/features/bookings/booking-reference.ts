/*
 * Booking references (issue 11): eight characters from an alphabet without the look-alikes 0/O and 1/I, drawn from
 * a cryptographic random source, so a reference is short to read out on the phone and cannot be guessed from the
 * last one. 32 symbols × 8 = 40 bits. Uniqueness per brand is the database's (bookings.reference is unique) and the
 * writer's, which draws again on a collision.
 */

export const BOOKING_REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
export const BOOKING_REFERENCE_LENGTH = 8
export const BOOKING_REFERENCE_PATTERN = /^[2-9A-HJ-NP-Z]{8}$/

/** A new reference; `randomBytes` fills a buffer with random bytes (crypto.getRandomValues by default). */
export function newBookingReference(
  randomBytes: (length: number) => Uint8Array = (length) => crypto.getRandomValues(new Uint8Array(length)),
): string {
  // 32 divides 256, so taking each byte modulo 32 is uniform.
  const bytes = randomBytes(BOOKING_REFERENCE_LENGTH)
  let reference = ''
  for (let index = 0; index < BOOKING_REFERENCE_LENGTH; index++) {
    reference += BOOKING_REFERENCE_ALPHABET[bytes[index]! % BOOKING_REFERENCE_ALPHABET.length]
  }
  return reference
}

/** A reference as typed or read from an address: trimmed, upper case; null when it cannot be one. */
export function normaliseBookingReference(text: string | null | undefined): string | null {
  const value = (text ?? '').trim().toUpperCase()
  return BOOKING_REFERENCE_PATTERN.test(value) ? value : null
}
