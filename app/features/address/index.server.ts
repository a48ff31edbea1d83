/*
 * The address feature's server services: the lookup provider (built-in directory or HTTP adapter), the country
 * list and names, and the address API's contract and query schemas (server/api/address.ts).
 */
export * from './address-contract'
export { AddressProviderError } from './address-provider.server'
export { createAddressProvider } from './create-address-provider.server'
export { countryName, isCountryCode, listCountries } from './countries.server'
export { addressIdQuerySchema, COUNTRY_UNKNOWN_MESSAGE, postcodeLookupQuerySchema } from './address-schema'
