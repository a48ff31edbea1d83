/*
 * Periodic clean-up of rows that only ever pile up: expired sessions and old password-reset links (sign-in issue),
 * beside the rate-limit counters that server/rate-limit.ts prunes as it counts. Each process runs the tasks on its
 * own timer; every task is an idempotent DELETE of rows past their date, so several processes doing it at once is
 * harmless. A failing task is logged and tried again next time; it never stops the others or the process.
 */

export interface HousekeepingTask {
  /** For the log: 'expired sessions'. */
  name: string
  /** Does what is due (deletes old rows, plans or runs scheduled jobs); returns how many things it did. */
  run: () => Promise<number>
  /** What the log calls that number: 'removed' (the default), 'planned', 'ran'. */
  counts?: string
}

export interface HousekeepingLogger {
  info(details: object, message: string): void
  warn(details: object, message: string): void
}

export interface Housekeeping {
  /** Runs every task once now (what the timer does); resolves when they have all finished. */
  runNow(): Promise<void>
  /** Stops the timer and waits for a round in progress (before the database is closed). */
  stop(): Promise<void>
}

export function startHousekeeping(
  tasks: readonly HousekeepingTask[],
  options: { intervalMs: number; logger: HousekeepingLogger; runAtStart?: boolean },
): Housekeeping {
  let running: Promise<void> = Promise.resolve()
  let stopped = false

  const round = async () => {
    for (const task of tasks) {
      try {
        const done = await task.run()
        if (done > 0) options.logger.info({ task: task.name, [task.counts ?? 'removed']: done }, 'housekeeping')
      } catch (error) {
        options.logger.warn({ task: task.name, err: error }, 'housekeeping task failed; will retry')
      }
    }
  }
  const runNow = () => {
    // One round at a time: a slow database never stacks rounds up.
    running = running.then(() => (stopped ? undefined : round()))
    return running
  }

  const timer = setInterval(() => void runNow(), options.intervalMs)
  timer.unref()
  if (options.runAtStart ?? true) void runNow()

  return {
    runNow,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
