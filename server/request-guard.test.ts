import { describe, expect, it } from 'vitest'
import { requestProblem } from './request-guard'

const request = (url: string | undefined, ...host: [string | undefined] | []) => ({
  url,
  headers: { host: host.length ? host[0] : 'localhost' },
})

describe('requestProblem', () => {
  it.each([
    ['/', 'localhost'],
    ['/tours?gclid=a%20b', 'localhost:3000'],
    ['/tours/italy.data?_routes=routes%2Ftour', 'coach.localhost'],
    ['/media/brochures/MJ-2026.pdf', '127.0.0.1:3000'],
    ['/caf%C3%A9', 'localhost'],
    ['/search?q=%ff', 'localhost'],
  ])('lets %s (Host %s) through', (url, host) => {
    expect(requestProblem(request(url, host))).toBeNull()
  })

  it.each([
    ['http://x/tours', 'target'],
    ['https://localhost/tours', 'target'],
    ['*', 'target'],
    ['', 'target'],
    [undefined, 'target'],
    ['tours', 'target'],
  ])('refuses the request target %s', (url, problem) => {
    expect(requestProblem(request(url))).toBe(problem)
  })

  it.each([undefined, '', ' ', 'evil example', 'localhost:99999', 'a@b'])('refuses Host %j', (host) => {
    expect(requestProblem(request('/tours', host))).toBe('host')
  })

  it('lets a bare health check through without Host, but not a malformed one', () => {
    expect(requestProblem(request('/healthz', undefined))).toBeNull()
    expect(requestProblem(request('/healthz', 'bad host'))).toBe('host')
    expect(requestProblem(request('/healthz?x', undefined))).toBeNull()
    expect(requestProblem(request('/healthzz', undefined))).toBe('host')
  })

  it.each(['/%ff', '/media/brochures/%ff.pdf', '/tours/%ff.data', '/%E0%A4%A', '/tours/%', '/a%zz'])(
    'refuses malformed percent-encoding in %s',
    (url) => {
      expect(requestProblem(request(url))).toBe('encoding')
    },
  )
})
