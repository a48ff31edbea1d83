/*
 * The address lookup's wire API (checkout §7 "Address", discovery §7): its paths and parameter names, one
 * definition each, imported by the address block in the browser and by server/api/address.ts. The field rules
 * (the server's gate and the browser's messages) are address-schema.ts; the answer shapes are its AddressMatch,
 * CountryOption and AddressWithId.
 */

export const ADDRESS_PATHS = {
  /** GET → every country as { value, label }, the United Kingdom first. */
  countries: '/umbraco/api/address/countries',
  /** GET ?postcode → the addresses at the postcode as { id, description }. */
  postcodeLookup: '/umbraco/api/address/postcodelookup',
  /** GET ?id (an id from the lookup) → one address. */
  address: '/umbraco/api/address/address',
} as const

/**
 * Query parameter names. Matched without regard to case on the server: clients written against the old API send
 * `Postcode` and `Id`.
 */
export const ADDRESS_PARAMS = {
  postcode: 'postcode',
  id: 'id',
} as const
