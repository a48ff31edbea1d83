import { timingSafeEqual } from 'node:crypto'
import { data, redirect, redirectDocument } from 'react-router'
import type { AppDatabase } from '../../../db/database.server'
import { formatMoney, type CurrencyCode } from '../../lib/money'
import { expiryYears, validateCardForm, type CardForm } from './sandbox-cards'
import {
  CSRF_FIELD_NAME,
  INTENT_FIELD_NAME,
  type SandboxActionData,
  type SandboxCardPageData,
} from './sandbox-page-data'
import { completeChallenge, getSandboxPage, submitCard, type SandboxStep } from './sandbox-provider.server'

/*
 * The hosted card page's loader and action (ADR 0020), for app/routes/payments.sandbox.tsx.
 * GET shows the card form, the 3-D Secure page, or — once the payment is past the card page — sends the frame to
 * the return URL. POST is a plain form post (it works without JavaScript) guarded by the double-submit token: the
 * hidden field must equal this browser's valid XSRF-TOKEN cookie (server/csrf.ts), as the API's header must.
 */

interface PageContext {
  db: AppDatabase
  csrfToken: string
  brand: { name: string }
}

function amountText(amountMinor: number, currency: string): string {
  if (currency === 'GBP' || currency === 'CAD') return formatMoney(amountMinor, currency as CurrencyCode)
  return `${(amountMinor / 100).toFixed(2)} ${currency}`
}

function notFound(): never {
  throw data(null, { status: 404 })
}

/** The page, or a redirect (a full document load) to the return URL when the payment is past the card page. */
export async function loadSandboxCardPage(
  context: PageContext,
  transactionId: string,
  today = new Date(),
): Promise<SandboxCardPageData> {
  const page = await getSandboxPage(context.db, transactionId)
  if (!page) notFound()
  if (page.state.kind === 'done') throw redirectDocument(page.state.returnTo)
  return {
    transactionId: page.transactionId,
    amountText: amountText(page.amountMinor, page.currency),
    description: page.description,
    brandName: context.brand.name,
    view: page.state,
    attempt: page.attempt,
    expiryYears: expiryYears(today),
    csrfToken: context.csrfToken,
  }
}

function sameToken(given: FormDataEntryValue | null, expected: string): boolean {
  if (typeof given !== 'string' || !expected) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

const text = (form: FormData, name: string): string => {
  const value = form.get(name)
  return typeof value === 'string' ? value.slice(0, 200) : ''
}

function answerFor(step: SandboxStep, pagePath: string) {
  switch (step.kind) {
    case 'return':
      return redirectDocument(step.returnTo)
    case 'not-found':
      return notFound()
    // Declined and the 3-D Secure page: back to the page (post/redirect/get), which shows the new state.
    case 'declined':
    case 'challenge':
      return redirect(pagePath)
  }
}

export async function submitSandboxCardPage(
  context: PageContext,
  transactionId: string,
  request: Request,
  today = new Date(),
) {
  const pagePath = new URL(request.url).pathname
  const form = await request.formData()
  if (!sameToken(form.get(CSRF_FIELD_NAME), context.csrfToken))
    return data<SandboxActionData>(
      { kind: 'refused', message: 'This page has expired. Please reload it and enter your card details again.' },
      { status: 403 },
    )
  const page = await getSandboxPage(context.db, transactionId)
  if (!page) notFound()
  const intent = text(form, INTENT_FIELD_NAME)
  if (intent === 'authenticate' || intent === 'fail-authentication')
    return answerFor(await completeChallenge(context.db, transactionId, intent === 'authenticate'), pagePath)
  if (intent !== 'pay') return data<SandboxActionData>({ kind: 'refused', message: 'Unknown action.' }, { status: 400 })
  // Already paid (a double click, a replay): straight back to the return URL, nothing charged twice.
  if (page.state.kind === 'done') return redirectDocument(page.state.returnTo)
  const card: CardForm = {
    cardNumber: text(form, 'cardNumber'),
    expiryMonth: text(form, 'expiryMonth'),
    expiryYear: text(form, 'expiryYear'),
    cvc: text(form, 'cvc'),
    nameOnCard: text(form, 'nameOnCard'),
  }
  const checked = validateCardForm(card, today)
  if (!checked.ok)
    return data<SandboxActionData>(
      {
        kind: 'invalid',
        errors: checked.errors,
        values: { expiryMonth: card.expiryMonth, expiryYear: card.expiryYear, nameOnCard: card.nameOnCard },
      },
      { status: 400 },
    )
  return answerFor(await submitCard(context.db, transactionId, checked.card.digits), pagePath)
}
