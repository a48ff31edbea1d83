import type { Response } from 'express'
import type { z } from 'zod'
import { apiErrorBody, zodIssuesToFieldErrors, type ApiErrorBody, type ApiErrorCode } from '../app/lib/api-error'

/**
 * Reshapes an endpoint's error answers when its spec fixes another body (the brochure submit carries the spec's
 * `apiError` and `errorMessage` beside the one error shape: docs/decisions/0008-brochure-api-shapes.md). Set per
 * request by server/endpoint.ts, so validation errors, 429s and the 500 of a thrown error all get it.
 */
export type ApiErrorShaper = (error: ApiErrorBody['error'], status: number) => object

/** The one JSON error shape of the whole API. Never carries a stack trace. */
export function sendApiError(
  res: Response,
  status: number,
  code: ApiErrorCode,
  message: string,
  fieldErrors?: Record<string, string[]>,
): void {
  const requestId: unknown = res.locals.requestId
  const body = apiErrorBody(code, message, {
    fieldErrors,
    requestId: typeof requestId === 'string' ? requestId : undefined,
  })
  const shape: ApiErrorShaper | undefined = res.locals.apiErrorShaper
  // Personal endpoints (the account area) answer `private, no-store` even when they fail.
  const cacheControl: unknown = res.locals.errorCacheControl
  res
    .status(status)
    .type('application/json')
    .set('Cache-Control', typeof cacheControl === 'string' ? cacheControl : 'no-store')
    .send(JSON.stringify(shape ? shape(body.error, status) : body))
}

export function sendValidationError(res: Response, error: z.ZodError): void {
  sendApiError(res, 400, 'validation_failed', 'Some of the values sent are not valid.', zodIssuesToFieldErrors(error))
}
