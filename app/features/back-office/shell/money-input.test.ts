import { describe, expect, it } from 'vitest'
import { parseMoneyInput } from './money-input'

describe('parseMoneyInput', () => {
  it('reads pounds and pence into minor units', () => {
    expect(parseMoneyInput('1234.5')).toBe(123_450)
    expect(parseMoneyInput('£1,234.56')).toBe(123_456)
    expect(parseMoneyInput(' 12 ')).toBe(1_200)
  })
  it('refuses anything else', () => {
    for (const text of ['', 'abc', '1.234', '-5', '1e3', '12.']) expect(parseMoneyInput(text)).toBeNull()
  })
})
