// The picture themes and how a tour gets one. Kept apart from the painters (artwork-scenes.ts) and the
// renderer (tour-artwork.ts), which both need the names: the catalogue generator picks a tour's scene with
// sceneForRegion and stores it on the tour; the media source reads it back to draw the tour's pictures.

import { hashString } from '../../../app/lib/seeded-random'

export type Scene =
  | 'alpine'
  | 'coast'
  | 'island'
  | 'shore'
  | 'desert'
  | 'jungle'
  | 'city'
  | 'savanna'
  | 'lakes'
  | 'river'
  | 'arctic'
  | 'countryside'
  | 'temple'
  | 'pagoda'
  | 'canyon'

/** The scene drawn for a code that is neither a tour nor a brochure cover: the scenes before the shore split, so
 * that those pictures (donations) stay what they were. */
const FALLBACK_SCENES: readonly Scene[] = [
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
  'pagoda',
  'canyon',
]

/** Every scene: the Mediterranean coast, a tropical island's palm-fringed beach and a northern shore (Britain's,
 * Ireland's, the Channel's) are three, so that no palm tree grows in Devon or on the Europe tile (issue 28). */
export const SCENES: readonly Scene[] = [...FALLBACK_SCENES, 'island', 'shore']

export function isScene(value: string): value is Scene {
  return (SCENES as readonly string[]).includes(value)
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
  // East Asia's temples stand among pines and blossom; the palms and lotus ponds are South East Asia's.
  JP: 'pagoda',
  TH: 'temple',
  KH: 'temple',
  IN: 'temple',
  CN: 'pagoda',
  VN: 'temple',
  LA: 'temple',
  MM: 'temple',
  LK: 'temple',
  ID: 'temple',
  KR: 'pagoda',
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
  FJ: 'island',
  MV: 'island',
  SC: 'island',
  MU: 'island',
  CU: 'island',
  JM: 'island',
  BS: 'island',
  PF: 'island',
}

const CONTINENT_SCENES: Record<string, Scene> = {
  europe: 'countryside',
  asia: 'temple',
  africa: 'savanna',
  'north-america': 'lakes',
  'south-america': 'jungle',
  oceania: 'island',
  antarctica: 'arctic',
}

/**
 * The view a place's own words describe ('a coastline of cliff-hugging villages', 'fells and shimmering lakes'), for
 * tours whose country alone would give them all the same green hills: Britain's coach breaks to the seaside, the
 * lakes and the Highlands then look like where they go (issue 28 defect 13). Null when the words name no view.
 */
export function sceneFromPlace(words: string): Scene | null {
  if (
    /\b(coast|coastline|coastal|beach|beaches|bay|harbour|harbours|cliffs?|sea|seaside|island|isle|resort)\b/i.test(
      words,
    )
  )
    return 'coast'
  if (/\b(lakes?|lochs?|loughs?|fells)\b/i.test(words)) return 'lakes'
  if (/\b(mountains?|peaks?|alps|highlands|glens)\b/i.test(words)) return 'alpine'
  if (/\b(city|capital)\b/i.test(words)) return 'city'
  return null
}

/** Picks the picture theme for a tour. The travel type wins where it defines the view (a river cruise is about the
 * river wherever it is), then the main country, then the continent. Where that is the generic countryside, the words
 * of the tour's first place (its name and description) may name a view of their own. */
export function sceneForRegion(
  continentCode: string,
  countryIso: string,
  travelTypeCodes: string[],
  placeWords = '',
): Scene {
  const scene = sceneByRegion(continentCode, countryIso, travelTypeCodes)
  if (scene !== 'countryside') return scene
  // The countryside is the north's (Britain, Ireland, the Low Countries, France's Channel coast): its seaside is a
  // northern shore, not the Mediterranean's.
  const fromPlace = sceneFromPlace(placeWords)
  return fromPlace === 'coast' ? 'shore' : (fromPlace ?? scene)
}

function sceneByRegion(continentCode: string, countryIso: string, travelTypeCodes: string[]): Scene {
  const types = travelTypeCodes.map((code) => code.toLowerCase())
  const has = (...words: string[]): boolean => types.some((type) => words.some((word) => type.includes(word)))
  const continent = continentCode.toLowerCase()
  if (has('river')) return 'river'
  if (continent === 'antarctica' || has('polar', 'arctic', 'antarctic', 'aurora')) return 'arctic'
  if (has('safari', 'wildlife')) return continent === 'south-america' ? 'jungle' : 'savanna'
  if (has('city', 'cities')) return 'city'
  const byCountry = COUNTRY_SCENES[countryIso.toUpperCase()]
  if (has('beach', 'island', 'ocean', 'sea-cruise', 'coastal'))
    // Europe's and the Mediterranean's beaches have no palm trees; the tropics' and the rest of the world's do.
    return byCountry === 'coast' || continent === 'europe' ? 'coast' : 'island'
  if (byCountry) return byCountry
  if (has('walking', 'hiking', 'trek', 'mountain')) return 'alpine'
  if (has('rail', 'coach', 'cultural')) return continent === 'asia' ? 'temple' : 'countryside'
  return CONTINENT_SCENES[continent] ?? 'countryside'
}

/**
 * The brochure covers' pictures ('BROCHURE-{code}', tools/demo-catalogue/catalogue.server.ts): each shows what its
 * brochure sells, not a scene drawn by chance from the code (issue 28 defect 13: giraffes on the coach brochure,
 * penguins on The Americas).
 */
export const BROCHURE_COVER_SCENES: Readonly<Record<string, Scene>> = {
  EUR: 'coast',
  ASIA: 'pagoda',
  AFR: 'savanna',
  AMER: 'canyon',
  ANZ: 'island',
  RIVER: 'river',
  RAIL: 'alpine',
  POLAR: 'arctic',
  SOLO: 'city',
  SMALL: 'lakes',
  COACH: 'countryside',
  UKI: 'shore',
  EURC: 'alpine',
  FEST: 'city',
  GARD: 'countryside',
  RR: 'river',
}

/** The scene for pictures named by a code: the tour's stored scene, a brochure cover's own, or, for other codes that
 * are not tours (donations) or carry an unknown scene, a stable choice from the code itself. */
export function sceneForCode(code: string, storedScene: string | null | undefined): Scene {
  if (storedScene && isScene(storedScene)) return storedScene
  const cover = code.startsWith('BROCHURE-') ? BROCHURE_COVER_SCENES[code.slice('BROCHURE-'.length)] : undefined
  return cover ?? FALLBACK_SCENES[hashString(code) % FALLBACK_SCENES.length]!
}
