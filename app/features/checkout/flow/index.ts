/*
 * The frame every checkout step renders in (checkout §2): the header of three labels, the step intro and actions, the
 * loading text and the global error block.
 */
export { CheckoutErrorBlock, CheckoutHeader, CheckoutLoading, StepActions, StepIntro } from './checkout-frame'
