import { z } from 'zod';

// The one JSON error shape of the whole API. The server writes it, the browser client reads it; keeping both sides on
// this module means a field error raised by a server-side Zod schema lands on the same input the browser validated.

export const API_ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'csrf_failed',
  'not_found',
  'rate_limited',
  'unauthorised',
  'conflict',
  'internal',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export type FieldErrors = Record<string, string[]>;

export type ApiErrorBody = {
  error: {
    code: ApiErrorCode;
    message: string;
    fieldErrors?: FieldErrors;
    requestId?: string;
  };
};

export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(API_ERROR_CODES),
    message: z.string(),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
    requestId: z.string().optional(),
  }),
});

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return apiErrorBodySchema.safeParse(value).success;
}

/** Default HTTP status per code, so every route answers the same situation with the same status. */
export const API_ERROR_STATUS: Readonly<Record<ApiErrorCode, number>> = {
  bad_request: 400,
  validation_failed: 400,
  csrf_failed: 403,
  not_found: 404,
  rate_limited: 429,
  unauthorised: 401,
  conflict: 409,
  internal: 500,
};

/** The code a client assumes when an error answer is not our JSON (a proxy's HTML page, an empty 502). */
export function apiErrorCodeForStatus(status: number): ApiErrorCode {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorised';
    case 403:
      return 'csrf_failed';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 422:
      return 'validation_failed';
    case 429:
      return 'rate_limited';
    default:
      return status >= 400 && status < 500 ? 'bad_request' : 'internal';
  }
}

export function apiErrorBody(
  code: ApiErrorCode,
  message: string,
  extras: { fieldErrors?: FieldErrors; requestId?: string } = {},
): ApiErrorBody {
  const error: ApiErrorBody['error'] = { code, message };
  if (extras.fieldErrors !== undefined) error.fieldErrors = extras.fieldErrors;
  if (extras.requestId !== undefined) error.requestId = extras.requestId;
  return { error };
}

/** Zod issues keyed by their path joined with '.' ('address.postCode', 'passengers.0.firstName'); issues about the
 * whole payload go under ''. Repeated messages for one field are kept once. */
export function zodIssuesToFieldErrors(error: z.ZodError): FieldErrors {
  // A Map, then fromEntries: a user-chosen record key such as '__proto__' must become a plain own property.
  const byPath = new Map<string, string[]>();
  for (const issue of error.issues) {
    const key = issue.path.map((segment) => String(segment)).join('.');
    const messages = byPath.get(key) ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    byPath.set(key, messages);
  }
  return Object.fromEntries(byPath);
}
