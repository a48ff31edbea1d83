import { Form } from 'react-router'
import { CsrfField, Notice, SubmitButton, TextInput } from '../shell'
import type { LoginActionData, TwoFactorActionData, TwoFactorPageData } from './staff-auth.server'

/* Signing in to the back office (issue 14): the password page, then the two-factor page. */

export function StaffLoginPage({
  csrfToken,
  formError,
  actionData,
}: {
  csrfToken: string
  /** The loader's reason for being here (a session ended because its password expired). */
  formError?: string
  actionData?: LoginActionData
}) {
  const error = actionData?.formError ?? formError
  return (
    <section className="admin-page admin-page--narrow" aria-labelledby="admin-login-title">
      <h1 id="admin-login-title">Back office sign-in</h1>
      {error ? <Notice kind="error">{error}</Notice> : null}
      <Form method="post" noValidate>
        <CsrfField token={csrfToken} />
        <TextInput
          name="email"
          label="E-mail address"
          type="email"
          autoComplete="username"
          defaultValue={actionData?.email}
          error={actionData?.fieldErrors?.email}
        />
        <TextInput
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={actionData?.fieldErrors?.password}
        />
        <SubmitButton>Sign in</SubmitButton>
      </Form>
    </section>
  )
}

export function TwoFactorPage({ page, actionData }: { page: TwoFactorPageData; actionData?: TwoFactorActionData }) {
  return (
    <section className="admin-page admin-page--narrow" aria-labelledby="admin-2fa-title">
      <h1 id="admin-2fa-title">{page.mode === 'setup' ? 'Set up two-factor sign-in' : 'Enter your sign-in code'}</h1>
      {actionData?.formError ? <Notice kind="error">{actionData.formError}</Notice> : null}
      {page.mode === 'unreadable' ? (
        <p>
          Your two-factor set-up can no longer be read (the server’s secret has changed). Ask an administrator to reset
          it.
        </p>
      ) : null}
      {page.mode === 'setup' ? (
        <>
          <p>
            Every member of staff signs in with a code from an authenticator app as well as a password. Scan this code
            with the app (or type the key into it), then enter the 6-digit code it shows.
          </p>
          <img
            className="admin-2fa__qr"
            src={page.qrCodeDataUri}
            width={200}
            height={200}
            alt="QR code of your sign-in key, for your authenticator app"
          />
          <p>
            Key: <code data-testid="totp-secret">{page.secretText}</code>
          </p>
          <details>
            <summary>The key as a link</summary>
            <p>
              <code className="admin-2fa__uri">{page.otpauthUri}</code>
            </p>
          </details>
        </>
      ) : null}
      {page.mode !== 'unreadable' ? (
        <Form method="post" noValidate>
          <CsrfField token={page.csrfToken} />
          <TextInput
            name="code"
            label="6-digit code"
            autoComplete="one-time-code"
            inputMode="numeric"
            hint="From your authenticator app"
            error={actionData?.fieldErrors?.code}
          />
          <SubmitButton>{page.mode === 'setup' ? 'Turn on two-factor sign-in' : 'Continue'}</SubmitButton>
        </Form>
      ) : null}
      <Form method="post" action="/admin/logout" reloadDocument className="admin-form-apart">
        <CsrfField token={page.csrfToken} />
        <button type="submit" className="button button--secondary">
          Sign out
        </button>
      </Form>
    </section>
  )
}
