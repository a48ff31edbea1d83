// Generated flat-vector landscape artwork for the demo catalogue. The site may not load images from anywhere else,
// so every tour picture is drawn here from its code: pure string building, no Node or DOM imports. The server loads
// this module lazily, as its default media source (server/media.ts), on the first picture request. The drawing lives
// in a fixed 600×400 viewBox and only the width and height attributes change with the size, which is why all three
// sizes have the same bytes apart from those two.

import { IMAGE_SIZES, type ImageSize } from '../../../app/lib/media-urls'
import { createRng } from '../../../app/lib/seeded-random'
import { H, Painter, SKIES, W, rotateHue, type Sky, type TimeOfDay } from './artwork-kit'
import { PAINTERS } from './artwork-scenes'
import { sceneForCode, type Scene } from './scenes'

export type { TimeOfDay } from './artwork-kit'

export interface TourArtworkOptions {
  seed: string
  scene: Scene
  size: ImageSize
  variant?: number
  timeOfDay?: TimeOfDay
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

/** The picture behind `/media/tours/{code}/{index}-{size}.svg` (app/lib/media-urls.ts), drawn in the tour's stored
 * scene (or a stable one for codes that are not tours). The code seeds the drawing and is never written into it. */
export function renderTourPicture(picture: {
  code: string
  index: number
  size: ImageSize
  storedScene: string | null
}): string {
  return renderTourArtwork({
    seed: `${picture.code}:${picture.index}`,
    scene: sceneForCode(picture.code, picture.storedScene),
    size: picture.size,
    variant: picture.index,
  })
}
