import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADDRESS_LOOKUP_UNAVAILABLE_MESSAGE } from '../../server/api/address'
import { client } from '../support/http-client'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer('address-api')
})

afterAll(async () => {
  await server?.stop()
})

async function getJson(target: TestServer, path: string) {
  const response = await client(target, { headers: { accept: 'application/json' } }).get(path)
  return { status: response.status, body: response.json() }
}

describe('GET /umbraco/api/address/countries', () => {
  it('lists ISO 3166 countries in English, the United Kingdom first and the rest alphabetical', async () => {
    const { status, body } = await getJson(server, '/umbraco/api/address/countries')
    expect(status).toBe(200)
    const countries = body as Array<{ value: string; label: string }>
    expect(countries.length).toBeGreaterThan(240)
    expect(countries[0]).toEqual({ value: 'GB', label: 'United Kingdom' })
    expect(countries).toContainEqual({ value: 'IE', label: 'Ireland' })
    expect(countries).toContainEqual({ value: 'FR', label: 'France' })
    const rest = countries.slice(1).map((country) => country.label)
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' })))
    expect(new Set(countries.map((country) => country.value)).size).toBe(countries.length)
  })
})

describe('GET /umbraco/api/address/postcodelookup', () => {
  it('lists the addresses at a postcode as id and description', async () => {
    const { status, body } = await getJson(server, '/umbraco/api/address/postcodelookup?postcode=SW1A%201AA')
    expect(status).toBe(200)
    const matches = body as Array<{ id: string; description: string }>
    expect(matches.length).toBeGreaterThanOrEqual(6)
    for (const match of matches) {
      expect(Object.keys(match).sort()).toEqual(['description', 'id'])
      expect(match.description).toMatch(/, London, SW1A 1AA$/)
    }
  })

  it('accepts any spacing and case', async () => {
    const spaced = await getJson(server, '/umbraco/api/address/postcodelookup?postcode=SW1A%201AA')
    const compact = await getJson(server, '/umbraco/api/address/postcodelookup?postcode=sw1a1aa')
    expect(compact.body).toEqual(spaced.body)
  })

  it('answers an empty list when nothing is found', async () => {
    for (const postcode of ['ZZ1 1ZZ', '75001']) {
      const { status, body } = await getJson(
        server,
        `/umbraco/api/address/postcodelookup?postcode=${encodeURIComponent(postcode)}`,
      )
      expect(status).toBe(200)
      expect(body).toEqual([])
    }
  })

  it('answers 400 with a field error for a malformed or missing postcode', async () => {
    for (const query of ['?postcode=%3Cscript%3E', '?postcode=', '', '?postcode=' + 'A'.repeat(40)]) {
      const { status, body } = await getJson(server, `/umbraco/api/address/postcodelookup${query}`)
      expect(status, query).toBe(400)
      expect(body).toMatchObject({
        error: { code: 'validation_failed', fieldErrors: { postcode: [expect.any(String)] } },
      })
    }
  })
})

describe('GET /umbraco/api/address/address', () => {
  it('answers the full address for a lookup id', async () => {
    const { body } = await getJson(server, '/umbraco/api/address/postcodelookup?postcode=EH1%201YZ')
    const [first] = body as Array<{ id: string; description: string }>
    const address = await getJson(server, `/umbraco/api/address/address?id=${encodeURIComponent(first!.id)}`)
    expect(address.status).toBe(200)
    expect(address.body).toMatchObject({
      id: first!.id,
      addressLines: [expect.any(String)],
      town: 'Edinburgh',
      county: 'Midlothian',
      country: 'GB',
      postCode: 'EH1 1YZ',
    })
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await getJson(server, '/umbraco/api/address/address?id=ZZ11ZZ-0')).status).toBe(404)
    const bad = await getJson(server, '/umbraco/api/address/address?id=%3Cx%3E')
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ error: { fieldErrors: { id: [expect.any(String)] } } })
  })
})

describe('with POSTCODE_API_URL: the HTTP provider adapter', () => {
  let provider: Server
  let viaProvider: TestServer
  let providerUp = true

  beforeAll(async () => {
    provider = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://provider')
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
      if (!providerUp) return send(503, { Message: 'maintenance' })
      if (url.searchParams.get('api-key') !== 'integration-key') return send(401, { Message: 'bad key' })
      if (url.pathname === '/autocomplete/NN1%203ER')
        return send(200, {
          suggestions: [{ id: 'getaddress-1', address: '10 Watkin Terrace, Northampton', url: '/get/getaddress-1' }],
        })
      if (url.pathname.startsWith('/autocomplete/')) return send(200, { suggestions: [] })
      if (url.pathname === '/get/getaddress-1')
        return send(200, {
          postcode: 'NN1 3ER',
          line_1: '10 Watkin Terrace',
          line_2: '',
          line_3: '',
          line_4: '',
          locality: '',
          town_or_city: 'Northampton',
          county: 'Northamptonshire',
          country: 'England',
        })
      send(404, { Message: 'not found' })
    })
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
    const port = (provider.address() as AddressInfo).port
    viaProvider = await startTestServer('address-api-http', {
      POSTCODE_API_URL: `http://127.0.0.1:${port}`,
      POSTCODE_API_KEY: 'integration-key',
    })
  })

  afterAll(async () => {
    await viaProvider?.stop()
    await new Promise((resolve) => provider.close(resolve))
  })

  it('looks postcodes and addresses up at the provider', async () => {
    const lookup = await getJson(viaProvider, '/umbraco/api/address/postcodelookup?postcode=nn13er')
    expect(lookup.body).toEqual([{ id: 'getaddress-1', description: '10 Watkin Terrace, Northampton' }])
    const address = await getJson(viaProvider, '/umbraco/api/address/address?id=getaddress-1')
    expect(address.body).toEqual({
      id: 'getaddress-1',
      addressLines: ['10 Watkin Terrace'],
      town: 'Northampton',
      county: 'Northamptonshire',
      country: 'GB',
      postCode: 'NN1 3ER',
    })
    expect((await getJson(viaProvider, '/umbraco/api/address/postcodelookup?postcode=ZZ1%201ZZ')).body).toEqual([])
  })

  it('answers 503 with a clear message when the provider fails', async () => {
    providerUp = false
    try {
      const { status, body } = await getJson(viaProvider, '/umbraco/api/address/postcodelookup?postcode=NN1%203ER')
      expect(status).toBe(503)
      expect(body).toMatchObject({ error: { message: ADDRESS_LOOKUP_UNAVAILABLE_MESSAGE } })
    } finally {
      providerUp = true
    }
  })
})
