import { useEffect, useRef, type Ref } from 'react'
import { CardFrame } from '../../payments/index'
import { StepActions, StepIntro } from '../flow/index'
import { paymentMessageOf, type PaymentFrame, type PaymentMessage } from './payment-rules'

export const CARD_FRAME_TITLE = 'Secure card payment'

/**
 * Checkout step 7, the card payment (checkout §2, §4; contract "The card frame"): the payment provider's hosted page
 * in a frame, with Back. The frame's last page posts `{ ...quote, transactionId }` to this window; only a message
 * from this page's own origin carrying a string transactionId counts, anything else is ignored.
 */
export function CardFrameStep({
  frame,
  title,
  headingRef,
  busy,
  onBack,
  onPaymentMessage,
}: {
  frame: PaymentFrame
  title: string
  headingRef: Ref<HTMLHeadingElement>
  busy: boolean
  onBack: () => void
  onPaymentMessage: (message: PaymentMessage) => void
}) {
  const handler = useRef(onPaymentMessage)
  handler.current = onPaymentMessage
  useEffect(() => {
    // One answer per frame: a second message (the last page reloaded) changes nothing; the server owns the rest.
    let handled = false
    const listener = (event: MessageEvent) => {
      const message = paymentMessageOf(event, window.location.origin)
      if (!message || handled) return
      handled = true
      handler.current(message)
    }
    window.addEventListener('message', listener)
    return () => window.removeEventListener('message', listener)
  }, [frame.url])

  return (
    <section className="checkout-step checkout-step--card" aria-labelledby="checkout-step-card">
      <StepIntro
        id="checkout-step-card"
        text={{
          title,
          descriptionHtml: '<p>Enter your card details below. They go straight to our payment provider.</p>',
        }}
        headingRef={headingRef}
      />
      <div className="checkout-card card-frame">
        {/* Issue 29, item 7: as tall as the card page inside it, so "Pay" is reached without inner scrolling. */}
        <CardFrame url={frame.url} title={CARD_FRAME_TITLE} />
      </div>
      <StepActions>
        <button type="button" className="button button--secondary" disabled={busy} onClick={onBack}>
          Back
        </button>
      </StepActions>
    </section>
  )
}
