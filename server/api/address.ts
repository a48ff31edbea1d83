import { Router, type Request } from 'express'
import { AddressProviderError } from '../../app/features/address/address-provider.server'
import { addressIdQuerySchema, postcodeLookupQuerySchema } from '../../app/features/address/address-schema'
import { listCountries } from '../../app/features/address/countries.server'
import { createAddressProvider } from '../../app/features/address/create-address-provider.server'
import { sendApiError, sendValidationError } from '../api-errors'
import type { ApiDependencies } from './router'

export const ADDRESS_LOOKUP_UNAVAILABLE_MESSAGE =
  'The address lookup is not available right now. Please enter the address manually.'

/** A query parameter by name, ignoring case (legacy clients send Postcode); the first value when repeated. */
export function queryParam(req: Request, name: string): string | undefined {
  const lower = name.toLowerCase()
  for (const [key, value] of Object.entries(req.query)) {
    if (key.toLowerCase() !== lower) continue
    const first = Array.isArray(value) ? value[0] : value
    return typeof first === 'string' ? first : undefined
  }
  return undefined
}

/**
 * The address endpoints (spec §7): countries, postcode lookup and one address. The lookup goes through the
 * configured provider: the built-in UK directory, or POSTCODE_API_URL over HTTP.
 */
export function addressApi(deps: ApiDependencies): Router {
  const api = Router({ caseSensitive: false })
  const provider = createAddressProvider({ apiUrl: deps.config.POSTCODE_API_URL, apiKey: deps.config.POSTCODE_API_KEY })

  api.get('/umbraco/api/address/countries', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=86400').json(listCountries())
  })

  api.get('/umbraco/api/address/postcodelookup', async (req, res, next) => {
    const parsed = postcodeLookupQuerySchema.safeParse({ postcode: queryParam(req, 'postcode') })
    if (!parsed.success) return sendValidationError(res, parsed.error)
    try {
      res.json(await provider.lookup(parsed.data.postcode))
    } catch (error) {
      if (error instanceof AddressProviderError) {
        req.log?.warn({ err: error }, 'postcode lookup failed')
        return sendApiError(res, 503, 'internal', ADDRESS_LOOKUP_UNAVAILABLE_MESSAGE)
      }
      next(error)
    }
  })

  api.get('/umbraco/api/address/address', async (req, res, next) => {
    const parsed = addressIdQuerySchema.safeParse({ id: queryParam(req, 'id') })
    if (!parsed.success) return sendValidationError(res, parsed.error)
    try {
      const address = await provider.getAddress(parsed.data.id)
      if (!address)
        return sendApiError(res, 404, 'not_found', 'No address has that id. Please look the postcode up again.')
      res.json(address)
    } catch (error) {
      if (error instanceof AddressProviderError) {
        req.log?.warn({ err: error }, 'address fetch failed')
        return sendApiError(res, 503, 'internal', ADDRESS_LOOKUP_UNAVAILABLE_MESSAGE)
      }
      next(error)
    }
  })

  return api
}
