import { reactRouter } from '@react-router/dev/vite'
import { defineConfig, type Rollup } from 'vite'

/*
 * Client chunking (first-load budget: 120 kB gzip, bench/README.md "First-load JavaScript"). Left alone, Rollup cut
 * the code every page loads up front into some 20 files: each module shared by two routes became its own chunk.
 * Every file is gzipped on its own, so small ones compress badly and each pays its imports and exports; the listing
 * page's 22 files gzipped 6.5 kB bigger than the same code in one file. So:
 * - `framework`: React, React DOM and React Router, which every page needs to hydrate, in one file;
 * - `shell`: the application code the root route loads statically (header, menu, footer and what they import),
 *   which is on every page anyway.
 * The listing's own modules are left to Rollup: grouping what it shares with the home and tour pages (tour cards,
 * the wishlist toggle) saved the listing under 1 kB and made those pages load code they do not use.
 * Only static imports count: a module the shell reaches only through `import()` (the newsletter form, the consent
 * banner, the search modal) keeps its own chunk and stays out of the first load.
 */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//
const ROOT_ROUTE = /\/app\/root\.tsx(\?|$)/

type ModuleInfoOf = (id: string) => Rollup.ModuleInfo | null

/** The modules `from` imports statically, transitively, themselves included. */
function staticallyReachable(getModuleInfo: ModuleInfoOf, from: string[]): Set<string> {
  const found = new Set<string>()
  const queue = [...from]
  while (queue.length) {
    const id = queue.pop()!
    if (found.has(id)) continue
    found.add(id)
    for (const next of getModuleInfo(id)?.importedIds ?? []) queue.push(next)
  }
  return found
}

let shell: Set<string> | undefined

/** Forgets the shell's modules between builds (a watch rebuild, or the server build after the client one). */
const resetShell = { name: 'itinera-reset-shell-chunk', buildStart: () => void (shell = undefined) }

/*
 * Rollup's helpers for CommonJS modules (React and React DOM are CommonJS) are a virtual module the framework
 * imports. Left to the test below, the root route reaches it too and it landed in `shell`, so `framework` imported
 * `shell` and `shell` imported `framework`: Rollup's "Circular chunk: framework -> shell -> framework".
 */
const FRAMEWORK_HELPERS = new Set(['\0commonjsHelpers.js'])

function manualChunks(id: string, { getModuleInfo, getModuleIds }: Rollup.ManualChunkMeta): string | undefined {
  if (FRAMEWORK.test(id) || FRAMEWORK_HELPERS.has(id)) return 'framework'
  if (id.includes('/node_modules/')) return undefined
  shell ??= staticallyReachable(
    getModuleInfo,
    [...getModuleIds()].filter((moduleId) => ROOT_ROUTE.test(moduleId) && getModuleInfo(moduleId)?.isEntry),
  )
  return shell.has(id) ? 'shell' : undefined
}

/** React Router's own file names for route entries (its default `output`, replaced when `output` is set). */
function entryFileNames({ moduleIds }: Rollup.PreRenderedChunk): string {
  const routeChunk = moduleIds.map((id) => /\?route-chunk=([^&]+)/.exec(id)?.[1]).find(Boolean)
  const suffix = routeChunk
    ? `-${routeChunk.replace(/^unstable_/, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`
    : ''
  return `assets/[name]${suffix}-[hash].js`
}

/*
 * What the build would print that is understood and harmless, silenced so that a clean build prints no warning:
 * - EMPTY_BUNDLE: React Router makes every route module a client entry; a resource route (a loader only: the CSV
 *   exports, PDFs, robots.txt, sitemap.xml, the card frame's return pages, sign-out) has nothing for the browser,
 *   so its entry is an empty file (remix-run/remix#9055), which is harmless.
 * - INVALID_ANNOTATION in zod: comments in zod's own source mention `@__PURE__` where Rollup cannot use them; Rollup
 *   drops the comments and the code is unchanged.
 * - Vite's reporter, when a module is imported both statically and with import() ("dynamic import will not move
 *   module into another chunk"): app/lib/api-client.ts is both on purpose (pages that need it at once import it;
 *   the departures table and the search forms load it on first use). It says so in the server build, which is one
 *   file where chunks do not matter; in the browser build the shell already holds the module.
 */
function onLog(level: Rollup.LogLevel, log: Rollup.RollupLog, handler: Rollup.LogOrStringHandler) {
  if (log.code === 'EMPTY_BUNDLE') return
  if (log.code === 'INVALID_ANNOTATION' && /[/\\]node_modules[/\\]zod[/\\]/.test(log.id ?? '')) return
  if (log.plugin === 'vite:reporter' && log.message.includes('dynamic import will not move module')) return
  handler(level, log)
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), resetShell],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: {
    assetsInlineLimit: 0,
    // Terser squeezes a few more kilobytes than esbuild out of the client bundle (first-load budget: 120 KB gzip).
    // A third pass, or `pure_getters`, saved under 0.1 kB in the build (re-minifying the output suggested 0.3).
    minify: 'terser',
    terserOptions: { module: true, ecma: 2020, compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: { onLog, ...(isSsrBuild ? {} : { output: { manualChunks, entryFileNames } }) },
  },
  server: { hmr: { port: 24678 } },
}))
