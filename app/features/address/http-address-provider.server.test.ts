import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AddressProviderError } from './address-provider.server'
import { createAddressProvider } from './create-address-provider.server'

// A stand-in for a getAddress.io-style provider on a loopback port.
let server: Server
let base: string
const seen: string[] = []

function respond(req: IncomingMessage): [number, unknown] {
  const url = new URL(req.url ?? '/', 'http://x')
  if (url.searchParams.get('api-key') !== 'test-key') return [401, { Message: 'bad key' }]
  if (url.pathname === '/autocomplete/NN1%203ER' || url.pathname === '/autocomplete/NN1 3ER') {
    return [200, { suggestions: [{ address: '10 Watkin Terrace, Northampton', url: '/get/abc123', id: 'abc123' }] }]
  }
  if (url.pathname.startsWith('/autocomplete/')) return [200, { suggestions: [] }]
  if (url.pathname === '/get/abc123') {
    return [
      200,
      {
        postcode: 'NN1 3ER',
        line_1: '10 Watkin Terrace',
        line_2: '',
        line_3: '',
        line_4: '',
        locality: '',
        town_or_city: 'Northampton',
        county: 'Northamptonshire',
        country: 'England',
        residential: true,
      },
    ]
  }
  if (url.pathname === '/get/broken') return [200, { nonsense: true }]
  if (url.pathname === '/get/down') return [500, { Message: 'down' }]
  return [404, { Message: 'not found' }]
}

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.url ?? '')
    const [status, body] = respond(req)
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

describe('the HTTP postcode provider adapter', () => {
  it('is chosen when an API URL is configured, and sends the key', async () => {
    const provider = createAddressProvider({ apiUrl: `${base}/`, apiKey: 'test-key' })
    expect(provider.name).toBe('http')
    expect(await provider.lookup('nn13er')).toEqual([{ id: 'abc123', description: '10 Watkin Terrace, Northampton' }])
    expect(seen.at(-1)).toContain('api-key=test-key')
  })

  it('maps the provider address to ours', async () => {
    const provider = createAddressProvider({ apiUrl: base, apiKey: 'test-key' })
    expect(await provider.getAddress('abc123')).toEqual({
      id: 'abc123',
      addressLines: ['10 Watkin Terrace'],
      town: 'Northampton',
      county: 'Northamptonshire',
      country: 'GB',
      postCode: 'NN1 3ER',
    })
  })

  it('answers none for an empty list or an unknown id', async () => {
    const provider = createAddressProvider({ apiUrl: base, apiKey: 'test-key' })
    expect(await provider.lookup('ZZ1 1ZZ')).toEqual([])
    expect(await provider.getAddress('missing')).toBeNull()
  })

  it('reports provider failures as AddressProviderError', async () => {
    const wrongKey = createAddressProvider({ apiUrl: base, apiKey: 'wrong' })
    await expect(wrongKey.lookup('NN1 3ER')).rejects.toBeInstanceOf(AddressProviderError)
    const provider = createAddressProvider({ apiUrl: base, apiKey: 'test-key' })
    await expect(provider.getAddress('broken')).rejects.toBeInstanceOf(AddressProviderError)
    await expect(provider.getAddress('down')).rejects.toBeInstanceOf(AddressProviderError)
    const unreachable = createAddressProvider({ apiUrl: 'http://127.0.0.1:9', apiKey: 'x' })
    await expect(unreachable.lookup('NN1 3ER')).rejects.toBeInstanceOf(AddressProviderError)
  })

  it('falls back to the built-in directory when no URL is configured', () => {
    expect(createAddressProvider({}).name).toBe('uk-directory')
  })
})
