import { describe, expect, it } from 'vitest'
import { parseConfig } from './config'
import { createSiteTable, originOf, parseHostHeader } from './site-hosts'

const secret = 'x'.repeat(40)
const sitesOf = (env: Record<string, string> = {}) => createSiteTable(parseConfig({ SESSION_SECRET: secret, ...env }))

describe('parseHostHeader', () => {
  it.each([
    ['localhost', 'localhost', null],
    ['localhost:3000', 'localhost', 3000],
    ['COACH.LOCALHOST:8080', 'coach.localhost', 8080],
    ['www.example.com.', 'www.example.com', null],
    ['127.0.0.1:3000', '127.0.0.1', 3000],
    ['[::1]:3000', '[::1]', 3000],
    ['[2001:db8::1]', '[2001:db8::1]', null],
    ['my_service:80', 'my_service', 80],
  ])('%s → %s port %s', (header, hostname, port) => {
    expect(parseHostHeader(header)).toEqual({ hostname, port })
  })

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', '   '],
    ['a port only', ':3000'],
    ['a path', 'evil.example/path'],
    ['credentials', 'user@evil.example'],
    ['a space', 'evil example'],
    ['two ports', 'localhost:1:2'],
    ['a port out of range', 'localhost:70000'],
    ['a non-numeric port', 'localhost:http'],
    ['an unclosed IPv6 literal', '[::1'],
    ['a bracketed name', '[localhost]'],
    ['a leading dot', '.example.com'],
    ['an empty label', 'a..example.com'],
    ['a label over 63 characters', `${'a'.repeat(64)}.com`],
    ['a control character', 'local\u0000host'],
    ['a comma list', 'a.example,b.example'],
  ])('refuses %s', (_name, header) => {
    expect(parseHostHeader(header)).toBeNull()
  })
})

describe('createSiteTable', () => {
  it('maps each configured host to its brand and market, and any other host to the default brand’s host', () => {
    const sites = sitesOf()
    expect(sites.siteFor('coach.localhost')).toMatchObject({ host: 'coach.localhost', brandId: 'cavendish' })
    expect(sites.siteFor('ca.localhost')).toMatchObject({ host: 'ca.localhost', brandId: 'meridian', marketCode: 'CA' })
    expect(sites.siteFor('evil.example')).toMatchObject({ host: 'localhost', brandId: 'meridian', marketCode: 'GB' })
    expect(sites.siteFor('')).toBe(sites.fallback)
  })

  it('takes the default host from DEFAULT_BRAND, preferring its GB host', () => {
    const sites = sitesOf({ BRAND_HOSTS: 'ca.example=meridian:CA,coach.example=cavendish,www.example=meridian' })
    expect(sites.fallback.host).toBe('www.example')
    expect(sitesOf({ DEFAULT_BRAND: 'cavendish' }).siteFor('evil.example').host).toBe('coach.localhost')
  })

  it('gives each host its origin: PUBLIC_ORIGINS, then PUBLIC_ORIGIN for the default host, then the scheme', () => {
    const sites = sitesOf({
      BRAND_HOSTS: 'www.meridian.example=meridian,coach.example=cavendish,ca.meridian.example=meridian:CA',
      PUBLIC_ORIGINS: 'coach.example=https://www.cavendish.example/',
      PUBLIC_ORIGIN: 'https://meridian.example',
      PUBLIC_SCHEME: 'https',
    })
    expect(sites.siteFor('coach.example').origin).toBe('https://www.cavendish.example')
    expect(sites.siteFor('www.meridian.example').origin).toBe('https://meridian.example')
    expect(sites.siteFor('ca.meridian.example').origin).toBe('https://ca.meridian.example')
    expect(sites.siteFor('evil.example').origin).toBe('https://meridian.example')
  })

  it('leaves the origin unconfigured in development without any of them', () => {
    expect(sitesOf().siteFor('coach.localhost').origin).toBeNull()
  })
})

describe('originOf', () => {
  const site = { host: 'coach.localhost', brandId: 'cavendish', marketCode: 'GB', origin: null }

  it('uses a configured origin as it is', () => {
    expect(originOf({ ...site, origin: 'https://www.cavendish.example' }, 3000)).toBe('https://www.cavendish.example')
  })

  it('builds http://host:port from the configured host and the listening port in development', () => {
    expect(originOf(site, 3000)).toBe('http://coach.localhost:3000')
    expect(originOf(site, 80)).toBe('http://coach.localhost')
    expect(originOf(site, undefined)).toBe('http://coach.localhost')
  })
})
