import { Form } from 'react-router'
import { ActionNotice, CsrfField, DataTable, When, type Column } from '../shell'
import type { DepartureWaitlistData, WaitlistActionData } from './waitlist-panel.server'

/* A departure's waitlist on its back-office page (issue 27): order, state, offers sent; remove; send an offer. */

type Row = DepartureWaitlistData['rows'][number]

export const WAITLIST_STATE_LABELS: Record<string, string> = {
  waiting: 'Waiting',
  offered: 'Offered',
  booked: 'Booked',
  lapsed: 'Offer lapsed',
  left: 'Left',
  removed: 'Removed',
}

function RowAction({ row, intent, label, csrfToken }: { row: Row; intent: string; label: string; csrfToken: string }) {
  return (
    <Form method="post" className="admin-inline-form">
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="entryId" value={row.id} />
      <button type="submit" className="button button--secondary" aria-label={`${label}: ${row.email}`}>
        {label}
      </button>
    </Form>
  )
}

export function DepartureWaitlist({
  waitlist,
  actionData,
}: {
  waitlist: DepartureWaitlistData
  actionData?: WaitlistActionData | undefined
}) {
  const columns: Column<Row>[] = [
    { key: 'position', header: 'Order', kind: 'number', value: (row) => row.position ?? '' },
    { key: 'email', header: 'E-mail', rowHeader: true, value: (row) => row.email },
    { key: 'travellers', header: 'Travellers', kind: 'number', value: (row) => row.travellers },
    { key: 'room', header: 'Room type', value: (row) => row.roomName ?? 'Any' },
    { key: 'state', header: 'State', value: (row) => WAITLIST_STATE_LABELS[row.state] ?? row.state },
    { key: 'offers', header: 'Offers sent', kind: 'number', value: (row) => row.offersSent },
    { key: 'until', header: 'Offer held until', cell: (row) => <When iso={row.offerExpiresAt} /> },
    { key: 'joined', header: 'Joined', cell: (row) => <When iso={row.joinedAt} /> },
  ]
  if (waitlist.canEdit)
    columns.push({
      key: 'actions',
      header: 'Actions',
      cell: (row) => (
        <div className="admin-actions">
          {row.state === 'waiting' ? (
            <RowAction row={row} intent="waitlist-offer" label="Send offer" csrfToken={waitlist.csrfToken} />
          ) : null}
          {row.state === 'waiting' || row.state === 'offered' ? (
            <RowAction row={row} intent="waitlist-remove" label="Remove" csrfToken={waitlist.csrfToken} />
          ) : null}
        </div>
      ),
    })
  return (
    <div className="admin-departure-waitlist">
      <h2 id="departure-waitlist">Waitlist</h2>
      <p>
        Travellers waiting for places on this departure, in the order they joined. Places that come free are held for
        the first one they fit and offered by e-mail; places freed while someone waits are not on public sale.
      </p>
      <ActionNotice actionData={actionData} />
      <DataTable
        labelledBy="departure-waitlist"
        region
        rows={waitlist.rows}
        rowKey={(row) => row.id}
        rowTestId={(row) => `waitlist-entry-${row.id}`}
        empty="Nobody is on this departure’s waitlist."
        columns={columns}
        testId="departure-waitlist"
      />
    </div>
  )
}
