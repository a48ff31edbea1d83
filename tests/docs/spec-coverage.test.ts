import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/*
 * docs/spec-coverage.md maps every section of the two specifications to the modules that implement it and the tests
 * that check it. A map whose paths rot is worse than none, so this keeps it honest as files move: every backticked
 * path exists, every numbered section of both specifications ("## N. …") has a row, a row that claims the section
 * is done or partly done names a test, and a status says what is missing in words, never by an issue number (the
 * map's readers have the code, not the issue tracker). Failures list the doc's line numbers.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const DOC_PATH = 'docs/spec-coverage.md'
const doc = readFileSync(path.join(root, DOC_PATH), 'utf8')

type SpecId = 'discovery' | 'checkout'

/*
 * The specifications live beside the repository (../shared/spec), which a clean clone in CI may not have. Their
 * numbered headings are copied here; when the files are there, a test checks the copy against them.
 */
const SPEC_DIR = process.env.SPEC_DIR ?? path.resolve(root, '../shared/spec')
const SPECS: Record<SpecId, { file: string; headings: string[] }> = {
  discovery: {
    file: 'discovery-brochures-site.md',
    headings: [
      '1. What the product does and for whom',
      '2. Screens and routes',
      '3. Entities and their fields',
      '4. States and transitions',
      '5. Validation rules',
      '6. Roles and permissions',
      '7. The calls it makes',
      '8. The error catalogue',
      '9. Business constants and limits',
    ],
  },
  checkout: {
    file: 'checkout-account.md',
    headings: [
      '1. What the product does and for whom',
      '2. Screens and routes',
      '3. Entities and their fields',
      '4. States and transitions',
      '5. Validation rules',
      '6. Roles and permissions',
      '7. Calls',
      '8. Error catalogue',
      '9. Business constants and limits',
    ],
  },
}
const COLUMNS = ['Section', 'Modules', 'Tests', 'Status']
const TEST_FILE = /\.(test|spec)\.tsx?$/

interface Row {
  line: number
  spec: SpecId
  section: number
  modules: string[]
  tests: string[]
  status: string
  problems: string[]
}

function specHeadings(spec: SpecId): string[] | null {
  const file = path.join(SPEC_DIR, SPECS[spec].file)
  if (!existsSync(file)) return null
  return [...readFileSync(file, 'utf8').matchAll(/^## (\d+\. .+?)\s*$/gm)].map((match) => match[1] ?? '')
}

function sectionNumbers(spec: SpecId): number[] {
  return (specHeadings(spec) ?? SPECS[spec].headings).map((heading) => Number.parseInt(heading, 10))
}

function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim())
}

/** A Modules or Tests cell: backticked paths separated by commas, or '—' for none. */
function pathsOf(cell: string, column: string): { paths: string[]; problems: string[] } {
  const paths = [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '')
  const rest = cell.replace(/`[^`]+`/g, '').replace(/[,\s]/g, '')
  const problems = rest === '' || (rest === '—' && paths.length === 0) ? [] : [`${column}: unexpected text "${rest}"`]
  return { paths, problems }
}

function parseRows(): Row[] {
  const rows: Row[] = []
  let inTable = false
  doc.split('\n').forEach((text, index) => {
    const line = index + 1
    if (!text.trim().startsWith('|')) {
      inTable = false
      return
    }
    const cells = cellsOf(text)
    if (!inTable) {
      // The header row of a new table.
      inTable = true
      if (cells.join('|') !== COLUMNS.join('|')) {
        rows.push({
          line,
          spec: 'discovery',
          section: 0,
          modules: [],
          tests: [],
          status: '',
          problems: [`columns ${cells.join(' | ')}`],
        })
      }
      return
    }
    if (cells.every((cell) => /^:?-+:?$/.test(cell))) return
    const [section = '', modulesCell = '', testsCell = '', status = ''] = cells
    const problems: string[] = []
    if (cells.length !== COLUMNS.length) problems.push(`${cells.length} cells, not ${COLUMNS.length}`)
    const id = /^(discovery|checkout) §(\d+)(?:\.\d+)?\s/.exec(section)
    if (!id) problems.push(`section "${section}" does not start with "discovery §N" or "checkout §N"`)
    const modules = pathsOf(modulesCell, 'Modules')
    const tests = pathsOf(testsCell, 'Tests')
    rows.push({
      line,
      spec: (id?.[1] as SpecId | undefined) ?? 'discovery',
      section: id ? Number(id[2]) : 0,
      modules: modules.paths,
      tests: tests.paths,
      status,
      problems: [...problems, ...modules.problems, ...tests.problems],
    })
  })
  return rows
}

const rows = parseRows()

function report(problems: string[]) {
  expect(problems, `${DOC_PATH}:\n${problems.join('\n')}`).toEqual([])
}

describe('docs/spec-coverage.md', () => {
  it('has well-formed tables: Section | Modules | Tests | Status, sections cited as "discovery §N" / "checkout §N"', () => {
    expect(rows.length).toBeGreaterThan(0)
    report(rows.flatMap((row) => row.problems.map((problem) => `line ${row.line}: ${problem}`)))
  })

  it('names only paths that exist in the repository', () => {
    // Every backticked repo-relative path anywhere in the doc (a slash, no spaces, not a URL path or a glob).
    const missing = doc.split('\n').flatMap((text, index) =>
      [...text.matchAll(/`([^`\s]+)`/g)]
        .map((match) => match[1] ?? '')
        .filter((token) => token.includes('/') && !token.startsWith('/') && !token.includes('*'))
        .filter((token) => !existsSync(path.join(root, token)))
        .map((token) => `line ${index + 1}: ${token} does not exist`),
    )
    report(missing)
  })

  it('lists files, not folders, in the table cells, and only test files under Tests', () => {
    report(
      rows.flatMap((row) => [
        ...[...row.modules, ...row.tests]
          .filter((file) => existsSync(path.join(root, file)) && !statSync(path.join(root, file)).isFile())
          .map((file) => `line ${row.line}: ${file} is not a file`),
        ...row.tests.filter((file) => !TEST_FILE.test(file)).map((file) => `line ${row.line}: ${file} is not a test`),
      ]),
    )
  })

  it.each(['discovery', 'checkout'] as const)('has a row for every numbered section of the %s spec', (spec) => {
    const covered = new Set(rows.filter((row) => row.spec === spec).map((row) => row.section))
    const uncovered = sectionNumbers(spec).filter((section) => !covered.has(section))
    expect(uncovered.map((section) => `${spec} §${section}`)).toEqual([])
  })

  it('says done, partly or not yet; a row that is not done says in words what is missing', () => {
    report(
      rows.flatMap((row) => {
        const status = /^(done|partly|not yet)\b/.exec(row.status)?.[1]
        if (!status) return [`line ${row.line}: status "${row.status}" is not done / partly / not yet`]
        if (status !== 'done' && !/^(partly|not yet) — \S/.test(row.status)) {
          return [`line ${row.line}: "${status}" without "— what is missing"`]
        }
        return []
      }),
    )
  })

  it('names no issue number in a status: a reader of the code does not have the issue tracker', () => {
    report(
      rows
        .filter((row) => /#\d+/.test(row.status))
        .map((row) => `line ${row.line}: status "${row.status}" names an issue number; say what is missing instead`),
    )
  })

  it('names a test for every row that is done or partly done, and a module for every done row', () => {
    report(
      rows.flatMap((row) => [
        ...(/^(done|partly)\b/.test(row.status) && row.tests.length === 0
          ? [`line ${row.line}: ${row.status.split(' ')[0]} but no test named`]
          : []),
        ...(/^done\b/.test(row.status) && row.modules.length === 0
          ? [`line ${row.line}: done but no module named`]
          : []),
      ]),
    )
  })

  it.runIf(specHeadings('discovery') !== null && specHeadings('checkout') !== null)(
    'keeps its copy of the section headings equal to the specifications beside the repository',
    () => {
      expect(specHeadings('discovery')).toEqual(SPECS.discovery.headings)
      expect(specHeadings('checkout')).toEqual(SPECS.checkout.headings)
    },
  )
})
