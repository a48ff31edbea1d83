/*
 * A server started by a test run or a bench must not outlive it. Playwright, Vitest and the bench scripts stop their
 * servers when they end normally, but a run that is killed (a CI timeout, kill -9 of the runner, a closed terminal)
 * never gets to, and its servers would keep their ports and databases. A process whose parent has died is
 * re-parented (to init or a subreaper), so its parent pid changes: that is the signal to stop.
 */

export interface OrphanGuard {
  stop(): void
}

/**
 * Calls `onOrphaned` once, when this process's parent pid is no longer the one it started with. Checks every
 * `intervalMs`; the timer does not keep the process alive.
 */
export function exitWhenOrphaned(
  onOrphaned: () => void,
  { intervalMs = 1000, parentPid = () => process.ppid }: { intervalMs?: number; parentPid?: () => number } = {},
): OrphanGuard {
  const original = parentPid()
  const timer = setInterval(() => {
    if (parentPid() === original) return
    clearInterval(timer)
    onOrphaned()
  }, intervalMs)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
