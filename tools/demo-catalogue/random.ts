import { hashString as hash32 } from '../../app/lib/seeded-random'

/*
 * Seeded randomness for the demo catalogue. It shares only the string hash with the artwork (app/lib/seeded-random,
 * a fixed primitive); the generator state is its own, so a change to how pictures are drawn can never reshuffle the
 * catalogue. Nothing here reads the clock or Math.random.
 */

export { hash32 }

export class Random {
  private state: number

  constructor(seed: string | number) {
    this.state = (typeof seed === 'number' ? Math.trunc(seed) : hash32(seed)) >>> 0
  }

  /** mulberry32: uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Cannot pick from an empty list')
    return items[Math.floor(this.next() * items.length)]!
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    let total = 0
    for (const [, weight] of entries) total += weight
    let roll = this.next() * total
    for (const [item, weight] of entries) {
      roll -= weight
      if (roll < 0) return item
    }
    const last = entries[entries.length - 1]
    if (!last) throw new RangeError('Cannot pick from an empty list')
    return last[0]
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = items.slice()
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      const tmp = copy[i]!
      copy[i] = copy[j]!
      copy[j] = tmp
    }
    return copy
  }

  /** Up to `count` distinct items, in their original order. */
  sample<T>(items: readonly T[], count: number): T[] {
    if (count >= items.length) return items.slice()
    const chosen = new Set(this.shuffle(items.map((_, index) => index)).slice(0, count))
    return items.filter((_, index) => chosen.has(index))
  }
}

/** A UUID-shaped identifier derived from a name, so that ids survive a reseed (brochure links stay valid). */
export function uuidFromName(name: string): string {
  const parts = [hash32(`a:${name}`), hash32(`b:${name}`), hash32(`c:${name}`), hash32(`d:${name}`)].map((n) =>
    n.toString(16).padStart(8, '0'),
  )
  const hex = parts.join('')
  // Version 5 and the RFC 4122 variant, so validators that check the shape accept it.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/**
 * A picker that does not repeat itself: each call picks, at random, an item of the pool it has not yet given out
 * (pools are told apart by identity), and only when a pool is used up does it start that pool again. A tour's
 * itinerary takes its day texts through one, so the same sentence does not come back day after day (issue 28
 * defect 11).
 */
export function pickerWithoutRepeats(rng: Random): <T>(pool: readonly T[]) => T {
  const used = new Map<readonly unknown[], Set<number>>()
  return <T>(pool: readonly T[]): T => {
    let taken = used.get(pool)
    if (!taken || taken.size >= pool.length) {
      taken = new Set()
      used.set(pool, taken)
    }
    const free = pool.map((_, index) => index).filter((index) => !taken.has(index))
    const index = rng.pick(free)
    taken.add(index)
    return pool[index]!
  }
}
