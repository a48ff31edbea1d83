import { z } from 'zod'

/*
 * A brand's cancellation policy (issue 25), stored as data (brand_money_settings.cancellation_policy) and edited by
 * administrators: fee bands by whole days before departure. A band applies from its `fromDays` up to the next band's;
 * the bands are kept in descending order and the last starts at day 0 (a cancellation on or after the departure day
 * falls in it too). The default is the issue's: more than 84 days before departure the deposit is retained, 56–84
 * days 50 %, fewer than 56 days 100 %.
 */

export type CancellationCharge = { kind: 'deposit' } | { kind: 'percent'; percent: number }

export interface CancellationBand {
  /** The band applies when the cancellation is at least this many days before departure. */
  fromDays: number
  charge: CancellationCharge
}

export interface CancellationPolicy {
  bands: CancellationBand[]
}

export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = {
  bands: [
    { fromDays: 85, charge: { kind: 'deposit' } },
    { fromDays: 56, charge: { kind: 'percent', percent: 50 } },
    { fromDays: 0, charge: { kind: 'percent', percent: 100 } },
  ],
}

const chargeSchema = z.union([
  z.object({ kind: z.literal('deposit') }),
  z.object({ kind: z.literal('percent'), percent: z.number().int().min(0).max(100) }),
])

export const cancellationPolicySchema = z
  .object({
    bands: z
      .array(z.object({ fromDays: z.number().int().min(0).max(3650), charge: chargeSchema }))
      .min(1, 'A policy has at least one band.')
      .max(10, 'A policy has at most ten bands.'),
  })
  .superRefine((policy, ctx) => {
    for (let index = 1; index < policy.bands.length; index++) {
      if (policy.bands[index]!.fromDays >= policy.bands[index - 1]!.fromDays)
        ctx.addIssue({ code: 'custom', message: 'Each band starts fewer days before departure than the one above it.' })
    }
    if (policy.bands.at(-1)?.fromDays !== 0)
      ctx.addIssue({ code: 'custom', message: 'The last band starts at 0 days (it covers the departure day).' })
  })

/** The stored text as a policy; the default when it is missing or unreadable (a hand-edited row never breaks a cancel). */
export function parseCancellationPolicy(text: string | null | undefined): CancellationPolicy {
  if (!text) return DEFAULT_CANCELLATION_POLICY
  try {
    const parsed = cancellationPolicySchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : DEFAULT_CANCELLATION_POLICY
  } catch {
    return DEFAULT_CANCELLATION_POLICY
  }
}

const DAY_MS = 86_400_000

/** Whole calendar days from `today` to `departureDate` (both 'YYYY-MM-DD'); negative once it has left. */
export function daysBeforeDeparture(today: string, departureDate: string): number {
  return Math.round((Date.parse(`${departureDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS)
}

export function bandFor(policy: CancellationPolicy, daysBefore: number): CancellationBand {
  const band = policy.bands.find((candidate) => daysBefore >= candidate.fromDays)
  // Past the departure day (negative days) the last band (day 0) applies.
  return band ?? policy.bands.at(-1)!
}

/** The fee the policy charges, in minor units, never more than the booking's total nor below 0. */
export function cancellationFee(input: {
  policy: CancellationPolicy
  daysBefore: number
  totalMinor: number
  depositMinor: number
}): { feeMinor: number; band: CancellationBand } {
  const band = bandFor(input.policy, input.daysBefore)
  const total = Math.max(0, input.totalMinor)
  const raw =
    band.charge.kind === 'deposit'
      ? input.depositMinor
      : // Half a penny rounds up: integer arithmetic, no float percentages.
        Math.floor((total * band.charge.percent + 50) / 100)
  return { feeMinor: Math.min(total, Math.max(0, raw)), band }
}

/** One band in words: 'deposit' or '50% of the holiday price'. */
export function chargeInWords(charge: CancellationCharge): string {
  return charge.kind === 'deposit' ? 'the deposit' : `${charge.percent}% of the holiday price`
}

/** What a band costs the customer, in their words: 'you lose your deposit', 'we charge 50% of the holiday price'. */
export function chargeInCustomerWords(charge: CancellationCharge): string {
  if (charge.kind === 'deposit') return 'you lose your deposit'
  if (charge.percent === 0) return 'there is no cancellation charge'
  if (charge.percent === 100) return 'we charge the full holiday price'
  return `we charge ${charge.percent}% of the holiday price`
}

/**
 * The policy as customers read it on the tour page's terms and the checkout's confirmation, one sentence per band,
 * from the same bands that charge the fee: 'More than 84 days before departure: you lose your deposit.'
 */
export function describeCancellationPolicy(policy: CancellationPolicy): string[] {
  return policy.bands.map((band, index) => {
    const previous = policy.bands[index - 1]
    const charge = chargeInCustomerWords(band.charge)
    const when = !previous
      ? band.fromDays > 0
        ? `More than ${band.fromDays - 1} ${band.fromDays - 1 === 1 ? 'day' : 'days'} before departure`
        : 'Whenever you cancel'
      : band.fromDays === 0 && previous.fromDays === 1
        ? 'On the day of departure'
        : band.fromDays === 0
          ? `Fewer than ${previous.fromDays} ${previous.fromDays === 1 ? 'day' : 'days'} before departure`
          : band.fromDays === previous.fromDays - 1
            ? `${band.fromDays} ${band.fromDays === 1 ? 'day' : 'days'} before departure`
            : `${band.fromDays} to ${previous.fromDays - 1} days before departure`
    return `${when}: ${charge}.`
  })
}

/** The band in a fee line's description: 'Cancellation fee (50% of the holiday price, 60 days before departure)'. */
export function cancellationFeeDescription(band: CancellationBand, daysBefore: number): string {
  const days = daysBefore <= 0 ? 'on or after the departure day' : `${daysBefore} days before departure`
  return `Cancellation fee (${chargeInWords(band.charge)}, ${days})`
}

/**
 * The lines a cancel writes: everything still owed is credited, then the fee is charged. The total after is the fee.
 * A fee that staff waived or changed keeps the policy's figure in its reason.
 */
export function cancellationLines(input: {
  totalMinor: number
  feeMinor: number
  feeDescription: string
}): { kind: 'cancellation-credit' | 'cancellation-fee'; amountMinor: number; description: string }[] {
  const lines: { kind: 'cancellation-credit' | 'cancellation-fee'; amountMinor: number; description: string }[] = []
  if (input.totalMinor !== 0)
    lines.push({
      kind: 'cancellation-credit',
      amountMinor: -input.totalMinor,
      description: 'Cancelled: holiday credited',
    })
  lines.push({ kind: 'cancellation-fee', amountMinor: input.feeMinor, description: input.feeDescription })
  return lines
}
