import { Form, Link } from 'react-router'
import { CsrfField, Notice, SubmitButton } from '../shell'
import type { BrochureRequestsPageData, InboxActionData, OutboxPageData } from './brochure-requests-pages.server'

/*
 * The back office's brochure requests (with the fulfilment CSV download) and e-mail outbox pages (issue 14). Times
 * are shown in UTC from the stored ISO strings, the same on the server and in the browser.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

const day = (iso: string) =>
  `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1] ?? ''} ${iso.slice(0, 4)}`

function When({ iso }: { iso: string | null }) {
  if (!iso) return null
  const time = iso.slice(11, 16)
  return <time dateTime={iso}>{time ? `${day(iso)}, ${time} UTC` : day(iso)}</time>
}

function ActionNotice({ actionData }: { actionData: InboxActionData | undefined }) {
  if (actionData?.kind === 'done') return <Notice kind="success">{actionData.message}</Notice>
  if (actionData?.kind === 'refused') return <Notice kind="error">{actionData.message}</Notice>
  return null
}

function pageLink(brandId: string, query: Record<string, string | number>, changes: Record<string, string | number>) {
  const params = new URLSearchParams({ brand: brandId })
  for (const [key, value] of Object.entries({ ...query, ...changes }))
    if (value !== '' && !(key === 'page' && value === 1)) params.set(key, String(value))
  return `?${params}`
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

      <Form method="get" className="admin-filters" role="search" aria-label="Find brochure requests">
        <input type="hidden" name="brand" value={page.brandId} />
        <div className="field">
          <label className="field__label" htmlFor="brochure-requests-q">
            Name, e-mail or post code
          </label>
          <input id="brochure-requests-q" name="q" type="search" className="field__input" defaultValue={query.q} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="brochure-requests-state">
            State
          </label>
          <select id="brochure-requests-state" name="state" className="field__input" defaultValue={query.state}>
            <option value="">All</option>
            <option value="new">{BROCHURE_STATE_LABELS.new}</option>
            <option value="exported">{BROCHURE_STATE_LABELS.exported}</option>
            <option value="fulfilled">{BROCHURE_STATE_LABELS.fulfilled}</option>
          </select>
        </div>
        <button type="submit" className="button button--primary">
          Search
        </button>
      </Form>

      {page.rows.length ? (
        <table className="admin-table">
          <caption>Brochure requests, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Name</th>
              <th scope="col">Address</th>
              <th scope="col">Brochures</th>
              <th scope="col">Ordered</th>
              <th scope="col">Exported</th>
              <th scope="col">Fulfilled</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.id} data-testid={`brochure-request-${row.reference}`}>
                <th scope="row">{row.reference}</th>
                <td>
                  {row.name}
                  <div className="admin-note">{row.email}</div>
                </td>
                <td>{row.address}</td>
                <td>{row.brochures.join(', ')}</td>
                <td>
                  <When iso={row.dateOrdered} />
                </td>
                <td>{row.exportedAt ? <When iso={row.exportedAt} /> : 'Not yet'}</td>
                <td>
                  {row.fulfilledAt ? (
                    <When iso={row.fulfilledAt} />
                  ) : row.exportedAt ? (
                    <Form method="post" className="admin-inline-form">
                      <CsrfField token={page.csrfToken} />
                      <input type="hidden" name="intent" value="fulfil" />
                      <input type="hidden" name="requestId" value={row.id} />
                      <button
                        type="submit"
                        className="button button--secondary"
                        aria-label={`Mark fulfilled: ${row.reference}`}
                      >
                        Mark fulfilled
                      </button>
                    </Form>
                  ) : (
                    'Not yet'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No brochure requests match.</p>
      )}
      <nav className="admin-pager" aria-label="Pages of brochure requests">
        {query.page > 1 ? (
          <Link to={pageLink(page.brandId, listQuery, { page: query.page - 1 })}>Newer requests</Link>
        ) : null}
        {page.hasMore ? (
          <Link to={pageLink(page.brandId, listQuery, { page: query.page + 1 })}>Older requests</Link>
        ) : null}
      </nav>
    </section>
  )
}

// ---------------------------------------------------------------------------------------------------------------

const OUTBOX_STATE_LABELS = { sent: 'Sent', failed: 'Failed', waiting: 'Waiting' }

function RetryForm({ csrfToken, emailId, label }: { csrfToken: string; emailId: number; label: string }) {
  return (
    <Form method="post" className="admin-inline-form">
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value="retry" />
      <input type="hidden" name="emailId" value={emailId} />
      <SubmitButton>{label}</SubmitButton>
    </Form>
  )
}

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
            <RetryForm csrfToken={page.csrfToken} emailId={detail.id} label="Retry this e-mail" />
          ) : null}
          <p>
            <Link to={pageLink(page.brandId, listQuery, {})}>Close the e-mail</Link>
          </p>
        </section>
      ) : null}

      <Form method="get" className="admin-filters" role="search" aria-label="Find e-mails">
        <input type="hidden" name="brand" value={page.brandId} />
        <div className="field">
          <label className="field__label" htmlFor="outbox-q">
            Address or subject
          </label>
          <input id="outbox-q" name="q" type="search" className="field__input" defaultValue={query.q} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="outbox-state">
            State
          </label>
          <select id="outbox-state" name="state" className="field__input" defaultValue={query.state}>
            <option value="">All</option>
            <option value="sent">{OUTBOX_STATE_LABELS.sent}</option>
            <option value="failed">{OUTBOX_STATE_LABELS.failed}</option>
            <option value="waiting">{OUTBOX_STATE_LABELS.waiting}</option>
          </select>
        </div>
        <button type="submit" className="button button--primary">
          Search
        </button>
      </Form>

      {page.rows.length ? (
        <table className="admin-table">
          <caption>E-mails, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Subject</th>
              <th scope="col">To</th>
              <th scope="col">Kind</th>
              <th scope="col">Created</th>
              <th scope="col">Sent</th>
              <th scope="col">Error</th>
              {page.canRetry ? <th scope="col">Retry</th> : null}
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.id} data-testid={`outbox-${row.id}`}>
                <th scope="row">
                  <Link to={pageLink(page.brandId, listQuery, { id: row.id })}>{row.subject}</Link>
                </th>
                <td>{row.toAddress}</td>
                <td>{row.kind}</td>
                <td>
                  <When iso={row.createdAt} />
                </td>
                <td>{row.sentAt ? <When iso={row.sentAt} /> : OUTBOX_STATE_LABELS[row.state]}</td>
                <td>{row.error ?? ''}</td>
                {page.canRetry ? (
                  <td>
                    {row.state === 'failed' ? (
                      <Form method="post" className="admin-inline-form">
                        <CsrfField token={page.csrfToken} />
                        <input type="hidden" name="intent" value="retry" />
                        <input type="hidden" name="emailId" value={row.id} />
                        <button
                          type="submit"
                          className="button button--secondary"
                          aria-label={`Retry: e-mail ${row.id} to ${row.toAddress}`}
                        >
                          Retry
                        </button>
                      </Form>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No e-mails match.</p>
      )}
      <nav className="admin-pager" aria-label="Pages of e-mails">
        {query.page > 1 ? (
          <Link to={pageLink(page.brandId, listQuery, { page: query.page - 1 })}>Newer e-mails</Link>
        ) : null}
        {page.hasMore ? (
          <Link to={pageLink(page.brandId, listQuery, { page: query.page + 1 })}>Older e-mails</Link>
        ) : null}
      </nav>
    </section>
  )
}
