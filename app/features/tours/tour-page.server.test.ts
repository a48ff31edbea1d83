import { describe, expect, it } from 'vitest'
import { metaDescription } from './tour-page.server'

describe('metaDescription', () => {
  it('keeps a short description whole, with whitespace collapsed', () => {
    expect(metaDescription('  Rome,\n  Florence and   Venice. ')).toBe('Rome, Florence and Venice.')
  })

  it('cuts a long one at a word boundary within 160 characters and adds an ellipsis', () => {
    const text = `${'word '.repeat(40)}end`
    const result = metaDescription(text)
    expect(result.length).toBeLessThanOrEqual(160)
    expect(result.endsWith('word…')).toBe(true)
  })

  it('does not leave trailing punctuation before the ellipsis', () => {
    const text = `${'a'.repeat(150)}, ${'b'.repeat(30)}`
    expect(metaDescription(text)).toBe(`${'a'.repeat(150)}…`)
  })
})
