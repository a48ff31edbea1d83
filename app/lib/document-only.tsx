import { createContext, useContext } from 'react'

/*
 * Data for the server's HTML alone, kept out of the loader data that is serialised into the document for hydration
 * (ADR 0053; bench/README.md, "The tour page's document"). A loader hands a value to `setDocumentOnly(context, key,
 * value)` (document-only.server.ts); app/entry.server.tsx provides the request's values to the render; a component
 * reads one with `useDocumentOnly(key)`. In the browser there are none: a component renders what the server wrote
 * and leaves it in place when it hydrates (see DocumentOnlyJsonLd). Only for what the client never reads: the JSON-LD.
 */
export type DocumentOnlyValues = ReadonlyMap<string, unknown>

export const DocumentOnlyContext = createContext<DocumentOnlyValues | null>(null)

export function useDocumentOnly(key: string): unknown {
  return useContext(DocumentOnlyContext)?.get(key)
}

/** JSON for a script element: '<', '>', '&' and the JS line separators escaped, so no value can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/**
 * A JSON-LD script whose data the server alone has. The server writes it; when the page hydrates, React keeps the
 * server's contents (dangerouslySetInnerHTML is not compared in production, and suppressHydrationWarning silences the
 * development check). After a client-side navigation it is empty: crawlers read the server's HTML.
 */
export function DocumentOnlyJsonLd({ dataKey }: { dataKey: string }) {
  const value = useDocumentOnly(dataKey)
  return (
    <script
      type="application/ld+json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: value === undefined ? '' : jsonForScript(value) }}
    />
  )
}
