import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { transformSync } from 'esbuild'
import { describe, expect, it } from 'vitest'

/*
 * Every stylesheet parses without a warning. The production build only warns about a broken rule (an unclosed block
 * after a merge swallowed the rest of back-office.css in session 12, and the build still succeeded), so this test
 * turns esbuild's CSS warnings — the same parser the build minifies with — into a failure.
 */

const root = join(import.meta.dirname, '../..')

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return stylesheets(path)
    return entry.name.endsWith('.css') ? [path] : []
  })
}

describe('stylesheets', () => {
  const files = stylesheets(join(root, 'app'))
  it('finds the app stylesheets', () => {
    expect(files.length).toBeGreaterThan(5)
  })
  it.each(files.map((file) => [relative(root, file), file]))('%s parses without a warning', (_name, file) => {
    const { warnings } = transformSync(readFileSync(file, 'utf8'), { loader: 'css', logLevel: 'silent' })
    expect(warnings.map((warning) => `${warning.location?.line}: ${warning.text}`)).toEqual([])
  })
})
