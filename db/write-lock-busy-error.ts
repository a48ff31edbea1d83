/*
 * The failure of db/write-transaction.server.ts when its lock could not be taken in time. Its own module, with no
 * imports, so the checkout's typed failures (which the browser loads too) re-export it without pulling the
 * transaction code into a client bundle.
 */

/** The write lock could not be taken in time (another process held it for too long): safe to retry. */
export class InventoryBusyError extends Error {
  override readonly name = 'InventoryBusyError'
  constructor(message = 'We could not reserve your places just now. Please try again.') {
    super(message)
  }
}
