import { Router, type Request, type Response } from 'express'
import type { z } from 'zod'
import {
  BROCHURE_PATHS,
  brochureRequestSchema,
  type BrochureSubmitResponse,
} from '../../app/features/brochures/brochure-schema'
import { submitBrochureRequest } from '../../app/features/brochures/brochure-requests.server'
import { listBrochures } from '../../app/features/brochures/brochures.server'
import { createOutboxDeliverer, createSmtpTransport } from '../../app/features/email/sender.server'
import {
  marketingFormIdFor,
  marketingLeadRequestSchema,
} from '../../app/features/marketing-forms/marketing-form-schema'
import { storeMarketingLead } from '../../app/features/marketing-forms/marketing-leads.server'
import { zodIssuesToFieldErrors, type ApiErrorCode } from '../../app/lib/api-error'
import { BROCHURE_REQUEST_FAILED_MESSAGE } from '../../app/lib/constants'
import { sendApiError, sendValidationError } from '../api-errors'
import { brandFor } from '../app'
import { consumeRateLimit, describeWait, type RateLimitRule } from '../rate-limit'
import type { ApiDependencies } from './router'

/** Per client IP: a person orders brochures once or twice; a script hammering the endpoint gets 429s. */
export const BROCHURE_SUBMIT_RATE_LIMIT: RateLimitRule = { name: 'brochure-submit', limit: 5, windowSeconds: 600 }
export const MARKETING_FORM_RATE_LIMIT: RateLimitRule = { name: 'marketing-form', limit: 10, windowSeconds: 600 }

const VALIDATION_MESSAGE = 'Some of the values sent are not valid.'

/**
 * The submit's failures carry the spec's shape (`apiError` and `errorMessage`) and the API's one error shape
 * (`error.code`, `error.message`, `error.fieldErrors`) in the same body, so the page and any API client read them.
 */
function sendSubmitError(
  res: Response,
  status: number,
  code: ApiErrorCode,
  message: string,
  fieldErrors?: Record<string, string[]>,
) {
  const requestId = typeof res.locals.requestId === 'string' ? res.locals.requestId : undefined
  const body: BrochureSubmitResponse & { error: { requestId?: string } } = {
    success: false,
    apiError: true,
    errorMessage: message,
    error: { code, message, ...(fieldErrors ? { fieldErrors } : {}), ...(requestId ? { requestId } : {}) },
  }
  res.status(status).type('application/json').set('Cache-Control', 'no-store').send(JSON.stringify(body))
}

function clientKey(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown'
}

function tooManyMessage(what: string, retryAfterSeconds: number): string {
  return `You have sent too many ${what} from this connection. Please try again in ${describeWait(retryAfterSeconds)}.`
}

/**
 * Brochures (spec §7): the brand's list, the request by post (validated with the browser's schema, rate limited,
 * honeypot, stored with its confirmation e-mail in one transaction) and the download path's marketing form.
 */
export function brochureApi(deps: ApiDependencies): Router {
  const api = Router({ caseSensitive: false })
  const brandOf = (res: Response) =>
    brandFor(deps.brands, res.locals.brandHost, { brandId: deps.config.DEFAULT_BRAND, marketCode: 'GB' })
  const siteOrigin = (req: Request) =>
    deps.config.PUBLIC_ORIGIN?.replace(/\/$/, '') ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`
  const deliverer = deps.config.SMTP_URL
    ? createOutboxDeliverer(deps.db, createSmtpTransport(deps.config.SMTP_URL), (error) =>
        console.error('e-mail delivery failed', error),
      )
    : null

  api.get(BROCHURE_PATHS.list, async (req, res, next) => {
    try {
      const raw = typeof req.query.selected === 'string' ? req.query.selected : ''
      const selected = raw
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean)
        .slice(0, 50)
      res.json(await listBrochures(deps.db, brandOf(res).id, { selected }))
    } catch (error) {
      next(error)
    }
  })

  api.post(BROCHURE_PATHS.submit, async (req, res) => {
    try {
      const limit = await consumeRateLimit(deps.db, BROCHURE_SUBMIT_RATE_LIMIT, clientKey(req))
      if (!limit.allowed) {
        res.set('Retry-After', String(limit.retryAfterSeconds))
        return sendSubmitError(res, 429, 'rate_limited', tooManyMessage('brochure requests', limit.retryAfterSeconds))
      }
      const parsed = brochureRequestSchema.safeParse(req.body)
      if (!parsed.success)
        return sendSubmitError(res, 400, 'validation_failed', VALIDATION_MESSAGE, zodIssuesToFieldErrors(parsed.error))
      const outcome = await submitBrochureRequest(deps.db, brandOf(res), parsed.data, { siteOrigin: siteOrigin(req) })
      if (outcome.kind === 'rejected')
        return sendSubmitError(res, 400, 'validation_failed', outcome.message, outcome.fieldErrors)
      if (outcome.kind === 'stored') void deliverer?.kick()
      const body: BrochureSubmitResponse = { success: true }
      res.json(body)
    } catch (error) {
      req.log?.error({ err: error }, 'brochure request failed')
      sendSubmitError(res, 500, 'internal', BROCHURE_REQUEST_FAILED_MESSAGE)
    }
  })

  api.post('/umbraco/api/marketingforms/:formId/submit', async (req, res, next) => {
    try {
      const brand = brandOf(res)
      const formId = Number(req.params.formId)
      const expected = brand.marketingFormId || marketingFormIdFor(brand)
      if (!/^\d{1,9}$/.test(String(req.params.formId)) || formId !== expected) {
        return sendApiError(res, 404, 'not_found', `No marketing form ${String(req.params.formId)} for this site.`)
      }
      const limit = await consumeRateLimit(deps.db, MARKETING_FORM_RATE_LIMIT, clientKey(req))
      if (!limit.allowed) {
        res.set('Retry-After', String(limit.retryAfterSeconds))
        return sendApiError(res, 429, 'rate_limited', tooManyMessage('forms', limit.retryAfterSeconds))
      }
      const parsed = marketingLeadRequestSchema.safeParse(req.body)
      if (!parsed.success) return sendValidationError(res, parsed.error as z.ZodError)
      const outcome = await storeMarketingLead(deps.db, brand, formId, parsed.data)
      if (outcome.kind === 'rejected')
        return sendApiError(res, 400, 'validation_failed', outcome.message, outcome.fieldErrors)
      res.json({ success: true, followUpUrl: null })
    } catch (error) {
      next(error)
    }
  })

  return api
}
