import { describe, expect, it } from 'vitest'
import {
  addOnDepartureUrl,
  checkoutUrl,
  departureLegsUrl,
  departuresUrl,
  durationLabel,
  excursionsForTourUrl,
  secondaryLabelFor,
  travelOptionsUrl,
  withLocation,
} from './departures-contract'
import { addOnDepartureQuery, departureIdQuery, departureLegsQuery, departuresQuery } from './departures-schemas'

describe('URLs', () => {
  it('builds the travel options and a transport type departures URL', () => {
    expect(travelOptionsUrl('MJ1001')).toBe('/umbraco/api/tourdepartures/traveloptions?tourCode=MJ1001')
    expect(departuresUrl('MJ1001', 'FLIGHT')).toBe(
      '/umbraco/api/tourdepartures/departures?tourCode=MJ1001&transportType=FLIGHT',
    )
  })

  it('appends exactly one location parameter named by the location type, replacing any earlier one', () => {
    const url = departuresUrl('MJ1001', 'FLIGHT')
    const withLhr = withLocation(url, 'airport', 'LHR')
    expect(withLhr).toBe(`${url}&airport=LHR`)
    expect(withLocation(withLhr, 'airport', 'MAN')).toBe(`${url}&airport=MAN`)
    expect(withLocation(withLhr, 'airport', '')).toBe(url)
    expect(withLocation('/x', 'pickup', 'LON-VIC')).toBe('/x?pickup=LON-VIC')
  })

  it('encodes the keys of the checkout and departure calls', () => {
    const keys = { departureId: 42, transportCode: 'BA 1&2', filo: 'FI', tourCode: 'MJ1001' }
    expect(checkoutUrl(keys)).toBe('/checkout?departureId=42&transportCode=BA+1%262&filo=FI&tourCode=MJ1001')
    expect(departureLegsUrl(keys)).toBe(
      '/umbraco/api/tourdepartures/departuredetails?departureId=42&filo=FI&transportCode=BA+1%262',
    )
    expect(addOnDepartureUrl(keys)).toBe(
      '/umbraco/api/addon/departure?departureId=42&filo=FI&transportCode=BA+1%262&tourCode=MJ1001',
    )
    expect(excursionsForTourUrl(42)).toBe('/umbraco/api/tourexcursion/fortour?departureId=42')
  })
})

describe('labels', () => {
  it('shows the airport for flights and the duration otherwise', () => {
    expect(secondaryLabelFor('FLIGHT')).toBe('Airport')
    expect(secondaryLabelFor('COACH')).toBe('Duration')
    expect(durationLabel(1)).toBe('1 day')
    expect(durationLabel(12)).toBe('12 days')
  })
})

describe('query schemas', () => {
  it('reads ids as positive whole numbers', () => {
    expect(departureIdQuery.parse({ departureId: '17' })).toEqual({ departureId: 17 })
    for (const bad of ['', 'abc', '-1', '1.5', '0', '+3', '1e3', '99999999999', ' 7']) {
      const result = departureIdQuery.safeParse({ departureId: bad })
      expect(result.success, bad).toBe(false)
    }
  })

  it('says which parameter is missing or repeated', () => {
    const missing = departureLegsQuery.safeParse({ departureId: '1', filo: 'FI' })
    expect(missing.success).toBe(false)
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['transportCode', 'transportCode is required.'],
    ])
    const repeated = departureIdQuery.safeParse({ departureId: ['1', '2'] })
    expect(repeated.error?.issues[0]?.message).toBe('departureId must be a single value.')
  })

  it('accepts a transport type in any case and refuses unknown ones', () => {
    expect(departuresQuery.parse({ tourCode: 'MJ1001', transportType: 'coach' }).transportType).toBe('COACH')
    expect(departuresQuery.safeParse({ tourCode: 'MJ1001', transportType: 'BOAT' }).success).toBe(false)
    expect(departuresQuery.safeParse({ tourCode: 'MJ1001' }).success).toBe(false)
  })

  it('refuses codes with characters outside letters, digits, hyphen and underscore', () => {
    expect(departuresQuery.safeParse({ tourCode: 'MJ1001', transportType: 'FLIGHT', airport: 'LHR' }).success).toBe(
      true,
    )
    expect(departuresQuery.safeParse({ tourCode: "MJ'1", transportType: 'FLIGHT' }).success).toBe(false)
    expect(departuresQuery.safeParse({ tourCode: 'MJ1001', transportType: 'FLIGHT', airport: '<x>' }).success).toBe(
      false,
    )
    expect(
      addOnDepartureQuery.safeParse({ departureId: '1', filo: 'FI', transportCode: 'x'.repeat(41), tourCode: 'MJ1' })
        .success,
    ).toBe(false)
  })
})
