import { describe, expect, it } from 'vitest'
import { csvField, toCsv } from './csv'

describe('CSV (RFC 4180)', () => {
  it('leaves plain fields alone and writes empty for null', () => {
    expect(csvField('Ann')).toBe('Ann')
    expect(csvField(12)).toBe('12')
    expect(csvField(null)).toBe('')
    expect(csvField(undefined)).toBe('')
  })

  it('quotes fields with commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvField('Flat 2, Albion Court')).toBe('"Flat 2, Albion Court"')
    expect(csvField('The "Old" Mill')).toBe('"The ""Old"" Mill"')
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"')
    expect(csvField('a\r\nb')).toBe('"a\r\nb"')
  })

  it('ends every record, the last included, with CRLF and starts with the header', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['1', 'x,y'],
          ['2', null],
        ],
      ),
    ).toBe('a,b\r\n1,"x,y"\r\n2,\r\n')
    expect(toCsv(['a'], [])).toBe('a\r\n')
  })

  it('neutralises spreadsheet formulas but keeps phone numbers', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvField('+44 20 7946 0000')).toBe('+44 20 7946 0000')
    expect(csvField('-cmd')).toBe("'-cmd")
  })

  it('round-trips through a minimal RFC 4180 reader', () => {
    const rows = [
      ['1', 'O’Brien, "Jo"', 'a\nb'],
      ['2', '', 'plain'],
    ]
    expect(parseCsv(toCsv(['id', 'name', 'note'], rows))).toEqual([['id', 'name', 'note'], ...rows])
  })
})

/** A reader written straight from RFC 4180, to check the writer against. */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      record.push(field)
      field = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      i++
    } else field += char
  }
  return records
}
