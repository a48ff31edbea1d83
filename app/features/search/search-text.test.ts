import { describe, expect, it } from 'vitest'
import {
  ftsMatchExpression,
  normaliseSearchText,
  queryTokens,
  relevanceScore,
  searchDocumentText,
  relevanceScorer,
  scoringText,
  tsQueryExpression,
  wordsMatch,
  type SearchFields,
} from './search-text'

describe('normaliseSearchText', () => {
  it('lower-cases, folds accents and keeps only a-z 0-9 words', () => {
    expect(normaliseSearchText('Côte d’Azur & Provence')).toBe('cote dazur and provence')
    expect(normaliseSearchText('  Zürich–Straße, Ærø!  ')).toBe('zurich strasse aero')
    expect(normaliseSearchText('MJ1042')).toBe('mj1042')
    expect(normaliseSearchText("'; DROP TABLE tours; --")).toBe('drop table tours')
    expect(normaliseSearchText('<script>alert(1)</script>')).toBe('script alert 1 script')
    expect(normaliseSearchText('日本')).toBe('')
  })
})

describe('apostrophes inside words (issue 28, defect 19)', () => {
  it.each<[string, string]>([
    ["Xi'an", 'xian'],
    ['Xi’an', 'xian'],
    ['Xian', 'xian'],
    ["St Brelade's Bay", 'st brelades bay'],
    ["'quoted' words", 'quoted words'],
    ["rock 'n' roll", 'rock n roll'],
  ])('a query %j is %j', (text, expected) => {
    expect(normaliseSearchText(text)).toBe(expected)
  })

  it('gives "Xi\'an", "Xi’an" and "Xian" (the where sanitiser\'s form) the same query word', () => {
    expect(queryTokens("Xi'an")).toEqual(['xian'])
    expect(queryTokens('Xi’an')).toEqual(['xian'])
    expect(queryTokens('Xian')).toEqual(['xian'])
  })

  it('indexes the joined word and its parts, so every spelling finds it', () => {
    expect(searchDocumentText("Beijing, the Great Wall & Xi'an: Small Group")).toBe(
      'beijing the great wall and xian small group xi an',
    )
    expect(searchDocumentText('Côte d’Azur')).toBe('cote dazur d azur')
    expect(searchDocumentText('No apostrophe here')).toBe(normaliseSearchText('No apostrophe here'))
    const words = searchDocumentText("Xi'an").split(' ')
    for (const query of ["Xi'an", 'Xian', 'xi an', 'Xi']) expect(wordsMatch(queryTokens(query), words)).toBe(true)
  })
})

describe("'and' and '&' (issue 13, defect 6)", () => {
  it("indexes '&' as the word 'and'", () => {
    expect(normaliseSearchText('Malta & Italy')).toBe(normaliseSearchText('Malta and Italy'))
    expect(normaliseSearchText('Malta&Italy')).toBe('malta and italy')
  })

  it("gives 'A and B' and 'A & B' the same query words, 'and' between words not required", () => {
    expect(queryTokens('Malta and Italy')).toEqual(['malta', 'italy'])
    expect(queryTokens('Malta & Italy')).toEqual(['malta', 'italy'])
    expect(queryTokens('Malta AND Italy')).toEqual(['malta', 'italy'])
    // Typed last, it may still become 'Andes': kept as the prefix word; alone it is the query.
    expect(queryTokens('Peru and')).toEqual(['peru', 'and'])
    expect(queryTokens('and')).toEqual(['and'])
  })
})

describe('queryTokens and the two match expressions', () => {
  it('keeps distinct words in order, at most 8, the last typed word last', () => {
    expect(queryTokens('Italian  lakes')).toEqual(['italian', 'lakes'])
    expect(queryTokens('a b c d e f g h i j')).toHaveLength(8)
    expect(queryTokens('rome tour rome')).toEqual(['tour', 'rome'])
    expect(queryTokens('  !!! ')).toEqual([])
  })

  it('writes the same query for FTS5 and PostgreSQL: AND of words, prefix on the last', () => {
    expect(ftsMatchExpression(['italian', 'lak'])).toBe('"italian" "lak"*')
    expect(tsQueryExpression(['italian', 'lak'])).toBe('italian & lak:*')
    expect(ftsMatchExpression(['ital'])).toBe('"ital"*')
    expect(tsQueryExpression(['ital'])).toBe('ital:*')
  })
})

describe('relevanceScore', () => {
  const fields = (name: string, places = '', types = '', code = 'mj1'): SearchFields => ({
    name: name.split(' '),
    places: places.split(' ').filter(Boolean),
    types: types.split(' ').filter(Boolean),
    code,
  })

  it('ranks a name match above a place, a type and a description match', () => {
    const inName = relevanceScore(['italy'], fields('classic italy'))
    const inPlaces = relevanceScore(['italy'], fields('roman holiday', 'italy europe'))
    const inTypes = relevanceScore(['rail'], fields('alpine journeys', 'switzerland', 'rail'))
    const inDescription = relevanceScore(['italy'], fields('alpine journeys', 'switzerland'))
    expect(inName).toBeGreaterThan(inPlaces)
    expect(inPlaces).toBeGreaterThan(inTypes)
    expect(inTypes).toBeGreaterThan(inDescription)
  })

  it('prefix-matches only the last word and rewards a name starting with the first word', () => {
    expect(relevanceScore(['ital'], fields('italian lakes'))).toBeGreaterThan(
      relevanceScore(['ital'], fields('lakes of italy')),
    )
    expect(relevanceScore(['ital', 'lakes'], fields('italian lakes'))).toBeLessThan(
      relevanceScore(['italian', 'lak'], fields('italian lakes')),
    )
    expect(relevanceScore(['mj10'], fields('x', '', '', 'mj1042'))).toBeGreaterThan(
      relevanceScore(['mj10'], fields('x')),
    )
  })

  it('scores the same with relevanceScorer (substring searches) as with relevanceScore, on random fields', () => {
    // A small alphabet so prefixes, whole words, repeats and the code collide often.
    let seed = 7
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
    const word = () =>
      ['a', 'ab', 'abc', 'b', 'ba', 'c', 'it', 'ita', 'italy', '1', '10', 'mj1'][Math.floor(next() * 12)]!
    const words = (max: number) => Array.from({ length: Math.floor(next() * max) }, word)
    for (let run = 0; run < 3000; run++) {
      const all: SearchFields = { name: words(5), places: words(4), types: words(3), code: next() < 0.3 ? '' : word() }
      const tokens = [...new Set(words(4))]
      if (!tokens.length) continue
      expect(relevanceScorer(tokens)(scoringText(all)), JSON.stringify({ tokens, all })).toBe(
        relevanceScore(tokens, all),
      )
    }
  })

  it('matches destination and type names word by word', () => {
    expect(wordsMatch(['new', 'zea'], ['new', 'zealand'])).toBe(true)
    expect(wordsMatch(['ne', 'zealand'], ['new', 'zealand'])).toBe(false)
    expect(wordsMatch([], ['italy'])).toBe(false)
  })
})
