import { z } from 'zod'
import { AddressProviderError, type AddressProvider } from './address-provider.server'
import type { AddressMatch, AddressWithId } from './address-schema'
import { parseUkPostcode } from './postcode'

/*
 * A real postcode provider over HTTP, in the shape of getAddress.io's API:
 *   GET {base}/autocomplete/{postcode}?all=true&api-key={key} → { suggestions: [{ id, address, url }] }
 *   GET {base}/get/{id}?api-key={key}                         → { postcode, line_1 … line_4, town_or_city, county, country, … }
 * A 404 means "nothing there"; any other failure is the provider's (AddressProviderError), never the user's.
 * Every answer is checked with Zod before a field of it reaches a page.
 */

const DEFAULT_TIMEOUT_MS = 5000

const suggestionsSchema = z.object({
  suggestions: z.array(z.object({ id: z.string().min(1), address: z.string() })).default([]),
})

const text = z
  .string()
  .nullish()
  .transform((value) => (value ?? '').trim())

const addressSchema = z.object({
  postcode: z.string(),
  line_1: text,
  line_2: text,
  line_3: text,
  line_4: text,
  locality: text,
  town_or_city: text,
  county: text,
  country: text,
})

// getAddress names the UK's nations and the Crown Dependencies; the API speaks ISO codes.
const COUNTRY_CODES: Record<string, string> = {
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  'united kingdom': 'GB',
  jersey: 'JE',
  guernsey: 'GG',
  'isle of man': 'IM',
}

export interface HttpAddressProviderSettings {
  baseUrl: string
  apiKey?: string | undefined
  fetch?: typeof fetch | undefined
  timeoutMs?: number | undefined
}

export function createHttpAddressProvider(settings: HttpAddressProviderSettings): AddressProvider {
  const base = settings.baseUrl.replace(/\/+$/, '')
  const doFetch: typeof fetch = settings.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS

  async function getJson(path: string, params: Record<string, string>): Promise<unknown | null> {
    const url = new URL(`${base}${path}`)
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
    if (settings.apiKey) url.searchParams.set('api-key', settings.apiKey)
    let response: Response
    try {
      response = await doFetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) })
    } catch (error) {
      throw new AddressProviderError(`The postcode provider could not be reached: ${(error as Error).message}`)
    }
    if (response.status === 404) {
      await response.body?.cancel()
      return null
    }
    if (!response.ok) {
      await response.body?.cancel()
      throw new AddressProviderError(`The postcode provider answered ${response.status}`)
    }
    try {
      return (await response.json()) as unknown
    } catch {
      throw new AddressProviderError('The postcode provider sent something that is not JSON')
    }
  }

  return {
    name: 'http',
    async lookup(postcode): Promise<AddressMatch[]> {
      const parsed = parseUkPostcode(postcode)
      const term = parsed ? parsed.formatted : postcode.trim()
      const body = await getJson(`/autocomplete/${encodeURIComponent(term)}`, { all: 'true' })
      if (body === null) return []
      const result = suggestionsSchema.safeParse(body)
      if (!result.success) throw new AddressProviderError('The postcode provider sent an unexpected answer')
      return result.data.suggestions.map(({ id, address }) => ({ id, description: address }))
    },
    async getAddress(id): Promise<AddressWithId | null> {
      const body = await getJson(`/get/${encodeURIComponent(id)}`, {})
      if (body === null) return null
      const result = addressSchema.safeParse(body)
      if (!result.success) throw new AddressProviderError('The postcode provider sent an unexpected address')
      const found = result.data
      const secondLine = [found.line_2, found.line_3, found.line_4].filter(Boolean).join(', ')
      const postcode = parseUkPostcode(found.postcode)
      return {
        id,
        addressLines: [found.line_1, secondLine || found.locality].filter(Boolean),
        town: found.town_or_city,
        county: found.county,
        country: COUNTRY_CODES[found.country.toLowerCase()] ?? 'GB',
        postCode: postcode ? postcode.formatted : found.postcode.trim(),
      }
    },
  }
}
