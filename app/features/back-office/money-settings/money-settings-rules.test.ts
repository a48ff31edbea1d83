import { describe, expect, it } from 'vitest'
import { DEFAULT_CANCELLATION_POLICY } from '../../ledger'
import {
  AMENDMENT_FEE_FIELD,
  OVERDUE_CANCEL_FIELD,
  REMINDER_DAYS_FIELD,
  WISHLIST_FEW_PLACES_FIELD,
  bandDaysInWords,
  parseMoneySettingsForm,
  parseReminderFields,
  policyFormRows,
} from './money-settings-rules'

/** Empty reminder and wishlist fields: the standard days, staff decide about overdue bookings, the standard few places. */
const STANDARD_REMINDERS = {
  reminderDaysBefore: null,
  overdueCancelAfterDays: null,
  wishlistFewPlaces: null,
  amendmentFeeMinor: null,
}

/** The posted fields for these rows ([from, charge, percent]) and limit. */
function form(rows: [string, string, string][], limit = '500.00'): Record<string, string> {
  const fields: Record<string, string> = { approvalLimit: limit }
  rows.forEach(([from, charge, percent], row) => {
    fields[`band-${row}-from`] = from
    fields[`band-${row}-charge`] = charge
    fields[`band-${row}-percent`] = percent
  })
  return fields
}

const parse = (rows: [string, string, string][], limit?: string) =>
  parseMoneySettingsForm(form(rows, limit), rows.length)

describe('the cancellation policy form', () => {
  it('reads the issue’s policy, skipping spare rows, with the limit in minor units', () => {
    expect(
      parse([
        ['85', 'deposit', ''],
        ['56', 'percent', '50'],
        ['0', 'percent', '100'],
        ['', '', ''],
      ]),
    ).toEqual({ ok: true, policy: DEFAULT_CANCELLATION_POLICY, approvalLimitMinor: 50_000, ...STANDARD_REMINDERS })
  })

  it('puts the bands in order whatever order they were typed in, and ignores a percentage on a deposit band', () => {
    const parsed = parse(
      [
        ['0', 'percent', '100'],
        ['85', 'deposit', '12'],
        ['56', 'percent', '50'],
      ],
      '1,250.5',
    )
    expect(parsed).toEqual({
      ok: true,
      policy: DEFAULT_CANCELLATION_POLICY,
      approvalLimitMinor: 125_050,
      ...STANDARD_REMINDERS,
    })
  })

  it.each<[string, [string, string, string][], string, Record<string, string>]>([
    ['no band at all', [['', '', '']], '500', {}],
    [
      'days that are not a whole number',
      [['5.5', 'deposit', '']],
      '500',
      { 'band-0-from': 'Enter a whole number of days, 0 or more.' },
    ],
    ['negative days', [['-1', 'deposit', '']], '500', { 'band-0-from': 'Enter a whole number of days, 0 or more.' }],
    [
      'too many days',
      [
        ['3651', 'deposit', ''],
        ['0', 'deposit', ''],
      ],
      '500',
      { 'band-0-from': 'Enter at most 3650 days.' },
    ],
    [
      'a charge without days',
      [['', 'deposit', '']],
      '500',
      { 'band-0-from': 'Enter the number of days before departure this band starts from.' },
    ],
    ['days without a charge', [['0', '', '']], '500', { 'band-0-charge': 'Choose what this band charges.' }],
    [
      'a percentage above 100',
      [['0', 'percent', '101']],
      '500',
      { 'band-0-percent': 'Enter a whole percentage from 0 to 100.' },
    ],
    [
      'a fractional percentage',
      [['0', 'percent', '12.5']],
      '500',
      { 'band-0-percent': 'Enter a whole percentage from 0 to 100.' },
    ],
    [
      'a missing percentage',
      [['0', 'percent', '']],
      '500',
      { 'band-0-percent': 'Enter a whole percentage from 0 to 100.' },
    ],
    [
      'two bands from the same day (an overlap)',
      [
        ['30', 'deposit', ''],
        ['30', 'percent', '50'],
        ['0', 'percent', '100'],
      ],
      '500',
      { 'band-1-from': 'Band 1 already starts at 30 days: the bands would overlap. Give each band its own start.' },
    ],
    [
      'no band from day 0 (a gap up to departure)',
      [
        ['85', 'deposit', ''],
        ['56', 'percent', '50'],
      ],
      '500',
      { 'band-1-from': 'No band covers 0 to 55 days before departure. Start the last band at 0 days.' },
    ],
    [
      'an approval limit that is not money',
      [['0', 'deposit', '']],
      '£5.555',
      { approvalLimit: 'Enter an amount with at most two decimals, such as 500.00.' },
    ],
    ['no approval limit', [['0', 'deposit', '']], ' ', { approvalLimit: 'Enter the approval limit, such as 500.00.' }],
  ])('refuses %s with a message on the field', (_name, rows, limit, fieldErrors) => {
    const parsed = parse(rows, limit)
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.fieldErrors).toEqual(fieldErrors)
    expect(parsed.formError).toBe(
      Object.keys(fieldErrors).length ? 'Please correct the fields marked below.' : 'Add at least one band.',
    )
  })

  it('reads no more than ten rows', () => {
    const rows: [string, string, string][] = Array.from({ length: 12 }, (_, index) => [
      String(11 - index),
      'deposit',
      '',
    ])
    const parsed = parse(rows)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.fieldErrors['band-9-from']).toMatch(/^No band covers 0 to 1 days/)
  })
})

describe('policyFormRows', () => {
  it('shows the bands then two spare rows, never more than ten rows', () => {
    expect(policyFormRows(DEFAULT_CANCELLATION_POLICY)).toEqual([
      { from: '85', charge: 'deposit', percent: '' },
      { from: '56', charge: 'percent', percent: '50' },
      { from: '0', charge: 'percent', percent: '100' },
      { from: '', charge: '', percent: '' },
      { from: '', charge: '', percent: '' },
    ])
    const tenBands = {
      bands: Array.from({ length: 10 }, (_, index) => ({ fromDays: 9 - index, charge: { kind: 'deposit' as const } })),
    }
    expect(policyFormRows(tenBands)).toHaveLength(10)
  })
})

describe('bandDaysInWords', () => {
  it('names the days each band covers', () => {
    expect(
      DEFAULT_CANCELLATION_POLICY.bands.map((_, index) => bandDaysInWords(DEFAULT_CANCELLATION_POLICY, index)),
    ).toEqual(['85 days or more', '56–84 days', '0–55 days'])
    const narrow = {
      bands: [
        { fromDays: 1, charge: { kind: 'deposit' as const } },
        { fromDays: 0, charge: { kind: 'deposit' as const } },
      ],
    }
    expect(bandDaysInWords(narrow, 1)).toBe('0 days')
  })
})

describe('the balance reminder settings', () => {
  it('reads the days in any order and spacing, newest last, without repeats; empty means the standard days', () => {
    expect(parseReminderFields('3, 28,14  7', '')).toEqual({
      daysBefore: [28, 14, 7, 3],
      overdueCancelAfterDays: null,
      fieldErrors: {},
    })
    expect(parseReminderFields('14,14', '10')).toEqual({
      daysBefore: [14],
      overdueCancelAfterDays: 10,
      fieldErrors: {},
    })
    expect(parseReminderFields('', '')).toEqual({ daysBefore: null, overdueCancelAfterDays: null, fieldErrors: {} })
  })

  it('refuses what is not a list of whole days from 1 to 180, or more than six of them, on its own field', () => {
    for (const typed of ['0', 'two weeks', '14.5', '181', '1,2,3,4,5,6,7'])
      expect(parseReminderFields(typed, '').fieldErrors[REMINDER_DAYS_FIELD]).toBeTruthy()
    for (const typed of ['0', '91', 'soon'])
      expect(parseReminderFields('', typed).fieldErrors[OVERDUE_CANCEL_FIELD]).toBeTruthy()
  })

  it('is part of the form: a refused reminder field refuses the save', () => {
    const fields = {
      approvalLimit: '500.00',
      'band-0-from': '0',
      'band-0-charge': 'deposit',
      [REMINDER_DAYS_FIELD]: 'x',
    }
    const parsed = parseMoneySettingsForm(fields, 1)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(Object.keys(parsed.fieldErrors)).toEqual([REMINDER_DAYS_FIELD])
  })
})

describe('the wishlist alerts’ few places', () => {
  const withFew = (typed: string) =>
    parseMoneySettingsForm({ ...form([['0', 'deposit', '']]), [WISHLIST_FEW_PLACES_FIELD]: typed }, 1)

  it('reads a whole number of places from 1 to 50; empty means the standard', () => {
    expect(withFew(' 8 ')).toMatchObject({ ok: true, wishlistFewPlaces: 8 })
    expect(withFew('')).toMatchObject({ ok: true, wishlistFewPlaces: null })
  })

  it('refuses anything else on its own field', () => {
    for (const typed of ['0', '51', 'three', '2.5', '-1']) {
      const parsed = withFew(typed)
      expect(parsed.ok, typed).toBe(false)
      if (!parsed.ok) expect(Object.keys(parsed.fieldErrors)).toEqual([WISHLIST_FEW_PLACES_FIELD])
    }
  })
})

describe('the amendment fee', () => {
  const withFee = (typed: string) =>
    parseMoneySettingsForm({ ...form([['0', 'deposit', '']]), [AMENDMENT_FEE_FIELD]: typed }, 1)

  it('reads an amount from 0 to 1,000 in minor units; empty means the standard', () => {
    expect(withFee('40')).toMatchObject({ ok: true, amendmentFeeMinor: 4_000 })
    expect(withFee('0')).toMatchObject({ ok: true, amendmentFeeMinor: 0 })
    expect(withFee('')).toMatchObject({ ok: true, amendmentFeeMinor: null })
  })

  it('refuses anything else on its own field', () => {
    for (const typed of ['1000.01', 'twenty', '-5', '2.555']) {
      const parsed = withFee(typed)
      expect(parsed.ok, typed).toBe(false)
      if (!parsed.ok) expect(Object.keys(parsed.fieldErrors)).toEqual([AMENDMENT_FEE_FIELD])
    }
  })
})
