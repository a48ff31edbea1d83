import {
  type Column,
  DataTable,
  DateRangeFields,
  day,
  FilterForm,
  InputField,
  Notice,
  Pager,
  RowAction,
  SelectField,
} from '../shell'
import { filterLink, marketingFormLabel, pageLink } from './marketing-rules'
import type { EnquiriesPageData, EnquiryActionData, LeadsPageData, NewsletterPageData } from './marketing-pages.server'

/* The marketing pages of the back office (issue 14): marketing leads, newsletter sign-ups and booking enquiries. */

const moment = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

type ListQuery = Record<string, string | number> & { page: number }

/** A marketing list's pager: newest first, so the earlier page holds newer rows. */
function ListPager({
  noun,
  page,
}: {
  noun: { one: string; many: string }
  page: { brandId: string; query: ListQuery; hasMore: boolean; rows: unknown[]; pageSize?: number }
}) {
  return (
    <Pager
      page={page.query.page}
      pageSize={page.pageSize ?? page.rows.length}
      shown={page.rows.length}
      total={{ hasMore: page.hasMore }}
      href={(n) => pageLink(page.brandId, page.query, n)}
      noun={noun}
      previousLabel={`Newer ${noun.many}`}
      nextLabel={`Older ${noun.many}`}
    />
  )
}

function CsvLink({ href, note }: { href: string; note: string }) {
  return (
    <p>
      <a href={href} download>
        Download CSV
      </a>{' '}
      <span className="admin-note">{note}</span>
    </p>
  )
}

type Lead = LeadsPageData['rows'][number]
const LEAD_COLUMNS: Column<Lead>[] = [
  {
    key: 'name',
    header: 'Name',
    rowHeader: true,
    cell: (row) => [row.firstName, row.lastName].filter(Boolean).join(' ') || '—',
  },
  { key: 'email', header: 'E-mail', value: (row) => row.email },
  { key: 'received', header: 'Received', cell: (row) => moment(row.createdAt) },
  { key: 'form', header: 'Form', cell: (row) => marketingFormLabel(row.formId) },
  { key: 'brochure', header: 'Brochure', value: (row) => row.brochureName },
  { key: 'country', header: 'Country', value: (row) => row.country },
  { key: 'phone', header: 'Phone', value: (row) => row.phone },
  {
    key: 'referral',
    header: 'Referral',
    cell: (row) => [row.referral, row.inquirySubcategory].filter(Boolean).join(': '),
  },
]

export function LeadsPage({ page }: { page: LeadsPageData }) {
  const { query } = page
  return (
    <section className="admin-page" aria-labelledby="admin-leads-title">
      <h1 id="admin-leads-title">{`Marketing leads: ${page.brandName}`}</h1>
      <FilterForm label="Find leads" brandId={page.brandId}>
        <InputField id="leads-q" name="q" type="search" label="E-mail or name" defaultValue={query.q} />
        <DateRangeFields idPrefix="leads" fromLabel="Received from" toLabel="Received until" values={query} />
      </FilterForm>
      {page.canExport ? (
        <CsvLink
          href={filterLink('/admin/exports/leads', page.brandId, query)}
          note="(every lead these filters match)"
        />
      ) : null}
      <DataTable
        labelledBy="admin-leads-title"
        columns={LEAD_COLUMNS}
        rows={page.rows}
        rowKey={(row) => row.id}
        rowTestId={() => 'lead-row'}
        empty="No leads match."
      />
      <ListPager noun={{ one: 'lead', many: 'leads' }} page={page} />
    </section>
  )
}

const NEWSLETTER_STATUS_LABELS = { all: 'Everyone', subscribed: 'Subscribed', unsubscribed: 'Unsubscribed' } as const

type SignUp = NewsletterPageData['rows'][number]
const SIGN_UP_COLUMNS: Column<SignUp>[] = [
  { key: 'email', header: 'E-mail', rowHeader: true, value: (row) => row.email },
  { key: 'signed-up', header: 'Signed up', cell: (row) => moment(row.createdAt) },
  { key: 'page', header: 'On page', cell: (row) => (row.sourcePath ? <code>{row.sourcePath}</code> : '') },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => (row.unsubscribedAt ? `Unsubscribed ${day(row.unsubscribedAt)}` : 'Subscribed'),
  },
]

export function NewsletterPage({ page }: { page: NewsletterPageData }) {
  const { query } = page
  // The download holds the subscribed unless the list is filtered to the unsubscribed.
  const csvQuery = { q: query.q, status: query.status === 'unsubscribed' ? 'unsubscribed' : 'subscribed' }
  return (
    <section className="admin-page" aria-labelledby="admin-newsletter-title">
      <h1 id="admin-newsletter-title">{`Newsletter sign-ups: ${page.brandName}`}</h1>
      <FilterForm label="Find sign-ups" brandId={page.brandId}>
        <InputField id="newsletter-q" name="q" type="search" label="E-mail" defaultValue={query.q} />
        <SelectField
          id="newsletter-status"
          name="status"
          label="Status"
          defaultValue={query.status}
          options={Object.entries(NEWSLETTER_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
        />
      </FilterForm>
      {page.canExport ? (
        <CsvLink
          href={filterLink('/admin/exports/newsletter', page.brandId, csvQuery)}
          note={`(the ${csvQuery.status} addresses these filters match)`}
        />
      ) : null}
      <DataTable
        labelledBy="admin-newsletter-title"
        columns={SIGN_UP_COLUMNS}
        rows={page.rows}
        rowKey={(row) => row.id}
        rowTestId={() => 'newsletter-row'}
        empty="No sign-ups match."
      />
      <ListPager noun={{ one: 'sign-up', many: 'sign-ups' }} page={page} />
    </section>
  )
}

const ENQUIRY_STATUS_LABELS = { open: 'Open', handled: 'Handled', all: 'All' } as const

type Enquiry = EnquiriesPageData['rows'][number]

function enquiryColumns(page: EnquiriesPageData): Column<Enquiry>[] {
  return [
    {
      key: 'enquiry',
      header: 'Enquiry',
      rowHeader: true,
      cell: (row) => (
        <>
          {row.reference}
          {row.quoteId !== null ? (
            <div className="admin-note">{`Quote ${row.quoteId}`}</div>
          ) : row.reportedQuoteId !== null ? (
            <div className="admin-note">{`Quote ${row.reportedQuoteId} (not the enquirer’s own)`}</div>
          ) : null}
        </>
      ),
    },
    { key: 'name', header: 'Name', cell: (row) => `${row.firstName} ${row.lastName}` },
    {
      key: 'contact',
      header: 'Contact',
      cell: (row) => (
        <>
          <a href={`mailto:${row.email}`}>{row.email}</a>
          <div>
            <a href={`tel:${row.telephone.replace(/[^+\d]/g, '')}`}>{row.telephone}</a>
          </div>
        </>
      ),
    },
    {
      key: 'holiday',
      header: 'Holiday',
      cell: (row) => (
        <>
          {row.tourName ?? ''}
          {row.departureDate ? <div className="admin-note">{row.departureDate}</div> : null}
        </>
      ),
    },
    { key: 'message', header: 'Message', value: (row) => row.message },
    { key: 'received', header: 'Received', cell: (row) => moment(row.createdAt) },
    {
      key: 'handled',
      header: 'Handled',
      cell: (row) =>
        row.handledAt ? (
          moment(row.handledAt)
        ) : page.canEdit ? (
          <RowAction
            intent="mark-handled"
            fields={{ enquiryId: row.id }}
            csrfToken={page.csrfToken}
            label="Mark handled"
            object={`: ${row.reference}`}
            variant="primary"
          />
        ) : (
          'Open'
        ),
    },
  ]
}

export function EnquiriesPage({ page, actionData }: { page: EnquiriesPageData; actionData?: EnquiryActionData }) {
  const { query } = page
  return (
    <section className="admin-page" aria-labelledby="admin-enquiries-title">
      <h1 id="admin-enquiries-title">{`Booking enquiries: ${page.brandName}`}</h1>
      <p>Travellers whose online booking could not take their rooms, asking to be called back.</p>
      {actionData?.kind === 'done' ? <Notice kind="success">{actionData.message}</Notice> : null}
      {actionData?.kind === 'refused' ? <Notice kind="error">{actionData.message}</Notice> : null}
      <FilterForm label="Filter enquiries" brandId={page.brandId} submitLabel="Show">
        <SelectField
          id="enquiries-status"
          name="status"
          label="Show"
          defaultValue={query.status}
          options={Object.entries(ENQUIRY_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
        />
      </FilterForm>
      <DataTable
        labelledBy="admin-enquiries-title"
        columns={enquiryColumns(page)}
        rows={page.rows}
        rowKey={(row) => row.id}
        rowTestId={() => 'enquiry-row'}
        empty={query.status === 'open' ? 'No open enquiries.' : 'No enquiries match.'}
      />
      <ListPager noun={{ one: 'enquiry', many: 'enquiries' }} page={page} />
    </section>
  )
}
