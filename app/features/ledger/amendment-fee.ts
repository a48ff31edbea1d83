/*
 * A brand's amendment fee (issue 26; ADR 0060): charged as an `amendment` line on each change staff make to a booking
 * (brand_money_settings.amendment_fee_minor; null there = this default), waivable with a reason. The money settings
 * page edits it; the amendments charge it.
 */

/** The fee of a brand without its own: £25 / C$25. */
export const DEFAULT_AMENDMENT_FEE_MINOR = 2500

/** The highest fee a brand may set: £/C$1,000. */
export const MAX_AMENDMENT_FEE_MINOR = 100_000

/** Why this fee cannot be a brand's setting, or null (null itself: the default). */
export function amendmentFeeSettingProblem(feeMinor: number | null): string | null {
  if (feeMinor === null) return null
  if (!Number.isSafeInteger(feeMinor) || feeMinor < 0 || feeMinor > MAX_AMENDMENT_FEE_MINOR)
    return 'The amendment fee is an amount from 0 to 1,000.'
  return null
}
