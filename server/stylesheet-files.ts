import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The built client's stylesheets by the href the pages link them with ('/assets/name-hash.css'), read once when the
 * server starts: what app/entry.server.tsx writes into each document's head (app/lib/inline-stylesheets.ts). The
 * files are fingerprinted and never change under a running server, and all of them together are under 100 kB.
 */
export function builtStylesheets(clientDir: string): (href: string) => string | null {
  const assetsDir = path.join(clientDir, 'assets')
  const byHref = new Map<string, string>()
  let names: string[] = []
  try {
    names = readdirSync(assetsDir)
  } catch {
    // No client build here (a test server without one): nothing is inlined and every page links its CSS as before.
  }
  for (const name of names) {
    if (name.endsWith('.css')) byHref.set(`/assets/${name}`, readFileSync(path.join(assetsDir, name), 'utf8'))
  }
  return (href) => byHref.get(href) ?? null
}
