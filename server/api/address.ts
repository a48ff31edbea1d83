import type { Request } from 'express'
import { z } from 'zod'
import {
  ADDRESS_PARAMS,
  ADDRESS_PATHS,
  AddressProviderError,
  addressIdQuerySchema,
  createAddressProvider,
  listCountries,
  postcodeLookupQuerySchema,
} from '../../app/features/address/index.server'
import { endpoint, notFound, ok, unavailable, type Endpoint, type EndpointResult } from '../endpoint'
import type { ApiDependencies } from './router'

export const ADDRESS_LOOKUP_UNAVAILABLE_MESSAGE =
  'The address lookup is not available right now. Please enter the address manually.'

/**
 * The query reduced to the named parameters, matched regardless of case (legacy clients send `Postcode`); the
 * first value when one is repeated.
 */
export function queryParams(query: unknown, names: readonly string[]): Record<string, string | undefined> {
  const picked: Record<string, string | undefined> = {}
  const entries = typeof query === 'object' && query !== null ? Object.entries(query) : []
  for (const name of names) {
    const match = entries.find(([key]) => key.toLowerCase() === name.toLowerCase())
    const first: unknown = Array.isArray(match?.[1]) ? (match[1] as unknown[])[0] : match?.[1]
    picked[name] = typeof first === 'string' ? first : undefined
  }
  return picked
}

const lookupQuery = z.preprocess((query) => queryParams(query, [ADDRESS_PARAMS.postcode]), postcodeLookupQuerySchema)
const addressQuery = z.preprocess((query) => queryParams(query, [ADDRESS_PARAMS.id]), addressIdQuerySchema)

/**
 * The address endpoints (checkout §7 "Address"): countries, postcode lookup and one address. The lookup goes through
 * the configured provider: the built-in UK directory, or POSTCODE_API_URL over HTTP. A provider that fails is a
 * 503 with a message that sends the visitor to manual entry.
 */
export function addressEndpoints(deps: ApiDependencies): Endpoint[] {
  const provider = createAddressProvider({ apiUrl: deps.config.POSTCODE_API_URL, apiKey: deps.config.POSTCODE_API_KEY })

  async function fromProvider(req: Request, what: string, run: () => Promise<EndpointResult>) {
    try {
      return await run()
    } catch (error) {
      if (!(error instanceof AddressProviderError)) throw error
      req.log?.warn({ err: error }, `${what} failed`)
      return unavailable(ADDRESS_LOOKUP_UNAVAILABLE_MESSAGE)
    }
  }

  return [
    endpoint({
      method: 'GET',
      path: ADDRESS_PATHS.countries,
      handler: () => ok(listCountries(), { headers: { 'Cache-Control': 'public, max-age=86400' } }),
    }),
    endpoint({
      method: 'GET',
      path: ADDRESS_PATHS.postcodeLookup,
      query: lookupQuery,
      handler: ({ query, req }) =>
        fromProvider(req, 'postcode lookup', async () => ok(await provider.lookup(query.postcode))),
    }),
    endpoint({
      method: 'GET',
      path: ADDRESS_PATHS.address,
      query: addressQuery,
      handler: ({ query, req }) =>
        fromProvider(req, 'address fetch', async () => {
          const address = await provider.getAddress(query.id)
          return address ? ok(address) : notFound('No address has that id. Please look the postcode up again.')
        }),
    }),
  ]
}
