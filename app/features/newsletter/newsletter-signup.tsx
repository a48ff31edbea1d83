import { useId, useRef, useState } from 'react'
import { TextField } from '../../components/form/fields'
import { useForm } from '../../components/form/use-form'
import { HoneypotField } from '../../components/ui/honeypot-field'
import { Stylesheet } from '../../components/ui/stylesheet'
import { ApiError, createApiClient } from '../../lib/api-client'
import {
  NEWSLETTER_EMAIL_MAX_LENGTH,
  NEWSLETTER_HONEYPOT_FIELD,
  NEWSLETTER_SIGNUP_PATH,
  newsletterFormSchema,
  type NewsletterSignupResponse,
} from './newsletter-contract'
import { NEWSLETTER_FORM_NAME, trackNewsletterSubscribe } from './newsletter-analytics'
import formStylesHref from '../../components/form/form.css?url'

/*
 * The footer's newsletter sign-up (discovery §7 `newsletter_subscribe`): one e-mail field, validated by the shared
 * §5 rule as the other forms are; the outcome is announced in a status region and the form stays in place, so a
 * keyboard user's focus is not moved. A repeat sign-up answers the same as a new one (the server tells nobody who is
 * subscribed).
 */

const api = createApiClient()

export const NEWSLETTER_SUCCESS_MESSAGE = 'Thank you. Please check your inbox: we have sent you a confirmation.'
export const NEWSLETTER_FAILED_MESSAGE = 'Sorry, we could not sign you up just now. Please try again.'

export function NewsletterSignup({ title = 'Sign up to our newsletter' }: { title?: string }) {
  const form = useForm({ name: NEWSLETTER_FORM_NAME, schema: newsletterFormSchema, initialValues: { email: '' } })
  const [sending, setSending] = useState(false)
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)
  const honeypot = useRef<HTMLInputElement>(null)
  const titleId = `${useId().replace(/[^A-Za-z0-9_-]/g, '')}-newsletter-title`
  const email = form.field('email')

  async function submit() {
    if (sending) return
    const result = form.submit()
    if (!result.success) {
      setStatus(null)
      return
    }
    setSending(true)
    setStatus(null)
    const sourcePath = window.location.pathname
    try {
      await api.post<NewsletterSignupResponse>(NEWSLETTER_SIGNUP_PATH, {
        email: result.data.email,
        sourcePath,
        [NEWSLETTER_HONEYPOT_FIELD]: honeypot.current?.value ?? '',
      })
      await trackNewsletterSubscribe(result.data.email, sourcePath)
      setStatus({ kind: 'success', text: NEWSLETTER_SUCCESS_MESSAGE })
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) form.store.setErrors(error.fieldErrors)
      setStatus({
        kind: 'error',
        text: error instanceof ApiError && error.status < 500 ? error.message : NEWSLETTER_FAILED_MESSAGE,
      })
    } finally {
      setSending(false)
    }
  }

  return (
    <section className="newsletter-signup" aria-labelledby={titleId}>
      {/* The shared field styles: the footer is on every page, most of which load no other form. */}
      <Stylesheet href={formStylesHref} />
      <h2 id={titleId} className="newsletter-signup__title">
        {title}
      </h2>
      <p className="newsletter-signup__intro">
        Our latest holidays, offers and brochures by e-mail. Unsubscribe at any time.
      </p>
      <form
        className="newsletter-signup__form"
        name={form.store.name}
        aria-labelledby={titleId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <TextField
          field={email}
          // Not "Email…": the page's own forms (sign-in, brochures, checkout) label theirs "Email", and each label stays unique.
          label="Your e-mail address"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={NEWSLETTER_EMAIL_MAX_LENGTH}
          showOptional={false}
        />
        <HoneypotField id={`${form.id}-website`} name={NEWSLETTER_HONEYPOT_FIELD} inputRef={honeypot} />
        <button type="submit" className="button button--primary newsletter-signup__submit" disabled={sending}>
          {sending ? 'Signing up…' : 'Sign up'}
        </button>
      </form>
      <p
        role="status"
        className={`newsletter-signup__status${status ? ` newsletter-signup__status--${status.kind}` : ''}`}
      >
        {status?.text ?? ''}
      </p>
    </section>
  )
}
