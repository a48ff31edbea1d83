// The twelve picture themes and how a tour gets one. Kept apart from the painters (artwork-scenes.ts) and the
// renderer (tour-artwork.ts), which both need the names: the catalogue generator picks a tour's scene with
// sceneForRegion and stores it on the tour; the media source reads it back to draw the tour's pictures.

import { hashString } from '../../../app/lib/seeded-random'

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

/** The scene for pictures named by a code: the tour's stored scene, or, for codes that are not tours (brochure
 * covers, donations) or carry an unknown scene, a stable choice from the code itself. */
export function sceneForCode(code: string, storedScene: string | null | undefined): Scene {
  if (storedScene && isScene(storedScene)) return storedScene
  return SCENES[hashString(code) % SCENES.length]!
}
