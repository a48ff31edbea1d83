import { describe, expect, it } from 'vitest'
import { unrenderedFragments } from '../../tests/support/unrendered-text'
import { CONTENT_BLOCK_KEYS, contentBlocksForBrand } from './content-blocks'
import { distanceKm, planRoute, reverseRoute, scheduleRoute } from './flights'
import { Random } from './random'
import {
  AIRLINES,
  AIRPORT_BY_CODE,
  AIRPORTS,
  CANADIAN_AIRPORTS,
  COACH_PICKUPS,
  CONTINENTS,
  COUNTRIES,
  COUNTRY_BY_ISO,
  RAIL_STATIONS,
  RIVERS,
  TAGS,
  TRANSPORT_TYPES,
  TRAVEL_TYPES,
  UK_AIRPORTS,
  UK_LONG_HAUL_AIRPORTS,
} from './reference-data'

const unique = <T>(items: T[]) => new Set(items).size === items.length

describe('reference data', () => {
  it('has the seven continents with unique codes, slugs and order', () => {
    expect(CONTINENTS.map((c) => c.code).sort()).toEqual(
      ['africa', 'antarctica', 'asia', 'europe', 'north-america', 'oceania', 'south-america'].sort(),
    )
    expect(unique(CONTINENTS.map((c) => c.slug))).toBe(true)
    expect(unique(CONTINENTS.map((c) => c.sortOrder))).toBe(true)
  })

  it('has about sixty real countries with unique ISO codes, names and slugs', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(55)
    expect(COUNTRIES.length).toBeLessThanOrEqual(70)
    expect(unique(COUNTRIES.map((c) => c.iso))).toBe(true)
    expect(unique(COUNTRIES.map((c) => c.slug))).toBe(true)
    expect(unique(COUNTRIES.map((c) => c.name))).toBe(true)
    for (const country of COUNTRIES) {
      expect(country.iso, country.name).toMatch(/^[A-Z]{2}$/)
      expect(country.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(
        CONTINENTS.some((c) => c.code === country.continent),
        country.iso,
      ).toBe(true)
      expect(country.description.length, country.iso).toBeGreaterThan(80)
      expect(country.places.length, country.iso).toBeGreaterThanOrEqual(4)
      expect(country.places.length, country.iso).toBeLessThanOrEqual(10)
      expect(country.season.length, country.iso).toBeGreaterThan(0)
      for (const month of country.season) expect(month).toBeGreaterThanOrEqual(1)
      for (const neighbour of country.neighbours)
        expect(COUNTRY_BY_ISO.has(neighbour), `${country.iso}→${neighbour}`).toBe(true)
    }
    expect(COUNTRY_BY_ISO.has('RU')).toBe(false)
  })

  it('covers every continent', () => {
    for (const continent of CONTINENTS)
      expect(
        COUNTRIES.some((c) => c.continent === continent.code),
        continent.code,
      ).toBe(true)
  })

  it('knows which countries need a visa or travel authorisation for British travellers', () => {
    const needs = (iso: string) => COUNTRY_BY_ISO.get(iso)?.visa !== null
    for (const iso of ['IN', 'CN', 'KH', 'LK', 'EG', 'KE', 'TZ', 'JO', 'US', 'CA', 'AU', 'NZ', 'NP', 'CU'])
      expect(needs(iso), iso).toBe(true)
    for (const iso of ['TR', 'FR', 'IT', 'JP', 'TH', 'ZA', 'MA', 'PE']) expect(needs(iso), iso).toBe(false)
    expect(COUNTRY_BY_ISO.get('US')!.visa!.name).toContain('ESTA')
    expect(COUNTRY_BY_ISO.get('CA')!.visa!.name).toContain('eTA')
    expect(COUNTRY_BY_ISO.get('AU')!.visa!.name).toContain('ETA')
    for (const country of COUNTRIES.filter((c) => c.visa)) {
      expect(Number.isInteger(country.visa!.priceMinor) && country.visa!.priceMinor > 0, country.iso).toBe(true)
    }
  })

  it('has the travel types, tags and transport types the site filters on', () => {
    expect(TRAVEL_TYPES.map((t) => t.code)).toEqual([
      'escorted-tour',
      'river-cruise',
      'coach-holiday',
      'rail-journey',
      'small-group',
      'walking',
      'solo',
      'ocean-cruise',
      'safari',
      'city-break',
      'wildlife',
      'festive',
    ])
    expect(unique(TRAVEL_TYPES.map((t) => t.slug))).toBe(true)
    expect(TAGS.filter((t) => t.kind === 'offer').map((t) => t.name)).toEqual([
      'Early Booking Offer',
      'Last Minute Deals',
      'Save up to £500',
      'Free Single Supplement',
    ])
    expect(unique(TAGS.map((t) => t.slug))).toBe(true)
    expect(TRANSPORT_TYPES.map((t) => [t.code, t.locationType])).toEqual([
      ['FLIGHT', 'airport'],
      ['COACH', 'pickup'],
      ['RAIL', 'station'],
      ['SELF', 'meetingPoint'],
    ])
  })

  it('has valid, unique airports that every reference points at', () => {
    expect(unique(AIRPORTS.map((a) => a.code))).toBe(true)
    for (const airport of AIRPORTS) {
      expect(airport.code).toMatch(/^[A-Z]{3}$/)
      expect(Math.abs(airport.lat)).toBeLessThanOrEqual(90)
      expect(Math.abs(airport.lon)).toBeLessThanOrEqual(180)
      for (const carrier of airport.direct)
        expect(
          AIRLINES.some((a) => a.code === carrier),
          `${airport.code}:${carrier}`,
        ).toBe(true)
    }
    for (const point of [...UK_AIRPORTS, ...CANADIAN_AIRPORTS])
      expect(AIRPORT_BY_CODE.has(point.code), point.code).toBe(true)
    for (const code of UK_LONG_HAUL_AIRPORTS) expect(UK_AIRPORTS.some((a) => a.code === code)).toBe(true)
    for (const country of COUNTRIES) {
      for (const code of [...country.airports, ...country.places.flatMap((p) => (p.airport ? [p.airport] : []))]) {
        expect(AIRPORT_BY_CODE.has(code), `${country.iso}:${code}`).toBe(true)
      }
    }
    for (const airline of AIRLINES) {
      expect(airline.code).toMatch(/^[A-Z0-9]{2}$/)
      for (const code of [...airline.hubs, ...airline.bases])
        expect(AIRPORT_BY_CODE.has(code), `${airline.code}:${code}`).toBe(true)
    }
    expect(unique(AIRLINES.map((a) => a.code))).toBe(true)
  })

  it('has real UK departure points for coaches and trains', () => {
    expect(UK_AIRPORTS.length).toBeGreaterThanOrEqual(19)
    expect(COACH_PICKUPS.length).toBeGreaterThanOrEqual(25)
    expect(unique(COACH_PICKUPS.map((p) => p.code))).toBe(true)
    expect(COACH_PICKUPS.map((p) => p.name)).toContain('Birmingham Digbeth Coach Station')
    expect(RAIL_STATIONS.map((s) => s.name)).toContain('London St Pancras International')
    expect(unique(RAIL_STATIONS.map((s) => s.code))).toBe(true)
  })

  it('has rivers whose ports are in known countries and near known airports', () => {
    for (const river of RIVERS) {
      expect(river.ports.length, river.name).toBeGreaterThanOrEqual(4)
      expect(AIRPORT_BY_CODE.has(river.startAirport) && AIRPORT_BY_CODE.has(river.endAirport), river.name).toBe(true)
      for (const port of river.ports) {
        expect(COUNTRY_BY_ISO.has(port.countryIso), `${river.name}:${port.name}`).toBe(true)
        if (port.airport) expect(AIRPORT_BY_CODE.has(port.airport), `${river.name}:${port.airport}`).toBe(true)
      }
    }
  })
})

describe('content blocks', () => {
  const meridian = contentBlocksForBrand({
    brandName: 'Meridian Journeys',
    phone: '0800 024 6020',
    email: 'a@b.example',
    isCoach: false,
    year: 2026,
    priceLinks: [
      { name: 'Holidays under £999', url: '/holidays-under-999' },
      { name: 'Holidays under C$4,999', url: '/holidays-under-4999' },
    ],
  })
  const cavendish = contentBlocksForBrand({
    brandName: 'Cavendish Coach Holidays',
    phone: '0800 088 4411',
    email: 'c@d.example',
    isCoach: true,
    year: 2026,
    priceLinks: [{ name: 'Holidays under £999', url: '/holidays-under-999' }],
  })

  it('lists the brand’s price pages in the footer, one per market, in place of the placeholder', () => {
    const holidays = (blocks: typeof meridian) =>
      (
        blocks.find((block) => block.key === 'site.footer')!.data.linkGroups as {
          title: string
          links: { name: string; url: string }[]
        }[]
      ).find((group) => group.title === 'Holidays')!.links
    expect(holidays(meridian).map((link) => link.name)).toEqual([
      'All holidays',
      'Special offers',
      'Holidays under £999',
      'Holidays under C$4,999',
      'Brochures',
    ])
    expect(holidays(cavendish).map((link) => link.name)).toContain('Holidays under £999')
    expect(JSON.stringify([meridian, cavendish])).not.toContain('{priceLinks}')
  })

  it('has one block per key and fills in every placeholder', () => {
    expect(unique(CONTENT_BLOCK_KEYS)).toBe(true)
    for (const blocks of [meridian, cavendish]) {
      const text = JSON.stringify(blocks)
      expect(text).not.toMatch(/\{(brandName|phone|phoneHref|email|year)\}/)
      expect(text).not.toMatch(/lorem ipsum/i)
      expect(unrenderedFragments(text)).toEqual([])
    }
  })

  it('does not repeat the passport intro the passenger details step shows itself (issue 29, item 13)', () => {
    for (const blocks of [meridian, cavendish]) {
      const details = blocks.find((b) => b.key === 'checkout.passengerDetails')!
      expect(JSON.stringify(details)).not.toContain('as they appear on the passport')
    }
  })

  it('gives the coach brand its own login skip text', () => {
    const login = (blocks: typeof meridian) => blocks.find((b) => b.key === 'checkout.login')!.data
    expect(login(meridian).continueText).toBe('Continue without log in')
    expect(login(cavendish).continueText).toBe('Continue')
  })

  it('puts the brand phone number in the subtotal-mismatch notice', () => {
    const notice = (blocks: typeof meridian) =>
      String(blocks.find((b) => b.key === 'checkout.priceBreakdown')!.data.subtotalMismatchHtml)
    expect(notice(meridian)).toContain('0800 024 6020')
    expect(notice(cavendish)).toContain('0800 088 4411')
    expect(notice(meridian)).toMatch(/cannot display a live breakdown/)
    expect(notice(meridian)).toMatch(/subtotal shown is correct/)
  })
})

describe('flight routing', () => {
  it('flies non-stop where a carrier does and connects through a hub otherwise', () => {
    const rng = new Random(1)
    const rome = planRoute('LGW', 'FCO', rng)
    expect(rome).toHaveLength(1)
    const sydney = planRoute('MAN', 'SYD', rng)
    expect(sydney).toHaveLength(2)
    expect(sydney[0]!.to.code).toBe(sydney[1]!.from.code)
    const detour =
      (distanceKm(sydney[0]!.from, sydney[0]!.to) + distanceKm(sydney[1]!.from, sydney[1]!.to)) /
      distanceKm(sydney[0]!.from, sydney[1]!.to)
    expect(detour).toBeLessThan(1.4)
  })

  it('schedules legs in order, with local times and real connections', () => {
    const route = planRoute('LHR', 'KTM', new Random(7))
    const legs = scheduleRoute(route, '2026-03-01')
    expect(legs[0]!.departureTime.startsWith('2026-03-01T')).toBe(true)
    for (const leg of legs) expect(leg.instanceCode).toMatch(/^[A-Z0-9]{2}\d{4}$/)
    const back = scheduleRoute(reverseRoute(route), '2026-03-15')
    expect(back[back.length - 1]!.to.code).toBe('LHR')
  })
})
