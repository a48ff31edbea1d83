import { SMOOTH_SECTION_SCROLL_MS } from '../../lib/constants'

/*
 * The summary nav's timed scroll (discovery §2.11, §9: 500 ms). CSS `scroll-behavior: smooth` has no duration, so the
 * animation is driven by requestAnimationFrame with an ease-in-out curve. The maths is pure; the runner takes its
 * clock, frame scheduler and scroll writer as arguments so tests can drive it frame by frame.
 */

/** Ease-in-out cubic on [0, 1]: slow start, fast middle, slow landing. Clamped outside the range. */
export function easeInOutCubic(progress: number): number {
  const t = Math.min(1, Math.max(0, progress))
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2
}

/** Where the page should be `elapsedMs` into a scroll from `from` to `to` lasting `durationMs`. */
export function scrollPositionAt(from: number, to: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to
  if (elapsedMs <= 0) return from
  return from + (to - from) * easeInOutCubic(elapsedMs / durationMs)
}

/** The document offset to scroll to so a section's top lands just below the sticky bars, within the page's range. */
export function sectionScrollTarget({
  sectionTop,
  currentScroll,
  stickyOffset,
  maxScroll,
}: {
  /** The section's top relative to the viewport (getBoundingClientRect().top). */
  sectionTop: number
  currentScroll: number
  stickyOffset: number
  maxScroll: number
}): number {
  const target = Math.round(currentScroll + sectionTop - stickyOffset)
  return Math.min(Math.max(0, target), Math.max(0, maxScroll))
}

export interface ScrollRunner {
  now: () => number
  requestFrame: (callback: (time: number) => void) => number
  cancelFrame: (handle: number) => void
  scrollTo: (top: number) => void
  readScroll: () => number
}

/**
 * Animates the page to `to` over `durationMs`, or jumps there when motion is reduced. Returns a cancel function;
 * `onDone` runs once the page has arrived (not when cancelled).
 */
export function animateScroll(
  runner: ScrollRunner,
  to: number,
  {
    durationMs = SMOOTH_SECTION_SCROLL_MS,
    reducedMotion = false,
    onDone,
  }: { durationMs?: number; reducedMotion?: boolean; onDone?: () => void } = {},
): () => void {
  const from = runner.readScroll()
  if (reducedMotion || durationMs <= 0 || from === to) {
    runner.scrollTo(to)
    onDone?.()
    return () => {}
  }
  const start = runner.now()
  let handle = 0
  let cancelled = false
  const step = () => {
    if (cancelled) return
    const elapsed = runner.now() - start
    runner.scrollTo(Math.round(scrollPositionAt(from, to, elapsed, durationMs)))
    if (elapsed >= durationMs) {
      onDone?.()
      return
    }
    handle = runner.requestFrame(step)
  }
  handle = runner.requestFrame(step)
  return () => {
    cancelled = true
    runner.cancelFrame(handle)
  }
}

/** The browser's runner: performance.now, requestAnimationFrame and an instant window.scrollTo. */
export function browserScrollRunner(): ScrollRunner {
  return {
    now: () => performance.now(),
    requestFrame: (callback) => window.requestAnimationFrame(callback),
    cancelFrame: (handle) => window.cancelAnimationFrame(handle),
    scrollTo: (top) => window.scrollTo({ top, behavior: 'instant' }),
    readScroll: () => window.scrollY,
  }
}
