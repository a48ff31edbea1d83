import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  API_ERROR_CODES,
  API_ERROR_STATUS,
  type ApiErrorCode,
  apiErrorBody,
  apiErrorCodeForStatus,
  isApiErrorBody,
  zodIssuesToFieldErrors,
} from './api-error'

describe('zodIssuesToFieldErrors', () => {
  const schema = z
    .object({
      email: z.string().min(1, 'This is a required field').email('Invalid email address'),
      address: z.object({ postCode: z.string().min(1, 'This is a required field') }),
      passengers: z.array(
        z.object({
          firstName: z
            .string()
            .min(2, 'Too short')
            .regex(/^[a-z]+$/, 'Letters'),
        }),
      ),
      extra: z.record(z.string(), z.number('A number')),
    })
    .refine((v) => v.email !== 'x@y.zz', { message: 'Whole form' })

  it.each<[string, unknown, Record<string, string[]>]>([
    [
      'nested paths joined with dots, several messages for one field',
      { email: '', address: { postCode: '' }, passengers: [{ firstName: 'ok' }, { firstName: 'A' }], extra: {} },
      {
        email: ['This is a required field', 'Invalid email address'],
        'address.postCode': ['This is a required field'],
        'passengers.1.firstName': ['Too short', 'Letters'],
      },
    ],
    [
      'form-level issues under the empty key',
      { email: 'x@y.zz', address: { postCode: 'A' }, passengers: [], extra: {} },
      { '': ['Whole form'] },
    ],
  ])('%s', (_name, input, expected) => {
    const result = schema.safeParse(input)
    expect(result.success).toBe(false)
    if (result.success) return
    const fieldErrors = zodIssuesToFieldErrors(result.error)
    expect(fieldErrors).toEqual(expected)
    expect(Object.getPrototypeOf(fieldErrors)).toBe(Object.prototype)
  })

  it.each([['__proto__'], ['constructor'], ['toString']])('turns a path %j into a plain own property', (key) => {
    const error = new z.ZodError([{ code: 'custom', path: [key], message: 'Bad', input: '' }])
    const fieldErrors = zodIssuesToFieldErrors(error)
    expect(Object.getPrototypeOf(fieldErrors)).toBe(Object.prototype)
    expect(Object.getOwnPropertyDescriptor(fieldErrors, key)?.value).toEqual(['Bad'])
    expect(Object.keys(fieldErrors)).toEqual([key])
  })

  it('stringifies numeric and symbol path segments', () => {
    const error = new z.ZodError([{ code: 'custom', path: ['rooms', 0, Symbol('x')], message: 'Bad', input: '' }])
    expect(zodIssuesToFieldErrors(error)).toEqual({ 'rooms.0.Symbol(x)': ['Bad'] })
  })

  it('keeps a repeated message once', () => {
    const error = new z.ZodError([
      { code: 'custom', path: ['a'], message: 'Same', input: '' },
      { code: 'custom', path: ['a'], message: 'Same', input: '' },
    ])
    expect(zodIssuesToFieldErrors(error)).toEqual({ a: ['Same'] })
  })

  it('returns an empty object for no issues', () => {
    expect(zodIssuesToFieldErrors(new z.ZodError([]))).toEqual({})
  })
})

describe('apiErrorBody and isApiErrorBody', () => {
  it('builds the minimal shape without undefined keys', () => {
    const body = apiErrorBody('not_found', 'No such tour')
    expect(body).toEqual({ error: { code: 'not_found', message: 'No such tour' } })
    expect(Object.keys(body.error)).toEqual(['code', 'message'])
  })

  it('carries field errors and a request id', () => {
    expect(apiErrorBody('validation_failed', 'Invalid', { fieldErrors: { email: ['Bad'] }, requestId: 'r1' })).toEqual({
      error: { code: 'validation_failed', message: 'Invalid', fieldErrors: { email: ['Bad'] }, requestId: 'r1' },
    })
  })

  it.each<[unknown, boolean]>([
    [{ error: { code: 'internal', message: 'x' } }, true],
    [{ error: { code: 'validation_failed', message: 'x', fieldErrors: { a: ['b'] }, requestId: 'r' } }, true],
    [{ error: { code: 'teapot', message: 'x' } }, false],
    [{ error: { code: 'internal' } }, false],
    [{ error: { code: 'internal', message: 'x', fieldErrors: { a: 'b' } } }, false],
    [{ message: 'x' }, false],
    ['error', false],
    [null, false],
    [undefined, false],
  ])('isApiErrorBody(%j) → %s', (value, expected) => {
    expect(isApiErrorBody(value)).toBe(expected)
  })
})

describe('statuses', () => {
  it.each<[ApiErrorCode, number]>([
    ['bad_request', 400],
    ['csrf_failed', 403],
    ['not_found', 404],
    ['method_not_allowed', 405],
    ['rate_limited', 429],
    ['unauthorised', 401],
    ['conflict', 409],
    ['internal', 500],
  ])('%s ↔ %i', (code, status) => {
    expect(API_ERROR_STATUS[code]).toBe(status)
    expect(apiErrorCodeForStatus(status)).toBe(code)
  })

  // A 400 from us is either; the body's code tells them apart, and 422 from elsewhere means a validation failure.
  it.each<[number, ApiErrorCode]>([
    [400, 'bad_request'],
    [422, 'validation_failed'],
  ])('status %i reads as %s', (status, code) => {
    expect(apiErrorCodeForStatus(status)).toBe(code)
  })

  it('answers a validation failure with 400, as the server does', () => {
    expect(API_ERROR_STATUS.validation_failed).toBe(400)
  })

  it('has a status for every code', () => {
    expect(Object.keys(API_ERROR_STATUS).sort()).toEqual([...API_ERROR_CODES].sort())
  })

  it.each<[number, ApiErrorCode]>([
    [418, 'bad_request'],
    [502, 'internal'],
    [0, 'internal'],
  ])('an unmapped status %i falls back to %s', (status, code) => {
    expect(apiErrorCodeForStatus(status)).toBe(code)
  })

  it('a 503 from anywhere (us, a proxy) means unavailable: try again later', () => {
    expect(apiErrorCodeForStatus(503)).toBe('unavailable')
  })
})
