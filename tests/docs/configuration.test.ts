import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { CONFIG_VARIABLES } from '../../server/config'

/*
 * The configuration is written down three times: the schema the server parses (server/config.ts), `.env.example`
 * (which a newcomer copies to .env) and the README's Configuration table. A variable missing from one of them is
 * either undocumented or documented but ignored, so all three must name exactly the same variables.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

/** The variables `.env.example` sets: `NAME=value` lines; commented examples (`# NAME=…`) do not count. */
export function envExampleVariables(text: string): string[] {
  return [...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] ?? '')
}

/** The variables of the README's Configuration table: the backticked names in its first column. */
export function readmeTableVariables(text: string): string[] {
  const section = /^## Configuration\n([\s\S]*?)(?=^## )/m.exec(text)?.[1] ?? ''
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.split('|')[1] ?? '')
    .flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1] ?? ''))
}

const sorted = (names: readonly string[]) => [...names].sort()

describe('the checks themselves', () => {
  it('reads set variables, not commented examples', () => {
    expect(envExampleVariables('# A comment\nPORT=3000\n# DATABASE_URL=postgres://x\nGTM_ID=\n')).toEqual([
      'PORT',
      'GTM_ID',
    ])
  })

  it('reads the first column of the Configuration table only', () => {
    const readme = [
      '## Configuration',
      '| variable | default | meaning |',
      '| --- | --- | --- |',
      '| `PORT` | `3000` | see `HOST` |',
      '| `MKTO_BASE_URL`, `MKTO_MUNCHKIN_ID` | — | x |',
      '## Next',
      '| `OTHER` | | |',
    ].join('\n')
    expect(readmeTableVariables(readme)).toEqual(['PORT', 'MKTO_BASE_URL', 'MKTO_MUNCHKIN_ID'])
  })
})

describe('the configuration is documented exactly', () => {
  it('.env.example sets every variable of the schema, once, and nothing else', () => {
    const listed = envExampleVariables(read('.env.example'))
    expect(listed.filter((name, index) => listed.indexOf(name) !== index)).toEqual([])
    expect(sorted(listed)).toEqual(sorted(CONFIG_VARIABLES))
  })

  it("the README's Configuration table lists every variable of the schema, once, and nothing else", () => {
    const listed = readmeTableVariables(read('README.md'))
    expect(listed.filter((name, index) => listed.indexOf(name) !== index)).toEqual([])
    expect(sorted(listed)).toEqual(sorted(CONFIG_VARIABLES))
  })
})

describe('.env is read by the commands a person runs, never by the test runners', () => {
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts
  const LOADER = '--import ./scripts/load-env-file.mjs'

  it.each(['serve', 'dev', 'db:migrate', 'db:seed', 'staff:create', 'brochures:export'])('%s loads .env', (name) => {
    expect(scripts[name]).toContain(LOADER)
  })

  it('start builds, then serves', () => {
    expect(scripts.start).toBe('npm run build && npm run serve')
  })

  it.each(['test', 'test:unit', 'test:integration', 'test:e2e', 'test:faults'])('%s does not', (name) => {
    expect(scripts[name]).not.toContain('load-env-file')
  })
})
