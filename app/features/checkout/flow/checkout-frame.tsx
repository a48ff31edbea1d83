import type { ReactNode, Ref } from 'react'
import { CHECKOUT_HEADER_LABELS, CHECKOUT_LOADING_TEXT } from '../../../lib/constants'
import type { CheckoutStepText } from './checkout-page-data'
import { headerLabelIndex } from './checkout-steps'

/*
 * The parts of the checkout page around its steps (checkout §2): the header of three labels by step index, the
 * loading message, the global error block, a step's heading and description, and its Back / Continue row.
 */

/** Your Holiday / Your Details / Payment, the current one marked for assistive technology too. */
export function CheckoutHeader({ stepIndex }: { stepIndex: number }) {
  const current = headerLabelIndex(stepIndex)
  return (
    <nav className="checkout-header" aria-label="Checkout progress">
      <ol className="checkout-header__list">
        {CHECKOUT_HEADER_LABELS.map((label, index) => (
          <li
            key={label}
            className="checkout-header__item"
            data-state={index < current ? 'done' : index === current ? 'current' : 'todo'}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="checkout-header__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="checkout-header__label">{label}</span>
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** 'We are building your holiday' while a checkout call is out; the live region always exists so it is announced. */
export function CheckoutLoading({ loading }: { loading: boolean }) {
  return (
    <div className="checkout-loading" role="status" data-loading={loading || undefined}>
      {loading ? (
        <>
          <span className="checkout-loading__spinner" aria-hidden="true" />
          <span>{CHECKOUT_LOADING_TEXT}</span>
        </>
      ) : null}
    </div>
  )
}

/** Checkout §2, §8: the global booking error: title, the quote id when there is one, the message, the description. */
export function CheckoutErrorBlock({
  text,
  quoteId,
  message,
  headingRef,
}: {
  text: CheckoutStepText
  quoteId: number | null
  message: string | null
  headingRef: Ref<HTMLHeadingElement>
}) {
  return (
    <section className="checkout-error" aria-labelledby="checkout-error-title" data-testid="checkout-error">
      <h2 id="checkout-error-title" className="checkout-error__title" tabIndex={-1} ref={headingRef}>
        {text.title}
      </h2>
      {quoteId ? <p className="checkout-error__quote">Your quote id: {quoteId}</p> : null}
      {message ? <p className="checkout-error__message">{message}</p> : null}
      {text.descriptionHtml ? (
        <div className="checkout-error__description" dangerouslySetInnerHTML={{ __html: text.descriptionHtml }} />
      ) : null}
    </section>
  )
}

/** A step's heading (focused on every change of step) and its description from page data. */
export function StepIntro({
  id,
  text,
  headingRef,
  children,
}: {
  id: string
  text: CheckoutStepText
  headingRef: Ref<HTMLHeadingElement>
  children?: ReactNode
}) {
  return (
    <div className="checkout-step__intro">
      <h2 id={id} className="checkout-step__title" tabIndex={-1} ref={headingRef}>
        {text.title}
      </h2>
      {text.descriptionHtml ? (
        <div className="checkout-step__description" dangerouslySetInnerHTML={{ __html: text.descriptionHtml }} />
      ) : null}
      {children}
    </div>
  )
}

/** Back on the left, the way forward on the right (stacked, forward first, on a narrow screen). */
export function StepActions({ children }: { children: ReactNode }) {
  return <div className="checkout-step__actions">{children}</div>
}
