import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { CsrfField, DateRangeFields, day, InputField, SelectField } from '../shell'
import type { ExportsPageData } from './exports-pages.server'

/*
 * The back office's exports page (issue 14): every CSV download the role may use for the chosen brand, each with a
 * short description and its filters as a small form. The GET forms reload the document, so the browser saves the
 * file; the brochure requests' download marks the requests exported, so it is a form post with the CSRF field.
 */

const PAYMENT_METHOD_OPTIONS = [
  { value: '', label: 'All methods' },
  { value: 'card', label: 'Card' },
  { value: 'bank transfer', label: 'Bank transfer' },
  { value: 'cheque', label: 'Cheque' },
  { value: 'card by phone', label: 'Card by phone' },
  { value: 'refund', label: 'Refunds' },
]

const BOOKING_STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'cancelled', label: 'Cancelled' },
]

const NEWSLETTER_STATUS_OPTIONS = [
  { value: 'subscribed', label: 'Subscribed' },
  { value: 'unsubscribed', label: 'Unsubscribed' },
  { value: 'all', label: 'Everyone' },
]

function Download({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  description: ReactNode
  children: ReactNode
}) {
  return (
    <section className="admin-form admin-form--wide" aria-labelledby={`${id}-title`} data-testid={`export-${id}`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="admin-note" id={`${id}-hint`}>
        {description}
      </p>
      {children}
    </section>
  )
}

/** A download of what happened in the days chosen, narrowed by one choice (a booking's status, a payment's method). */
interface DatedDownloadSpec {
  file: 'bookings' | 'payments'
  title: string
  description: string
  /** What the range's days are: 'Booked' (from, until). */
  days: string
  choice: { name: string; label: string; defaultValue: string; options: { value: string; label: string }[] }
  button: string
}

const DATED_DOWNLOADS: DatedDownloadSpec[] = [
  {
    file: 'bookings',
    title: 'Bookings',
    description:
      'Every booking made in the days you choose, with its tour, departure, lead passenger, total, what is paid and the balance due.',
    days: 'Booked',
    choice: { name: 'status', label: 'Status', defaultValue: 'all', options: BOOKING_STATUS_OPTIONS },
    button: 'Download bookings (CSV)',
  },
  {
    file: 'payments',
    title: 'Payments',
    description:
      'Every payment recorded in the days you choose: card payments, money taken offline and refunds (as negative amounts), with who recorded it.',
    days: 'Recorded',
    choice: { name: 'method', label: 'Method', defaultValue: '', options: PAYMENT_METHOD_OPTIONS },
    button: 'Download payments (CSV)',
  },
]

function DatedDownload({ download, brandId }: { download: DatedDownloadSpec; brandId: string }) {
  const id = `${download.file}-export`
  const { choice } = download
  return (
    <DownloadForm
      id={id}
      title={download.title}
      description={download.description}
      file={download.file}
      brandId={brandId}
      button={download.button}
    >
      <DateRangeFields idPrefix={id} fromLabel={`${download.days} from`} toLabel={`${download.days} until`} />
      <SelectField
        id={`${id}-${choice.name}`}
        name={choice.name}
        label={choice.label}
        defaultValue={choice.defaultValue}
        options={choice.options}
      />
    </DownloadForm>
  )
}

function DownloadButton({ id, children }: { id: string; children: ReactNode }) {
  return (
    <button type="submit" className="button button--primary" aria-describedby={`${id}-hint`}>
      {children}
    </button>
  )
}

/**
 * A download by a GET form (its filters as fields, the brand hidden): it reloads the document, so the browser saves
 * the file. With `unavailable`, a sentence says why there is nothing to download instead of the form.
 */
function DownloadForm({
  id,
  title,
  description,
  file,
  brandId,
  button,
  unavailable,
  children,
}: {
  id: string
  title: string
  description: string
  /** The CSV's address below /admin/exports/. */
  file: string
  brandId: string
  button: string
  unavailable?: string | undefined
  children: ReactNode
}) {
  return (
    <Download id={id} title={title} description={description}>
      {unavailable ? (
        <p>{unavailable}</p>
      ) : (
        <Form method="get" action={`/admin/exports/${file}`} reloadDocument className="admin-filters">
          <input type="hidden" name="brand" value={brandId} />
          {children}
          <DownloadButton id={id}>{button}</DownloadButton>
        </Form>
      )}
    </Download>
  )
}

export function ExportsPage({ page }: { page: ExportsPageData }) {
  const { allowed, brandId } = page
  const brandQuery = `?brand=${encodeURIComponent(brandId)}`
  return (
    <section className="admin-page" aria-labelledby="admin-exports-title">
      <h1 id="admin-exports-title">{`Exports: ${page.brandName}`}</h1>
      <p>
        The CSV files you can download for this brand. Each opens in a spreadsheet program; money is in pounds and
        pence, times are in UTC.
      </p>

      {DATED_DOWNLOADS.filter((download) => allowed[download.file]).map((download) => (
        <DatedDownload key={download.file} download={download} brandId={brandId} />
      ))}

      {allowed.manifest ? (
        <DownloadForm
          id="manifest-export"
          title="Departure manifest"
          description="The passengers of one departure’s confirmed bookings, with their rooms, needs and emergency contacts, for the tour manager."
          file="manifest"
          brandId={brandId}
          button="Download manifest (CSV)"
          unavailable={page.departures.length ? undefined : 'This brand has no departures in the next 180 days.'}
        >
          <SelectField
            id="manifest-export-departure"
            name="departureId"
            label="Departure (the next 180 days)"
            required
            options={page.departures.map((departure) => ({
              value: String(departure.id),
              label: `${departure.code} — ${day(departure.startDate)} — ${departure.tourName}`,
            }))}
          />
        </DownloadForm>
      ) : null}

      {allowed.leads ? (
        <DownloadForm
          id="leads-export"
          title="Marketing leads"
          description="The leads from the brochure download forms received in the days you choose, optionally only those matching a name or e-mail."
          file="leads"
          brandId={brandId}
          button="Download leads (CSV)"
        >
          <InputField id="leads-export-q" name="q" type="search" label="E-mail or name (optional)" />
          <DateRangeFields idPrefix="leads-export" fromLabel="Received from" toLabel="Received until" />
        </DownloadForm>
      ) : null}

      {allowed.newsletter ? (
        <DownloadForm
          id="newsletter-export"
          title="Newsletter sign-ups"
          description="The newsletter sign-ups: the subscribed addresses unless you choose otherwise."
          file="newsletter"
          brandId={brandId}
          button="Download sign-ups (CSV)"
        >
          <InputField id="newsletter-export-q" name="q" type="search" label="E-mail (optional)" />
          <SelectField
            id="newsletter-export-status"
            name="status"
            label="Who"
            defaultValue="subscribed"
            options={NEWSLETTER_STATUS_OPTIONS}
          />
        </DownloadForm>
      ) : null}

      {allowed.brochureRequests ? (
        <Download
          id="brochure-requests-export"
          title="Brochure requests"
          description="The brochure requests not exported yet, as the fulfilment file. They are marked exported as the file is made, so the next download holds only newer ones."
        >
          <Form
            method="post"
            action={`/admin/exports/brochure-requests${brandQuery}`}
            reloadDocument
            className="admin-filters"
          >
            <CsrfField token={page.csrfToken} />
            <input type="hidden" name="intent" value="export" />
            <DownloadButton id="brochure-requests-export">Download new requests (CSV)</DownloadButton>
          </Form>
        </Download>
      ) : null}
    </section>
  )
}
