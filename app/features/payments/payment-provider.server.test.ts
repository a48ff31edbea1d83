import { describe, expect, it } from 'vitest'
import type { AppDatabase } from '../../../db/database.server'
import { getPaymentProvider, PAYMENT_PROVIDERS } from './index.server'

// PAYMENT_PROVIDER is parsed by server/config.ts from PAYMENT_PROVIDERS (a value outside it stops the process).
// Choosing a provider touches no database: a bare stand-in for the app's handle is enough here.
const db = {} as AppDatabase

describe('the configured payment provider', () => {
  it('is the sandbox by default and when PAYMENT_PROVIDER=sandbox', () => {
    expect(PAYMENT_PROVIDERS).toEqual(['sandbox'])
    expect(getPaymentProvider(db).name).toBe('sandbox')
    expect(getPaymentProvider(db, { PAYMENT_PROVIDER: 'sandbox' }).name).toBe('sandbox')
  })
})
