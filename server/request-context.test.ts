import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express, { type ErrorRequestHandler, type Response } from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import type { BrandContext } from '../app/context'
import { parseConfig } from './config'
import { issueCsrfToken } from './csrf'
import { brandOfSite, contextOf, requestContext, type RequestContextResolver } from './request-context'
import { createSiteTable } from './site-hosts'

const secret = 'request-context-test-secret-0123456789'

function brand(id: string, marketCode = 'GB'): BrandContext {
  return {
    id,
    name: id,
    nameFormatted: id,
    isCoach: id === 'cavendish',
    phone: '',
    email: '',
    marketingFormId: 0,
    marketCode,
    currency: marketCode === 'CA' ? 'CAD' : 'GBP',
    cultureCode: 'en-GB',
  }
}

const brands = new Map([
  ['meridian:GB', brand('meridian')],
  ['meridian:CA', brand('meridian', 'CA')],
  ['cavendish:GB', brand('cavendish')],
])

let server: Server | undefined

afterEach(async () => {
  if (server) await new Promise((resolve) => server!.close(resolve))
  server = undefined
})

/** An app with only the request context in front of a handler that answers it as JSON. */
async function start(env: Record<string, string> = {}, resolvers: RequestContextResolver[] = [], port = 0) {
  const config = parseConfig({ SESSION_SECRET: secret, ...env })
  const app = express()
  app.use((_req, res, next) => {
    res.locals.requestId = 'req-9'
    res.locals.cspNonce = 'nonce-9'
    next()
  })
  app.use(
    requestContext({
      sites: createSiteTable(config),
      brands,
      csrf: { secret, secureCookies: false },
      port,
      resolvers,
    }),
  )
  app.get('/context', (_req, res) => {
    const context = contextOf(res)
    res.json({ ...context, brand: `${context.brand.id}:${context.brand.marketCode}` })
  })
  const errors: ErrorRequestHandler = (error: Error, _req, res, _next) => {
    res.status(500).json({ failed: error.message })
  }
  app.use(errors)
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  return (server.address() as AddressInfo).port
}

/** fetch() cannot set Host, so the request goes through node:http. */
async function contextFor(port: number, host: string, cookie?: string) {
  const http = await import('node:http')
  return new Promise<{ status: number; body: Record<string, unknown>; setCookie: string[] }>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: '/context', headers: { host, ...(cookie ? { cookie } : {}) } },
      (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString()))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(text) as Record<string, unknown>,
            setCookie: response.headers['set-cookie'] ?? [],
          }),
        )
      },
    )
    request.on('error', reject)
    request.end()
  })
}

describe('requestContext', () => {
  it('resolves brand, market, host and development origin from the configured host, with the request ids', async () => {
    const port = await start()
    const { body } = await contextFor(port, 'ca.localhost:9999')
    expect(body).toMatchObject({
      brand: 'meridian:CA',
      host: 'ca.localhost',
      // The socket's port, not the one the Host header claimed.
      origin: `http://ca.localhost:${port}`,
      requestId: 'req-9',
      cspNonce: 'nonce-9',
      session: null,
      customer: null,
    })
  })

  it('uses the configured PORT for the development origin when it is not 0', async () => {
    const port = await start({}, [], 3000)
    expect((await contextFor(port, 'coach.localhost')).body).toMatchObject({
      brand: 'cavendish:GB',
      origin: 'http://coach.localhost:3000',
    })
  })

  it('answers an unknown Host as the default brand’s host, with that host’s configured origin', async () => {
    const port = await start({ PUBLIC_ORIGINS: 'localhost=https://www.meridian.example' })
    for (const host of ['evil.example', 'evil.example:443', 'localhost.evil.example']) {
      expect((await contextFor(port, host)).body).toMatchObject({
        brand: 'meridian:GB',
        host: 'localhost',
        origin: 'https://www.meridian.example',
      })
    }
  })

  it('keeps a valid CSRF token and issues a new one (as a cookie) for a missing or forged one', async () => {
    const port = await start()
    const token = issueCsrfToken(secret)
    const kept = await contextFor(port, 'localhost', `XSRF-TOKEN=${encodeURIComponent(token)}`)
    expect(kept.body.csrfToken).toBe(token)
    expect(kept.setCookie).toEqual([])
    const forged = await contextFor(port, 'localhost', `XSRF-TOKEN=${encodeURIComponent(issueCsrfToken('another'))}`)
    expect(forged.body.csrfToken).not.toBe(token)
    expect(forged.setCookie.join()).toContain(`XSRF-TOKEN=${encodeURIComponent(forged.body.csrfToken as string)}`)
  })

  it('runs the resolvers in order, after brand and origin, and hands their result on', async () => {
    const seen: string[] = []
    const port = await start({}, [
      async (_req, context) => {
        seen.push(`first ${context.brand.id}`)
        context.session = { id: 'session-1', customerId: 5 }
      },
      (_req, context) => {
        seen.push(`second ${context.session?.id ?? 'none'}`)
      },
    ])
    const { body } = await contextFor(port, 'coach.localhost')
    expect(seen).toEqual(['first cavendish', 'second session-1'])
    expect(body.session).toEqual({ id: 'session-1', customerId: 5 })
  })

  it('ends the request with the error handler when a resolver fails', async () => {
    const port = await start({}, [
      async () => {
        throw new Error('session store down')
      },
    ])
    expect(await contextFor(port, 'localhost')).toMatchObject({ status: 500, body: { failed: 'session store down' } })
  })
})

describe('brandOfSite', () => {
  const site = (brandId: string, marketCode = 'GB') => ({ host: 'h', brandId, marketCode, origin: null })

  it('falls back to the default site’s brand when a host names a brand the database does not hold', () => {
    expect(brandOfSite(brands, site('nobody'), site('meridian')).id).toBe('meridian')
  })

  it('throws when even the default brand is missing (an unseeded catalogue)', () => {
    expect(() => brandOfSite(new Map(), site('meridian'), site('meridian'))).toThrow(/is the catalogue seeded/)
  })
})

describe('contextOf', () => {
  it('throws when the middleware has not run', () => {
    expect(() => contextOf({ locals: {} } as Response)).toThrow(/requestContext\(\) must run/)
  })
})
