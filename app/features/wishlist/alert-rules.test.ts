import { describe, expect, it } from 'vitest'
import {
  ALERT_INTERVAL_MS,
  alertChanges,
  alertWords,
  alertedThisWeek,
  baselineOf,
  changesSignature,
  fewPlacesThreshold,
  hasChanges,
  isFewPlaces,
  parseBaseline,
  withNewDepartures,
  type DepartureNow,
} from './alert-rules'
import { DEFAULT_WISHLIST_FEW_PLACES as DEFAULT_FEW_PLACES } from '../ledger'

const departure = (id: number, priceMinor: number, placesLeft = 20): DepartureNow => ({
  id,
  startDate: '2027-05-12',
  priceMinor,
  currency: 'GBP',
  placesLeft,
})

describe('few places', () => {
  it('counts 1 to the threshold as few, not 0 (sold out) and not more', () => {
    expect([0, 1, 5, 6].map((left) => isFewPlaces(left, 5))).toEqual([false, true, true, false])
  })

  it('takes the brand threshold when it is in range, else the default', () => {
    expect(fewPlacesThreshold(3)).toBe(3)
    expect(fewPlacesThreshold(null)).toBe(DEFAULT_FEW_PLACES)
    expect(fewPlacesThreshold(0)).toBe(DEFAULT_FEW_PLACES)
    expect(fewPlacesThreshold(51)).toBe(DEFAULT_FEW_PLACES)
  })
})

describe('alertChanges', () => {
  const baseline = baselineOf([departure(1, 150000), departure(2, 99900, 4)], 5)

  it('sees a price below the baseline as a drop, an equal or higher price as none', () => {
    expect(alertChanges(baseline, [departure(1, 149999), departure(2, 99900, 4)], 5).priceDrops).toEqual([
      { departure: departure(1, 149999), fromMinor: 150000 },
    ])
    expect(hasChanges(alertChanges(baseline, [departure(1, 150000), departure(2, 120000, 4)], 5))).toBe(false)
  })

  it('alerts few places once: a departure already few at the baseline is no news', () => {
    const changes = alertChanges(baseline, [departure(1, 150000, 3), departure(2, 99900, 2)], 5)
    expect(changes.fewPlaces.map((d) => d.id)).toEqual([1])
    expect(changes.priceDrops).toEqual([])
  })

  it('uses the brand threshold', () => {
    expect(alertChanges(baseline, [departure(1, 150000, 8)], 10).fewPlaces).toHaveLength(1)
    expect(alertChanges(baseline, [departure(1, 150000, 8)], 5).fewPlaces).toHaveLength(0)
  })

  it('a departure the baseline does not know is no drop', () => {
    expect(alertChanges(baseline, [departure(3, 100)], 5).priceDrops).toEqual([])
  })
})

describe('baselines', () => {
  it('adds new departures with their price and as not few', () => {
    const baseline = baselineOf([departure(1, 150000)], 5)
    expect(withNewDepartures(baseline, [departure(1, 140000)])).toBeNull()
    expect(withNewDepartures(baseline, [departure(1, 140000), departure(7, 90000, 2)])).toEqual({
      1: { price: 150000, few: false },
      7: { price: 90000, few: false },
    })
  })

  it('reads what it stored and nothing malformed', () => {
    const baseline = baselineOf([departure(1, 150000, 2)], 5)
    expect(parseBaseline(JSON.stringify(baseline))).toEqual({ 1: { price: 150000, few: true } })
    expect(parseBaseline('{"1":{"price":"x"}}')).toEqual({})
    expect(parseBaseline('[1]')).toEqual({})
    expect(parseBaseline('nope')).toEqual({})
    expect(parseBaseline(null)).toEqual({})
  })
})

describe('the weekly limit', () => {
  const last = '2027-03-01T09:00:00.000Z'
  it('holds for seven days after an alert, then lets the next one go', () => {
    expect(alertedThisWeek(null, new Date(last))).toBe(false)
    expect(alertedThisWeek(last, new Date(Date.parse(last) + ALERT_INTERVAL_MS - 1))).toBe(true)
    expect(alertedThisWeek(last, new Date(Date.parse(last) + ALERT_INTERVAL_MS))).toBe(false)
  })
})

describe('signature and words', () => {
  it('names the same changes the same way, whatever their order', () => {
    const baseline = baselineOf([departure(1, 150000), departure(2, 150000)], 5)
    const a = alertChanges(baseline, [departure(1, 140000), departure(2, 140000, 3)], 5)
    const b = alertChanges(baseline, [departure(2, 140000, 3), departure(1, 140000)], 5)
    expect(changesSignature(a)).toBe(changesSignature(b))
    expect(changesSignature(a)).not.toBe(
      changesSignature(alertChanges(baseline, [departure(1, 130000), departure(2, 140000, 3)], 5)),
    )
  })

  it('says what dropped and what is nearly full', () => {
    const baseline = baselineOf([departure(1, 150000)], 5)
    const words = alertWords('Jewels of Japan', alertChanges(baseline, [departure(1, 139900, 1)], 5))
    expect(words.subject).toBe('Jewels of Japan: lower prices and few places left')
    expect(words.paragraphs.join('\n')).toContain('now £1,399 per person (was £1,500)')
    expect(words.paragraphs.join('\n')).toContain('only 1 place left')
  })
})
