import { z } from 'zod'
import { REQUIRED_MESSAGE, matchMessage, zField } from '../../lib/validation'
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, RESET_LINK_INVALID_MESSAGE, TOKEN_PATTERN } from './auth-contract'
import { contextWordsOfEmail, COMMON_PASSWORD_MESSAGE, isCommonPassword, validateNewPassword } from './password-rules'
import { sanitiseReturnUrl } from './return-url'

/*
 * One schema per sign-in form (checkout §2, §5): the browser shows its messages as the user types, the server
 * uses it as the gate (400 with the same messages). Fields are flat and named as the spec names them (checkout §7).
 * - Login asks only for an e-mail and a password: a log-in form does not lecture about password rules.
 * - Register and reset check the new password against the spec's pattern and the common-password list, and the
 *   confirm field against it ('Field should match password' / 'Field should match new password', checkout §5).
 * - Passwords are never trimmed.
 */

const maxCharacters = (max: number) => (value: string) => [...value].length <= max
const tooLong = (max: number) => `Maximum ${max} characters.`

const email = zField('email', { required: true }).refine(maxCharacters(EMAIL_MAX_LENGTH), {
  message: tooLong(EMAIL_MAX_LENGTH),
})

const currentPassword = z
  .string({ error: REQUIRED_MESSAGE })
  .min(1, REQUIRED_MESSAGE)
  .refine(maxCharacters(PASSWORD_MAX_LENGTH), { message: tooLong(PASSWORD_MAX_LENGTH) })

const newPassword = z.string({ error: REQUIRED_MESSAGE }).superRefine((value, ctx) => {
  const message = validateNewPassword(value)
  if (message) ctx.addIssue({ code: 'custom', message })
})

const confirmation = z.string({ error: REQUIRED_MESSAGE }).min(1, REQUIRED_MESSAGE)

export const loginSchema = z.object({ email, password: currentPassword })

export const registerSchema = z
  .object({ email, password: newPassword, confirmPassword: confirmation })
  .superRefine((values, ctx) => {
    // A password built on the e-mail's own name is as guessable as a common one.
    if (isCommonPassword(values.password, contextWordsOfEmail(values.email)))
      ctx.addIssue({ code: 'custom', path: ['password'], message: COMMON_PASSWORD_MESSAGE })
    if (values.confirmPassword !== values.password)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: matchMessage('password') })
  })

export const forgotPasswordSchema = z.object({
  email,
  /** Hidden field: where the visitor was going; carried into the reset link, only ever as a same-site path. */
  returnUrl: z
    .string()
    .optional()
    .transform((value) => sanitiseReturnUrl(value)),
})

export const resetPasswordSchema = z
  .object({
    newpassword: newPassword,
    confirmNewPassword: confirmation,
    token: z.string({ error: RESET_LINK_INVALID_MESSAGE }).regex(TOKEN_PATTERN, RESET_LINK_INVALID_MESSAGE),
  })
  .superRefine((values, ctx) => {
    if (values.confirmNewPassword !== values.newpassword)
      ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: matchMessage('new password', true) })
  })

export type LoginPayload = z.output<typeof loginSchema>
export type RegisterPayload = z.output<typeof registerSchema>
export type ForgotPasswordPayload = z.output<typeof forgotPasswordSchema>
export type ResetPasswordPayload = z.output<typeof resetPasswordSchema>

// ---- Form values (the shared form store holds strings) ----

export type LoginFormValues = { [field: string]: string; email: string; password: string }
export type RegisterFormValues = { [field: string]: string; email: string; password: string; confirmPassword: string }
export type ForgotPasswordFormValues = { [field: string]: string; email: string; returnUrl: string }
export type ResetPasswordFormValues = {
  [field: string]: string
  newpassword: string
  confirmNewPassword: string
  token: string
}

export const LOGIN_FORM_DEFAULTS: LoginFormValues = { email: '', password: '' }
export const REGISTER_FORM_DEFAULTS: RegisterFormValues = { email: '', password: '', confirmPassword: '' }

/** Fields whose spaces are part of the value. */
export const PASSWORD_FIELDS = ['password', 'confirmPassword', 'newpassword', 'confirmNewPassword'] as const
