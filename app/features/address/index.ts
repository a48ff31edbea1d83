/*
 * The address feature's browser-safe public module: the address block (postcode lookup, manual lines, country) and
 * its form hook, the address API's contract, and the address schema pieces other forms build on. Server services
 * (the provider, the country list) and the API's query schemas are in index.server.ts.
 */
export * from './address-contract'
export { AddressBlock, useAddressForm } from './address-block'
export { countryDisplayName } from './country-name'
export {
  addressFieldErrors,
  addressLinesSchema,
  COUNTRY_UNKNOWN_MESSAGE,
  countryCode,
  DEFAULT_COUNTRY,
  EMPTY_ADDRESS,
  makeAddressFormSchema,
  makeAddressPayloadSchema,
  toAddressPayload,
  type AddressFormValues,
  type CountryOption,
} from './address-schema'
