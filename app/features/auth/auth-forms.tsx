import { useEffect, type ReactNode, type Ref } from 'react'
import { TextField } from '../../components/form/fields'
import type { FormApi } from '../../components/form/use-form'
import type { FieldName, FormValues } from '../../components/form/form-store'
import { FIELD_VALIDATION_DEBOUNCE_MS } from '../../lib/constants'
import { FIELD_RULES } from '../../lib/field-rules'
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './auth-contract'
import type {
  ForgotPasswordFormValues,
  LoginFormValues,
  RegisterFormValues,
  ResetPasswordFormValues,
} from './auth-schemas'
import type { AuthErrorContent, AuthLink } from './auth-view'

/*
 * The sign-in forms' markup, on the shared form behaviour (app/components/form: errors after typing or submit,
 * 100 ms validation debounce, scroll to the first error). Each form only renders; the page or the login box owns
 * the calls and the states. Every form is `noValidate` (our messages, not the browser's) and has one submit button
 * that says what is happening while busy.
 */

/** Re-checks a confirm field when the field it must match changes (checkout §5), once the confirm has been checked. */
export function useRevalidateOnChange<V extends FormValues, Out>(
  form: FormApi<V, Out>,
  source: FieldName<V>,
  target: FieldName<V>,
): void {
  const value = form.state.values[source]
  const { store } = form
  useEffect(() => {
    if (!Object.hasOwn(store.getState().errors, target)) return
    const timer = setTimeout(() => store.validateField(target), FIELD_VALIDATION_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [value, store, target])
}

/** The page data's error block (checkout §8: title and descriptionHtml), or a server message in its place. */
export function AuthErrorBlock({
  error,
  message,
  shown,
}: {
  error: AuthErrorContent
  /** Replaces the description (a refusal that says something specific, such as too many attempts). */
  message?: string | null
  shown: boolean
}) {
  // The live region is always in the document so that assistive technology announces its content when it appears.
  return (
    <div className="auth-error" role="alert">
      {shown ? (
        <>
          <p className="auth-error__title">{error.title}</p>
          {message ? (
            <p className="auth-error__description">{message}</p>
          ) : (
            <div className="auth-error__description" dangerouslySetInnerHTML={{ __html: error.descriptionHtml }} />
          )}
        </>
      ) : null}
    </div>
  )
}

export function AuthLinks({ links, label }: { links: readonly AuthLink[]; label: string }) {
  if (!links.length) return null
  return (
    <nav className="auth-links" aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={`${link.url}|${link.name}`}>
            <a href={link.url}>{link.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      className="button button--primary button--large auth-form__submit"
      disabled={busy}
      aria-disabled={busy}
    >
      {busy ? busyLabel : label}
    </button>
  )
}

function AuthForm({
  name,
  label,
  onSubmit,
  children,
}: {
  name: string
  label: string
  onSubmit: () => void
  children: ReactNode
}) {
  return (
    <form
      className="auth-form"
      name={name}
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {children}
    </form>
  )
}

export function LoginFields({
  form,
  submitLabel,
  busy,
  label,
  onSubmit,
  emailRef,
}: {
  form: FormApi<LoginFormValues, unknown>
  submitLabel: string
  busy: boolean
  label: string
  onSubmit: () => void
  emailRef?: Ref<HTMLInputElement>
}) {
  return (
    <AuthForm name={form.store.name} label={label} onSubmit={onSubmit}>
      <TextField
        field={form.field('email')}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="username"
        maxLength={EMAIL_MAX_LENGTH}
        inputRef={emailRef}
        showOptional={false}
      />
      <TextField
        field={form.field('password')}
        label="Password"
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
        showOptional={false}
      />
      <SubmitButton busy={busy} label={submitLabel} busyLabel="Logging in…" />
    </AuthForm>
  )
}

export function RegisterFields({
  form,
  submitLabel,
  busy,
  onSubmit,
}: {
  form: FormApi<RegisterFormValues, unknown>
  submitLabel: string
  busy: boolean
  onSubmit: () => void
}) {
  useRevalidateOnChange(form, 'password', 'confirmPassword')
  return (
    <AuthForm name={form.store.name} label="Create your account" onSubmit={onSubmit}>
      <TextField
        field={form.field('email')}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="username"
        maxLength={EMAIL_MAX_LENGTH}
        showOptional={false}
      />
      <TextField
        field={form.field('password')}
        label="Password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        hint={FIELD_RULES.password.message}
        showOptional={false}
      />
      <TextField
        field={form.field('confirmPassword')}
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        showOptional={false}
      />
      <SubmitButton busy={busy} label={submitLabel} busyLabel="Creating your account…" />
    </AuthForm>
  )
}

export function ForgotPasswordFields({
  form,
  submitLabel,
  busy,
  onSubmit,
}: {
  form: FormApi<ForgotPasswordFormValues, unknown>
  submitLabel: string
  busy: boolean
  onSubmit: () => void
}) {
  return (
    <AuthForm name={form.store.name} label="Reset your password" onSubmit={onSubmit}>
      <TextField
        field={form.field('email')}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="username"
        maxLength={EMAIL_MAX_LENGTH}
        showOptional={false}
      />
      <input type="hidden" name="returnUrl" value={form.state.values.returnUrl} />
      <SubmitButton busy={busy} label={submitLabel} busyLabel="Sending…" />
    </AuthForm>
  )
}

export function ResetPasswordFields({
  form,
  submitLabel,
  busy,
  onSubmit,
}: {
  form: FormApi<ResetPasswordFormValues, unknown>
  submitLabel: string
  busy: boolean
  onSubmit: () => void
}) {
  useRevalidateOnChange(form, 'newpassword', 'confirmNewPassword')
  return (
    <AuthForm name={form.store.name} label="Choose a new password" onSubmit={onSubmit}>
      <TextField
        field={form.field('newpassword')}
        label="New password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        hint={FIELD_RULES.password.message}
        showOptional={false}
      />
      <TextField
        field={form.field('confirmNewPassword')}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        showOptional={false}
      />
      <input type="hidden" name="token" value={form.state.values.token} />
      <SubmitButton busy={busy} label={submitLabel} busyLabel="Saving…" />
    </AuthForm>
  )
}
