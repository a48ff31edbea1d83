import { describe, expect, it } from 'vitest'
import { resolveBrandHost } from './brand'
import { parseBrandHosts } from './config'

const hosts = parseBrandHosts('localhost=meridian,coach.localhost=cavendish,ca.localhost=meridian:CA')
const fallback = { brandId: 'meridian', marketCode: 'GB' }

describe('resolveBrandHost', () => {
  it.each([
    ['localhost:3000', 'meridian', 'GB'],
    ['coach.localhost:3000', 'cavendish', 'GB'],
    ['COACH.LOCALHOST', 'cavendish', 'GB'],
    ['ca.localhost:8080', 'meridian', 'CA'],
    ['unknown.example.com', 'meridian', 'GB'],
    [undefined, 'meridian', 'GB'],
    ['[::1]:3000', 'meridian', 'GB'],
  ])('%s → %s %s', (host, brandId, marketCode) => {
    expect(resolveBrandHost(host, hosts, fallback)).toEqual({ brandId, marketCode })
  })
})
