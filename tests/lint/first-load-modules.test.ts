import { join, relative } from 'node:path'
import { build, type Metafile } from 'esbuild'
import { describe, expect, it } from 'vitest'

/*
 * What the checkout's first step loads before it can paint and respond (issue 28, bench/README.md): its page module
 * and everything that module imports statically, lazily loaded steps excluded. Zod (27 KB gzipped) and the
 * common-password list belong to the passenger step, which comes after hydration; one import of a schema module
 * from a first-step file (a barrel that re-exports schemas is enough) puts them back in front of the first paint.
 * esbuild resolves the graph the way the production build does; `node bench/modulepreloads.mjs` shows the bytes.
 */

const root = join(import.meta.dirname, '../..')

/** The inputs reached from `entry` by static imports only, as paths relative to the repository. */
async function staticInputsOf(entry: string): Promise<string[]> {
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    outdir: join(root, 'tmp/first-load-modules'),
    write: false,
    metafile: true,
    logLevel: 'silent',
    jsx: 'automatic',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
    external: ['*.server', '*.server.ts', 'node:*', 'react', 'react/*', 'react-dom', 'react-dom/*', 'react-router'],
  })
  const inputs: Metafile['inputs'] = metafile.inputs
  const reached = new Set<string>([entry])
  const queue = [entry]
  while (queue.length > 0) {
    for (const imported of inputs[queue.shift()!]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || reached.has(imported.path)) continue
      reached.add(imported.path)
      queue.push(imported.path)
    }
  }
  return [...reached].map((path) => relative(root, join(root, path)))
}

describe("the checkout's first step", () => {
  it('loads its own modules but no schema library and no password list', async () => {
    const inputs = await staticInputsOf('app/features/checkout/checkout-page.tsx')
    expect(inputs).toContain('app/features/checkout/travellers/travellers-step.tsx')
    expect(inputs).toContain('app/lib/field-rules.ts')
    expect(inputs.filter((path) => path.includes('node_modules/zod/'))).toEqual([])
    expect(inputs.filter((path) => path.endsWith('common-passwords.json'))).toEqual([])
    expect(inputs).not.toContain('app/features/checkout/passenger-details/passenger-details-rules.ts')
  })
})
