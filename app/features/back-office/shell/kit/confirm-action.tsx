import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { ActionFields } from './row-action'

/*
 * The admin UI kit's second step for a destructive action (issue 23). The first step opens a disclosure (a native
 * <details>, so it opens without JavaScript); the second is the button inside it that names exactly what happens
 * ("Yes, cancel booking MJ-1234"), and it posts confirm=yes. The server refuses the action without that value, so a
 * stray submit or a replayed form cannot skip the second step.
 */
export const CONFIRM_FIELD = 'confirm'
export const CONFIRM_VALUE = 'yes'

export function ConfirmAction({
  label,
  confirmLabel,
  intent,
  csrfToken,
  fields,
  children,
  error,
  open,
  action,
}: {
  /** The first step: what the action is ('Cancel booking'). */
  label: string
  /** The second step: the button that does it, naming its object ('Yes, cancel booking MJ-1234'). */
  confirmLabel: string
  intent: string
  csrfToken: string
  /** Other hidden fields the action needs (ids). */
  fields?: Record<string, string | number>
  /** What the action does and what it cannot undo, read before the second step. */
  children?: ReactNode
  /** The server's refusal, shown inside (the disclosure opens again). */
  error?: string | undefined
  open?: boolean
  action?: string
}) {
  return (
    <details className="admin-confirm" open={open || Boolean(error)}>
      <summary className="button button--secondary admin-confirm__summary">{label}</summary>
      <Form method="post" action={action} className="admin-confirm__step">
        <ActionFields csrfToken={csrfToken} intent={intent} fields={fields} />
        {children ? <div className="admin-confirm__text">{children}</div> : null}
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" name={CONFIRM_FIELD} value={CONFIRM_VALUE} className="button button--danger">
          {confirmLabel}
        </button>
      </Form>
    </details>
  )
}
