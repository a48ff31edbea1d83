import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DocumentOnlyContext, DocumentOnlyJsonLd, jsonForScript } from './document-only'
import { documentOnlyValues, setDocumentOnly } from './document-only.server'

describe('document-only data', () => {
  it('reaches the server render through the request context it was set on, and no other', () => {
    const context = {}
    setDocumentOnly(context, 'ld', { name: 'Tour </script><b>' })
    const html = renderToString(
      <DocumentOnlyContext.Provider value={documentOnlyValues(context)}>
        <DocumentOnlyJsonLd dataKey="ld" />
      </DocumentOnlyContext.Provider>,
    )
    expect(html).toBe(
      '<script type="application/ld+json">{"name":"Tour \\u003c/script\\u003e\\u003cb\\u003e"}</script>',
    )
    expect(JSON.parse(html.slice(html.indexOf('>') + 1, html.lastIndexOf('<')))).toEqual({ name: 'Tour </script><b>' })
    expect(documentOnlyValues({}).size).toBe(0)
  })

  it('writes an empty script where there is no value (the browser)', () => {
    expect(renderToString(<DocumentOnlyJsonLd dataKey="ld" />)).toBe('<script type="application/ld+json"></script>')
  })

  it('escapes what could end the script element or a JS string', () => {
    expect(jsonForScript('a&b\u2028')).toBe('"a\\u0026b\\u2028"')
  })
})
