import { useEffect, useState } from 'react'

/** Discovery §9: the scroll-to-top button is active after 100 px of scroll and scrolls up in 600 ms. */
export const SCROLL_TO_TOP_AFTER_PX = 100
export const SCROLL_TO_TOP_DURATION_MS = 600

/** Ease-in-out over t in [0, 1]. */
const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2)

/**
 * 'Back to top' (discovery §2.11): shown once the page is scrolled more than 100 px; it scrolls to the top in
 * 600 ms (at once under prefers-reduced-motion) and puts focus on the home link at the top of the page, so the
 * keyboard carries on from there.
 */
export function ScrollToTop() {
  const [active, setActive] = useState(false)

  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      setActive(window.scrollY > SCROLL_TO_TOP_AFTER_PX)
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])

  const scrollUp = () => {
    const done = () => document.querySelector<HTMLElement>('.site-header__logo')?.focus({ preventScroll: true })
    const start = window.scrollY
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || start <= 0) {
      window.scrollTo(0, 0)
      done()
      return
    }
    const began = performance.now()
    const step = (now: number) => {
      const t = Math.min((now - began) / SCROLL_TO_TOP_DURATION_MS, 1)
      window.scrollTo(0, Math.round(start * (1 - ease(t))))
      if (t < 1) requestAnimationFrame(step)
      else done()
    }
    requestAnimationFrame(step)
  }

  return (
    <button type="button" className="scroll-to-top" hidden={!active} onClick={scrollUp}>
      <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 14l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">Back to top</span>
    </button>
  )
}
