// Long file (over 400 lines): one piece of pure geometry (stop placement, route curve, label collision) whose stages feed each other; tested as a whole.
/*
 * The tour map's drawing, as pure geometry: where each stop of an itinerary goes, the smooth route through them,
 * where each stop's label sits and which way the route runs. A schematic, not a projection: the itinerary data has
 * place names only, so stops are spaced evenly along a gently winding route in the order they are visited, and the
 * winding comes from the stop names (the same itinerary always draws the same map, on the server and in the
 * browser alike).
 *
 * Two orientations: 'wide' (a left-to-right serpentine, up to five stops a row) for large screens and 'tall' (a
 * top-to-bottom line with the labels in a column beside it) for narrow ones, where a wide drawing scaled down would
 * make its text too small to read. A holiday based in one place shows the day visits made from it around (or, tall,
 * below) its base instead of a route. Everything is kept inside the viewBox, and labels are placed so that they do
 * not overlap each other or the markers.
 */

export type MapOrientation = 'wide' | 'tall'
export type StopRole = 'start' | 'end' | 'stop' | 'only'

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

export interface MapStopInput {
  name: string
  /** A short line under the name on the map ('Days 2–5 · 4 nights'). */
  detail?: string | null
}

export interface MapLabel {
  /** The text anchor point: the first name line's baseline is at `y`. */
  x: number
  y: number
  anchor: 'start' | 'middle' | 'end'
  /** A small line above the name ('Start', 'End', 'Start and end'), or null. */
  kicker: string | null
  /** The name, wrapped onto at most two lines. */
  lines: string[]
  /** A smaller line below the name, or null. */
  detail: string | null
  /** The space the label takes up (kicker and detail included). */
  box: Box
}

export interface MapPoint {
  /** 1-based: the number on the marker and in the list of stops. */
  number: number
  name: string
  x: number
  y: number
  /** Marker radius. */
  r: number
  role: StopRole
  label: MapLabel
}

export interface MapExcursion {
  name: string
  x: number
  y: number
  r: number
  label: MapLabel
}

export interface MapArrow {
  x: number
  y: number
  /** Degrees, clockwise from pointing right. */
  angle: number
}

export interface RouteMapLayout {
  orientation: MapOrientation
  width: number
  height: number
  viewBox: string
  points: MapPoint[]
  /** SVG path data for the route (empty with fewer than two stops). */
  path: string
  /** Direction chevrons, one mid-way along each long enough leg. */
  arrows: MapArrow[]
  /** Day visits from a single base, drawn only when the holiday has one stop. */
  excursions: MapExcursion[]
  /** SVG path data for the lines from the base to its day visits (empty without them). */
  spokes: string
  /** Where the decorative compass rose fits without touching a label or marker, or null when it does not. */
  compass: { x: number; y: number; size: number } | null
}

// ------------------------------------------------------------------ Typography estimates (SVG user units)

export const LABEL_FONT_SIZE = 16
export const LABEL_LINE_HEIGHT = 19
export const KICKER_FONT_SIZE = 11
export const KICKER_LINE_HEIGHT = 15
export const DETAIL_FONT_SIZE = 13
export const DETAIL_LINE_HEIGHT = 17
/** Generous average advance widths for the labels' text, as a share of the font size. */
const CHAR_WIDTH = 0.6
const KICKER_CHAR_WIDTH = 0.75
const DETAIL_CHAR_WIDTH = 0.58

const STOP_RADIUS = 14
const END_RADIUS = 19
const EXCURSION_RADIUS = 7
const LABEL_GAP = 9
const EDGE = 8
const COMPASS_SIZE = 56
const MAX_EXCURSIONS = 6

const WIDE = {
  width: 1000,
  compactHeight: 220,
  marginX: 110,
  pad: 165,
  rowGap: 250,
  maxPerRow: 5,
  wave: 42,
  wrapAt: 18,
  limit: 26,
}
const TALL = { width: 360, lineX: 58, wave: 18, pad: 70, step: 100, spurStep: 64, labelX: 106, wrapAt: 22, limit: 25 }
const ORBIT = { rx: 290, ry: 92 }

type Side = 'above' | 'below' | 'right' | 'left'

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim()
const keyOf = (text: string) => normalise(text).toLocaleLowerCase('en-GB')

function toStop(input: string | MapStopInput): { name: string; detail: string | null } {
  return typeof input === 'string'
    ? { name: normalise(input), detail: null }
    : { name: normalise(input.name), detail: input.detail ? normalise(input.detail) : null }
}

/** Consecutive visits to the same place are one stop (compared without case or surrounding spaces). */
export function dedupeConsecutive(names: readonly string[]): string[] {
  return dedupeStops(names).map((stop) => stop.name)
}

function dedupeStops(inputs: readonly (string | MapStopInput)[]): Array<{ name: string; detail: string | null }> {
  const out: Array<{ name: string; detail: string | null }> = []
  let previous: string | null = null
  for (const input of inputs) {
    const stop = toStop(input)
    if (!stop.name) continue
    const key = keyOf(stop.name)
    if (key !== previous) out.push(stop)
    previous = key
  }
  return out
}

/**
 * Words onto at most `maxLines` lines of about `maxChars` characters (the last line takes whatever is left), each
 * line cut with an ellipsis at `limit` characters: the list of stops beside the map always has the full name.
 */
export function wrapLabel(name: string, maxChars: number, maxLines = 2, limit = Infinity): string[] {
  const lines: string[] = []
  for (const word of name.split(' ').filter(Boolean)) {
    const current = lines[lines.length - 1]
    if (current !== undefined && current.length + 1 + word.length <= maxChars) {
      lines[lines.length - 1] = `${current} ${word}`
    } else lines.push(word)
  }
  const kept = lines.length > maxLines ? [...lines.slice(0, maxLines - 1), lines.slice(maxLines - 1).join(' ')] : lines
  return kept.map((line) => (line.length > limit ? `${line.slice(0, Math.max(1, limit - 1)).trimEnd()}…` : line))
}

/** FNV-1a: a stable 32-bit hash of the stop names. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** mulberry32: a tiny seeded generator in [0, 1). */
function generator(seed: number): () => number {
  let state = seed || 1
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const round = (value: number) => Math.round(value * 10) / 10

function roleOf(index: number, count: number): StopRole {
  if (count === 1) return 'only'
  if (index === 0) return 'start'
  if (index === count - 1) return 'end'
  return 'stop'
}

const KICKERS: Record<StopRole, string | null> = { start: 'Start', end: 'End', only: 'Start and end', stop: null }

interface LabelText {
  kicker: string | null
  lines: string[]
  detail: string | null
}

function labelSize({ kicker, lines, detail }: LabelText): { width: number; height: number } {
  const widths = [
    ...lines.map((line) => line.length * LABEL_FONT_SIZE * CHAR_WIDTH),
    kicker ? kicker.length * KICKER_FONT_SIZE * KICKER_CHAR_WIDTH : 0,
    detail ? detail.length * DETAIL_FONT_SIZE * DETAIL_CHAR_WIDTH : 0,
  ]
  return {
    width: Math.ceil(Math.max(...widths)),
    height:
      lines.length * LABEL_LINE_HEIGHT + (kicker ? KICKER_LINE_HEIGHT : 0) + (detail ? DETAIL_LINE_HEIGHT : 0) + 4,
  }
}

/** A label whose box has its top-left corner at (left, top). */
function labelAt(left: number, top: number, text: LabelText, anchor: MapLabel['anchor']): MapLabel {
  const size = labelSize(text)
  const x = anchor === 'start' ? left : anchor === 'end' ? left + size.width : left + size.width / 2
  // The first name line's baseline: below the kicker line, then most of a line's height down.
  const y = top + (text.kicker ? KICKER_LINE_HEIGHT : 0) + LABEL_FONT_SIZE
  return {
    x: round(x),
    y: round(y),
    anchor,
    ...text,
    box: { x: round(left), y: round(top), width: size.width, height: size.height },
  }
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
  return w > 0 && h > 0 ? w * h : 0
}

function inside(box: Box, width: number, height: number): boolean {
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height
}

const markerBox = (point: { x: number; y: number; r: number }, pad = 4): Box => ({
  x: point.x - point.r - pad,
  y: point.y - point.r - pad,
  width: 2 * (point.r + pad),
  height: 2 * (point.r + pad),
})

/**
 * A label on one side of its marker: the first side (in order of preference) that stays inside the drawing and
 * clear of every obstacle, or failing that the least crowded one.
 */
function placeLabel(
  point: { x: number; y: number; r: number },
  text: LabelText,
  sides: Side[],
  obstacles: Box[],
  width: number,
  height: number,
): MapLabel {
  const size = labelSize(text)
  const centredLeft = Math.min(width - EDGE - size.width, Math.max(EDGE, point.x - size.width / 2))
  const middleTop = point.y - size.height / 2
  const at: Record<Side, () => MapLabel> = {
    above: () => labelAt(centredLeft, point.y - point.r - LABEL_GAP - size.height, text, 'middle'),
    below: () => labelAt(centredLeft, point.y + point.r + LABEL_GAP, text, 'middle'),
    right: () => labelAt(point.x + point.r + LABEL_GAP, middleTop, text, 'start'),
    left: () => labelAt(point.x - point.r - LABEL_GAP - size.width, middleTop, text, 'end'),
  }
  let best: MapLabel | null = null
  let bestScore = Infinity
  for (const side of sides) {
    const candidate = at[side]()
    if (!inside(candidate.box, width, height)) continue
    const crowding = obstacles.reduce((sum, box) => sum + overlap(candidate.box, box), 0)
    if (crowding < bestScore) {
      best = candidate
      bestScore = crowding
    }
    if (crowding === 0) break
  }
  return best ?? at[sides[0]!]()
}

/** Catmull-Rom through the points as cubic Béziers, control points kept inside the drawing. */
function smoothPath(
  points: Array<{ x: number; y: number }>,
  width: number,
  height: number,
): { d: string; arrows: MapArrow[] } {
  if (points.length < 2) return { d: '', arrows: [] }
  const clampX = (x: number) => Math.min(width - EDGE, Math.max(EDGE, x))
  const clampY = (y: number) => Math.min(height - EDGE, Math.max(EDGE, y))
  const parts = [`M${round(points[0]!.x)} ${round(points[0]!.y)}`]
  const arrows: MapArrow[] = []
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i]!
    const p1 = points[i]!
    const p2 = points[i + 1]!
    const p3 = points[i + 2] ?? p2
    const c1 = { x: clampX(p1.x + (p2.x - p0.x) / 6), y: clampY(p1.y + (p2.y - p0.y) / 6) }
    const c2 = { x: clampX(p2.x - (p3.x - p1.x) / 6), y: clampY(p2.y - (p3.y - p1.y) / 6) }
    parts.push(`C${round(c1.x)} ${round(c1.y)} ${round(c2.x)} ${round(c2.y)} ${round(p2.x)} ${round(p2.y)}`)
    if (Math.hypot(p2.x - p1.x, p2.y - p1.y) >= 110) {
      // The curve's midpoint and its direction there.
      const mx = (p1.x + 3 * c1.x + 3 * c2.x + p2.x) / 8
      const my = (p1.y + 3 * c1.y + 3 * c2.y + p2.y) / 8
      const dx = p2.x + c2.x - c1.x - p1.x
      const dy = p2.y + c2.y - c1.y - p1.y
      arrows.push({ x: round(mx), y: round(my), angle: round((Math.atan2(dy, dx) * 180) / Math.PI) })
    }
  }
  return { d: parts.join(' '), arrows }
}

interface Placed {
  number: number
  name: string
  detail: string | null
  x: number
  y: number
  r: number
  role: StopRole
}

type StopSeed = { name: string; detail: string | null }

function placed(stop: StopSeed, index: number, count: number, x: number, y: number): Placed {
  const role = roleOf(index, count)
  const r = role === 'stop' ? STOP_RADIUS : END_RADIUS
  return { number: index + 1, name: stop.name, detail: stop.detail, x: round(x), y: round(y), r, role }
}

function placeWide(
  stops: StopSeed[],
  random: () => number,
  flip: boolean,
  excursions: number,
): { points: Placed[]; height: number } {
  const count = stops.length
  if (count === 1 && excursions === 0) {
    // One place and nothing around it: a short drawing, the label above the marker.
    return { points: [placed(stops[0]!, 0, 1, WIDE.width / 2, WIDE.compactHeight - 80)], height: WIDE.compactHeight }
  }
  const rows = Math.max(1, Math.ceil(count / WIDE.maxPerRow))
  const perRow = Math.ceil(count / rows)
  const height = 2 * WIDE.pad + (rows - 1) * WIDE.rowGap
  const slots = rows === 1 ? count : perRow
  const usable = WIDE.width - 2 * WIDE.marginX
  const spacing = slots > 1 ? usable / (slots - 1) : 0
  const points = stops.map((stop, index) => {
    const row = Math.floor(index / perRow)
    const inRow = index - row * perRow
    const slot = row % 2 === 0 ? inRow : slots - 1 - inRow
    const jitterX = slots > 1 ? (random() - 0.5) * spacing * 0.22 : 0
    const x = slots > 1 ? WIDE.marginX + slot * spacing + jitterX : WIDE.width / 2
    const up = (index % 2 === 0) !== flip
    const wave = count === 1 ? 0 : WIDE.wave * (0.55 + 0.45 * random()) * (up ? -1 : 1)
    return placed(stop, index, count, x, WIDE.pad + row * WIDE.rowGap + wave)
  })
  return { points, height }
}

function placeTall(
  stops: StopSeed[],
  random: () => number,
  flip: boolean,
  spur: number,
): { points: Placed[]; height: number } {
  const count = stops.length
  const height = 2 * TALL.pad + Math.max(0, count - 1) * TALL.step + spur * TALL.spurStep
  const points = stops.map((stop, index) => {
    const left = (index % 2 === 0) !== flip
    const wave = count === 1 ? 0 : TALL.wave * (0.5 + 0.5 * random()) * (left ? -1 : 1)
    return placed(stop, index, count, TALL.lineX + wave, TALL.pad + index * TALL.step)
  })
  return { points, height }
}

const textOf = (point: Placed, wrapAt: number, limit: number): LabelText => ({
  kicker: KICKERS[point.role],
  lines: wrapLabel(point.name, wrapAt, 2, limit),
  detail: point.detail,
})

/** Labels beside the line, in one column: the tall layout's stops are far enough apart never to collide. */
function labelTall(points: Placed[]): MapLabel[] {
  return points.map((point) => {
    const text = textOf(point, TALL.wrapAt, TALL.limit)
    return labelAt(TALL.labelX, point.y - labelSize(text).height / 2, text, 'start')
  })
}

/** Labels above or below their marker (on the outside of the route's bend first), else beside it. */
function labelWide(points: Placed[], height: number, extraObstacles: Box[]): MapLabel[] {
  const obstacles = [...points.map((point) => markerBox(point)), ...extraObstacles]
  const labels: MapLabel[] = []
  for (const [index, point] of points.entries()) {
    const neighbours = [points[index - 1], points[index + 1]].filter((p): p is Placed => Boolean(p))
    const meanY = neighbours.length ? neighbours.reduce((sum, p) => sum + p.y, 0) / neighbours.length : point.y + 1
    const sides: Side[] = point.y <= meanY ? ['above', 'below', 'right', 'left'] : ['below', 'above', 'right', 'left']
    const label = placeLabel(
      point,
      textOf(point, WIDE.wrapAt, WIDE.limit),
      sides,
      [...obstacles, ...labels.map((l) => l.box)],
      WIDE.width,
      height,
    )
    labels.push(label)
  }
  return labels
}

/** Day visits from a single base: around it on an ellipse (wide), or on a spur below it (tall). */
function placeExcursions(
  names: string[],
  base: Placed,
  orientation: MapOrientation,
  width: number,
  height: number,
): Array<Omit<MapExcursion, 'label'>> {
  return names.map((name, index) => {
    if (orientation === 'tall') {
      return { name, x: base.x, y: round(base.y + (index + 1) * TALL.spurStep + 8), r: EXCURSION_RADIUS }
    }
    // Spread over the sides and the bottom of the base, never the top, where the base's own label sits.
    const from = (-15 * Math.PI) / 180
    const to = (195 * Math.PI) / 180
    const angle = names.length === 1 ? 0 : from + (index * (to - from)) / (names.length - 1)
    const x = Math.min(width - EDGE - 20, Math.max(EDGE + 20, base.x + ORBIT.rx * Math.cos(angle)))
    const y = Math.min(height - EDGE - 20, Math.max(EDGE + 20, base.y + ORBIT.ry * Math.sin(angle)))
    return { name, x: round(x), y: round(y), r: EXCURSION_RADIUS }
  })
}

function placeCompass(width: number, height: number, obstacles: Box[]): RouteMapLayout['compass'] {
  const half = COMPASS_SIZE / 2
  const inset = EDGE + 6 + half
  const corners = [
    { x: width - inset, y: inset },
    { x: width - inset, y: height - inset },
    { x: inset, y: height - inset },
    { x: inset, y: inset },
  ]
  for (const corner of corners) {
    const box = { x: corner.x - half - 6, y: corner.y - half - 6, width: COMPASS_SIZE + 12, height: COMPASS_SIZE + 12 }
    if (obstacles.every((obstacle) => overlap(box, obstacle) === 0)) {
      return { x: round(corner.x), y: round(corner.y), size: COMPASS_SIZE }
    }
  }
  return null
}

/**
 * The map of an itinerary's stops, in visiting order; consecutive repeats of a place are drawn once. `excursions`
 * (day visits from the base) are drawn only when the whole holiday is spent in one place; at most six, each once.
 */
export function layoutRouteMap(
  stops: readonly (string | MapStopInput)[],
  options: { orientation?: MapOrientation; excursions?: readonly string[] } = {},
): RouteMapLayout {
  const orientation = options.orientation ?? 'wide'
  const seeds = dedupeStops(stops)
  const seed = hash(seeds.map((stop) => stop.name).join('\u0000'))
  const random = generator(seed)
  const flip = (seed & 1) === 1

  const visitNames: string[] = []
  if (seeds.length === 1) {
    const base = keyOf(seeds[0]!.name)
    for (const raw of options.excursions ?? []) {
      const name = normalise(raw)
      const key = keyOf(name)
      if (name && key !== base && !visitNames.some((known) => keyOf(known) === key)) visitNames.push(name)
    }
    visitNames.splice(MAX_EXCURSIONS)
  }

  const width = orientation === 'wide' ? WIDE.width : TALL.width
  const { points: placedStops, height } =
    orientation === 'wide'
      ? placeWide(seeds, random, flip, visitNames.length)
      : placeTall(seeds, random, flip, visitNames.length)
  const base = placedStops[0]
  const sites = base ? placeExcursions(visitNames, base, orientation, width, height) : []

  const siteMarkers = sites.map((site) => markerBox(site))
  const labels = orientation === 'wide' ? labelWide(placedStops, height, siteMarkers) : labelTall(placedStops)
  const points: MapPoint[] = placedStops.map(({ detail: _detail, ...point }, index) => ({
    ...point,
    label: labels[index]!,
  }))

  const taken = [...points.map((point) => markerBox(point)), ...labels.map((label) => label.box), ...siteMarkers]
  const excursions: MapExcursion[] = []
  for (const site of sites) {
    const text: LabelText = {
      kicker: null,
      lines: wrapLabel(
        site.name,
        orientation === 'wide' ? 20 : TALL.wrapAt,
        2,
        orientation === 'wide' ? 30 : TALL.limit,
      ),
      detail: null,
    }
    let label: MapLabel
    if (orientation === 'tall') {
      label = labelAt(TALL.labelX, site.y - labelSize(text).height / 2, text, 'start')
    } else {
      const dx = site.x - (base?.x ?? site.x)
      const dy = site.y - (base?.y ?? site.y)
      const horizontal: Side[] = dx >= 0 ? ['right', 'left'] : ['left', 'right']
      const vertical: Side[] = dy >= 0 ? ['below', 'above'] : ['above', 'below']
      const sides =
        Math.abs(dx) / ORBIT.rx >= Math.abs(dy) / ORBIT.ry ? [...horizontal, ...vertical] : [...vertical, ...horizontal]
      label = placeLabel(site, text, sides, taken, width, height)
    }
    taken.push(label.box)
    excursions.push({ ...site, label })
  }

  const { d, arrows } = smoothPath(points, width, height)
  // Wide: a line from the base to each visit; tall: one line down the spur.
  const targets = orientation === 'tall' ? excursions.slice(-1) : excursions
  const spokes = base ? targets.map((site) => `M${base.x} ${base.y} L${site.x} ${site.y}`).join(' ') : ''
  const compass =
    orientation === 'wide' && points.length
      ? placeCompass(
          width,
          height,
          taken.map((box) => grow(box, 6)),
        )
      : null
  return {
    orientation,
    width,
    height,
    viewBox: `0 0 ${width} ${height}`,
    points,
    path: d,
    arrows,
    excursions,
    spokes,
    compass,
  }
}

function grow(box: Box, by: number): Box {
  return { x: box.x - by, y: box.y - by, width: box.width + 2 * by, height: box.height + 2 * by }
}
