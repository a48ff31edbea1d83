import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { pushDataLayer } from '../../lib/analytics'
import { SMOOTH_SECTION_SCROLL_MS } from '../../lib/constants'
import { animateScroll, browserScrollRunner, sectionScrollTarget } from './smooth-scroll'

export interface SummaryNavSection {
  id: string
  label: string
}

/**
 * The tour page's sticky summary nav (discovery §2.11): in-page links that scroll to their section in 500 ms with an
 * eased animation (or at once for reduced motion), land the section just below the sticky bar, move focus to it so
 * keyboard and screen-reader users continue from there, and push the holidayAnchor analytics event. The link of
 * the section being read is marked aria-current.
 */
export function SummaryNav({ sections, tourCode }: { sections: SummaryNavSection[]; tourCode: string }) {
  const navRef = useRef<HTMLElement>(null)
  const cancelRef = useRef<(() => void) | null>(null)
  const [current, setCurrent] = useState<string | null>(null)

  useEffect(() => () => cancelRef.current?.(), [])

  const sectionKey = sections.map((section) => section.id).join(' ')
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return
    const ids = sectionKey.split(' ')
    const elements = ids.map((id) => document.getElementById(id)).filter((element) => element !== null)
    const visible = new Map<string, boolean>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(entry.target.id, entry.isIntersecting)
        setCurrent(ids.find((id) => visible.get(id)) ?? null)
      },
      // A section counts as being read while it crosses the band below the two sticky bars.
      { rootMargin: '-130px 0px -60% 0px' },
    )
    for (const element of elements) observer.observe(element)
    return () => observer.disconnect()
  }, [sectionKey])

  const onClick = (event: MouseEvent<HTMLAnchorElement>, section: SummaryNavSection) => {
    const target = document.getElementById(section.id)
    if (!target || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    pushDataLayer('holidayAnchor', { anchor: section.id, anchorLabel: section.label, tourCode })
    cancelRef.current?.()
    // The bar sticks at its CSS `top` (under the site's main navigation): a section lands below both.
    const nav = navRef.current
    const stickyOffset = nav ? nav.getBoundingClientRect().height + (parseFloat(getComputedStyle(nav).top) || 0) : 0
    const to = sectionScrollTarget({
      sectionTop: target.getBoundingClientRect().top,
      currentScroll: window.scrollY,
      stickyOffset,
      maxScroll: document.documentElement.scrollHeight - window.innerHeight,
    })
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    cancelRef.current = animateScroll(browserScrollRunner(), to, {
      durationMs: SMOOTH_SECTION_SCROLL_MS,
      reducedMotion,
      onDone: () => {
        target.focus({ preventScroll: true })
        window.history.replaceState(window.history.state, '', `#${section.id}`)
      },
    })
  }

  if (sections.length === 0) return null
  return (
    <nav ref={navRef} className="summary-nav" aria-label="Holiday sections">
      <ul className="summary-nav__list container" role="list">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              className="summary-nav__link"
              href={`#${section.id}`}
              aria-current={current === section.id ? 'true' : undefined}
              onClick={(event) => onClick(event, section)}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
