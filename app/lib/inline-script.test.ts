import { describe, expect, it } from 'vitest'
import { serializeForScript } from './inline-script'

describe('serializeForScript', () => {
  it.each([
    ['a plain token', 'abc.def', '"abc.def"'],
    [
      'a closing script tag',
      '</script><script>alert(1)</script>',
      '"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"',
    ],
    ['line separators', 'a\u2028b\u2029c', '"a\\u2028b\\u2029c"'],
  ])('escapes %s', (_name, input, expected) => {
    expect(serializeForScript(input)).toBe(expected)
    expect(JSON.parse(serializeForScript(input))).toBe(input)
  })
})
