import { Link } from 'react-router'
import { DataTable, day, linkColumn, moneyColumn, type Column } from '../shell'
import type { DepartureBookingRow } from './booking-manifest.server'
import { BOOKING_STATUS_LABELS } from './booking-labels'
import type { ManifestPageData } from './departure-pages.server'
import { MANIFEST_NOT_COLLECTED, type ManifestTraveller } from './manifest-rules'

/*
 * A departure's bookings on its page and its manifest page (issue 26). The manifest page prints on its own
 * (manifest.css: the back office's frame and the links are left off the paper, the table's header repeats on every
 * page).
 */

const manifestPath = (departureId: number, brandId: string, csv = false) =>
  `/admin/departures/${departureId}/manifest${csv ? '.csv' : ''}?brand=${encodeURIComponent(brandId)}`

export function DepartureBookings({
  departureId,
  brandId,
  rows,
}: {
  departureId: number
  brandId: string
  rows: readonly DepartureBookingRow[]
}) {
  const columns: Column<DepartureBookingRow>[] = [
    linkColumn(
      'reference',
      'Reference',
      (row) => `/admin/bookings/${row.reference}?brand=${encodeURIComponent(brandId)}`,
      (row) => row.reference,
      'code',
    ),
    { key: 'lead', header: 'Lead passenger', cell: (row) => row.leadName },
    { key: 'travellers', header: 'Travellers', kind: 'number', value: (row) => row.travellers },
    { key: 'rooms', header: 'Rooms', cell: (row) => row.rooms },
    { key: 'status', header: 'Status', cell: (row) => BOOKING_STATUS_LABELS[row.status] ?? row.status },
    moneyColumn<DepartureBookingRow>('total', 'Total', (row) => row.totalMinor),
    moneyColumn<DepartureBookingRow>('balance', 'Balance', (row) => row.balanceMinor),
  ]
  return (
    // Not a named section: the table's scrolling region is the landmark named "Bookings" (axe: landmark-unique).
    <div className="admin-departure-bookings">
      <h2 id="departure-bookings">Bookings</h2>
      <p>
        <Link to={manifestPath(departureId, brandId)}>Manifest to read or print</Link>
        {' · '}
        <a href={manifestPath(departureId, brandId, true)} download>
          Manifest (CSV)
        </a>
      </p>
      <DataTable
        labelledBy="departure-bookings"
        region
        rows={rows}
        rowKey={(row) => row.reference}
        empty="No bookings on this departure yet."
        columns={columns}
        testId="departure-bookings"
      />
    </div>
  )
}

const MANIFEST_COLUMNS: Column<ManifestTraveller>[] = [
  {
    key: 'name',
    header: 'Traveller',
    rowHeader: true,
    cell: (row) => (
      <>
        {[row.title, row.firstName, row.lastName].filter(Boolean).join(' ')}
        {row.lead ? <div className="admin-note">Lead passenger</div> : null}
      </>
    ),
  },
  { key: 'reference', header: 'Booking', kind: 'code', value: (row) => row.reference },
  { key: 'born', header: 'Date of birth', kind: 'date', value: (row) => row.dateOfBirth },
  { key: 'sex', header: 'Sex', cell: (row) => row.sex },
  {
    key: 'room',
    header: 'Room',
    cell: (row) => (
      <>
        {row.room}
        {row.sharingWith ? <div className="admin-note">{`With ${row.sharingWith}`}</div> : null}
      </>
    ),
  },
  {
    key: 'contact',
    header: 'Contact',
    cell: (row) => (
      <>
        {row.phone}
        {row.email ? <div className="admin-note">{row.email}</div> : null}
      </>
    ),
  },
  {
    key: 'extras',
    header: 'Excursions and extensions',
    cell: (row) => [row.excursions, row.extensions].filter(Boolean).join('; '),
  },
  {
    key: 'needs',
    header: 'Dietary and medical',
    cell: (row) =>
      [row.dietary ? `Dietary: ${row.dietary}` : '', row.mobility ? `Mobility: ${row.mobility}` : '']
        .filter(Boolean)
        .join('; '),
  },
  { key: 'emergency', header: 'Emergency contacts', cell: (row) => row.emergencyContacts },
]

export function ManifestPage({ page }: { page: ManifestPageData }) {
  const { departure, travel, travellers } = page.manifest
  return (
    <section className="admin-page manifest" aria-labelledby="manifest-title">
      <h1 id="manifest-title">{`Manifest: ${departure.code}`}</h1>
      <p>
        {departure.tourName} ({departure.tourCode}), {day(departure.startDate)} to {day(departure.endDate)}.{' '}
        {`${travellers.length === 1 ? '1 traveller' : `${travellers.length} travellers`} on confirmed bookings.`}
      </p>
      {travel ? <p data-testid="manifest-travel">{`Travel: ${travel}`}</p> : null}
      <p className="admin-note">{MANIFEST_NOT_COLLECTED}</p>
      <p className="manifest__actions">
        <Link to={`/admin/departures/${departure.id}?brand=${encodeURIComponent(page.brandId)}`}>
          Back to the departure
        </Link>
        {' · '}
        <a href={manifestPath(departure.id, page.brandId, true)} download>
          Download as CSV
        </a>
      </p>
      <h2 id="manifest-travellers">Travellers</h2>
      <DataTable
        labelledBy="manifest-travellers"
        region
        rows={travellers}
        rowKey={(row) => row.passengerId}
        empty="No travellers on confirmed bookings yet."
        columns={MANIFEST_COLUMNS}
        className="manifest__table"
        testId="manifest"
      />
    </section>
  )
}
