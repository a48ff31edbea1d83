import type { AddressMatch, AddressWithId } from './address-schema'

/** Where postcode lookups come from: the built-in UK directory, or a real provider over HTTP. */
export interface AddressProvider {
  readonly name: string
  /** Addresses at a postcode (any spacing and case); [] when there are none. */
  lookup(postcode: string): Promise<AddressMatch[]>
  /** One address by the id a lookup returned; null when the id is unknown. */
  getAddress(id: string): Promise<AddressWithId | null>
}

/** The provider could not answer (down, refused our key, sent nonsense). Not the user's fault. */
export class AddressProviderError extends Error {
  override readonly name = 'AddressProviderError'
}
