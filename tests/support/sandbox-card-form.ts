/*
 * The sandbox provider's hosted card page as a browser in the card frame fills it in (issue 11; docs/payments-sandbox.md):
 * its hidden CSRF field and the form body. Pure, with no test runner: the integration tests, the fault suite (a plain
 * tsx script) and the booking helpers all post the same form.
 */

export const SANDBOX_APPROVED_CARD = '4242424242424242'

/** The hidden csrfToken of a card page, or null when the page has none (not a card page). */
export function cardPageToken(html: string): string | null {
  return /name="csrfToken" value="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null
}

/** The url-encoded form a traveller sends from the card page: a card valid for two more years. */
export function sandboxCardForm(csrfToken: string, cardNumber: string = SANDBOX_APPROVED_CARD): string {
  return new URLSearchParams({
    csrfToken,
    cardNumber,
    expiryMonth: '12',
    expiryYear: String(new Date().getUTCFullYear() + 2),
    cvc: '123',
    nameOnCard: 'Ada Lovelace',
    intent: 'pay',
  }).toString()
}

export const CARD_FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }
