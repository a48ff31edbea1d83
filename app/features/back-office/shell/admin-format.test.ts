import { describe, expect, it } from 'vitest'
import { day, money, pounds } from './admin-format'

describe('back-office formats', () => {
  it('shows money in the site currencies with their symbol, others with their code', () => {
    expect(money(129_950, 'GBP')).toBe('£1,299.50')
    expect(money(5_000, 'EUR')).toBe('50.00 EUR')
  })

  it('writes a credit with a true minus sign, never a hyphen (issue 25)', () => {
    expect(money(-182_400, 'GBP')).toBe('\u2212£1,824')
    expect(money(-5_000, 'EUR')).toBe('\u221250.00 EUR')
    expect(pounds(129_950)).toBe('1299.50')
    expect(pounds(null)).toBe('')
  })
  it('shows the stored calendar day of dates and instants', () => {
    expect(day('2031-03-05')).toBe('5 Mar 2031')
    expect(day('2031-03-05T23:59:00.000Z')).toBe('5 Mar 2031')
  })
})
