import type { Ref, RefObject } from 'react'
import { CheckboxField, RequiredFieldsNote, SelectField, TextField } from '../../components/form/fields'
import type { FormApi } from '../../components/form/use-form'
import { TITLES } from '../../lib/constants'
import { AddressBlock, type AddressFormValues } from '../address'
import type { BrochureFormValues } from './brochure-schema'
import type { BrochurePageContent } from './brochure-content'

const TITLE_OPTIONS = TITLES.map((title) => ({ value: title, label: title }))

/**
 * The request form (discovery §3 "brochure form"): title, names, email, optional phone, the address block, the two
 * marketing boxes, the privacy message and link, and the warning that some countries can only download.
 */
export function BrochureRequestForm({
  details,
  address,
  content,
  brandName,
  submitting,
  alert,
  headingRef,
  honeypotRef,
  onSubmit,
}: {
  details: FormApi<BrochureFormValues, unknown>
  address: FormApi<AddressFormValues, unknown>
  content: BrochurePageContent
  brandName: string
  submitting: boolean
  alert: string | null
  headingRef: Ref<HTMLHeadingElement>
  honeypotRef: RefObject<HTMLInputElement | null>
  onSubmit: () => void
}) {
  return (
    <form
      className="form-card brochure-form"
      aria-labelledby="brochure-form-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <h2 id="brochure-form-title" className="brochure-form__title" tabIndex={-1} ref={headingRef}>
        Where shall we send them?
      </h2>
      {content.formFillIntroductionHtml ? (
        <div className="brochure-form__intro" dangerouslySetInnerHTML={{ __html: content.formFillIntroductionHtml }} />
      ) : null}
      <RequiredFieldsNote />

      <fieldset className="brochure-form__group">
        <legend className="brochure-form__legend">Your details</legend>
        <div className="brochure-form__row brochure-form__row--title">
          <SelectField
            field={details.field('title')}
            label="Title"
            options={TITLE_OPTIONS}
            placeholder="Please select"
            autoComplete="honorific-prefix"
          />
        </div>
        <div className="brochure-form__row">
          <TextField field={details.field('firstName')} label="First name" autoComplete="given-name" />
          <TextField field={details.field('lastName')} label="Last name" autoComplete="family-name" />
        </div>
        <TextField field={details.field('email')} label="Email" type="email" autoComplete="email" inputMode="email" />
        <TextField
          field={details.field('phoneNumber')}
          label="Phone number"
          type="tel"
          autoComplete="tel"
          inputMode="numeric"
          hint="Numbers only"
        />
      </fieldset>

      <fieldset className="brochure-form__group">
        <legend className="brochure-form__legend">Your address</legend>
        {content.countryDownloadWarning ? (
          <p className="brochure-form__warning">{content.countryDownloadWarning}</p>
        ) : null}
        <AddressBlock form={address} />
      </fieldset>

      <fieldset className="brochure-form__group">
        <legend className="brochure-form__legend">Hearing from us</legend>
        <CheckboxField
          field={details.field('marketingEmail')}
          label={`Send me holiday ideas and offers from ${brandName} by e-mail`}
        />
        <CheckboxField
          field={details.field('marketingMail')}
          label={`Send me holiday ideas and offers from ${brandName} by post`}
        />
      </fieldset>

      <div className="brochure-form__privacy">
        {content.brochurePrivacy ? <p>{content.brochurePrivacy}</p> : null}
        {content.privacyPolicyLink ? (
          <p>
            {content.privacyLinkMessage}{' '}
            <a
              href={content.privacyPolicyLink.url}
              target={content.privacyPolicyLink.target ?? undefined}
              rel={content.privacyPolicyLink.target === '_blank' ? 'noopener noreferrer' : undefined}
            >
              {content.privacyPolicyLink.name}
              {content.privacyPolicyLink.target === '_blank' ? (
                <span className="visually-hidden"> (opens in a new tab)</span>
              ) : null}
            </a>
            .
          </p>
        ) : null}
      </div>

      {/* The honeypot: hidden from people and assistive technology; robots that fill every field fill this one. */}
      <div className="brochure-form__trap" aria-hidden="true">
        <label htmlFor="brochure-website">Leave this field empty</label>
        <input
          id="brochure-website"
          ref={honeypotRef}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <p className="form-alert" role="alert">
        {alert ?? ''}
      </p>

      <button type="submit" className="button button--primary button--large" disabled={submitting}>
        {submitting ? 'Sending your request…' : 'Send my request'}
      </button>

      {content.disclaimerHtml ? (
        <div className="brochure-form__disclaimer" dangerouslySetInnerHTML={{ __html: content.disclaimerHtml }} />
      ) : null}
    </form>
  )
}
