import path from 'node:path'
import { build, type ImportKind, type Plugin } from 'esbuild'
import { beforeAll, describe, expect, it } from 'vitest'

/*
 * The server loads the demo catalogue only through dynamic imports: the generator when SEED_ON_START finds an empty
 * database (server/main.ts), the artwork on the first picture request (server/media.ts). esbuild resolves imports
 * exactly as the runtime does (tsconfig paths included) and tells a static import from a dynamic one, so walking
 * only the static edges from an entry point gives what loading that module loads.
 */

interface ImportEdge {
  from: string
  to: string
  kind: ImportKind
}

const STATIC_KINDS = new Set<ImportKind>(['import-statement', 'require-call', 'require-resolve'])
const RESOLVING = Symbol('resolving')

/** Every import between project files reachable from `entry`, static or dynamic, with its kind. */
async function importEdges(entry: string): Promise<ImportEdge[]> {
  const edges: ImportEdge[] = []
  const recorder: Plugin = {
    name: 'record-imports',
    setup(context) {
      context.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === RESOLVING || args.kind === 'entry-point') return undefined
        const resolved = await context.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: RESOLVING,
        })
        if (!resolved.errors.length && !resolved.external) {
          edges.push({
            from: path.relative('.', args.importer),
            to: path.relative('.', resolved.path),
            kind: args.kind,
          })
        }
        return undefined
      })
    },
  }
  // Only the graph matters here: linking problems elsewhere in the tree (a missing export) are other tests' business.
  await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
    loader: { '.css': 'empty' },
    plugins: [recorder],
  }).catch(() => undefined)
  return edges
}

/** Every project file loaded, before any dynamic import runs, by loading `entry`. */
function staticallyLoaded(edges: ImportEdge[], entry: string): Set<string> {
  const seen = new Set([entry])
  const queue = [entry]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const edge of edges) {
      if (edge.from !== file || !STATIC_KINDS.has(edge.kind) || seen.has(edge.to)) continue
      seen.add(edge.to)
      queue.push(edge.to)
    }
  }
  return seen
}

function dynamicImportsOf(edges: ImportEdge[], file: string): string[] {
  return edges.filter((edge) => edge.from === file && edge.kind === 'dynamic-import').map((edge) => edge.to)
}

describe('the server entry (server/main.ts)', () => {
  let edges: ImportEdge[]
  beforeAll(async () => {
    edges = await importEdges('server/main.ts')
  }, 60_000)

  it('loads the app, the database layer and the media router statically, and nothing under tools/', () => {
    const loaded = staticallyLoaded(edges, 'server/main.ts')
    expect(loaded).toContain('server/app.ts')
    expect(loaded).toContain('server/media.ts')
    expect(loaded).toContain('db/catalogue-state.server.ts')
    expect([...loaded].filter((file) => file.startsWith('tools/'))).toEqual([])
  })

  it('reaches the generator and the artwork only through dynamic imports', () => {
    expect(dynamicImportsOf(edges, 'server/main.ts')).toContain('tools/demo-catalogue/catalogue.server.ts')
    expect(dynamicImportsOf(edges, 'server/media.ts')).toContain('tools/demo-catalogue/artwork/tour-artwork.ts')
  })
})

describe('the check itself', () => {
  it('sees a static import of the generator where there is one', async () => {
    const entry = 'tests/integration/global-setup.ts'
    const loaded = staticallyLoaded(await importEdges(entry), entry)
    expect(loaded).toContain('tools/demo-catalogue/catalogue.server.ts')
  }, 60_000)
})
