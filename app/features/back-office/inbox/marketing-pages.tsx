import { Form, Link } from 'react-router'
import { CsrfField, day, Notice, SubmitButton } from '../shell'
import { filterLink, marketingFormLabel, pageLink } from './marketing-rules'
import type { EnquiriesPageData, EnquiryActionData, LeadsPageData, NewsletterPageData } from './marketing-pages.server'

/* The marketing pages of the back office (issue 14): marketing leads, newsletter sign-ups and booking enquiries. */

const moment = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

function Pager({
  label,
  brandId,
  query,
  hasMore,
}: {
  label: string
  brandId: string
  query: Record<string, string | number> & { page: number }
  hasMore: boolean
}) {
  return (
    <nav className="admin-pager" aria-label={`Pages of ${label}`}>
      {query.page > 1 ? <Link to={pageLink(brandId, query, query.page - 1)}>Newer {label}</Link> : null}
      {hasMore ? <Link to={pageLink(brandId, query, query.page + 1)}>Older {label}</Link> : null}
    </nav>
  )
}

export function LeadsPage({ page }: { page: LeadsPageData }) {
  const { query } = page
  return (
    <section className="admin-page" aria-labelledby="admin-leads-title">
      <h1 id="admin-leads-title">{`Marketing leads: ${page.brandName}`}</h1>
      <Form method="get" className="admin-filters" role="search" aria-label="Find leads">
        <input type="hidden" name="brand" value={page.brandId} />
        <div className="field">
          <label className="field__label" htmlFor="leads-q">
            E-mail or name
          </label>
          <input id="leads-q" name="q" type="search" className="field__input" defaultValue={query.q} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="leads-from">
            Received from
          </label>
          <input id="leads-from" name="from" type="date" className="field__input" defaultValue={query.from} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="leads-to">
            Received until
          </label>
          <input id="leads-to" name="to" type="date" className="field__input" defaultValue={query.to} />
        </div>
        <button type="submit" className="button button--primary">
          Search
        </button>
      </Form>
      {page.canExport ? (
        <p>
          <a href={filterLink('/admin/exports/leads', page.brandId, query)} download>
            Download CSV
          </a>{' '}
          <span className="admin-note">(every lead these filters match)</span>
        </p>
      ) : null}
      {page.rows.length ? (
        <table className="admin-table" aria-labelledby="admin-leads-title">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Received</th>
              <th scope="col">Form</th>
              <th scope="col">Brochure</th>
              <th scope="col">Country</th>
              <th scope="col">Phone</th>
              <th scope="col">Referral</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.id} data-testid="lead-row">
                <th scope="row">{[row.firstName, row.lastName].filter(Boolean).join(' ') || '—'}</th>
                <td>{row.email}</td>
                <td>{moment(row.createdAt)}</td>
                <td>{marketingFormLabel(row.formId)}</td>
                <td>{row.brochureName ?? ''}</td>
                <td>{row.country ?? ''}</td>
                <td>{row.phone ?? ''}</td>
                <td>{[row.referral, row.inquirySubcategory].filter(Boolean).join(': ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No leads match.</p>
      )}
      <Pager label="leads" brandId={page.brandId} query={query} hasMore={page.hasMore} />
    </section>
  )
}

const NEWSLETTER_STATUS_LABELS = { all: 'Everyone', subscribed: 'Subscribed', unsubscribed: 'Unsubscribed' } as const

export function NewsletterPage({ page }: { page: NewsletterPageData }) {
  const { query } = page
  // The download holds the subscribed unless the list is filtered to the unsubscribed.
  const csvQuery = { q: query.q, status: query.status === 'unsubscribed' ? 'unsubscribed' : 'subscribed' }
  return (
    <section className="admin-page" aria-labelledby="admin-newsletter-title">
      <h1 id="admin-newsletter-title">{`Newsletter sign-ups: ${page.brandName}`}</h1>
      <Form method="get" className="admin-filters" role="search" aria-label="Find sign-ups">
        <input type="hidden" name="brand" value={page.brandId} />
        <div className="field">
          <label className="field__label" htmlFor="newsletter-q">
            E-mail
          </label>
          <input id="newsletter-q" name="q" type="search" className="field__input" defaultValue={query.q} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="newsletter-status">
            Status
          </label>
          <select id="newsletter-status" name="status" className="field__input" defaultValue={query.status}>
            {Object.entries(NEWSLETTER_STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          Search
        </button>
      </Form>
      {page.canExport ? (
        <p>
          <a href={filterLink('/admin/exports/newsletter', page.brandId, csvQuery)} download>
            Download CSV
          </a>{' '}
          <span className="admin-note">{`(the ${csvQuery.status} addresses these filters match)`}</span>
        </p>
      ) : null}
      {page.rows.length ? (
        <table className="admin-table" aria-labelledby="admin-newsletter-title">
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Signed up</th>
              <th scope="col">On page</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.id} data-testid="newsletter-row">
                <th scope="row">{row.email}</th>
                <td>{moment(row.createdAt)}</td>
                <td>{row.sourcePath ? <code>{row.sourcePath}</code> : ''}</td>
                <td>{row.unsubscribedAt ? `Unsubscribed ${day(row.unsubscribedAt)}` : 'Subscribed'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No sign-ups match.</p>
      )}
      <Pager label="sign-ups" brandId={page.brandId} query={query} hasMore={page.hasMore} />
    </section>
  )
}

const ENQUIRY_STATUS_LABELS = { open: 'Open', handled: 'Handled', all: 'All' } as const

export function EnquiriesPage({ page, actionData }: { page: EnquiriesPageData; actionData?: EnquiryActionData }) {
  const { query } = page
  return (
    <section className="admin-page" aria-labelledby="admin-enquiries-title">
      <h1 id="admin-enquiries-title">{`Booking enquiries: ${page.brandName}`}</h1>
      <p>Travellers whose online booking could not take their rooms, asking to be called back.</p>
      {actionData?.kind === 'done' ? <Notice kind="success">{actionData.message}</Notice> : null}
      {actionData?.kind === 'refused' ? <Notice kind="error">{actionData.message}</Notice> : null}
      <Form method="get" className="admin-filters" aria-label="Filter enquiries">
        <input type="hidden" name="brand" value={page.brandId} />
        <div className="field">
          <label className="field__label" htmlFor="enquiries-status">
            Show
          </label>
          <select id="enquiries-status" name="status" className="field__input" defaultValue={query.status}>
            {Object.entries(ENQUIRY_STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          Show
        </button>
      </Form>
      {page.rows.length ? (
        <table className="admin-table" aria-labelledby="admin-enquiries-title">
          <thead>
            <tr>
              <th scope="col">Enquiry</th>
              <th scope="col">Name</th>
              <th scope="col">Contact</th>
              <th scope="col">Holiday</th>
              <th scope="col">Message</th>
              <th scope="col">Received</th>
              <th scope="col">Handled</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.id} data-testid="enquiry-row">
                <th scope="row">
                  {row.reference}
                  {row.quoteId !== null ? (
                    <div className="admin-note">{`Quote ${row.quoteId}`}</div>
                  ) : row.reportedQuoteId !== null ? (
                    <div className="admin-note">{`Quote ${row.reportedQuoteId} (not the enquirer’s own)`}</div>
                  ) : null}
                </th>
                <td>{`${row.firstName} ${row.lastName}`}</td>
                <td>
                  <a href={`mailto:${row.email}`}>{row.email}</a>
                  <div>
                    <a href={`tel:${row.telephone.replace(/[^+\d]/g, '')}`}>{row.telephone}</a>
                  </div>
                </td>
                <td>
                  {row.tourName ?? ''}
                  {row.departureDate ? <div className="admin-note">{row.departureDate}</div> : null}
                </td>
                <td>{row.message ?? ''}</td>
                <td>{moment(row.createdAt)}</td>
                <td>
                  {row.handledAt ? (
                    moment(row.handledAt)
                  ) : page.canEdit ? (
                    <Form method="post" className="admin-inline-form">
                      <CsrfField token={page.csrfToken} />
                      <input type="hidden" name="intent" value="mark-handled" />
                      <input type="hidden" name="enquiryId" value={row.id} />
                      <SubmitButton>
                        Mark handled<span className="visually-hidden">{`: ${row.reference}`}</span>
                      </SubmitButton>
                    </Form>
                  ) : (
                    'Open'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{query.status === 'open' ? 'No open enquiries.' : 'No enquiries match.'}</p>
      )}
      <Pager label="enquiries" brandId={page.brandId} query={query} hasMore={page.hasMore} />
    </section>
  )
}
