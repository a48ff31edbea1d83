import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MIGRATION_NAMES } from './migrate.server'

/*
 * A migration file that is not in the registry never runs on an existing database (0023, the donation pictures as
 * WebP, shipped that way: its own test ran it directly, so nothing failed). Every file is registered, in name order.
 */
describe('the migration registry', () => {
  const files = readdirSync(new URL('./migrations/', import.meta.url))
    .filter((file) => /^\d{4}-.+\.ts$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort()

  it('registers every migration file under its file name', () => {
    expect(files.length).toBeGreaterThan(20)
    expect([...MIGRATION_NAMES].sort()).toEqual(files)
  })

  it('lists them in name order', () => {
    expect(MIGRATION_NAMES).toEqual([...MIGRATION_NAMES].sort())
  })
})
