import type { AddressProvider } from './address-provider.server'
import { createHttpAddressProvider } from './http-address-provider.server'
import { createUkAddressDirectory } from './uk-address-directory.server'

export interface AddressProviderSettings {
  apiUrl?: string | undefined
  apiKey?: string | undefined
  fetch?: typeof fetch
  timeoutMs?: number
}

/** POSTCODE_API_URL configured → the HTTP adapter; otherwise the embedded directory. */
export function createAddressProvider(settings: AddressProviderSettings = {}): AddressProvider {
  if (settings.apiUrl) {
    return createHttpAddressProvider({
      baseUrl: settings.apiUrl,
      apiKey: settings.apiKey,
      fetch: settings.fetch,
      timeoutMs: settings.timeoutMs,
    })
  }
  return createUkAddressDirectory()
}
