import { describe, expect, it } from 'vitest'
import { SMOOTH_SECTION_SCROLL_MS } from '../../lib/constants'
import {
  animateScroll,
  easeInOutCubic,
  scrollPositionAt,
  sectionScrollTarget,
  type ScrollRunner,
} from './smooth-scroll'

describe('easeInOutCubic', () => {
  it.each([
    [0, 0],
    [0.25, 0.0625],
    [0.5, 0.5],
    [0.75, 0.9375],
    [1, 1],
    [-1, 0],
    [2, 1],
  ])('eases %f to %f', (input, expected) => {
    expect(easeInOutCubic(input)).toBeCloseTo(expected, 10)
  })

  it('is symmetric around the middle and never goes backwards', () => {
    let previous = -1
    for (let i = 0; i <= 100; i++) {
      const t = i / 100
      const value = easeInOutCubic(t)
      expect(value).toBeGreaterThanOrEqual(previous)
      expect(value + easeInOutCubic(1 - t)).toBeCloseTo(1, 10)
      previous = value
    }
  })
})

describe('scrollPositionAt', () => {
  it.each([
    { from: 0, to: 1000, elapsed: 0, expected: 0 },
    { from: 0, to: 1000, elapsed: 250, expected: 500 },
    { from: 0, to: 1000, elapsed: 500, expected: 1000 },
    { from: 0, to: 1000, elapsed: 9999, expected: 1000 },
    { from: 800, to: 200, elapsed: 250, expected: 500 },
    { from: 800, to: 200, elapsed: -5, expected: 800 },
  ])('$from → $to at $elapsed ms is $expected', ({ from, to, elapsed, expected }) => {
    expect(scrollPositionAt(from, to, elapsed, SMOOTH_SECTION_SCROLL_MS)).toBeCloseTo(expected, 10)
  })

  it('lands at once when the duration is zero', () => {
    expect(scrollPositionAt(10, 90, 0, 0)).toBe(90)
  })
})

describe('sectionScrollTarget', () => {
  it.each([
    { sectionTop: 600, currentScroll: 100, stickyOffset: 60, maxScroll: 5000, expected: 640 },
    { sectionTop: -300, currentScroll: 1000, stickyOffset: 60, maxScroll: 5000, expected: 640 },
    { sectionTop: 20, currentScroll: 0, stickyOffset: 60, maxScroll: 5000, expected: 0 },
    { sectionTop: 4000, currentScroll: 2000, stickyOffset: 0, maxScroll: 5000, expected: 5000 },
    { sectionTop: 100.6, currentScroll: 0, stickyOffset: 0, maxScroll: 5000, expected: 101 },
  ])('section at $sectionTop with scroll $currentScroll → $expected', (input) => {
    const { expected, ...args } = input
    expect(sectionScrollTarget(args)).toBe(expected)
  })
})

function fakeRunner(startScroll = 0) {
  let time = 0
  let scroll = startScroll
  const frames = new Map<number, (t: number) => void>()
  let nextHandle = 1
  const positions: number[] = []
  const runner: ScrollRunner = {
    now: () => time,
    requestFrame: (callback) => {
      const handle = nextHandle++
      frames.set(handle, callback)
      return handle
    },
    cancelFrame: (handle) => frames.delete(handle),
    scrollTo: (top) => {
      scroll = top
      positions.push(top)
    },
    readScroll: () => scroll,
  }
  const tick = (ms: number) => {
    time += ms
    const pending = [...frames.entries()]
    frames.clear()
    for (const [, callback] of pending) callback(time)
  }
  return { runner, tick, positions, pendingFrames: () => frames.size, scroll: () => scroll }
}

describe('animateScroll', () => {
  it('moves through eased positions and arrives exactly at the duration', () => {
    const fake = fakeRunner(0)
    let done = 0
    animateScroll(fake.runner, 1000, { durationMs: 500, onDone: () => done++ })
    fake.tick(125)
    fake.tick(125)
    fake.tick(125)
    expect(done).toBe(0)
    fake.tick(125)
    expect(fake.positions).toEqual([63, 500, 938, 1000])
    expect(done).toBe(1)
    expect(fake.pendingFrames()).toBe(0)
  })

  it('jumps straight there when the user prefers reduced motion', () => {
    const fake = fakeRunner(0)
    let done = 0
    animateScroll(fake.runner, 700, { reducedMotion: true, onDone: () => done++ })
    expect(fake.positions).toEqual([700])
    expect(done).toBe(1)
    expect(fake.pendingFrames()).toBe(0)
  })

  it('stops moving once cancelled and never reports arrival', () => {
    const fake = fakeRunner(0)
    let done = 0
    const cancel = animateScroll(fake.runner, 1000, { durationMs: 500, onDone: () => done++ })
    fake.tick(125)
    cancel()
    fake.tick(500)
    expect(fake.positions).toEqual([63])
    expect(done).toBe(0)
  })
})
