import { Form, Link } from 'react-router'
import {
  ActionNotice,
  type Column,
  CsrfField,
  DataTable,
  FilterForm,
  InputField,
  linkColumn,
  Notice,
  Pager,
  RowAction,
  SelectField,
  When,
} from '../shell'
import type { BrochureRequestsPageData, InboxActionData, OutboxPageData } from './brochure-requests-pages.server'

/*
 * The back office's brochure requests (with the fulfilment CSV download) and e-mail outbox pages (issue 14). Times
 * are shown in UTC from the stored ISO strings, the same on the server and in the browser.
 */

function pageLink(brandId: string, query: Record<string, string | number>, changes: Record<string, string | number>) {
  const params = new URLSearchParams({ brand: brandId })
  for (const [key, value] of Object.entries({ ...query, ...changes }))
    if (value !== '' && !(key === 'page' && value === 1)) params.set(key, String(value))
  return `?${params}`
}

/** An inbox list's pager: newest first, so the earlier page holds newer rows. */
function InboxPager({
  page,
  listQuery,
  noun,
}: {
  page: { brandId: string; hasMore: boolean; rows: unknown[]; query: { page: number } }
  listQuery: Record<string, string | number>
  noun: { one: string; many: string; short: string }
}) {
  return (
    <Pager
      page={page.query.page}
      pageSize={page.rows.length}
      shown={page.rows.length}
      total={{ hasMore: page.hasMore }}
      href={(n) => pageLink(page.brandId, listQuery, { page: n })}
      noun={noun}
      previousLabel={`Newer ${noun.short}`}
      nextLabel={`Older ${noun.short}`}
    />
  )
}

/** A search box and a state choice, the filters of both inbox lists. */
function InboxFilters({
  label,
  brandId,
  idPrefix,
  searchLabel,
  query,
  states,
}: {
  label: string
  brandId: string
  idPrefix: string
  searchLabel: string
  query: { q: string; state: string }
  states: Record<string, string>
}) {
  return (
    <FilterForm label={label} brandId={brandId}>
      <InputField id={`${idPrefix}-q`} name="q" type="search" label={searchLabel} defaultValue={query.q} />
      <SelectField
        id={`${idPrefix}-state`}
        name="state"
        label="State"
        defaultValue={query.state}
        options={[
          { value: '', label: 'All' },
          ...Object.entries(states).map(([value, text]) => ({ value, label: text })),
        ]}
      />
    </FilterForm>
  )
}

// ---------------------------------------------------------------------------------------------------------------

const BROCHURE_STATE_LABELS = { new: 'Not exported', exported: 'Exported, not fulfilled', fulfilled: 'Fulfilled' }

export function BrochureRequestsPage({
  page,
  actionData,
}: {
  page: BrochureRequestsPageData
  actionData?: InboxActionData | undefined
}) {
  const { query } = page
  const listQuery = { q: query.q, state: query.state, page: query.page }
  const brandQuery = `?brand=${encodeURIComponent(page.brandId)}`
  return (
    <section className="admin-page" aria-labelledby="admin-brochure-requests-title">
      <h1 id="admin-brochure-requests-title">{`Brochure requests: ${page.brandName}`}</h1>
      {page.notice ? <Notice kind="success">{page.notice}</Notice> : null}
      <ActionNotice actionData={actionData} />
      <Form
        method="post"
        action={`/admin/exports/brochure-requests${brandQuery}`}
        reloadDocument
        className="admin-form"
        aria-labelledby="brochure-export-title"
      >
        <h2 id="brochure-export-title">Fulfilment file</h2>
        <p className="admin-note" id="brochure-export-hint">
          The requests not exported yet, as the fulfilment CSV. They are marked exported as the file is made, so the
          next download holds only newer ones.
        </p>
        <CsrfField token={page.csrfToken} />
        <input type="hidden" name="intent" value="export" />
        <button type="submit" className="button button--primary" aria-describedby="brochure-export-hint">
          Download new requests (CSV)
        </button>
      </Form>

      <InboxFilters
        label="Find brochure requests"
        brandId={page.brandId}
        idPrefix="brochure-requests"
        searchLabel="Name, e-mail or post code"
        query={query}
        states={BROCHURE_STATE_LABELS}
      />
      <DataTable
        caption="Brochure requests, newest first"
        columns={brochureColumns(page)}
        rows={page.rows}
        rowKey={(row) => row.id}
        rowTestId={(row) => `brochure-request-${row.reference}`}
        empty="No brochure requests match."
      />
      <InboxPager
        page={page}
        listQuery={listQuery}
        noun={{ one: 'brochure request', many: 'brochure requests', short: 'requests' }}
      />
    </section>
  )
}

type BrochureRequest = BrochureRequestsPageData['rows'][number]

function brochureColumns(page: BrochureRequestsPageData): Column<BrochureRequest>[] {
  return [
    { key: 'reference', header: 'Reference', rowHeader: true, kind: 'code', value: (row) => row.reference },
    {
      key: 'name',
      header: 'Name',
      cell: (row) => (
        <>
          {row.name}
          <div className="admin-note">{row.email}</div>
        </>
      ),
    },
    { key: 'address', header: 'Address', value: (row) => row.address },
    { key: 'brochures', header: 'Brochures', cell: (row) => row.brochures.join(', ') },
    { key: 'ordered', header: 'Ordered', cell: (row) => <When iso={row.dateOrdered} /> },
    {
      key: 'exported',
      header: 'Exported',
      cell: (row) => (row.exportedAt ? <When iso={row.exportedAt} /> : 'Not yet'),
    },
    {
      key: 'fulfilled',
      header: 'Fulfilled',
      cell: (row) =>
        row.fulfilledAt ? (
          <When iso={row.fulfilledAt} />
        ) : row.exportedAt ? (
          <RowAction
            intent="fulfil"
            fields={{ requestId: row.id }}
            csrfToken={page.csrfToken}
            label="Mark fulfilled"
            object={`: ${row.reference}`}
          />
        ) : (
          'Not yet'
        ),
    },
  ]
}

// ---------------------------------------------------------------------------------------------------------------

const OUTBOX_STATE_LABELS = { sent: 'Sent', failed: 'Failed', waiting: 'Waiting' }

/** A plain-text body: paragraphs at blank lines, line breaks kept. */
function TextBody({ text }: { text: string }) {
  return (
    <div className="admin-email-body" data-testid="outbox-text-body">
      {text.split(/\r?\n\s*\r?\n/).map((paragraph, index) => (
        <p key={index}>
          {paragraph.split(/\r?\n/).map((line, lineIndex) => (
            <span key={lineIndex}>
              {lineIndex > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </p>
      ))}
    </div>
  )
}

export function OutboxPage({ page, actionData }: { page: OutboxPageData; actionData?: InboxActionData | undefined }) {
  const { query, detail } = page
  const listQuery = { q: query.q, state: query.state, page: query.page }
  return (
    <section className="admin-page" aria-labelledby="admin-outbox-title">
      <h1 id="admin-outbox-title">{`E-mail outbox: ${page.brandName}`}</h1>
      <p>
        Balance reminders wait as{' '}
        <Link to={`/admin/scheduled-jobs?brand=${encodeURIComponent(page.brandId)}`}>scheduled jobs</Link> until they
        are due, and arrive here when they are sent.
      </p>
      <ActionNotice actionData={actionData} />
      {page.detailMissing ? <Notice kind="error">There is no such e-mail for this brand.</Notice> : null}

      {detail ? (
        <section className="admin-form" aria-labelledby="outbox-detail-title">
          <h2 id="outbox-detail-title">{`E-mail: ${detail.subject}`}</h2>
          <dl className="admin-figures">
            <div className="admin-figure">
              <dt>To</dt>
              <dd>{detail.toAddress}</dd>
            </div>
            <div className="admin-figure">
              <dt>Kind</dt>
              <dd>{detail.kind}</dd>
            </div>
            <div className="admin-figure">
              <dt>Created</dt>
              <dd>
                <When iso={detail.createdAt} />
              </dd>
            </div>
            <div className="admin-figure">
              <dt>State</dt>
              <dd data-testid="outbox-detail-state">
                {OUTBOX_STATE_LABELS[detail.state]}
                {detail.sentAt ? (
                  <>
                    {' '}
                    <When iso={detail.sentAt} />
                  </>
                ) : null}
              </dd>
            </div>
          </dl>
          {detail.error ? <p className="admin-note">{`Error: ${detail.error}`}</p> : null}
          <h3 id="outbox-detail-body">Text</h3>
          <TextBody text={detail.textBody} />
          {page.canRetry && detail.state === 'failed' ? (
            <RowAction
              intent="retry"
              fields={{ emailId: detail.id }}
              csrfToken={page.csrfToken}
              label="Retry this e-mail"
              variant="primary"
            />
          ) : null}
          <p>
            <Link to={pageLink(page.brandId, listQuery, {})}>Close the e-mail</Link>
          </p>
        </section>
      ) : null}

      <InboxFilters
        label="Find e-mails"
        brandId={page.brandId}
        idPrefix="outbox"
        searchLabel="Address or subject"
        query={query}
        states={OUTBOX_STATE_LABELS}
      />
      <DataTable
        caption="E-mails, newest first"
        columns={outboxColumns(page, listQuery)}
        rows={page.rows}
        rowKey={(row) => row.id}
        rowTestId={(row) => `outbox-${row.id}`}
        empty="No e-mails match."
      />
      <InboxPager page={page} listQuery={listQuery} noun={{ one: 'e-mail', many: 'e-mails', short: 'e-mails' }} />
    </section>
  )
}

type OutboxRow = OutboxPageData['rows'][number]

function outboxColumns(page: OutboxPageData, listQuery: Record<string, string | number>): Column<OutboxRow>[] {
  const columns: Column<OutboxRow>[] = [
    linkColumn(
      'subject',
      'Subject',
      (row) => pageLink(page.brandId, listQuery, { id: row.id }),
      (row) => row.subject,
    ),
    { key: 'to', header: 'To', value: (row) => row.toAddress },
    { key: 'kind', header: 'Kind', value: (row) => row.kind },
    { key: 'created', header: 'Created', cell: (row) => <When iso={row.createdAt} /> },
    {
      key: 'sent',
      header: 'Sent',
      cell: (row) => (row.sentAt ? <When iso={row.sentAt} /> : OUTBOX_STATE_LABELS[row.state]),
    },
    { key: 'error', header: 'Error', value: (row) => row.error },
  ]
  if (page.canRetry)
    columns.push({
      key: 'retry',
      header: 'Retry',
      cell: (row) =>
        row.state === 'failed' ? (
          <RowAction
            intent="retry"
            fields={{ emailId: row.id }}
            csrfToken={page.csrfToken}
            label="Retry"
            object={`: e-mail ${row.id} to ${row.toAddress}`}
          />
        ) : null,
    })
  return columns
}
