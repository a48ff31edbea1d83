/*
 * The order a booking's journey is told in (checkout §2 step 8: "one Flight section per flight"): the outbound legs
 * from home first, then the return legs, each direction in its own sequence. The stored direction is a word
 * ('out' | 'return'), so the order is given by rank here rather than left to how a dialect sorts the words.
 */

export interface JourneyLeg {
  id: number
  direction: string
  sequence: number
}

const DIRECTION_RANK: Record<string, number> = { out: 0, return: 1 }

function rankOf(direction: string): number {
  return DIRECTION_RANK[direction] ?? Object.keys(DIRECTION_RANK).length
}

/** Outbound before return, then by sequence, then by id (a stable order for legs sharing a sequence). */
export function compareJourneyLegs(a: JourneyLeg, b: JourneyLeg): number {
  return rankOf(a.direction) - rankOf(b.direction) || a.sequence - b.sequence || a.id - b.id
}

/** The legs in journey order (a new array). */
export function inJourneyOrder<Leg extends JourneyLeg>(legs: readonly Leg[]): Leg[] {
  return [...legs].sort(compareJourneyLegs)
}
