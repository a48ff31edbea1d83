import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startHousekeeping, type HousekeepingLogger } from './housekeeping'

function recordingLogger() {
  const lines: Array<{ level: string; details: object; message: string }> = []
  const logger: HousekeepingLogger = {
    info: (details, message) => lines.push({ level: 'info', details, message }),
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
  }
  return { logger, lines }
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('startHousekeeping', () => {
  it('runs every task at start and then once per interval, logging what went', async () => {
    const run = vi.fn(async () => 3)
    const { logger, lines } = recordingLogger()
    const housekeeping = startHousekeeping([{ name: 'expired sessions', run }], { intervalMs: 1_000, logger })
    await vi.advanceTimersByTimeAsync(0)
    expect(run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(run).toHaveBeenCalledTimes(3)
    expect(lines[0]).toEqual({
      level: 'info',
      details: { task: 'expired sessions', removed: 3 },
      message: 'housekeeping',
    })
    await housekeeping.stop()
  })

  it('logs what a task that does not delete did, in its own word', async () => {
    const { logger, lines } = recordingLogger()
    const housekeeping = startHousekeeping(
      [{ name: 'balance reminder planning', run: async () => 4, counts: 'planned' }],
      {
        intervalMs: 1_000,
        logger,
      },
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(lines[0]?.details).toEqual({ task: 'balance reminder planning', planned: 4 })
    await housekeeping.stop()
  })

  it('keeps going after a failing task, and tries it again next round', async () => {
    const failing = vi.fn(async () => {
      throw new Error('database busy')
    })
    const other = vi.fn(async () => 0)
    const { logger, lines } = recordingLogger()
    const housekeeping = startHousekeeping(
      [
        { name: 'failing', run: failing },
        { name: 'other', run: other },
      ],
      { intervalMs: 1_000, logger },
    )
    await vi.advanceTimersByTimeAsync(1_000)
    expect(failing).toHaveBeenCalledTimes(2)
    expect(other).toHaveBeenCalledTimes(2)
    expect(lines.map((line) => line.level)).toEqual(['warn', 'warn'])
    await housekeeping.stop()
  })

  it('stops the timer, and stop() waits for a round in progress', async () => {
    let finish!: () => void
    const run = vi.fn(() => new Promise<number>((resolve) => (finish = () => resolve(1))))
    const { logger } = recordingLogger()
    const housekeeping = startHousekeeping([{ name: 'slow', run }], { intervalMs: 1_000, logger })
    await vi.advanceTimersByTimeAsync(0)
    expect(run).toHaveBeenCalledTimes(1)
    let stopped = false
    const stopping = housekeeping.stop().then(() => (stopped = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(stopped).toBe(false)
    finish()
    await stopping
    expect(stopped).toBe(true)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(run).toHaveBeenCalledTimes(1)
  })
})
