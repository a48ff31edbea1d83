import { afterEach, describe, expect, it, vi } from 'vitest'
import { exitWhenOrphaned } from './orphan-guard'

describe('exitWhenOrphaned', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('calls back once when the parent pid changes, and not before', () => {
    vi.useFakeTimers()
    let parent = 4242
    const onOrphaned = vi.fn()
    exitWhenOrphaned(onOrphaned, { intervalMs: 1000, parentPid: () => parent })

    vi.advanceTimersByTime(5000)
    expect(onOrphaned).not.toHaveBeenCalled()

    parent = 1 // the parent died: re-parented to init
    vi.advanceTimersByTime(1000)
    expect(onOrphaned).toHaveBeenCalledTimes(1)

    vi.advanceTimersByTime(10_000)
    expect(onOrphaned).toHaveBeenCalledTimes(1)
  })

  it('stops watching when asked', () => {
    vi.useFakeTimers()
    let parent = 7
    const onOrphaned = vi.fn()
    const guard = exitWhenOrphaned(onOrphaned, { intervalMs: 500, parentPid: () => parent })
    guard.stop()
    parent = 1
    vi.advanceTimersByTime(5000)
    expect(onOrphaned).not.toHaveBeenCalled()
  })
})
