import { useEffect } from 'react'
import { STICKY_BROCHURE_FOOTER_MARGIN_PX } from '../../lib/constants'

/** On <html> while the bar shows; brochures.css gives the footer its bottom margin from the custom property. */
export const STICKY_BAR_ROOT_CLASS = 'has-brochure-bar'
export const STICKY_BAR_MARGIN_PROPERTY = '--brochure-bar-footer-margin'

export function selectedCountText(count: number): string {
  return `${count} ${count === 1 ? 'brochure' : 'brochures'} selected`
}

/**
 * The sticky bar with the selected count and 'Request Brochure(s)' (discovery §2.9, §4): shown only while at least one
 * brochure is selected, and while shown the footer gets a bottom margin so the bar never covers it. The count is
 * announced by the page's status region (a live region must exist before its text changes; this bar does not).
 */
export function StickyBrochureBar({
  count,
  visible,
  onRequest,
}: {
  count: number
  visible: boolean
  onRequest: () => void
}) {
  useEffect(() => {
    if (!visible) return
    const root = document.documentElement
    root.style.setProperty(STICKY_BAR_MARGIN_PROPERTY, `${STICKY_BROCHURE_FOOTER_MARGIN_PX}px`)
    root.classList.add(STICKY_BAR_ROOT_CLASS)
    return () => {
      root.classList.remove(STICKY_BAR_ROOT_CLASS)
      root.style.removeProperty(STICKY_BAR_MARGIN_PROPERTY)
    }
  }, [visible])

  return (
    <div className="brochure-bar" hidden={!visible} data-testid="brochure-bar">
      <div className="container brochure-bar__inner">
        <p className="brochure-bar__count">{selectedCountText(count)}</p>
        <button type="button" className="button button--accent" onClick={onRequest}>
          Request Brochure(s)
        </button>
      </div>
    </div>
  )
}
