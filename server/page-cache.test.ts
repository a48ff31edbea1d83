import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { cspForCachedDocument, inlineScriptHashes } from './page-cache'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('hashes inline scripts and skips external ones', () => {
    const html = `<head><script nonce="abc">window.a=1;</script><script type="module" src="/assets/x.js"></script></head>
      <body><script type="module" nonce="abc">import "/assets/y.js";</script><script>window.a=1;</script></body>`
    expect(inlineScriptHashes(html)).toEqual([sha('window.a=1;'), sha('import "/assets/y.js";')])
  })

  it('hashes an empty inline script too', () => {
    expect(inlineScriptHashes('<script></script>')).toEqual([sha('')])
  })
})

describe('cspForCachedDocument', () => {
  it('replaces the nonce with the hashes', () => {
    expect(
      cspForCachedDocument("default-src 'self';script-src 'self' 'nonce-xyz=='", ["'sha256-a'", "'sha256-b'"]),
    ).toBe("default-src 'self';script-src 'self' 'sha256-a' 'sha256-b'")
  })

  it('allows no inline script when the document has none', () => {
    expect(cspForCachedDocument("script-src 'self' 'nonce-x'", [])).toBe("script-src 'self' 'none'")
  })
})
