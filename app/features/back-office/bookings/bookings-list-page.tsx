import { Link, useLocation } from 'react-router'
import {
  DataTable,
  DateRangeFields,
  linkColumn,
  FilterForm,
  InputField,
  moneyColumn,
  Pager,
  SelectField,
  withParams,
  type Column,
} from '../shell'
import type { BookingListRow } from './booking-list.server'
import { BOOKING_STATUS_LABELS } from './booking-labels'
import type { BookingsPageData } from './bookings-pages.server'

/* The back office's bookings list (issue 14): one brand's bookings, searched and filtered, sortable, in pages. */

export function BookingsPage({ page }: { page: BookingsPageData }) {
  const { query } = page
  const search = new URLSearchParams(useLocation().search)
  search.set('brand', page.brandId)
  const columns: Column<BookingListRow>[] = [
    linkColumn(
      'reference',
      'Reference',
      (row) => `/admin/bookings/${row.reference}?brand=${page.brandId}`,
      (row) => row.reference,
    ),
    { key: 'booked', header: 'Booked', kind: 'date', value: (row) => row.createdAt, sortable: true },
    {
      key: 'lead',
      header: 'Lead passenger',
      cell: (row) => (
        <>
          {row.leadName}
          {row.leadEmail ? <div className="admin-note">{row.leadEmail}</div> : null}
        </>
      ),
    },
    {
      key: 'tour',
      header: 'Tour',
      cell: (row) => (
        <>
          {row.tourName} <span className="admin-note">({row.tourCode})</span>
        </>
      ),
    },
    { key: 'departs', header: 'Departs', kind: 'date', value: (row) => row.departureDate, sortable: true },
    { key: 'travellers', header: 'Travellers', kind: 'number', value: (row) => row.travellers },
    { ...moneyColumn<BookingListRow>('balance', 'Balance', (row) => row.balanceMinor), sortable: true },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (
        <>
          {BOOKING_STATUS_LABELS[row.status] ?? row.status}
          {row.source === 'phone' ? <div className="admin-note">By phone</div> : null}
        </>
      ),
    },
  ]
  return (
    <section className="admin-page" aria-labelledby="admin-bookings-title">
      <h1 id="admin-bookings-title">{`Bookings: ${page.brandName}`}</h1>
      {page.canBook ? (
        <p>
          <Link to={`/admin/bookings/new?brand=${encodeURIComponent(page.brandId)}`}>New phone booking</Link>
        </p>
      ) : null}
      <FilterForm label="Find bookings" brandId={page.brandId}>
        <InputField
          id="bookings-q"
          name="q"
          type="search"
          label="Reference, name, e-mail, phone, tour or departure"
          maxLength={100}
          defaultValue={query.q}
        />
        <SelectField
          id="bookings-status"
          name="status"
          label="Status"
          defaultValue={query.status}
          options={[
            { value: '', label: 'Any' },
            { value: 'confirmed', label: 'Confirmed' },
            { value: 'cancelled', label: 'Cancelled' },
          ]}
        />
        <SelectField
          id="bookings-balance"
          name="balance"
          label="Balance"
          defaultValue={query.balance}
          options={[
            { value: '', label: 'Any' },
            { value: 'due', label: 'Balance due' },
            { value: 'paid', label: 'Paid in full' },
          ]}
        />
        <DateRangeFields idPrefix="bookings" fromLabel="Departing from" toLabel="Departing until" values={query} />
        {query.sort.key !== 'booked' || query.sort.direction !== 'desc' ? (
          <>
            <input type="hidden" name="sort" value={query.sort.key} />
            <input type="hidden" name="dir" value={query.sort.direction} />
          </>
        ) : null}
      </FilterForm>
      <DataTable
        labelledBy="admin-bookings-title"
        columns={columns}
        rows={page.rows}
        rowKey={(row) => row.reference}
        empty="No bookings match."
        sort={{
          current: query.sort,
          href: (next) => withParams(search, { sort: next.key, dir: next.direction, page: null }),
        }}
      />
      <Pager
        page={query.page}
        pageSize={page.pageSize}
        shown={page.rows.length}
        total={page.total}
        href={(n) => withParams(search, { page: String(n) })}
        noun={{ one: 'booking', many: 'bookings' }}
        previousLabel="Newer bookings"
        nextLabel="Older bookings"
      />
    </section>
  )
}
