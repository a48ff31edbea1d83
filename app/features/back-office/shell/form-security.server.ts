import { timingSafeEqual } from 'node:crypto'
import { data } from 'react-router'
import { CSRF_FIELD_NAME } from './form-fields'

/*
 * The back office's forms are plain form posts (they work before hydration) guarded like the sandbox card page's:
 * a hidden field must equal this browser's valid XSRF-TOKEN cookie (server/csrf.ts's double submit; the request
 * context has already checked the cookie's signature). A mismatch is a 403 and nothing runs.
 */

export { CSRF_FIELD_NAME }

export function sameCsrfToken(given: FormDataEntryValue | null, expected: string): boolean {
  if (typeof given !== 'string' || !expected) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export const EXPIRED_FORM_MESSAGE = 'This page has expired. Please reload it and try again.'

/** The posted form, or throws 403 when its CSRF field does not match. */
export async function readProtectedForm(request: Request, csrfToken: string): Promise<FormData> {
  const form = await request.formData()
  if (!sameCsrfToken(form.get(CSRF_FIELD_NAME), csrfToken))
    throw data({ formError: EXPIRED_FORM_MESSAGE }, { status: 403 })
  return form
}

/** The form's fields as strings (a file or a missing field is ''), for a Zod schema. */
export function formFields(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name)
      return [name, typeof value === 'string' ? value : '']
    }),
  )
}
