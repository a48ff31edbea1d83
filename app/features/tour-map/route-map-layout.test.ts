import { describe, expect, it } from 'vitest'
import { dedupeConsecutive, layoutRouteMap, wrapLabel, type Box, type RouteMapLayout } from './route-map-layout'

// Itineraries shaped like the seed's: real place names, long and short, with repeats and return visits.
const ITINERARIES: string[][] = [
  ['Windermere'],
  ['Vancouver', 'Whistler'],
  ['Vancouver', 'Vancouver', 'Whistler', 'Whistler', 'Mariposa', 'Mariposa'],
  ['Cologne', 'Koblenz', 'The Rhine Gorge', 'Rüdesheim', 'Heidelberg', 'Strasbourg'],
  ['Ho Chi Minh City', 'Cai Be', 'Chau Doc', 'Phnom Penh', 'Kampong Cham', 'Siem Reap'],
  [
    'Buenos Aires',
    'Ushuaia',
    'Drake Passage',
    'The South Shetland Islands',
    'The Antarctic Peninsula',
    'The Lemaire Channel',
    'Port Lockroy',
    'Drake Passage',
    'Ushuaia',
  ],
  ['Potsdam', 'Wittenberg', 'Meissen', 'Dresden', 'Bad Schandau', 'Prague'],
  ['Chongqing', 'Fengdu', 'The Qutang Gorge', 'The Wu Gorge'],
  ['Llanfairpwllgwyngyllgogerychwyndrobwllllantysiliogogogoch', 'Conwy'],
]

const NAMES = ['Rome', 'Florence', 'Lake Como', 'Sorrento', 'The Amalfi Coast', 'Bled', 'Ljubljana', 'Kotor', 'Mostar']

/** More itineraries, 1 to 14 stops, drawn deterministically from NAMES. */
function generated(): string[][] {
  const out: string[][] = []
  for (let count = 1; count <= 14; count++) {
    out.push(Array.from({ length: count }, (_, i) => `${NAMES[(i * 7 + count) % NAMES.length]} ${i + 1}`))
  }
  return out
}

/** The same itineraries with a detail line under every stop, as the page draws them. */
function withDetails(stops: string[]) {
  return stops.map((name, index) => ({ name, detail: `Days ${index * 3 + 1}–${index * 3 + 3} · 2 nights` }))
}

const ALL = [...ITINERARIES, ...generated()]
const EXCURSIONS = [
  'The Lake District',
  'Beatrix Potter’s Hill Top',
  'Ullswater',
  'Keswick and Derwentwater',
  'Grasmere',
  'Cartmel Priory',
  'Sizergh Castle',
]
/** Every case: plain names, names with details, and single bases with one to seven day visits. */
const CASES: Array<{ stops: Parameters<typeof layoutRouteMap>[0]; excursions?: string[] }> = [
  ...ALL.map((stops) => ({ stops })),
  ...ALL.map((stops) => ({ stops: withDetails(stops) })),
  ...EXCURSIONS.map((_, i) => ({ stops: withDetails(['Windermere']), excursions: EXCURSIONS.slice(0, i + 1) })),
]
const ORIENTATIONS = ['wide', 'tall'] as const

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

function within(box: Box, layout: RouteMapLayout): boolean {
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= layout.width && box.y + box.height <= layout.height
}

const markerBox = (p: { x: number; y: number; r: number }): Box => ({
  x: p.x - p.r,
  y: p.y - p.r,
  width: 2 * p.r,
  height: 2 * p.r,
})

describe('dedupeConsecutive', () => {
  it('draws consecutive visits to one place once, ignoring case and spacing, but keeps return visits', () => {
    expect(dedupeConsecutive(['Rome', 'Rome', ' rome ', 'Florence', 'Florence  ', 'Rome', '', '  '])).toEqual([
      'Rome',
      'Florence',
      'Rome',
    ])
    expect(dedupeConsecutive([])).toEqual([])
  })
})

describe('wrapLabel', () => {
  it('wraps on words onto at most two lines', () => {
    expect(wrapLabel('Rome', 18)).toEqual(['Rome'])
    expect(wrapLabel('The South Shetland Islands', 18)).toEqual(['The South Shetland', 'Islands'])
    expect(wrapLabel('The Antarctic Peninsula of the far south', 12)).toEqual([
      'The',
      'Antarctic Peninsula of the far south',
    ])
    expect(wrapLabel('Llanfairpwllgwyngyll', 10)).toEqual(['Llanfairpwllgwyngyll'])
    expect(wrapLabel('Llanfairpwllgwyngyll Station', 10, 2, 12)).toEqual(['Llanfairpwl…', 'Station'])
  })
})

describe('layoutRouteMap', () => {
  it('is deterministic: the same stops always give the same drawing, different stops a different one', () => {
    for (const orientation of ORIENTATIONS) {
      for (const stops of ALL) {
        expect(layoutRouteMap(stops, { orientation })).toEqual(layoutRouteMap([...stops], { orientation }))
      }
    }
    const a = layoutRouteMap(['Rome', 'Florence', 'Venice'])
    const b = layoutRouteMap(['Venice', 'Florence', 'Rome'])
    expect(a.points.map((p) => p.name)).toEqual(['Rome', 'Florence', 'Venice'])
    expect(a.path).not.toBe(b.path)
  })

  it('de-duplicates consecutive stops and numbers the rest in visiting order', () => {
    const layout = layoutRouteMap(['Vancouver', 'Vancouver', 'Whistler', 'whistler', 'Mariposa', 'Vancouver'])
    expect(layout.points.map((p) => [p.number, p.name])).toEqual([
      [1, 'Vancouver'],
      [2, 'Whistler'],
      [3, 'Mariposa'],
      [4, 'Vancouver'],
    ])
  })

  it('keeps every marker and label inside the viewBox', () => {
    for (const orientation of ORIENTATIONS) {
      for (const { stops, excursions } of CASES) {
        const layout = layoutRouteMap(stops, { orientation, excursions })
        expect(layout.viewBox).toBe(`0 0 ${layout.width} ${layout.height}`)
        for (const point of [...layout.points, ...layout.excursions]) {
          expect(within(markerBox(point), layout), `${orientation} marker ${point.name}`).toBe(true)
          expect(within(point.label.box, layout), `${orientation} label ${point.name}`).toBe(true)
        }
        for (const arrow of layout.arrows) {
          expect(arrow.x >= 0 && arrow.x <= layout.width && arrow.y >= 0 && arrow.y <= layout.height).toBe(true)
        }
        // Every coordinate of the route (end points and control points) is inside too.
        const numbers = layout.path.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? []
        numbers.forEach((value, index) => {
          expect(value).toBeGreaterThanOrEqual(0)
          expect(value).toBeLessThanOrEqual(index % 2 === 0 ? layout.width : layout.height)
        })
      }
    }
  })

  it('places labels clear of each other and of every marker', () => {
    for (const orientation of ORIENTATIONS) {
      for (const { stops, excursions } of CASES) {
        const layout = layoutRouteMap(stops, { orientation, excursions })
        const points = [...layout.points, ...layout.excursions]
        for (const point of points) {
          for (const other of points) {
            if (other === point) continue
            expect(overlaps(point.label.box, other.label.box), `${orientation}: ${point.name} / ${other.name}`).toBe(
              false,
            )
            expect(overlaps(point.label.box, markerBox(other)), `${orientation}: ${point.name} on ${other.name}`).toBe(
              false,
            )
          }
          expect(overlaps(point.label.box, markerBox(point)), `${orientation}: ${point.name} on itself`).toBe(false)
        }
      }
    }
  })

  it('emphasises the start and the end, and draws one smooth curve between each pair of stops', () => {
    const layout = layoutRouteMap(['Cologne', 'Koblenz', 'Rüdesheim', 'Strasbourg'])
    expect(layout.points.map((p) => p.role)).toEqual(['start', 'stop', 'stop', 'end'])
    expect(layout.points[0]!.r).toBeGreaterThan(layout.points[1]!.r)
    expect(layout.points[0]!.label.kicker).toBe('Start')
    expect(layout.points[3]!.label.kicker).toBe('End')
    expect(layout.points[1]!.label.kicker).toBeNull()
    expect(layout.path.startsWith(`M${layout.points[0]!.x} ${layout.points[0]!.y} C`)).toBe(true)
    expect(layout.path.match(/C/g)).toHaveLength(3)
    expect(layout.path.endsWith(`${layout.points[3]!.x} ${layout.points[3]!.y}`)).toBe(true)
  })

  it('draws a single-place holiday as one marker and no route', () => {
    for (const orientation of ORIENTATIONS) {
      const layout = layoutRouteMap(['Windermere', 'Windermere'], { orientation })
      expect(layout.points).toHaveLength(1)
      expect(layout.points[0]!.role).toBe('only')
      expect(layout.points[0]!.label.kicker).toBe('Start and end')
      expect(layout.path).toBe('')
      expect(layout.arrows).toEqual([])
    }
    expect(layoutRouteMap([]).points).toEqual([])
  })

  it('wraps long itineraries into rows on wide screens and one column on narrow ones', () => {
    const nine = ITINERARIES[5]!
    const wide = layoutRouteMap(nine, { orientation: 'wide' })
    const tall = layoutRouteMap(nine, { orientation: 'tall' })
    const rows = new Set(wide.points.map((p) => Math.round(p.y / 100)))
    expect(rows.size).toBeGreaterThan(1)
    expect(wide.width).toBeGreaterThan(wide.height)
    expect(tall.height).toBeGreaterThan(tall.width)
    const ys = tall.points.map((p) => p.y)
    expect([...ys].sort((a, b) => a - b)).toEqual(ys)
  })

  it('puts the compass rose only where it touches no marker or label', () => {
    for (const { stops, excursions } of CASES) {
      const layout = layoutRouteMap(stops, { excursions })
      if (!layout.compass) continue
      const half = layout.compass.size / 2
      const box = { x: layout.compass.x - half, y: layout.compass.y - half, width: 2 * half, height: 2 * half }
      expect(within(box, layout)).toBe(true)
      for (const point of [...layout.points, ...layout.excursions]) {
        expect(overlaps(box, point.label.box) || overlaps(box, markerBox(point))).toBe(false)
      }
    }
  })

  it('puts a detail line under each name, inside the label’s box', () => {
    const layout = layoutRouteMap([
      { name: 'Cologne', detail: 'Day 1 · 1 night' },
      { name: 'Koblenz', detail: 'Days 2–3 · 2 nights' },
    ])
    const [first, second] = layout.points
    expect(first!.label.detail).toBe('Day 1 · 1 night')
    expect(second!.label.detail).toBe('Days 2–3 · 2 nights')
    const plain = layoutRouteMap(['Cologne', 'Koblenz']).points[0]!.label
    expect(first!.label.box.height).toBeGreaterThan(plain.box.height)
    // Details do not change where the stops are: the layout depends on the names alone.
    expect(layout.points.map((p) => [p.x, p.y])).toEqual(
      layoutRouteMap(['Cologne', 'Koblenz']).points.map((p) => [p.x, p.y]),
    )
  })

  it('shows the day visits from a single base around it (wide) or below it (tall), each once', () => {
    const excursions = ['Ullswater', 'ullswater ', 'Windermere', 'Grasmere', '', 'Keswick']
    const wide = layoutRouteMap(['Windermere'], { excursions })
    expect(wide.excursions.map((e) => e.name)).toEqual(['Ullswater', 'Grasmere', 'Keswick'])
    expect(wide.spokes.match(/M/g)).toHaveLength(3)
    const base = wide.points[0]!
    // Never straight above the base, where its own label is.
    for (const site of wide.excursions) expect(site.y).toBeGreaterThan(base.label.box.y + base.label.box.height)
    const tall = layoutRouteMap(['Windermere'], { orientation: 'tall', excursions })
    expect(tall.excursions.every((site) => site.x === tall.points[0]!.x && site.y > tall.points[0]!.y)).toBe(true)
    expect(tall.spokes.match(/M/g)).toHaveLength(1)
    expect(layoutRouteMap(['Windermere'], { excursions: EXCURSIONS }).excursions).toHaveLength(6)
    // A holiday with a route draws the route, not the visits.
    expect(layoutRouteMap(['Windermere', 'Keswick'], { excursions }).excursions).toEqual([])
    expect(layoutRouteMap(['Windermere'], { excursions }).path).toBe('')
  })
})
