import { describe, expect, it } from 'vitest'
import { getPaymentProvider, PAYMENT_PROVIDERS } from './index.server'

// PAYMENT_PROVIDER is parsed by server/config.ts from PAYMENT_PROVIDERS (a value outside it stops the process).
describe('the configured payment provider', () => {
  it('is the sandbox by default and when PAYMENT_PROVIDER=sandbox', () => {
    expect(PAYMENT_PROVIDERS).toEqual(['sandbox'])
    expect(getPaymentProvider().name).toBe('sandbox')
    expect(getPaymentProvider({ PAYMENT_PROVIDER: 'sandbox' }).name).toBe('sandbox')
  })
})
