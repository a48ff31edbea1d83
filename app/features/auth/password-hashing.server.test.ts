import { hash } from '@node-rs/argon2'
import { describe, expect, it } from 'vitest'
import { hashPassword, needsRehash, verifyPassword, verifyWithoutAccount } from './password-hashing.server'

describe('password hashing', () => {
  it('stores argon2id with m=19 MiB, t=2, p=1 and a fresh salt each time', async () => {
    const first = await hashPassword('Tangerine-Walrus-42')
    const second = await hashPassword('Tangerine-Walrus-42')
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(first).not.toBe(second)
    expect(needsRehash(first)).toBe(false)
    expect(await verifyPassword(first, 'Tangerine-Walrus-42')).toBe(true)
    expect(await verifyPassword(first, 'tangerine-walrus-42')).toBe(false)
    expect(await verifyPassword(first, 'Tangerine-Walrus-42 ')).toBe(false)
  })

  it('answers false, never throws, for a stored value that is not a hash', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false)
    expect(needsRehash('not-a-hash')).toBe(true)
  })

  it('asks for a re-hash of a hash made with weaker parameters', async () => {
    expect(needsRehash(await hash('Tangerine-Walrus-42', { memoryCost: 4096, timeCost: 1 }))).toBe(true)
  })

  it('answers false for the no-account path', async () => {
    expect(await verifyWithoutAccount('anything')).toBe(false)
  })
})
