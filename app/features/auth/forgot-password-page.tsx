import { useEffect, useRef, useState } from 'react'
import { RequiredFieldsNote } from '../../components/form/fields'
import { useForm } from '../../components/form/use-form'
import { FORGOT_PASSWORD_SENT_MESSAGE } from './auth-contract'
import { describeAuthError, requestPasswordReset } from './auth-client'
import { AuthErrorBlock, AuthLinks, ForgotPasswordFields } from './auth-forms'
import { forgotPasswordSchema, type ForgotPasswordFormValues } from './auth-schemas'
import type { AuthPageView } from './auth-view'

/**
 * /forgot-password (checkout §2: email plus hidden returnUrl). Always the same answer, 'If an account exists for
 * that e-mail, we have sent a link', so the page tells nobody whether an address is registered.
 */
export function ForgotPasswordPage({ view, returnUrl }: { view: AuthPageView; returnUrl: string | null }) {
  const initialValues: ForgotPasswordFormValues = { email: '', returnUrl: returnUrl ?? '' }
  const form = useForm({ name: 'forgot-password', schema: forgotPasswordSchema, initialValues })
  const [status, setStatus] = useState<'idle' | 'loading' | 'sent' | 'error'>('idle')
  const [message, setMessage] = useState<string | null>(null)
  const sentHeading = useRef<HTMLHeadingElement>(null)
  const busy = useRef(false)

  useEffect(() => {
    if (status === 'sent') sentHeading.current?.focus()
  }, [status])

  async function submit() {
    if (busy.current) return
    const result = form.submit()
    if (!result.success) return
    busy.current = true
    setStatus('loading')
    setMessage(null)
    try {
      await requestPasswordReset(result.data)
      setStatus('sent')
    } catch (error) {
      const described = describeAuthError(error)
      if (described.kind === 'invalid') form.store.setErrors(described.fieldErrors)
      setMessage(described.kind === 'rate-limited' ? described.message : null)
      setStatus('error')
    } finally {
      busy.current = false
    }
  }

  return (
    <section className="auth-page" aria-labelledby="auth-page-title">
      <h1 id="auth-page-title">{view.title}</h1>
      {status === 'sent' ? (
        <div className="form-card auth-card auth-card--done">
          <h2 className="auth-card__heading" tabIndex={-1} ref={sentHeading}>
            {FORGOT_PASSWORD_SENT_MESSAGE}
          </h2>
          {view.successHtml ? <div dangerouslySetInnerHTML={{ __html: view.successHtml }} /> : null}
        </div>
      ) : (
        <>
          {view.introHtml ? (
            <div className="auth-page__intro" dangerouslySetInnerHTML={{ __html: view.introHtml }} />
          ) : null}
          <div className="form-card auth-card">
            <RequiredFieldsNote />
            <AuthErrorBlock error={view.error} message={message} shown={status === 'error'} />
            <ForgotPasswordFields
              form={form}
              submitLabel={view.submitLabel}
              busy={status === 'loading'}
              onSubmit={() => void submit()}
            />
          </div>
        </>
      )}
      <AuthLinks links={view.links} label="More about your account" />
    </section>
  )
}
