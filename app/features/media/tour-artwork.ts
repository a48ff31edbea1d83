// Generated flat-vector landscape artwork for tours. The site may not load images from anywhere else, so every tour
// picture is drawn here from its code: pure string building, no Node or DOM imports, so the same module serves the
// /media route, the seed script and the tests. The drawing lives in a fixed 600×400 viewBox and only the width and
// height attributes change with the size, which is why all three sizes have the same bytes apart from those two.

import { H, Painter, SKIES, W, rotateHue, type Sky, type TimeOfDay } from './artwork-kit'
import { PAINTERS } from './artwork-scenes'
import { createRng } from '../../lib/seeded-random'

export type { TimeOfDay } from './artwork-kit'
export { createRng, hashString, type Rng } from '../../lib/seeded-random'

export type Scene =
  | 'alpine'
  | 'coast'
  | 'desert'
  | 'jungle'
  | 'city'
  | 'savanna'
  | 'lakes'
  | 'river'
  | 'arctic'
  | 'countryside'
  | 'temple'
  | 'canyon'

export const SCENES: readonly Scene[] = [
  'alpine',
  'coast',
  'desert',
  'jungle',
  'city',
  'savanna',
  'lakes',
  'river',
  'arctic',
  'countryside',
  'temple',
  'canyon',
]

export type ImageSize = 'small' | 'medium' | 'large'

export const IMAGE_SIZES: Record<ImageSize, { width: number; height: number }> = {
  small: { width: 400, height: 267 },
  medium: { width: 800, height: 533 },
  large: { width: 1600, height: 1067 },
}

/** The highest picture index a tour can have in a URL (16 pictures is far more than any gallery shows). */
export const MAX_ARTWORK_INDEX = 15

export interface TourArtworkOptions {
  seed: string
  scene: Scene
  size: ImageSize
  variant?: number
  timeOfDay?: TimeOfDay
}

const SIZE_NAMES = Object.keys(IMAGE_SIZES) as ImageSize[]

function isImageSize(value: string): value is ImageSize {
  return (SIZE_NAMES as string[]).includes(value)
}

export function artworkUrl(tourCode: string, index: number, size: ImageSize): string {
  return `/media/tours/${encodeURIComponent(tourCode)}/${index}-${size}.svg`
}

/** Parses the file part of an artwork URL. Strict, because the result feeds a renderer whose output is cached:
 * '03-small.svg' or '1-small.svg?x' would otherwise create duplicate cache entries for the same picture. The code is
 * accepted as-is; it only seeds the drawing and is never written into the SVG. */
export function parseArtworkPath(code: string, file: string): { index: number; size: ImageSize } | null {
  if (code.length === 0) return null
  const match = /^(0|[1-9]\d?)-([a-z]+)\.svg$/.exec(file)
  if (!match) return null
  const index = Number(match[1])
  const size = match[2] ?? ''
  if (index > MAX_ARTWORK_INDEX || !isImageSize(size)) return null
  return { index, size }
}

const COUNTRY_SCENES: Record<string, Scene> = {
  CH: 'alpine',
  AT: 'alpine',
  LI: 'alpine',
  SI: 'alpine',
  NP: 'alpine',
  BT: 'alpine',
  NZ: 'alpine',
  EG: 'desert',
  JO: 'desert',
  MA: 'desert',
  TN: 'desert',
  OM: 'desert',
  AE: 'desert',
  NA: 'desert',
  KE: 'savanna',
  TZ: 'savanna',
  ZA: 'savanna',
  BW: 'savanna',
  ZM: 'savanna',
  ZW: 'savanna',
  UG: 'savanna',
  RW: 'savanna',
  IS: 'arctic',
  GL: 'arctic',
  SJ: 'arctic',
  AQ: 'arctic',
  FI: 'arctic',
  NO: 'lakes',
  SE: 'lakes',
  CA: 'lakes',
  CL: 'lakes',
  AR: 'lakes',
  JP: 'temple',
  TH: 'temple',
  KH: 'temple',
  IN: 'temple',
  CN: 'temple',
  VN: 'temple',
  LA: 'temple',
  MM: 'temple',
  LK: 'temple',
  ID: 'temple',
  KR: 'temple',
  GB: 'countryside',
  IE: 'countryside',
  FR: 'countryside',
  BE: 'countryside',
  NL: 'countryside',
  DE: 'river',
  HU: 'river',
  PT: 'river',
  PE: 'jungle',
  CR: 'jungle',
  BR: 'jungle',
  EC: 'jungle',
  CO: 'jungle',
  BO: 'jungle',
  MY: 'jungle',
  BZ: 'jungle',
  GT: 'jungle',
  PA: 'jungle',
  US: 'canyon',
  MX: 'canyon',
  AU: 'canyon',
  SG: 'city',
  HK: 'city',
  MO: 'city',
  MC: 'city',
  GR: 'coast',
  HR: 'coast',
  CY: 'coast',
  MT: 'coast',
  IT: 'coast',
  ES: 'coast',
  ME: 'coast',
  AL: 'coast',
  TR: 'coast',
  FJ: 'coast',
  MV: 'coast',
  SC: 'coast',
  MU: 'coast',
  CU: 'coast',
  JM: 'coast',
  BS: 'coast',
  PF: 'coast',
}

const CONTINENT_SCENES: Record<string, Scene> = {
  europe: 'countryside',
  asia: 'temple',
  africa: 'savanna',
  'north-america': 'lakes',
  'south-america': 'jungle',
  oceania: 'coast',
  antarctica: 'arctic',
}

/** Picks the picture theme for a tour. The travel type wins where it defines the view (a river cruise is about the
 * river wherever it is), then the main country, then the continent. */
export function sceneForRegion(continentCode: string, countryIso: string, travelTypeCodes: string[]): Scene {
  const types = travelTypeCodes.map((code) => code.toLowerCase())
  const has = (...words: string[]): boolean => types.some((type) => words.some((word) => type.includes(word)))
  const continent = continentCode.toLowerCase()
  if (has('river')) return 'river'
  if (continent === 'antarctica' || has('polar', 'arctic', 'antarctic', 'aurora')) return 'arctic'
  if (has('safari', 'wildlife')) return continent === 'south-america' ? 'jungle' : 'savanna'
  if (has('city', 'cities')) return 'city'
  if (has('beach', 'island', 'ocean', 'sea-cruise', 'coastal')) return 'coast'
  const byCountry = COUNTRY_SCENES[countryIso.toUpperCase()]
  if (byCountry) return byCountry
  if (has('walking', 'hiking', 'trek', 'mountain')) return 'alpine'
  if (has('rail', 'coach', 'cultural')) return continent === 'asia' ? 'temple' : 'countryside'
  return CONTINENT_SCENES[continent] ?? 'countryside'
}

// Arctic skies lean to night for the aurora, cities to dusk and night for their lights; everything else is mostly
// daylight because that is what sells a holiday.
const TOD_WEIGHTS: Partial<Record<Scene, Array<[TimeOfDay, number]>>> = {
  arctic: [
    ['night', 0.45],
    ['dusk', 0.25],
    ['day', 0.2],
    ['dawn', 0.1],
  ],
  city: [
    ['night', 0.35],
    ['dusk', 0.3],
    ['day', 0.25],
    ['dawn', 0.1],
  ],
}

const DEFAULT_TOD: Array<[TimeOfDay, number]> = [
  ['day', 0.5],
  ['dusk', 0.22],
  ['dawn', 0.16],
  ['night', 0.12],
]

export function renderTourArtwork(opts: TourArtworkOptions): string {
  const dims = IMAGE_SIZES[opts.size]
  if (!dims) throw new RangeError(`Unknown image size: ${String(opts.size)}`)
  const paint = PAINTERS[opts.scene]
  if (!paint) throw new RangeError(`Unknown scene: ${String(opts.scene)}`)
  const variant = Number.isFinite(opts.variant) ? Math.trunc(opts.variant ?? 0) : 0
  const rng = createRng(`${opts.scene}|${opts.seed}|${variant}`)

  // Always draw the time of day from the stream, even when it is given, so that fixing it does not shift every later
  // draw: the hills, towns and trees stay put and mostly only the light changes.
  let roll = rng()
  let tod: TimeOfDay = 'day'
  for (const [candidate, weight] of TOD_WEIGHTS[opts.scene] ?? DEFAULT_TOD) {
    tod = candidate
    roll -= weight
    if (roll < 0) break
  }
  if (opts.timeOfDay) tod = opts.timeOfDay
  const skies = SKIES[tod]
  const sky = skies[Math.floor(rng() * skies.length)] ?? SKIES.day[0]
  if (!sky) throw new Error('missing sky palette')
  const hue = (rng() - 0.5) * 24
  const shifted: Sky = {
    top: rotateHue(sky.top, hue * 0.6),
    mid: rotateHue(sky.mid, hue),
    horizon: rotateHue(sky.horizon, hue),
    sun: sky.sun,
  }
  const painter = new Painter(rng, tod, shifted, hue)
  paint(painter)
  const defs = painter.defs.length > 0 ? `<defs>${painter.defs.join('')}</defs>` : ''
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${dims.width}" height="${dims.height}" ` +
    `preserveAspectRatio="xMidYMid slice">${defs}${painter.out.join('')}</svg>`
  )
}
