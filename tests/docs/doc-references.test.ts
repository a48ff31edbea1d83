import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/*
 * Comments and documents cite the decisions (docs/decisions/NNNN-name.md, or "ADR NNNN") and the specification
 * ("checkout §N", "discovery §N", ARCHITECTURE.md). A citation of a file that was renamed, or of a document that
 * never came into the repository (the "handover contract" notes that once stood beside the specification), sends a
 * reader nowhere. This test reads every source and document file the repository keeps and fails on either, naming
 * the file and line.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const DECISIONS_DIR = path.join(root, 'docs/decisions')

/* What git ignores (.gitignore) plus git's own folder: generated or local, never cited from. */
const SKIPPED_DIRS = new Set([
  '.git',
  'node_modules',
  'build',
  'data',
  '.react-router',
  'test-results',
  'playwright-report',
  'coverage',
  'tmp',
  'results',
])
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md|json|sh|yml|yaml|cfg|conf|sql|example)$/
/* This file's own examples of what is refused are not citations. */
const SKIPPED_FILES = new Set(['package-lock.json', path.basename(fileURLToPath(import.meta.url))])

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : textFiles(full)
    return TEXT_FILE.test(entry.name) && !SKIPPED_FILES.has(entry.name) ? [full] : []
  })
}

const decisionFiles = readdirSync(DECISIONS_DIR).filter((name) => /^\d{4}-.+\.md$/.test(name))
const decisionNumbers = new Set(decisionFiles.map((name) => name.slice(0, 4)))

interface Finding {
  where: string
  text: string
}

/*
 * A full file name must exist as written. A name cut by a line wrap (ending in "-", or the bare number) must be
 * the start of an existing file name.
 */
export function missingDecisionFiles(text: string, files: readonly string[]): string[] {
  return [...text.matchAll(/docs\/decisions\/(\d{4}[a-z0-9-]*)(\.md)?/g)]
    .filter(([, name = '', extension]) =>
      extension ? !files.includes(`${name}.md`) : !files.some((file) => file.startsWith(name)),
    )
    .map(([match]) => match)
}

export function missingDecisionNumbers(text: string, numbers: ReadonlySet<string>): string[] {
  return [...text.matchAll(/\bADRs? (\d{4})\b/g)].filter(([, number = '']) => !numbers.has(number)).map(([m]) => m)
}

/* Notes that never lived in the repository: the "handover contract" and the handover-*.md files beside it. */
export function citationsOfMissingNotes(text: string): string[] {
  return [...text.matchAll(/handover contract|handover-[\w-]*\.md|handover "[^"]*"/gi)].map(([match]) => match)
}

function findings(check: (line: string) => string[]): Finding[] {
  return textFiles(root).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        check(line).map((text) => ({ where: `${path.relative(root, file)}:${index + 1}`, text })),
      ),
  )
}

describe('the checks themselves', () => {
  const files = ['0016-sign-in.md', '0031-back-office-bookings-and-departures.md']
  it.each([
    ['see docs/decisions/0016-sign-in.md', []],
    ['see docs/decisions/0031-back-office-bookings.md', ['docs/decisions/0031-back-office-bookings.md']],
    ['wrapped docs/decisions/0031-back-office-', []],
    ['bare docs/decisions/0016', []],
    ['bare docs/decisions/0099', ['docs/decisions/0099']],
  ])('%s', (text, expected) => {
    expect(missingDecisionFiles(text, files)).toEqual(expected)
  })

  it('knows ADR numbers', () => {
    expect(missingDecisionNumbers('ADR 0016 and ADRs 0099', new Set(['0016']))).toEqual(['ADRs 0099'])
  })

  it('knows the notes that were never in the repository', () => {
    expect(citationsOfMissingNotes('(issue 11; handover contract §3)')).toEqual(['handover contract'])
    expect(citationsOfMissingNotes('see /work/handover-chromeB.md')).toEqual(['handover-chromeB.md'])
    expect(citationsOfMissingNotes('(handover "Server services")')).toEqual(['handover "Server services"'])
    expect(citationsOfMissingNotes('a password handed over between the handover and the first sign-in')).toEqual([])
  })
})

describe('citations in the repository resolve', () => {
  it('every docs/decisions/… file name names an existing decision', () => {
    expect(findings((line) => missingDecisionFiles(line, decisionFiles))).toEqual([])
  })

  it('every "ADR NNNN" names an existing decision', () => {
    expect(findings((line) => missingDecisionNumbers(line, decisionNumbers))).toEqual([])
  })

  it('nothing cites the handover notes, which are not in the repository', () => {
    expect(findings(citationsOfMissingNotes)).toEqual([])
  })
})
