import { useRef, useState } from 'react'
import { RequiredFieldsNote } from '../../components/form/fields'
import { useForm } from '../../components/form/use-form'
import { AUTH_PAGES } from './auth-contract'
import { clearCheckoutToken, describeAuthError, logInAndTrack } from './auth-client'
import { AuthErrorBlock, AuthLinks, LoginFields } from './auth-forms'
import { LOGIN_FORM_DEFAULTS, loginSchema } from './auth-schemas'
import type { AuthPageView, LoginSettings } from './auth-view'
import { assignLocation, type NavigateTo } from './navigation'

/**
 * /login (checkout §2): e-mail and password; on success the login event (after reading userDataUrl) and the
 * returnUrl the page data carries as redirectUrl; on failure the error block from page data (checkout §8), with
 * the server's own words when it asks the visitor to wait.
 */
export function LoginPage({
  view,
  settings,
  navigate = assignLocation,
}: {
  view: AuthPageView
  settings: LoginSettings
  navigate?: NavigateTo
}) {
  const form = useForm({
    name: 'login',
    schema: loginSchema,
    initialValues: LOGIN_FORM_DEFAULTS,
    untrimmed: ['password'],
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
      await logInAndTrack(settings, result.data)
      navigate(settings.redirectUrl ?? AUTH_PAGES.myBookings)
    } catch (error) {
      // checkout §8: a failed login clears the stored auth token and shows the error block.
      clearCheckoutToken()
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
        <LoginFields
          form={form}
          label={view.title}
          submitLabel={settings.submitLabel}
          busy={status === 'loading'}
          onSubmit={() => void submit()}
        />
      </div>
      <AuthLinks links={settings.links} label="More about your account" />
    </section>
  )
}
