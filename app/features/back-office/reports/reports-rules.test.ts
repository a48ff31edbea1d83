import { describe, expect, it } from 'vitest'
import { revenueRows } from '../../ledger'
import { toCsv } from '../shell/index.rules'
import { cashCsvRows, chartPoints, parseReportQuery, reportFileName, reportHref, revenueCsvRows } from './reports-rules'

const TODAY = '2026-11-28'
const query = (text: string, kind: 'revenue' | 'cash' = 'revenue') =>
  parseReportQuery(new URLSearchParams(text), TODAY, kind)

describe('a report’s address', () => {
  it.each([
    ['', { grouping: 'sale-date', from: '2026-11-01', to: TODAY }],
    ['by=tour', { grouping: 'tour', from: '2026-11-01', to: TODAY }],
    ['by=departure-date', { grouping: 'departure-date', from: TODAY, to: '2027-11-27' }],
    [
      'by=brand-market&from=2026-01-01&to=2026-12-31',
      { grouping: 'brand-market', from: '2026-01-01', to: '2026-12-31' },
    ],
    // A field sent empty is an open end (the person cleared it).
    ['from=&to=', { grouping: 'sale-date', from: '', to: '' }],
    ['from=2026-02-28&to=2026-02-28', { grouping: 'sale-date', from: '2026-02-28', to: '2026-02-28' }],
    ['from=%202026-03-01%20&to=', { grouping: 'sale-date', from: '2026-03-01', to: '' }],
  ])('?%s reads as a report', (text, expected) => {
    expect(query(text)).toEqual({ ok: true, query: expected })
  })

  it.each([
    ['by=weekday', 'by', 'Choose one of the reports listed.'],
    ['from=2026-02-30', 'from', 'Enter the first date as a real day, for example 2026-11-01.'],
    ['to=28/11/2026', 'to', 'Enter the last date as a real day, for example 2026-11-01.'],
    ['from=2026-11-02&to=2026-11-01', 'to', 'The last date must be on or after the first date.'],
    ['from=2024-01-01&to=2026-01-01', 'to', 'Choose a range of at most two years.'],
  ])('?%s is refused with a message on %s', (text, field, message) => {
    const result = query(text)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.fieldErrors).toEqual({ [field]: message })
    expect(result.message).toBe(message)
  })

  it('keeps what was typed to show it again, and the cash report ignores by=', () => {
    const refused = query('by=tour&from=2026-13-01&to=2026-11-01')
    expect(refused).toMatchObject({ ok: false, query: { grouping: 'tour', from: '2026-13-01', to: '2026-11-01' } })
    expect(query('by=weekday&from=2026-11-01', 'cash')).toEqual({
      ok: true,
      query: { grouping: 'sale-date', from: '2026-11-01', to: TODAY },
    })
    expect(query('from=2026-11-01&to=2026-01-01', 'cash').ok).toBe(false)
  })

  it('builds its address and file name', () => {
    expect(reportHref('/admin/reports', 'meridian', { grouping: 'tour', from: '2026-11-01', to: '' })).toBe(
      '/admin/reports?brand=meridian&by=tour&from=2026-11-01&to=',
    )
    expect(reportHref('/admin/reports/cash/csv', 'cavendish', { grouping: 'sale-date', from: '', to: TODAY })).toBe(
      '/admin/reports/cash/csv?brand=cavendish&from=&to=2026-11-28',
    )
    expect(reportFileName('tour', 'meridian', { from: '2026-11-01', to: TODAY })).toBe(
      'revenue-by-tour-meridian-2026-11-01-to-2026-11-28.csv',
    )
    expect(reportFileName('cash', null, { from: '', to: '' })).toBe('cash-all-brands-start-to-now.csv')
  })
})

describe('the chart’s points', () => {
  const rows = [
    { key: '2026-11-02', currency: 'GBP', netMinor: 500 },
    { key: '2026-11-04', currency: 'GBP', netMinor: -200 },
    { key: '2026-11-04', currency: 'CAD', netMinor: 900 },
  ]

  it('draws every day of the range, a day without money at 0, one currency at a time', () => {
    expect(chartPoints(rows, 'GBP', { from: '2026-11-01', to: '2026-11-05' })).toEqual([
      { label: '2026-11-01', currency: 'GBP', netMinor: 0 },
      { label: '2026-11-02', currency: 'GBP', netMinor: 500 },
      { label: '2026-11-03', currency: 'GBP', netMinor: 0 },
      { label: '2026-11-04', currency: 'GBP', netMinor: -200 },
      { label: '2026-11-05', currency: 'GBP', netMinor: 0 },
    ])
    expect(chartPoints(rows, 'CAD', { from: '', to: '' })).toEqual([
      { label: '2026-11-04', currency: 'CAD', netMinor: 900 },
    ])
    expect(chartPoints(rows, 'EUR', { from: '2026-11-01', to: '2026-11-05' })).toEqual([])
  })

  it('draws a bar per month over a long range, adding up the days', () => {
    const points = chartPoints([...rows, { key: '2027-01-31', currency: 'GBP', netMinor: 1_000 }], 'GBP', {
      from: '2026-11-01',
      to: '2027-02-10',
    })
    expect(points).toEqual([
      { label: '2026-11', currency: 'GBP', netMinor: 300 },
      { label: '2026-12', currency: 'GBP', netMinor: 0 },
      { label: '2027-01', currency: 'GBP', netMinor: 1_000 },
      { label: '2027-02', currency: 'GBP', netMinor: 0 },
    ])
  })
})

describe('the CSV columns', () => {
  it('writes the screen’s rows and a total per currency that adds up, money as decimal pounds', () => {
    const { rows, totals } = revenueRows([
      { key: 'ITA', label: 'Classic Italy', currency: 'GBP', kind: 'sale-item', amountMinor: 300_000, bookings: 2 },
      {
        key: 'ITA',
        label: 'Classic Italy',
        currency: 'GBP',
        kind: 'cancellation-credit',
        amountMinor: -150_000,
        bookings: 1,
      },
      {
        key: 'ITA',
        label: 'Classic Italy',
        currency: 'GBP',
        kind: 'cancellation-fee',
        amountMinor: 25_000,
        bookings: 1,
      },
      {
        key: 'PER',
        label: 'Peru, "Inca" trail',
        currency: 'GBP',
        kind: 'goodwill-credit',
        amountMinor: -5_050,
        bookings: 1,
      },
      { key: 'PER', label: 'Peru, "Inca" trail', currency: 'CAD', kind: 'sale-item', amountMinor: 99_900, bookings: 1 },
    ])
    const csv = revenueCsvRows('tour', rows, totals)
    expect(csv.headers).toEqual([
      'Tour code',
      'Tour',
      'Currency',
      'Bookings',
      'Sales',
      'Cancellations',
      'Credits',
      'Net revenue',
    ])
    expect(csv.rows).toEqual([
      ['ITA', 'Classic Italy', 'GBP', 2, '3000.00', '-1250.00', '0.00', '1750.00'],
      ['PER', 'Peru, "Inca" trail', 'CAD', 1, '999.00', '0.00', '0.00', '999.00'],
      ['PER', 'Peru, "Inca" trail', 'GBP', 0, '0.00', '0.00', '-50.50', '-50.50'],
      ['Total', '', 'CAD', 1, '999.00', '0.00', '0.00', '999.00'],
      ['Total', '', 'GBP', 2, '3000.00', '-1250.00', '-50.50', '1699.50'],
    ])
    expect(toCsv(csv.headers, csv.rows)).toContain('PER,"Peru, ""Inca"" trail",GBP,0,0.00,0.00,-50.50,-50.50\r\n')
    expect(revenueCsvRows('sale-date', [], []).headers[0]).toBe('Sale date')
  })

  it('writes cash by day with a total per currency', () => {
    const day = { currency: 'GBP', receivedMinor: 60_000, refundedMinor: 10_000, netMinor: 50_000, movements: 3 }
    expect(cashCsvRows([{ day: '2026-11-27', ...day }], [day])).toEqual([
      ['2026-11-27', 'GBP', 3, '600.00', '100.00', '500.00'],
      ['Total', 'GBP', 3, '600.00', '100.00', '500.00'],
    ])
  })
})
