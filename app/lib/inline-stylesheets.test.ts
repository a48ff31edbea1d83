import { describe, expect, it } from 'vitest'
import { inlineStylesheets } from './inline-stylesheets'

const files: Record<string, string> = {
  '/assets/site-shell-A1.css': '.site-header{color:navy}',
  '/assets/app-B2.css': 'body{margin:0}',
}
const cssFor = (href: string) => files[href] ?? null

const page = (head: string, body = '<p>Hello</p>') =>
  `<!DOCTYPE html><html lang="en-GB"><head>${head}</head><body>${body}</body></html>`

describe('inlineStylesheets', () => {
  it('writes each known stylesheet into the head before its link, and disables the link', () => {
    const html = page(
      '<link rel="stylesheet" href="/assets/site-shell-A1.css" data-precedence="default"/>' +
        '<link nonce="n1" rel="stylesheet" href="/assets/app-B2.css"/>',
    )
    expect(inlineStylesheets(html, cssFor)).toBe(
      page(
        '<style data-inline-href="/assets/site-shell-A1.css">.site-header{color:navy}</style>' +
          '<link rel="stylesheet" href="/assets/site-shell-A1.css" data-precedence="default" disabled=""/>' +
          '<style data-inline-href="/assets/app-B2.css">body{margin:0}</style>' +
          '<link nonce="n1" rel="stylesheet" href="/assets/app-B2.css" disabled=""/>',
      ),
    )
  })

  it('keeps the cascade order of the links, whatever else sits between them', () => {
    const html = page(
      '<link rel="stylesheet" href="/assets/app-B2.css"/><meta name="x" content="y"/>' +
        '<link rel="stylesheet" href="/assets/site-shell-A1.css"/>',
    )
    const out = inlineStylesheets(html, cssFor)
    expect(out.indexOf('body{margin:0}')).toBeLessThan(out.indexOf('<meta name="x"'))
    expect(out.indexOf('<meta name="x"')).toBeLessThan(out.indexOf('.site-header{color:navy}'))
  })

  it('leaves unknown stylesheets, other links and the body alone', () => {
    const body = '<link rel="stylesheet" href="/assets/app-B2.css"/><p>Body</p>'
    const html = page(
      '<link rel="stylesheet" href="https://fonts.example/x.css"/>' +
        '<link rel="preload" as="image" href="/media/a.svg"/><link rel="icon" href="/favicon.svg"/>',
      body,
    )
    expect(inlineStylesheets(html, cssFor)).toBe(html)
  })

  it('answers the same string when there is no head or nothing to inline', () => {
    expect(inlineStylesheets('<p>fragment</p>', cssFor)).toBe('<p>fragment</p>')
    const plain = page('<title>T</title>')
    expect(inlineStylesheets(plain, cssFor)).toBe(plain)
  })

  it('does not inline a link that is already disabled (a document rewritten twice stays the same)', () => {
    const once = inlineStylesheets(page('<link rel="stylesheet" href="/assets/app-B2.css"/>'), cssFor)
    expect(inlineStylesheets(once, cssFor)).toBe(once)
  })

  it('never lets the CSS close the style element early', () => {
    const out = inlineStylesheets(
      page('<link rel="stylesheet" href="/x.css"/>'),
      () => 'a::after{content:"</style><b>"}',
    )
    expect(out).toContain('<style data-inline-href="/x.css">a::after{content:"<\\/style><b>"}</style>')
    expect(out.match(/<\/style>/g)).toHaveLength(1)
  })
})
