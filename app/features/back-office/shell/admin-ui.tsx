import { useEffect, useRef, type ReactNode } from 'react'
import {
  Form,
  Link,
  NavLink,
  isRouteErrorResponse,
  useLocation,
  useNavigation,
  useRouteError,
  useSubmit,
} from 'react-router'
import { CSRF_FIELD_NAME } from './form-fields'
import { InputField, TextareaField } from './kit/field'
import type { StaffAction, StaffRole } from '../staff/index.access'
import { STAFF_ROLE_LABELS } from '../staff/index.access'

/*
 * The back office's frame and shared pieces (issue 14): a header with the brand switch, a navigation that shows only
 * what the role allows (the server checks every request anyway), who is signed in and the sign-out button. Plain
 * forms and links, so everything works by keyboard and before hydration; sized for a tablet too (back-office.css).
 */

export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name={CSRF_FIELD_NAME} value={token} />
}

export interface AdminNavItem {
  path: string
  label: string
  action: StaffAction
  end?: boolean
}

/**
 * The navigation in the groups staff think in (issue 23): selling, the catalogue, marketing, content, running the
 * office. A group shows only when the role allows one of its entries.
 */
export const ADMIN_NAV_GROUPS: { label: string; items: AdminNavItem[] }[] = [
  {
    label: 'Sell',
    items: [
      { path: '/admin/dashboard', label: 'Dashboard', action: 'dashboard.view' },
      { path: '/admin/bookings', label: 'Bookings', action: 'bookings.view' },
      { path: '/admin/customers', label: 'Customers', action: 'customers.view' },
      { path: '/admin/reports', label: 'Reports', action: 'payments.view' },
    ],
  },
  {
    label: 'Catalogue',
    items: [
      { path: '/admin/tours', label: 'Tours', action: 'tours.edit' },
      { path: '/admin/extras', label: 'Extras', action: 'tours.edit' },
    ],
  },
  {
    label: 'Marketing',
    items: [
      { path: '/admin/leads', label: 'Leads', action: 'leads.view' },
      { path: '/admin/brochure-requests', label: 'Brochures', action: 'brochures.edit' },
      { path: '/admin/newsletter', label: 'Newsletter', action: 'leads.view' },
      { path: '/admin/enquiries', label: 'Enquiries', action: 'leads.view' },
    ],
  },
  { label: 'Content', items: [{ path: '/admin/content', label: 'Content', action: 'content.edit' }] },
  {
    label: 'Admin',
    items: [
      { path: '/admin/staff', label: 'Staff', action: 'staff.manage' },
      { path: '/admin/cancellation-policy', label: 'Cancellation policy', action: 'money.settings' },
      { path: '/admin/audit', label: 'Audit log', action: 'audit.view' },
      { path: '/admin/outbox', label: 'Outbox', action: 'customers.view' },
      { path: '/admin/exports', label: 'Exports', action: 'exports.download' },
    ],
  },
]

/**
 * The signed-in member's own account: in the header beside their name, not in the sections' line (which must stay
 * one line at 1280 px); it is the navigation's only entry while they must choose a password (ADR 0033).
 */
export const ACCOUNT_NAV_ITEM: AdminNavItem = { path: '/admin/account', label: 'My account', action: 'account.manage' }

/** Every entry of the navigation, in order, My account last. */
export const ADMIN_NAV: AdminNavItem[] = [...ADMIN_NAV_GROUPS.flatMap((group) => group.items), ACCOUNT_NAV_ITEM]

/**
 * The brand the back office shows. Choosing one reloads the page for it at once; without JavaScript the "Show"
 * button (inside <noscript>) does the same, so the switch never depends on a script.
 */
function BrandSwitch({ brands, brandId }: { brands: { id: string; name: string }[]; brandId: string }) {
  const { pathname } = useLocation()
  const submit = useSubmit()
  return (
    <Form method="get" action={pathname} className="admin__brand-switch">
      <label htmlFor="admin-brand">Brand</label>
      <select
        id="admin-brand"
        name="brand"
        defaultValue={brandId}
        key={brandId}
        onChange={(event) => submit(event.currentTarget.form)}
      >
        {brands.map((brand) => (
          <option key={brand.id} value={brand.id}>
            {brand.name}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button button--secondary">
          Show
        </button>
      </noscript>
    </Form>
  )
}

function AdminNav({
  actions,
  query,
  passwordChangeRequired,
}: {
  actions: StaffAction[]
  query: string
  passwordChangeRequired: boolean
}) {
  const sections = passwordChangeRequired
    ? [{ label: 'You', items: [ACCOUNT_NAV_ITEM] }]
    : ADMIN_NAV_GROUPS.map((group) => ({
        ...group,
        items: group.items.filter((item) => actions.includes(item.action)),
      }))
  const groups = sections.filter((group) => group.items.length)
  return (
    <nav className="admin__nav" aria-label="Back office">
      <ul className="admin__nav-groups">
        {groups.map((group) => (
          <li key={group.label} className="admin__nav-group">
            <span className="admin__nav-group-label" id={`admin-nav-${group.label.toLowerCase()}`}>
              {group.label}
            </span>
            <ul aria-labelledby={`admin-nav-${group.label.toLowerCase()}`}>
              {group.items.map((item) => (
                <li key={item.path}>
                  <NavLink to={`${item.path}${query}`} end={item.end}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export interface AdminFrameProps {
  staff: { name: string; role: StaffRole }
  actions: StaffAction[]
  /** Only the account page opens (a password an administrator set): no brand switch, the navigation has one entry. */
  passwordChangeRequired: boolean
  brands: { id: string; name: string }[]
  brandId: string
  csrfToken: string
  children: ReactNode
}

export function AdminFrame({
  staff,
  actions,
  passwordChangeRequired,
  brands,
  brandId,
  csrfToken,
  children,
}: AdminFrameProps) {
  const query = `?brand=${encodeURIComponent(brandId)}`
  return (
    <div className="admin">
      <div className="admin__bar">
        <p className="admin__title">
          <Link to={`/admin/${passwordChangeRequired ? 'account' : 'dashboard'}${query}`}>Back office</Link>
        </p>
        {passwordChangeRequired ? null : <BrandSwitch brands={brands} brandId={brandId} />}
        <p className="admin__who">
          {staff.name} <span className="admin__role">({STAFF_ROLE_LABELS[staff.role]})</span>
          {passwordChangeRequired ? null : (
            <NavLink to={`${ACCOUNT_NAV_ITEM.path}${query}`} className="admin__account">
              {ACCOUNT_NAV_ITEM.label}
            </NavLink>
          )}
        </p>
        <Form method="post" action="/admin/logout" reloadDocument className="admin__logout">
          <CsrfField token={csrfToken} />
          <button type="submit" className="button button--secondary">
            Sign out
          </button>
        </Form>
      </div>
      <AdminNav actions={actions} query={query} passwordChangeRequired={passwordChangeRequired} />
      <div className="admin__content">{children}</div>
    </div>
  )
}

/**
 * A page's message block (errors, confirmations, a warning that something must be done first); focused when it
 * appears so it is read out.
 */
export function Notice({ kind, children }: { kind: 'error' | 'success' | 'warning'; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [children])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`admin-notice admin-notice--${kind}`}
      role={kind === 'success' ? 'status' : 'alert'}
    >
      {children}
    </div>
  )
}

/** The answer of a page's action: a confirmation ('done') or a refusal ('refused'); nothing for any other answer. */
export function ActionNotice({ actionData }: { actionData: { kind: string; message?: string } | undefined | null }) {
  if (actionData?.kind === 'done' && actionData.message) return <Notice kind="success">{actionData.message}</Notice>
  if (actionData?.kind === 'refused' && actionData.message) return <Notice kind="error">{actionData.message}</Notice>
  return null
}

/** A text field with the house's defaults (required unless told); a textarea when given rows. Built on Field. */
export function TextInput({
  name,
  label,
  type = 'text',
  error,
  defaultValue,
  autoComplete,
  hint,
  inputMode,
  required = true,
  rows,
  className,
}: {
  name: string
  label: string
  type?: 'text' | 'email' | 'password'
  error?: string | undefined
  defaultValue?: string | undefined
  autoComplete?: string
  hint?: string | undefined
  inputMode?: 'numeric' | 'decimal'
  /** false for an optional field (the label should say so). */
  required?: boolean
  /** A multi-line field (a textarea) of this many rows. */
  rows?: number | undefined
  className?: string | undefined
}) {
  const frame = { name, label, error, hint, className, defaultValue, required }
  return rows ? (
    <TextareaField {...frame} rows={rows} />
  ) : (
    <InputField {...frame} type={type} autoComplete={autoComplete} inputMode={inputMode} />
  )
}

/**
 * A form's submit button, disabled while the form is on its way. One primary button a form: a second action beside
 * it (Preview beside Save) is 'secondary', so the two do not look the same.
 */
export function SubmitButton({
  children,
  name,
  value,
  variant = 'primary',
}: {
  children: ReactNode
  name?: string
  value?: string
  variant?: 'primary' | 'secondary'
}) {
  const busy = useNavigation().state === 'submitting'
  return (
    <button type="submit" className={`button button--${variant}`} name={name} value={value} disabled={busy}>
      {children}
    </button>
  )
}

/** The boundary of every back-office page: a 403 says the role does not allow it; anything else is an error. */
export function AdminErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  // A 400 says what was wrong with the address (a page number, a search too long): the loader's own message.
  const given = isRouteErrorResponse(error) ? (error.data as { message?: unknown } | null)?.message : undefined
  const title =
    status === 403
      ? 'You do not have access to this page'
      : status === 404
        ? 'Not found'
        : status === 400
          ? 'This address asks for something the page cannot show'
          : 'Something went wrong'
  const message =
    status === 403
      ? 'Your role does not allow this page. Ask an administrator if you need it.'
      : status === 404
        ? 'There is nothing at this address.'
        : status === 400
          ? typeof given === 'string' && given
            ? given
            : 'Check the address and try again.'
          : 'Please try again. If it keeps happening, tell the person who runs the site.'
  return (
    <section className="admin-page" aria-labelledby="admin-error-title">
      <h1 id="admin-error-title">{title}</h1>
      <p>{message}</p>
      <p>
        <Link to="/admin/dashboard">Back to the dashboard</Link>
      </p>
    </section>
  )
}
