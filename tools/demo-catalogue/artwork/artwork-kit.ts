// The drawing kit behind the tour artwork: numbers on a 0.1 grid, colour mixing, a compact path builder, smooth
// curves and the Painter that carries the palette and the random stream through a scene.

import { createRng, type Rng } from '../../../app/lib/seeded-random'

export type TimeOfDay = 'dawn' | 'day' | 'dusk' | 'night'

export const W = 600

export const H = 400

export const TAU = Math.PI * 2

export type Pt = readonly [number, number]

function round1(value: number): number {
  return Math.round(value * 10) / 10
}

/** One decimal, no leading zero ('.5', '-.5'): the SVGs are mostly numbers, so every character counts. */
export function num(value: number): string {
  const r = round1(value)
  if (r === 0) return '0'
  const text = String(r)
  if (text.startsWith('0.')) return text.slice(1)
  if (text.startsWith('-0.')) return `-${text.slice(2)}`
  return text
}

export function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t
}

export function lerpPt(a: Pt, b: Pt, t: number): Pt {
  return [lerp(a[0], b[0], t), lerp(a[1], b[1], t)]
}

type Rgb = [number, number, number]

function hexToRgb(hex: string): Rgb {
  const n = parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function rgbToHex(rgb: Rgb): string {
  return `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a)
  const y = hexToRgb(b)
  return rgbToHex([lerp(x[0], y[0], t), lerp(x[1], y[1], t), lerp(x[2], y[2], t)])
}

export function rotateHue(hex: string, degrees: number): string {
  const [r, g, b] = hexToRgb(hex).map((v) => v / 255) as Rgb
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const l = (max + min) / 2
  const d = max - min
  if (d === 0) return hex
  const s = d / (1 - Math.abs(2 * l - 1))
  let h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4
  h = (((h * 60 + degrees) % 360) + 360) % 360
  const c = (1 - Math.abs(2 * l - 1)) * s
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1))
  const m = l - c / 2
  const sector = Math.floor(h / 60)
  const table: Rgb[] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ]
  const [r1, g1, b1] = table[sector] ?? [c, x, 0]
  return rgbToHex([(r1 + m) * 255, (g1 + m) * 255, (b1 + m) * 255])
}

/** Builds path data with relative commands on a 0.1 grid. Deltas are taken between already-rounded points, so long
 * relative chains never drift, and the output is a good deal shorter than absolute coordinates. */
export class PathBuilder {
  /** `coarse` snaps to whole units: for organic outlines (foliage, hills, clouds) a unit is under 3 px even at the
   * large size and nobody can see it, while it saves two characters on every number. */
  constructor(private readonly coarse = false) {}

  private round(value: number): number {
    return this.coarse ? Math.round(value) : round1(value)
  }

  private d = ''
  private x = 0
  private y = 0
  private startX = 0
  private startY = 0

  get empty(): boolean {
    return this.d.length === 0
  }

  private last = ''

  private emit(cmd: string, values: number[]): this {
    let s = ''
    values.forEach((v, i) => {
      const text = num(v)
      s += i === 0 || text.startsWith('-') ? text : `,${text}`
    })
    // A repeated command letter may be left out (implicit repetition), and a minus sign is its own separator.
    const repeat = cmd === this.last && cmd !== 'M'
    this.d += repeat ? (s.startsWith('-') ? s : `,${s}`) : cmd + s
    this.last = cmd
    return this
  }

  M(x: number, y: number): this {
    this.x = this.round(x)
    this.y = this.round(y)
    this.startX = this.x
    this.startY = this.y
    return this.emit('M', [this.x, this.y])
  }

  L(x: number, y: number): this {
    const dx = round1(this.round(x) - this.x)
    const dy = round1(this.round(y) - this.y)
    this.x = this.round(x)
    this.y = this.round(y)
    if (dy === 0) return this.emit('h', [dx])
    if (dx === 0) return this.emit('v', [dy])
    return this.emit('l', [dx, dy])
  }

  Q(cx: number, cy: number, x: number, y: number): this {
    const values = [this.round(cx) - this.x, this.round(cy) - this.y, this.round(x) - this.x, this.round(y) - this.y]
    this.x = this.round(x)
    this.y = this.round(y)
    return this.emit('q', values)
  }

  C(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): this {
    const values = [c1x, c1y, c2x, c2y, x, y].map((v, i) => this.round(v) - (i % 2 === 0 ? this.x : this.y))
    this.x = this.round(x)
    this.y = this.round(y)
    return this.emit('c', values)
  }

  A(r: number, large: boolean, sweep: boolean, x: number, y: number, ry = r): this {
    // Whole-unit radii on bigger arcs: an arc whose radius is slightly off still meets its end point (the renderer
    // adjusts the radius), so only the bulge changes, invisibly, and the bytes drop.
    const radius = (v: number): number => (v >= 8 ? Math.round(v) : v)
    const values = [
      radius(r),
      radius(ry),
      0,
      large ? 1 : 0,
      sweep ? 1 : 0,
      this.round(x) - this.x,
      this.round(y) - this.y,
    ]
    this.x = this.round(x)
    this.y = this.round(y)
    return this.emit('a', values)
  }

  /** An axis-aligned rectangle, drawn (x0,y0) → (x0,y1) → (x1,y1) → (x1,y0). */
  R(x0: number, y0: number, x1: number, y1: number): this {
    return this.poly([
      [x0, y0],
      [x0, y1],
      [x1, y1],
      [x1, y0],
    ])
  }

  /** A closed ellipse as two half arcs. */
  O(cx: number, cy: number, rx: number, ry = rx): this {
    return this.M(cx - rx, cy)
      .A(rx, false, true, cx + rx, cy, ry)
      .A(rx, false, true, cx - rx, cy, ry)
      .Z()
  }

  poly(points: readonly Pt[], close = true): this {
    points.forEach((p, i) => (i === 0 ? this.M(p[0], p[1]) : this.L(p[0], p[1])))
    if (close) this.Z()
    return this
  }

  Z(): this {
    this.x = this.startX
    this.y = this.startY
    this.d += 'z'
    this.last = 'z'
    return this
  }

  toString(): string {
    return this.d
  }
}

export type Fn = (x: number) => number

/** A gently rolling skyline: three sines of falling wavelength and amplitude. */
export function wave(p: Painter, base: number, amp: number): Fn {
  const specs: Array<[number, number, number]> = [
    [480, 900, 1],
    [200, 360, 0.45],
    [90, 150, 0.12],
  ]
  const parts = specs.map(([minLen, maxLen, k]) => ({
    w: TAU / p.r(minLen, maxLen),
    a: amp * k * p.r(0.7, 1),
    ph: p.r(0, TAU),
  }))
  return (x) => parts.reduce((sum, c) => sum + c.a * Math.sin(x * c.w + c.ph), base)
}

export function sample(fn: Fn, step: number, from = -20, to = W + 20): Pt[] {
  const points: Pt[] = []
  for (let x = from; x < to + step / 2; x += step) points.push([x, fn(x)])
  return points
}

/** Continues a path smoothly through the midpoints of `points` (quadratic B-spline): C1-smooth with one control
 * point per sample, which keeps hills round at the large size without cubic-curve byte cost. */
export function smoothThrough(b: PathBuilder, points: readonly Pt[]): PathBuilder {
  const first = points[0]
  const last = points[points.length - 1]
  if (!first || !last) return b
  b.L(first[0], first[1])
  for (let i = 1; i < points.length - 1; i++) {
    const c = points[i]
    const n = points[i + 1]
    if (!c || !n) continue
    if (i === 1) b.L((first[0] + c[0]) / 2, (first[1] + c[1]) / 2)
    b.Q(c[0], c[1], (c[0] + n[0]) / 2, (c[1] + n[1]) / 2)
  }
  return b.L(last[0], last[1])
}

export function smoothArea(points: readonly Pt[], bottom = H): PathBuilder {
  const first = points[0]
  const last = points[points.length - 1]
  const b = new PathBuilder(true)
  if (!first || !last) return b
  b.M(first[0], bottom)
  smoothThrough(b, points)
  return b.L(last[0], bottom).Z()
}

export interface Sky {
  top: string
  mid: string
  horizon: string
  sun: string
}

export const SKIES: Record<TimeOfDay, Sky[]> = {
  day: [
    { top: '#3c8dd4', mid: '#86c2ec', horizon: '#e2f2f6', sun: '#fff8dc' },
    { top: '#4f9fde', mid: '#a6d4f0', horizon: '#f4efd8', sun: '#fff6d0' },
    { top: '#2d7cc2', mid: '#74b6e4', horizon: '#d4ecf0', sun: '#fffbe8' },
  ],
  dawn: [
    { top: '#4b5f98', mid: '#e39aa9', horizon: '#ffd7a2', sun: '#fff1c4' },
    { top: '#6880b8', mid: '#f0b3a4', horizon: '#ffe6b6', sun: '#fff6d6' },
  ],
  dusk: [
    { top: '#2a2c63', mid: '#c2577b', horizon: '#ffb35e', sun: '#ffe08c' },
    { top: '#3b3a78', mid: '#df735f', horizon: '#ffd17b', sun: '#fff0b0' },
    { top: '#1e3967', mid: '#d26a6c', horizon: '#ffbf7a', sun: '#ffe7a0' },
  ],
  night: [
    { top: '#060a22', mid: '#13204b', horizon: '#2c4376', sun: '#f3f0dc' },
    { top: '#0a0e2c', mid: '#1c295a', horizon: '#3b4e84', sun: '#eef0f6' },
  ],
}

// Time of day is applied as a wash over every land colour, so one palette per scene serves all four skies.
const WASH: Record<TimeOfDay, { colour: string; amount: number }> = {
  day: { colour: '#ffffff', amount: 0 },
  dawn: { colour: '#6c5a8f', amount: 0.16 },
  dusk: { colour: '#3e2242', amount: 0.36 },
  night: { colour: '#0a1330', amount: 0.62 },
}

export class Painter {
  readonly defs: string[] = []
  readonly out: string[] = []
  sunX = W / 2
  sunY = 100

  constructor(
    public rng: Rng,
    readonly tod: TimeOfDay,
    readonly sky: Sky,
    readonly hue: number,
  ) {}

  /** Runs `draw` on its own random stream, taking a single number from the main one. Parts whose amount of
   * randomness depends on the time of day (stars only at night, more clouds by day) then leave the rest of the
   * composition where it was when only the light changes. */
  detached(draw: () => void): void {
    const main = this.rng
    this.rng = createRng(Math.floor(main() * 4294967296))
    try {
      draw()
    } finally {
      this.rng = main
    }
  }

  r(min: number, max: number): number {
    return min + this.rng() * (max - min)
  }

  int(min: number, max: number): number {
    return Math.min(max, Math.floor(this.r(min, max + 1)))
  }

  chance(probability: number): boolean {
    return this.rng() < probability
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.rng() * items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }

  get dark(): boolean {
    return this.tod === 'night' || this.tod === 'dusk'
  }

  get lightFromLeft(): boolean {
    return this.sunX < W / 2
  }

  /** A land colour: the scene's base hue nudged by the seed, washed for the time of day, then hazed towards the
   * horizon with distance (0 near, 1 lost in the haze) — the aerial perspective that makes flat layers read as
   * depth. */
  col(base: string, depth = 0, washScale = 1): string {
    const wash = WASH[this.tod]
    return mix(mix(rotateHue(base, this.hue), wash.colour, wash.amount * washScale), this.sky.horizon, depth)
  }

  /** Lamps and lit windows: emitted light, so no wash or haze. */
  glow(base: string): string {
    return base
  }

  path(d: PathBuilder | string, fill: string, extra = ''): void {
    const text = d.toString()
    if (text.length > 0) this.out.push(`<path d="${text}" fill="${fill}"${extra}/>`)
  }

  stroke(d: PathBuilder | string, colour: string, width: number, extra = ''): void {
    const text = d.toString()
    // Round caps by default: they turn zero-length subpaths into dots (stars, lamps, flowers).
    const cap = extra.includes('stroke-linecap') ? '' : ' stroke-linecap="round"'
    if (text.length > 0) {
      this.out.push(`<path d="${text}" fill="none" stroke="${colour}" stroke-width="${num(width)}"${cap}${extra}/>`)
    }
  }

  private ids = 0

  /** Draws one shape twice, offset, in two colours: the cheap flat-vector way to give a canopy a lit rim or an ice
   * shelf a front face, for the cost of two <use> elements instead of a second copy of the path. */
  doubled(
    d: PathBuilder,
    under: { fill: string; dx?: number; dy?: number },
    over: { fill: string; dx?: number; dy?: number },
  ): void {
    const id = `i${this.ids++}`
    this.defs.push(`<path id="${id}" d="${d.toString()}"/>`)
    for (const layer of [under, over]) {
      const x = layer.dx ? ` x="${num(layer.dx)}"` : ''
      const y = layer.dy ? ` y="${num(layer.dy)}"` : ''
      this.out.push(`<use href="#${id}"${x}${y} fill="${layer.fill}"/>`)
    }
  }

  gradient(id: string, stops: Array<[number, string, number?]>, vertical = true): void {
    const dir = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="0"'
    const body = stops
      .map(([offset, colour, opacity]) => {
        const op = opacity === undefined ? '' : ` stop-opacity="${num(opacity)}"`
        return `<stop offset="${num(offset)}" stop-color="${colour}"${op}/>`
      })
      .join('')
    this.defs.push(`<linearGradient id="${id}" x1="0" y1="0" ${dir}>${body}</linearGradient>`)
  }
}

// Shared motifs
