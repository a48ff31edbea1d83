import { describe, expect, it } from 'vitest'
import { csvResponse, toCsv } from './csv'

describe('toCsv', () => {
  it('writes RFC 4180 rows with a byte-order mark', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          [1, 'x'],
          [null, undefined],
        ],
      ),
    ).toBe('\uFEFFa,b\r\n1,x\r\n,\r\n')
  })
  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv(['v'], [['Smith, Ada'], ['say "hi"'], ['two\nlines']])).toBe(
      '\uFEFFv\r\n"Smith, Ada"\r\n"say ""hi"""\r\n"two\nlines"\r\n',
    )
  })
  it('defuses cells that start like a formula, but not negative numbers', () => {
    expect(toCsv(['v'], [['=HYPERLINK("x")'], ['+44 20'], ['@SUM'], [-500], ['-20.00'], ['-1+2'], ['-']])).toBe(
      '\uFEFFv\r\n"\'=HYPERLINK(""x"")"\r\n\'+44 20\r\n\'@SUM\r\n-500\r\n-20.00\r\n\'-1+2\r\n\'-\r\n',
    )
  })
})

describe('csvResponse', () => {
  it('is a private attachment', () => {
    const response = csvResponse('manifest MJ1/2.csv', 'x')
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="manifest-MJ1-2.csv"')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })
})
