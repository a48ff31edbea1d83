import type { Response } from 'express'
import type { z } from 'zod'
import { zodIssuesToFieldErrors, type ApiErrorBody, type ApiErrorCode } from '../app/lib/api-error'

/** The one JSON error shape of the whole API. Never carries a stack trace. */
export function sendApiError(
  res: Response,
  status: number,
  code: ApiErrorCode,
  message: string,
  fieldErrors?: Record<string, string[]>,
): void {
  const requestId = typeof res.locals.requestId === 'string' ? res.locals.requestId : undefined
  const body: ApiErrorBody = {
    error: { code, message, ...(fieldErrors ? { fieldErrors } : {}), ...(requestId ? { requestId } : {}) },
  }
  res.status(status).type('application/json').set('Cache-Control', 'no-store').send(JSON.stringify(body))
}

export function sendValidationError(res: Response, error: z.ZodError): void {
  sendApiError(res, 400, 'validation_failed', 'Some of the values sent are not valid.', zodIssuesToFieldErrors(error))
}
