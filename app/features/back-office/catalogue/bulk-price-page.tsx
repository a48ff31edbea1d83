import { useEffect, useRef } from 'react'
import { Form, Link } from 'react-router'
import { CsrfField, DataTable, day, InputField, moneyColumn, Notice, SelectField, SubmitButton } from '../shell'
import type { BulkPriceActionData, BulkPricePageData } from './bulk-price.server'
import { monthLabel } from './departure-calendar-rules'

/*
 * The bulk price change (issue 26): a month's departures to choose from, one change, a preview of each old → new
 * price (a refused one says why, and nothing is applied while one is refused), then "Apply to N departures" — a form
 * of its own carrying the selection, the change and the old prices previewed.
 */

type Preview = Extract<BulkPriceActionData, { kind: 'preview' }>

const KINDS = [
  { value: 'set', label: 'Set the price' },
  { value: 'amount', label: 'Change by an amount' },
  { value: 'percent', label: 'Change by a percentage' },
]

function PreviewPanel({ page, preview }: { page: BulkPricePageData; preview: Preview }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [preview])
  const refused = preview.rows.filter((row) => row.problem).length
  const count = preview.rows.length
  return (
    <div data-testid="bulk-price-preview">
      <h2 id="bulk-price-preview" ref={heading} tabIndex={-1}>
        {refused
          ? `Preview: ${refused} of ${count} new prices refused`
          : `Preview: ${count} new price${count === 1 ? '' : 's'}`}
      </h2>
      {preview.message ? <Notice kind="error">{preview.message}</Notice> : null}
      <DataTable<Preview['rows'][number]>
        labelledBy="bulk-price-preview"
        region
        rows={preview.rows}
        rowKey={(row) => row.id}
        empty="No departures."
        columns={[
          { key: 'code', header: 'Departure', kind: 'code', rowHeader: true, cell: (row) => row.code },
          { key: 'date', header: 'Date', kind: 'date', value: (row) => row.startDate },
          moneyColumn(
            'old',
            'Old price',
            (row) => row.priceMinor,
            (row) => row.currency,
          ),
          moneyColumn(
            'new',
            'New price',
            (row) => row.newPriceMinor,
            (row) => row.currency,
          ),
          { key: 'problem', header: 'Refused', cell: (row) => (row.problem ? <strong>{row.problem}</strong> : '') },
        ]}
      />
      {refused ? (
        <p>Change the selection or the change, and preview again: nothing is applied while a price is refused.</p>
      ) : (
        <Form method="post" aria-label="Apply the new prices" className="admin-form">
          <CsrfField token={page.csrfToken} />
          <input type="hidden" name="kind" value={preview.values.kind} />
          <input type="hidden" name="value" value={preview.values.value} />
          {preview.rows.map((row) => (
            <span key={row.id}>
              <input type="hidden" name="departure" value={row.id} />
              <input type="hidden" name={`old-${row.id}`} value={row.priceMinor} />
            </span>
          ))}
          <SubmitButton name="intent" value="apply">
            {`Apply to ${count} departure${count === 1 ? '' : 's'}`}
          </SubmitButton>
        </Form>
      )}
    </div>
  )
}

export function BulkPricePage({ page, actionData }: { page: BulkPricePageData; actionData?: BulkPriceActionData }) {
  const brandQuery = `?brand=${encodeURIComponent(page.brandId)}`
  const calendar = `/admin/departures/calendar${brandQuery}&month=${page.month}${page.tourId ? `&tour=${page.tourId}` : ''}`
  const values = actionData && actionData.kind !== 'applied' ? actionData.values : null
  const selected = new Set(actionData && actionData.kind !== 'applied' ? actionData.selected : [])
  const errors = actionData?.kind === 'invalid' ? actionData.fieldErrors : {}
  return (
    <section className="admin-page" aria-labelledby="admin-bulk-price-title">
      <h1 id="admin-bulk-price-title">{`Change prices: ${monthLabel(page.month)}, ${page.tourLabel ?? page.brandName}`}</h1>
      <p>
        <Link to={calendar}>Back to the calendar</Link>
      </p>
      {actionData?.kind === 'applied' ? (
        <Notice kind="success">{`New prices applied to ${actionData.count} departure${actionData.count === 1 ? '' : 's'}. The site shows them within seconds.`}</Notice>
      ) : null}
      {actionData?.kind === 'invalid' ? <Notice kind="error">Please correct the fields marked below.</Notice> : null}
      {page.departures.length ? (
        <Form method="post" className="admin-form admin-form--wide" aria-labelledby="admin-bulk-price-title" noValidate>
          <CsrfField token={page.csrfToken} />
          <h2 id="bulk-price-departures">Departures</h2>
          {errors.departure ? (
            <p className="field__error" id="bulk-price-departure-error">
              {errors.departure}
            </p>
          ) : null}
          <DataTable<BulkPricePageData['departures'][number]>
            labelledBy="bulk-price-departures"
            region
            rows={page.departures}
            rowKey={(row) => row.id}
            empty="No departures this month."
            columns={[
              {
                key: 'choose',
                header: 'Choose',
                cell: (row) => (
                  <>
                    <input
                      type="checkbox"
                      id={`bulk-departure-${row.id}`}
                      name="departure"
                      value={row.id}
                      defaultChecked={selected.has(row.id)}
                    />
                    <label className="visually-hidden" htmlFor={`bulk-departure-${row.id}`}>
                      {`Choose ${row.code}, ${day(row.startDate)}`}
                    </label>
                  </>
                ),
              },
              { key: 'code', header: 'Departure', kind: 'code', rowHeader: true, cell: (row) => row.code },
              { key: 'date', header: 'Date', kind: 'date', value: (row) => row.startDate },
              moneyColumn(
                'price',
                'Price',
                (row) => row.priceMinor,
                (row) => row.currency,
              ),
            ]}
          />
          <SelectField name="kind" label="Change" options={KINDS} defaultValue={values?.kind ?? 'amount'} />
          <InputField
            name="value"
            label="By or to"
            inputMode="decimal"
            defaultValue={values?.value}
            error={errors.value}
            hint="A price in pounds and pence, such as 1299.00; an amount such as 50.00, or -50.00 to lower; a percentage such as 5, or -7.5 to lower."
          />
          <SubmitButton
            name="intent"
            value="preview"
            variant={actionData?.kind === 'preview' ? 'secondary' : 'primary'}
          >
            Preview new prices
          </SubmitButton>
        </Form>
      ) : (
        <p>No departures this month.</p>
      )}
      {actionData?.kind === 'preview' ? <PreviewPanel page={page} preview={actionData} /> : null}
    </section>
  )
}
