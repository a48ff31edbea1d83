import { afterAll, beforeAll, inject } from 'vitest'
import { openDatabase, type AppDatabase, type DatabaseHandle } from '../../db/database.server'
import { cloneTemplate, type TestDatabase } from './test-database'

/*
 * Two "processes" on one test database of the dialect under test: two database handles, each with its own
 * connections, as two server processes have (the outbox's claims, the scheduler's jobs). `db` is the first one's.
 * Call it at the top of a test file: the database is made before the file's tests and dropped after them.
 */
export interface TwoProcesses {
  readonly first: DatabaseHandle
  readonly second: DatabaseHandle
  readonly db: AppDatabase
}

export function twoProcessesOn(label: string): TwoProcesses {
  let testDatabase: TestDatabase | undefined
  let first: DatabaseHandle | undefined
  let second: DatabaseHandle | undefined
  beforeAll(async () => {
    testDatabase = await cloneTemplate(inject('templateDatabase'), label)
    first = openDatabase(testDatabase.url, { poolSize: 2 })
    second = openDatabase(testDatabase.url, { poolSize: 2 })
  })
  afterAll(async () => {
    await first?.close()
    await second?.close()
    await testDatabase?.drop()
  })
  const opened = (handle: DatabaseHandle | undefined) => {
    if (!handle) throw new Error('twoProcessesOn: the database opens before the tests run')
    return handle
  }
  return {
    get first() {
      return opened(first)
    },
    get second() {
      return opened(second)
    },
    get db() {
      return opened(first).db
    },
  }
}
