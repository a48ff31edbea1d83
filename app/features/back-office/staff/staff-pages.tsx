import { Form, Link } from 'react-router'
import { CsrfField, DataTable, InputField, Notice, SelectField, SubmitButton, TextInput } from '../shell'
import { STAFF_ROLES, STAFF_ROLE_LABELS } from './permissions'
import type { StaffActionData, StaffPageData } from './staff-page.server'
import type { StaffMaintenanceActionData } from './staff-maintenance.server'
import { ADMIN_SET_PASSWORD_LIFETIME_HOURS, staffStatusLabel } from './staff-rules'

/* The back office's pages (issue 14), rendered by the thin routes in app/routes/admin*.tsx. */

/** Told to the administrator with a password they set (ADR 0034). One string: server-rendered as one text node. */
const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }))

const EXPIRY_NOTE = `If they have not done so within ${ADMIN_SET_PASSWORD_LIFETIME_HOURS} hours, this password stops working and you reset it.`

export function StaffPage({
  page,
  actionData,
}: {
  page: StaffPageData
  actionData?: StaffActionData | StaffMaintenanceActionData
}) {
  const invalid = actionData?.kind === 'invalid' ? actionData : null
  const passwordProblem = actionData?.kind === 'password-invalid' ? actionData : null
  return (
    <section className="admin-page" aria-labelledby="admin-staff-title">
      <h1 id="admin-staff-title">Staff</h1>
      {actionData?.kind === 'created' ? (
        <Notice kind="success">
          <p>
            {actionData.name} ({actionData.email}) can now sign in with this one-time password, shown only now:{' '}
            <code data-testid="one-time-password">{actionData.oneTimePassword}</code>
          </p>
          <p>
            At their first sign-in they set up two-factor sign-in, then choose a password of their own: until they do,
            the back office shows them nothing but their account. {EXPIRY_NOTE}
          </p>
        </Notice>
      ) : null}
      {actionData?.kind === 'disabled' ? (
        <Notice kind="success">{actionData.name} can no longer sign in.</Notice>
      ) : null}
      {actionData?.kind === 'refused' ? <Notice kind="error">{actionData.message}</Notice> : null}
      {actionData?.kind === 'password-reset' ? (
        <Notice kind="success">
          {actionData.name} has the new temporary password and is signed out everywhere. Give it to them in person or by
          phone: at their next sign-in they must change it on “My account” before anything else opens. {EXPIRY_NOTE}
        </Notice>
      ) : null}
      {actionData?.kind === 'two-factor-reset' ? (
        <Notice kind="success">
          {actionData.name}’s two-factor sign-in is reset and they are signed out everywhere: they set it up again at
          their next sign-in.
        </Notice>
      ) : null}
      {actionData?.kind === 'role-changed' ? (
        <Notice kind="success">
          {`${actionData.name} is now ${STAFF_ROLE_LABELS[actionData.role].toLowerCase()}.`}
        </Notice>
      ) : null}
      {passwordProblem ? <Notice kind="error">The password was not changed: {passwordProblem.message}</Notice> : null}
      <DataTable
        labelledBy="admin-staff-title"
        rows={page.staff}
        rowKey={(member) => member.id}
        empty="No staff yet."
        columns={[
          { key: 'name', header: 'Name', rowHeader: true, value: (member) => member.name },
          { key: 'email', header: 'E-mail', value: (member) => member.email },
          { key: 'role', header: 'Role', value: (member) => STAFF_ROLE_LABELS[member.role] },
          {
            key: 'twoFactor',
            header: 'Two-factor',
            value: (member) => (member.twoFactorEnabled ? 'On' : 'Not set up yet'),
          },
          { key: 'status', header: 'Status', value: (member) => staffStatusLabel(member) },
          {
            key: 'actions',
            header: 'Actions',
            hiddenHeader: true,
            cell: (member) => <StaffActions member={member} page={page} passwordProblem={passwordProblem} />,
          },
        ]}
      />

      <h2 id="admin-staff-new">Add a member of staff</h2>
      <Form
        method="post"
        noValidate
        aria-labelledby="admin-staff-new"
        key={actionData?.kind === 'created' ? actionData.email : 'new'}
      >
        <CsrfField token={page.csrfToken} />
        <TextInput
          name="name"
          label="Name"
          autoComplete="off"
          defaultValue={invalid?.values.name}
          error={invalid?.fieldErrors.name}
        />
        <TextInput
          name="email"
          label="E-mail address"
          type="email"
          autoComplete="off"
          defaultValue={invalid?.values.email}
          error={invalid?.fieldErrors.email}
        />
        <SelectField
          name="role"
          label="Role"
          defaultValue={invalid?.values.role || 'sales_agent'}
          error={invalid?.fieldErrors.role}
          options={ROLE_OPTIONS}
        />
        <SubmitButton name="intent" value="create">
          Add and make a one-time password
        </SubmitButton>
      </Form>
    </section>
  )
}

type StaffMember = StaffPageData['staff'][number]

/** A member's row actions: disable, and under "Manage" a temporary password, a two-factor reset and a new role. */
function StaffActions({
  member,
  page,
  passwordProblem,
}: {
  member: StaffMember
  page: StaffPageData
  passwordProblem: Extract<StaffMaintenanceActionData, { kind: 'password-invalid' }> | null
}) {
  return (
    <>
      {member.id === page.currentStaffId ? <Link to="/admin/account">My account</Link> : null}
      {!member.disabled && member.id !== page.currentStaffId ? (
        <>
          <Form method="post">
            <CsrfField token={page.csrfToken} />
            <input type="hidden" name="staffId" value={member.id} />
            <button
              type="submit"
              name="intent"
              value="disable"
              className="button button--secondary"
              aria-label={`Disable ${member.name}`}
            >
              Disable
            </button>
          </Form>
          <details open={passwordProblem?.staffId === member.id || undefined}>
            <summary>
              Manage<span className="visually-hidden">{` ${member.name}`}</span>
            </summary>
            <Form method="post" className="admin-inline-form" noValidate>
              <CsrfField token={page.csrfToken} />
              <input type="hidden" name="staffId" value={member.id} />
              <InputField
                id={`staff-${member.id}-password`}
                name="password"
                type="password"
                label={`New temporary password for ${member.name}`}
                autoComplete="new-password"
                required
                error={passwordProblem?.staffId === member.id ? passwordProblem.message : undefined}
              />
              <button type="submit" name="intent" value="reset-password" className="button button--secondary">
                Reset password<span className="visually-hidden">{` of ${member.name}`}</span>
              </button>
            </Form>
            <Form method="post" className="admin-inline-form">
              <CsrfField token={page.csrfToken} />
              <input type="hidden" name="staffId" value={member.id} />
              <button type="submit" name="intent" value="reset-two-factor" className="button button--secondary">
                Reset two-factor<span className="visually-hidden">{` of ${member.name}`}</span>
              </button>
            </Form>
            <Form method="post" className="admin-inline-form">
              <CsrfField token={page.csrfToken} />
              <input type="hidden" name="staffId" value={member.id} />
              <SelectField
                id={`staff-${member.id}-role`}
                name="role"
                label={`Role for ${member.name}`}
                defaultValue={member.role}
                options={ROLE_OPTIONS}
              />
              <button type="submit" name="intent" value="change-role" className="button button--secondary">
                Change role<span className="visually-hidden">{` of ${member.name}`}</span>
              </button>
            </Form>
          </details>
        </>
      ) : null}
    </>
  )
}
