import { Form, useNavigation } from 'react-router'
import { CSRF_FIELD_NAME } from '../form-fields'

/*
 * The admin UI kit's one-button action on one row of a list or one item of a page (issue 23): retry an e-mail or a
 * job, mark a request fulfilled or an enquiry handled. A small inline form that posts the intent and the row's ids;
 * the button's visible word is short ('Retry'), its accessible name says which row ('Retry: e-mail 12 to …'), so a
 * screen reader's list of buttons tells the rows apart. A destructive action takes ConfirmAction instead.
 */
export function RowAction({
  intent,
  fields,
  csrfToken,
  label,
  object,
  variant = 'secondary',
}: {
  intent: string
  /** The hidden fields naming the row (ids). */
  fields: Record<string, string | number>
  csrfToken: string
  /** The button's visible word. */
  label: string
  /** Follows the label in the button's accessible name, naming the row (': e-mail 12 to …'); none on a page of one item. */
  object?: string
  variant?: 'primary' | 'secondary'
}) {
  const busy = useNavigation().state === 'submitting'
  return (
    <Form method="post" className="admin-inline-form">
      <ActionFields csrfToken={csrfToken} intent={intent} fields={fields} />
      <button
        type="submit"
        className={`button button--${variant}`}
        disabled={busy}
        aria-label={object ? `${label}${object}` : undefined}
      >
        {label}
      </button>
    </Form>
  )
}

/** The hidden fields of a kit action's form: the CSRF token, the intent and the ids it acts on. */
export function ActionFields({
  csrfToken,
  intent,
  fields,
}: {
  csrfToken: string
  intent: string
  fields?: Record<string, string | number> | undefined
}) {
  return (
    <>
      <input type="hidden" name={CSRF_FIELD_NAME} value={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}
