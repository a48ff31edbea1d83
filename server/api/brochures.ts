import type { Request } from 'express'
import { z } from 'zod'
import {
  BROCHURE_LIST_SELECTED_MAX,
  BROCHURE_LIST_SELECTED_PARAM,
  BROCHURE_PATHS,
  brochureRequestSchema,
  listBrochures,
  submitBrochureRequest,
  type BrochureSubmitResponse,
} from '../../app/features/brochures/index.server'
import { createOutboxDeliverer, createSmtpTransport, outboxSeal } from '../../app/features/email/index.server'
import {
  MARKETING_FORM_SUBMIT_PATH,
  marketingFormIdFor,
  marketingLeadRequestSchema,
  storeMarketingLead,
} from '../../app/features/marketing-forms/index.server'
import { BROCHURE_REQUEST_FAILED_MESSAGE } from '../../app/lib/constants'
import type { ApiErrorShaper } from '../api-errors'
import { endpoint, invalid, notFound, ok, tooMany, type Endpoint, type EndpointResult } from '../endpoint'
import { consumeRateLimit, describeWait, type RateLimitRule } from '../rate-limit'
import type { ApiDependencies } from './router'

/** Per client IP: a person orders brochures once or twice; a script hammering the endpoint gets 429s. */
export const BROCHURE_SUBMIT_RATE_LIMIT: RateLimitRule = { name: 'brochure-submit', limit: 5, windowSeconds: 600 }
export const MARKETING_FORM_RATE_LIMIT: RateLimitRule = { name: 'marketing-form', limit: 10, windowSeconds: 600 }

/**
 * The submit's failures carry the spec's shape (`apiError` and `errorMessage`, discovery §7 and §8) beside the API's
 * one error shape, so the page and any API client read them (docs/decisions/0008-brochure-api-shapes.md). A 500
 * says the spec's message, never an exception's.
 */
const submitErrorBody: ApiErrorShaper = (error, status) => {
  const message = status >= 500 ? BROCHURE_REQUEST_FAILED_MESSAGE : error.message
  const body: BrochureSubmitResponse & { error: { requestId?: string } } = {
    success: false,
    apiError: true,
    errorMessage: message,
    error: { ...error, message },
  }
  return body
}

/** `selected`: brochure uniqueIds, comma-separated; anything else (a repeated key, nothing) selects none. */
const listQuery = z.object({ [BROCHURE_LIST_SELECTED_PARAM]: z.unknown().optional() }).transform((query) => {
  const selected = query[BROCHURE_LIST_SELECTED_PARAM]
  if (typeof selected !== 'string') return { selected: [] }
  const ids = selected
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
  return { selected: ids.slice(0, BROCHURE_LIST_SELECTED_MAX) }
})

/** A marketing form's id in the path: digits only. */
const formIdParams = z.object({
  formId: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
})

function clientKey(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown'
}

/** Counts this attempt against the client's limit; the 429 once it is spent. */
async function rateLimited(
  deps: ApiDependencies,
  rule: RateLimitRule,
  req: Request,
  what: string,
): Promise<EndpointResult | undefined> {
  const limit = await consumeRateLimit(deps.db, rule, clientKey(req))
  if (limit.allowed) return undefined
  return tooMany(
    `You have sent too many ${what} from this connection. Please try again in ${describeWait(limit.retryAfterSeconds)}.`,
    limit.retryAfterSeconds,
  )
}

/**
 * Brochures (discovery §7): the brand's list, the request by post (rate limited before anything is read, validated
 * with the browser's schema, honeypot, stored with its confirmation e-mail in one transaction; the e-mail's links
 * use the request context's configured origin) and the download path's marketing form.
 */
export function brochureEndpoints(deps: ApiDependencies): Endpoint[] {
  const deliverer = deps.config.SMTP_URL
    ? createOutboxDeliverer(
        deps.db,
        createSmtpTransport(deps.config.SMTP_URL),
        (error) => console.error('e-mail delivery failed', error),
        outboxSeal(deps.config.SESSION_SECRET),
      )
    : null

  return [
    endpoint({
      method: 'GET',
      path: BROCHURE_PATHS.list,
      query: listQuery,
      handler: async ({ query, context }) =>
        ok(await listBrochures(deps.db, context.brand.id, { selected: query.selected })),
    }),
    endpoint({
      method: 'POST',
      path: BROCHURE_PATHS.submit,
      errorBody: submitErrorBody,
      guard: ({ req }) => rateLimited(deps, BROCHURE_SUBMIT_RATE_LIMIT, req, 'brochure requests'),
      body: brochureRequestSchema,
      handler: async ({ body, context }) => {
        const outcome = await submitBrochureRequest(deps.db, context.brand, body, { siteOrigin: context.origin })
        if (outcome.kind === 'rejected') return invalid(outcome.fieldErrors, outcome.message)
        if (outcome.kind === 'stored') void deliverer?.kick()
        const answer: BrochureSubmitResponse = { success: true }
        return ok(answer)
      },
    }),
    endpoint({
      method: 'POST',
      path: MARKETING_FORM_SUBMIT_PATH,
      // A form id that is not this brand's is a 404 before the attempt counts or the body is read.
      guard: async ({ req, context }) => {
        const params = formIdParams.safeParse(req.params)
        const brand = context.brand
        const expected = brand.marketingFormId || marketingFormIdFor(brand)
        if (!params.success || params.data.formId !== expected)
          return notFound(`No marketing form ${String(req.params.formId)} for this site.`)
        return rateLimited(deps, MARKETING_FORM_RATE_LIMIT, req, 'forms')
      },
      params: formIdParams,
      body: marketingLeadRequestSchema,
      handler: async ({ params, body, context }) => {
        const outcome = await storeMarketingLead(deps.db, context.brand, params.formId, body)
        if (outcome.kind === 'rejected') return invalid(outcome.fieldErrors, outcome.message)
        return ok({ success: true, followUpUrl: null })
      },
    }),
  ]
}
