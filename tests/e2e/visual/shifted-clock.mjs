/*
 * Loaded with `node --import` by the visual suite's own server (visual-server.ts), never by the app: it moves this
 * process's clock to ITINERA_SHIFTED_NOW (an ISO instant) when the process starts, and lets it run on from there.
 * The demo catalogue is generated from "today" (departure dates, and with them prices and the order of the random
 * draws), and pages show dates, so a screenshot taken on another day would differ. With the clock moved, every run
 * seeds and renders the same catalogue on the same day. Time still passes (timers, session expiry and rate limits
 * behave as usual); only the starting point is fixed.
 */
const target = process.env.ITINERA_SHIFTED_NOW
if (target) {
  const targetMs = Date.parse(target)
  if (Number.isNaN(targetMs)) throw new Error(`ITINERA_SHIFTED_NOW is not an ISO instant: ${target}`)
  const RealDate = Date
  const offsetMs = targetMs - RealDate.now()
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offsetMs)
      else super(...args)
    }
    static now() {
      return RealDate.now() + offsetMs
    }
  }
  // Date() called without `new` returns a string of the current time.
  globalThis.Date = new Proxy(ShiftedDate, {
    apply: () => new ShiftedDate().toString(),
  })
}
