import { useEffect, useRef, type ReactNode } from 'react'
import { Form, Link, NavLink, isRouteErrorResponse, useNavigation, useRouteError } from 'react-router'
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

export const ADMIN_NAV: { path: string; label: string; action: StaffAction; end?: boolean }[] = [
  { path: '/admin/dashboard', label: 'Dashboard', action: 'dashboard.view' },
  { path: '/admin/bookings', label: 'Bookings', action: 'bookings.view' },
  { path: '/admin/customers', label: 'Customers', action: 'customers.view' },
  { path: '/admin/leads', label: 'Leads', action: 'leads.view' },
  { path: '/admin/newsletter', label: 'Newsletter', action: 'leads.view' },
  { path: '/admin/enquiries', label: 'Enquiries', action: 'leads.view' },
  { path: '/admin/tours', label: 'Tours', action: 'tours.edit' },
  { path: '/admin/extras', label: 'Extras', action: 'tours.edit' },
  { path: '/admin/content', label: 'Content', action: 'content.edit' },
  { path: '/admin/brochure-requests', label: 'Brochure requests', action: 'brochures.edit' },
  { path: '/admin/outbox', label: 'E-mail outbox', action: 'customers.view' },
  { path: '/admin/exports', label: 'Exports', action: 'exports.download' },
  { path: '/admin/staff', label: 'Staff', action: 'staff.manage' },
  { path: '/admin/audit', label: 'Audit log', action: 'audit.view' },
  { path: '/admin/account', label: 'My account', action: 'account.manage' },
]

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
        {passwordChangeRequired ? null : (
          <Form method="get" action="/admin/dashboard" className="admin__brand-switch">
            <label htmlFor="admin-brand">Brand</label>
            <select id="admin-brand" name="brand" defaultValue={brandId} key={brandId}>
              {brands.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {brand.name}
                </option>
              ))}
            </select>
            <button type="submit" className="button button--secondary">
              Show
            </button>
          </Form>
        )}
        <p className="admin__who">
          {staff.name} <span className="admin__role">({STAFF_ROLE_LABELS[staff.role]})</span>
        </p>
        <Form method="post" action="/admin/logout" reloadDocument className="admin__logout">
          <CsrfField token={csrfToken} />
          <button type="submit" className="button button--secondary">
            Sign out
          </button>
        </Form>
      </div>
      <nav className="admin__nav" aria-label="Back office">
        <ul>
          {ADMIN_NAV.filter((item) => actions.includes(item.action)).map((item) => (
            <li key={item.path}>
              <NavLink to={`${item.path}${query}`} end={item.end}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
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
  hint?: string
  inputMode?: 'numeric' | 'decimal'
  /** false for an optional field (the label should say so). */
  required?: boolean
  /** A multi-line field (a textarea) of this many rows. */
  rows?: number
  className?: string
}) {
  const frame = { name, label, error, hint, className, defaultValue, required }
  return rows ? (
    <TextareaField {...frame} rows={rows} />
  ) : (
    <InputField {...frame} type={type} autoComplete={autoComplete} inputMode={inputMode} />
  )
}

export function SubmitButton({ children, name, value }: { children: ReactNode; name?: string; value?: string }) {
  const busy = useNavigation().state === 'submitting'
  return (
    <button type="submit" className="button button--primary" name={name} value={value} disabled={busy}>
      {children}
    </button>
  )
}

/** The boundary of every back-office page: a 403 says the role does not allow it; anything else is an error. */
export function AdminErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const title =
    status === 403 ? 'You do not have access to this page' : status === 404 ? 'Not found' : 'Something went wrong'
  const message =
    status === 403
      ? 'Your role does not allow this page. Ask an administrator if you need it.'
      : status === 404
        ? 'There is nothing at this address.'
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
