import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  DataFileError,
  decimal,
  optionalText,
  parseCsv,
  readCsvRecords,
  readJsonRecords,
  text,
  wordList,
} from './data-files'

const directory = mkdtempSync(join(tmpdir(), 'itinera-data-files-'))
const directoryUrl = pathToFileURL(`${directory}/`)
afterAll(() => rmSync(directory, { recursive: true, force: true }))

function fixture(name: string, content: string): string {
  writeFileSync(join(directory, name), content)
  return name
}

describe('parseCsv', () => {
  it('reads plain and quoted fields, doubled quotes, commas and line breaks inside quotes', () => {
    expect(parseCsv('a,b,c\n1,"two, three","say ""hi"""\n"multi\nline",,x\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', 'two, three', 'say "hi"'],
      ['multi\nline', '', 'x'],
    ])
  })

  it('accepts CRLF line ends and a missing final line break', () => {
    expect(parseCsv('a,b\r\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
  })

  it('rejects an unclosed quote', () => {
    expect(() => parseCsv('a\n"open')).toThrow(/not closed/)
  })
})

const airport = z.strictObject({ code: text, lat: decimal, via: optionalText, direct: wordList })

describe('readCsvRecords', () => {
  it('turns rows into validated records keyed by the header', () => {
    const file = fixture('good.csv', 'code,lat,via,direct\nLHR,51.47,,BA VS\nDXB,-25.2,DOH,\n')
    expect(readCsvRecords(file, airport, directoryUrl)).toEqual([
      { code: 'LHR', lat: 51.47, via: null, direct: ['BA', 'VS'] },
      { code: 'DXB', lat: -25.2, via: 'DOH', direct: [] },
    ])
  })

  it('names the file, the line and the field of every problem', () => {
    const file = fixture('bad.csv', 'code,lat,via,direct\n,51.47,,\nLHR,north,,\nLGW,1\n')
    let error: unknown
    try {
      readCsvRecords(file, airport, directoryUrl)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(DataFileError)
    const message = (error as Error).message
    expect(message).toContain('tools/demo-catalogue/data/bad.csv')
    expect(message).toMatch(/line 2 code: is empty/)
    expect(message).toMatch(/line 3 lat: is not a number/)
    expect(message).toMatch(/line 4: 2 fields, the header names 4/)
  })
})

describe('readJsonRecords', () => {
  const tag = z.strictObject({ code: z.string(), kind: z.enum(['offer', 'theme']) })

  it('validates every record', () => {
    const file = fixture('tags.json', '[{"code":"sale","kind":"offer"}]')
    expect(readJsonRecords(file, tag, directoryUrl)).toEqual([{ code: 'sale', kind: 'offer' }])
  })

  it('rejects an unknown field or value, naming the record', () => {
    const file = fixture('bad-tags.json', '[{"code":"sale","kind":"offer"},{"code":"x","kind":"other","extra":1}]')
    expect(() => readJsonRecords(file, tag, directoryUrl)).toThrow(/record 1 kind:[\s\S]*record 1: Unrecognized key/)
  })

  it('rejects text that is not JSON', () => {
    const file = fixture('broken.json', '[{"code":')
    expect(() => readJsonRecords(file, tag, directoryUrl)).toThrow(DataFileError)
  })
})
