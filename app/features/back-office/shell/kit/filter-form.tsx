import type { ReactNode } from 'react'
import { Form } from 'react-router'

/*
 * The admin UI kit's filter form (issue 23): a GET form above a list, so a search is an address (bookmarkable,
 * works without JavaScript). It keeps the chosen brand and names itself as a search landmark.
 */
export function FilterForm({
  label,
  brandId,
  submitLabel = 'Search',
  children,
  action,
}: {
  /** The landmark's name ('Find bookings'). */
  label: string
  /** The brand the list belongs to (kept in the address). */
  brandId?: string
  submitLabel?: string
  children: ReactNode
  action?: string
}) {
  return (
    <Form method="get" action={action} className="admin-filters" role="search" aria-label={label}>
      {brandId ? <input type="hidden" name="brand" value={brandId} /> : null}
      {children}
      <button type="submit" className="button button--primary">
        {submitLabel}
      </button>
    </Form>
  )
}
