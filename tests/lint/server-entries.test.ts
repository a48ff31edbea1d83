import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

/*
 * The Express process loads the API routers, and through them the features' server entries, in plain Node (tsx),
 * not through Vite. There a component's `import href from './x.css?url'` is a crash at boot, and lint cannot see
 * every path to one (a pure helper of a server module may import a feature's browser index.ts). So every server
 * entry is loaded here the way the server loads it: in a child Node process with tsx, outside Vitest's transforms.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const featuresDir = path.join(root, 'app/features')
// A feature's entries and its sub-features' (docs/decisions/0037-back-office-sub-features.md).
const serverEntriesIn = (folder: string): string[] =>
  fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return serverEntriesIn(path.join(folder, entry.name))
    return /^index(\.[a-z0-9-]+)*\.server\.ts$/.test(entry.name) ? [path.join(folder, entry.name)] : []
  })
const serverEntries = fs.readdirSync(featuresDir).flatMap((feature) => serverEntriesIn(path.join(featuresDir, feature)))

it('loads every feature server entry in plain Node, as the Express process does', () => {
  expect(serverEntries.length).toBeGreaterThan(10)
  const script = `
    const failures = []
    for (const entry of ${JSON.stringify(serverEntries)}) {
      try { await import(entry) } catch (error) { failures.push(entry + ': ' + String(error).split('\\n')[0]) }
    }
    process.stdout.write(JSON.stringify(failures))
  `
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  })
  expect(child.stderr).toBe('')
  const failures = JSON.parse(child.stdout) as string[]
  expect(failures.map((failure) => failure.replace(`${root}${path.sep}`, ''))).toEqual([])
}, 70_000)
