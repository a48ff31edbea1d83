import { useState } from 'react'
import { signOut } from './auth-client'
import { assignLocation, type NavigateTo } from './navigation'

export const SIGN_OUT_FAILED_MESSAGE = 'We could not sign you out. Please try again.'

/** 'Sign out': deletes the session on the server, then loads the home page afresh (signed out everywhere on it). */
export function SignOutButton({
  navigate = assignLocation,
  className = 'button button--secondary',
  onError,
}: {
  navigate?: NavigateTo
  className?: string
  onError?: (message: string) => void
}) {
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      onClick={() => {
        setBusy(true)
        signOut().then(
          () => navigate('/'),
          () => {
            setBusy(false)
            onError?.(SIGN_OUT_FAILED_MESSAGE)
          },
        )
      }}
    >
      {busy ? 'Signing out…' : 'Sign out'}
    </button>
  )
}

/**
 * The minimal /my-bookings of the sign-in issue: who is signed in and a way out. The account issue replaces the
 * body with the bookings grid (checkout §2 "Account slots").
 */
export function SignedInSummary({
  title,
  introHtml,
  customer,
  navigate,
}: {
  title: string
  introHtml: string | null
  customer: { firstName: string | null; lastName: string | null; email: string }
  navigate?: NavigateTo
}) {
  const [error, setError] = useState<string | null>(null)
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ')
  return (
    <section className="auth-page auth-page--account" aria-labelledby="account-title">
      <h1 id="account-title">{title}</h1>
      {introHtml ? <div className="auth-page__intro" dangerouslySetInnerHTML={{ __html: introHtml }} /> : null}
      <div className="form-card auth-card">
        <p className="auth-card__signed-in">
          {name ? (
            <>
              Signed in as <strong>{name}</strong> ({customer.email})
            </>
          ) : (
            <>
              Signed in as <strong>{customer.email}</strong>
            </>
          )}
        </p>
        <p className="form-alert" role="alert">
          {error ?? ''}
        </p>
        <SignOutButton navigate={navigate} onError={setError} />
      </div>
    </section>
  )
}
