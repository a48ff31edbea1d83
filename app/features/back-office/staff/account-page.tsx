import { Form, Link } from 'react-router'
import { CsrfField, Notice, SubmitButton, TextInput } from '../shell'
import { STAFF_ROLE_LABELS } from './permissions'
import { PASSWORD_CHANGE_REQUIRED_MESSAGE } from './staff-access'
import type { AccountActionData, AccountPageData } from './staff-maintenance.server'

/*
 * /admin/account (issue 14): the signed-in member of staff's own account, and the form to change their password.
 * Changing it signs out their other browsers; this one stays signed in. A member whose password an administrator set
 * is sent here from every other page until they change it (ADR 0033): the page says why first (an alert, focused, so
 * it is read out on arrival), and once it is changed the success message leads on to the dashboard.
 */

export function AccountPage({ page, actionData }: { page: AccountPageData; actionData?: AccountActionData }) {
  const fieldErrors = actionData?.kind === 'invalid' ? actionData.fieldErrors : {}
  const changed = actionData?.kind === 'password-changed' ? actionData : null
  return (
    <section className="admin-page" aria-labelledby="admin-account-title">
      <h1 id="admin-account-title">My account</h1>
      {page.passwordChangeRequired ? (
        // A string child: the notice is focused when it appears, not again at every render of the page.
        <Notice kind="warning">{PASSWORD_CHANGE_REQUIRED_MESSAGE}</Notice>
      ) : null}
      <dl className="admin-figures">
        <div className="admin-figure">
          <dt>Name</dt>
          <dd data-testid="account-name">{page.staff.name}</dd>
        </div>
        <div className="admin-figure">
          <dt>E-mail address</dt>
          <dd data-testid="account-email">{page.staff.email}</dd>
        </div>
        <div className="admin-figure">
          <dt>Role</dt>
          <dd data-testid="account-role">{STAFF_ROLE_LABELS[page.staff.role]}</dd>
        </div>
        <div className="admin-figure">
          <dt>Two-factor sign-in</dt>
          <dd>{page.staff.twoFactorEnabled ? 'On' : 'Not set up yet'}</dd>
        </div>
      </dl>

      <h2 id="admin-account-password">Change your password</h2>
      {changed ? (
        <Notice kind="success">
          Your password is changed.{' '}
          {changed.otherSessionsEnded === 1
            ? 'Your other signed-in browser is signed out.'
            : changed.otherSessionsEnded > 1
              ? `Your ${changed.otherSessionsEnded} other signed-in browsers are signed out.`
              : 'You stay signed in here.'}
          {changed.backOfficeOpened ? (
            <>
              {' '}
              The rest of the back office is open to you now: <Link to="/admin/dashboard">go to the dashboard</Link>.
            </>
          ) : null}
        </Notice>
      ) : null}
      {actionData?.kind === 'refused' ? <Notice kind="error">{actionData.message}</Notice> : null}
      {actionData?.kind === 'invalid' ? (
        <Notice kind="error">Your password was not changed. Check the fields below.</Notice>
      ) : null}
      <Form
        method="post"
        noValidate
        className="admin-form"
        aria-labelledby="admin-account-password"
        key={changed ? 'changed' : 'form'}
      >
        <CsrfField token={page.csrfToken} />
        <input type="hidden" name="username" value={page.staff.email} autoComplete="username" />
        <TextInput
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={fieldErrors.currentPassword}
        />
        <TextInput
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters, with an upper-case letter and a number; not a common password. A long passphrase is welcome."
          error={fieldErrors.newPassword}
        />
        <TextInput
          name="confirmPassword"
          label="New password again"
          type="password"
          autoComplete="new-password"
          error={fieldErrors.confirmPassword}
        />
        <SubmitButton name="intent" value="change-password">
          Change password
        </SubmitButton>
      </Form>
    </section>
  )
}
