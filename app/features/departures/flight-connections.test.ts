import { describe, expect, it } from 'vitest'
import { journeyStops, layoverMinutes } from './flight-connections'

// Issue 13 defect 8: flights show their stops and layovers (discovery §9: 'Layover times are shown as hours and
// minutes; stops as '1 stop' or 'N stops' listing the airports').
describe('flight connections', () => {
  const leg = (from: string, to: string) => ({
    kind: 'flight' as const,
    departureAirport: { code: from, name: from },
    arrivalAirport: { code: to, name: to },
  })

  it('names the connecting airports of a journey: LHR → DXB → NAN is 1 stop (DXB)', () => {
    expect(journeyStops([leg('LHR', 'DXB'), leg('DXB', 'NAN')])).toBe('1 stop (DXB)')
    expect(journeyStops([leg('LHR', 'DXB'), leg('DXB', 'SIN'), leg('SIN', 'NAN')])).toBe('2 stops (DXB, SIN)')
    expect(journeyStops([leg('LHR', 'JFK')])).toBe('Direct')
  })

  it('ignores ground steps and gives no summary to a journey without flights', () => {
    const ground = { kind: 'ground' as const }
    expect(journeyStops([ground, leg('LHR', 'DXB'), leg('DXB', 'NAN'), ground])).toBe('1 stop (DXB)')
    expect(journeyStops([ground])).toBeNull()
  })

  it('measures a layover between local times at the connecting airport, across midnight', () => {
    expect(layoverMinutes('2027-05-12T21:15', '2027-05-12T23:20')).toBe(125)
    expect(layoverMinutes('2027-05-21T23:10', '2027-05-22T01:15')).toBe(125)
    expect(layoverMinutes('2027-05-21T23:10', '2027-05-21T23:10')).toBe(0)
  })

  it('has no layover for times it cannot read or that run backwards', () => {
    expect(layoverMinutes('', '2027-05-12T23:20')).toBeNull()
    expect(layoverMinutes('2027-05-12T21:15', 'soon')).toBeNull()
    expect(layoverMinutes('2027-05-12T23:20', '2027-05-12T21:15')).toBeNull()
  })
})
