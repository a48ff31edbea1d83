import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { debounce } from './debounce'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('debounce', () => {
  // [times at which calls are made, time to advance to, expected invocation args]
  it.each<[string, number[], number, number[][]]>([
    ['one call runs after the wait', [0], 100, [[0]]],
    ['not before the wait', [0], 99, []],
    ['a burst runs once with the last arguments', [0, 50, 90], 190, [[90]]],
    ['the wait restarts on every call', [0, 50, 90], 189, []],
    ['calls further apart than the wait run each', [0, 150], 300, [[0], [150]]],
  ])('%s', (_name, callTimes, until, expected) => {
    const fn = vi.fn<(n: number) => void>()
    const debounced = debounce(fn, 100)
    let now = 0
    for (const t of callTimes) {
      vi.advanceTimersByTime(t - now)
      now = t
      debounced(t)
    }
    vi.advanceTimersByTime(until - now)
    expect(fn.mock.calls).toEqual(expected)
  })

  it('cancel drops the pending call', () => {
    const fn = vi.fn()
    const debounced = debounce(fn, 100)
    debounced('a')
    expect(debounced.pending()).toBe(true)
    debounced.cancel()
    expect(debounced.pending()).toBe(false)
    vi.advanceTimersByTime(1000)
    expect(fn).not.toHaveBeenCalled()
  })

  it('flush runs the pending call at once, and only once', () => {
    const fn = vi.fn()
    const debounced = debounce(fn, 100)
    debounced('a', 1)
    debounced('b', 2)
    debounced.flush()
    expect(fn.mock.calls).toEqual([['b', 2]])
    vi.advanceTimersByTime(1000)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('flush and cancel with nothing pending do nothing', () => {
    const fn = vi.fn()
    const debounced = debounce(fn, 100)
    debounced.flush()
    debounced.cancel()
    expect(fn).not.toHaveBeenCalled()
  })

  it('works again after cancel', () => {
    const fn = vi.fn()
    const debounced = debounce(fn, 50)
    debounced(1)
    debounced.cancel()
    debounced(2)
    vi.advanceTimersByTime(50)
    expect(fn.mock.calls).toEqual([[2]])
  })

  it('a zero wait still defers to the next tick', () => {
    const fn = vi.fn()
    debounce(fn, 0)()
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('lets a call made from inside fn schedule a new run', () => {
    const seen: number[] = []
    const debounced = debounce((n: number) => {
      seen.push(n)
      if (n < 3) debounced(n + 1)
    }, 10)
    debounced(1)
    vi.advanceTimersByTime(100)
    expect(seen).toEqual([1, 2, 3])
  })
})
