/*
 * Free-text search, the part both dialects must agree on. Indexed text and query text go through the same
 * normalisation here (lower case, accents folded, everything but a-z and 0-9 turned into a space), so SQLite's
 * FTS5 unicode61 tokenizer and PostgreSQL's 'simple' configuration see the same plain words and produce the same
 * tokens. A query matches a tour when every word occurs in its document; the last word also matches as a prefix
 * (the visitor may still be typing it). Ranking is done here, not by bm25 / ts_rank, because those two score
 * differently: the same score on both dialects is what makes the results identical.
 */

/** Most words of a query that are used; the rest are ignored. */
export const MAX_QUERY_TOKENS = 8
/** Longest word kept (longer ones are cut: nothing in the catalogue is longer). */
export const MAX_TOKEN_LENGTH = 40
/** What '&' becomes in indexed and query text; not required between two query words. */
const JOINING_WORD = 'and'

const FOLDS: Record<string, string> = { ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', đ: 'd', ł: 'l', þ: 'th', ı: 'i' }

/** An apostrophe inside a word: Xi'an, St Brelade’s, d’Azur. */
const INNER_APOSTROPHE = /(?<=[\p{L}\p{N}])['’ʼ‘`´](?=[\p{L}\p{N}])/gu

/**
 * 'Côte d’Azur & Provence' → 'cote dazur and provence': '&' is the word 'and' (issue 13, defect 6), and an
 * apostrophe inside a word joins it (issue 28, defect 19): "Xi'an" is the word 'xian', as the where field's
 * sanitiser (which drops apostrophes) and a visitor typing "Xian" both have it.
 */
export function normaliseSearchText(text: string): string {
  return foldSearchText(text.replace(INNER_APOSTROPHE, ''))
}

/**
 * Indexed text (a tour's name, places, description; a destination's name): normalised as a query is, plus the
 * parts of each word an apostrophe joined, so "Xi'an" is found by 'xian' and by 'xi an', and "Côte d’Azur" by 'azur'.
 */
export function searchDocumentText(text: string): string {
  const joined = normaliseSearchText(text)
  const split = foldSearchText(text.replace(INNER_APOSTROPHE, ' '))
  if (split === joined) return joined
  const words = joined ? joined.split(' ') : []
  for (const word of split.split(' ')) if (word && !words.includes(word)) words.push(word)
  return words.join(' ')
}

function foldSearchText(text: string): string {
  return text
    .replace(/&/g, ' and ')
    .toLowerCase()
    .replace(/[ßøæœđłþı]/g, (ch) => FOLDS[ch] ?? ch)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/**
 * The distinct words of a query, in order, at most MAX_QUERY_TOKENS. 'and' between two words is a joining word
 * and is not required ('Malta and Italy' finds what 'Malta & Italy' finds, whether a tour's text says 'and' or
 * '&'); typed last it is kept as the prefix word (it may become 'Andes'), and alone it is the query.
 */
export function queryTokens(term: string): string[] {
  const all = normaliseSearchText(term)
    .split(' ')
    .filter(Boolean)
    .map((word) => word.slice(0, MAX_TOKEN_LENGTH))
  const words = all.filter((word, index) => word !== JOINING_WORD || index === all.length - 1)
  if (!words.length && all.length) words.push(JOINING_WORD)
  const distinct: string[] = []
  for (const word of words) {
    if (!distinct.includes(word)) distinct.push(word)
    if (distinct.length === MAX_QUERY_TOKENS) break
  }
  // The last word typed is the prefix one: if it repeated an earlier word, keep it last.
  const last = words[words.length - 1]
  if (last && distinct[distinct.length - 1] !== last && distinct.includes(last)) {
    distinct.splice(distinct.indexOf(last), 1)
    distinct.push(last)
  }
  return distinct
}

/** FTS5 MATCH text: every word as a quoted phrase (implicit AND), the last one as a prefix. Tokens are [a-z0-9]+. */
export function ftsMatchExpression(tokens: readonly string[]): string {
  return tokens.map((token, index) => (index === tokens.length - 1 ? `"${token}"*` : `"${token}"`)).join(' ')
}

/** PostgreSQL to_tsquery('simple', …) text with the same meaning. */
export function tsQueryExpression(tokens: readonly string[]): string {
  return tokens.map((token, index) => (index === tokens.length - 1 ? `${token}:*` : token)).join(' & ')
}

/** The searchable fields of one tour, each already normalised and split into words. */
export interface SearchFields {
  name: readonly string[]
  /** Countries and continents. */
  places: readonly string[]
  /** Travel type names. */
  types: readonly string[]
  /** The tour code, lower case. */
  code: string
}

/** Field weights: a word found in the name counts most, then the code, places, travel types; description least. */
export const FIELD_WEIGHTS = { name: 16, code: 16, places: 8, types: 4, description: 1 } as const

function has(words: readonly string[], token: string, prefix: boolean): boolean {
  for (const word of words) if (prefix ? word.startsWith(token) : word === token) return true
  return false
}

/**
 * Relevance of a tour that the database already matched: per query word, the weight of the best field holding it
 * (a word found nowhere else matched in the description). A name that starts with the first word gets a bonus, so
 * 'ital' ranks 'Italian Lakes…' above '…in Italy'.
 */
export function relevanceScore(tokens: readonly string[], fields: SearchFields): number {
  let score = 0
  tokens.forEach((token, index) => {
    const prefix = index === tokens.length - 1
    if (has(fields.name, token, prefix)) score += FIELD_WEIGHTS.name
    else if (prefix ? fields.code.startsWith(token) : fields.code === token) score += FIELD_WEIGHTS.code
    else if (has(fields.places, token, prefix)) score += FIELD_WEIGHTS.places
    else if (has(fields.types, token, prefix)) score += FIELD_WEIGHTS.types
    else score += FIELD_WEIGHTS.description
  })
  const first = tokens[0]
  if (first && fields.name[0] !== undefined && fields.name[0].startsWith(first)) score += 1
  return score
}

/**
 * A tour's searchable fields as relevanceScorer reads them: each field's words joined as ' w1 w2 … ' (a space before
 * every word and after the last), so "some word starts with the token" is one native substring search for
 * ' token' and "some word is the token" one for ' token ' (words and tokens are [a-z0-9]+, never a space).
 */
export interface ScoringText {
  name: string
  places: string
  types: string
  code: string
  /** The name's first word ('' when the name has none). */
  firstName: string | undefined
}

export function scoringText(fields: SearchFields): ScoringText {
  const joined = (words: readonly string[]) => ` ${words.join(' ')} `
  return {
    name: joined(fields.name),
    places: joined(fields.places),
    types: joined(fields.types),
    code: fields.code,
    firstName: fields.name[0],
  }
}

/**
 * relevanceScore for many tours and one query: the same score (the unit tests compare the two), worked out with
 * the substring searches of ScoringText instead of a loop over every word of every field; a broad word ('tour')
 * matches thousands of tours, and this is what a fresh answer spends scoring them.
 */
export function relevanceScorer(tokens: readonly string[]): (text: ScoringText) => number {
  const count = tokens.length
  const prefixes = tokens.map((token) => ` ${token}`)
  const exact = tokens.map((token) => ` ${token} `)
  const first = tokens[0]
  return (text) => {
    let score = 0
    for (let index = 0; index < count; index++) {
      const prefix = index === count - 1
      const token = tokens[index]!
      const pattern = prefix ? prefixes[index]! : exact[index]!
      if (text.name.includes(pattern)) score += FIELD_WEIGHTS.name
      else if (prefix ? text.code.startsWith(token) : text.code === token) score += FIELD_WEIGHTS.code
      else if (text.places.includes(pattern)) score += FIELD_WEIGHTS.places
      else if (text.types.includes(pattern)) score += FIELD_WEIGHTS.types
      else score += FIELD_WEIGHTS.description
    }
    if (first && text.firstName !== undefined && text.firstName.startsWith(first)) score += 1
    return score
  }
}

/** Whether every query word (the last as a prefix) occurs in the words: used for names of destinations and types. */
export function wordsMatch(tokens: readonly string[], words: readonly string[]): boolean {
  if (!tokens.length) return false
  return tokens.every((token, index) => has(words, token, index === tokens.length - 1))
}
