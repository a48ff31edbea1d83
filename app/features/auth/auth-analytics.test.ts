import { createHash } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { trackLogin, trackSignUp } from './auth-analytics'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

describe('login and sign_up events', () => {
  beforeEach(() => {
    // @ts-expect-error -- a minimal window for the data layer
    globalThis.window = { dataLayer: [] }
  })
  afterEach(() => {
    // @ts-expect-error -- test cleanup of the global
    delete globalThis.window
  })

  it('send the e-mail lowercased with its SHA-256 and the clientId', async () => {
    await trackLogin({ clientId: 'c-1', email: ' Ann.Smith@Example.COM ' })
    await trackSignUp({ clientId: null, email: 'BOB@example.com' })
    expect(window.dataLayer).toEqual([
      {
        event: 'login',
        method: 'email',
        clientId: 'c-1',
        email: 'ann.smith@example.com',
        emailHash: sha256('ann.smith@example.com'),
      },
      {
        event: 'sign_up',
        method: 'email',
        clientId: null,
        email: 'bob@example.com',
        emailHash: sha256('bob@example.com'),
      },
    ])
  })
})
