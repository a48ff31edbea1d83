// Seeded randomness for generated content: the artwork uses it, and so can the demo catalogue, so the same tour
// code always gives the same picture and the same invented details.

/** A 32-bit unsigned hash. FNV-1a followed by a murmur3 finaliser, so codes that differ in one character ('T001',
 * 'T002') still land far apart instead of giving near-identical pictures. */
export function hashString(input: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/** Returns uniform floats in [0, 1). */
export type Rng = () => number

/** mulberry32: tiny, fast and good enough for art and demo data, and identical on every JavaScript engine. */
export function createRng(seed: string | number): Rng {
  let a = (typeof seed === 'number' ? Math.trunc(seed) : hashString(seed)) >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// URLs
