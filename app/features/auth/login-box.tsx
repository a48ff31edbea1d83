import { useEffect, useReducer, useRef } from 'react'
import { useForm } from '../../components/form/use-form'
import type { LoginUserDetails, UserData } from './auth-contract'
import {
  clearCheckoutToken,
  describeAuthError,
  fetchLoginUserDetails,
  generateCheckoutToken,
  logInAndTrack,
} from './auth-client'
import { AuthErrorBlock, AuthLinks, LoginFields } from './auth-forms'
import { LOGIN_FORM_DEFAULTS, loginSchema } from './auth-schemas'
import type { LoginBoxView } from './auth-view'
import { INITIAL_LOGIN_BOX_STATE, isLoginBoxShown, loginBoxReducer } from './login-box-state'
import { assignLocation, type NavigateTo } from './navigation'

export interface LoginBoxSuccess {
  /** From userDataUrl (null when it could not be read). */
  user: UserData | null
  /** login-user-details: the passenger form's prefill (null when it could not be read; errors ignored). */
  details: LoginUserDetails | null
  /** generate-token's token, also kept in the page global (null when it could not be made; errors ignored). */
  token: string | null
}

/**
 * The checkout's login box (checkout §2 "Login box", §4, §7, §8): title and description from page data; 'Log in'
 * opens the inline form and 'Continue without log in' (the coach brand: 'Continue') skips it. Logging in posts to
 * submitUrl, reads userDataUrl and pushes the login event, then generates the token and fetches the logged-in
 * passenger's details; then the page goes to redirectUrl if there is one, else `onLoggedIn` is the login-success
 * event and the box hides. A failure clears the stored token and shows the page data's error block.
 */
export function LoginBox({
  view,
  onLoggedIn,
  onSkip,
  navigate = assignLocation,
}: {
  view: LoginBoxView
  onLoggedIn: (success: LoginBoxSuccess) => void
  onSkip: () => void
  navigate?: NavigateTo
}) {
  const [state, dispatch] = useReducer(loginBoxReducer, INITIAL_LOGIN_BOX_STATE)
  const form = useForm({
    name: 'checkout-login',
    schema: loginSchema,
    initialValues: LOGIN_FORM_DEFAULTS,
    untrimmed: ['password'],
  })
  const emailInput = useRef<HTMLInputElement>(null)
  const previousStatus = useRef(state.status)
  const busy = useRef(false)

  // Opening the form moves focus to its first field.
  useEffect(() => {
    if (previousStatus.current === 'offer' && state.status === 'idle') emailInput.current?.focus()
    previousStatus.current = state.status
  }, [state.status])

  const skip = () => {
    if (busy.current) return
    dispatch({ type: 'skip' })
    onSkip()
  }

  async function submit() {
    if (busy.current) return
    const result = form.submit()
    if (!result.success) return
    busy.current = true
    dispatch({ type: 'submit' })
    try {
      const user = await logInAndTrack(view, result.data)
      const token = await generateCheckoutToken(view.generateTokenUrl)
      const details = await fetchLoginUserDetails(view.loginUserDetailsUrl)
      if (view.redirectUrl) {
        navigate(view.redirectUrl)
        return
      }
      dispatch({ type: 'succeeded' })
      onLoggedIn({ user, details, token })
    } catch (error) {
      clearCheckoutToken()
      const described = describeAuthError(error)
      dispatch({ type: 'failed', message: described.kind === 'rate-limited' ? described.message : null })
    } finally {
      busy.current = false
    }
  }

  if (!isLoginBoxShown(state)) return null
  const loading = state.status === 'loading'
  return (
    <section className="login-box form-card" aria-labelledby="login-box-title" aria-busy={loading}>
      <h2 id="login-box-title" className="login-box__title">
        {view.title}
      </h2>
      {view.descriptionHtml ? (
        <div className="login-box__description" dangerouslySetInnerHTML={{ __html: view.descriptionHtml }} />
      ) : null}
      {state.status === 'offer' ? (
        <div className="login-box__actions">
          <button type="button" className="button button--primary" onClick={() => dispatch({ type: 'open' })}>
            Log in
          </button>
          <button type="button" className="button button--secondary" onClick={skip}>
            {view.continueText}
          </button>
        </div>
      ) : (
        <div className="login-box__form">
          <h3 className="login-box__heading">{view.heading}</h3>
          <AuthErrorBlock error={view.error} message={state.message} shown={state.status === 'error'} />
          <LoginFields
            form={form}
            label={view.heading}
            submitLabel={view.submitLabel}
            busy={loading}
            emailRef={emailInput}
            onSubmit={() => void submit()}
          />
          <AuthLinks links={view.links} label="Help with logging in" />
          <button type="button" className="button button--secondary login-box__skip" onClick={skip} disabled={loading}>
            {view.continueText}
          </button>
        </div>
      )}
    </section>
  )
}
