// Trailing-edge debounce for search typing, field validation and error scrolling (discovery §9 timings).

export type Debounced<A extends unknown[]> = ((...args: A) => void) & {
  /** Drops the pending call. */
  cancel: () => void
  /** Runs the pending call now with its latest arguments; does nothing when none is pending. */
  flush: () => void
  pending: () => boolean
}

export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined
  let lastArgs: A | undefined

  const run = (): void => {
    const args = lastArgs
    timer = undefined
    lastArgs = undefined
    if (args !== undefined) fn(...args)
  }

  const debounced = (...args: A): void => {
    lastArgs = args
    if (timer !== undefined) clearTimeout(timer)
    timer = setTimeout(run, ms)
  }

  return Object.assign(debounced, {
    cancel: (): void => {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      lastArgs = undefined
    },
    flush: (): void => {
      if (timer === undefined) return
      clearTimeout(timer)
      run()
    },
    pending: (): boolean => timer !== undefined,
  })
}
