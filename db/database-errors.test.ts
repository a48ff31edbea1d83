import { describe, expect, it } from 'vitest'
import { isDatabaseDownError, isDatabaseUnavailableError } from './database-errors'

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailableError', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    [
      'PostgreSQL shutting down (admin shutdown)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['PostgreSQL starting up', withCode('57P03', 'the database system is starting up')],
    ['a connection exception', withCode('08006')],
    ['a dropped client', new Error('Connection terminated unexpectedly')],
    ['a pool wait that timed out', new Error('timeout exceeded when trying to connect')],
    ['IPv4 and IPv6 both refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
    ['a wrapped cause', new Error('query failed', { cause: withCode('ECONNREFUSED') })],
  ])('%s is an outage', (_name, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(true)
  })

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value')],
    ['a syntax error', withCode('42601')],
    ['a SQLite constraint', withCode('SQLITE_CONSTRAINT_UNIQUE')],
    ['a plain bug', new TypeError('Cannot read properties of undefined')],
    ['not an error', 'ECONNREFUSED'],
    ['null', null],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(false)
  })
})

describe('isDatabaseDownError', () => {
  it('counts a refused connection or a shutdown as the database being down', () => {
    expect(isDatabaseDownError(withCode('ECONNREFUSED'))).toBe(true)
    expect(isDatabaseDownError(withCode('57P01'))).toBe(true)
  })

  it('does not count a wait for a busy pool: that is load, not an outage', () => {
    const poolWait = new Error('timeout exceeded when trying to connect')
    expect(isDatabaseUnavailableError(poolWait)).toBe(true)
    expect(isDatabaseDownError(poolWait)).toBe(false)
  })
})
