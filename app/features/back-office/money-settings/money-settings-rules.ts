import {
  MAX_OVERDUE_CANCEL_AFTER_DAYS,
  MAX_REMINDER_DAYS,
  MAX_REMINDER_DAYS_BEFORE,
  MAX_WISHLIST_FEW_PLACES,
  amendmentFeeSettingProblem,
  cancellationPolicySchema,
  type CancellationBand,
  type CancellationPolicy,
} from '../../ledger'
import { parseMoneyInput } from '../shell/index.rules'

/*
 * The cancellation policy form (issue 25: "fee bands by days before departure ... stored as data, editable by
 * administrators"), read as a pure rule so every refusal has a message on its own field. A band is a row: the day it
 * starts from (whole days before departure), what it charges (the deposit, or a percentage of the holiday price).
 * Each band runs from its start up to the next band's, so the bands can neither overlap (two starting on the same
 * day) nor leave a gap (one must start at day 0, which covers the departure day and after). Empty rows are spare
 * rows: they are skipped, and clearing a row's fields removes that band.
 */

export const MAX_BANDS = 10
export const MAX_BAND_DAYS = 3650
/** Spare rows offered under the current bands, for a new band. */
export const SPARE_BAND_ROWS = 2

export const CHARGE_CHOICES = [
  { value: '', label: 'Not used' },
  { value: 'deposit', label: 'The deposit' },
  { value: 'percent', label: 'A percentage' },
] as const

export const bandFieldNames = (row: number) =>
  ({ from: `band-${row}-from`, charge: `band-${row}-charge`, percent: `band-${row}-percent` }) as const

export const APPROVAL_LIMIT_FIELD = 'approvalLimit'
/** Balance reminders (issue 27): the days before the due date, as '28, 14, 3' (empty: the standard days). */
export const REMINDER_DAYS_FIELD = 'reminderDays'
/** Days overdue before an unpaid booking is cancelled under the policy (empty: staff decide). */
export const OVERDUE_CANCEL_FIELD = 'overdueCancelAfterDays'
/** Wishlist alerts (issue 27): the places left at or below which a departure has "few places left" (empty: 5). */
export const WISHLIST_FEW_PLACES_FIELD = 'wishlistFewPlaces'
/** Amendments (issue 26): the fee of each change staff make to a booking (empty: the default). */
export const AMENDMENT_FEE_FIELD = 'amendmentFee'

/** The form's rows for a policy: its bands, then spare rows, never more than MAX_BANDS. */
export interface PolicyFormRow {
  from: string
  charge: string
  percent: string
}

export function policyFormRows(policy: CancellationPolicy): PolicyFormRow[] {
  const rows = policy.bands.map((band): PolicyFormRow => ({
    from: String(band.fromDays),
    charge: band.charge.kind,
    percent: band.charge.kind === 'percent' ? String(band.charge.percent) : '',
  }))
  while (rows.length < Math.min(MAX_BANDS, policy.bands.length + SPARE_BAND_ROWS))
    rows.push({ from: '', charge: '', percent: '' })
  return rows
}

export type MoneySettingsForm =
  | {
      ok: true
      policy: CancellationPolicy
      approvalLimitMinor: number
      reminderDaysBefore: number[] | null
      overdueCancelAfterDays: number | null
      wishlistFewPlaces: number | null
      amendmentFeeMinor: number | null
    }
  | { ok: false; fieldErrors: Record<string, string>; formError: string }

const WHOLE_NUMBER = /^\d{1,9}$/

/** Reads `rowCount` band rows and the approval limit from the posted fields (strings, '' when missing). */
export function parseMoneySettingsForm(fields: Readonly<Record<string, string>>, rowCount: number): MoneySettingsForm {
  const fieldErrors: Record<string, string> = {}
  const bands: { row: number; band: CancellationBand }[] = []
  const value = (name: string) => (fields[name] ?? '').trim()

  for (let row = 0; row < Math.min(rowCount, MAX_BANDS); row++) {
    const names = bandFieldNames(row)
    const from = value(names.from)
    const charge = value(names.charge)
    const percent = value(names.percent)
    if (!from && !charge) continue
    let fromDays: number | null = null
    if (!from) fieldErrors[names.from] = 'Enter the number of days before departure this band starts from.'
    else if (!WHOLE_NUMBER.test(from)) fieldErrors[names.from] = 'Enter a whole number of days, 0 or more.'
    else if (Number(from) > MAX_BAND_DAYS) fieldErrors[names.from] = `Enter at most ${MAX_BAND_DAYS} days.`
    else fromDays = Number(from)

    let band: CancellationBand['charge'] | null = null
    if (charge === 'deposit') band = { kind: 'deposit' }
    else if (charge === 'percent') {
      if (!WHOLE_NUMBER.test(percent) || Number(percent) > 100)
        fieldErrors[names.percent] = 'Enter a whole percentage from 0 to 100.'
      else band = { kind: 'percent', percent: Number(percent) }
    } else fieldErrors[names.charge] = 'Choose what this band charges.'

    if (fromDays !== null && band) bands.push({ row, band: { fromDays, charge: band } })
  }

  // Two bands from the same day would overlap: the second one (in the form's order) is the one to change.
  const seen = new Map<number, number>()
  for (const { row, band } of bands) {
    const first = seen.get(band.fromDays)
    if (first !== undefined)
      fieldErrors[bandFieldNames(row).from] =
        `Band ${first + 1} already starts at ${band.fromDays} days: the bands would overlap. Give each band its own start.`
    else seen.set(band.fromDays, row)
  }

  const sorted = [...bands].sort((a, b) => b.band.fromDays - a.band.fromDays)
  const lowest = sorted.at(-1)
  let formError = ''
  if (!bands.length && !Object.keys(fieldErrors).length) formError = 'Add at least one band.'
  else if (lowest && lowest.band.fromDays !== 0 && !fieldErrors[bandFieldNames(lowest.row).from])
    fieldErrors[bandFieldNames(lowest.row).from] =
      `No band covers 0 to ${lowest.band.fromDays - 1} days before departure. Start the last band at 0 days.`

  const limitText = value(APPROVAL_LIMIT_FIELD)
  const approvalLimitMinor = parseMoneyInput(limitText)
  if (!limitText) fieldErrors[APPROVAL_LIMIT_FIELD] = 'Enter the approval limit, such as 500.00.'
  else if (approvalLimitMinor === null)
    fieldErrors[APPROVAL_LIMIT_FIELD] = 'Enter an amount with at most two decimals, such as 500.00.'

  const reminders = parseReminderFields(value(REMINDER_DAYS_FIELD), value(OVERDUE_CANCEL_FIELD))
  Object.assign(fieldErrors, reminders.fieldErrors)
  const fewText = value(WISHLIST_FEW_PLACES_FIELD)
  const wishlistFewPlaces = fewText ? Number(fewText) : null
  if (fewText && (!WHOLE_NUMBER.test(fewText) || Number(fewText) < 1 || Number(fewText) > MAX_WISHLIST_FEW_PLACES))
    fieldErrors[WISHLIST_FEW_PLACES_FIELD] = `Enter a whole number of places from 1 to ${MAX_WISHLIST_FEW_PLACES}.`

  const feeText = value(AMENDMENT_FEE_FIELD)
  const amendmentFeeMinor = feeText ? parseMoneyInput(feeText) : null
  const feeProblem = feeText
    ? amendmentFeeMinor === null
      ? 'Enter an amount with at most two decimals, such as 25.00.'
      : amendmentFeeSettingProblem(amendmentFeeMinor)
    : null
  if (feeProblem) fieldErrors[AMENDMENT_FEE_FIELD] = feeProblem

  if (formError || Object.keys(fieldErrors).length || approvalLimitMinor === null)
    return { ok: false, fieldErrors, formError: formError || 'Please correct the fields marked below.' }

  const policy = { bands: sorted.map(({ band }) => band) }
  // The ledger's own schema has the last word (the same one the cancel reads the stored policy with).
  const checked = cancellationPolicySchema.safeParse(policy)
  if (!checked.success)
    return { ok: false, fieldErrors, formError: checked.error.issues[0]?.message ?? 'This policy cannot be saved.' }
  return {
    ok: true,
    policy: checked.data,
    approvalLimitMinor,
    reminderDaysBefore: reminders.daysBefore,
    overdueCancelAfterDays: reminders.overdueCancelAfterDays,
    wishlistFewPlaces,
    amendmentFeeMinor,
  }
}

/** The reminder days ('28, 14, 3' → [28, 14, 3], newest last; '' → the standard days) and the overdue rule. */
export function parseReminderFields(
  daysText: string,
  overdueText: string,
): { daysBefore: number[] | null; overdueCancelAfterDays: number | null; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {}
  let daysBefore: number[] | null = null
  if (daysText) {
    const parts = daysText.split(/[\s,]+/).filter(Boolean)
    if (!parts.every((part) => WHOLE_NUMBER.test(part)) || parts.some((part) => Number(part) < 1))
      fieldErrors[REMINDER_DAYS_FIELD] =
        'Enter whole numbers of days of 1 or more, separated by commas, such as 28, 14, 3.'
    else if (parts.some((part) => Number(part) > MAX_REMINDER_DAYS_BEFORE))
      fieldErrors[REMINDER_DAYS_FIELD] = `Enter days of at most ${MAX_REMINDER_DAYS_BEFORE} before the due date.`
    else {
      const days = [...new Set(parts.map(Number))].sort((a, b) => b - a)
      if (days.length > MAX_REMINDER_DAYS) fieldErrors[REMINDER_DAYS_FIELD] = `Enter at most ${MAX_REMINDER_DAYS} days.`
      else daysBefore = days
    }
  }
  let overdueCancelAfterDays: number | null = null
  if (overdueText) {
    if (
      !WHOLE_NUMBER.test(overdueText) ||
      Number(overdueText) < 1 ||
      Number(overdueText) > MAX_OVERDUE_CANCEL_AFTER_DAYS
    )
      fieldErrors[OVERDUE_CANCEL_FIELD] =
        `Enter a whole number of days from 1 to ${MAX_OVERDUE_CANCEL_AFTER_DAYS}, or leave it empty for staff to decide.`
    else overdueCancelAfterDays = Number(overdueText)
  }
  return { daysBefore, overdueCancelAfterDays, fieldErrors }
}

/** The days a band covers, as staff read them in the table: '85 days or more', '56–84 days', '0–55 days'. */
export function bandDaysInWords(policy: CancellationPolicy, index: number): string {
  const band = policy.bands[index]
  if (!band) return ''
  const previous = policy.bands[index - 1]
  if (!previous) return `${band.fromDays} days or more`
  const upTo = previous.fromDays - 1
  return upTo === band.fromDays ? `${band.fromDays} days` : `${band.fromDays}–${upTo} days`
}
