import { describe, expect, it } from 'vitest'
import { turnOffZodJit } from './zod-jitless'

describe('turnOffZodJit', () => {
  it('is the setting Zod reads: z.config() reports jitless, and parsing still works', async () => {
    turnOffZodJit()
    const { config } = await import('zod/v4/core')
    expect(config().jitless).toBe(true)
    const { z } = await import('zod')
    expect(z.object({ name: z.string() }).parse({ name: 'Ada' })).toEqual({ name: 'Ada' })
  })
})
