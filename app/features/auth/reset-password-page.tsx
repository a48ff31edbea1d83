import { useEffect, useRef, useState } from 'react'
import { RequiredFieldsNote } from '../../components/form/fields'
import { useForm } from '../../components/form/use-form'
import { AUTH_PAGES, RESET_LINK_INVALID_MESSAGE, RESET_TOKEN_PARAM, RETURN_URL_PARAM } from './auth-contract'
import { describeAuthError, resetPassword } from './auth-client'
import { AuthErrorBlock, AuthLinks, ResetPasswordFields } from './auth-forms'
import { resetPasswordSchema, type ResetPasswordFormValues } from './auth-schemas'
import type { AuthPageView } from './auth-view'
import { DEFAULT_RETURN_URL, sanitiseReturnUrl } from './return-url'

type Status = 'idle' | 'loading' | 'error' | 'done' | 'expired'

/**
 * /reset-password?token=… (checkout §2: newpassword, confirmNewPassword). A link that has expired or been used
 * shows the page data's expired text and a way to ask for a new one; after a reset, the visitor logs in with the
 * new password (every other session was signed out).
 */
export function ResetPasswordPage({
  view,
  token,
  tokenValid,
  returnUrl,
}: {
  view: AuthPageView
  token: string | null
  tokenValid: boolean
  returnUrl: string | null
}) {
  const initialValues: ResetPasswordFormValues = { newpassword: '', confirmNewPassword: '', token: token ?? '' }
  const form = useForm({
    name: 'reset-password',
    schema: resetPasswordSchema,
    initialValues,
    untrimmed: ['newpassword', 'confirmNewPassword'],
  })
  const [status, setStatus] = useState<Status>(tokenValid && token ? 'idle' : 'expired')
  const [message, setMessage] = useState<string | null>(null)
  const outcomeHeading = useRef<HTMLHeadingElement>(null)
  const busy = useRef(false)
  const target = sanitiseReturnUrl(returnUrl)
  const loginUrl =
    target === DEFAULT_RETURN_URL
      ? AUTH_PAGES.login
      : `${AUTH_PAGES.login}?${new URLSearchParams({ [RETURN_URL_PARAM]: target }).toString()}`

  useEffect(() => {
    if (status === 'done' || status === 'expired') outcomeHeading.current?.focus()
  }, [status])

  // The token is in the form now: take it out of the address bar, the history and anything that reads the page's
  // URL later (analytics, a shared screenshot).
  useEffect(() => {
    const url = new URL(window.location.href)
    if (!url.searchParams.has(RESET_TOKEN_PARAM)) return
    url.searchParams.delete(RESET_TOKEN_PARAM)
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
  }, [])

  async function submit() {
    if (busy.current) return
    const result = form.submit()
    if (!result.success) {
      if (result.errors.token) setStatus('expired')
      return
    }
    busy.current = true
    setStatus('loading')
    setMessage(null)
    try {
      await resetPassword(result.data)
      setStatus('done')
    } catch (error) {
      const described = describeAuthError(error)
      if (described.kind === 'invalid' && described.fieldErrors.token) {
        setStatus('expired')
      } else {
        if (described.kind === 'invalid') form.store.setErrors(described.fieldErrors)
        setMessage(described.kind === 'rate-limited' ? described.message : null)
        setStatus('error')
      }
    } finally {
      busy.current = false
    }
  }

  if (status === 'done' || status === 'expired') {
    const done = status === 'done'
    return (
      <section className="auth-page" aria-labelledby="auth-page-title">
        <h1 id="auth-page-title">{view.title}</h1>
        <div className="form-card auth-card auth-card--done">
          <h2 className="auth-card__heading" tabIndex={-1} ref={outcomeHeading}>
            {done ? 'Your password has been changed' : 'This link cannot be used'}
          </h2>
          {done ? (
            view.successHtml ? (
              <div dangerouslySetInnerHTML={{ __html: view.successHtml }} />
            ) : null
          ) : view.expiredHtml ? (
            <div dangerouslySetInnerHTML={{ __html: view.expiredHtml }} />
          ) : (
            <p>{RESET_LINK_INVALID_MESSAGE}</p>
          )}
          <p>
            {done ? (
              <a className="button button--primary" href={loginUrl}>
                Log in
              </a>
            ) : (
              <a className="button button--primary" href={AUTH_PAGES.forgotPassword}>
                Ask for a new link
              </a>
            )}
          </p>
        </div>
      </section>
    )
  }

  return (
    <section className="auth-page" aria-labelledby="auth-page-title">
      <h1 id="auth-page-title">{view.title}</h1>
      {view.introHtml ? (
        <div className="auth-page__intro" dangerouslySetInnerHTML={{ __html: view.introHtml }} />
      ) : null}
      <div className="form-card auth-card">
        <RequiredFieldsNote />
        <AuthErrorBlock error={view.error} message={message} shown={status === 'error'} />
        <ResetPasswordFields
          form={form}
          submitLabel={view.submitLabel}
          busy={status === 'loading'}
          onSubmit={() => void submit()}
        />
      </div>
      <AuthLinks links={view.links} label="More about your account" />
    </section>
  )
}
