/** The hidden field that carries the CSRF token in every back-office form (checked by form-security.server.ts). */
export const CSRF_FIELD_NAME = 'csrfToken'
