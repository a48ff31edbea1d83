import { Form, Link } from 'react-router'
import { CsrfField, Notice, SubmitButton, TextInput } from './admin-ui'
import type { AuditRow } from './audit-log.server'
import type { DashboardData } from './dashboard.server'
import { STAFF_ROLES, STAFF_ROLE_LABELS } from './permissions'
import type { StaffActionData, StaffPageData } from './back-office-pages.server'
import type { StaffMaintenanceActionData } from './staff-maintenance.server'
import { ADMIN_SET_PASSWORD_LIFETIME_HOURS, staffStatusLabel } from './staff-rules'
import type { LoginActionData, TwoFactorActionData, TwoFactorPageData } from './staff-auth.server'
import { day, money } from './admin-format'

/* The back office's pages (issue 14), rendered by the thin routes in app/routes/admin*.tsx. */

/** Told to the administrator with a password they set (ADR 0034). One string: server-rendered as one text node. */
const EXPIRY_NOTE = `If they have not done so within ${ADMIN_SET_PASSWORD_LIFETIME_HOURS} hours, this password stops working and you reset it.`

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
      <Form method="post" action="/admin/logout" reloadDocument>
        <CsrfField token={page.csrfToken} />
        <button type="submit" className="button button--secondary">
          Sign out
        </button>
      </Form>
    </section>
  )
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="admin-figure">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  )
}

export function DashboardPage({ dashboard, brandName }: { dashboard: DashboardData; brandName: string }) {
  const revenue = dashboard.todaysRevenue
  const load = dashboard.next30Days
  const maxWeek = Math.max(1, ...dashboard.weeks.map((week) => week.bookings))
  return (
    <section className="admin-page" aria-labelledby="admin-dashboard-title">
      <h1 id="admin-dashboard-title">{`Dashboard: ${brandName}`}</h1>
      <dl className="admin-figures">
        <Figure label="Bookings today" value={String(dashboard.todaysBookings)} testId="todays-bookings" />
        {revenue ? (
          <Figure
            label="Revenue today"
            value={
              revenue.length ? revenue.map((row) => money(row.amountMinor, row.currency)).join(' + ') : money(0, 'GBP')
            }
            testId="todays-revenue"
          />
        ) : null}
        <Figure
          label="Load factor, next 30 days"
          value={load.loadFactorPercent === null ? 'No departures' : `${load.loadFactorPercent}%`}
          testId="load-factor"
        />
        <Figure
          label="Open holds"
          value={`${dashboard.openHolds.places} places in ${dashboard.openHolds.quotes} checkouts`}
          testId="open-holds"
        />
      </dl>
      <p className="admin-note">
        {load.sold} of {load.capacity} places sold on {load.departures} departures leaving in the next 30 days.
      </p>

      <h2 id="admin-weeks">Bookings by week</h2>
      <table className="admin-table" aria-labelledby="admin-weeks">
        <thead>
          <tr>
            <th scope="col">Week starting</th>
            <th scope="col">Bookings</th>
          </tr>
        </thead>
        <tbody>
          {dashboard.weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">{day(week.weekStart)}</th>
              <td>
                <span
                  className="admin-bar"
                  style={{ inlineSize: `${(week.bookings / maxWeek) * 8}rem` }}
                  aria-hidden="true"
                />
                {week.bookings}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2 id="admin-close">Close to selling out</h2>
      {dashboard.closeToSellingOut.length ? (
        <table className="admin-table" aria-labelledby="admin-close">
          <thead>
            <tr>
              <th scope="col">Departure</th>
              <th scope="col">Tour</th>
              <th scope="col">Date</th>
              <th scope="col">Places left</th>
            </tr>
          </thead>
          <tbody>
            {dashboard.closeToSellingOut.map((row) => (
              <tr key={row.departureId}>
                <th scope="row">{row.code}</th>
                <td>{row.tourName}</td>
                <td>{day(row.startDate)}</td>
                <td>
                  {row.placesLeft} of {row.capacity}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No departure is close to selling out.</p>
      )}

      {dashboard.balancesDue ? (
        <>
          <h2 id="admin-balances">Balances due in the next 14 days</h2>
          {dashboard.balancesDue.length ? (
            <table className="admin-table" aria-labelledby="admin-balances">
              <thead>
                <tr>
                  <th scope="col">Booking</th>
                  <th scope="col">Tour</th>
                  <th scope="col">Due</th>
                  <th scope="col">Outstanding</th>
                </tr>
              </thead>
              <tbody>
                {dashboard.balancesDue.map((row) => (
                  <tr key={row.reference}>
                    <th scope="row">{row.reference}</th>
                    <td>{row.tourName}</td>
                    <td>{day(row.balanceDueDate)}</td>
                    <td>{money(row.outstandingMinor, row.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>No balance falls due in the next 14 days.</p>
          )}
        </>
      ) : null}
    </section>
  )
}

export function AuditPage({ rows, page, hasOlder }: { rows: AuditRow[]; page: number; hasOlder: boolean }) {
  return (
    <section className="admin-page" aria-labelledby="admin-audit-title">
      <h1 id="admin-audit-title">Audit log</h1>
      {rows.length ? (
        <table className="admin-table admin-table--audit" aria-labelledby="admin-audit-title">
          <thead>
            <tr>
              <th scope="col">When (UTC)</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">What</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.createdAt.replace('T', ' ').slice(0, 19)}</td>
                <td>{row.staffName ?? 'System (command line)'}</td>
                <td>{row.action}</td>
                <td>
                  {row.entity}
                  {row.entityId ? ` #${row.entityId}` : ''}
                  {row.brandId ? ` (${row.brandId})` : ''}
                </td>
                <td>
                  <code>{row.beforeJson ?? '—'}</code>
                </td>
                <td>
                  <code>{row.afterJson ?? '—'}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>Nothing has been changed yet.</p>
      )}
      <nav className="admin-pager" aria-label="Audit log pages">
        {page > 1 ? <Link to={`/admin/audit?page=${page - 1}`}>Newer</Link> : null}
        <span>Page {page}</span>
        {hasOlder ? <Link to={`/admin/audit?page=${page + 1}`}>Older</Link> : null}
      </nav>
    </section>
  )
}

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
      <table className="admin-table" aria-labelledby="admin-staff-title">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            <th scope="col">Two-factor</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {page.staff.map((member) => (
            <tr key={member.id}>
              <th scope="row">{member.name}</th>
              <td>{member.email}</td>
              <td>{STAFF_ROLE_LABELS[member.role]}</td>
              <td>{member.twoFactorEnabled ? 'On' : 'Not set up yet'}</td>
              <td>{staffStatusLabel(member)}</td>
              <td>
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
                        <div className={`field${passwordProblem?.staffId === member.id ? ' field--invalid' : ''}`}>
                          <label className="field__label" htmlFor={`staff-${member.id}-password`}>
                            {`New temporary password for ${member.name}`}
                          </label>
                          <input
                            id={`staff-${member.id}-password`}
                            name="password"
                            type="password"
                            className="field__input"
                            autoComplete="new-password"
                            required
                            aria-invalid={passwordProblem?.staffId === member.id ? true : undefined}
                            aria-describedby={
                              passwordProblem?.staffId === member.id ? `staff-${member.id}-password-error` : undefined
                            }
                          />
                          {passwordProblem?.staffId === member.id ? (
                            <p className="field__error" id={`staff-${member.id}-password-error`}>
                              {passwordProblem.message}
                            </p>
                          ) : null}
                        </div>
                        <button type="submit" name="intent" value="reset-password" className="button button--secondary">
                          Reset password<span className="visually-hidden">{` of ${member.name}`}</span>
                        </button>
                      </Form>
                      <Form method="post" className="admin-inline-form">
                        <CsrfField token={page.csrfToken} />
                        <input type="hidden" name="staffId" value={member.id} />
                        <button
                          type="submit"
                          name="intent"
                          value="reset-two-factor"
                          className="button button--secondary"
                        >
                          Reset two-factor<span className="visually-hidden">{` of ${member.name}`}</span>
                        </button>
                      </Form>
                      <Form method="post" className="admin-inline-form">
                        <CsrfField token={page.csrfToken} />
                        <input type="hidden" name="staffId" value={member.id} />
                        <div className="field">
                          <label className="field__label" htmlFor={`staff-${member.id}-role`}>
                            {`Role for ${member.name}`}
                          </label>
                          <select
                            id={`staff-${member.id}-role`}
                            name="role"
                            className="field__input"
                            defaultValue={member.role}
                          >
                            {STAFF_ROLES.map((role) => (
                              <option key={role} value={role}>
                                {STAFF_ROLE_LABELS[role]}
                              </option>
                            ))}
                          </select>
                        </div>
                        <button type="submit" name="intent" value="change-role" className="button button--secondary">
                          Change role<span className="visually-hidden">{` of ${member.name}`}</span>
                        </button>
                      </Form>
                    </details>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

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
        <div className={`field${invalid?.fieldErrors.role ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor="field-role">
            Role
          </label>
          <select
            id="field-role"
            name="role"
            className="field__input"
            defaultValue={invalid?.values.role || 'sales_agent'}
            aria-invalid={invalid?.fieldErrors.role ? true : undefined}
            aria-describedby={invalid?.fieldErrors.role ? 'field-role-error' : undefined}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {STAFF_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
          {invalid?.fieldErrors.role ? (
            <p className="field__error" id="field-role-error">
              {invalid.fieldErrors.role}
            </p>
          ) : null}
        </div>
        <SubmitButton name="intent" value="create">
          Add and make a one-time password
        </SubmitButton>
      </Form>
    </section>
  )
}
