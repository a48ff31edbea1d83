import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../db/database.server'
import { EXIT, parseSeedArguments, runSeedCommand } from './seed-command.server'

const directory = mkdtempSync(join(tmpdir(), 'itinera-seed-command-'))
const databaseUrl = `file:${join(directory, 'itinera.db')}`
const SMALL = ['--tours', '4', '--today', '2026-01-15']

async function seed(argv: string[]) {
  const output: string[] = []
  const errors: string[] = []
  const code = await runSeedCommand(argv, {
    env: { DATABASE_URL: databaseUrl },
    log: (line) => output.push(line),
    error: (line) => errors.push(line),
  })
  return { code, output: output.join('\n'), errors: errors.join('\n') }
}

async function count(handle: DatabaseHandle, table: 'bookings' | 'customers' | 'tours'): Promise<number> {
  const { n } = await handle.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(n)
}

/** A customer with one booking on the first departure, as the checkout would leave them. */
async function addBooking(handle: DatabaseHandle): Promise<void> {
  const departure = await handle.db
    .selectFrom('departures')
    .innerJoin('tours', 'tours.id', 'departures.tourId')
    .select(['departures.id', 'tours.code', 'tours.name', 'tours.brandId'])
    .orderBy('departures.id')
    .executeTakeFirstOrThrow()
  const customer = await handle.db
    .insertInto('customers')
    .values({
      brandId: departure.brandId,
      email: 'ada@example.com',
      passwordHash: 'not-a-real-hash',
      clientId: 'C-1',
      marketingEmail: 0,
      marketingMail: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const quote = await handle.db
    .insertInto('quotes')
    .values({
      brandId: departure.brandId,
      customerId: customer.id,
      departureId: departure.id,
      cultureCode: 'en-GB',
      currency: 'GBP',
      filo: 'FI',
      initialTourCode: departure.code,
      tourCode: departure.code,
      departureTransportCode: 'LHR',
      subtotalMinor: 199_900,
      takeFinalBalance: 0,
      status: 'booked',
      updatedAt: '2026-01-15T10:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await handle.db
    .insertInto('bookings')
    .values({
      reference: 'IT-000001',
      brandId: departure.brandId,
      quoteId: quote.id,
      customerId: customer.id,
      departureId: departure.id,
      tourCode: departure.code,
      tourName: departure.name,
      type: 'paid',
      currency: 'GBP',
      cultureCode: 'en-GB',
      totalMinor: 199_900,
      amountPaidMinor: 199_900,
      depositMinor: 0,
    })
    .execute()
}

afterAll(() => rmSync(directory, { recursive: true, force: true }))

describe('db:seed on a database that holds a booking', () => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    expect((await seed(SMALL)).code).toBe(EXIT.ok)
    handle = openDatabase(databaseUrl)
    await addBooking(handle)
  }, 60_000)
  afterAll(() => handle.close())

  it('refuses without --force, says why and how to override, and changes nothing', async () => {
    const result = await seed(['--tours', '6', '--today', '2026-01-15'])
    expect(result.code).toBe(EXIT.failed)
    expect(result.errors).toMatch(/Refusing to seed .*1 customers, 1 bookings/)
    expect(result.errors).toContain('npm run db:seed -- --force')
    expect(await count(handle, 'bookings')).toBe(1)
    expect(await count(handle, 'customers')).toBe(1)
    expect(await count(handle, 'tours')).toBe(4)
  }, 60_000)

  it('replaces everything, customer data included, with --force', async () => {
    const result = await seed([...SMALL, '--force'])
    expect(result.code).toBe(EXIT.ok)
    expect(result.output).toMatch(/Seeded in/)
    expect(await count(handle, 'bookings')).toBe(0)
    expect(await count(handle, 'customers')).toBe(0)
    expect(await count(handle, 'tours')).toBe(4)
  }, 60_000)

  it('seeds again without --force once no customer data is left', async () => {
    expect((await seed(SMALL)).code).toBe(EXIT.ok)
  }, 60_000)
})

describe('parseSeedArguments', () => {
  it('reads the options, with defaults', () => {
    expect(parseSeedArguments(['--tours', '20', '--seed', '7', '--today', '2026-03-01', '--force'])).toEqual({
      kind: 'run',
      args: { tours: 20, seed: 7, today: '2026-03-01', force: true },
    })
    expect(parseSeedArguments([])).toMatchObject({ kind: 'run', args: { tours: 300, force: false, today: undefined } })
    expect(parseSeedArguments(['-h'])).toEqual({ kind: 'help' })
  })

  it.each([
    [['--tours', '0'], /--tours/],
    [['--tours', '2.5'], /--tours/],
    [['--seed', 'x'], /--seed/],
    [['--today', '2026-02-30'], /--today/],
    [['--tour', '3'], /Unknown option/],
    [['extra'], /positional/],
  ])('rejects %j', (argv, message) => {
    const parsed = parseSeedArguments(argv)
    expect(parsed.kind).toBe('invalid')
    expect(parsed.kind === 'invalid' && parsed.message).toMatch(message)
  })

  it('answers bad arguments with exit code 2 and the usage', async () => {
    const result = await seed(['--tours', 'many'])
    expect(result.code).toBe(EXIT.usage)
    expect(result.errors).toContain('Usage: npm run db:seed')
  })
})
