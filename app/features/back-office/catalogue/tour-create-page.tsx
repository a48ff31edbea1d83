import { Form, Link } from 'react-router'
import { CsrfField, InputField, Notice, SelectField, SubmitButton, TextInput } from '../shell'
import type { NewTourActionData, NewTourPageData } from './tour-create.server'
import { TOUR_TEXT_INPUTS } from './tour-pages'

/*
 * Creating a tour (issue 26): what identifies it (code, market, page address), its length, main country and
 * transport, then the same texts and SEO fields as the tour editor. It is created unpublished; the edit page it
 * lands on publishes it and generates its departures.
 */

export function NewTourPage({ page, actionData }: { page: NewTourPageData; actionData?: NewTourActionData }) {
  const errors = actionData?.fieldErrors ?? {}
  const values = actionData?.values ?? null
  const brandQuery = `?brand=${encodeURIComponent(page.brandId)}`
  return (
    <section className="admin-page" aria-labelledby="admin-new-tour-title">
      <h1 id="admin-new-tour-title">{`New tour: ${page.brandName}`}</h1>
      <p>
        The tour is created unpublished: add its departures and publish it from its page.{' '}
        <Link to={`/admin/tours${brandQuery}`}>All tours</Link>
      </p>
      {actionData ? <Notice kind="error">Please correct the fields marked below.</Notice> : null}
      <Form method="post" className="admin-form admin-form--wide" aria-labelledby="admin-new-tour-title" noValidate>
        <CsrfField token={page.csrfToken} />
        <InputField
          name="code"
          label="Tour code"
          required
          autoComplete="off"
          maxLength={12}
          defaultValue={values?.code}
          error={errors.code}
          hint="The booking system’s code, such as MJ1042: unique across every brand. Departure codes start with it."
        />
        <SelectField
          name="marketCode"
          label="Market"
          options={page.markets.map((market) => ({ value: market.code, label: `${market.name} (${market.code})` }))}
          defaultValue={values?.marketCode ?? page.defaultMarket}
          error={errors.marketCode}
        />
        <InputField
          name="slug"
          label="Page address (optional)"
          autoComplete="off"
          maxLength={page.slugMax}
          defaultValue={values?.slug}
          error={errors.slug}
          hint="The end of the tour page’s address (/tours/…): lower-case letters, digits and hyphens. Left empty, it is made from the name."
        />
        <InputField
          name="durationDays"
          label="Length in days"
          required
          inputMode="numeric"
          defaultValue={values?.durationDays}
          error={errors.durationDays}
          hint={`From 1 to ${page.durationMax}.`}
        />
        <SelectField
          name="countryId"
          label="Main country"
          options={[
            { value: '', label: 'Choose…' },
            ...page.countries.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
          defaultValue={values?.countryId ?? ''}
          error={errors.countryId}
        />
        <SelectField
          name="transportTypeId"
          label="Travel"
          options={page.transportTypes.map((type) => ({ value: String(type.id), label: type.name }))}
          defaultValue={values?.transportTypeId ?? String(page.defaultTransportTypeId ?? '')}
          error={errors.transportTypeId}
        />
        {TOUR_TEXT_INPUTS.map(({ name, label, rows, code, optional, hint }) => (
          <TextInput
            key={name}
            name={name}
            label={label}
            rows={rows}
            className={code ? 'admin-code' : undefined}
            required={!optional}
            defaultValue={values?.[name]}
            error={errors[name]}
            hint={hint?.({ limits: page.limits, tourName: '', brandName: page.brandName })}
          />
        ))}
        <SubmitButton>Create tour</SubmitButton>
      </Form>
    </section>
  )
}
