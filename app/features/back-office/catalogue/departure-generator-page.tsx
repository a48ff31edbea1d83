import { useEffect, useRef } from 'react'
import { Form, Link, useSearchParams } from 'react-router'
import {
  CellInput,
  CsrfField,
  DataTable,
  day,
  InputField,
  moneyColumn,
  MoneyInput,
  Notice,
  SelectField,
  SubmitButton,
} from '../shell'
import type { GeneratorActionData, GeneratorPageData } from './departure-generator.server'

/*
 * The departure generator on a tour (issue 26): the run's dates, departure point, places, price, deposit and rooms,
 * then a preview of every departure it would create (a date the tour already departs on, or a taken code, marked as
 * skipped), then "Create N departures" — a form of its own carrying what was previewed, so an edit made to the fields
 * after the preview is previewed again before anything is written.
 */

type Preview = Extract<GeneratorActionData, { kind: 'preview' }>
type PreviewRow = Preview['departures'][number]

const REPEAT_OPTIONS = [
  { value: 'once', label: 'Once' },
  { value: 'weekly', label: 'Every week' },
  { value: 'monthly', label: 'Every month (same day of the month)' },
]

function PreviewPanel({ page, preview }: { page: GeneratorPageData; preview: Preview }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [preview])
  const skipped = preview.departures.length - preview.creating
  return (
    <div data-testid="generator-preview">
      <h2 id="generator-preview" ref={heading} tabIndex={-1}>
        {`Preview: ${preview.creating} departure${preview.creating === 1 ? '' : 's'} to create${skipped ? `, ${skipped} skipped` : ''}`}
      </h2>
      {preview.message ? <Notice kind="error">{preview.message}</Notice> : null}
      <DataTable<PreviewRow>
        labelledBy="generator-preview"
        region
        rows={preview.departures}
        rowKey={(row) => row.date}
        rowTestId={(row) => `planned-${row.date}`}
        empty="No dates."
        columns={[
          {
            key: 'date',
            header: 'Date',
            rowHeader: true,
            // A skipped date says so where a phone shows it, not only in the last column.
            cell: (row) => (row.clash ? `${day(row.date)} (skipped)` : day(row.date)),
          },
          { key: 'code', header: 'Code', kind: 'code', cell: (row) => row.code },
          { key: 'ends', header: 'Ends', kind: 'date', value: (row) => row.endDate },
          { key: 'places', header: 'Places', kind: 'number', cell: (row) => row.capacity },
          moneyColumn<PreviewRow>('price', 'Price', (row) => row.priceMinor, page.tour.currency),
          {
            key: 'note',
            header: 'Note',
            cell: (row) => (row.clash ? <strong>{row.clash}</strong> : (row.note ?? '')),
          },
        ]}
      />
      {/* The table's scrolling region is named by the heading: the panel itself is no landmark (one name, one region). */}
      {preview.creating ? (
        <Form method="post" aria-label="Create the departures" className="admin-form">
          <CsrfField token={page.csrfToken} />
          {Object.entries(preview.values).map(([name, value]) =>
            name === 'expected' ? null : <input key={name} type="hidden" name={name} value={value} />,
          )}
          <input type="hidden" name="expected" value={preview.creating} />
          <SubmitButton name="intent" value="create">
            {`Create ${preview.creating} departure${preview.creating === 1 ? '' : 's'}`}
          </SubmitButton>
        </Form>
      ) : (
        <p>Every date is skipped: there is nothing to create.</p>
      )}
    </div>
  )
}

export function DepartureGeneratorPage({
  page,
  actionData,
}: {
  page: GeneratorPageData
  actionData?: GeneratorActionData
}) {
  const { tour, transport } = page
  const brandQuery = `?brand=${encodeURIComponent(page.brandId)}`
  const values = actionData?.values ?? {}
  const [searchParams] = useSearchParams()
  const created = Number(searchParams.get('created') ?? 0)
  // The calendar opens on the month of the dates being previewed, or of those just created.
  const calendarMonth = (values.startDate || searchParams.get('month') || page.today).slice(0, 7)
  const errors = actionData?.kind === 'invalid' ? actionData.fieldErrors : {}
  return (
    <section className="admin-page" aria-labelledby="admin-generator-title">
      <h1 id="admin-generator-title">{`New departures: ${tour.code} ${tour.name}`}</h1>
      <p>
        {`${tour.durationDays} days${transport ? `, ${transport.name.toLowerCase()}` : ''}. ${tour.published ? 'Published.' : 'Not published.'}`}{' '}
        <Link to={`/admin/tours/${tour.id}${brandQuery}`}>Tour</Link>{' '}
        <Link to={`/admin/tours${brandQuery}&q=${encodeURIComponent(tour.code)}`}>Its departures</Link>{' '}
        <Link to={`/admin/departures/calendar${brandQuery}&tour=${tour.id}&month=${calendarMonth}`}>Calendar</Link>
      </p>
      {created && !actionData ? (
        <Notice kind="success">{`${created} departure${created === 1 ? '' : 's'} created.`}</Notice>
      ) : null}
      {actionData?.kind === 'invalid' ? <Notice kind="error">Please correct the fields marked below.</Notice> : null}
      {transport ? (
        <Form method="post" className="admin-form admin-form--wide" aria-labelledby="admin-generator-title" noValidate>
          <CsrfField token={page.csrfToken} />
          <InputField
            name="startDate"
            type="date"
            label="First departure"
            min={page.today}
            defaultValue={values.startDate}
            error={errors.startDate}
          />
          <SelectField
            name="repeat"
            label="Repeat"
            options={REPEAT_OPTIONS}
            defaultValue={values.repeat ?? 'weekly'}
            error={errors.repeat}
          />
          <InputField
            name="until"
            type="date"
            label="Repeat until"
            defaultValue={values.until}
            error={errors.until}
            hint={`The last date a departure may have (not needed for once). At most ${page.maxDepartures} departures at once. Monthly on the 29th–31st falls on the last day of a shorter month.`}
          />
          <SelectField
            name="pointId"
            label="Departure point (optional)"
            options={[
              { value: '', label: `None (codes end with ${transport.code})` },
              ...page.points.map((point) => ({ value: String(point.id), label: `${point.name} (${point.code})` })),
            ]}
            defaultValue={values.pointId ?? ''}
            error={errors.pointId}
          />
          <InputField
            name="capacity"
            label="Places on each departure"
            inputMode="numeric"
            defaultValue={values.capacity}
            error={errors.capacity}
          />
          <MoneyInput
            name="price"
            label={`Price per person (${tour.currency})`}
            defaultValue={values.price}
            error={errors.price}
          />
          <MoneyInput
            name="deposit"
            label={`Deposit per person (${tour.currency})`}
            defaultValue={values.deposit}
            error={errors.deposit}
            hint="Not more than the price."
          />
          <h2 id="generator-rooms">Rooms on each departure</h2>
          <p className="admin-note" id="generator-rooms-hint">
            How many rooms of each type, and the supplement per person on the price (negative for a discount). A type
            with no rooms is left out; the rooms must hold at least the places.
          </p>
          <DataTable
            labelledBy="generator-rooms"
            describedBy="generator-rooms-hint"
            region
            rows={page.roomTypes}
            rowKey={(room) => room.code}
            empty="No room types."
            columns={[
              { key: 'name', header: 'Room type', rowHeader: true, cell: (room) => room.name },
              { key: 'sleeps', header: 'Sleeps', kind: 'number', cell: (room) => room.occupancy },
              {
                key: 'rooms',
                header: 'Rooms',
                cell: (room) => {
                  const name = `room-${room.code}-allocation`
                  return (
                    <CellInput
                      id={`generator-${name}`}
                      name={name}
                      label={`${room.name}: rooms`}
                      inputMode="numeric"
                      defaultValue={values[name]}
                      error={errors[name]}
                    />
                  )
                },
              },
              {
                key: 'supplement',
                header: 'Supplement',
                cell: (room) => {
                  const name = `room-${room.code}-supplement`
                  return (
                    <CellInput
                      id={`generator-${name}`}
                      name={name}
                      label={`${room.name}: supplement per person (${tour.currency})`}
                      inputMode="decimal"
                      defaultValue={values[name]}
                      error={errors[name]}
                    />
                  )
                },
              },
            ]}
          />
          <SubmitButton
            name="intent"
            value="preview"
            variant={actionData?.kind === 'preview' ? 'secondary' : 'primary'}
          >
            Preview departures
          </SubmitButton>
        </Form>
      ) : (
        <p>This tour has no transport type, so it cannot have departures.</p>
      )}
      {actionData?.kind === 'preview' ? <PreviewPanel page={page} preview={actionData} /> : null}
    </section>
  )
}
