import { describe, expect, it } from 'vitest'
import { DESCRIPTION_TRUNCATE_LENGTH } from '../../lib/constants'
import { READ_MORE_MIN_CHARS, htmlToText, isLongHtml, truncateText } from './read-more-rules'

describe('htmlToText', () => {
  it.each([
    ['<p>Rome &amp; Florence</p>', 'Rome & Florence'],
    ['<p>One</p><p>Two</p>', 'One Two'],
    ['<ul><li>A&nbsp;B</li></ul>', 'A B'],
    ['  plain   text ', 'plain text'],
  ])('%s → %s', (html, text) => {
    expect(htmlToText(html)).toBe(text)
  })
})

describe('isLongHtml', () => {
  it('counts visible text, not markup', () => {
    const words = 'a'.repeat(READ_MORE_MIN_CHARS)
    expect(isLongHtml(`<p><strong>${words}</strong></p>`)).toBe(false)
    expect(isLongHtml(`<p>${words}b</p>`)).toBe(true)
  })
})

describe('truncateText (discovery §2.2: 180 characters)', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')

  it.each([
    ['short text is whole', 'A short description.', false],
    ['exactly the limit is whole', 'x'.repeat(DESCRIPTION_TRUNCATE_LENGTH), false],
    ['one over the limit is cut', 'x'.repeat(DESCRIPTION_TRUNCATE_LENGTH + 1), true],
    ['long prose is cut', words(60), true],
  ])('%s', (_name, text, truncated) => {
    const result = truncateText(text)
    expect(result.truncated).toBe(truncated)
    if (truncated) {
      expect(result.text.endsWith('…')).toBe(true)
      expect([...result.text].length).toBeLessThanOrEqual(DESCRIPTION_TRUNCATE_LENGTH + 1)
    } else {
      expect(result.text).toBe(text)
    }
  })

  it('cuts at a word within the limit and adds an ellipsis', () => {
    const result = truncateText(`${'word '.repeat(50)}end`)
    expect(result.truncated).toBe(true)
    expect(result.text.endsWith('word…')).toBe(true)
  })

  it('cuts at a word break, never mid-word, and drops trailing punctuation', () => {
    const text = `${'Lakes, mountains and vineyards, '.repeat(6)}and more.`
    const { text: cut } = truncateText(text)
    const body = cut.slice(0, -1)
    expect(text.startsWith(body)).toBe(true)
    expect(text[body.length]).toMatch(/[\s,]/)
    expect(body).not.toMatch(/[\s,]$/)
  })

  it('cuts a word without spaces at the limit', () => {
    expect(truncateText('y'.repeat(400)).text).toBe(`${'y'.repeat(DESCRIPTION_TRUNCATE_LENGTH)}…`)
  })

  it('counts emoji and accents as single characters', () => {
    expect(truncateText('é'.repeat(DESCRIPTION_TRUNCATE_LENGTH)).truncated).toBe(false)
    expect(truncateText('🏔'.repeat(DESCRIPTION_TRUNCATE_LENGTH)).truncated).toBe(false)
    const cut = truncateText('🏔'.repeat(DESCRIPTION_TRUNCATE_LENGTH + 5)).text
    expect([...cut].length).toBe(DESCRIPTION_TRUNCATE_LENGTH + 1)
  })

  it('collapses runs of spaces and newlines', () => {
    expect(truncateText('  Lakes\n\nand   mountains ')).toEqual({ text: 'Lakes and mountains', truncated: false })
  })
})
