import { describe, expect, it } from 'vitest'
import { countryDisplayName } from './country-name'

describe('countryDisplayName', () => {
  it.each([
    ['GB', 'United Kingdom'],
    ['gb', 'United Kingdom'],
    ['IE', 'Ireland'],
    ['FR', 'France'],
    ['CA', 'Canada'],
    ['XY', 'XY'],
    ['', ''],
    ['United Kingdom', 'United Kingdom'],
  ])('%s → %s', (code, name) => {
    expect(countryDisplayName(code)).toBe(name)
  })
})
