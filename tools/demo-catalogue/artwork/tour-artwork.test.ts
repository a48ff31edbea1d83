// @vitest-environment jsdom
// jsdom supplies DOMParser, used here as a real XML well-formedness check on the generated SVG.
import { describe, expect, it } from 'vitest'

import { IMAGE_SIZES, type ImageSize } from '../../../app/lib/media-urls'
import { createRng, hashString } from '../../../app/lib/seeded-random'
import { BROCHURE_COVER_SCENES, SCENES, sceneForCode, sceneForRegion, sceneFromPlace } from './scenes'
import { renderTourArtwork, renderTourPicture, type TimeOfDay } from './tour-artwork'

const SIZES = Object.keys(IMAGE_SIZES) as ImageSize[]
const TIMES: TimeOfDay[] = ['dawn', 'day', 'dusk', 'night']
const SVG_NS = 'http://www.w3.org/2000/svg'

function parseSvg(svg: string): Document {
  return new DOMParser().parseFromString(svg, 'image/svg+xml')
}

function isWellFormed(svg: string): boolean {
  const doc = parseSvg(svg)
  return doc.getElementsByTagName('parsererror').length === 0 && doc.documentElement.localName === 'svg'
}

/** Strips the two attributes that are meant to differ between sizes. */
function drawingOnly(svg: string): string {
  return svg.replace(/ width="\d+" height="\d+"/, '')
}

describe('hashString and createRng', () => {
  it('are deterministic and spread nearby inputs apart', () => {
    expect(hashString('MJ-ALP-01')).toBe(hashString('MJ-ALP-01'))
    expect(hashString('T001')).not.toBe(hashString('T002'))
    expect(Number.isInteger(hashString(''))).toBe(true)
    expect(hashString('x')).toBeGreaterThanOrEqual(0)
    expect(hashString('x')).toBeLessThan(2 ** 32)

    const a = createRng('seed')
    const b = createRng('seed')
    const first = Array.from({ length: 5 }, () => a())
    expect(Array.from({ length: 5 }, () => b())).toEqual(first)
    expect(createRng(hashString('seed'))()).toBe(first[0])
  })

  it('gives uniform-looking floats in [0, 1)', () => {
    const rng = createRng(42)
    const buckets = new Array<number>(10).fill(0)
    for (let i = 0; i < 10_000; i++) {
      const v = rng()
      expect(v).toBeGreaterThanOrEqual(0)
      expect(v).toBeLessThan(1)
      const bucket = Math.floor(v * 10)
      buckets[bucket] = (buckets[bucket] ?? 0) + 1
    }
    for (const count of buckets) expect(count).toBeGreaterThan(850)
  })
})

describe('renderTourArtwork', () => {
  it('is byte-for-byte deterministic', () => {
    for (const scene of SCENES) {
      const opts = { seed: 'MJ-TEST-7', scene, size: 'medium', variant: 3 } as const
      expect(renderTourArtwork(opts)).toBe(renderTourArtwork({ ...opts }))
    }
  })

  it('gives different pictures for different seeds and variants', () => {
    for (const scene of SCENES) {
      const pictures = new Set<string>()
      for (let i = 0; i < 12; i++) pictures.add(renderTourArtwork({ seed: `T${i}`, scene, size: 'small' }))
      for (let v = 0; v < 4; v++) pictures.add(renderTourArtwork({ seed: 'T0', scene, size: 'small', variant: v + 1 }))
      expect(pictures.size).toBe(16)
    }
  })

  it('varies the palette, not only the shapes', () => {
    const skyTops = new Set<string>()
    const landColours = new Set<string>()
    for (let i = 0; i < 20; i++) {
      const svg = renderTourArtwork({ seed: `P${i}`, scene: 'alpine', size: 'small', timeOfDay: 'day' })
      const stop = /<stop offset="0" stop-color="(#[0-9a-f]{6})"/.exec(svg)
      skyTops.add(stop?.[1] ?? '')
      for (const match of svg.matchAll(/fill="(#[0-9a-f]{6})"/g)) landColours.add(match[1] ?? '')
    }
    expect(skyTops.size).toBeGreaterThanOrEqual(5)
    expect(landColours.size).toBeGreaterThanOrEqual(40)
  })

  it('honours the time of day', () => {
    const night = renderTourArtwork({ seed: 'T1', scene: 'city', size: 'small', timeOfDay: 'night' })
    const day = renderTourArtwork({ seed: 'T1', scene: 'city', size: 'small', timeOfDay: 'day' })
    expect(night).not.toBe(day)
    // Night skies have stars: dots drawn as round-capped zero-length strokes.
    expect(night).toMatch(/stroke="#ffffff" stroke-width="2.2"/)
    expect(day).not.toMatch(/stroke="#ffffff" stroke-width="2.2"/)
  })

  it('renders every scene at every size and time of day as a well-formed SVG of the right dimensions', () => {
    for (const scene of SCENES) {
      for (const size of SIZES) {
        for (const timeOfDay of TIMES) {
          const svg = renderTourArtwork({ seed: `${scene}-${size}`, scene, size, timeOfDay })
          expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" ')).toBe(true)
          expect(svg.endsWith('</svg>')).toBe(true)
          expect(svg).not.toMatch(/NaN|undefined|Infinity|null/)
          expect(svg).not.toMatch(/<text|https?:\/\/(?!www\.w3\.org\/2000\/svg)/)
          expect(isWellFormed(svg)).toBe(true)
          const root = parseSvg(svg).documentElement
          expect(root.namespaceURI).toBe(SVG_NS)
          expect(root.getAttribute('viewBox')).toBe('0 0 600 400')
          expect(root.getAttribute('width')).toBe(String(IMAGE_SIZES[size].width))
          expect(root.getAttribute('height')).toBe(String(IMAGE_SIZES[size].height))
        }
      }
    }
    // Thirteen scenes × three sizes × four times of day, each parsed by jsdom: seconds on a busy machine.
  }, 30_000)

  it('only references ids it defines', () => {
    for (const scene of SCENES) {
      for (let i = 0; i < 6; i++) {
        const svg = renderTourArtwork({ seed: `R${i}`, scene, size: 'small', variant: i })
        const defined = new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]))
        const used = [...svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g)].map((m) => m[1])
        for (const id of used) expect(defined.has(id), `${scene} uses #${id}`).toBe(true)
        expect(defined.size).toBe([...svg.matchAll(/ id="/g)].length)
      }
    }
  })

  it('draws the same picture at every size, scaled by the viewBox', () => {
    for (const scene of SCENES) {
      const [small, medium, large] = SIZES.map((size) => renderTourArtwork({ seed: 'S1', scene, size, variant: 2 }))
      expect(drawingOnly(small ?? '')).toBe(drawingOnly(medium ?? ''))
      expect(drawingOnly(small ?? '')).toBe(drawingOnly(large ?? ''))
    }
  })

  it('keeps small pictures under 6 KB, with coordinates on a 0.1 grid', () => {
    for (const scene of SCENES) {
      let largest = 0
      for (let i = 0; i < 48; i++) {
        const svg = renderTourArtwork({ seed: `B${i}`, scene, size: 'small', variant: i % 16 })
        largest = Math.max(largest, svg.length)
        expect(svg).not.toMatch(/\d\.\d{2}/)
      }
      expect(largest, scene).toBeLessThan(6 * 1024)
    }
  })

  it('rejects an unknown size or scene', () => {
    expect(() => renderTourArtwork({ seed: 'x', scene: 'alpine', size: 'huge' as ImageSize })).toThrow(RangeError)
    expect(() => renderTourArtwork({ seed: 'x', scene: 'moon' as 'alpine', size: 'small' })).toThrow(RangeError)
  })
})

describe('the well-formedness check itself', () => {
  it('catches broken markup', () => {
    expect(isWellFormed('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0,0"/></svg>')).toBe(true)
    expect(isWellFormed('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0,0" a="1" a="2"/></svg>')).toBe(false)
    expect(isWellFormed('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).toBe(false)
  })
})

describe('renderTourPicture', () => {
  it('draws a tour picture in its stored scene, seeded by code and index', () => {
    expect(renderTourPicture({ code: 'MJ1001', index: 2, size: 'medium', storedScene: 'desert' })).toBe(
      renderTourArtwork({ seed: 'MJ1001:2', scene: 'desert', size: 'medium', variant: 2 }),
    )
  })

  it('gives codes that are not tours, or carry an unknown scene, a stable scene of their own', () => {
    const scene = sceneForCode('DONATION-7', null)
    expect(SCENES).toContain(scene)
    expect(sceneForCode('DONATION-7', 'moon')).toBe(scene)
    expect(renderTourPicture({ code: 'DONATION-7', index: 0, size: 'small', storedScene: null })).toBe(
      renderTourArtwork({ seed: 'DONATION-7:0', scene, size: 'small', variant: 0 }),
    )
    expect(
      new Set(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((code) => sceneForCode(code, null))).size,
    ).toBeGreaterThan(1)
  })
})

describe('brochure covers (issue 28 defect 13)', () => {
  it.each([
    ['BROCHURE-COACH', 'countryside'],
    ['BROCHURE-AMER', 'canyon'],
    ['BROCHURE-ASIA', 'pagoda'],
    ['BROCHURE-POLAR', 'arctic'],
    ['BROCHURE-AFR', 'savanna'],
    ['BROCHURE-RIVER', 'river'],
  ] as const)('%s shows %s', (code, scene) => {
    expect(sceneForCode(code, null)).toBe(scene)
  })

  it('no cover but Africa’s has giraffes, no cover but the polar one has penguins', () => {
    for (const [code, scene] of Object.entries(BROCHURE_COVER_SCENES)) {
      if (code !== 'AFR') expect(scene, code).not.toBe('savanna')
      if (code !== 'POLAR') expect(scene, code).not.toBe('arctic')
    }
  })
})

describe('the seaside scenes (issue 28: palm trees on the Europe tile and in Devon)', () => {
  // A palm's trunk is the only 5.5-wide stroke any painter draws (artwork-scenes.ts, beach()).
  const hasPalm = (scene: 'coast' | 'island' | 'shore', seed: string) =>
    renderTourArtwork({ seed, scene, size: 'medium' }).includes('stroke-width="5.5"')
  const seeds = Array.from({ length: 60 }, (_, index) => `SEA${index}`)

  it('draws palm trees on tropical beaches only', () => {
    expect(seeds.filter((seed) => hasPalm('coast', seed))).toEqual([])
    expect(seeds.filter((seed) => hasPalm('shore', seed))).toEqual([])
    expect(seeds.every((seed) => hasPalm('island', seed))).toBe(true)
  })
})

describe('sceneFromPlace', () => {
  it.each([
    ['Cornwall the far south-west of fishing harbours, surfing beaches and subtropical gardens', 'coast'],
    ['Devon the red cliffs and sandy bays of the English Riviera', 'coast'],
    ["the Lake District England's largest national park of fells and shimmering lakes", 'lakes'],
    ['the Scottish Highlands glens, lochs and the legend of Loch Ness', 'lakes'],
    ['Snowdonia the mountains of North Wales', 'alpine'],
    ['Edinburgh the castle-crowned capital of Scotland', 'city'],
    ['the Cotswolds a patchwork of wool towns and golden-stone villages', null],
  ] as const)('%s → %s', (words, scene) => {
    expect(sceneFromPlace(words)).toBe(scene)
  })

  it('only replaces the generic countryside, never a country’s own view', () => {
    // Britain's seaside is a northern shore: no palm trees, no domed white village (issue 28).
    expect(sceneForRegion('europe', 'GB', ['coach'], 'Cornwall fishing harbours')).toBe('shore')
    expect(sceneForRegion('europe', 'GB', ['coach'], 'Devon the red cliffs and sandy bays')).toBe('shore')
    expect(sceneForRegion('europe', 'GB', ['coach'], 'the Cotswolds golden-stone villages')).toBe('countryside')
    expect(sceneForRegion('europe', 'CH', ['coach'], 'Lucerne a lake city')).toBe('alpine')
    expect(sceneForRegion('africa', 'KE', ['safari'], 'the Kenyan coast')).toBe('savanna')
  })
})

describe('sceneForRegion', () => {
  it('lets the travel type decide where it defines the view', () => {
    expect(sceneForRegion('europe', 'DE', ['river-cruise'])).toBe('river')
    expect(sceneForRegion('europe', 'CH', ['river-cruise'])).toBe('river')
    expect(sceneForRegion('africa', 'KE', ['safari'])).toBe('savanna')
    expect(sceneForRegion('europe', 'FR', ['city-break'])).toBe('city')
    expect(sceneForRegion('europe', 'NO', ['polar-expedition'])).toBe('arctic')
  })

  it('falls back to the country, then the continent', () => {
    expect(sceneForRegion('europe', 'CH', [])).toBe('alpine')
    expect(sceneForRegion('europe', 'at', ['coach'])).toBe('alpine')
    expect(sceneForRegion('africa', 'EG', ['escorted-tour'])).toBe('desert')
    expect(sceneForRegion('asia', 'JO', [])).toBe('desert')
    expect(sceneForRegion('africa', 'MA', [])).toBe('desert')
    expect(sceneForRegion('africa', 'TZ', [])).toBe('savanna')
    expect(sceneForRegion('africa', 'ZA', [])).toBe('savanna')
    expect(sceneForRegion('europe', 'IS', [])).toBe('arctic')
    expect(sceneForRegion('europe', 'NO', [])).toBe('lakes')
    expect(sceneForRegion('north-america', 'CA', [])).toBe('lakes')
    expect(sceneForRegion('asia', 'JP', [])).toBe('pagoda')
    expect(sceneForRegion('asia', 'TH', [])).toBe('temple')
    expect(sceneForRegion('asia', 'KH', [])).toBe('temple')
    expect(sceneForRegion('europe', 'GB', ['coach'])).toBe('countryside')
    expect(sceneForRegion('europe', 'IE', [])).toBe('countryside')
    expect(sceneForRegion('south-america', 'PE', [])).toBe('jungle')
    expect(sceneForRegion('north-america', 'CR', [])).toBe('jungle')
    expect(sceneForRegion('north-america', 'US', [])).toBe('canyon')
    expect(sceneForRegion('europe', 'GR', [])).toBe('coast')
    expect(sceneForRegion('europe', 'HR', [])).toBe('coast')
    expect(sceneForRegion('asia', 'SG', [])).toBe('city')
    expect(sceneForRegion('antarctica', 'AQ', [])).toBe('arctic')
    expect(sceneForRegion('oceania', 'XX', [])).toBe('island')
    expect(sceneForRegion('oceania', 'FJ', [])).toBe('island')
    expect(sceneForRegion('africa', 'MU', [])).toBe('island')
    expect(sceneForRegion('asia', 'XX', ['coach'])).toBe('temple')
    expect(sceneForRegion('nowhere', '', [])).toBe('countryside')
  })

  it('gives a beach holiday the palms of the tropics, and Europe’s beaches none', () => {
    expect(sceneForRegion('europe', 'ES', ['beach'])).toBe('coast')
    expect(sceneForRegion('europe', 'PL', ['beach'])).toBe('coast')
    expect(sceneForRegion('asia', 'TR', ['beach'])).toBe('coast')
    expect(sceneForRegion('north-america', 'JM', ['beach'])).toBe('island')
    expect(sceneForRegion('asia', 'TH', ['beach'])).toBe('island')
  })

  it('always returns a known scene', () => {
    for (const continent of ['europe', 'asia', 'africa', 'north-america', 'south-america', 'oceania', 'antarctica']) {
      expect(SCENES).toContain(sceneForRegion(continent, 'ZZ', []))
    }
  })
})
