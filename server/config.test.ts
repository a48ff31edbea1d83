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
    expect(parseConfig({ APP_ENV: 'production', SESSION_SECRET: secret, PUBLIC_SCHEME: 'https' }).SESSION_SECRET).toBe(
      secret,
    )
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

function problemsOf(env: Record<string, string>): string {
  try {
    parseConfig({ SESSION_SECRET: secret, ...env })
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.join('\n')
    throw error
  }
  return ''
}

describe('public origins', () => {
  it('reads host=origin pairs and keeps only the origin of each', () => {
    const config = parseConfig({
      SESSION_SECRET: secret,
      PUBLIC_ORIGINS: 'localhost=https://www.meridian.example/, coach.localhost=http://Coach.Example:8080',
    })
    expect([...config.PUBLIC_ORIGINS]).toEqual([
      ['localhost', 'https://www.meridian.example'],
      ['coach.localhost', 'http://coach.example:8080'],
    ])
  })

  it.each([
    ['PUBLIC_ORIGINS', 'localhost=ftp://x.example', /https:\/\/ or http:\/\//],
    ['PUBLIC_ORIGINS', 'localhost=https://x.example/path', /origin only/],
    ['PUBLIC_ORIGINS', 'localhost', /host=origin/],
    ['PUBLIC_ORIGINS', 'evil.example=https://evil.example', /not a host in BRAND_HOSTS/],
    ['PUBLIC_ORIGIN', 'not a url', /not a URL/],
    ['PUBLIC_ORIGIN', 'https://user:pw@x.example', /origin only/],
    ['PUBLIC_SCHEME', 'ftp', /PUBLIC_SCHEME/],
    ['DEFAULT_BRAND', 'nobody', /no BRAND_HOSTS entry names the brand "nobody"/],
  ])('refuses %s=%s', (name, value, message) => {
    expect(problemsOf({ [name]: value })).toMatch(message)
  })

  it('requires an origin for every host under APP_ENV=production, naming the hosts without one', () => {
    const problems = problemsOf({ APP_ENV: 'production', PUBLIC_ORIGINS: 'localhost=https://www.meridian.example' })
    expect(problems).toMatch(/PUBLIC_ORIGINS: required when APP_ENV=production/)
    expect(problems).toContain('no public origin for coach.localhost, ca.localhost (')
  })

  it('is satisfied in production by PUBLIC_ORIGINS for every host, or by the scheme rule', () => {
    expect(
      problemsOf({
        APP_ENV: 'production',
        PUBLIC_ORIGINS:
          'localhost=https://www.meridian.example,coach.localhost=https://www.cavendish.example,ca.localhost=https://ca.meridian.example',
      }),
    ).toBe('')
    expect(problemsOf({ APP_ENV: 'production', PUBLIC_SCHEME: 'https' })).toBe('')
  })
})

describe('TRUST_PROXY', () => {
  it.each([
    ['false', 0],
    ['0', 0],
    ['1', 1],
    ['2', 2],
    ['loopback', ['loopback']],
    ['10.0.0.0/8, 192.168.1.7,loopback', ['10.0.0.0/8', '192.168.1.7', 'loopback']],
    ['fd00::/8,::1', ['fd00::/8', '::1']],
  ])('%s → %j', (value, expected) => {
    expect(parseConfig({ SESSION_SECRET: secret, TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected)
  })

  it('defaults to trusting no proxy', () => {
    expect(parseConfig({ SESSION_SECRET: secret }).TRUST_PROXY).toBe(0)
  })

  it('refuses true with a message saying why and what to give instead', () => {
    const problems = problemsOf({ TRUST_PROXY: 'true' })
    expect(problems).toMatch(/^TRUST_PROXY: true would trust an X-Forwarded-For header from anyone/)
    expect(problems).toMatch(/number of proxies/)
  })

  it.each(['yes', '10.0.0.0/33', '300.1.1.1', 'example.com', '11', '10.0.0.1/8/2'])('refuses %s', (value) => {
    expect(problemsOf({ TRUST_PROXY: value })).toMatch(/^TRUST_PROXY: /)
  })

  // Issue 24, defect 9: a port that believes X-Forwarded-For must not be reachable except through the proxy.
  const production = { APP_ENV: 'production', PUBLIC_SCHEME: 'https' }
  it.each(['0.0.0.0', '::', '203.0.113.7', 'example.com'])('in production refuses TRUST_PROXY on HOST=%s', (host) => {
    expect(problemsOf({ ...production, TRUST_PROXY: '1', HOST: host })).toMatch(/^HOST: .*X-Forwarded-For/)
  })

  it('in production refuses TRUST_PROXY on the default HOST (every interface)', () => {
    expect(problemsOf({ ...production, TRUST_PROXY: '1' })).toMatch(/^HOST: /)
  })

  it.each(['127.0.0.1', 'localhost', '::1', '10.1.2.3', '172.20.0.5', '192.168.1.10', 'fd12::1'])(
    'in production accepts TRUST_PROXY on the loopback or private HOST=%s',
    (host) => {
      expect(problemsOf({ ...production, TRUST_PROXY: '1', HOST: host })).toBe('')
    },
  )

  it('accepts any HOST without a proxy to trust', () => {
    expect(problemsOf({ ...production, HOST: '0.0.0.0' })).toBe('')
  })
})

describe('REQUEST_BODY_TIMEOUT_MS', () => {
  it('defaults to 10 s and refuses values outside 100 ms – 2 min', () => {
    expect(parseConfig({ SESSION_SECRET: secret }).REQUEST_BODY_TIMEOUT_MS).toBe(10_000)
    expect(problemsOf({ REQUEST_BODY_TIMEOUT_MS: '50' })).toMatch(/REQUEST_BODY_TIMEOUT_MS/)
    expect(problemsOf({ REQUEST_BODY_TIMEOUT_MS: '600000' })).toMatch(/REQUEST_BODY_TIMEOUT_MS/)
  })
})

describe('CHECKOUT_RECOVERY_DELAY_MINUTES', () => {
  it('defaults to two hours and takes a whole number of minutes from 5 to a week', () => {
    expect(parseConfig({ SESSION_SECRET: secret }).CHECKOUT_RECOVERY_DELAY_MINUTES).toBe(120)
    expect(
      parseConfig({ SESSION_SECRET: secret, CHECKOUT_RECOVERY_DELAY_MINUTES: '5' }).CHECKOUT_RECOVERY_DELAY_MINUTES,
    ).toBe(5)
    expect(
      parseConfig({ SESSION_SECRET: secret, CHECKOUT_RECOVERY_DELAY_MINUTES: '10080' }).CHECKOUT_RECOVERY_DELAY_MINUTES,
    ).toBe(10080)
  })

  it.each(['0', '4', '1.5', '10081', 'two hours'])('refuses %s', (value) => {
    expect(problemsOf({ CHECKOUT_RECOVERY_DELAY_MINUTES: value })).toMatch(/^CHECKOUT_RECOVERY_DELAY_MINUTES: /)
  })
})

describe('CHECKOUT_HOLD_MINUTES', () => {
  it('defaults to 30 and takes a whole number of minutes from 1 to 1440', () => {
    expect(parseConfig({ SESSION_SECRET: secret }).CHECKOUT_HOLD_MINUTES).toBe(30)
    expect(parseConfig({ SESSION_SECRET: secret, CHECKOUT_HOLD_MINUTES: '1' }).CHECKOUT_HOLD_MINUTES).toBe(1)
    expect(parseConfig({ SESSION_SECRET: secret, CHECKOUT_HOLD_MINUTES: '1440' }).CHECKOUT_HOLD_MINUTES).toBe(1440)
  })

  it.each(['0', '-5', '1.5', '1441', 'half an hour'])('refuses %s', (value) => {
    expect(problemsOf({ CHECKOUT_HOLD_MINUTES: value })).toMatch(/^CHECKOUT_HOLD_MINUTES: /)
  })
})
