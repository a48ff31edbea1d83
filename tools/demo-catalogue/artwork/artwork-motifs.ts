// Motifs shared between scenes: the sky with its sun, moon, stars and clouds, mountains, forests, trees, houses and
// water.

import { H, PathBuilder, W, lerp, lerpPt, mix, num, type Fn, type Painter, type Pt } from './artwork-kit'

export function paintSky(p: Painter, horizon: number, celestialMaxY = horizon - 20): void {
  p.detached(() => paintSkyDetail(p, horizon, celestialMaxY))
}

function paintSkyDetail(p: Painter, horizon: number, celestialMaxY: number): void {
  const s = p.sky
  p.defs.push(
    `<linearGradient id="s" x1="0" y1="0" x2="0" y2="${num(horizon)}" gradientUnits="userSpaceOnUse">` +
      `<stop offset="0" stop-color="${s.top}"/><stop offset=".62" stop-color="${s.mid}"/>` +
      `<stop offset="1" stop-color="${s.horizon}"/></linearGradient>`,
  )
  p.out.push(`<rect width="${W}" height="${H}" fill="url(#s)"/>`)

  p.sunX = p.r(70, 530)
  p.sunY =
    p.tod === 'day'
      ? p.r(50, Math.min(120, celestialMaxY))
      : p.tod === 'night'
        ? p.r(45, Math.min(110, celestialMaxY))
        : Math.min(celestialMaxY, horizon - p.r(15, 60))

  if (p.tod === 'night') paintStars(p, horizon)

  const glowRadius = p.tod === 'night' ? 70 : p.tod === 'day' ? 110 : 170
  const glowOpacity = p.tod === 'night' ? 0.22 : p.tod === 'day' ? 0.45 : 0.7
  p.defs.push(
    `<radialGradient id="g"><stop offset="0" stop-color="${s.sun}" stop-opacity="${num(glowOpacity)}"/>` +
      `<stop offset="1" stop-color="${s.sun}" stop-opacity="0"/></radialGradient>`,
  )
  p.out.push(`<circle cx="${num(p.sunX)}" cy="${num(p.sunY)}" r="${glowRadius}" fill="url(#g)"/>`)
  if (p.tod === 'night') {
    const r = p.r(13, 18)
    if (p.chance(0.5)) {
      const b = new PathBuilder()
        .M(p.sunX, p.sunY - r)
        .A(r, true, false, p.sunX, p.sunY + r)
        .A(r * 0.8, true, true, p.sunX, p.sunY - r)
        .Z()
      p.path(b, s.sun)
    } else {
      p.out.push(`<circle cx="${num(p.sunX)}" cy="${num(p.sunY)}" r="${num(r)}" fill="${s.sun}"/>`)
      const craters = new PathBuilder()
      for (let i = 0; i < 3; i++) {
        const cr = r * p.r(0.12, 0.22)
        const cx = p.sunX + p.r(-0.5, 0.5) * r
        const cy = p.sunY + p.r(-0.5, 0.5) * r
        craters
          .M(cx - cr, cy)
          .A(cr, false, true, cx + cr, cy)
          .A(cr, false, true, cx - cr, cy)
          .Z()
      }
      p.path(craters, '#c9c6b4', ' opacity=".5"')
    }
  } else {
    const r = p.tod === 'day' ? p.r(18, 24) : p.r(24, 34)
    p.out.push(`<circle cx="${num(p.sunX)}" cy="${num(p.sunY)}" r="${num(r)}" fill="${s.sun}"/>`)
  }

  const cloudCount = p.tod === 'night' ? p.int(0, 1) : p.int(1, 4)
  const cloudColour = p.tod === 'day' ? '#ffffff' : p.tod === 'night' ? '#55628c' : mix(s.mid, '#ffffff', 0.45)
  const clouds = new PathBuilder(true)
  for (let i = 0; i < cloudCount; i++) {
    const wide = p.chance(0.35) && p.tod !== 'day'
    const x = p.r(-30, W - 40)
    const y = p.r(40, Math.max(60, horizon * 0.55))
    if (wide) streak(clouds, x, y, p.r(90, 200), p.r(5, 9))
    else cloud(clouds, x, y, p.r(50, 110))
  }
  p.path(clouds, cloudColour, ` opacity="${p.tod === 'night' ? '.5' : '.85'}"`)
}

function paintStars(p: Painter, horizon: number): void {
  const bright = new PathBuilder()
  const faint = new PathBuilder()
  const count = p.int(18, 30)
  for (let i = 0; i < count; i++) {
    const x = Math.round(p.r(4, W - 4))
    const y = Math.round(p.r(4, horizon * 0.7))
    ;(p.chance(0.3) ? bright : faint).M(x, y).L(x + 0.1, y)
  }
  p.stroke(bright, '#ffffff', 2.2, ' opacity=".9"')
  p.stroke(faint, '#dfe6ff', 1.3, ' opacity=".7"')
}

/** A flat-bottomed cumulus: round puffs along the top, each an arc bulging outwards. */
function cloud(b: PathBuilder, x: number, y: number, w: number): void {
  const tops: Pt[] = [
    [x + w * 0.2, y - w * 0.16],
    [x + w * 0.5, y - w * 0.3],
    [x + w * 0.78, y - w * 0.15],
    [x + w, y],
  ]
  b.M(x, y)
  let prev: Pt = [x, y]
  for (const t of tops) {
    const chord = Math.hypot(t[0] - prev[0], t[1] - prev[1])
    b.A(chord * 0.56, false, true, t[0], t[1])
    prev = t
  }
  b.Z()
}

/** A long thin band of cloud, the kind that catches colour at sunrise and sunset. */
function streak(b: PathBuilder, x: number, y: number, w: number, h: number): void {
  const r = h / 2
  b.M(x + r, y)
    .L(x + w - r, y)
    .A(r, false, true, x + w - r, y + h)
    .L(x + r, y + h)
    .A(r, false, true, x + r, y)
    .Z()
}

export function birds(p: Painter, maxY: number): void {
  if (p.tod === 'night' || !p.chance(0.55)) return
  const b = new PathBuilder()
  const n = p.int(2, 4)
  const cx = p.r(60, 540)
  const cy = p.r(40, maxY)
  for (let i = 0; i < n; i++) {
    const x = cx + p.r(-45, 45)
    const y = cy + p.r(-18, 18)
    const s = p.r(3, 5.5)
    b.M(x - s, y)
      .Q(x - s / 2, y - s * 0.7, x, y)
      .Q(x + s / 2, y - s * 0.7, x + s, y)
  }
  p.stroke(b, p.col('#2d3142', 0.2), 1.1)
}

/** Broken horizontal strokes under the sun or moon: its path of light on the water. */
export function glitter(p: Painter, waterY: number, extra = 0): void {
  if (p.sunY > waterY) return
  const b = new PathBuilder()
  for (let i = 0; i < 9; i++) {
    const y = waterY + 3 + i * i * 1.3 + i * 2 + extra
    if (y > H) break
    const half = (5 + i * 2.5) * p.r(0.6, 1.2)
    const x = p.sunX + p.r(-3, 3) * (1 + i * 0.4)
    b.M(x - half, y).L(x + half, y)
  }
  p.stroke(b, p.sky.sun, 1.6, ` opacity="${p.tod === 'day' ? '.7' : '.8'}"`)
}

/** Horizontal sparkle lines on open water. */
export function ripples(p: Painter, top: number, bottom: number, count: number, colour: string, opacity: number): void {
  const b = new PathBuilder()
  for (let i = 0; i < count; i++) {
    const t = p.rng()
    const y = lerp(top + 2, bottom, t * t)
    const len = 6 + 30 * t * p.r(0.5, 1)
    const x = p.r(0, W - len)
    b.M(x, y).L(x + len, y)
  }
  p.stroke(b, colour, 1.2, ` opacity="${num(opacity)}"`)
}

interface Peak {
  peak: Pt
  left: Pt
  right: Pt
}

interface Range {
  outline: Pt[]
  peaks: Peak[]
}

/** Alternating peaks and valleys across the width, with the odd shoulder on the way down for a less regular
 * ridge. */
export function mountainRange(
  p: Painter,
  n: number,
  top: readonly [number, number],
  valley: readonly [number, number],
): Range {
  const span = (W + 80) / n
  const peaks: Pt[] = []
  for (let i = 0; i < n; i++) {
    peaks.push([-40 + span * (i + 0.5) + p.r(-0.25, 0.25) * span, p.r(top[0], top[1])])
  }
  const valleys: Pt[] = []
  for (let i = 0; i <= n; i++) {
    const a = peaks[i - 1]
    const b = peaks[i]
    const x = a && b ? lerp(a[0], b[0], p.r(0.4, 0.6)) : a ? a[0] + span * 0.6 : (b?.[0] ?? 0) - span * 0.6
    const floor = Math.max(a?.[1] ?? 0, b?.[1] ?? 0) + 18
    valleys.push([x, Math.max(floor, p.r(valley[0], valley[1]))])
  }
  const outline: Pt[] = []
  const result: Peak[] = []
  peaks.forEach((peak, i) => {
    const left = valleys[i]
    const right = valleys[i + 1]
    if (!left || !right) return
    if (i === 0) outline.push(left)
    if (p.chance(0.5)) outline.push(shoulder(p, left, peak))
    outline.push(peak)
    if (p.chance(0.5)) outline.push(shoulder(p, peak, right))
    outline.push(right)
    result.push({ peak, left, right })
  })
  return { outline, peaks: result }
}

function shoulder(p: Painter, a: Pt, b: Pt): Pt {
  const onSlope = lerpPt(a, b, a[1] > b[1] ? p.r(0.2, 0.45) : p.r(0.55, 0.8))
  return [onSlope[0], onSlope[1] - p.r(3, 9)]
}

export function drawRange(
  p: Painter,
  range: Range,
  opts: { body: string; snow?: string; snowLine?: number; bottom?: number; shade?: number },
): void {
  const bottom = opts.bottom ?? H
  const first = range.outline[0]
  const last = range.outline[range.outline.length - 1]
  if (!first || !last) return
  p.path(new PathBuilder().poly([[first[0], bottom], ...range.outline, [last[0], bottom]]), opts.body)

  if (opts.snow) {
    const snow = new PathBuilder()
    for (const { peak, left, right } of range.peaks) {
      const s = (opts.snowLine ?? 0.35) * p.r(0.8, 1.2)
      const a = lerpPt(peak, left, s)
      const c = lerpPt(peak, right, s * p.r(0.8, 1.1))
      const points: Pt[] = [peak, c]
      const teeth = 4
      for (let j = 1; j <= teeth; j++) {
        const q = lerpPt(c, a, j / (teeth + 1))
        points.push([q[0], q[1] + (j % 2 === 1 ? p.r(4, 10) : -p.r(0, 3))])
      }
      points.push(a)
      snow.poly(points)
    }
    p.path(snow, opts.snow)
  }

  const shade = new PathBuilder()
  for (const { peak, left, right } of range.peaks) {
    const v = p.lightFromLeft ? right : left
    const foot = lerp(peak[0], v[0], p.r(0.05, 0.3))
    // The fold below the valley leans back towards the peak; a plumb line there looked like a seam in the rock.
    const fold = lerp(v[0], peak[0], 0.3)
    shade.poly([peak, v, [fold, bottom], [foot, bottom]])
  }
  p.path(shade, '#101a38', ` opacity="${num(opts.shade ?? 0.2)}"`)
}

/** A belt of conifers following a hillside: a saw-tooth top edge of tree tips and a bottom edge lower down. */
export function forestBelt(
  p: Painter,
  b: PathBuilder,
  fn: Fn,
  x0: number,
  x1: number,
  tall: number,
  depth: number,
): void {
  const step = Math.max(5, tall * 0.5)
  // The belt thins out at both ends, so a wood sits in the landscape instead of ending in a cut-off wall of trees.
  const envelope = (x: number): number => Math.sqrt(Math.max(0, Math.sin((Math.PI * (x - x0)) / (x1 - x0))))
  b.M(x0, fn(x0) + 1)
  let x = x0
  while (x + step <= x1) {
    const h = tall * p.r(0.7, 1.2) * (0.25 + 0.75 * envelope(x + step / 2))
    b.L(x + step / 2, fn(x + step / 2) - h).L(x + step, fn(x + step) - h * 0.22)
    x += step
  }
  b.L(x, fn(x) + 1)
  for (let bx = x - 20; bx > x0; bx -= 20) b.L(bx, fn(bx) + depth * envelope(bx))
  b.Z()
}

const PINE_SHAPE: Pt[] = [
  [0, -1],
  [0.5, -0.62],
  [0.24, -0.62],
  [0.76, -0.32],
  [0.44, -0.32],
  [1, 0],
  [-1, 0],
  [-0.44, -0.32],
  [-0.76, -0.32],
  [-0.24, -0.62],
  [-0.5, -0.62],
]

export function pine(b: PathBuilder, x: number, y: number, h: number): void {
  const w = h * 0.32
  b.poly(PINE_SHAPE.map(([u, v]) => [x + u * w, y + v * h] as Pt))
}

/** Round-canopied broadleaf trees: canopies in one path and trunks in another, so a whole copse costs two
 * elements. */
export function broadleaf(canopy: PathBuilder, trunks: PathBuilder, x: number, y: number, r: number, tall = 1): void {
  trunks.M(x, y).L(x, y - r * 1.2)
  canopy.O(x, y - r * 1.5 - (tall - 1) * r, r, r * tall)
}

/** A copse of broadleaf trees with the sunny side of each canopy picked out. */
export function paintTrees(
  p: Painter,
  canopies: PathBuilder,
  trunks: PathBuilder,
  depth: number,
  trunkWidth: number,
): void {
  p.stroke(trunks, p.col('#4a3526', depth), trunkWidth)
  if (canopies.empty) return
  const shift = p.lightFromLeft ? 1.6 : -1.6
  p.doubled(canopies, { fill: p.col('#7fb24a', depth) }, { fill: p.col('#3a7236', depth), dx: shift, dy: 1.4 })
}

export function house(walls: PathBuilder, roofs: PathBuilder, x: number, y: number, w: number, h: number): void {
  walls.R(x - w / 2, y, x + w / 2, y - h)
  roofs.poly([
    [x - w / 2 - w * 0.12, y - h + 0.5],
    [x - w / 2 + w * 0.12, y - h - h * 0.7],
    [x + w / 2 - w * 0.12, y - h - h * 0.7],
    [x + w / 2 + w * 0.12, y - h + 0.5],
  ])
}

export function water(p: Painter, id: string, top: number, near: string, far: string): void {
  p.gradient(id, [
    [0, far],
    [1, near],
  ])
  p.out.push(`<rect y="${num(top)}" width="${W}" height="${num(H - top)}" fill="url(#${id})"/>`)
}

export function reflect(p: Painter, id: string, waterY: number, opacity: number): void {
  p.out.push(`<use href="#${id}" transform="matrix(1 0 0 -1 0 ${num(waterY * 2)})" opacity="${num(opacity)}"/>`)
}

export function palm(
  p: Painter,
  trunks: PathBuilder,
  fronds: PathBuilder,
  x: number,
  y: number,
  h: number,
  lean: number,
): void {
  const topX = x + lean * h * p.r(0.15, 0.35)
  const topY = y - h
  trunks.M(x, y).Q(x + lean * h * 0.02, y - h * 0.6, topX, topY)
  const leaves = 7
  for (let i = 0; i < leaves; i++) {
    const angle = -Math.PI + (i / (leaves - 1)) * Math.PI + p.r(-0.15, 0.15)
    const len = h * p.r(0.38, 0.5)
    const droop = len * 0.45 * (1 - Math.abs(Math.sin(angle)) * 0.6)
    const tip: Pt = [topX + Math.cos(angle) * len, topY + Math.sin(angle) * len * 0.6 + droop]
    const mid = lerpPt([topX, topY], tip, 0.5)
    // Both edges bulge away from the midrib and both are lifted, so the frond arches and then droops to its tip.
    const nx = -(tip[1] - topY) * 0.2
    const ny = (tip[0] - topX) * 0.2
    const lift = len * 0.22
    fronds
      .M(topX, topY)
      .Q(mid[0] + nx, mid[1] + ny - lift, tip[0], tip[1])
      .Q(mid[0] - nx, mid[1] - ny - lift, topX, topY)
      .Z()
  }
}

export function quadAt(seg: readonly [Pt, Pt, Pt], t: number): Pt {
  const [a, c, b] = seg
  const u = 1 - t
  return [u * u * a[0] + 2 * u * t * c[0] + t * t * b[0], u * u * a[1] + 2 * u * t * c[1] + t * t * b[1]]
}
