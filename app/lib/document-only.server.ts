import type { DocumentOnlyValues } from './document-only'

/*
 * The request's document-only values (app/lib/document-only.tsx), keyed by its load context: the same object reaches
 * the loaders and app/entry.server.tsx (server/app.ts getLoadContext), and the map goes with it.
 */
const valuesByContext = new WeakMap<object, Map<string, unknown>>()

export function setDocumentOnly(context: object, key: string, value: unknown): void {
  let values = valuesByContext.get(context)
  if (!values) valuesByContext.set(context, (values = new Map()))
  values.set(key, value)
}

export function documentOnlyValues(context: object): DocumentOnlyValues {
  return valuesByContext.get(context) ?? new Map()
}
