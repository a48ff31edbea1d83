import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  getPaymentProvider,
  PaymentInputError,
  PaymentStateError,
  type AppPaymentProvider,
  type CreatePaymentInput,
} from '../../app/features/payments/index.server'
import type { AppDatabase } from '../../db/database.server'
import { client, type HttpClient, type HttpResponse } from '../support/http-client'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * The sandbox payment provider and its hosted card page (ARCHITECTURE.md "Selling"; ADR 0020) through the real server, on
 * the dialect under test. Transactions are created with the provider in this process against the server's own
 * database (as the checkout's payment submit does in the server), then the hosted page is used as a browser posting
 * the form would: every test card's outcome, validation, CSRF, replays, framing and caching headers; then void and
 * refund.
 */

const RETURN_PATH = '/checkout/payment-complete'

let server: TestServer
let db: AppDatabase
let provider: AppPaymentProvider

beforeAll(async () => {
  server = await startTestServer('payments-sandbox')
  db = server.database.db
  provider = getPaymentProvider(db, {})
})

afterAll(async () => {
  await server?.stop()
})

function paymentInput(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    purpose: 'checkout',
    sessionId: null,
    amountMinor: 149_950,
    currency: 'GBP',
    cardTypeId: null,
    brandId: 'meridian',
    description: 'Full payment for Italian Lakes and Venice',
    returnUrl: RETURN_PATH,
    ...overrides,
  }
}

async function newPayment(overrides: Partial<CreatePaymentInput> = {}) {
  return provider.createPayment(paymentInput(overrides))
}

function hiddenCsrf(html: string): string {
  const token = /name="csrfToken" value="([^"]+)"/.exec(html)?.[1]
  if (!token) throw new Error('the page has no csrfToken field')
  return token.replace(/&amp;/g, '&')
}

const validCard = (cardNumber: string) => ({
  cardNumber,
  expiryMonth: '12',
  expiryYear: String(new Date().getUTCFullYear() + 2),
  cvc: '123',
  nameOnCard: 'Ada Lovelace',
  intent: 'pay',
})

/** A browser posting the page's form: the page first (for its cookie and hidden token), then the form body. */
async function postForm(
  browser: HttpClient,
  path: string,
  fields: Record<string, string>,
  options: { csrf?: string } = {},
): Promise<HttpResponse> {
  const page = await browser.get(path)
  const token = options.csrf ?? (page.status === 200 ? hiddenCsrf(page.text) : '')
  const body = new URLSearchParams({ csrfToken: token, ...fields }).toString()
  return browser.post(path, body, {
    csrf: false,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
  })
}

async function rowOf(id: string) {
  return db.selectFrom('paymentTransactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

describe('createPayment', () => {
  it('creates an unguessable transaction and a same-origin frame URL', async () => {
    const created = await newPayment({ sessionId: null, quoteId: null })
    expect(created.transactionId).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(created.frameUrl).toBe(`/payments/sandbox/${created.transactionId}`)
    const payment = await provider.getPayment(created.transactionId)
    expect(payment).toMatchObject({
      id: created.transactionId,
      status: 'created',
      amountMinor: 149_950,
      currency: 'GBP',
      provider: 'sandbox',
      cardLast4: null,
    })
  })

  it.each(['https://evil.example/done', '//evil.example/done', '/\\evil.example', 'done'])(
    'refuses the foreign return URL %j',
    async (returnUrl) => {
      await expect(newPayment({ returnUrl })).rejects.toBeInstanceOf(PaymentInputError)
    },
  )

  it('refuses an amount below one minor unit', async () => {
    await expect(newPayment({ amountMinor: 0 })).rejects.toBeInstanceOf(PaymentInputError)
  })

  it('answers null for an unknown id, never a throw', async () => {
    expect(await provider.getPayment('no-such-transaction-id-000')).toBeNull()
    expect(await provider.getPayment('../etc')).toBeNull()
  })
})

describe('the hosted card page', () => {
  it('shows the amount, the description, the card fields and the test cards, without the site chrome', async () => {
    const { frameUrl } = await newPayment()
    const response = await client(server).get(frameUrl)
    expect(response.status).toBe(200)
    expect(response.text).toContain('£1,499.50')
    expect(response.text).toContain('Full payment for Italian Lakes and Venice')
    for (const name of ['cardNumber', 'expiryMonth', 'expiryYear', 'cvc', 'nameOnCard'])
      expect(response.text).toContain(`name="${name}"`)
    expect(response.text).toContain('<summary>Test cards</summary>')
    expect(response.text).toContain('4000 0000 0000 3220')
    expect(response.text).not.toContain('class="site-footer')
  })

  it('may be framed by this origin only, and is never cached', async () => {
    const { frameUrl } = await newPayment()
    const response = await client(server).get(frameUrl)
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'self'")
    const home = await client(server).get('/')
    expect(home.headers['x-frame-options']).toBe('DENY')
    expect(String(home.headers['content-security-policy'])).toContain("frame-ancestors 'none'")
  })

  it('answers 404 for an unknown transaction', async () => {
    const response = await client(server).get('/payments/sandbox/AAAAAAAAAAAAAAAAAAAAAA')
    expect(response.status).toBe(404)
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
  })

  it('approves the approved card, keeps only the last four digits, and sends the frame to the return URL', async () => {
    const { transactionId, frameUrl } = await newPayment()
    const browser = client(server)
    const response = await postForm(browser, frameUrl, validCard('4242 4242 4242 4242'))
    expect(response.status).toBe(302)
    expect(response.headers.location).toBe(`${RETURN_PATH}?transactionId=${transactionId}`)
    const row = await rowOf(transactionId)
    expect(row).toMatchObject({ status: 'approved', cardLast4: '4242' })
    expect(row.providerReference).toMatch(/^sbx_/)
    expect(JSON.stringify(row)).not.toContain('4242424242424242')
    // Paid: a GET or a second submit only sends the frame back; nothing is paid twice.
    const again = await postForm(browser, frameUrl, validCard('4000 0000 0000 0002'))
    expect(again.status).toBe(302)
    expect(again.headers.location).toBe(`${RETURN_PATH}?transactionId=${transactionId}`)
    expect(await rowOf(transactionId)).toMatchObject({ status: 'approved', cardLast4: '4242' })
    const reload = await browser.get(frameUrl)
    expect(reload.status).toBe(302)
    expect(reload.headers.location).toBe(`${RETURN_PATH}?transactionId=${transactionId}`)
  })

  it('declines the declined card on the page, then takes another card in the same frame', async () => {
    const { transactionId, frameUrl } = await newPayment()
    const browser = client(server)
    const declined = await postForm(browser, frameUrl, validCard('4000 0000 0000 0002'))
    expect(declined.status).toBe(302)
    expect(declined.headers.location).toBe(frameUrl)
    expect(await rowOf(transactionId)).toMatchObject({ status: 'declined', cardLast4: '0002' })
    expect((await provider.getPayment(transactionId))?.status).toBe('declined')
    const page = await browser.get(frameUrl)
    expect(page.status).toBe(200)
    expect(page.text).toContain('Your card was declined. Please try another card.')
    const approved = await postForm(browser, frameUrl, validCard('5555 5555 5555 4444'))
    expect(approved.headers.location).toBe(`${RETURN_PATH}?transactionId=${transactionId}`)
    expect(await rowOf(transactionId)).toMatchObject({ status: 'approved', cardLast4: '4444', message: null })
  })

  it('runs the 3-D Secure page: Authenticate approves', async () => {
    const { transactionId, frameUrl } = await newPayment()
    const browser = client(server)
    const challenged = await postForm(browser, frameUrl, validCard('4000 0000 0000 3220'))
    expect(challenged.headers.location).toBe(frameUrl)
    expect(await rowOf(transactionId)).toMatchObject({ status: 'created', threeDsState: 'challenge' })
    const page = await browser.get(frameUrl)
    expect(page.text).toContain('Authenticate')
    expect(page.text).toContain('Fail authentication')
    const passed = await postForm(browser, frameUrl, { intent: 'authenticate' })
    expect(passed.headers.location).toBe(`${RETURN_PATH}?transactionId=${transactionId}`)
    expect(await rowOf(transactionId)).toMatchObject({ status: 'approved', threeDsState: 'passed', cardLast4: '3220' })
  })

  it('runs the 3-D Secure page: Fail authentication declines, and another card may be tried', async () => {
    const { transactionId, frameUrl } = await newPayment()
    const browser = client(server)
    await postForm(browser, frameUrl, validCard('4000 0000 0000 3220'))
    const failed = await postForm(browser, frameUrl, { intent: 'fail-authentication' })
    expect(failed.headers.location).toBe(frameUrl)
    expect(await rowOf(transactionId)).toMatchObject({ status: 'declined', threeDsState: 'failed' })
    const page = await browser.get(frameUrl)
    expect(page.text).toContain('Your card could not be authenticated. Please try another card.')
    expect(page.text).toContain('name="cardNumber"')
    // Authenticating after the failure changes nothing.
    await postForm(browser, frameUrl, { intent: 'authenticate' })
    expect((await rowOf(transactionId)).status).toBe('declined')
  })

  it('leaves the pending card pending for two status reads, then approved', async () => {
    const { transactionId, frameUrl } = await newPayment()
    const response = await postForm(client(server), frameUrl, validCard('4000 0000 0000 0259'))
    expect(response.headers.location).toBe(`${RETURN_PATH}?transactionId=${transactionId}`)
    expect((await provider.getPayment(transactionId))?.status).toBe('pending')
    expect((await provider.getPayment(transactionId))?.status).toBe('pending')
    expect((await provider.getPayment(transactionId))?.status).toBe('approved')
    expect((await provider.getPayment(transactionId))?.status).toBe('approved')
  })

  it('reports the provider error card as an error', async () => {
    const { transactionId, frameUrl } = await newPayment()
    const response = await postForm(client(server), frameUrl, validCard('4000 0000 0000 0119'))
    expect(response.headers.location).toBe(`${RETURN_PATH}?transactionId=${transactionId}`)
    const payment = await provider.getPayment(transactionId)
    expect(payment).toMatchObject({ status: 'error', cardLast4: '0119' })
    expect(payment?.message).toBeTruthy()
  })

  it('answers a Luhn-invalid number with field errors, linked to the fields, and changes nothing', async () => {
    const { transactionId, frameUrl } = await newPayment()
    const response = await postForm(client(server), frameUrl, { ...validCard('4242 4242 4242 4241'), cvc: '' })
    expect(response.status).toBe(400)
    expect(response.text).toContain('There is a problem')
    expect(response.text).toContain('href="#sandbox-cardNumber"')
    expect(response.text).toMatch(/id="sandbox-cardNumber"[^>]*aria-invalid="true"/)
    expect(response.text).toContain('aria-describedby="sandbox-cardNumber-hint sandbox-cardNumber-error"')
    expect(response.text).toContain('id="sandbox-cvc-error"')
    // The card number is never echoed back.
    expect(response.text).not.toContain('4242 4242 4242 4241')
    expect(await rowOf(transactionId)).toMatchObject({ status: 'created', cardLast4: null })
  })

  it('refuses a post without the page token (CSRF) and changes nothing', async () => {
    const { transactionId, frameUrl } = await newPayment()
    const response = await postForm(client(server), frameUrl, validCard('4242 4242 4242 4242'), { csrf: 'forged' })
    expect(response.status).toBe(403)
    expect((await rowOf(transactionId)).status).toBe('created')
  })
})

describe('void and refund', () => {
  async function approvedPayment(amountMinor = 10_000) {
    const created = await newPayment({ amountMinor })
    await postForm(client(server), created.frameUrl, validCard('4242 4242 4242 4242'))
    expect((await rowOf(created.transactionId)).status).toBe('approved')
    return created
  }

  it('voids an approved payment, idempotently; the page then only sends the frame back', async () => {
    const { transactionId, frameUrl } = await approvedPayment()
    await provider.voidPayment(transactionId)
    await provider.voidPayment(transactionId)
    expect((await provider.getPayment(transactionId))?.status).toBe('voided')
    const again = await postForm(client(server), frameUrl, validCard('4242 4242 4242 4242'))
    expect(again.status).toBe(302)
    expect((await rowOf(transactionId)).status).toBe('voided')
  })

  it('closes an unpaid transaction so it can no longer be paid', async () => {
    const { transactionId, frameUrl } = await newPayment()
    await provider.voidPayment(transactionId)
    const response = await client(server).get(frameUrl)
    expect(response.status).toBe(302)
    expect((await rowOf(transactionId)).status).toBe('voided')
  })

  it('refunds up to the approved amount, each refund its own row', async () => {
    const { transactionId } = await approvedPayment(10_000)
    const first = await provider.refundPayment(transactionId, 4_000)
    expect(await rowOf(first.refundTransactionId)).toMatchObject({
      status: 'refunded',
      amountMinor: 4_000,
      refundOf: transactionId,
      cardLast4: '4242',
    })
    expect(await rowOf(transactionId)).toMatchObject({ status: 'approved', refundedMinor: 4_000 })
    await expect(provider.refundPayment(transactionId, 6_001)).rejects.toBeInstanceOf(PaymentStateError)
    await provider.refundPayment(transactionId, 6_000)
    expect(await rowOf(transactionId)).toMatchObject({ status: 'refunded', refundedMinor: 10_000 })
    await expect(provider.refundPayment(transactionId, 1)).rejects.toBeInstanceOf(PaymentStateError)
    // A refunded payment cannot be voided.
    await expect(provider.voidPayment(transactionId)).rejects.toBeInstanceOf(PaymentStateError)
  })

  it('never lets concurrent refunds exceed the approved amount', async () => {
    const { transactionId } = await approvedPayment(10_000)
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => provider.refundPayment(transactionId, 3_000)),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3)
    expect((await rowOf(transactionId)).refundedMinor).toBe(9_000)
  })

  it('refuses to refund a payment that was not approved', async () => {
    const { transactionId } = await newPayment()
    await expect(provider.refundPayment(transactionId, 100)).rejects.toBeInstanceOf(PaymentStateError)
  })
})
