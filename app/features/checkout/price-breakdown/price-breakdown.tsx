import { useEffect, useRef, useState, type RefObject } from 'react'
import { type CheckoutTexts, showsStickySubtotal, type BreakdownView } from '../flow/index.rules'

export const PRICE_BREAKDOWN_ID = 'price-breakdown'

/**
 * The price breakdown (checkout §2, §4, §8, §9): the lines and the subtotal, both the server's. On a subtotal
 * mismatch the notice from page data (with the phone number) shows, the subtotal is the quote's, and no line shows
 * a price. The subtotal line is the placeholder the sticky bar watches.
 */
export function PriceBreakdown({
  view,
  text,
  placeholderRef,
}: {
  view: BreakdownView
  text: CheckoutTexts['priceBreakdown']
  placeholderRef: RefObject<HTMLDivElement | null>
}) {
  return (
    <section
      className="checkout-card checkout-breakdown"
      id={PRICE_BREAKDOWN_ID}
      aria-labelledby={`${PRICE_BREAKDOWN_ID}-title`}
      tabIndex={-1}
      data-mismatch={view.mismatch || undefined}
    >
      <h2 id={`${PRICE_BREAKDOWN_ID}-title`} className="checkout-breakdown__title">
        {text.title}
      </h2>
      {text.introductionHtml ? (
        <div className="checkout-breakdown__intro" dangerouslySetInnerHTML={{ __html: text.introductionHtml }} />
      ) : null}
      {view.mismatch && text.subtotalMismatchHtml ? (
        <div
          className="checkout-breakdown__mismatch"
          data-testid="subtotal-mismatch"
          dangerouslySetInnerHTML={{ __html: text.subtotalMismatchHtml }}
        />
      ) : null}
      <dl className="checkout-breakdown__lines">
        {view.lines.map((line, index) => (
          <div
            key={`${line.kind}-${index}`}
            className="checkout-breakdown__line"
            data-kind={line.kind}
            data-amount-minor={view.mismatch ? undefined : line.amount}
          >
            <dt>
              <span className="checkout-breakdown__name">{line.name}</span>
              {view.mismatch ? null : <span className="checkout-breakdown__detail">{line.detail}</span>}
            </dt>
            <dd>{view.mismatch ? null : line.amountText}</dd>
          </div>
        ))}
        <div
          className="checkout-breakdown__line checkout-breakdown__subtotal"
          ref={placeholderRef}
          data-subtotal-minor={view.subtotal}
        >
          <dt>{text.label}</dt>
          <dd>{view.subtotalText}</dd>
        </div>
      </dl>
      {text.descriptionHtml ? (
        <div className="checkout-breakdown__description" dangerouslySetInnerHTML={{ __html: text.descriptionHtml }} />
      ) : null}
    </section>
  )
}

/** Checkout §2: whether the subtotal placeholder lies lower than the 72 px threshold above the viewport bottom. */
export function useStickySubtotal(placeholderRef: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (!enabled) {
      setVisible(false)
      return
    }
    let frame = 0
    const measure = () => {
      frame = 0
      const placeholder = placeholderRef.current
      const breakdown = placeholder?.closest(`#${PRICE_BREAKDOWN_ID}`)
      setVisible(
        placeholder
          ? showsStickySubtotal(
              placeholder.getBoundingClientRect().top,
              window.innerHeight,
              breakdown?.getBoundingClientRect().top,
            )
          : false,
      )
    }
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    // The page grows and shrinks without scrolling too (a room added, a step changed): measure again then.
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule)
    resizes?.observe(document.body)
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      resizes?.disconnect()
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [enabled, placeholderRef])
  return visible
}

/** On <html> while the bar shows: checkout.css keeps focused and scrolled-to elements and 'Back to top' clear of it. */
export const SUBTOTAL_BAR_ROOT_CLASS = 'has-subtotal-bar'
/** On <html> while the bar may show (a step with a breakdown): the page's foot keeps room for it. */
export const SUBTOTAL_BAR_RESERVE_CLASS = 'reserves-subtotal-bar'
/** The bar's measured height on <html> (it wraps to two lines on a narrow screen), for checkout.css. */
export const SUBTOTAL_BAR_HEIGHT_PROPERTY = '--checkout-subtotal-bar-height'

/** The sticky subtotal bar: the label and subtotal, and a way to the full breakdown. */
export function StickySubtotalBar({
  visible,
  label,
  subtotalText,
  onShowBreakdown,
}: {
  visible: boolean
  label: string
  subtotalText: string
  onShowBreakdown: () => void
}) {
  const barRef = useRef<HTMLDivElement>(null)
  // The reserve is there whenever the bar may show, so showing or hiding it never changes the page's height.
  useEffect(() => {
    const root = document.documentElement
    root.classList.add(SUBTOTAL_BAR_RESERVE_CLASS)
    return () => root.classList.remove(SUBTOTAL_BAR_RESERVE_CLASS)
  }, [])
  useEffect(() => {
    if (!visible) return
    const root = document.documentElement
    root.classList.add(SUBTOTAL_BAR_ROOT_CLASS)
    const bar = barRef.current
    const measure = () => {
      if (bar)
        root.style.setProperty(SUBTOTAL_BAR_HEIGHT_PROPERTY, `${Math.ceil(bar.getBoundingClientRect().height)}px`)
    }
    measure()
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    if (bar) resizes?.observe(bar)
    return () => {
      resizes?.disconnect()
      root.classList.remove(SUBTOTAL_BAR_ROOT_CLASS)
    }
  }, [visible])

  return (
    <div className="checkout-subtotal-bar" hidden={!visible} data-testid="subtotal-bar" ref={barRef}>
      <div className="container checkout-subtotal-bar__inner">
        <p className="checkout-subtotal-bar__total">
          {label} <strong>{subtotalText}</strong>
        </p>
        <button type="button" className="checkout-link-button checkout-subtotal-bar__link" onClick={onShowBreakdown}>
          View price breakdown
        </button>
      </div>
    </div>
  )
}
