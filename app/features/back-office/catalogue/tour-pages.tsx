import { Form, Link, useSearchParams } from 'react-router'
import type { ReactNode } from 'react'
import {
  CellInput,
  CheckboxField,
  CsrfField,
  DataTable,
  day,
  Notice,
  pounds,
  SubmitButton,
  TextInput,
  type Column,
} from '../shell'
import type { TourEditActionData, TourEditPageData, TourIntent } from './tour-admin.server'
import type { TourTextField } from './tour-rules'

/*
 * Editing one tour (issue 14): its texts, SEO fields and publish state, then the prices of its excursions and of its
 * add-ons' departures. Three forms, each with its own intent, so a mistake in one never loses what was typed in
 * another; each form's message and field errors show beside it.
 */

/** What a text field's hint may quote: the limits, the tour's name (empty for a new tour) and the brand's name. */
export interface TourTextFacts {
  limits: TourEditPageData['limits']
  tourName: string
  brandName: string
}

/**
 * The texts' fields, in TOUR_TEXT_FIELDS' order: a multi-line one has rows, an HTML one is set in code type. The
 * new tour form (tour-create-page.tsx) shows the same fields.
 */
export const TOUR_TEXT_INPUTS: {
  name: TourTextField
  label: string
  rows?: number
  code?: boolean
  optional?: boolean
  hint?: (facts: TourTextFacts) => string
}[] = [
  { name: 'name', label: 'Name', hint: ({ limits }) => `Up to ${limits.name} characters.` },
  {
    name: 'description',
    label: 'Description',
    rows: 4,
    hint: () => 'Plain text: it shows on the tour card and site search finds its words.',
  },
  {
    name: 'overviewHtml',
    label: 'Overview (HTML)',
    rows: 12,
    code: true,
    hint: () => 'No scripts, frames, forms or event handlers; links to web, e-mail or telephone addresses only.',
  },
  { name: 'accommodationHtml', label: 'Accommodation (HTML)', rows: 8, code: true },
  { name: 'offerText', label: 'Offer text (optional)', optional: true },
  {
    name: 'seoTitle',
    label: 'SEO title (optional)',
    optional: true,
    hint: ({ limits, tourName, brandName }) =>
      `What search engines show as the page's title, ${limits.seoTitle} characters or fewer. Left empty, it is "${tourName || 'the tour’s name'} | ${brandName}".`,
  },
  {
    name: 'seoDescription',
    label: 'SEO description (optional)',
    optional: true,
    rows: 3,
    hint: ({ limits }) =>
      `What search engines show under the title, ${limits.seoDescription} characters or fewer. Left empty, it is the start of the description.`,
  },
]

function FormNotice({ actionData, intent }: { actionData: TourEditActionData | undefined; intent: TourIntent }) {
  if (actionData?.kind === 'saved' && actionData.intent === intent)
    return <Notice kind="success">{actionData.message}</Notice>
  if (actionData?.kind === 'invalid' && actionData.intent === intent)
    return <Notice kind="error">Please correct the fields marked below.</Notice>
  return null
}

/** What a refused form sent back, for the form of this intent only. */
function refusedForm(actionData: TourEditActionData | undefined, intent: TourIntent) {
  return actionData?.kind === 'invalid' && actionData.intent === intent ? actionData : null
}

/**
 * One of the page's price forms (excursions, add-on departures): a table of the rows with each one's price per person
 * in its last column, saved together.
 */
function PriceForm<Row extends { id: number; priceMinor: number }>({
  page,
  actionData,
  intent,
  titleId,
  title,
  hint,
  rows,
  columns,
  priceLabel,
  submit,
  empty,
}: {
  page: TourEditPageData
  actionData: TourEditActionData | undefined
  intent: Exclude<TourIntent, 'tour'>
  titleId: string
  title: string
  hint: ReactNode
  rows: readonly Row[]
  columns: Column<Row>[]
  priceLabel: (row: Row) => string
  submit: string
  empty: string
}) {
  const refused = refusedForm(actionData, intent)
  const prefix = intent === 'excursion-prices' ? 'excursion' : 'addon'
  const priceColumn: Column<Row> = {
    key: 'price',
    header: 'Price',
    cell: (row) => {
      const name = `${prefix}-${row.id}-price`
      return (
        <CellInput
          id={`tour-${name}`}
          name={name}
          label={priceLabel(row)}
          defaultValue={refused?.values[name] ?? pounds(row.priceMinor)}
          error={refused?.fieldErrors[name]}
          inputMode="decimal"
        />
      )
    },
  }
  return (
    <>
      <h2 id={titleId}>{title}</h2>
      <FormNotice actionData={actionData} intent={intent} />
      {rows.length ? (
        <Form method="post" className="admin-form admin-form--wide" aria-labelledby={titleId} noValidate>
          <CsrfField token={page.csrfToken} />
          <input type="hidden" name="intent" value={intent} />
          <p className="admin-note" id={`${titleId}-hint`}>
            {hint}
          </p>
          <DataTable
            labelledBy={titleId}
            describedBy={`${titleId}-hint`}
            region
            rows={rows}
            rowKey={(row) => row.id}
            columns={[...columns, priceColumn]}
            empty={empty}
          />
          <SubmitButton>{submit}</SubmitButton>
        </Form>
      ) : (
        <p>{empty}</p>
      )}
    </>
  )
}

export function TourEditPage({ page, actionData }: { page: TourEditPageData; actionData?: TourEditActionData }) {
  const { tour } = page
  const brandQuery = `?brand=${encodeURIComponent(page.brandId)}`
  const tourErrors = refusedForm(actionData, 'tour')?.fieldErrors ?? {}
  const tourValues = refusedForm(actionData, 'tour')?.values ?? null
  const withPage = (n: number) => `${brandQuery}&page=${n}`
  const created = useSearchParams()[0].get('created') === '1'
  return (
    <section className="admin-page" aria-labelledby="admin-tour-title">
      <h1 id="admin-tour-title">{`Tour ${tour.code}: ${tour.name}`}</h1>
      <p>
        {page.brandName}, {tour.marketCode} market. {tour.published ? 'Published' : 'Not published'}.{' '}
        {tour.published ? <Link to={`/tours/${tour.slug}`}>See the tour page</Link> : null}{' '}
        <Link to={`/admin/tours${brandQuery}`}>All tours</Link>{' '}
        <Link to={`/admin/tours/${tour.id}/departures/new${brandQuery}`}>New departures</Link>{' '}
        <Link to={`/admin/departures/calendar${brandQuery}&tour=${tour.id}`}>Calendar</Link>
      </p>
      {created && !actionData ? (
        <Notice kind="success">Tour created, not published. Add its departures, then publish it.</Notice>
      ) : null}
      {actionData?.kind === 'refused' ? <Notice kind="error">{actionData.message}</Notice> : null}

      <h2 id="tour-texts">Texts and publishing</h2>
      <FormNotice actionData={actionData} intent="tour" />
      <Form method="post" className="admin-form admin-form--wide" aria-labelledby="tour-texts" noValidate>
        <CsrfField token={page.csrfToken} />
        <input type="hidden" name="intent" value="tour" />
        {TOUR_TEXT_INPUTS.map(({ name, label, rows, code, optional, hint }) => (
          <TextInput
            key={name}
            name={name}
            label={label}
            rows={rows}
            className={code ? 'admin-code' : undefined}
            required={!optional}
            defaultValue={tourValues?.[name] ?? tour[name]}
            error={tourErrors[name]}
            hint={hint?.({ limits: page.limits, tourName: tour.name, brandName: page.brandName })}
          />
        ))}
        <CheckboxField
          id="tour-published"
          name="published"
          label="Published"
          defaultChecked={tourValues ? tourValues.published === 'yes' : tour.published}
          hint="An unpublished tour is not on the site: its page is not found and search leaves it out."
        />
        <SubmitButton>Save tour</SubmitButton>
      </Form>

      <PriceForm
        page={page}
        actionData={actionData}
        intent="excursion-prices"
        titleId="tour-excursions"
        title="Excursions"
        hint="Prices per person; an excursion may be free (0.00)."
        rows={page.excursions}
        columns={[
          { key: 'name', header: 'Excursion', rowHeader: true, cell: (excursion) => excursion.name },
          { key: 'day', header: 'Day', cell: (excursion) => excursion.dayNumber ?? '–' },
        ]}
        priceLabel={(excursion) => `${excursion.name}: price per person (${excursion.currency})`}
        submit="Save excursion prices"
        empty="This tour has no excursions."
      />
      <PriceForm
        page={page}
        actionData={actionData}
        intent="addon-prices"
        titleId="tour-addons"
        title="Add-on departures"
        hint={
          <>
            The extensions offered with the tour&rsquo;s departures still to come, soonest first. Prices per person,
            above 0.
          </>
        }
        rows={page.addonDepartures}
        columns={[
          { key: 'addon', header: 'Add-on', rowHeader: true, cell: (row) => row.addonName },
          { key: 'departure', header: 'With departure', kind: 'code', cell: (row) => row.departureCode },
          { key: 'starts', header: 'Starts', kind: 'date', value: (row) => row.startDate },
        ]}
        priceLabel={(row) => `${row.addonName} starting ${day(row.startDate)}: price per person (${row.currency})`}
        submit="Save add-on prices"
        empty={page.addonPage > 1 ? 'No more add-on departures.' : 'This tour has no add-on departures to come.'}
      />
      {page.addonPage > 1 || page.addonHasMore ? (
        <nav className="admin-pager" aria-label="Pages of add-on departures">
          {page.addonPage > 1 ? <Link to={withPage(page.addonPage - 1)}>Sooner add-on departures</Link> : null}
          {page.addonHasMore ? <Link to={withPage(page.addonPage + 1)}>Later add-on departures</Link> : null}
        </nav>
      ) : null}
    </section>
  )
}
