import { useRef, useState } from 'react'
import { RequiredFieldsNote } from '../../components/form/fields'
import { useForm } from '../../components/form/use-form'
import { AUTH_PAGES } from './auth-contract'
import { describeAuthError, registerAndTrack } from './auth-client'
import { AuthErrorBlock, AuthLinks, RegisterFields } from './auth-forms'
import { REGISTER_FORM_DEFAULTS, registerSchema } from './auth-schemas'
import type { AuthPageView, LoginSettings } from './auth-view'
import { assignLocation, type NavigateTo } from './navigation'

/**
 * /register (checkout §2: email, password, confirm password). The answer is the same whether or not the e-mail
 * already has an account (the owner is e-mailed instead), so the page always goes on to redirectUrl; the sign_up
 * event is pushed when userDataUrl confirms the new account.
 */
export function RegisterPage({
  view,
  settings,
  navigate = assignLocation,
}: {
  view: AuthPageView
  settings: LoginSettings
  navigate?: NavigateTo
}) {
  const form = useForm({
    name: 'register',
    schema: registerSchema,
    initialValues: REGISTER_FORM_DEFAULTS,
    untrimmed: ['password', 'confirmPassword'],
  })
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle')
  const [message, setMessage] = useState<string | null>(null)
  const busy = useRef(false)

  async function submit() {
    if (busy.current) return
    const result = form.submit()
    if (!result.success) return
    busy.current = true
    setStatus('loading')
    setMessage(null)
    try {
      await registerAndTrack(settings, result.data)
      navigate(settings.redirectUrl ?? AUTH_PAGES.myBookings)
    } catch (error) {
      const described = describeAuthError(error)
      if (described.kind === 'invalid') form.store.setErrors(described.fieldErrors)
      setMessage(described.kind === 'rate-limited' ? described.message : null)
      setStatus('error')
      busy.current = false
    }
  }

  return (
    <section className="auth-page" aria-labelledby="auth-page-title">
      <h1 id="auth-page-title">{view.title}</h1>
      {view.introHtml ? (
        <div className="auth-page__intro" dangerouslySetInnerHTML={{ __html: view.introHtml }} />
      ) : null}
      <div className="form-card auth-card">
        <RequiredFieldsNote />
        <AuthErrorBlock error={settings.error} message={message} shown={status === 'error'} />
        <RegisterFields
          form={form}
          submitLabel={settings.submitLabel}
          busy={status === 'loading'}
          onSubmit={() => void submit()}
        />
      </div>
      <AuthLinks links={settings.links} label="More about your account" />
    </section>
  )
}
