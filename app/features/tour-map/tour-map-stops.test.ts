import { describe, expect, it } from 'vitest'
import { buildStops, dayHeadline, dayRange, nightsText } from './tour-map-stops'

const day = (dayNumber: number, location: string, headline = location) => ({
  dayNumber,
  location,
  title: `Day ${dayNumber}: ${headline}`,
})

describe('buildStops', () => {
  it('turns consecutive days in one place into a stop with its days, nights, hotel and day visits', () => {
    const stops = buildStops(
      [
        day(1, 'Vancouver'),
        day(2, 'Vancouver'),
        day(3, 'Vancouver', 'Vancouver Island'),
        day(4, 'Vancouver'),
        day(5, 'Whistler'),
        day(6, 'Whistler'),
        day(7, 'Whistler'),
        day(8, 'Whistler'),
        day(9, 'Mariposa', 'Yosemite'),
        day(10, 'Mariposa', 'Yosemite'),
        day(11, 'Mariposa', 'Fly home'),
      ],
      [
        { name: 'The Vancouver Inn', location: 'Vancouver', nights: 4 },
        { name: 'The Whistler Inn', location: 'Whistler', nights: 4 },
        { name: 'The Mariposa Inn', location: 'Mariposa', nights: 2 },
      ],
    )
    expect(stops).toEqual([
      {
        number: 1,
        name: 'Vancouver',
        firstDay: 1,
        lastDay: 4,
        nights: 4,
        stay: 'The Vancouver Inn',
        visits: [{ day: 3, title: 'Vancouver Island' }],
      },
      { number: 2, name: 'Whistler', firstDay: 5, lastDay: 8, nights: 4, stay: 'The Whistler Inn', visits: [] },
      {
        number: 3,
        name: 'Mariposa',
        firstDay: 9,
        lastDay: 11,
        nights: 2,
        stay: 'The Mariposa Inn',
        visits: [
          { day: 9, title: 'Yosemite' },
          { day: 10, title: 'Yosemite' },
        ],
      },
    ])
    // The nights add up to the holiday's length less its last day.
    expect(stops.reduce((sum, stop) => sum + stop.nights, 0)).toBe(10)
  })

  it('keeps a return visit as its own stop and sorts days that arrive out of order', () => {
    const stops = buildStops(
      [day(3, 'Drake Passage'), day(1, 'Ushuaia'), day(2, 'Drake Passage'), day(4, 'Ushuaia')],
      [],
    )
    expect(stops.map((stop) => [stop.name, stop.firstDay, stop.lastDay, stop.nights])).toEqual([
      ['Ushuaia', 1, 1, 1],
      ['Drake Passage', 2, 3, 2],
      ['Ushuaia', 4, 4, 0],
    ])
    expect(stops.every((stop) => stop.stay === null)).toBe(true)
  })

  it('does not count a day titled with its own place as a visit, with or without a leading “The”', () => {
    const stops = buildStops(
      [day(1, 'Drake Passage', 'The Drake Passage'), day(2, 'The Lake District', 'Lake District')],
      [],
    )
    expect(stops.map((stop) => stop.visits)).toEqual([[], []])
  })

  it('matches places without regard to case and ignores days without a location', () => {
    const stops = buildStops(
      [day(1, 'Rome'), day(2, ' rome '), day(3, '  ')],
      [{ name: 'Hotel Roma', location: 'ROME', nights: 2 }],
    )
    expect(stops).toHaveLength(1)
    expect(stops[0]).toMatchObject({ name: 'Rome', firstDay: 1, lastDay: 2, nights: 1, stay: 'Hotel Roma' })
    expect(buildStops([], [])).toEqual([])
  })
})

describe('texts', () => {
  it('reads day headlines, day ranges and nights', () => {
    expect(dayHeadline('Day 12: The Drake Passage')).toBe('The Drake Passage')
    expect(dayHeadline('Cruising the Elbe')).toBe('Cruising the Elbe')
    expect(dayRange({ firstDay: 4, lastDay: 4 })).toBe('Day 4')
    expect(dayRange({ firstDay: 4, lastDay: 6 })).toBe('Days 4–6')
    expect(nightsText(1)).toBe('1 night')
    expect(nightsText(3)).toBe('3 nights')
    expect(nightsText(0)).toBe('Last day')
  })
})
