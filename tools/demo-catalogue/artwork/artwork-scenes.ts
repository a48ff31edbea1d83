// The scenes (scenes.ts). Each paints back to front into the Painter: sky, far layers hazed towards the horizon, then
// nearer and darker layers with the details that say where you are.

import {
  H,
  PathBuilder,
  TAU,
  W,
  lerp,
  lerpPt,
  num,
  sample,
  smoothArea,
  smoothThrough,
  wave,
  type Fn,
  type Painter,
  type Pt,
} from './artwork-kit'
import {
  birds,
  broadleaf,
  drawRange,
  forestBelt,
  glitter,
  house,
  mountainRange,
  paintSky,
  paintTrees,
  palm,
  pine,
  quadAt,
  reflect,
  ripples,
  water,
} from './artwork-motifs'
import type { Scene } from './scenes'

function alpine(p: Painter): void {
  paintSky(p, 250, 150)
  const far = mountainRange(p, p.int(3, 5), [60, 125], [150, 195])
  drawRange(p, far, { body: p.col('#8797b8', 0.5), snow: p.col('#f6f9fd', 0.42), snowLine: p.r(0.32, 0.45) })
  const mid = mountainRange(p, p.int(2, 4), [125, 175], [195, 235])
  drawRange(p, mid, {
    body: p.col('#5d7594', 0.28),
    snow: p.chance(0.7) ? p.col('#eef3f9', 0.22) : undefined,
    snowLine: p.r(0.22, 0.32),
    shade: 0.25,
  })
  birds(p, 140)

  const meadow = wave(p, p.r(262, 282), p.r(10, 18))
  p.path(smoothArea(sample(meadow, 40)), p.col('#8fc25a', 0.12))
  const belts = new PathBuilder(true)
  for (let i = p.int(1, 3); i > 0; i--) {
    const x0 = p.r(-20, 460)
    forestBelt(p, belts, meadow, x0, x0 + p.r(60, 190), p.r(15, 22), 26)
  }
  p.path(belts, p.col('#2f5b39', 0.12))

  if (p.chance(0.7)) {
    const walls = new PathBuilder()
    const roofs = new PathBuilder()
    const windows = new PathBuilder()
    let x = p.r(110, 470)
    for (let i = p.int(1, 3); i > 0; i--) {
      const y = meadow(x) + p.r(6, 12)
      const s = p.r(0.85, 1.1)
      chalet(walls, roofs, windows, x, y, s)
      x += p.r(26, 40)
    }
    p.path(walls, p.col('#a8673a', 0.08))
    p.path(roofs, p.col('#4a3128', 0.08))
    p.path(windows, p.dark ? p.glow('#ffd98a') : p.col('#f3ead6', 0.08))
  }

  const near = wave(p, p.r(328, 348), p.r(12, 22))
  p.path(smoothArea(sample(near, 40)), p.col('#5f9e45', 0))
  const flowers = new PathBuilder()
  for (let i = 0; i < 22; i++) {
    const x = p.r(0, W)
    const y = near(x) + p.r(8, 60)
    flowers.M(x, y).L(x + 0.1, y)
  }
  p.stroke(flowers, p.col(p.pick(['#f7f0a0', '#f5c2d8', '#ffffff']), 0), 2.2, ' opacity=".8"')

  const pines = new PathBuilder()
  const right = !p.lightFromLeft
  for (let i = p.int(3, 6); i > 0; i--) {
    const x = right ? p.r(470, 615) : p.r(-15, 130)
    pine(pines, x, near(x) + p.r(4, 26), p.r(48, 100))
  }
  p.path(pines, p.col('#1f3f2a', 0))
}

function chalet(walls: PathBuilder, roofs: PathBuilder, windows: PathBuilder, x: number, y: number, s: number): void {
  walls.poly([
    [x - 10 * s, y],
    [x - 10 * s, y - 11 * s],
    [x, y - 17 * s],
    [x + 10 * s, y - 11 * s],
    [x + 10 * s, y],
  ])
  roofs.poly([
    [x - 14 * s, y - 9 * s],
    [x, y - 20 * s],
    [x + 14 * s, y - 9 * s],
    [x + 12 * s, y - 8 * s],
    [x, y - 16.5 * s],
    [x - 12 * s, y - 8 * s],
  ])
  windows.R(x - 6 * s, y - 4 * s, x - 2 * s, y - 8 * s)
  windows.R(x + 2 * s, y - 4 * s, x + 6 * s, y - 8 * s)
}

/**
 * The sea's three kinds of shore (issue 28: palm trees on the Europe tile and Devon's coast): the Mediterranean's
 * (beach, cliffs or a white village, no palms), the tropics' (a palm-fringed beach on turquoise water) and the
 * north's (a beach or green-topped cliffs on a cooler sea, no palms and no domed village). The three draw from the
 * stream in the same order, so a Mediterranean picture is the one it was, less any palms.
 */
type Shore = 'mediterranean' | 'tropical' | 'northern'

function coast(p: Painter): void {
  seaside(p, 'mediterranean')
}

function island(p: Painter): void {
  seaside(p, 'tropical')
}

function shore(p: Painter): void {
  seaside(p, 'northern')
}

function seaside(p: Painter, kind: Shore): void {
  const hz = p.r(222, 242)
  paintSky(p, hz)
  if (p.chance(0.6)) {
    const x0 = p.r(-60, 420)
    const w = p.r(140, 280)
    const h = p.r(14, 30)
    const b = new PathBuilder().M(x0, hz + 1)
    b.C(x0 + w * 0.25, hz - h, x0 + w * 0.5, hz - h * p.r(0.6, 1.3), x0 + w, hz + 1).Z()
    p.path(b, p.col('#4f7f78', 0.6))
  }
  const turquoise = p.chance(0.5)
  const tropical = kind === 'tropical' || (kind === 'mediterranean' && turquoise)
  water(p, 'w', hz, p.col(tropical ? '#1592b4' : '#1d5f98', 0), p.col(tropical ? '#7fd8dc' : '#7db3d6', 0.35))
  glitter(p, hz)
  ripples(p, hz, H, 18, '#ffffff', 0.35)
  birds(p, hz - 60)
  if (p.chance(0.75)) sailboat(p, p.r(80, 520), hz + p.r(12, 40))

  const variant = p.int(0, 2)
  if (kind === 'tropical' || variant === 0) beach(p, hz, kind === 'tropical')
  else if (kind === 'northern' || variant === 1) cliffs(p, hz)
  else village(p, hz)
}

function sailboat(p: Painter, x: number, y: number): void {
  const s = 0.5 + (y - 220) / 60
  const hull = new PathBuilder().poly([
    [x - 12 * s, y - 3 * s],
    [x + 13 * s, y - 3 * s],
    [x + 9 * s, y],
    [x - 9 * s, y],
  ])
  p.path(hull, p.col('#3b3f52', 0.1))
  const sails = new PathBuilder()
    .poly([
      [x - 1 * s, y - 4 * s],
      [x - 1 * s, y - 26 * s],
      [x - 11 * s, y - 4 * s],
    ])
    .poly([
      [x + 1 * s, y - 4 * s],
      [x + 1 * s, y - 22 * s],
      [x + 10 * s, y - 4 * s],
    ])
  p.path(sails, p.col('#fbf8f0', 0.05))
}

function beach(p: Painter, hz: number, palms: boolean): void {
  const left = p.chance(0.5)
  const y0 = p.r(300, 345)
  const y1 = p.r(350, 385)
  const [ya, yb] = left ? [y0, y1] : [y1, y0]
  const sand = new PathBuilder()
    .M(-10, H)
    .L(-10, ya)
    .C(180, ya + 10, 400, yb - 25, 610, yb)
    .L(610, H)
    .Z()
  const foam = new PathBuilder().M(-10, ya - 3).C(180, ya + 7, 400, yb - 28, 610, yb - 3)
  p.path(sand, p.col('#e9c98f', 0.03))
  p.stroke(foam, '#ffffff', 3, ' opacity=".8"')
  const shallow = new PathBuilder().M(-10, ya - 10).C(180, ya, 400, yb - 35, 610, yb - 10)
  p.stroke(shallow, '#ffffff', 1.2, ' opacity=".4"')

  if (!palms) return
  const trunks = new PathBuilder()
  const fronds = new PathBuilder(true)
  const count = p.int(1, 3)
  for (let i = 0; i < count; i++) {
    const x = left ? p.r(20, 200) + i * 40 : p.r(400, 580) - i * 40
    const y = (left ? ya : yb) + p.r(15, 35)
    palm(p, trunks, fronds, x, y, p.r(100, 150) * (1 - i * 0.15), left ? 1 : -1)
  }
  p.stroke(trunks, p.col('#6b4a32', 0), 5.5)
  p.path(fronds, p.col('#1f5a36', 0))
  void hz
}

function cliffs(p: Painter, hz: number): void {
  const fromLeft = p.chance(0.5)
  const sx = (x: number): number => (fromLeft ? x : W - x)
  const top = p.r(hz + 5, hz + 30)
  const edge = p.r(190, 270)
  const face: Pt[] = [
    [sx(-10), H],
    [sx(-10), top - 8],
    [sx(edge * 0.5), top],
    [sx(edge), top + 6],
    [sx(edge + 10), top + 40],
    [sx(edge + 4), top + 70],
    [sx(edge + 28), H - 40],
    [sx(edge + 40), H],
  ]
  p.path(new PathBuilder().poly(face), p.col('#c9b08a', 0.05))
  const shade = new PathBuilder().poly([
    [sx(edge), top + 6],
    [sx(edge + 10), top + 40],
    [sx(edge + 4), top + 70],
    [sx(edge + 28), H - 40],
    [sx(edge + 40), H],
    [sx(edge - 20), H],
    [sx(edge - 20), top + 30],
  ])
  p.path(shade, '#3a2a20', ' opacity=".25"')
  const grass = new PathBuilder().poly([
    [sx(-10), top - 12],
    [sx(edge * 0.5), top - 4],
    [sx(edge + 2), top + 3],
    [sx(edge), top + 10],
    [sx(edge * 0.5), top + 8],
    [sx(-10), top + 4],
  ])
  p.path(grass, p.col('#6ea24f', 0.05))
  const foam = new PathBuilder().M(sx(edge + 20), H - 30).Q(sx(edge + 60), H - 20, sx(edge + 120), H - 24)
  foam.M(sx(edge + 30), H - 10).Q(sx(edge + 80), H - 2, sx(edge + 150), H - 8)
  p.stroke(foam, '#ffffff', 2.5, ' opacity=".7"')

  const lx = sx(edge * p.r(0.45, 0.7))
  const ly = top + 2
  const tower = new PathBuilder().poly([
    [lx - 7, ly],
    [lx - 4.5, ly - 46],
    [lx + 4.5, ly - 46],
    [lx + 7, ly],
  ])
  p.path(tower, p.col('#f4f1ea', 0.03))
  const bands = new PathBuilder()
    .poly([
      [lx - 6.4, ly - 10],
      [lx - 5.8, ly - 20],
      [lx + 5.8, ly - 20],
      [lx + 6.4, ly - 10],
    ])
    .poly([
      [lx - 5.5, ly - 28],
      [lx - 5, ly - 37],
      [lx + 5, ly - 37],
      [lx + 5.5, ly - 28],
    ])
  p.path(bands, p.col('#c8392f', 0.03))
  const lamp = new PathBuilder().R(lx - 3.5, ly - 46, lx + 3.5, ly - 53)
  p.path(lamp, p.dark ? '#fff1a8' : p.col('#f6d46a', 0.03))
  const cap = new PathBuilder().R(lx - 6.5, ly - 45, lx + 6.5, ly - 47).poly([
    [lx - 5, ly - 53],
    [lx, ly - 59],
    [lx + 5, ly - 53],
  ])
  p.path(cap, p.col('#2e3340', 0.03))
  if (p.dark) {
    const dir = fromLeft ? 1 : -1
    const beam = new PathBuilder().poly([
      [lx, ly - 50],
      [lx + dir * 240, ly - 75],
      [lx + dir * 240, ly - 40],
    ])
    p.path(beam, '#fff1a8', ' opacity=".18"')
  }
}

function village(p: Painter, hz: number): void {
  const fromLeft = p.chance(0.5)
  const sx = (x: number): number => (fromLeft ? x : W - x)
  const crest = p.r(hz - 40, hz - 10)
  const fn: Fn = (x) => {
    const d = fromLeft ? x : W - x
    return crest + Math.max(0, d - 40) ** 1.6 * 0.045
  }
  const points = sample(fn, 40).filter((pt) => pt[1] < H + 40)
  const hill = new PathBuilder()
  const first = points[0]
  const last = points[points.length - 1]
  if (first && last) {
    hill.M(first[0], H + 40)
    smoothThrough(hill, points)
    hill.L(last[0], H + 40).Z()
  }
  p.path(hill, p.col('#a29a62', 0.04))

  const walls = new PathBuilder()
  const shadows = new PathBuilder()
  const doors = new PathBuilder()
  const domes = new PathBuilder()
  const cypress = new PathBuilder()
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 6 - row; col++) {
      if (!p.chance(0.75)) continue
      const d = 20 + col * 34 + row * 20 + p.r(-6, 6)
      const x = sx(d)
      const y = fn(x) + 18 + row * 22 + p.r(-3, 3)
      if (y > H - 4) continue
      const w = p.r(16, 24)
      const h = p.r(12, 18)
      walls.R(x - w / 2, y, x + w / 2, y - h)
      const sideX = p.lightFromLeft ? x + w / 2 : x - w / 2
      const sideDir = p.lightFromLeft ? 1 : -1
      shadows.poly([
        [sideX, y],
        [sideX, y - h],
        [sideX + sideDir * 5, y - h + 2],
        [sideX + sideDir * 5, y],
      ])
      doors.R(x - 2, y, x + 2, y - 6)
      if (p.chance(0.22)) {
        domes
          .M(x - w * 0.3, y - h)
          .A(w * 0.3, false, true, x + w * 0.3, y - h)
          .Z()
      } else if (p.chance(0.2)) {
        const cx = x + p.r(-14, 14)
        cypress
          .M(cx, y + 2)
          .Q(cx - 6, y - 14, cx, y - 30)
          .Q(cx + 6, y - 14, cx, y + 2)
          .Z()
      }
    }
  }
  p.path(walls, p.col('#f8f5ee', 0.02))
  p.path(shadows, p.col('#c4cbd6', 0.02))
  p.path(doors, p.col('#2d6fb5', 0.02))
  p.path(domes, p.col('#2c6bc0', 0.02))
  p.path(cypress, p.col('#2e4a2c', 0.02))
}

function desert(p: Painter): void {
  const hz = p.r(255, 270)
  paintSky(p, hz)
  if (p.chance(0.5)) {
    const rocks = mountainRange(p, p.int(3, 6), [hz - 55, hz - 25], [hz - 12, hz])
    drawRange(p, rocks, { body: p.col('#bf8660', 0.6), shade: 0.12 })
  }
  if (p.chance(0.55)) pyramids(p, hz)

  const layers: Array<[number, string, number]> = [
    [hz + 10, '#eabb78', 0.3],
    [hz + 48, '#df9f58', 0.15],
    [hz + 100, '#d08744', 0],
  ]
  layers.forEach(([base, colour, depth], i) => {
    const crests = dunes(p, base, 14 + i * 10, colour, depth)
    if (i === 1 && p.chance(0.75)) caravan(p, crests)
  })
}

function pyramids(p: Painter, hz: number): void {
  const lit = new PathBuilder()
  const dark = new PathBuilder()
  let x = p.r(90, 360)
  for (let i = p.int(2, 3); i > 0; i--) {
    const w = p.r(60, 110) * (i === 1 ? 0.7 : 1)
    const h = w * 0.62
    const base = hz + 10
    const split = x + w * (p.lightFromLeft ? 0.18 : -0.18)
    const apex: Pt = [x, base - h]
    lit.poly([apex, [x - w / 2, base], [split, base]])
    dark.poly([apex, [split, base], [x + w / 2, base]])
    x += w * p.r(0.85, 1.2)
  }
  const [a, b] = p.lightFromLeft ? [lit, dark] : [dark, lit]
  p.path(a, p.col('#e9c592', 0.38))
  p.path(b, p.col('#b58552', 0.38))
}

/** A rank of dunes with a gentle windward slope and a shadowed slip face. Returns the windward curves so riders can
 * be placed on them. */
function dunes(p: Painter, base: number, height: number, colour: string, depth: number): Array<[Pt, Pt, Pt]> {
  const body = new PathBuilder()
  const shade = new PathBuilder()
  const windward: Array<[Pt, Pt, Pt]> = []
  let x = p.r(-160, -40)
  let trough: Pt = [x, base + p.r(0, 10)]
  body.M(-20, H).L(-20, trough[1]).L(trough[0], trough[1])
  while (trough[0] < W + 20) {
    const w = p.r(150, 260)
    const crest: Pt = [trough[0] + w * p.r(0.55, 0.7), base - height * p.r(0.6, 1.3)]
    const next: Pt = [trough[0] + w, base + p.r(0, 12)]
    const c1: Pt = [lerp(trough[0], crest[0], 0.55), crest[1] + 2]
    const c2: Pt = [crest[0] + (next[0] - crest[0]) * 0.15, crest[1] + (next[1] - crest[1]) * 0.35]
    body.Q(c1[0], c1[1], crest[0], crest[1]).Q(c2[0], c2[1], next[0], next[1])
    windward.push([trough, c1, crest])
    shade
      .M(crest[0], crest[1])
      .Q(c2[0], c2[1], next[0], next[1])
      .Q(crest[0] + (next[0] - crest[0]) * 0.2, next[1] + height * 0.5, crest[0], crest[1])
      .Z()
    trough = next
    x = next[0]
  }
  body.L(trough[0], H).Z()
  p.path(body, p.col(colour, depth))
  p.path(shade, p.col('#9a5a3a', depth), ' opacity=".4"')
  return windward
}

const CAMEL: Pt[] = [
  [0, -11],
  [2, -15],
  [5, -17.5],
  [8, -16],
  [10, -13],
  [12.5, -12.5],
  [15, -13.5],
  [17.5, -18],
  [20.5, -18],
  [21, -16.6],
  [18.7, -16.3],
  [15.3, -9],
  [14, -8],
  [14.2, 0],
  [13.2, 0],
  [12.6, -6.5],
  [11.6, 0],
  [10.6, 0],
  [10.6, -7],
  [4.6, -7],
  [4.4, 0],
  [3.4, 0],
  [3, -6],
  [2, 0],
  [1, 0],
  [1, -8],
  [-1, -9],
]

function caravan(p: Painter, windward: Array<[Pt, Pt, Pt]>): void {
  const seg = windward.find((s) => s[2][0] > 60 && s[2][0] < 560) ?? windward[0]
  if (!seg) return
  const b = new PathBuilder()
  const n = p.int(2, 4)
  const facing = p.chance(0.5) ? 1 : -1
  const s = p.r(0.75, 1)
  for (let i = 0; i < n; i++) {
    const [x, y] = quadAt(seg, 0.45 + i * 0.11)
    b.poly(CAMEL.map(([u, v]) => [x + facing * u * s, y + 1 + v * s] as Pt))
  }
  p.path(b, p.col('#3a2620', 0.12))
}

function jungle(p: Painter): void {
  const hz = 215
  paintSky(p, hz, 150)
  const peaks = mountainRange(p, p.int(2, 4), [55, 135], [170, 210])
  const first = peaks.outline[0]
  const last = peaks.outline[peaks.outline.length - 1]
  if (first && last) {
    const b = new PathBuilder().M(first[0], H)
    smoothThrough(b, peaks.outline)
    b.L(last[0], H).Z()
    p.path(b, p.col('#4f7f66', 0.55))
  }
  birds(p, 130)
  p.gradient('m', [
    [0, '#ffffff', 0],
    [1, '#ffffff', 0.55],
  ])
  const layers: Array<[number, number, string, string, number]> = [
    [228, 18, '#5d9a5a', '#3f7f4c', 0.42],
    [266, 20, '#52a052', '#2a6f45', 0.2],
    [310, 26, '#5aa64a', '#1f6038', 0.06],
    [356, 34, '#47963f', '#154a2a', 0],
  ]
  const fallX = p.chance(0.55) ? p.r(120, 480) : -1
  const shift = p.lightFromLeft ? 2.5 : -2.5
  layers.forEach(([base, r, light, dark, depth], i) => {
    if (i === 1 && fallX > 0) waterfall(p, fallX, base)
    if (i === 2) {
      const trunks = new PathBuilder()
      const fronds = new PathBuilder(true)
      for (let k = p.int(1, 2); k > 0; k--) {
        palm(p, trunks, fronds, p.r(30, 570), base + 20, p.r(85, 125), p.pick([-1, 1]))
      }
      p.stroke(trunks, p.col('#4a3b2c', depth + 0.08), 3.5)
      p.path(fronds, p.col('#2a6a3c', depth + 0.05))
    }
    const shape = canopy(p, base, r)
    if (i === 0) p.path(shape, p.col(dark, depth))
    else p.doubled(shape, { fill: p.col(light, depth) }, { fill: p.col(dark, depth), dx: shift, dy: 3 })
    if (i < 2) p.out.push(`<rect y="${base - 22}" width="${W}" height="55" fill="url(#m)" opacity=".45"/>`)
  })
  const flowers = new PathBuilder(true)
  for (let i = p.int(5, 9); i > 0; i--) {
    const x = p.r(40, 560)
    const y = p.r(330, 390)
    flowers.M(x, y).L(x + 1, y)
  }
  p.stroke(flowers, p.col(p.pick(['#ff5a4e', '#ff9a3c', '#ff6fa8']), 0, 0.5), 5)
  vines(p)
  leaves(p, -20, H + 10, 1)
  leaves(p, W + 20, H + 10, -1)
}

/** Lianas hanging into the frame from above: they say rainforest more than any amount of canopy does. */
function vines(p: Painter): void {
  const stems = new PathBuilder(true)
  const foliage = new PathBuilder(true)
  for (let i = p.int(2, 3); i > 0; i--) {
    const x = p.chance(0.5) ? p.r(-10, 160) : p.r(440, 610)
    const len = p.r(60, 190)
    const sway = p.r(-25, 25)
    stems.M(x, -5).Q(x + sway, len * 0.5, x + sway * 0.3, len)
    for (let k = 1; k <= 3; k++) {
      const t = k / 3.5
      const lx = lerp(lerp(x, x + sway, t), lerp(x + sway, x + sway * 0.3, t), t)
      const ly = len * t
      const dir = k % 2 === 0 ? 1 : -1
      foliage
        .M(lx, ly)
        .Q(lx + dir * 9, ly - 3, lx + dir * 12, ly + 6)
        .Q(lx + dir * 3, ly + 6, lx, ly)
        .Z()
    }
  }
  p.stroke(stems, p.col('#2d4a2a', 0), 1.6)
  p.path(foliage, p.col('#2f6e34', 0))
}

function canopy(p: Painter, base: number, r: number): PathBuilder {
  const b = new PathBuilder(true).M(-20, H).L(-20, base)
  let x = -20
  while (x < W + 20) {
    const rr = r * p.r(0.6, 1.3)
    const nx = x + rr * p.r(1.2, 1.7)
    b.A(rr, false, true, nx, base + p.r(-r * 0.4, r * 0.4))
    x = nx
  }
  return b.L(x, H).Z()
}

function waterfall(p: Painter, x: number, base: number): void {
  const top = p.r(150, 175)
  const rock = new PathBuilder()
    .M(x - 44, base + 10)
    .C(x - 40, top + 30, x - 36, top - 4, x - 10, top - 6)
    .C(x + 20, top - 8, x + 40, top + 4, x + 46, base + 10)
    .Z()
  p.path(rock, p.col('#577a5f', 0.3))
  const fall = new PathBuilder().poly([
    [x - 8, top],
    [x + 8, top],
    [x + 11, base + 10],
    [x - 11, base + 10],
  ])
  p.path(fall, p.col('#eef7fa', 0.1))
  const streaks = new PathBuilder()
  for (let i = -1; i <= 1; i++) streaks.M(x + i * 4, top + 4).L(x + i * 5, base)
  p.stroke(streaks, p.col('#b7d6e0', 0.1), 1.2)
  p.path(new PathBuilder().O(x, base + 8, 26, 9), '#ffffff', ' opacity=".55"')
}

function leaves(p: Painter, x: number, y: number, dir: number): void {
  const b = new PathBuilder(true)
  const ribs = new PathBuilder(true)
  for (let i = 0; i < 4; i++) {
    const angle = -Math.PI / 2 + dir * (0.2 + i * 0.36) + p.r(-0.1, 0.1)
    const len = p.r(120, 190) * (1 - i * 0.08)
    const tip: Pt = [x + Math.cos(angle) * len, y + Math.sin(angle) * len]
    const mid = lerpPt([x, y], tip, 0.5)
    const nx = -(tip[1] - y) * 0.3
    const ny = (tip[0] - x) * 0.3
    b.M(x, y)
      .Q(mid[0] + nx, mid[1] + ny, tip[0], tip[1])
      .Q(mid[0] - nx * 0.8, mid[1] - ny * 0.8, x, y)
      .Z()
    ribs.M(x, y).L(tip[0], tip[1])
  }
  p.path(b, p.col('#1d5a2c', 0))
  p.stroke(ribs, p.col('#4f9a4c', 0), 1.3, ' opacity=".8"')
}

interface Building {
  x: number
  w: number
  top: number
}

function city(p: Painter): void {
  const wl = p.r(292, 312)
  paintSky(p, wl, 160)
  const far = skyline(p, wl, [25, 95], [14, 34])
  p.path(far.path, p.col('#8797b6', 0.55))
  const middle = skyline(p, wl, [20, 70], [16, 36])
  p.path(middle.path, p.col('#56668a', 0.35))

  p.out.push('<g id="k">')
  const near = skyline(p, wl, [30, 120], [18, 40])
  landmarks(p, near.path, wl)
  p.path(near.path, p.col('#34405c', 0.12))
  p.out.push('</g>')

  // Sample window slots across the whole skyline rather than filling buildings left to right until a byte budget
  // runs out, which lit one end of the city and left the other dark.
  const slots: Pt[] = []
  for (const bld of near.buildings) {
    // Some towers are office blocks gone dark for the night; skipping whole buildings makes the lights cluster.
    if (p.chance(0.35)) continue
    for (let wy = bld.top + 6; wy < wl - 6; wy += 7) {
      for (let wx = bld.x + 4; wx < bld.x + bld.w - 4; wx += 6) slots.push([wx, wy])
    }
  }
  const windows = new PathBuilder()
  const lit = Math.min(slots.length, p.dark ? 70 : 40)
  for (let i = 0; i < lit; i++) {
    const j = i + Math.floor(p.rng() * (slots.length - i))
    const slot = slots[j]
    const here = slots[i]
    if (!slot || !here) continue
    slots[j] = here
    slots[i] = slot
  }
  slots
    .slice(0, lit)
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])
    .forEach(([wx, wy]) => windows.M(wx, wy).L(wx + 2, wy))
  p.stroke(windows, p.dark ? p.glow('#ffd77e') : p.col('#dde8f5', 0.1), 3, ' stroke-linecap="butt"')

  water(p, 'w', wl, p.col('#1f3553', 0), p.col('#5a7aa2', 0.3))
  reflect(p, 'k', wl, 0.3)
  glitter(p, wl)
  ripples(p, wl, H, 22, p.dark ? '#ffd77e' : '#ffffff', 0.35)
  if (p.chance(0.6)) {
    const y = p.r(365, 385)
    const wall = new PathBuilder().R(0, H, W, y)
    p.path(wall, p.col('#2a2f3e', 0))
    const posts = new PathBuilder()
    const lamps = new PathBuilder()
    for (let x = p.r(20, 60); x < W; x += p.r(80, 120)) {
      posts
        .M(x, y)
        .L(x, y - 26)
        .L(x + 5, y - 28)
      lamps.M(x + 6, y - 27).L(x + 6.1, y - 27)
    }
    const rail = new PathBuilder().M(0, y - 8).L(W, y - 8)
    p.stroke(rail, p.col('#2a2f3e', 0), 1.5)
    p.stroke(posts, p.col('#2a2f3e', 0), 2)
    p.stroke(lamps, p.dark ? '#ffe9a8' : p.col('#f2f2e6', 0), p.dark ? 6 : 3)
  }
}

function skyline(
  p: Painter,
  base: number,
  heights: readonly [number, number],
  widths: readonly [number, number],
): { path: PathBuilder; buildings: Building[] } {
  const b = new PathBuilder().M(-10, base)
  const buildings: Building[] = []
  let x = -10
  while (x < W + 10) {
    const w = p.r(widths[0], widths[1])
    const top = base - p.r(heights[0], heights[1]) * (p.chance(0.15) ? 1.5 : 1)
    b.L(x, top)
    if (p.chance(0.18) && w > 18) {
      b.L(x + w * 0.3, top)
        .L(x + w * 0.5, top - w * 0.6)
        .L(x + w * 0.7, top)
    } else if (p.chance(0.15)) {
      b.L(x + w * 0.45, top)
        .L(x + w * 0.45, top - 14)
        .L(x + w * 0.55, top - 14)
        .L(x + w * 0.55, top)
    }
    b.L(x + w, top)
    buildings.push({ x, w, top })
    x += w
  }
  b.L(x, base).Z()
  return { path: b, buildings }
}

function landmarks(p: Painter, b: PathBuilder, base: number): void {
  const kinds = ['needle', 'dome', 'stepped', 'mast'] as const
  const used = new Set<string>()
  for (let i = p.int(1, 2); i > 0; i--) {
    const kind = p.pick(kinds)
    if (used.has(kind)) continue
    used.add(kind)
    const x = p.r(60, 540)
    if (kind === 'needle') {
      b.poly([
        [x - 12, base],
        [x - 9, base - 150],
        [x - 3, base - 165],
        [x, base - 210],
        [x + 3, base - 165],
        [x + 9, base - 150],
        [x + 12, base],
      ])
    } else if (kind === 'dome') {
      b.M(x - 40, base)
        .L(x - 40, base - 45)
        .L(x - 26, base - 45)
        .A(26, false, true, x + 26, base - 45)
        .L(x + 40, base - 45)
        .L(x + 40, base)
        .Z()
      b.poly([
        [x - 3, base - 70],
        [x, base - 84],
        [x + 3, base - 70],
      ])
    } else if (kind === 'stepped') {
      b.poly([
        [x - 22, base],
        [x - 22, base - 110],
        [x - 15, base - 110],
        [x - 15, base - 135],
        [x - 8, base - 135],
        [x - 8, base - 155],
        [x, base - 185],
        [x + 8, base - 155],
        [x + 8, base - 135],
        [x + 15, base - 135],
        [x + 15, base - 110],
        [x + 22, base - 110],
        [x + 22, base],
      ])
    } else {
      b.poly([
        [x - 6, base],
        [x - 2.5, base - 150],
        [x + 2.5, base - 150],
        [x + 6, base],
      ])
      b.M(x - 11, base - 160)
        .A(11, false, true, x + 11, base - 160)
        .A(11, false, true, x - 11, base - 160)
        .Z()
      b.poly([
        [x - 1, base - 170],
        [x, base - 215],
        [x + 1, base - 170],
      ])
    }
  }
}

function savanna(p: Painter): void {
  const hz = p.r(258, 272)
  paintSky(p, hz)
  if (p.chance(0.45)) {
    const x = p.r(150, 450)
    const top = hz - p.r(60, 80)
    const hill = new PathBuilder().poly([
      [x - 190, hz + 2],
      [x - 110, hz - 30],
      [x - 45, top + 4],
      [x - 20, top],
      [x + 35, top + 2],
      [x + 70, top + 12],
      [x + 150, hz - 24],
      [x + 230, hz + 2],
    ])
    p.path(hill, p.col('#7c88a8', 0.58))
    const snow = new PathBuilder().poly([
      [x - 45, top + 4],
      [x - 20, top],
      [x + 35, top + 2],
      [x + 70, top + 12],
      [x + 55, top + 16],
      [x + 40, top + 11],
      [x + 20, top + 17],
      [x, top + 10],
      [x - 20, top + 16],
      [x - 38, top + 11],
    ])
    p.path(snow, p.col('#f1f4f8', 0.55))
  } else {
    const low = wave(p, hz - 8, 7)
    p.path(smoothArea(sample(low, 60)), p.col('#8f96a0', 0.6))
  }
  birds(p, hz - 80)
  const plains: Array<[number, number, string, number]> = [
    [hz + 2, 3, '#dcb96e', 0.35],
    [hz + 26, 6, '#cda055', 0.18],
    [hz + 80, 12, '#bb8c40', 0.04],
  ]
  const fns = plains.map(([base, amp, colour, depth]) => {
    const fn = wave(p, base, amp)
    p.path(smoothArea(sample(fn, 60)), p.col(colour, depth))
    return fn
  })
  const [, midPlain, nearPlain] = fns
  if (!midPlain || !nearPlain) return

  const trunks = new PathBuilder()
  const crowns = new PathBuilder()
  for (let i = p.int(2, 4); i > 0; i--) {
    const x = p.r(20, 580)
    acacia(trunks, crowns, x, midPlain(x) + p.r(-4, 6), p.r(0.35, 0.55))
  }
  p.stroke(trunks, p.col('#3d2f26', 0.15), 1.6)
  p.path(crowns, p.col('#4b5a2f', 0.15))

  if (p.chance(0.55)) giraffes(p, midPlain)

  const nearTrunks = new PathBuilder()
  const nearCrowns = new PathBuilder()
  if (p.chance(0.85)) {
    const x = p.lightFromLeft ? p.r(380, 540) : p.r(60, 220)
    acacia(nearTrunks, nearCrowns, x, nearPlain(x) + p.r(10, 30), p.r(1.2, 1.6))
  }
  p.stroke(nearTrunks, p.col('#2b211c', 0), 4.5)
  p.path(nearCrowns, p.col('#33401f', 0))

  const grass = new PathBuilder()
  for (let i = 0; i < 14; i++) {
    const x = p.r(0, W)
    const y = nearPlain(x) + p.r(20, 100)
    grass
      .M(x - 4, y - 7)
      .L(x, y)
      .L(x + 1, y - 10)
      .M(x, y)
      .L(x + 5, y - 6)
  }
  p.stroke(grass, p.col('#8a6a2c', 0), 1.3)
}

function acacia(trunks: PathBuilder, crowns: PathBuilder, x: number, y: number, s: number): void {
  const forkY = y - 30 * s
  const topY = y - 52 * s
  trunks
    .M(x, y)
    .L(x + 2 * s, forkY)
    .L(x - 16 * s, topY + 4 * s)
  trunks.M(x + 2 * s, forkY).L(x + 18 * s, topY + 3 * s)
  trunks.M(x + 2 * s, forkY - 4 * s).L(x + 3 * s, topY + 4 * s)
  const w = 42 * s
  const h = 10 * s
  crowns
    .M(x - w, topY + 3 * s)
    .Q(x - w * 0.75, topY - h, x, topY - h * 1.05)
    .Q(x + w * 0.8, topY - h, x + w, topY + 2 * s)
    .Q(x, topY + h * 0.5, x - w, topY + 3 * s)
    .Z()
}

const GIRAFFE: Pt[] = [
  [0, -15],
  [9, -19],
  [15, -31],
  [15.2, -33.5],
  [16.2, -32.2],
  [19.8, -31],
  [19.8, -29.6],
  [16.6, -29.6],
  [11.6, -17],
  [11, -14],
  [11, 0],
  [10, 0],
  [9.6, -12],
  [9, 0],
  [8, 0],
  [8, -12.5],
  [3, -12.5],
  [3, 0],
  [2, 0],
  [1.6, -11],
  [1, 0],
  [0, 0],
  [0, -12],
  [-1.4, -9],
  [-0.6, -14],
]

function giraffes(p: Painter, fn: Fn): void {
  const b = new PathBuilder()
  let x = p.r(80, 460)
  const facing = p.chance(0.5) ? 1 : -1
  for (let i = p.int(1, 3); i > 0; i--) {
    const s = p.r(0.75, 1)
    const y = fn(x) + p.r(4, 10)
    b.poly(GIRAFFE.map(([u, v]) => [x + facing * u * s, y + v * s] as Pt))
    x += p.r(22, 40)
  }
  p.path(b, p.col('#3a2a1f', 0.15))
}

function lakes(p: Painter): void {
  const wl = p.r(248, 262)
  paintSky(p, wl, 140)
  p.out.push('<g id="r">')
  const far = mountainRange(p, p.int(3, 5), [85, 150], [170, 215])
  drawRange(p, far, {
    body: p.col('#7b8fb2', 0.5),
    snow: p.chance(0.6) ? p.col('#f4f8fc', 0.45) : undefined,
    snowLine: p.r(0.25, 0.4),
    bottom: wl,
  })
  const hillFn = wave(p, p.r(wl - 40, wl - 24), p.r(10, 20))
  const hill = (x: number): number => Math.min(wl - 2, hillFn(x))
  p.path(smoothArea(sample(hill, 40), wl), p.col('#4f7f55', 0.25))
  const belt = new PathBuilder(true)
  const x0 = p.r(-20, 200)
  forestBelt(p, belt, hill, x0, x0 + p.r(200, 400), 12, 12)
  p.path(belt, p.col('#284a33', 0.25))
  p.out.push('</g>')

  water(p, 'w', wl, p.col('#24506e', 0), p.col('#7fa6c4', 0.35))
  reflect(p, 'r', wl, 0.42)
  glitter(p, wl)
  ripples(p, wl, H, 24, '#ffffff', 0.4)
  birds(p, 140)
  if (p.chance(0.5)) {
    const x = p.r(150, 450)
    const y = p.r(wl + 30, wl + 80)
    const s = 1 + (y - wl) / 60
    const canoe = new PathBuilder()
      .M(x - 18 * s, y - 3 * s)
      .Q(x, y + 4 * s, x + 18 * s, y - 3 * s)
      .Q(x, y + 0.5 * s, x - 18 * s, y - 3 * s)
      .Z()
    p.path(canoe, p.col('#b5482c', 0.05, 0.6))
    const paddler = new PathBuilder().M(x - 2 * s, y - 1.5 * s).L(x - 1.5 * s, y - 7 * s)
    paddler.M(x - 1.3 * s, y - 10 * s).L(x - 1.2 * s, y - 10 * s)
    const paddle = new PathBuilder().M(x - 9 * s, y + 3 * s).L(x + 4 * s, y - 11 * s)
    p.stroke(paddle, p.col('#6b4a32', 0.05), 0.9 * s)
    p.stroke(paddler, p.col('#26324a', 0.05), 3 * s)
  }

  const fromLeft = p.chance(0.5)
  const sx = (x: number): number => (fromLeft ? x : W - x)
  const shoreTop = p.r(320, 350)
  const shore = new PathBuilder()
    .M(sx(-10), H)
    .L(sx(-10), shoreTop)
    .C(sx(100), shoreTop - 8, sx(180), shoreTop + 10, sx(p.r(240, 320)), H)
    .Z()
  p.path(shore, p.col('#3d6b3a', 0))
  const pines = new PathBuilder()
  for (let i = p.int(3, 5); i > 0; i--) {
    const d = p.r(-10, 150)
    pine(pines, sx(d), shoreTop + 8 + d * 0.12 + p.r(0, 30), p.r(55, 110))
  }
  if (p.chance(0.6)) {
    const cx = sx(p.r(120, 170))
    const cy = shoreTop + p.r(22, 30)
    const walls = new PathBuilder()
    const roofs = new PathBuilder()
    house(walls, roofs, cx, cy, 26, 15)
    p.path(walls, p.col('#b23a2e', 0))
    p.path(roofs, p.col('#2f2a2c', 0))
    const door = new PathBuilder().R(cx - 2.5, cy, cx + 2.5, cy - 8)
    p.path(door, p.dark ? '#ffd98a' : p.col('#f5efe3', 0))
  }
  p.path(pines, p.col('#1c3a26', 0))
}

function river(p: Painter): void {
  const hz = p.r(198, 214)
  paintSky(p, hz, 140)
  const far = wave(p, hz - 8, 12)
  p.path(smoothArea(sample(far, 60)), p.col('#7d97ad', 0.6))
  birds(p, 120)
  const mid = wave(p, hz + 16, 16)
  p.path(smoothArea(sample(mid, 40)), p.col('#6d9b56', 0.34))
  const belt = new PathBuilder(true)
  const bx = p.r(-20, 300)
  forestBelt(p, belt, mid, bx, bx + p.r(120, 260), 9, 14)
  p.path(belt, p.col('#35603a', 0.34))
  if (p.chance(0.5)) {
    const rows = new PathBuilder()
    const x0 = p.r(200, 420)
    for (let x = x0; x < x0 + p.r(80, 140); x += 8) rows.M(x, mid(x) + 5).L(x + 9, mid(x) + 22)
    p.stroke(rows, p.col('#3f6a34', 0.3), 1.2, ' opacity=".5"')
  }
  if (p.chance(0.6)) {
    let best = 60
    for (let x = 60; x < 540; x += 20) if (mid(x) < mid(best)) best = x
    castle(p, best, mid(best) + 4)
  }

  const top = hz + 34
  const land = wave(p, top, 3)
  patchwork(p, 'c', land, [-30, 12, 36, 80, 160], 5, FIELD_COLOURS, 0.12, 1.1)

  // The river is laid out along ground distance t and projected with t², so bends crowd together near the horizon
  // and open out towards the viewer, as a real river does in perspective.
  const u = (t: number): number => t * t
  const phase = p.r(0, TAU)
  const turns = p.r(4.5, 6.5)
  const cx = p.r(250, 350)
  const centre = (t: number): Pt => [cx + (20 + 160 * u(t)) * Math.sin(phase + t * turns), lerp(top + 2, H + 10, u(t))]
  const width = (t: number): number => 5 + 230 * u(t)
  const left: Pt[] = []
  const right: Pt[] = []
  for (let i = 0; i <= 16; i++) {
    const t = i / 16
    const [x, y] = centre(t)
    left.push([x - width(t) / 2, y])
    right.push([x + width(t) / 2, y])
  }
  p.gradient('v', [
    [0, p.col('#c4dde8', 0.4)],
    [1, p.col('#3f80aa', 0)],
  ])
  const riverPath = new PathBuilder(true).M(left[0]?.[0] ?? 0, top + 2)
  smoothThrough(riverPath, left)
  smoothThrough(riverPath, [...right].reverse())
  riverPath.Z()
  p.path(riverPath, 'url(#v)', ` stroke="${p.col('#d9cfa2', 0.1)}" stroke-width="2.5"`)

  const canopies = new PathBuilder()
  const trunks = new PathBuilder()
  let planted = 0
  for (let i = 3; i < 16 && planted < 9; i++) {
    const t = i / 16 + p.r(-0.02, 0.02)
    const [x, y] = centre(t)
    const r = 2 + 15 * u(t)
    for (const side of [-1, 1]) {
      if (!p.chance(0.36)) continue
      const tx = x + side * (width(t) / 2 + r * p.r(1.3, 2.6))
      planted++
      broadleaf(canopies, trunks, tx, y + r * 0.5, r, p.chance(0.35) ? 1.8 : 1)
    }
  }
  paintTrees(p, canopies, trunks, 0.05, 2)

  const t = p.r(0.52, 0.64)
  const [sx, sy] = centre(t)
  cruiseShip(p, sx, sy + 2, 0.5 + 1.3 * u(t), Math.cos(phase + t * turns) >= 0 ? 1 : -1)
}

function castle(p: Painter, x: number, y: number): void {
  const b = new PathBuilder()
  const crenels = (x0: number, x1: number, top: number): Pt[] => {
    const pts: Pt[] = []
    const n = Math.max(2, Math.round((x1 - x0) / 4))
    for (let i = 0; i < n; i++) {
      const a = lerp(x0, x1, i / n)
      const c = lerp(x0, x1, (i + 0.5) / n)
      pts.push([a, top], [c, top], [c, top + 2], [lerp(x0, x1, (i + 1) / n), top + 2])
    }
    return pts
  }
  b.poly([[x - 18, y], [x - 18, y - 14], ...crenels(x - 18, x + 18, y - 16), [x + 18, y - 14], [x + 18, y]])
  b.R(x - 22, y, x - 14, y - 24)
  b.R(x + 8, y, x + 16, y - 30)
  p.path(b, p.col('#8a7d72', 0.3))
  const roofs = new PathBuilder()
    .poly([
      [x - 23.5, y - 24],
      [x - 18, y - 36],
      [x - 12.5, y - 24],
    ])
    .poly([
      [x + 6.5, y - 30],
      [x + 12, y - 44],
      [x + 17.5, y - 30],
    ])
  p.path(roofs, p.col('#7c3b35', 0.3))
}

function cruiseShip(p: Painter, x: number, y: number, s: number, dir: number): void {
  const len = 70 * s
  const at = (dx: number, dy: number): Pt => [x + dir * dx, y + dy]
  const hull = new PathBuilder().poly([
    at(-len / 2, -5 * s),
    at(len / 2 + 4 * s, -5 * s),
    at(len / 2 - s, 0),
    at(-len / 2 + s, 0),
  ])
  p.path(hull, p.col('#1f3b66', 0.05))
  const deck = new PathBuilder()
    .poly([
      at(-len / 2 + 2 * s, -5 * s),
      at(-len / 2 + 3 * s, -12 * s),
      at(len / 2 - 6 * s, -12 * s),
      at(len / 2, -5 * s),
    ])
    .poly([at(len * 0.12, -12 * s), at(len * 0.12, -16 * s), at(len * 0.3, -16 * s), at(len * 0.34, -12 * s)])
  p.path(deck, p.col('#fbfaf6', 0.05, 0.5))
  const [wx0, wy] = at(-len / 2 + 5 * s, -8.5 * s)
  const [wx1] = at(len / 2 - 7 * s, -8.5 * s)
  const windows = new PathBuilder().M(wx0, wy).L(wx1, wy)
  p.stroke(
    windows,
    p.dark ? '#ffd77e' : p.col('#2d4d78', 0.05),
    2.2 * s,
    ` stroke-linecap="butt" stroke-dasharray="${num(3 * s)} ${num(1.6 * s)}"`,
  )
  const stern = at(-len / 2, s)
  const wake = new PathBuilder()
    .M(stern[0], stern[1])
    .L(...at(-len / 2 - 22 * s, 3 * s))
    .M(...at(-len / 2 + 10 * s, 1.5 * s))
    .L(...at(-len / 2 - 16 * s, 6 * s))
  p.stroke(wake, '#ffffff', 1.2 * s, ' opacity=".6"')
}

function arctic(p: Painter): void {
  const hz = p.r(245, 262)
  paintSky(p, hz, 140)
  if (p.tod === 'night' || (p.tod === 'dusk' && p.chance(0.5))) aurora(p)
  const range = mountainRange(p, p.int(3, 6), [hz - 95, hz - 45], [hz - 30, hz - 8])
  drawRange(p, range, {
    body: p.col('#dfe9f3', 0.3, 0.7),
    snow: p.col('#ffffff', 0.3, 0.7),
    snowLine: 0.55,
    bottom: hz,
    shade: 0.22,
  })
  water(p, 'w', hz, p.col('#123a58', 0), p.col('#4d7d9e', 0.3))
  glitter(p, hz)
  ripples(p, hz, H, 16, '#ffffff', 0.3)

  // Ice keeps more of its own colour than the land does after dark: it is the brightest thing in a polar night.
  const lit = new PathBuilder()
  const dark = new PathBuilder()
  const under = new PathBuilder()
  const bergs: Array<[number, number]> = []
  for (let i = p.int(2, 4); i > 0; i--) bergs.push([p.r(40, 560), p.r(hz + 10, hz + 85)])
  bergs.sort((a, b) => a[1] - b[1])
  for (const [x, y] of bergs) {
    const s = 0.5 + (y - hz) / 60
    const w = p.r(30, 60) * s
    const h = p.r(18, 40) * s
    const peak: Pt = [x + p.r(-0.2, 0.2) * w, y - h]
    const shoulderL: Pt = [x - w * 0.35, y - h * p.r(0.4, 0.7)]
    const shoulderR: Pt = [x + w * 0.3, y - h * p.r(0.5, 0.8)]
    const split: Pt = [peak[0] + w * 0.08, y]
    lit.poly([[x - w / 2, y], shoulderL, peak, split])
    dark.poly([peak, shoulderR, [x + w / 2, y], split])
    under.poly([
      [x - w / 2, y],
      [x + w / 2, y],
      [x + w * 0.3, y + h * 0.4],
      [x - w * 0.25, y + h * 0.5],
    ])
  }
  const [a, b] = p.lightFromLeft ? [lit, dark] : [dark, lit]
  p.path(under, p.col('#8fd3e0', 0, 0.5), ' opacity=".3"')
  p.path(a, p.col('#f7fbff', 0, 0.45))
  p.path(b, p.col('#a6c6de', 0, 0.45))

  const fromLeft = p.chance(0.5)
  const sx = (x: number): number => (fromLeft ? x : W - x)
  const top = p.r(335, 355)
  const reach = p.r(300, 480)
  const shelf = new PathBuilder().poly([
    [sx(-10), H + 20],
    [sx(-10), top],
    [sx(reach * 0.3), top + p.r(-4, 4)],
    [sx(reach * 0.55), top + p.r(2, 8)],
    [sx(reach * 0.75), top + p.r(6, 14)],
    [sx(reach), top + p.r(18, 26)],
    [sx(reach + 30), H + 20],
  ])
  p.doubled(shelf, { fill: p.col('#8bb8d6', 0, 0.45), dy: 14 }, { fill: p.col('#f2f7fb', 0, 0.45) })
  if (p.chance(0.5)) penguins(p, sx(reach * p.r(0.35, 0.6)), top + 8)
}

function penguins(p: Painter, x: number, y: number): void {
  const bodies = new PathBuilder()
  const bellies = new PathBuilder()
  for (let i = p.int(2, 4); i > 0; i--) {
    const px = x + p.r(-30, 30)
    const py = y + p.r(-2, 8)
    const s = p.r(0.85, 1.1)
    bodies
      .M(px - 4 * s, py)
      .Q(px - 6 * s, py - 10 * s, px - 2 * s, py - 15 * s)
      .Q(px + 1 * s, py - 19 * s, px + 3 * s, py - 15 * s)
      .L(px + 6 * s, py - 14 * s)
      .L(px + 3 * s, py - 13 * s)
      .Q(px + 6 * s, py - 6 * s, px + 4 * s, py)
      .Z()
    bellies.O(px + 1 * s, py - 5.5 * s, 2.4 * s, 5 * s)
  }
  p.path(bodies, p.col('#1d2330', 0, 0.5))
  p.path(bellies, p.col('#f4f1e8', 0, 0.5))
}

function aurora(p: Painter): void {
  p.gradient('a', [
    [0, '#6dffb1', 0],
    [0.75, '#6dffb1', 0.45],
    [1, '#b7ffd6', 0.7],
  ])
  p.gradient('b', [
    [0, '#d27dff', 0],
    [1, '#f0a6ff', 0.45],
  ])
  for (let i = 0; i < 2; i++) {
    const base = p.r(80, 140)
    const thick = p.r(45, 80)
    const low = wave(p, base, 22)
    const pts = sample(low, 60)
    const b = new PathBuilder()
    const first = pts[0]
    if (!first) continue
    b.M(first[0], first[1] - thick)
    smoothThrough(
      b,
      pts.map(([x, y]) => [x, y - thick * (0.8 + 0.4 * Math.sin(x / 45))] as Pt),
    )
    smoothThrough(b, [...pts].reverse())
    b.Z()
    p.path(b, `url(#${i === 0 ? 'a' : 'b'})`, ` opacity="${i === 0 ? '.9' : '.5'}"`)
  }
}

const FIELD_COLOURS = ['#9ccb62', '#7fb24f', '#c6d06a', '#e3c76b', '#6ea24a', '#b3d27a', '#a7bf58']

function countryside(p: Painter): void {
  const hz = p.r(228, 245)
  paintSky(p, hz, 150)
  const far = wave(p, hz + 2, 10)
  p.path(smoothArea(sample(far, 60)), p.col('#8eae88', 0.55))
  birds(p, 130)

  const midFn = wave(p, hz + p.r(28, 40), p.r(14, 22))
  patchwork(p, 'c', midFn, [-40, 14, 32, 60, 110], 6, FIELD_COLOURS, 0.25, 1.4)

  if (p.chance(0.8)) {
    let best = 80
    for (let x = 80; x < 520; x += 20) if (midFn(x) < midFn(best)) best = x
    churchAndCottages(p, best + p.r(-40, 40), midFn)
  }

  const nearFn = wave(p, p.r(322, 340), p.r(12, 22))
  patchwork(p, 'd', nearFn, [-40, 28, 80, 160], 4, FIELD_COLOURS, 0.05, 2.4)

  if (p.chance(0.75)) {
    const canopies = new PathBuilder()
    const trunks = new PathBuilder()
    const side = p.lightFromLeft ? 1 : 0
    const x = side ? p.r(470, 560) : p.r(40, 130)
    const y = nearFn(x) + p.r(20, 40)
    trunks.M(x, y).L(x, y - 40)
    for (const [dx, dy, r] of [
      [-18, -50, 20],
      [16, -52, 22],
      [0, -70, 24],
      [-6, -40, 16],
      [14, -36, 15],
    ] as const) {
      const cx = x + dx
      const cy = y + dy
      canopies.O(cx, cy, r)
    }
    paintTrees(p, canopies, trunks, 0, 6)
  }
}

function patchwork(
  p: Painter,
  id: string,
  fn: Fn,
  offsets: number[],
  columns: number,
  colours: string[],
  depth: number,
  hedge: number,
): void {
  const outline = smoothArea(sample(fn, 40))
  p.defs.push(`<clipPath id="${id}"><path d="${outline}"/></clipPath>`)
  const byColour = new Map<string, PathBuilder>()
  const vp = p.r(200, 400)
  const bounds: number[] = []
  for (let i = 0; i <= columns; i++)
    bounds.push(-40 + ((W + 80) / columns) * i + (i > 0 && i < columns ? p.r(-25, 25) : 0))
  for (let row = 0; row < offsets.length - 1; row++) {
    const y0 = offsets[row] ?? 0
    const y1 = offsets[row + 1] ?? 0
    const spread0 = 1 + row * 0.35
    const spread1 = 1 + (row + 1) * 0.35
    for (let c = 0; c < columns; c++) {
      const a = bounds[c] ?? 0
      const b = bounds[c + 1] ?? 0
      const ax0 = vp + (a - vp) * spread0
      const bx0 = vp + (b - vp) * spread0
      const ax1 = vp + (a - vp) * spread1
      const bx1 = vp + (b - vp) * spread1
      const colour = p.pick(colours)
      // Perspective fans the outer columns far beyond the frame; those fields would be clipped anyway.
      if (Math.max(bx0, bx1) < -10 || Math.min(ax0, ax1) > W + 10) continue
      let path = byColour.get(colour)
      if (!path) {
        path = new PathBuilder()
        byColour.set(colour, path)
      }
      path.poly([
        [ax0, fn(ax0) + y0],
        [bx0, fn(bx0) + y0],
        [bx1, fn(bx1) + y1],
        [ax1, fn(ax1) + y1],
      ])
    }
  }
  const hedgeColour = p.col('#3a6431', depth)
  p.out.push(`<g clip-path="url(#${id})"><rect width="${W}" height="${H}" fill="${p.col('#7fae4f', depth)}"/>`)
  for (const [colour, path] of byColour) {
    p.path(path, p.col(colour, depth), ` stroke="${hedgeColour}" stroke-width="${num(hedge)}" stroke-linejoin="round"`)
  }
  p.out.push('</g>')
}

function churchAndCottages(p: Painter, x: number, fn: Fn): void {
  const walls = new PathBuilder()
  const roofs = new PathBuilder()
  const y = fn(x) + 12
  const k = 1.5
  const at = (dx: number, dy: number): Pt => [x + dx * k, y + dy * k]
  walls.poly([at(-4, 0), at(-4, -22), at(4, -22), at(4, 0)])
  walls.poly([at(4, 0), at(4, -10), at(24, -10), at(24, 0)])
  roofs.poly([at(-5, -22), at(0, -38), at(5, -22)])
  roofs.poly([at(3, -10), at(6, -16), at(23, -16), at(25, -10)])
  p.path(walls, p.col('#ddd2ba', 0.2))
  p.path(roofs, p.col('#5a5553', 0.2))
  const cottageWalls = new PathBuilder()
  const cottageRoofs = new PathBuilder()
  for (let i = p.int(2, 4); i > 0; i--) {
    const cx = x + p.pick([-1, 1]) * p.r(35, 90)
    house(cottageWalls, cottageRoofs, cx, fn(cx) + p.r(14, 24), p.r(13, 18), p.r(8, 10))
  }
  p.path(cottageWalls, p.col('#f2ead8', 0.2))
  p.path(cottageRoofs, p.col('#9c4a36', 0.2))
  const canopies = new PathBuilder()
  const trunks = new PathBuilder()
  for (let i = 0; i < 5; i++) {
    const tx = x + p.r(-100, 100)
    broadleaf(canopies, trunks, tx, fn(tx) + p.r(14, 30), p.r(5, 8))
  }
  paintTrees(p, canopies, trunks, 0.2, 1.6)
}

/** South East Asia and India: a stupa-spired temple by a lotus pond, with palms. */
function temple(p: Painter): void {
  templeScene(p, 'prang')
}

/** East Asia (Japan, China, Korea): a pagoda among broadleaf trees and blossom, no palms. */
function pagodaScene(p: Painter): void {
  templeScene(p, 'pagoda')
}

function templeScene(p: Painter, style: 'prang' | 'pagoda'): void {
  const hz = p.r(250, 265)
  paintSky(p, hz, 150)
  p.gradient('m', [
    [0, '#ffffff', 0],
    [1, '#ffffff', 0.6],
  ])
  karst(p, hz - 10, [50, 120], p.col('#7f9f9a', 0.65))
  p.out.push(`<rect y="${num(hz - 90)}" width="${W}" height="90" fill="url(#m)" opacity=".45"/>`)
  karst(p, hz + 20, [60, 140], p.col('#5f8a72', 0.4))
  p.out.push(`<rect y="${num(hz - 30)}" width="${W}" height="60" fill="url(#m)" opacity=".5"/>`)
  birds(p, 120)

  if (style === 'pagoda') {
    const hill = wave(p, p.r(300, 320), 14)
    p.path(smoothArea(sample(hill, 40)), p.col('#4c7a4f', 0.12))
    const x = p.r(170, 430)
    pagoda(p, x, hill(x) + 4, p.r(1.3, 1.7))
    const canopies = new PathBuilder()
    const trunks = new PathBuilder()
    for (let i = 0; i < 6; i++) {
      const tx = x + p.pick([-1, 1]) * p.r(45, 200)
      broadleaf(canopies, trunks, tx, hill(tx) + p.r(6, 24), p.r(7, 13))
    }
    paintTrees(p, canopies, trunks, 0.1, 2)
    blossom(p, !p.lightFromLeft)
  } else {
    const wl = p.r(322, 338)
    const x = p.r(220, 380)
    p.out.push('<g id="t">')
    const bank = new PathBuilder().R(-10, wl, W + 10, wl - 10)
    p.path(bank, p.col('#4c6e43', 0.15))
    prangs(p, x, wl - 8, p.r(1.1, 1.35))
    const palms = new PathBuilder()
    const fronds = new PathBuilder(true)
    for (let i = p.int(1, 3); i > 0; i--) {
      const px = p.chance(0.5) ? p.r(10, x - 150) : p.r(x + 150, 590)
      palm(p, palms, fronds, px, wl - 8, p.r(60, 95), p.pick([-1, 1]))
    }
    p.stroke(palms, p.col('#3a2c24', 0.12), 2.6)
    p.path(fronds, p.col('#24482c', 0.12))
    p.out.push('</g>')
    water(p, 'w', wl, p.col('#2f5f6e', 0), p.col('#8fb4b8', 0.3))
    reflect(p, 't', wl, 0.4)
    glitter(p, wl)
    ripples(p, wl, H, 14, '#ffffff', 0.35)
    const pads = new PathBuilder()
    const lotus = new PathBuilder()
    for (let i = 0; i < 6; i++) {
      const px = p.r(0, W)
      const py = p.r(wl + 25, H)
      const r = 4 + (py - wl) / 7
      pads
        .M(px, py)
        .L(px + r, py - r * 0.08)
        .A(r, true, false, px + r * 0.7, py + r * 0.25, r * 0.38)
        .Z()
      if (p.chance(0.4)) lotus.M(px, py - 1).L(px, py - 1.1)
    }
    p.path(pads, p.col('#4f8a45', 0))
    p.stroke(lotus, p.col('#f5a3c0', 0, 0.5), 6)
  }
}

function karst(p: Painter, base: number, heights: readonly [number, number], fill: string): void {
  const b = new PathBuilder(true).M(-20, H).L(-20, base)
  let x = -20
  while (x < W + 20) {
    const w = p.r(50, 100)
    const h = p.r(heights[0], heights[1])
    const top = base - h
    b.C(x + w * 0.1, top + h * 0.2, x + w * 0.15, top, x + w * 0.5, top)
    b.C(x + w * 0.85, top, x + w * 0.9, top + h * 0.3, x + w, base - p.r(0, 15))
    x += w * p.r(0.8, 1)
  }
  b.L(x, H).Z()
  p.path(b, fill)
}

function pagoda(p: Painter, x: number, y: number, s: number): void {
  const bodies = new PathBuilder()
  const roofs = new PathBuilder()
  const tiers = p.int(3, 5)
  let base = y
  for (let i = 0; i < tiers; i++) {
    const bw = (22 - i * 3) * s
    const bh = 8 * s
    const top = base - bh
    bodies.R(x - bw / 2, base, x + bw / 2, top)
    const rw = bw / 2 + 8 * s
    roofs
      .M(x - rw, top - 3 * s)
      .Q(x - bw / 2 - 2 * s, top + s, x - bw / 2, top + s)
      .L(x + bw / 2, top + s)
      .Q(x + bw / 2 + 2 * s, top + s, x + rw, top - 3 * s)
      .L(x + bw * 0.32, top - 6 * s)
      .L(x - bw * 0.32, top - 6 * s)
      .Z()
    base = top - 5 * s
  }
  const spire = new PathBuilder().M(x, base + 2).L(x, base - 14 * s)
  p.path(bodies, p.col('#a3382c', 0.08))
  p.path(roofs, p.col('#2e2a30', 0.08))
  p.stroke(spire, p.col('#2e2a30', 0.08), 1.6 * s)
}

function prangs(p: Painter, x: number, y: number, s: number): void {
  const body = new PathBuilder()
  const lines = new PathBuilder()
  body.R(x - 95 * s, y, x + 95 * s, y - 12 * s)
  body.R(x - 70 * s, y - 12 * s, x + 70 * s, y - 22 * s)
  const towers: Array<[number, number, number]> = [
    [-60, 50, 11],
    [60, 50, 11],
    [-30, 66, 13],
    [30, 66, 13],
    [0, 95, 17],
  ]
  for (const [dx, h, w] of towers) {
    const cx = x + dx * s
    const base = y - 22 * s
    const top = base - h * s
    body
      .M(cx - w * s, base)
      .L(cx - w * s, base - h * 0.3 * s)
      .C(cx - w * s, base - h * 0.75 * s, cx - w * 0.35 * s, top + h * 0.1 * s, cx, top)
      .C(cx + w * 0.35 * s, top + h * 0.1 * s, cx + w * s, base - h * 0.75 * s, cx + w * s, base - h * 0.3 * s)
      .L(cx + w * s, base)
      .Z()
    for (let k = 1; k <= 3; k++) {
      const ly = base - h * s * (0.25 + k * 0.15)
      const half = w * s * (1 - k * 0.18)
      lines.M(cx - half, ly).L(cx + half, ly)
    }
  }
  p.path(body, p.col('#8b7c62', 0.18))
  p.stroke(lines, p.col('#5e523f', 0.18), 1.2, ' opacity=".6"')
}

function blossom(p: Painter, fromLeft: boolean): void {
  const sx = (x: number): number => (fromLeft ? x : W - x)
  const branches: Array<[Pt, Pt, Pt]> = [
    [
      [sx(-10), p.r(20, 50)],
      [sx(80), p.r(30, 60)],
      [sx(p.r(150, 190)), p.r(90, 120)],
    ],
    [
      [sx(40), 45],
      [sx(70), 90],
      [sx(p.r(60, 90)), p.r(130, 160)],
    ],
    [
      [sx(90), 70],
      [sx(140), 60],
      [sx(p.r(190, 230)), p.r(55, 75)],
    ],
  ]
  const wood = new PathBuilder()
  const flowers = new PathBuilder()
  const buds = new PathBuilder()
  for (const seg of branches) {
    const [a, c, b] = seg
    wood.M(a[0], a[1]).Q(c[0], c[1], b[0], b[1])
    for (let t = 0.25; t <= 1; t += 0.15) {
      const [fx, fy] = quadAt(seg, t)
      const r = p.r(5, 9)
      flowers.O(fx + p.r(-6, 6), fy + p.r(-2, 8), r)
      if (p.chance(0.5)) buds.M(fx + p.r(-12, 12), fy + p.r(6, 16)).L(fx, fy + 0.1)
    }
  }
  p.stroke(wood, p.col('#3a2a28', 0), 4.5)
  p.path(flowers, p.col('#f7b8cb', 0, 0.6), ' opacity=".95"')
  p.stroke(buds, p.col('#fbd3df', 0, 0.6), 3.2)
}

function canyon(p: Painter): void {
  const hz = p.r(215, 235)
  paintSky(p, hz, 150)
  birds(p, 120)
  const far = mesas(p, hz + 10, [hz - 50, hz - 18])
  p.path(far, p.col('#dba27e', 0.6))
  const mid = mesas(p, hz + 60, [hz - 22, hz + 15])
  strata(p, 'e', mid, p.col('#cf7446', 0.32), hz - 20, 9, 0.12)

  // The near walls frame a gorge: flat rims, a stepped drop on each side, and the river at the bottom.
  const gap = p.r(230, 370)
  const floor = p.r(355, 370)
  const leftTop = p.r(hz - 45, hz - 10)
  const rightTop = p.r(hz - 35, hz)
  const le = gap - p.r(80, 120)
  const re = gap + p.r(80, 120)
  const wallsPath = new PathBuilder().poly([
    [-20, H],
    [-20, leftTop],
    [le * 0.55, leftTop],
    [le * 0.6, leftTop + 7],
    [le, leftTop + 11],
    [le + 6, leftTop + 48],
    [le + 20, leftTop + 56],
    [le + 30, floor - 40],
    [gap - 28, floor],
    [gap + 28, floor],
    [re - 26, floor - 38],
    [re - 18, rightTop + 50],
    [re - 6, rightTop + 42],
    [re, rightTop + 8],
    [re + 50, rightTop + 3],
    [620, rightTop],
    [620, H],
  ])
  strata(p, 'f', wallsPath, p.col('#ad4f2c', 0.03), leftTop, 19, 0.11, () => {
    // The gorge's far side is in shadow: the wall face that looks away from the sun.
    const [x0, x1] = p.lightFromLeft ? [le - 10, gap + 5] : [gap - 5, re + 10]
    const shade = new PathBuilder().poly([
      [x0, 0],
      [x1, 0],
      [x1, H],
      [x0, H],
    ])
    p.path(shade, '#3b1a1a', ' opacity=".28"')
  })
  p.gradient('v', [
    [0, p.col('#a7d0dc', 0.3)],
    [1, p.col('#3f7f9e', 0)],
  ])
  const riverPath = new PathBuilder()
    .M(gap - 22, floor + 3)
    .Q(gap, floor - 1, gap + 22, floor + 3)
    .L(gap + 60, H)
    .L(gap - 70, H)
    .Z()
  p.path(riverPath, 'url(#v)')

  const shrubs = new PathBuilder()
  for (let i = 0; i < 7; i++) {
    const onLeft = p.chance(0.5)
    const x = onLeft ? p.r(0, le * 0.5) : p.r(re + 20, 600)
    const y = (onLeft ? leftTop : rightTop) + p.r(1, 3)
    const r = p.r(3, 7)
    shrubs
      .M(x - r, y)
      .A(r, false, true, x + r, y)
      .Z()
  }
  p.path(shrubs, p.col('#5d6b3a', 0.05))
  if (p.chance(0.6)) cactus(p, p.lightFromLeft ? p.r(470, 560) : p.r(40, 130), p.r(385, 398))
}

function mesas(p: Painter, base: number, tops: readonly [number, number]): PathBuilder {
  const b = new PathBuilder(true).M(-20, H).L(-20, p.r(tops[0], tops[1]))
  let x = -20
  while (x < W + 20) {
    const flat = p.r(40, 140)
    const y = p.r(tops[0], tops[1])
    const slope = p.r(6, 16)
    b.L(x + slope * 0.4, y + 4).L(x + slope, y)
    b.L(x + slope + flat, y)
    const dip = p.chance(0.4) ? base - p.r(0, 20) : y + p.r(10, 30)
    b.L(x + slope + flat + slope * 0.6, y + 6).L(x + slope + flat + slope * 1.5, dip)
    x += slope * 1.5 + flat
  }
  return b.L(x, H).Z()
}

function strata(
  p: Painter,
  id: string,
  outline: PathBuilder,
  fill: string,
  from: number,
  step: number,
  opacity: number,
  extra?: () => void,
): void {
  p.defs.push(`<clipPath id="${id}"><path d="${outline}"/></clipPath>`)
  p.path(outline, fill)
  const bands = new PathBuilder()
  for (let y = from; y < H; y += step * p.r(0.6, 1.4)) bands.M(-20, y).L(W + 20, y + p.r(-3, 3))
  p.out.push(`<g clip-path="url(#${id})">`)
  p.stroke(bands, '#fff3e0', step * 0.3, ` opacity="${num(opacity)}"`)
  extra?.()
  p.out.push('</g>')
}

function cactus(p: Painter, x: number, y: number): void {
  const b = new PathBuilder()
    .M(x, y)
    .L(x, y - 60)
    .M(x, y - 25)
    .L(x - 12, y - 25)
    .L(x - 12, y - 42)
    .M(x, y - 32)
    .L(x + 11, y - 32)
    .L(x + 11, y - 50)
  p.stroke(b, p.col('#3d5a2e', 0), 7, ' stroke-linejoin="round"')
}

export const PAINTERS: Record<Scene, (p: Painter) => void> = {
  alpine,
  coast,
  island,
  shore,
  desert,
  jungle,
  city,
  savanna,
  lakes,
  river,
  arctic,
  countryside,
  temple,
  pagoda: pagodaScene,
  canyon,
}
