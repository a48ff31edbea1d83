import { describe, expect, it } from 'vitest'
import { ConfigError, parseBrandHosts, parseConfig } from './config'

const secret = 'x'.repeat(40)

describe('parseConfig', () => {
  it('gives working local defaults', () => {
    const config = parseConfig({ SESSION_SECRET: secret })
    expect(config.PORT).toBe(3000)
    expect(config.DATABASE_URL).toBe('file:data/itinera.db')
    expect(config.BRAND_HOSTS.get('localhost')).toEqual({ brandId: 'meridian', marketCode: 'GB' })
    expect(config.BRAND_HOSTS.get('coach.localhost')).toEqual({ brandId: 'cavendish', marketCode: 'GB' })
    expect(config.BRAND_HOSTS.get('ca.localhost')).toEqual({ brandId: 'meridian', marketCode: 'CA' })
    expect(config.SEED_ON_START).toBe(true)
  })

  it('lists every problem at once', () => {
    let error: unknown
    try {
      parseConfig({ PORT: 'abc', LOG_LEVEL: 'loud', GTM_ID: 'nope', SESSION_SECRET: 'short' })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    const problems = (error as ConfigError).problems.join('\n')
    expect(problems).toContain('PORT')
    expect(problems).toContain('LOG_LEVEL')
    expect(problems).toContain('GTM_ID')
    expect(problems).toContain('SESSION_SECRET')
  })

  it('requires a session secret in production', () => {
    expect(() => parseConfig({ APP_ENV: 'production' })).toThrow(/SESSION_SECRET/)
    expect(parseConfig({ APP_ENV: 'production', SESSION_SECRET: secret }).SESSION_SECRET).toBe(secret)
  })

  it('treats empty values as unset', () => {
    expect(parseConfig({ PORT: '', SESSION_SECRET: secret }).PORT).toBe(3000)
  })
})

describe('parseBrandHosts', () => {
  it.each([
    ['localhost=meridian', 'localhost', { brandId: 'meridian', marketCode: 'GB' }],
    ['Coach.Example.com=Cavendish', 'coach.example.com', { brandId: 'cavendish', marketCode: 'GB' }],
    ['ca.example.com=meridian:ca', 'ca.example.com', { brandId: 'meridian', marketCode: 'CA' }],
  ])('%s', (text, host, expected) => {
    expect(parseBrandHosts(text).get(host)).toEqual(expected)
  })

  it.each(['localhost', 'a=b=c', '=meridian', 'x=meridian:CAN'])('rejects %s', (text) => {
    expect(() => parseBrandHosts(text)).toThrow()
  })
})
