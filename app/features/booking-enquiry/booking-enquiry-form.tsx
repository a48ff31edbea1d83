import { useEffect, useRef, useState } from 'react'
import { FieldError, RequiredFieldsNote, TextField } from '../../components/form/fields'
import { useForm, type BoundField } from '../../components/form/use-form'
import { HoneypotField } from '../../components/ui/honeypot-field'
import { trackFormSubmit } from '../../lib/analytics'
import { ApiError, createApiClient } from '../../lib/api-client'
import {
  BOOKING_ENQUIRY_PATH,
  ENQUIRY_EMAIL_MAX_LENGTH,
  ENQUIRY_HONEYPOT_FIELD,
  ENQUIRY_MESSAGE_MAX_LENGTH,
  ENQUIRY_NAME_MAX_LENGTH,
  ENQUIRY_PHONE_MAX_LENGTH,
  bookingEnquiryFormSchema,
  type BookingEnquiryResponse,
} from './booking-enquiry-contract'
import type { BookingEnquiryPageView } from './booking-enquiry-view'

/*
 * The booking-failed contact page (checkout §2 routes, §8): the block's introduction, what the checkout was booking
 * (tour, date, quote id), and a contact form prefilled from the address. On success the form gives way to the
 * block's thank-you text and focus moves to its heading, so keyboard and screen-reader users hear the outcome.
 */

const api = createApiClient()

export const BOOKING_ENQUIRY_FAILED_MESSAGE = 'Sorry, we could not send your details. Please try again, or call us.'

/** A multi-line text field with the shared field markup (label, optional marker, error tied to the control). */
function TextAreaField({ field, label, maxLength }: { field: BoundField<string>; label: string; maxLength: number }) {
  return (
    <div className={`field${field.error ? ' field--invalid' : ''}`}>
      <label htmlFor={field.id} className="field__label">
        {label}
        {field.required ? null : <span className="field__optional"> (optional)</span>}
      </label>
      <textarea
        id={field.id}
        name={field.name}
        className="field__input booking-enquiry__message"
        rows={5}
        value={field.value}
        maxLength={maxLength}
        onChange={(event) => field.setValue(event.target.value)}
        onBlur={field.blur}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? field.errorId : undefined}
      />
      <FieldError field={field} />
    </div>
  )
}

export function BookingEnquiryPage({ view }: { view: BookingEnquiryPageView }) {
  const { prefill } = view
  const form = useForm({
    name: 'booking-failed-contact-form',
    schema: bookingEnquiryFormSchema,
    initialValues: { firstName: prefill.firstName, lastName: prefill.lastName, email: '', telephone: '', message: '' },
  })
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const [message, setMessage] = useState('')
  const honeypot = useRef<HTMLInputElement>(null)
  const successHeading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (sent) successHeading.current?.focus()
  }, [sent])

  async function submit() {
    if (sending) return
    const result = form.submit()
    if (!result.success) {
      setMessage('Please correct the highlighted fields.')
      return
    }
    setSending(true)
    setMessage('')
    try {
      await api.post<BookingEnquiryResponse>(BOOKING_ENQUIRY_PATH, {
        ...result.data,
        tourName: prefill.tourName,
        departureDate: prefill.departureDate,
        quoteId: prefill.quoteId ?? 0,
        [ENQUIRY_HONEYPOT_FIELD]: honeypot.current?.value ?? '',
      })
      // discovery §7 formSubmit: the form's name only, never what was typed.
      trackFormSubmit(form.store.name)
      setSent(true)
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) form.store.setErrors(error.fieldErrors)
      setMessage(error instanceof ApiError && error.status < 500 ? error.message : BOOKING_ENQUIRY_FAILED_MESSAGE)
    } finally {
      setSending(false)
    }
  }

  const holiday = [prefill.tourName, prefill.departureDate].filter(Boolean).join(', ')
  return (
    <section className="container booking-enquiry" aria-labelledby="booking-enquiry-title">
      <h1 id="booking-enquiry-title">{view.title}</h1>
      {view.introHtml ? (
        <div className="booking-enquiry__intro" dangerouslySetInnerHTML={{ __html: view.introHtml }} />
      ) : null}
      {holiday || prefill.quoteId !== null ? (
        <dl className="booking-enquiry__holiday">
          {holiday ? (
            <>
              <dt>Your holiday</dt>
              <dd>{holiday}</dd>
            </>
          ) : null}
          {prefill.quoteId !== null ? (
            <>
              <dt>Your quote id</dt>
              <dd>{prefill.quoteId}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {sent ? (
        <div className="booking-enquiry__success">
          <h2 ref={successHeading} tabIndex={-1}>
            {view.successTitle}
          </h2>
          {view.successHtml ? <div dangerouslySetInnerHTML={{ __html: view.successHtml }} /> : null}
        </div>
      ) : (
        <form
          className="booking-enquiry__form"
          name={form.store.name}
          aria-labelledby="booking-enquiry-form-title"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          <h2 id="booking-enquiry-form-title">Your details</h2>
          <RequiredFieldsNote />
          <TextField
            field={form.field('firstName')}
            label="First name"
            autoComplete="given-name"
            maxLength={ENQUIRY_NAME_MAX_LENGTH}
          />
          <TextField
            field={form.field('lastName')}
            label="Last name"
            autoComplete="family-name"
            maxLength={ENQUIRY_NAME_MAX_LENGTH}
          />
          <TextField
            field={form.field('email')}
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={ENQUIRY_EMAIL_MAX_LENGTH}
          />
          <TextField
            field={form.field('telephone')}
            label="Telephone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={ENQUIRY_PHONE_MAX_LENGTH}
            hint="We will call you on this number."
          />
          <TextAreaField
            field={form.field('message')}
            label="Anything we should know (dates, rooms, travellers)"
            maxLength={ENQUIRY_MESSAGE_MAX_LENGTH}
          />
          <HoneypotField id="booking-enquiry-website" name={ENQUIRY_HONEYPOT_FIELD} inputRef={honeypot} />
          <p className="form-alert" role="alert">
            {message}
          </p>
          <button type="submit" className="button button--primary" disabled={sending}>
            {sending ? 'Sending…' : view.submitLabel}
          </button>
        </form>
      )}
    </section>
  )
}
